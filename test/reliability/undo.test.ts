// What may be undone reveals nothing: random games of every game and player count, where for each move
// the engine says may be undone alone (it revealed nothing), every seat and a spectator learn nothing
// from it that was hidden from them before. The check: play the same move on the real state and on a
// state where everything that reader may not see is changed (`hideFrom`); the reader's view after the
// move and the log lines it may read must be the same on both.
import { afterAll, describe, expect, it } from "vitest";
import { isLogVisibleTo, moveRevealed, RuleError, type LogEntry } from "../../shared/engine/index";
import { randomPlayout, type AnyGame } from "../../shared/engine/play";
import { GAME_IDS, gameRules, loadGames } from "../../shared/games/index";
import { hideFrom } from "../support/hide-from";
import { reportFigures } from "../support/figures";

await loadGames();

const SOAK = process.env.SOAK === "1";
/** Moves played per game and player count, over as many games as it takes (short games give more seeds). */
const MOVES = SOAK ? 20_000 : 1000;

/** What `reader` reads after a move, as text: its view and the move's log lines it may see. */
const readAfter = (game: AnyGame, outcome: { state: unknown; log: LogEntry[] }, reader: number | null) =>
  JSON.stringify({ view: game.view(outcome.state, reader), log: outcome.log.filter((entry) => isLogVisibleTo(entry, reader)) });

const figures: Record<string, number> = {};
afterAll(async () => {
  await reportFigures(SOAK ? "undo-soak" : "undo", figures);
});

describe("a move that may be undone alone showed no reader anything hidden from it", () => {
  for (const id of GAME_IDS) {
    const game = gameRules(id);
    for (let players = game.minPlayers; players <= game.maxPlayers; players++) {
      it(`${game.id}, ${players} players`, { timeout: SOAK ? 1_800_000 : 120_000 }, async () => {
        const counts = { revealing: 0, undoable: 0, readersCompared: 0, revealingShown: 0 };
        const readers = [null, ...Array.from({ length: players }, (_, seat) => seat)];
        for (let s = 0, played = 0; played < MOVES; s++) {
          played += randomPlayout(
            game,
            { players, options: {}, seed: `undo-${game.id}-${players}-${s}` },
            {
              maxMoves: MOVES - played,
              onStep(state, seat, move) {
                const outcome = game.apply(state, seat, move);
                const undoable = !moveRevealed(game, players, state, outcome.state);
                let shown = false;
                for (const reader of readers) {
                  let other: { state: unknown; log: LogEntry[] };
                  try {
                    other = game.apply(hideFrom(id, state, reader), seat, move);
                  } catch (error) {
                    // The mover's own secret changed so that it could not have made this move: no world to compare.
                    if (error instanceof RuleError) continue;
                    throw error;
                  }
                  const real = readAfter(game, outcome, reader);
                  const scrambled = readAfter(game, other, reader);
                  if (undoable) {
                    counts.readersCompared++;
                    if (scrambled !== real) {
                      const told = `${game.id} move ${JSON.stringify(move)} by seat ${seat} told ${reader ?? "a spectator"} a secret`;
                      expect(JSON.parse(scrambled), told).toEqual(JSON.parse(real));
                    }
                  } else if (scrambled !== real) shown = true;
                }
                if (undoable) counts.undoable++;
                else counts.revealing++;
                if (shown) counts.revealingShown++;
              },
            },
          ).moves.length;
        }
        for (const [name, n] of Object.entries(counts)) figures[`${game.id}-${players}-${name}`] = n;
        expect(counts.undoable, "moves that may be undone were met").toBeGreaterThan(0);
        expect(counts.readersCompared).toBeGreaterThan(counts.undoable);
        if (game.id === "yucata") {
          // Yucata' has nothing to reveal once set up: a hand is the cards its owner has not played, which the log shows.
          expect(counts.revealing).toBe(0);
        } else {
          expect(counts.revealing, "revealing moves were met").toBeGreaterThan(0);
          // The check can fail: among the moves called revealing, some did show a reader a secret.
          expect(counts.revealingShown, "revealing moves that showed a secret were met").toBeGreaterThan(0);
        }
      });
    }
  }
});
