// A page that follows a tournament or a league while it is open: asked again every POLL_MS with
// If-None-Match while the tab is visible (an unchanged page costs a 304 and no body), and at once when
// the tab comes back. Their games change at the pace of correspondence, so this is plenty; why not the
// game's live channel is in docs/tournaments.md ("The page and its picture").
import { useEffect, useRef, useState } from "preact/hooks";
import { ApiError } from "./api";

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

  // `fetch` and `follows` change with `key` only: a new key is a new page to follow.
  useEffect(() => {
    etag.current = undefined;
    following.current = true;
    let stopped = false;
    return whileVisible(
      async () => {
        try {
          const answer = await fetch(etag.current);
          if (stopped) return null;
          if (answer) {
            etag.current = answer.etag ?? undefined;
            following.current = follows(answer.data);
            setPage(answer.data);
          }
          setError(null);
        } catch (e) {
          if (!stopped) setError(e);
          // A wrong address stays wrong: nothing to wait for.
          if (e instanceof ApiError && e.status === 404) return null;
        }
        return following.current ? POLL_MS : null;
      },
      () => {
        stopped = true;
      },
    ).stop;
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

/**
 * Calls `tick` now and again after each delay it answers (null: not again until `now()`), only while
 * the tab is visible: a hidden tab is not asked for, and one shown again is asked at once. `onStop`
 * runs when stopped, for a tick still under way to know.
 */
export function whileVisible(tick: () => Promise<number | null>, onStop?: () => void): { now(): void; stop(): void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  let resting = false;
  let inFlight = false;
  const run = async () => {
    clearTimeout(timer);
    if (stopped || inFlight || document.hidden) return;
    inFlight = true;
    let delay: number | null;
    try {
      delay = await tick();
    } finally {
      inFlight = false;
    }
    resting = delay === null;
    if (!stopped && delay !== null) timer = setTimeout(run, delay);
  };
  const onVisibility = () => {
    if (!resting) void run();
  };
  document.addEventListener("visibilitychange", onVisibility);
  void run();
  return {
    now() {
      resting = false;
      void run();
    },
    stop() {
      stopped = true;
      clearTimeout(timer);
      document.removeEventListener("visibilitychange", onVisibility);
      onStop?.();
    },
  };
}
