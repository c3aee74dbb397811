// The property half of ./swiss.test.ts: every Swiss from 2 to 32 players, played out with seeded results.
import { describe, expect, it } from "vitest";
import { maxSwissRounds } from "./swiss.js";
import { playSwiss, swissPlayers as players } from "./test-helpers.js";

describe("Swiss pairing", () => {
  it("never repeats a pairing and gives byes to the lowest, once each, for 2 to 32 players and every allowed round count", () => {
    for (let count = 2; count <= 32; count++) {
      for (let roundCount = 1; roundCount <= maxSwissRounds(count); roundCount++) {
        for (const seed of ["a", "b"]) {
          const rounds = playSwiss(players(count), roundCount, `${count}/${roundCount}/${seed}`);
          expect(rounds).toHaveLength(roundCount);
        }
      }
    }
  });
});
