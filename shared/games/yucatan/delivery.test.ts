// Delivering prisoners after a defence, revision 2: a defender that wins on its own large village or in its
// own city delivers at once what it gained, as the examples read (« Boniface déplace immédiatement les deux
// jetons prisonniers vers sa ville » once his warrior carrying them is in a large village of his; « Jusqu'à
// ce que le guerrier les apporte à une ville »). Revision 1 had the winning defender keep them.
import { describe, expect, it } from "vitest";
import { yucatan } from "./index";
import { hexAt, scenario } from "./test-helpers";

const h = (q: number, r: number) => hexAt(2, q, r);

/** Ferdinand's jaguar carrying two prisoners attacks Boniface's jaguar on `at`: the same guild, the defender wins. */
function defence(revision: number, at: [number, number], from: [number, number], largeVillage: boolean) {
  const state = scenario({
    turn: 1,
    revision,
    villages: largeVillage ? [{ owner: 0, at, large: true }] : [],
    warriors: [
      { owner: 0, at, guild: "jaguar" },
      { owner: 1, at: from, guild: "jaguar", carried: 2 },
    ],
  });
  return yucatan.apply(state, 1, { type: "move", warrior: 2, to: h(...at) });
}

describe("a winning defender's prisoners (revision 2)", () => {
  const places: [string, [number, number], [number, number], boolean][] = [
    ["on its own large village", [1, -2], [0, -2], true],
    ["in its own city", [-1, -3], [-1, -2], false],
  ];
  for (const [where, at, from, largeVillage] of places) {
    it(`delivers them at once ${where}`, () => {
      const { state, log } = defence(2, at, from, largeVillage);
      expect(state.warriors.map((w) => w.id)).toEqual([1]);
      expect(state.warriors[0]!.carried).toBe(0);
      expect(state.seats[0]!.cityPrisoners).toBe(3); // the loser's two and one for the beaten warrior
      expect(log.map((e) => e.key)).toEqual(["yucatan.moved", "yucatan.combat", "yucatan.delivered"]);
    });

    it(`keeps them ${where} in a game started under revision 1`, () => {
      const { state } = defence(1, at, from, largeVillage);
      expect(state.warriors[0]!.carried).toBe(3);
      expect(state.seats[0]!.cityPrisoners).toBe(0);
    });
  }

  it("delivers nothing when the defence is elsewhere", () => {
    const { state } = defence(2, [1, -2], [0, -2], false);
    expect(state.warriors[0]!.carried).toBe(3);
    expect(state.seats[0]!.cityPrisoners).toBe(0);
  });
});
