import { describe, expect, it } from "vitest";
import { seatPoints, type TableGame } from "./scoring.js";
import { standings } from "./standings.js";

const game = (first: string, second: string, result: "first" | "second" | "draw" | null): TableGame => ({
  seats: [first, second],
  places: result === null ? null : result === "first" ? [1, 2] : result === "second" ? [2, 1] : [1, 1],
});
const order = (rows: ReturnType<typeof standings>) => rows.map((row) => row.entrant);

describe("points by place", () => {
  it("scores two seats 1, ½, 0 and bigger tables by place, ties sharing", () => {
    const points = (places: number[]) => seatPoints({ seats: places.map((_, seat) => `s${seat}`), places }).map((units) => units / 720);
    expect(points([1, 2])).toEqual([1, 0]);
    expect(points([1, 1])).toEqual([0.5, 0.5]);
    // Three seats: places worth 1, ½, 0; two tied for second share ½ and 0.
    expect(points([1, 2, 2])).toEqual([1, 0.25, 0.25]);
    // Four seats: 1, ⅔, ⅓, 0; two tied for first share 1 and ⅔.
    expect(points([1, 1, 3, 4])).toEqual([5 / 6, 5 / 6, 1 / 3, 0]);
    expect(points([3, 1, 2, 5, 4])).toEqual([0.5, 1, 0.75, 0, 0.25]);
  });

  it("refuses places that are not a ranking", () => {
    const check = (places: number[]) => () => seatPoints({ seats: places.map((_, seat) => `s${seat}`), places });
    expect(check([1, 3])).toThrow("A place at a table of 2 is from 1 to 2, not 3.");
    expect(check([1, 2, 2, 2, 3])).toThrow("Places 1, 2, 2, 2, 3 are not a ranking: 3 must follow 4 better seats.");
    expect(() => seatPoints({ seats: ["a", "b"], places: [1] })).toThrow("A game at 2 seats needs 2 places, not 1.");
  });
});

describe("round-robin standings", () => {
  const entrants = ["A", "B", "C", "D"];

  it("breaks equal points by Sonneborn-Berger", () => {
    // A beats B and D, loses to C: 2. B beats C and D: 2. C beats A: 1. D beats C: 1.
    // Sonneborn-Berger, the points of those beaten: A 2 (B) + 1 (D) = 3; B 1 (C) + 1 (D) = 2;
    // C 2 (A) = 2; D 1 (C) = 1. So A before B, and C before D.
    const games = [
      game("A", "B", "first"),
      game("A", "C", "second"),
      game("A", "D", "first"),
      game("B", "C", "first"),
      game("B", "D", "first"),
      game("C", "D", "second"),
    ];
    const rows = standings({ format: "round-robin", entrants, games, seed: "s" });
    expect(rows.map((row) => [row.entrant, row.rank, row.points, row.tieBreaks[0]])).toEqual([
      ["A", 1, 2, 3],
      ["B", 2, 2, 2],
      ["C", 3, 1, 2],
      ["D", 4, 1, 1],
    ]);
  });

  it("counts a draw's half in Sonneborn-Berger and wins next, then draws lots by the seed", () => {
    // A draws B, beats C; B beats C: A 1.5, B 1.5, C 0. SB: A ½·1.5 + 0 = 0.75; B ½·1.5 + 0 = 0.75.
    // Wins: one each. So the seed decides, the same way every time.
    const games = [game("A", "B", "draw"), game("A", "C", "first"), game("B", "C", "first")];
    const three = ["A", "B", "C"];
    const rows = standings({ format: "round-robin", entrants: three, games, seed: "s" });
    expect(rows.map((row) => row.tieBreaks)).toEqual([
      [0.75, 1],
      [0.75, 1],
      [0, 0],
    ]);
    const tops = new Set(
      ["one", "two", "three", "four", "five", "six"].map(
        (seed) => order(standings({ format: "round-robin", entrants: three, games, seed }))[0],
      ),
    );
    expect(tops).toEqual(new Set(["A", "B"]));
    expect(order(standings({ format: "round-robin", entrants: three, games, seed: "s" }))).toEqual(order(rows));
  });

  it("generalises Sonneborn-Berger to three seats, per opponent and divided by the opponents", () => {
    // One game, X 1st, Y 2nd, Z 3rd: points 1, ½, 0. X is ahead of Y (½) and Z (0): (½ + 0) / 2 = ¼.
    const rows = standings({
      format: "round-robin",
      entrants: ["X", "Y", "Z"],
      games: [{ seats: ["Z", "X", "Y"], places: [3, 1, 2] }],
      seed: "s",
    });
    expect(rows.map((row) => [row.entrant, row.points, row.tieBreaks[0]])).toEqual([
      ["X", 1, 0.25],
      ["Y", 0.5, 0],
      ["Z", 0, 0],
    ]);
  });

  it("annuls a dropped player's results when under half their games were played", () => {
    // D played 1 of 3 (beat C) before timing out: that win is struck, D ranks last.
    const games = [
      game("A", "B", "first"),
      game("C", "D", "second"),
      game("D", "A", null),
      game("B", "D", null),
      game("A", "C", null),
      game("B", "C", null),
    ];
    const rows = standings({ format: "round-robin", entrants, games, dropped: new Set(["D"]), seed: "s" });
    expect(rows.map((row) => [row.entrant, row.points, row.played, row.annulled])).toEqual([
      ["A", 1, 1, false],
      ["B", 0, 1, false],
      ["C", 0, 0, false],
      ["D", 0, 0, true],
    ]);
  });

  it("forfeits a dropped player's remaining games once half were played", () => {
    // D played 2 of 3 (beat C, lost to A): the game against B is B's win.
    const games = [
      game("A", "B", "first"),
      game("C", "D", "second"),
      game("D", "A", "second"),
      game("B", "D", null),
      game("A", "C", null),
      game("B", "C", null),
    ];
    const rows = standings({ format: "round-robin", entrants, games, dropped: new Set(["D"]), seed: "s" });
    expect(rows.map((row) => [row.entrant, row.points, row.played, row.annulled])).toEqual([
      ["A", 2, 2, false],
      ["B", 1, 2, false],
      ["D", 1, 3, false],
      ["C", 0, 1, false],
    ]);
  });
});

