// The game's history: version 0 is the board as set up, then one version per event; the view at the
// chosen step is fetched from the server.
import { useEffect, useMemo, useState } from "preact/hooks";
import type { EventView } from "../../../../shared/api/index";
import { api } from "../../api";

export interface GameHistory {
  /** The step shown, an index into `versions`, or null when the page shows the game as it is. */
  index: number | null;
  setIndex(index: number | null): void;
  versions: number[];
  view: unknown;
  error: unknown;
}

export function useGameHistory(id: string, events: EventView[]): GameHistory {
  const [index, setIndex] = useState<number | null>(null);
  const [view, setView] = useState<unknown>(null);
  const [error, setError] = useState<unknown>(null);
  const versions = useMemo(() => [0, ...events.map((e) => e.version)], [events]);
  useEffect(() => {
    if (index === null) return;
    let cancelled = false;
    setError(null);
    api.history(id, versions[index]!).then(
      (answer) => !cancelled && setView(answer.view),
      (failure) => !cancelled && setError(failure),
    );
    return () => {
      cancelled = true;
    };
  }, [index, id]);
  return { index, setIndex, versions, view, error };
}
