import { describe, expect, it } from "vitest";
import { Random } from "../../engine/random";
import { DEFAULT_LAYOUT, bluePenalty, layoutProblems, randomLayout } from "./data";
import { optionsSchema } from "./index";

const count = (layout: string, c: string) => [...layout].filter((x) => x === c).length;
const problemsOf = (layout: string) => {
  const parsed = optionsSchema().safeParse({ layout });
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
};

describe("the track layout", () => {
  it("default layout: 40 squares, start, four empty squares, 25 beige, 9 blue, red on the temple", () => {
    expect(DEFAULT_LAYOUT).toHaveLength(40);
    expect(DEFAULT_LAYOUT.slice(0, 5)).toBe("S....");
    expect(count(DEFAULT_LAYOUT, "B")).toBe(25);
    expect(count(DEFAULT_LAYOUT, "U")).toBe(9);
    expect(DEFAULT_LAYOUT[39]).toBe("R");
    expect(DEFAULT_LAYOUT[38]).toBe("B");
    expect(layoutProblems(DEFAULT_LAYOUT)).toEqual([]);
  });

  it("options default to the default layout and no chosen first player", () => {
    expect(optionsSchema().parse({})).toEqual({ layout: "default" });
    expect(optionsSchema().parse({ layout: "random", firstPlayer: 2 })).toEqual({ layout: "random", firstPlayer: 2 });
  });

  it("accepts a valid custom layout", () => {
    const custom = "S....UBBBBBUBBUBBBUBBUBBBUBBUBBBUBBUBBBR";
    expect(optionsSchema().parse({ layout: custom }).layout).toBe(custom);
  });

  it("refuses a layout of the wrong length", () => {
    expect(problemsOf(DEFAULT_LAYOUT.slice(0, 39))).toEqual(["A layout has 40 characters, one per square 0–39; this one has 39."]);
  });

  it("refuses unknown characters, naming the square", () => {
    const bad = `${DEFAULT_LAYOUT.slice(0, 10)}x${DEFAULT_LAYOUT.slice(11)}`;
    expect(problemsOf(bad)).toEqual(['A layout uses only S (start), . (empty), B (beige), U (blue) and R (red); square 10 is "x".']);
  });

  it("refuses a stone on squares 1–4 (and the count that goes with it)", () => {
    // Move the beige stone of square 5 to square 2.
    const bad = `S.B...${DEFAULT_LAYOUT.slice(6)}`;
    expect(problemsOf(bad)).toEqual([
      'Squares 1–4 must be empty ("."); square 2 is "B".',
      'Squares 5–38 each hold one beige (B) or blue (U) stone; square 5 is ".".',
    ]);
  });

  it("refuses a blue stone on square 38, next to the red stone", () => {
    // Swap the blue stone of square 35 with the beige of square 38: the counts stay right.
    const squares = [...DEFAULT_LAYOUT];
    expect(squares[35]).toBe("U");
    [squares[35], squares[38]] = [squares[38]!, squares[35]!];
    expect(problemsOf(squares.join(""))).toEqual([
      "Square 38 must be beige: at least one beige stone lies between the red stone and any blue stone.",
    ]);
  });

  it("refuses wrong stone counts", () => {
    const squares = [...DEFAULT_LAYOUT];
    squares[6] = "U"; // one beige becomes blue
    expect(problemsOf(squares.join(""))).toEqual([
      "A layout has 25 beige stones (B); this one has 24.",
      "A layout has 9 blue stones (U); this one has 10.",
    ]);
  });

  it("refuses a layout without the start or the red stone in place", () => {
    const moved = `.${DEFAULT_LAYOUT.slice(1, 39)}S`;
    expect(problemsOf(moved)).toEqual([
      'Square 0 is the start and must be "S"; it is ".".',
      'Square 39, the temple, must hold the red stone "R"; it is "S".',
      "A layout has exactly one red stone (R); this one has 0.",
    ]);
  });

  it("refuses a first player outside seats 0–3 at parse time", () => {
    expect(optionsSchema().safeParse({ firstPlayer: 4 }).success).toBe(false);
    expect(optionsSchema().safeParse({ firstPlayer: 1.5 }).success).toBe(false);
    expect(optionsSchema().safeParse({ colour: "red" }).success).toBe(false);
  });

  it("random layouts obey the variant rules, depend on the seed and only on it", () => {
    const seen = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const layout = randomLayout(Random.fromSeed(`layout-${i}`));
      expect(layoutProblems(layout)).toEqual([]);
      seen.add(layout);
    }
    expect(seen.size).toBe(200);
    expect(randomLayout(Random.fromSeed("same"))).toBe(randomLayout(Random.fromSeed("same")));
  });
});

describe("the blue penalty", () => {
  it("is the triangular number of the blue stones", () => {
    expect([0, 1, 2, 3, 4, 5].map(bluePenalty)).toEqual([0, 1, 3, 6, 10, 15]);
  });
});
