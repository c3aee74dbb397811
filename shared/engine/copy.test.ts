// Every `apply`, every turn judged and every replay copies states with `copyData`, which copies plain data
// only: a state or view holding anything else (a Map, a Date, a class) would be copied wrong, silently.
import { isDeepStrictEqual } from "node:util";
import { describe, expect, it } from "vitest";
import { GAME_IDS, gameRules, loadGames } from "../games/index";
import { copyData } from "./copy";
import { Random } from "./random";

await loadGames();

/** Every object and array in `value`. */
function containers(value: unknown, into = new Set<object>()): Set<object> {
  if (typeof value === "object" && value !== null) {
    into.add(value);
    for (const inner of Object.values(value)) containers(inner, into);
  }
  return into;
}

/** That `copy` equals `original` exactly (prototypes included) and shares none of its objects. */
function expectFullCopy(original: unknown, copy: unknown, what: string) {
  expect(isDeepStrictEqual(copy, structuredClone(original)), what).toBe(true);
  const originals = containers(original);
  expect(
    [...containers(copy)].filter((inner) => originals.has(inner)),
    what,
  ).toEqual([]);
}

describe("copyData", () => {
  it("copies nested objects and arrays, sharing nothing with the original", () => {
    const original = { a: [1, { b: "two", c: [null, true] }], d: { e: { f: 3.5 } }, g: [] };
    const copy = copyData(original);
    expectFullCopy(original, copy, "nested data");
    copy.a.push(4);
    copy.d.e.f = 0;
    expect(original).toEqual({ a: [1, { b: "two", c: [null, true] }], d: { e: { f: 3.5 } }, g: [] });
  });

  for (const id of GAME_IDS) {
    const game = gameRules(id);
    it(`copies every state and every seat's view of ${game.name} exactly, through random games`, () => {
      let positions = 0;
      for (let g = 0; g < 3; g++) {
        const players = game.minPlayers + (g % (game.maxPlayers - game.minPlayers + 1));
        const chooser = Random.fromSeed(`copy-${id}-${g}`);
        let state = game.setup({ players, options: game.options.parse({}), seed: `copy-${id}-${g}` });
        for (let step = 0; step < 300 && game.awaiting(state).length > 0; step++) {
          expectFullCopy(state, copyData(state), `${id} state after ${step} moves`);
          for (const seat of [null, ...Array.from({ length: players }, (_, s) => s)]) {
            const view = game.view(state, seat);
            expectFullCopy(view, copyData(view), `${id} view of ${seat} after ${step} moves`);
          }
          positions++;
          const seat = chooser.pick(game.awaiting(state));
          state = game.apply(state, seat, chooser.pick(game.legalMoves(state, seat))).state;
        }
      }
      expect(positions).toBeGreaterThan(100);
    });
  }
});
