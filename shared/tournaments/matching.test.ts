import { describe, expect, it } from "vitest";
import { Random } from "../engine/random.js";
import { hasPerfectMatching } from "./matching.js";

/** Tries every way of pairing vertex 0, then the next unpaired: slow but plainly right, for small graphs. */
function bruteForce(vertices: readonly number[], adjacent: (a: number, b: number) => boolean): boolean {
  if (vertices.length === 0) return true;
  const [first, ...rest] = vertices as [number, ...number[]];
  return rest.some(
    (other) =>
      adjacent(first, other) &&
      bruteForce(
        rest.filter((vertex) => vertex !== other),
        adjacent,
      ),
  );
}

describe("perfect matching", () => {
  it("sees through odd cycles (blossoms)", () => {
    const graph = (edges: [number, number][]) => (a: number, b: number) =>
      edges.some(([x, y]) => (x === a && y === b) || (x === b && y === a));
    // Two triangles: no pairing covers them. Joined by an edge: the bridge plus one edge of each.
    const triangles: [number, number][] = [
      [0, 1],
      [1, 2],
      [2, 0],
      [3, 4],
      [4, 5],
      [5, 3],
    ];
    expect(hasPerfectMatching(6, graph(triangles))).toBe(false);
    expect(hasPerfectMatching(6, graph([...triangles, [2, 3]]))).toBe(true);
    expect(hasPerfectMatching(3, () => true)).toBe(false);
    expect(hasPerfectMatching(0, () => false)).toBe(true);
  });

  it("agrees with trying every pairing on seeded random graphs", () => {
    const random = Random.fromSeed("matching");
    for (let trial = 0; trial < 400; trial++) {
      const count = 2 * random.int(1, 5);
      const edges = new Set<string>();
      for (let a = 0; a < count; a++) for (let b = a + 1; b < count; b++) if (random.int(0, 2) === 0) edges.add(`${a}-${b}`);
      const adjacent = (a: number, b: number) => edges.has(`${Math.min(a, b)}-${Math.max(a, b)}`);
      expect(hasPerfectMatching(count, adjacent)).toBe(bruteForce([...Array(count).keys()], adjacent));
    }
  });
});
