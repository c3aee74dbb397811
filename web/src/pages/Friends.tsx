// Friends, loaded with the parts that show them (web/src/lazy-part.tsx): the own profile's section (the
// friends, the requests both ways, asking by a profile's address), the "Add friend" button on another
// player's profile, and the lobby's requests waiting for an answer.
import { useEffect, useState } from "preact/hooks";
import { type FriendsPage, type FriendView, MAX_FRIENDS } from "../../../shared/api/friends";
import { friendsApi } from "../friends-api";
import { Link } from "../router";
import { ErrorNote, useI18n, useSession } from "../ui";
import { useAction } from "./form";

/** The caller's friends page, loaded once, and an action that changes it and shows the page it answers. */
function useFriends() {
  const [page, setPage] = useState<FriendsPage | null>(null);
  const { busy, error, setError, run } = useAction();
  useEffect(() => {
    friendsApi.page().then(setPage, setError);
  }, []);
  const change = (action: () => Promise<FriendsPage>) => run(async () => setPage(await action()));
  return { page, busy, error, change };
}

const profileLink = (friend: FriendView) => <Link href={`/u/${encodeURIComponent(friend.userId)}`}>{friend.name}</Link>;

/** A request to the reader, with its two answers. */
function Incoming({ friend, busy, answer }: { friend: FriendView; busy: boolean; answer(action: "accept" | "decline"): void }) {
  const { t } = useI18n();
  return (
    <li class="friend">
      <span>{t("friends.askedYou", { name: friend.name })}</span>
      <span class="row">
        <button type="button" disabled={busy} onClick={() => answer("accept")}>
          {t("friends.accept", { name: friend.name })}
        </button>
        <button type="button" class="secondary" disabled={busy} onClick={() => answer("decline")}>
          {t("friends.decline", { name: friend.name })}
        </button>
      </span>
    </li>
  );
}

/** Friends or requests, each a link to the profile and a button ending the tie, in `words`. */
function Ended(props: { list: FriendView[]; busy: boolean; words: string; end(userId: string): void }) {
  const { t } = useI18n();
  return (
    <ul class="plain-list">
      {props.list.map((f) => (
        <li key={f.userId} class="friend">
          {profileLink(f)}
          <button type="button" class="secondary" disabled={props.busy} onClick={() => props.end(f.userId)}>
            {t(props.words, { name: f.name })}
          </button>
        </li>
      ))}
    </ul>
  );
}

/**
 * The reader's own profile: their friends, the requests both ways, and asking someone by their
 * profile's address; for a guest, what an address gives them.
 */
export function FriendsSection() {
  const { t } = useI18n();
  const { user } = useSession();
  if (!user?.guest) return <MemberFriends />;
  return (
    <section class="friends" aria-labelledby="friends-title">
      <h2 id="friends-title">{t("friends.title")}</h2>
      <p>{t("friends.guestNote")}</p>
    </section>
  );
}

function MemberFriends() {
  const { t } = useI18n();
  const { page, busy, error, change } = useFriends();
  const [named, setNamed] = useState("");
  const [asked, setAsked] = useState<string | null>(null);
  const ask = (event: Event) => {
    event.preventDefault();
    setAsked(null);
    void change(async () => {
      const next = await friendsApi.ask(named);
      setAsked(next.outgoing[0]?.name ?? null);
      setNamed("");
      return next;
    });
  };
  return (
    <section class="friends" aria-labelledby="friends-title">
      <h2 id="friends-title">{t("friends.title")}</h2>
      <p class="fine">{t("friends.why")}</p>
      {page === null ? (
        !error && <p class="loading">{t("loading")}</p>
      ) : (
        <>
          {page.incoming.length > 0 && (
            <>
              <h3>{t("friends.incoming")}</h3>
              <ul class="plain-list">
                {page.incoming.map((f) => (
                  <Incoming key={f.userId} friend={f} busy={busy} answer={(action) => change(() => friendsApi.act(f.userId, action))} />
                ))}
              </ul>
            </>
          )}
          {page.friends.length === 0 ? (
            <p>{t("friends.none")}</p>
          ) : (
            <>
              <p class="fine">{t("friends.count", { count: page.friends.length, max: MAX_FRIENDS })}</p>
              <Ended list={page.friends} busy={busy} words="friends.remove" end={(id) => change(() => friendsApi.act(id, "remove"))} />
            </>
          )}
          {page.outgoing.length > 0 && (
            <>
              <h3>{t("friends.outgoing")}</h3>
              <Ended list={page.outgoing} busy={busy} words="friends.withdraw" end={(id) => change(() => friendsApi.act(id, "remove"))} />
            </>
          )}
        </>
      )}
      <form class="stack" onSubmit={ask}>
        <label>
          {t("friends.askLabel")}
          <input required maxLength={500} value={named} onInput={(e) => setNamed((e.target as HTMLInputElement).value)} />
        </label>
        <button type="submit" class="secondary" disabled={busy || named.trim() === ""}>
          {t("friends.ask")}
        </button>
      </form>
      <p role="status" class="fine">
        {asked ? t("friends.asked", { name: asked }) : ""}
      </p>
      <ErrorNote error={error} />
    </section>
  );
}

/** Another player's profile: where the reader stands with them, and the one step it offers. */
export function AddFriend({ userId, name }: { userId: string; name: string }) {
  const { t } = useI18n();
  const { page, busy, error, change } = useFriends();
  if (page === null) return <ErrorNote error={error} />;
  const act = (action: "accept" | "decline" | "remove") => change(() => friendsApi.act(userId, action));
  const has = (list: FriendView[]) => list.some((f) => f.userId === userId);
  const incoming = page.incoming.find((f) => f.userId === userId);
  return (
    <section class="friends" aria-label={t("friends.title")}>
      {has(page.friends) ? (
        <p class="row">
          <span>{t("friends.are", { name })}</span>
          <button type="button" class="secondary" disabled={busy} onClick={() => act("remove")}>
            {t("friends.remove", { name })}
          </button>
        </p>
      ) : has(page.outgoing) ? (
        <p class="row">
          <span role="status">{t("friends.pending", { name })}</span>
          <button type="button" class="secondary" disabled={busy} onClick={() => act("remove")}>
            {t("friends.withdraw", { name })}
          </button>
        </p>
      ) : incoming ? (
        <ul class="plain-list">
          <Incoming friend={incoming} busy={busy} answer={act} />
        </ul>
      ) : (
        <button type="button" disabled={busy} onClick={() => change(() => friendsApi.ask(userId))}>
          {t("friends.add", { name })}
        </button>
      )}
      <ErrorNote error={error} />
    </section>
  );
}

/** The lobby's friend requests waiting for the reader's answer: nothing when none wait. */
export function FriendRequests() {
  const { t } = useI18n();
  const { page, busy, error, change } = useFriends();
  if (!page || page.incoming.length === 0) return null;
  return (
    <section class="panel friends" aria-labelledby="friend-requests">
      <h2 id="friend-requests">{t("friends.requests")}</h2>
      <ul class="plain-list">
        {page.incoming.map((f) => (
          <Incoming key={f.userId} friend={f} busy={busy} answer={(action) => change(() => friendsApi.act(f.userId, action))} />
        ))}
      </ul>
      <ErrorNote error={error} />
    </section>
  );
}
