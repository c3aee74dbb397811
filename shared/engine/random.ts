// Seeded randomness kept inside a game's state: xoroshiro128+ from pure-rand, whose whole state is four
// 32-bit words that survive a JSON round trip. Engines copy their state before changing it, so this
// wrapper may advance its own generator in place.
import { xoroshiro128plus } from "pure-rand/generator/XoroShiro";
import { unsafeUniformIntDistribution } from "pure-rand/distribution/UnsafeUniformIntDistribution";
import type { RandomGenerator } from "pure-rand/types/RandomGenerator";

export type RandomState = readonly number[];

/** Four 32-bit words from a string (cyrb128), so every character of a seed matters. */
function seedWords(seed: string): number[] {
  let h1 = 1779033703,
    h2 = 3144134277,
    h3 = 1013904242,
    h4 = 2773480762;
  for (let i = 0; i < seed.length; i++) {
    const k = seed.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  // xoroshiro must not start from an all-zero state.
  return [(h1 | h2 | h3 | h4) === 0 ? 1 : h1 | 0, h2 | 0, h3 | 0, h4 | 0];
}

export class Random {
  private readonly generator: RandomGenerator;

  private constructor(generator: RandomGenerator) {
    this.generator = generator;
  }

  static fromSeed(seed: string): Random {
    return new Random(xoroshiro128plus.fromState(seedWords(seed)));
  }

  static fromState(state: RandomState): Random {
    return new Random(xoroshiro128plus.fromState(state));
  }

  /** The state to store back into the game's state. */
  get state(): RandomState {
    return [...this.generator.getState()];
  }

  /** A whole number from `min` to `max`, both included. */
  int(min: number, max: number): number {
    return unsafeUniformIntDistribution(min, max, this.generator);
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error("pick from an empty list");
    return items[this.int(0, items.length - 1)]!;
  }

  /** A shuffled copy (Fisher–Yates). */
  shuffle<T>(items: readonly T[]): T[] {
    const out = [...items];
    for (let i = out.length - 1; i > 0; i--) {
      const j = this.int(0, i);
      [out[i], out[j]] = [out[j]!, out[i]!];
    }
    return out;
  }
}
