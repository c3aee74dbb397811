import { describe, expect, it } from "vitest";
import { checkSwissRounds, maxSwissRounds, pairSwissRound, type SwissRound } from "./swiss.js";
import { playSwiss, swissPlayers as players } from "./test-helpers.js";

describe("Swiss pairing", () => {
  it("pairs the largest Swiss to its last round without searching every arrangement", () => {
    // A backtracking search took minutes on the last rounds here; the matching check makes it immediate.
    for (const count of [63, 64])
      expect(playSwiss(players(count), maxSwissRounds(count), `large/${count}`)).toHaveLength(Math.floor(count / 2));
  });

  it("refuses a round count beyond the bound where a repeat-free round is guaranteed", () => {
    expect(maxSwissRounds(8)).toBe(4);
    expect(maxSwissRounds(9)).toBe(4);
    expect(() => checkSwissRounds(8, 5)).toThrow("A Swiss of 8 players lasts 1 to 4 rounds, not 5.");
    expect(() => checkSwissRounds(8, 0)).toThrow(RangeError);
    expect(() => checkSwissRounds(8, 2.5)).toThrow(RangeError);
    const rounds = playSwiss(players(4), 2, "bound");
    expect(() => pairSwissRound(players(4), rounds)).toThrow("A Swiss of 4 players lasts 1 to 2 rounds, not 3.");
  });

  it("refuses too many entrants, duplicates and unfinished rounds", () => {
    expect(() => pairSwissRound(players(65), [])).toThrow("This format takes 2 to 64 entrants, not 65.");
    expect(() => pairSwissRound(["a", "a"], [])).toThrow("An entrant is listed twice.");
    const unfinished: SwissRound = {
      games: [
        { seats: ["p01", "p03"], places: null },
        { seats: ["p02", "p04"], places: [1, 2] },
      ],
      bye: null,
    };
    expect(() => pairSwissRound(players(4), [unfinished])).toThrow("A round is paired once every game of the one before has ended.");
  });

  it("pairs a known case as the Dutch rules do by hand", () => {
    // Eight players in starting order A..H. Round 1 is one score group: top half A-D meets bottom half
    // E-H in order, A-E, B-F, C-G, D-H, the higher-ranked player first when nobody has a seat history.
    const entrants = ["A", "B", "C", "D", "E", "F", "G", "H"];
    const first = pairSwissRound(entrants, []);
    expect(first).toEqual({
      tables: [
        ["A", "E"],
        ["B", "F"],
        ["C", "G"],
        ["D", "H"],
      ],
      bye: null,
    });
    // A beats E, F beats B, C draws G, D beats H. Score groups, each in starting order:
    // 1: A, D, F; ½: C, G; 0: B, E, H.
    // The 1-group is odd: its top half (A) meets its bottom half (D) and the lowest, F, floats down.
    // The floater meets the top of the ½-group, C; G, left alone, floats to the 0-group and meets its
    // top, B; E meets H. None of these met in round 1.
    // Seats: A and D both played first once and sat first last time, so the higher-ranked A goes first;
    // F played second against C's first, G second against B's first: they go first; E and H both sat
    // second, so E, ranked higher, goes first.
    const round1: SwissRound = {
      bye: null,
      games: [
        { seats: ["A", "E"], places: [1, 2] },
        { seats: ["B", "F"], places: [2, 1] },
        { seats: ["C", "G"], places: [1, 1] },
        { seats: ["D", "H"], places: [1, 2] },
      ],
    };
    expect(pairSwissRound(entrants, [round1])).toEqual({
      tables: [
        ["A", "D"],
        ["F", "C"],
        ["G", "B"],
        ["E", "H"],
      ],
      bye: null,
    });
  });

  it("takes the first repeat-free transposition, as the Dutch rules do by hand", () => {
    // Round 1 A-E, C-G, B-F, D-H all drawn: one score group of eight again, where the plain Dutch
    // pairing (S1 A-D against S2 E-H: A-E, B-F, C-G, D-H) repeats every game. The Dutch rules then try
    // S2 in transposed order: nothing starting with E (A-E met); F E G H gives C-G, met; F E H G gives
    // A-F, B-E, C-H, D-G, all new. Seats: A, B, C and D played first in round 1, so their opponents do now.
    const entrants = ["A", "B", "C", "D", "E", "F", "G", "H"];
    const round1: SwissRound = {
      bye: null,
      games: [
        { seats: ["A", "E"], places: [1, 1] },
        { seats: ["C", "G"], places: [1, 1] },
        { seats: ["B", "F"], places: [1, 1] },
        { seats: ["D", "H"], places: [1, 1] },
      ],
    };
    expect(pairSwissRound(entrants, [round1]).tables).toEqual([
      ["F", "A"],
      ["E", "B"],
      ["H", "C"],
      ["G", "D"],
    ]);
  });

  it("gives the bye a win's points and never pairs a dropped player", () => {
    const entrants = players(5);
    const round1 = pairSwissRound(entrants, []);
    expect(round1.bye).toBe("p05");
    const played: SwissRound = { bye: round1.bye, games: round1.tables.map((seats) => ({ seats, places: [2, 1] })) };
    // p05's bye scores like a win: with p04 dropped, the four left are paired and nobody sits out.
    const round2 = pairSwissRound(entrants, [played], new Set(["p04"]));
    expect(round2.bye).toBeNull();
    expect(round2.tables.flat()).not.toContain("p04");
    // Winners p03, p05 (the bye) and the second seats who won meet first: the 1-point group is paired.
    const winners = new Set([...played.games.map((game) => game.seats[1]!), "p05"]);
    expect(round2.tables.filter(([a, b]) => winners.has(a) && winners.has(b))).toHaveLength(1);
  });
});
