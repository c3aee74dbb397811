// The game page without a connection. The service worker (sw.ts) keeps the site's files; this keeps, on
// this device, the last game page each game showed (its board opens offline) and a move confirmed while
// offline, sent when the connection returns. The server takes it once at most, and only at the version
// it was chosen at (its clientMoveId and version): if the game moved on meanwhile, it is refused.
import { useEffect, useState } from "preact/hooks";
import type { GamePage, MoveAnswer, MoveRequest } from "../../shared/api/index";
import { api, ApiError } from "./api";

/** Registers the service worker on every visit, once the page has loaded, so that the next one works offline. */
export function registerServiceWorker(): void {
  if ("serviceWorker" in navigator) navigator.serviceWorker.register("/sw.js", { scope: "/" }).catch(() => undefined);
}

const PREFIX = "tp.offline.";
const gameKey = (id: string) => `${PREFIX}game.${id}`;
const moveKey = (id: string) => `${PREFIX}move.${id}`;
/** The games whose page is kept, most recently shown first. */
const RECENT_KEY = `${PREFIX}recent`;
/** Enough for a player's games in play; each page is a few to some tens of KB of the browser's 5 MB. */
const KEPT_GAMES = 20;

function read<T>(key: string): T | null {
  try {
    return JSON.parse(localStorage.getItem(key) ?? "null") as T | null;
  } catch {
    return null;
  }
}

/** Keeps the page of a game as shown; the least recently shown beyond KEPT_GAMES are forgotten. */
export function keepGame(detail: GamePage): void {
  const recent = [detail.id, ...(read<string[]>(RECENT_KEY) ?? []).filter((id) => id !== detail.id)];
  for (const id of recent.splice(KEPT_GAMES)) localStorage.removeItem(gameKey(id));
  try {
    localStorage.setItem(RECENT_KEY, JSON.stringify(recent));
    localStorage.setItem(gameKey(detail.id), JSON.stringify(detail));
  } catch {
    // The browser's storage is full: this board will not open offline, which is all that is lost.
  }
}

/** The last page of the game shown on this device, when the server could not be reached. */
export function keptGameWhenUnreachable(id: string, error: unknown): GamePage | null {
  return error instanceof ApiError && error.status === 0 ? read<GamePage>(gameKey(id)) : null;
}

/** Signing out forgets the boards and moves kept: they show what only that player's seat may see. */
export function forgetOfflineGames(): void {
  for (const key of Object.keys(localStorage)) if (key.startsWith(PREFIX)) localStorage.removeItem(key);
}

export interface QueuedMove {
  request: MoveRequest;
  /** The move in words, as the player confirmed it. */
  text: string;
}

/** Who shows a game's queued move, told when it changes. */
const watchers = new Set<() => void>();
const changed = () => {
  for (const watcher of watchers) watcher();
};

/**
 * Keeps the move to send later when the device is offline (one per game: the board takes no other until
 * it is sent); false when online, where the move goes at once.
 */
export function queueMoveWhenOffline(id: string, move: QueuedMove): boolean {
  if (navigator.onLine) return false;
  localStorage.setItem(moveKey(id), JSON.stringify(move));
  changed();
  return true;
}

/** The game's move waiting to be sent, kept across reloads. */
export function useQueuedMove(id: string): QueuedMove | null {
  const [queued, setQueued] = useState(() => read<QueuedMove>(moveKey(id)));
  useEffect(() => {
    const watcher = () => setQueued(read<QueuedMove>(moveKey(id)));
    watchers.add(watcher);
    watcher();
    return () => void watchers.delete(watcher);
  }, [id]);
  return queued;
}

/** Whether the browser has a network connection, following its changes. */
export function useOnline(): boolean {
  const [online, setOnline] = useState(() => navigator.onLine);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    addEventListener("online", update);
    addEventListener("offline", update);
    return () => {
      removeEventListener("online", update);
      removeEventListener("offline", update);
    };
  }, []);
  return online;
}

/** What became of a queued move: played, refused for good, or neither yet (kept to try again). */
export interface QueuedOutcome {
  move: QueuedMove;
  landed?: MoveAnswer;
  refused?: ApiError;
}

/** The moves being sent now, so that a second trigger (back online, the page opened) does not send one twice. */
const sending = new Set<string>();

/**
 * Sends the game's queued move. It is forgotten once played or refused for good (a 4xx other than a rate
 * limit); kept to try again when the server could not be reached or was busy. Null when none is queued.
 */
export async function sendQueuedMove(id: string): Promise<QueuedOutcome | null> {
  const move = read<QueuedMove>(moveKey(id));
  if (!move || sending.has(id)) return null;
  sending.add(id);
  let outcome: QueuedOutcome = { move };
  try {
    outcome = { move, landed: await api.move(id, move.request) };
  } catch (error) {
    if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429) outcome = { move, refused: error };
  } finally {
    sending.delete(id);
  }
  if (outcome.landed || outcome.refused) {
    localStorage.removeItem(moveKey(id));
    changed();
  }
  return outcome;
}
