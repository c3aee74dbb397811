// Seats told apart by colour-blind players: every pair of a game's seat colours stays distinct when seen
// with protanopia, deuteranopia or tritanopia (Machado, Oliveira and Fernandes' 2009 simulation at full
// severity, on linear RGB), measured as a CIE76 distance in Lab. 15 keeps a margin over the ~10 at
// which two flat patches are told apart at a glance; the Okabe–Ito palette's closest pair is about 17.
import { describe, expect, it } from "vitest";
import { SEATS } from "./palette";

const DEFICIENCIES = {
  protanopia: [
    [0.152286, 1.052583, -0.204868],
    [0.114503, 0.786281, 0.099216],
    [-0.003882, -0.048116, 1.051998],
  ],
  deuteranopia: [
    [0.367322, 0.860646, -0.227968],
    [0.280085, 0.672501, 0.047413],
    [-0.01182, 0.04294, 0.968881],
  ],
  tritanopia: [
    [1.255528, -0.076749, -0.178779],
    [-0.078411, 0.930809, 0.147602],
    [0.004733, 0.691367, 0.3039],
  ],
};
const MIN_DISTANCE = 15;

const linear = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
const rgb = (hex: string) => [1, 3, 5].map((i) => linear(Number.parseInt(hex.slice(i, i + 2), 16) / 255));
const seen = (matrix: number[][], c: number[]) =>
  matrix.map((row) => Math.min(1, Math.max(0, row[0]! * c[0]! + row[1]! * c[1]! + row[2]! * c[2]!)));

/** CIE Lab (D65) of a linear RGB colour. */
function lab([r, g, b]: number[]): number[] {
  const f = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : ((24389 / 27) * t + 16) / 116);
  const x = f((0.4124 * r! + 0.3576 * g! + 0.1805 * b!) / 0.95047);
  const y = f(0.2126 * r! + 0.7152 * g! + 0.0722 * b!);
  const z = f((0.0193 * r! + 0.1192 * g! + 0.9505 * b!) / 1.08883);
  return [116 * y - 16, 500 * (x - y), 200 * (y - z)];
}

describe("seat colours", () => {
  for (const [game, { fill }] of Object.entries(SEATS))
    for (const [deficiency, matrix] of Object.entries(DEFICIENCIES))
      it(`${game}: every two seats differ with ${deficiency}`, () => {
        const close: string[] = [];
        for (let i = 0; i < fill.length; i++)
          for (let j = i + 1; j < fill.length; j++) {
            const [a, b] = [lab(seen(matrix, rgb(fill[i]!))), lab(seen(matrix, rgb(fill[j]!)))];
            const distance = Math.hypot(a[0]! - b[0]!, a[1]! - b[1]!, a[2]! - b[2]!);
            if (distance < MIN_DISTANCE) close.push(`seats ${i + 1} and ${j + 1} (${fill[i]}, ${fill[j]}): ${distance.toFixed(1)}`);
          }
        expect(close).toEqual([]);
      });
});
