// A page that follows a tournament or a league while it is open: asked again every POLL_MS with
// If-None-Match while the tab is visible (an unchanged page costs a 304 and no body), and at once when
// the tab comes back. Their games change at the pace of correspondence, so this is plenty; why not the
// game's live channel is in docs/tournaments.md ("The page and its picture").
import { useEffect, useRef, useState } from "preact/hooks";

export const POLL_MS = 20_000;

/** What the page shows: its answer and its ETag; null when unchanged since `etag`. */
export type Fetch<T> = (etag: string | undefined) => Promise<{ data: T; etag: string | null } | null>;

/**
 * The page as `fetch` gives it, kept up to date while `follows(page)` (a finished tournament changes
 * no more). `show` puts a page the reader's own action answered on screen.
 */
export function usePolled<T>(
  fetch: Fetch<T>,
  follows: (page: T) => boolean,
  key: unknown,
): { page: T | null; error: unknown; show(page: T): void } {
  const [page, setPage] = useState<T | null>(null);
  const [error, setError] = useState<unknown>(null);
  const etag = useRef<string | undefined>(undefined);
  const following = useRef(true);

  useEffect(() => {
    etag.current = undefined;
    following.current = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const tick = async () => {
      clearTimeout(timer);
      if (!document.hidden) {
        try {
          const answer = await fetch(etag.current);
          if (stopped) return;
          if (answer) {
            etag.current = answer.etag ?? undefined;
            following.current = follows(answer.data);
            setPage(answer.data);
          }
          setError(null);
        } catch (e) {
          if (!stopped) setError(e);
        }
      }
      if (!stopped && following.current) timer = setTimeout(tick, POLL_MS);
    };
    const onVisibility = () => {
      if (!document.hidden && following.current) void tick();
    };
    document.addEventListener("visibilitychange", onVisibility);
    void tick();
    return () => {
      stopped = true;
      clearTimeout(timer);
      document.removeEventListener("visibilitychange", onVisibility);
    };
    // `fetch` and `follows` change with `key` only: a new key is a new page to follow.
  }, [key]);

  return {
    page,
    error,
    show(next: T) {
      // The answer to an action has no ETag here: the next poll fetches the page in full once.
      etag.current = undefined;
      following.current = follows(next);
      setPage(next);
    },
  };
}
