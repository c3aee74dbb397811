// Whether a move revealed anything hidden, decided from each game's own `secrets`: a player may undo a
// move alone, and the server may play a forced move for it, only when the move revealed nothing.
import type { AnyGame } from "./play";

const randomState = (state: unknown) => JSON.stringify((state as { rng?: unknown } | null)?.rng ?? null);

/**
 * True when the move that led from `before` to `after` showed a reader (any of the `players` seats, the
 * mover included, or a spectator) something hidden from it: a secret named before is gone after, or the
 * random state was drawn from (a die rolled, a deck shuffled).
 */
export function moveRevealed(game: Pick<AnyGame, "secrets">, players: number, before: unknown, after: unknown): boolean {
  return revealsFrom(game, players, before)(after);
}

/** `moveRevealed` from `before` to any board after it: what `before` hides from each reader is read once. */
function revealsFrom(game: Pick<AnyGame, "secrets">, players: number, before: unknown): (after: unknown) => boolean {
  const drawn = randomState(before);
  const readers = [null, ...Array.from({ length: players }, (_, seat) => seat)];
  const hidden = readers.map((reader) => game.secrets(before, reader));
  return (after) => {
    if (randomState(after) !== drawn) return true;
    return readers.some((reader, i) => {
      const still = new Set(game.secrets(after, reader));
      return hidden[i]!.some((name) => !still.has(name));
    });
  };
}

/** Past this many legal moves, none is judged a step: judging plays each one out. */
export const MAX_JUDGED_MOVES = 200;

/**
 * Indexes in `moves` (legal moves of `seat` in `state`) of the steps of a turn: moves after which the
 * same seats are awaited, `seat` among them, and nobody learnt anything (`moveRevealed`). A player may
 * undo such a move alone, so the page plays it without asking and asks once, for the move that hands
 * the turn on or shows something.
 */
export function turnSteps(game: AnyGame, players: number, state: unknown, seat: number, moves: readonly unknown[]): number[] {
  const awaited = game.awaiting(state);
  if (!awaited.includes(seat) || moves.length > MAX_JUDGED_MOVES) return [];
  const same = (after: number[]) => after.length === awaited.length && after.every((s) => awaited.includes(s));
  const revealed = revealsFrom(game, players, state);
  return moves.flatMap((move, index) => {
    const after = game.apply(state, seat, move).state;
    return same(game.awaiting(after)) && !revealed(after) ? [index] : [];
  });
}
