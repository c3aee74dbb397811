// A lobby's panel of public things to open (tournaments, leagues): its title, the way to create one for
// whoever is signed in by email, and each item a link to its page.
import type { ComponentChildren } from "preact";
import { useEffect, useState } from "preact/hooks";
import { Link } from "../router";
import { ErrorNote, useI18n, useSession } from "../ui";

export function ListedPanel<T extends { id: string }>(props: {
  headingId: string;
  title: string;
  create: { href: string; label: string };
  none: string;
  load(): Promise<T[]>;
  href(item: T): string;
  /** What an item's link says. */
  children(item: T): ComponentChildren;
}) {
  const { t } = useI18n();
  const { user } = useSession();
  const [list, setList] = useState<T[] | null>(null);
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    props.load().then(setList, setError);
  }, []);
  return (
    <section class="panel open-tournaments" aria-labelledby={props.headingId}>
      <div class="row spread">
        <h2 id={props.headingId}>{props.title}</h2>
        {user && !user.guest && (
          <Link href={props.create.href} class="button secondary">
            {props.create.label}
          </Link>
        )}
      </div>
      <ErrorNote error={error} />
      {list === null ? (
        !error && <p class="loading">{t("loading")}</p>
      ) : list.length === 0 ? (
        <p>{props.none}</p>
      ) : (
        <ul class="plain-list">
          {list.map((item) => (
            <li key={item.id} class="game-item">
              <Link href={props.href(item)}>{props.children(item)}</Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
