import { describe, expect, it } from "vitest";
import { pairwiseRoundRobin, type ScheduledRound, tableRoundRobin } from "./round-robin.js";
import { expectEachPlaysOncePerRound, players } from "./test-helpers.js";

describe("two-seat round-robin", () => {
  it("balances first seats across a single cycle", () => {
    for (let count = 2; count <= 32; count++) {
      const schedule = pairwiseRoundRobin(players(count), 1);
      const firsts = new Map<string, number>();
      for (const round of schedule) for (const table of round.tables) firsts.set(table[0]!, (firsts.get(table[0]!) ?? 0) + 1);
      const played = count - 1;
      for (const player of players(count)) {
        const first = firsts.get(player) ?? 0;
        expect(Math.abs(first - (played - first))).toBeLessThanOrEqual(1);
      }
    }
  });

  it("refuses counts outside its bounds", () => {
    expect(() => pairwiseRoundRobin(["a"], 1)).toThrow("This format takes 2 to 32 entrants, not 1.");
    expect(() => pairwiseRoundRobin(players(33), 1)).toThrow(RangeError);
    expect(() => pairwiseRoundRobin(players(4), 0)).toThrow("A pairing plays 1 to 4 games, not 0.");
    expect(() => pairwiseRoundRobin(players(4), 5)).toThrow(RangeError);
    expect(() => pairwiseRoundRobin(["a", "b", "a"], 1)).toThrow("An entrant is listed twice.");
  });
});

describe("round-robin at three to five seats", () => {
  /** How often each pair met, as a sorted list of counts. */
  function meetings(entrants: readonly string[], schedule: readonly ScheduledRound[]): number[] {
    const met = new Map<string, number>();
    for (let a = 0; a < entrants.length; a++) for (let b = a + 1; b < entrants.length; b++) met.set(`${entrants[a]}|${entrants[b]}`, 0);
    for (const round of schedule) {
      for (const table of round.tables) {
        for (const a of table) for (const b of table) if (met.has(`${a}|${b}`)) met.set(`${a}|${b}`, met.get(`${a}|${b}`)! + 1);
      }
    }
    return [...met.values()].sort((a, b) => a - b);
  }

  it("spreads meetings, sit-outs and seats evenly over a cycle", () => {
    for (let tableSize = 3; tableSize <= 5; tableSize++) {
      for (let count = tableSize; count <= 16; count++) {
        const entrants = players(count);
        const perRound = Math.floor(count / tableSize) * ((tableSize * (tableSize - 1)) / 2);
        // A cycle: the fewest rounds in which every pair could meet once.
        const rounds = Math.ceil((count * (count - 1)) / 2 / perRound);
        const schedule = tableRoundRobin(entrants, tableSize, rounds, `${tableSize}/${count}`);
        expectEachPlaysOncePerRound(entrants, schedule);
        for (const round of schedule) for (const table of round.tables) expect(table).toHaveLength(tableSize);
        const counts = meetings(entrants, schedule);
        // The bound we meet (docs/tournaments.md): counts differ by at most 2 over one cycle, and by 3 for
        // 10 players at 5 seats, where no schedule of 3 rounds does better; an exact design (every pair
        // once) exists for few counts and a local search does not always find it.
        expect(counts.at(-1)! - counts[0]!).toBeLessThanOrEqual(tableSize === 5 && count === 10 ? 3 : 2);
        const satOut = entrants.map((player) => schedule.filter((round) => round.sittingOut.includes(player)).length);
        expect(Math.max(...satOut) - Math.min(...satOut)).toBeLessThanOrEqual(1);
        for (let seat = 0; seat < tableSize; seat++) {
          const held = entrants.map((player) => schedule.filter((round) => round.tables.some((table) => table[seat] === player)).length);
          expect(Math.max(...held) - Math.min(...held)).toBeLessThanOrEqual(2);
        }
      }
    }
  });

  it("meets every pair once when a perfect schedule is in reach: 4 players at 3 seats, 4 rounds", () => {
    // The four triples of four players: each pair meets exactly twice, each player sits out once.
    const schedule = tableRoundRobin(players(4), 3, 4, "k4");
    expect(meetings(players(4), schedule)).toEqual([2, 2, 2, 2, 2, 2]);
  });

  it("replays from its seed", () => {
    expect(tableRoundRobin(players(9), 4, 5, "s")).toEqual(tableRoundRobin(players(9), 4, 5, "s"));
  });

  it("refuses sizes outside its bounds", () => {
    expect(() => tableRoundRobin(players(6), 6, 3, "s")).toThrow("A table seats 2 to 5 players, not 6.");
    expect(() => tableRoundRobin(players(2), 3, 3, "s")).toThrow("This format takes 3 to 32 entrants, not 2.");
    expect(() => tableRoundRobin(players(6), 3, 65, "s")).toThrow("A table round-robin lasts 1 to 64 rounds, not 65.");
    expect(() => tableRoundRobin(players(6), 3, 0, "s")).toThrow(RangeError);
  });
});
