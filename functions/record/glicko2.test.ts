import { describe, expect, it } from "vitest";
import { NEW_RATING, rateGame, updateRating } from "./glicko2";

describe("Glicko-2", () => {
  it("reproduces the worked example of Glickman's paper", () => {
    // A 1500 player (RD 200, σ 0.06) beats a 1400 (RD 30), loses to a 1550 (RD 100) and to a 1700 (RD 300).
    const updated = updateRating({ rating: 1500, deviation: 200, volatility: 0.06 }, [
      { opponent: { rating: 1400, deviation: 30, volatility: 0.06 }, score: 1 },
      { opponent: { rating: 1550, deviation: 100, volatility: 0.06 }, score: 0 },
      { opponent: { rating: 1700, deviation: 300, volatility: 0.06 }, score: 0 },
    ]);
    expect(updated.rating).toBeCloseTo(1464.06, 1);
    expect(updated.deviation).toBeCloseTo(151.52, 1);
    expect(updated.volatility).toBeCloseTo(0.05999, 4);
  });

  it("widens the deviation of a player who did not play", () => {
    const idle = updateRating({ rating: 1500, deviation: 200, volatility: 0.06 }, []);
    expect(idle.rating).toBe(1500);
    expect(idle.deviation).toBeCloseTo(Math.sqrt((200 / 173.7178) ** 2 + 0.06 ** 2) * 173.7178, 6);
  });

  it("rates a four-player game as pairwise results: the winner gains, the last loses, a tie is a draw", () => {
    const [first, secondA, secondB, last] = rateGame([NEW_RATING, NEW_RATING, NEW_RATING, NEW_RATING], [30, 20, 20, 5]);
    expect(first!.rating).toBeGreaterThan(1500);
    expect(last!.rating).toBeLessThan(1500);
    expect(secondA!.rating).toBeCloseTo(secondB!.rating, 9);
    expect(first!.rating - 1500).toBeCloseTo(1500 - last!.rating, 6);
  });
});
