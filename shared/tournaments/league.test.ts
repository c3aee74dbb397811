import { describe, expect, it } from "vitest";
import { movesBetween, nextSeason, seasonMoves, seatDivisions } from "./league.js";

describe("league seasons", () => {
  it("swaps the last of each division with the first of the one below, keeping sizes", () => {
    const next = nextSeason(
      [
        ["a1", "a2", "a3", "a4"],
        ["b1", "b2", "b3", "b4"],
      ],
      1,
    );
    expect(next).toEqual({
      divisions: [
        ["a1", "a2", "a3", "b1"],
        ["a4", "b2", "b3", "b4"],
      ],
      waiting: [],
    });
  });

  it("moves k up and k down through every division", () => {
    const next = nextSeason(
      [
        ["a1", "a2", "a3", "a4", "a5", "a6"],
        ["b1", "b2", "b3", "b4", "b5", "b6"],
        ["c1", "c2", "c3", "c4", "c5", "c6"],
      ],
      2,
    );
    expect(next.divisions).toEqual([
      ["a1", "a2", "a3", "a4", "b1", "b2"],
      ["a5", "a6", "b3", "b4", "c1", "c2"],
      ["b5", "b6", "c3", "c4", "c5", "c6"],
    ]);
  });

  it("fills a leaver's place from the division below and seats newcomers in the lowest", () => {
    // a2 leaves. Top: a1, a3 stay, b1 comes up, and the gap takes b2, the best of the next division who
    // was not just relegated from the top. The middle then lacks one: c2, best of the lowest after c1.
    // The lowest has one place left: n1 takes it, n2 waits.
    const next = nextSeason(
      [
        ["a1", "a2", "a3", "a4"],
        ["b1", "b2", "b3", "b4"],
        ["c1", "c2", "c3", "c4"],
      ],
      1,
      new Set(["a2"]),
      ["n1", "n2"],
    );
    expect(next).toEqual({
      divisions: [
        ["a1", "a3", "b1", "b2"],
        ["a4", "b3", "c1", "c2"],
        ["b4", "c3", "c4", "n1"],
      ],
      waiting: ["n2"],
    });
  });

  it("refuses moves that would promote and relegate the same player, and bad shapes", () => {
    const two = [
      ["a1", "a2", "a3", "a4"],
      ["b1", "b2", "b3", "b4"],
    ];
    expect(() => nextSeason(two, 3)).toThrow("Between these divisions 0 to 2 players move up and down, not 3.");
    expect(() => nextSeason(two, -1)).toThrow(RangeError);
    expect(() => nextSeason([], 1)).toThrow("A league has 1 to 8 divisions, not 0.");
    expect(() => nextSeason([["a"]], 0)).toThrow("A division holds 2 to 32 players, not 1.");
    expect(() => nextSeason(two, 1, new Set(), ["a1"])).toThrow("A player is listed twice in the league.");
  });

  it("names who goes up and down as the page marks them: none up from the top, none down from the lowest", () => {
    const finishing = [
      ["a1", "a2", "a3", "a4"],
      ["b1", "b2", "b3", "b4"],
      ["c1", "c2", "c3", "c4"],
    ];
    expect(seasonMoves(finishing, 2)).toEqual({
      up: [[], ["b1", "b2"], ["c1", "c2"]],
      down: [["a3", "a4"], ["b3", "b4"], []],
    });
    expect(seasonMoves(finishing, 0)).toEqual({ up: [[], [], []], down: [[], [], []] });
    // The page's marks and the season's end agree: those marked up are in the division above next season.
    const { up } = seasonMoves(finishing, 1);
    expect(nextSeason(finishing, 1).divisions[0]).toContain(up[1]![0]);
  });
});

describe("seating a season's divisions", () => {
  it("folds a short division into the one below, and a short lowest one into the one above", () => {
    expect(seatDivisions([["a", "b"], ["c"], ["d", "e"]], 2)).toEqual([
      ["a", "b"],
      ["c", "d", "e"],
    ]);
    expect(seatDivisions([["a", "b"], ["c", "d"], ["e"]], 2)).toEqual([
      ["a", "b"],
      ["c", "d", "e"],
    ]);
    expect(seatDivisions([[], ["a"], ["b", "c"]], 3)).toEqual([["a", "b", "c"]]);
    expect(seatDivisions([["a"], []], 2)).toEqual([]);
  });

  it("cuts the moves to half the smallest division", () => {
    expect(
      movesBetween(
        [
          ["a", "b", "c", "d"],
          ["e", "f"],
        ],
        2,
      ),
    ).toBe(1);
    expect(
      movesBetween(
        [
          ["a", "b", "c", "d"],
          ["e", "f", "g", "h"],
        ],
        2,
      ),
    ).toBe(2);
  });
});
