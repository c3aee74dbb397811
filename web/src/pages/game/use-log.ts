// The game's log and the player's visits: the events follow the game's version, and what came after
// the last visit is marked new (on the board by the view as it was then, in the log by its entries).
import { useEffect, useRef, useState } from "preact/hooks";
import type { EventView, GamePage as GamePageAnswer } from "../../../../shared/api/index";
import { api } from "../../api";
import { useSession } from "../../ui";

interface GameLog {
  events: EventView[];
  /** The version this player had seen at their last visit (kept on the server): later log entries are new. */
  lastVisit: number | null;
  /** This player's view at their last visit, when the game moved since: the board marks what changed. */
  sinceView: unknown;
}

export function useGameLog(id: string, detail: GamePageAnswer | null): GameLog {
  const { user } = useSession();
  const [events, setEvents] = useState<EventView[]>([]);
  const [lastVisit, setLastVisit] = useState<number | null>(null);
  const [sinceView, setSinceView] = useState<unknown>(undefined);
  const status = detail?.status;

  // The log follows the game's version: fetch only the events after the last one held.
  const version = detail?.version ?? 0;
  useEffect(() => {
    if (!status || status === "open") return;
    let cancelled = false;
    (async () => {
      let after = events.length ? events[events.length - 1]!.version : 0;
      const fresh: EventView[] = [];
      for (;;) {
        const page = await api.events(id, after);
        fresh.push(...page.events);
        if (!page.more || page.events.length === 0) break;
        after = page.events[page.events.length - 1]!.version;
      }
      if (!cancelled && fresh.length) setEvents((held) => [...held, ...fresh.filter((e) => e.version > (held.at(-1)?.version ?? 0))]);
    })().catch(() => undefined); // the next poll tries again
    return () => {
      cancelled = true;
    };
  }, [id, version, status]);

  // A player's visit: the version seen before is asked once, on opening; the one shown is recorded then,
  // and again when the page is hidden or left, so that the next visit knows what is new.
  const seated = detail !== null && detail.seat !== null && !!user && status !== "open";
  const shownVersion = useRef(0);
  shownVersion.current = version;
  useEffect(() => {
    if (!seated) return;
    api.visit(id, shownVersion.current).then(setLastVisit, () => undefined);
    const record = () => void api.visit(id, shownVersion.current).catch(() => undefined);
    const onHide = () => {
      if (document.hidden) record();
    };
    document.addEventListener("visibilitychange", onHide);
    return () => {
      document.removeEventListener("visibilitychange", onHide);
      record();
    };
  }, [id, seated]);

  // What changed since the last visit: the board is given the view as it was then (fetched once).
  const movedOn = lastVisit !== null && lastVisit < version;
  useEffect(() => {
    if (!movedOn) return;
    let cancelled = false;
    api.history(id, lastVisit).then(
      (answer) => !cancelled && setSinceView(answer.view),
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [id, lastVisit, movedOn]);

  return { events, lastVisit, sinceView };
}
