// The property half of ./round-robin.test.ts: every two-seat schedule from 2 to 32 players and 1 to 4 games.
import { describe, expect, it } from "vitest";
import { pairwiseRoundRobin } from "./round-robin.js";
import { expectEachPlaysOncePerRound, players } from "./test-helpers.js";

describe("two-seat round-robin", () => {
  it("meets every pairing exactly once per cycle, seats alternating between the games of a pairing", () => {
    for (let count = 2; count <= 32; count++) {
      for (let games = 1; games <= 4; games++) {
        const entrants = players(count);
        const schedule = pairwiseRoundRobin(entrants, games);
        expect(schedule).toHaveLength((count % 2 === 0 ? count - 1 : count) * games);
        expectEachPlaysOncePerRound(entrants, schedule);
        const firstSeats = new Map<string, number>();
        for (const round of schedule) {
          for (const [first, second] of round.tables as [string, string][]) {
            const key = [first, second].sort().join("-");
            firstSeats.set(`${key}:${first}`, (firstSeats.get(`${key}:${first}`) ?? 0) + 1);
            firstSeats.set(key, (firstSeats.get(key) ?? 0) + 1);
          }
          expect(round.sittingOut).toHaveLength(count % 2);
        }
        for (let a = 0; a < count; a++) {
          for (let b = a + 1; b < count; b++) {
            const key = `${entrants[a]}-${entrants[b]}`.split("-").sort().join("-");
            expect(firstSeats.get(key)).toBe(games);
            const [x, y] = key.split("-");
            // Over the games of one pairing, each side plays first half the time (one more at odd counts).
            expect(Math.abs((firstSeats.get(`${key}:${x}`) ?? 0) - (firstSeats.get(`${key}:${y}`) ?? 0))).toBe(games % 2);
          }
        }
      }
    }
  });
});
