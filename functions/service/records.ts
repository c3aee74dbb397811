// A game's record to download, and cancelling a game before anyone moved. The export is what the
// verify-game script checks: once a game is over its record is complete (every move, every log entry,
// the seed), so anyone can replay it and see that the cards and dice were the ones committed to.
import { revisionOf, type LogEntry } from "../../shared/engine/index";
import type { GameStore } from "../store/games";
import type { GameRecord } from "../record/game";
import { Conflict } from "../store/outcomes";
import { DomainError } from "../record/errors";
import { definitionOf, type GameService } from "./games";

export const EXPORT_FORMAT = "turnpost-game/1";

/** Games are far shorter than this; the bound keeps one export to one bounded read. */
const MAX_EXPORTED_EVENTS = 20_000;

interface ExportedEvent {
  version: number;
  seat: number;
  at: string;
  /** Who acted: "clock" when the server played for the seat (complete records only). */
  by?: string;
  log: LogEntry[];
  /** Absent when the reader may not see it; null for an event without a move (a forfeit, a takeback). */
  move?: unknown;
  /** A takeback: the board is again the one after event `to` (shared/engine/timeline.ts). */
  takeback?: { to: number; kind: "undo" | "takeback" } | null;
}

export interface GameExport {
  format: typeof EXPORT_FORMAT;
  id: string;
  game: string;
  gameName: string;
  status: GameRecord["status"];
  /** Every event with its move and all its log entries, and the seed: true once the game is over. */
  complete: boolean;
  /** The seat whose record this is when incomplete (null: a spectator's). */
  seat: number | null;
  players: { seat: number; name: string | null }[];
  options: unknown;
  /** The rules revision the game plays (shared/engine/revision.ts); absent in records from before it: 1. */
  revision?: number;
  version: number;
  seedHash: string | null;
  seed?: string;
  result: GameRecord["result"];
  /** The final board as everyone sees it (complete records only), for the verifier to compare. */
  finalView?: unknown;
  events: ExportedEvent[];
}

export async function exportGame(service: GameService, store: GameStore, game: GameRecord, seat: number | null): Promise<GameExport> {
  const def = definitionOf(game.game);
  const stored = await store.events(game.id, 0, MAX_EXPORTED_EVENTS);
  const complete = game.status === "finished" && game.seed !== null;
  const events: ExportedEvent[] = complete
    ? stored.map((e) => ({
        version: e.version,
        seat: e.seat,
        at: e.at,
        by: e.by,
        log: e.log,
        move: e.move,
        ...(e.takeback ? { takeback: e.takeback } : {}),
      }))
    : stored.map((e) => service.eventView(e, seat));
  return {
    format: EXPORT_FORMAT,
    id: game.id,
    game: game.game,
    gameName: def.name,
    status: game.status,
    complete,
    seat: complete ? null : seat,
    players: game.players.map((p, i) => ({ seat: i, name: p.name })),
    options: game.options,
    ...(game.state === null ? {} : { revision: revisionOf(game.state) }),
    version: game.version,
    seedHash: game.seedHash,
    ...(complete ? { seed: game.seed!, finalView: def.view(game.state, null) } : {}),
    result: game.result,
    events,
  };
}

/**
 * Only the creator may cancel, and only before the first move (while seats are open, or once started
 * but untouched): after that the others have played, and the game is theirs too. Cancelling deletes it.
 */
export async function cancelGame(store: GameStore, game: GameRecord, userId: string): Promise<void> {
  if (game.createdBy !== userId) throw new DomainError("forbidden", "not-creator", "Only the player who created this game can cancel it.");
  // A tournament's table: cancelling it would leave its round waiting for a game that never ends.
  if (game.tournamentId) throw new DomainError("conflict", "tournament-game", "This game is a tournament's: it cannot be cancelled.");
  if (game.version > 0 || game.status === "finished") {
    throw new DomainError("conflict", "already-played", "Moves were made in this game, so it can no longer be cancelled.");
  }
  try {
    await store.remove(game, game.rev);
  } catch (error) {
    if (error instanceof Conflict) {
      throw new DomainError("conflict", "busy", "The game changed meanwhile: reload it and try again.");
    }
    throw error;
  }
}
