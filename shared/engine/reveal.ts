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
  if (randomState(before) !== randomState(after)) return true;
  for (const reader of [null, ...Array.from({ length: players }, (_, seat) => seat)]) {
    const still = new Set(game.secrets(after, reader));
    if (game.secrets(before, reader).some((name) => !still.has(name))) return true;
  }
  return false;
}
