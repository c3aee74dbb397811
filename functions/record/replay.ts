// Replaying a game's event log from its setup with today's rules, event by event, and saying where the
// replay parts from the record: what verify-game checks a finished game's public record with, and what
// check-games checks every stored game with before a rules change ships. Pure.
import { isDeepStrictEqual } from "node:util";
import type { LogEntry } from "../../shared/engine/index";
import { parseMove } from "../../shared/engine/parse";
import type { AnyGame, GameSetup } from "../../shared/engine/play";
import { replayTimeline } from "../../shared/engine/timeline";

/** An event as a record holds it: a stored event, or a complete export's. */
export interface RecordedEvent {
  version: number;
  seat: number;
  log: LogEntry[];
  /** null for an event without a move (a forfeit, a takeback); undefined when the record lacks it. */
  move?: unknown;
  takeback?: { to: number } | null;
}

/** Where the replay parts from the record: the event (0: the setup) and what differs, in a sentence. */
export interface Divergence {
  version: number;
  problem: string;
}

export interface Replayed {
  /** The state after the last event replayed; undefined when the setup itself failed. */
  state: unknown;
  movesReplayed: number;
  /** Every event whose replay differs, in order; the replay stops at a move the rules refuse. */
  divergences: Divergence[];
}

/** Server notes placed before the engine's own entries (e.g. "the clock played for this seat"). */
const SERVER_NOTE = /^turnpost\./;

/** JSON's view of a value: what the store and an export keep of it. */
export const asJson = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown;

/** Replays `events` from `setup` (its revision the game's own), checking each move's log against the record's. */
export function replayEvents(def: AnyGame, setup: GameSetup, events: readonly RecordedEvent[]): Replayed {
  const divergences: Divergence[] = [];
  let state: unknown;
  try {
    state = def.setup({ ...setup, options: def.options.parse(setup.options) });
  } catch (error) {
    return {
      state: undefined,
      movesReplayed: 0,
      divergences: [{ version: 0, problem: `The setup cannot be replayed: ${(error as Error).message}` }],
    };
  }
  let movesReplayed = 0;
  for (const [index, event] of events.entries()) {
    if (event.takeback) {
      // A takeback puts back the board as it stood after an earlier event.
      if (!(event.takeback.to >= 0 && event.takeback.to < event.version)) {
        divergences.push({
          version: event.version,
          problem: `Event ${event.version} takes moves back to event ${event.takeback.to}, which is not before it.`,
        });
        break;
      }
      state = replayTimeline(def, setup, events.slice(0, index), event.takeback.to);
      continue;
    }
    if (event.move === null) continue; // a forfeit: it changed who plays, not the board
    if (event.move === undefined) {
      divergences.push({ version: event.version, problem: `Event ${event.version} has no move: the record is incomplete.` });
      break;
    }
    let outcome: { state: unknown; log: unknown[] };
    try {
      outcome = def.apply(state, event.seat, parseMove(def, event.move));
    } catch (error) {
      divergences.push({
        version: event.version,
        problem: `Event ${event.version}: the rules refuse seat ${event.seat}'s move ${JSON.stringify(event.move)} (${(error as Error).message}).`,
      });
      break;
    }
    movesReplayed++;
    state = outcome.state;
    const notes = event.log.slice(0, event.log.length - outcome.log.length);
    const engineLog = event.log.slice(notes.length);
    if (!isDeepStrictEqual(asJson(engineLog), asJson(outcome.log)) || notes.some((entry) => !SERVER_NOTE.test(entry.key))) {
      divergences.push({
        version: event.version,
        problem: `Event ${event.version}: the logged outcome differs from the replay (logged ${JSON.stringify(event.log)}, replayed ${JSON.stringify(outcome.log)}).`,
      });
    }
  }
  return { state, movesReplayed, divergences };
}
