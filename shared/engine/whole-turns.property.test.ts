// What a mail's buttons may offer, through random games of every game: each offered choice is a legal
// complete turn (steps that keep the turn and show nothing, closed by a move that hands the turn on or
// shows something) or, where whole turns are too many, one legal move; and every legal move begins one.
import { isDeepStrictEqual } from "node:util";
import { describe, expect, it } from "vitest";
import { GAME_IDS, gameRules, loadGames } from "../games/index";
import type { AnyGame } from "./play";
import { Random } from "./random";
import { moveRevealed } from "./reveal";
import { turnChoices } from "./whole-turns";

await loadGames();

const BOUND = 6;

/** Plays `turn` from `state` for `seat`, checking each move legal and each but the last a step; how it ended. */
function playThrough(game: AnyGame, players: number, state: unknown, seat: number, turn: { state: unknown; move: unknown }[]) {
  const awaited = game.awaiting(state);
  let at = state;
  for (const [i, step] of turn.entries()) {
    expect(step.state, "each move is offered on the state it is played on").toEqual(at);
    expect(game.legalMoves(at, seat).some((move: unknown) => isDeepStrictEqual(move, step.move))).toBe(true);
    const after = game.apply(at, seat, step.move).state;
    const closes = !isDeepStrictEqual(game.awaiting(after), awaited) || moveRevealed(game, players, at, after);
    if (i < turn.length - 1) expect(closes, "a step before the last keeps the turn and shows nothing").toBe(false);
    else if (turn.length > 1) expect(closes, "a whole turn's last move closes it").toBe(true);
    at = after;
  }
}

describe("turnChoices", () => {
  for (const id of GAME_IDS) {
    const game = gameRules(id);
    it(`offers ${game.name}'s awaited seats only legal complete turns or first steps, in random games`, () => {
      const seen = { positions: 0, whole: 0, steps: 0 };
      for (let g = 0; g < 4; g++) {
        const players = game.minPlayers + (g % (game.maxPlayers - game.minPlayers + 1));
        const chooser = Random.fromSeed(`mail-turns-${id}-${g}`);
        let state = game.setup({ players, options: game.options.parse({}), seed: `mail-turns-${id}-${g}` });
        for (let move = 0; move < 250 && game.awaiting(state).length > 0; move++) {
          for (const seat of game.awaiting(state)) {
            seen.positions++;
            const choices = turnChoices(game, players, state, seat, BOUND);
            const legal = game.legalMoves(state, seat);
            if (!choices) continue;
            expect(choices.length).toBeLessThanOrEqual(BOUND);
            if (choices.some((turn) => turn.length > 1)) seen.whole++;
            else seen.steps++;
            for (const turn of choices) playThrough(game, players, state, seat, turn);
            // Nothing the seat could do is left out: every legal move begins an offered choice.
            for (const first of legal) expect(choices.some((turn) => isDeepStrictEqual(turn[0]!.move, first))).toBe(true);
          }
          const seat = chooser.pick(game.awaiting(state));
          state = game.apply(state, seat, chooser.pick(game.legalMoves(state, seat))).state;
        }
      }
      expect(seen.positions).toBeGreaterThan(100);
      // The sweep saw what it checks: offers of single moves everywhere, whole turns where turns have steps.
      expect(seen.steps).toBeGreaterThan(0);
      if (id === "balam" || id === "rio-de-la-plata") expect(seen.whole).toBeGreaterThan(0);
    });
  }
});
