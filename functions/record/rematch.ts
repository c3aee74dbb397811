// A rematch, pure: the same game (options, time per move, timeout policy, privacy, chat setting) with
// the same people, seats rotated by one so that someone else starts. The caller takes its seat; every
// other person's seat is kept for them (`reservedFor`); bots keep their (rotated) seats.
import { unplayed, type GameRecord, type PlayerSlot } from "./game";
import { seatFor } from "./clock";

/** Who asks for the rematch: they sit down at once. */
type Caller = Parameters<typeof seatFor>[0];

/** Seat i of the rematch is seat i + 1 of the game (the last seat moves to the front). */
function rotatedSeats(players: PlayerSlot[], caller: Caller): PlayerSlot[] {
  return players.map((_, i) => {
    const p = players[(i + 1) % players.length]!;
    if (p.bot) return { userId: null, name: p.name, guest: false, bot: p.bot };
    if (p.userId === caller.id) return seatFor(caller);
    return p.userId ? { userId: null, name: null, guest: false, reservedFor: p.userId } : { userId: null, name: null, guest: false };
  });
}

/** The rematch of a finished game, under the new id `id`, not yet started (the caller starts it when every seat is taken). */
export function rematchOf(game: GameRecord, caller: Caller, id: string, at: string): GameRecord {
  return {
    ...game,
    id,
    status: "open",
    players: rotatedSeats(game.players, caller),
    ...unplayed(caller.id, at),
    takeback: null,
    rematchOf: game.id,
    rematchId: undefined,
  };
}
