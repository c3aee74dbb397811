// A part of a page its first frame can do without (the column beside a game's board, whose panels ask
// the server for their own data): its code loads on first use, once the page's first frame is on screen
// and settled, so that on a slow phone that frame comes sooner and holds what the reader came for. Its
// words, when only it shows them, come with it (`loadWords`), as a lazy page's do.
import type { ComponentType, FunctionComponent } from "preact";
import { useEffect, useState } from "preact/hooks";
import type { Catalog } from "../../shared/i18n/index";
import { whenSettled } from "./page-drawn";
import { useI18n } from "./ui";

export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  loadWords: () => Promise<Catalog | null> = async () => null,
): FunctionComponent<P> {
  let loading: Promise<ComponentType<P>> | null = null;
  return function LazyPart(props: P) {
    const { learn } = useI18n();
    const [Part, setPart] = useState<ComponentType<P> | null>(null);
    // Preact runs effects once the main thread has painted the frame; the part is asked for once the page has settled.
    useEffect(() => {
      let gone = false;
      whenSettled(() => {
        if (gone) return;
        loading ??= Promise.all([load(), loadWords()]).then(([part, words]) => {
          if (words) learn(words);
          return part;
        });
        loading.then(
          (loaded) => !gone && setPart(() => loaded),
          () => {
            loading = null; // asked again on the next page: the connection may be back
          },
        );
      });
      return () => {
        gone = true;
      };
    }, []);
    return Part ? <Part {...props} /> : null;
  };
}
