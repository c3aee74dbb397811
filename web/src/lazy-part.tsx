// A part of a page its first frame can do without (the column beside a game's board, whose panels ask
// the server for their own data): its code loads on first use, once the page's first frame is on screen
// and settled, so that on a slow phone that frame comes sooner and holds what the reader came for.
import type { ComponentType, FunctionComponent } from "preact";
import { useEffect, useState } from "preact/hooks";
import { whenSettled } from "./page-drawn";

export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): FunctionComponent<P> {
  let loading: Promise<ComponentType<P>> | null = null;
  return function LazyPart(props: P) {
    const [Part, setPart] = useState<ComponentType<P> | null>(null);
    // Preact runs effects once the main thread has painted the frame; the part is asked for once the page has settled.
    useEffect(() => {
      let gone = false;
      whenSettled(() => {
        if (gone) return;
        loading ??= load();
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
