// The steps of each awaited seat's turn (`turnSteps`, shared/engine/reveal.ts), judged once per version,
// when the write that makes the version is built, and kept in the game record beside the state: judging
// plays out every legal move (milliseconds for a long turn), which each read of the game, and each live
// push of it, would otherwise pay again.
import { turnSteps } from "../../shared/engine/index";
import { gameRules } from "../../shared/games/index";
import type { GameRecord } from "./game";

/**
 * Notes in `game` the steps of the turn of every seat its engine awaits, for its version; not a bot's
 * seat, which nobody reads as its own.
 */
export function noteTurnSteps(game: GameRecord): void {
  const def = gameRules(game.game);
  const bySeat: Record<number, number[]> = {};
  if (game.status === "active")
    for (const seat of def.awaiting(game.state)) {
      if (game.players[seat]?.bot) continue;
      const steps = turnSteps(def, game.players.length, game.state, seat, def.legalMoves(game.state, seat));
      if (steps.length > 0) bySeat[seat] = steps;
    }
  game.turnSteps = { version: game.version, bySeat };
}

/**
 * The steps of `seat`'s turn among `legalMoves`, its legal moves in the game's state: as noted for this
 * version, or judged now for a game stored before they were noted (or whose note an older version left)
 * and for a bot's seat.
 */
export function turnStepsOf(game: GameRecord, seat: number, legalMoves: readonly unknown[]): number[] {
  const noted = game.turnSteps;
  if (noted?.version === game.version && !game.players[seat]?.bot) return noted.bySeat[seat] ?? [];
  return turnSteps(gameRules(game.game), game.players.length, game.state, seat, legalMoves);
}
