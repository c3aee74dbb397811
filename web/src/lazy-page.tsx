// Pages few visits need (a tournament's, a league's, their forms, the settings) load on first use, with the words
// only they show, so that the shell every page waits for stays within its budget (web/build.ts).
import type { ComponentType, FunctionComponent } from "preact";
import { useEffect, useState } from "preact/hooks";
import type { Catalog } from "../../shared/i18n/index";
import { ErrorNote, useI18n } from "./ui";

interface Loaded<P> {
  Page: ComponentType<P>;
  words: Catalog | null;
}

export function lazyPage<P extends object>(
  loadPage: () => Promise<ComponentType<P>>,
  loadWords: () => Promise<Catalog | null> = async () => null,
): FunctionComponent<P> {
  let loading: Promise<Loaded<P>> | null = null;
  return function LazyPage(props: P) {
    const { t, learn } = useI18n();
    const [loaded, setLoaded] = useState<Loaded<P> | null>(null);
    const [error, setError] = useState<unknown>(null);
    useEffect(() => {
      loading ??= Promise.all([loadPage(), loadWords()]).then(([Page, words]) => ({ Page, words }));
      loading.then(
        (page) => {
          if (page.words) learn(page.words);
          setLoaded(page);
        },
        (failure) => {
          loading = null; // asked again on the next visit: the connection may be back
          setError(failure);
        },
      );
    }, [learn]);
    if (loaded) return <loaded.Page {...props} />;
    return error ? <ErrorNote error={error} /> : <p class="loading">{t("loading")}</p>;
  };
}
