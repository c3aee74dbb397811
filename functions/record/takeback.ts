// Undo and takebacks, pure. The log stays append-only: taking moves back appends an event with
// `move: null` and `takeback: { to, kind }`, after which the board is the replay of the moves still in
// effect (shared/engine/timeline.ts). Undo: a player takes back its own last move at once while nobody
// has acted since, no seat it made awaited has been told so (a mail, a push, a webhook or its page
// showing the turn: the notices ledger, functions/store/notices.ts), and the move revealed nothing to
// anyone, as the game's engine judges it (`moveRevealed`). Anything else is a takeback request that every other person in the game must accept
// (functions/social/takeback.ts asks, stores and answers it).
import type { UndoRefusalCode } from "../../shared/api/index";
import { moveRevealed } from "../../shared/engine/index";
import { effectiveMoves, replayTimeline } from "../../shared/engine/timeline";
import { gameRules } from "../../shared/games/index";
import { setupOf, type GameEvent, type GameRecord } from "./game";
import { newTurn, type ChangeTime } from "./transitions";
import { noteTurnSteps } from "./turn-steps";

interface UndoRefusal {
  code: UndoRefusalCode;
  message: string;
}

/** The caller's last move still in effect, made by the caller (not the clock or a bot). */
export function lastOwnMove(seat: number, userId: string, events: GameEvent[]) {
  const byVersion = new Map(events.map((e) => [e.version, e]));
  return (
    effectiveMoves(events)
      .filter((m) => m.seat === seat && byVersion.get(m.version)?.by === userId)
      .at(-1) ?? null
  );
}

/**
 * Null when the caller may undo its last move alone; else why not. `events`: the game's whole log;
 * `told(version)`: the seats told anything of the game at `version` or later (-1: the game's chat),
 * asked only when the last move is the caller's own.
 */
export async function undoRefusal(
  game: GameRecord,
  seat: number,
  userId: string,
  events: GameEvent[],
  told: (version: number) => Promise<number[]>,
): Promise<UndoRefusal | null> {
  const last = events.at(-1);
  if (!last || last.seat !== seat || last.move === null || last.by !== userId) {
    return { code: "undo-after-others", message: "Someone has played since your move: ask the others to accept a takeback." };
  }
  const def = gameRules(game.game);
  const before = replayTimeline(def, setupOf(game), events, last.version - 1);
  // The seats the move made awaited: once one of them heard of its turn, the move is theirs to give back.
  const awaitedBefore: number[] = def.awaiting(before);
  const madeAwaited = game.awaiting.filter((s) => s !== seat && !awaitedBefore.includes(s));
  if (madeAwaited.length > 0) {
    const heard = await told(last.version);
    if (heard.some((s) => s === -1 || madeAwaited.includes(s))) {
      return { code: "undo-told", message: "The others have been told it is their turn: ask them to accept a takeback." };
    }
  }
  if (moveRevealed(def, game.players.length, before, game.state)) {
    return {
      code: "undo-reveals",
      message: "Your move revealed something (a card, a roll or a secret): ask the others to accept a takeback.",
    };
  }
  return null;
}

/**
 * The game with the board put back as it stood after event `to` (replayed from the seed and the moves
 * still in effect), a new turn begun, and the takeback's event: the seat that asked, who acted, and how
 * many moves went.
 */
export function takeBack(
  game: GameRecord,
  seat: number,
  by: string,
  to: number,
  kind: "undo" | "takeback",
  events: GameEvent[],
  time: ChangeTime,
): { game: GameRecord; event: GameEvent } {
  const def = gameRules(game.game);
  const state = replayTimeline(def, setupOf(game), events, to);
  const undone = effectiveMoves(events).length - effectiveMoves(events, to).length;
  const next: GameRecord = {
    ...game,
    state,
    version: game.version + 1,
    rev: game.rev + 1,
    awaiting: def.awaiting(state),
    updatedAt: time.at,
    takeback: null,
  };
  newTurn(next, time);
  noteTurnSteps(next);
  const event: GameEvent = {
    gameId: game.id,
    version: next.version,
    seat,
    move: null,
    clientMoveId: `takeback-${next.version}`,
    log: [{ key: kind === "undo" ? "turnpost.undo" : "turnpost.takeback", params: { seat, moves: undone } }],
    at: time.at,
    by,
    takeback: { to, kind },
  };
  return { game: next, event };
}