describe("Swiss standings", () => {
  it("breaks equal points by Buchholz, a bye counting as an opponent with the player's own score", () => {
    // Round 1: A beats C, B draws D, E has the bye. Round 2: E beats A, B beats C, D has the bye.
    // Points: E 2, B 1.5, D 1.5, A 1, C 0. Buchholz: B = D 1.5 + C 0 = 1.5; D = B 1.5 + itself 1.5 = 3.
    const games = [game("A", "C", "first"), game("B", "D", "draw"), game("A", "E", "second"), game("B", "C", "first")];
    const rows = standings({ format: "swiss", entrants: ["A", "B", "C", "D", "E"], games, byes: ["E", "D"], seed: "s" });
    expect(rows.map((row) => [row.entrant, row.points, row.tieBreaks[0]])).toEqual([
      ["E", 2, 3],
      ["D", 1.5, 3],
      ["B", 1.5, 1.5],
      ["A", 1, 2],
      ["C", 0, 2.5],
    ]);
  });

  it("uses median Buchholz when Buchholz is level", () => {
    // P beat R (1) and S (½), lost to T (3): 2 points, Buchholz 4.5, median (without 3 and ½) 1.
    // Q beat U (1½) and V (1), lost to W (2): 2 points, Buchholz 4.5, median (without 2 and 1) 1½.
    // Level on points and Buchholz, Q ranks above P by median Buchholz.
    const games = [
      game("P", "R", "first"),
      game("P", "S", "first"),
      game("T", "P", "first"),
      game("Q", "U", "first"),
      game("Q", "V", "first"),
      game("W", "Q", "first"),
      // The opponents' own other games, giving R 1, S ½, T 3, U 1½, V 1, W 2.
      game("R", "X", "first"),
      game("S", "X", "draw"),
      game("T", "X", "first"),
      game("T", "Y", "first"),
      game("U", "Y", "first"),
      game("U", "Z", "draw"),
      game("V", "Z", "first"),
      game("W", "Z", "first"),
    ];
    const entrants = ["P", "Q", "R", "S", "T", "U", "V", "W", "X", "Y", "Z"];
    const rows = standings({ format: "swiss", entrants, games, seed: "s" });
    const row = (entrant: string) => rows.find((candidate) => candidate.entrant === entrant)!;
    expect([row("R").points, row("S").points, row("T").points, row("U").points, row("V").points, row("W").points]).toEqual([
      1, 0.5, 3, 1.5, 1, 2,
    ]);
    expect(row("P").tieBreaks).toEqual([4.5, 1]);
    expect(row("Q").tieBreaks).toEqual([4.5, 1.5]);
    expect(row("Q").rank).toBe(row("P").rank - 1);
  });
});
