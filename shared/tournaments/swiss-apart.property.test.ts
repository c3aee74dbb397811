// Swiss pairings keep players with a block between them apart (docs/social.md, "Blocking"): over many
// random fields, block lists and results, a round seats no blocked pair whenever some repeat-free pairing
// exists that keeps them all apart, and still pairs everyone without a repeat when none does.
import { describe, expect, it } from "vitest";
import { Random } from "../engine/random.js";
import { hasPerfectMatching } from "./matching.js";
import type { TableGame } from "./scoring.js";
import { maxSwissRounds, pairSwissRound, type SwissRound } from "./swiss.js";
import { swissPlayers as players } from "./test-helpers.js";

const key = (a: string, b: string) => [a, b].sort().join("-");

/** Whether some bye (a player without one yet, when the count is odd) leaves a pairing of the rest along `canMeet`. */
function pairable(active: string[], hadBye: Set<string>, canMeet: (a: string, b: string) => boolean): boolean {
  const byes = active.length % 2 === 0 ? [null] : active.filter((p) => !hadBye.has(p));
  return byes.some((bye) => {
    const rest = active.filter((p) => p !== bye);
    return hasPerfectMatching(rest.length, (a, b) => canMeet(rest[a]!, rest[b]!));
  });
}

describe("Swiss pairing with blocked pairs", () => {
  it("seats no blocked pair at one table whenever the field allows it, over many random fields", () => {
    let keptApart = 0;
    let unavoidable = 0;
    for (let field = 0; field < 400; field++) {
      const random = Random.fromSeed(`apart/${field}`);
      const entrants = players(random.int(3, 24));
      // From one block to about one per player, some of them between neighbours in the starting order, who meet first.
      const apart: [string, string][] = [];
      for (let i = random.int(1, entrants.length); i > 0; i--) {
        const a = random.int(0, entrants.length - 1);
        const b = random.int(0, 2) === 0 ? ((a + entrants.length / 2) % entrants.length) | 0 : random.int(0, entrants.length - 1);
        if (a !== b) apart.push([entrants[a]!, entrants[b]!]);
      }
      const blocked = new Set(apart.map(([a, b]) => key(a, b)));
      const rounds: SwissRound[] = [];
      const met = new Set<string>();
      const hadBye = new Set<string>();
      for (let round = 0; round < maxSwissRounds(entrants.length); round++) {
        const pairing = pairSwissRound(entrants, rounds, new Set(), apart);
        const seated = pairing.tables.flat();
        expect(new Set([...seated, ...(pairing.bye ? [pairing.bye] : [])]).size).toBe(entrants.length);
        for (const [a, b] of pairing.tables) expect(met.has(key(a, b)), `${a}-${b} met before`).toBe(false);
        const avoidable = pairable(entrants, hadBye, (a, b) => !met.has(key(a, b)) && !blocked.has(key(a, b)));
        const seatsBlocked = pairing.tables.some(([a, b]) => blocked.has(key(a, b)));
        if (avoidable) expect(seatsBlocked, `field ${field}, round ${round + 1}`).toBe(false);
        if (seatsBlocked) unavoidable++;
        else keptApart++;
        const games: TableGame[] = pairing.tables.map((seats) => ({
          seats,
          places: random.pick([
            [1, 2],
            [2, 1],
            [1, 1],
          ]),
        }));
        for (const [a, b] of pairing.tables) met.add(key(a, b));
        if (pairing.bye) hadBye.add(pairing.bye);
        rounds.push({ games, bye: pairing.bye });
      }
    }
    // The fields tried both cases: the constraint kept pairs apart, and some rounds could not.
    expect(keptApart).toBeGreaterThan(1000);
    expect(unavoidable).toBeGreaterThan(0);
  });

  it("pairs a blocked pair of the first round's top and bottom halves elsewhere", () => {
    // Without the block, A meets C and B meets D in a field of four.
    expect(pairSwissRound(["A", "B", "C", "D"], []).tables).toEqual([
      ["A", "C"],
      ["B", "D"],
    ]);
    expect(pairSwissRound(["A", "B", "C", "D"], [], new Set(), [["C", "A"]]).tables).toEqual([
      ["A", "D"],
      ["B", "C"],
    ]);
  });
});
