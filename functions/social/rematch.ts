// Rematch: one click on a finished game makes the same game (options, time per move, timeout policy,
// privacy, chat setting) with the same people, seats rotated by one so someone else starts. The caller
// takes its seat; every other person's seat is kept for them (`reservedFor`), and they get a membership
// at once, so the game shows in their games as a rematch offered. Bots keep their (rotated) seats.
import type { GameStore } from "../store/games";
import { unplayed, type GameRecord, type PlayerSlot } from "../record/game";
import { newId } from "../store/ids";
import { Conflict } from "../store/outcomes";
import type { User } from "../store/users";
import { DomainError } from "../record/errors";
import { definitionOf, type GameService } from "../service/games";
import { seatFor } from "../record/clock";

/** Seat i of the rematch is seat i + 1 of the game (the last seat moves to the front). */
function rotatedSeats(players: PlayerSlot[], caller: User): PlayerSlot[] {
  return players.map((_, i) => {
    const p = players[(i + 1) % players.length]!;
    if (p.bot) return { userId: null, name: p.name, guest: false, bot: p.bot };
    if (p.userId === caller.id) return seatFor(caller);
    return p.userId ? { userId: null, name: null, guest: false, reservedFor: p.userId } : { userId: null, name: null, guest: false };
  });
}

export async function createRematch(store: GameStore, service: GameService, caller: User, id: string, now: Date): Promise<GameRecord> {
  const game = await service.load(id);
  if (!game.players.some((p) => p.userId === caller.id))
    throw new DomainError("forbidden", "not-your-seat", "Only the game's players can ask for a rematch.");
  if (game.status !== "finished") throw new DomainError("conflict", "not-finished", "A rematch is offered once the game is over.");
  if (game.rematchId) return service.load(game.rematchId);
  const at = now.toISOString();
  const players = rotatedSeats(game.players, caller);
  const rematch: GameRecord = {
    ...game,
    id: newId(),
    status: "open",
    players,
    ...unplayed(caller.id, at),
    takeback: null,
    rematchOf: game.id,
    rematchId: undefined,
  };
  if (players.every((p) => p.userId !== null || p.bot)) service.start(rematch, definitionOf(game.game), at);
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
