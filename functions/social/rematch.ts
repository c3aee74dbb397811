// Rematch: one click on a finished game makes the same game with the same people, seats rotated
// (functions/record/rematch.ts). Every other person gets a membership at once, so the game shows in
// their games as a rematch offered; one rematch per game, so a second click finds the first.
import type { GameStore } from "../store/games";
import { isTaken, type GameRecord } from "../record/game";
import { rematchOf } from "../record/rematch";
import { newId } from "../store/ids";
import { Conflict } from "../store/outcomes";
import type { User } from "../store/users";
import { DomainError } from "../record/errors";
import type { GameService } from "../service/games";

export async function createRematch(store: GameStore, service: GameService, caller: User, id: string): Promise<GameRecord> {
  const game = await service.load(id);
  if (!game.players.some((p) => p.userId === caller.id))
    throw new DomainError("forbidden", "not-your-seat", "Only the game's players can ask for a rematch.");
  if (game.status !== "finished") throw new DomainError("conflict", "not-finished", "A rematch is offered once the game is over.");
  if (game.rematchId) return service.load(game.rematchId);
  const time = service.time();
  const rematch = rematchOf(game, caller, newId(), time.at);
  if (rematch.players.every(isTaken)) service.start(rematch, time);
  try {
    await store.createRematch(rematch, game.id);
  } catch (error) {
    if (error instanceof Conflict) {
      const current = await service.load(id);
      if (current.rematchId) return service.load(current.rematchId);
    }
    throw error;
  }
  return rematch;
}
