// How a finished game's result reads as a tournament table's places.
import { describe, expect, it } from "vitest";
import { placesOf } from "./tournament";

describe("a game's places", () => {
  it("puts the winners first and the others by score, equal scores sharing a place", () => {
    expect(placesOf({ winners: [1], scores: [3, 9] })).toEqual([2, 1]);
    expect(placesOf({ winners: [0, 1], scores: [5, 5] })).toEqual([1, 1]);
    expect(placesOf({ winners: [2], scores: [7, 4, 6, 7] })).toEqual([2, 4, 1, 2]);
  });

  it("ranks a winner above a higher-scoring loser (a forfeit's winner)", () => {
    expect(placesOf({ winners: [1], scores: [0, 1] })).toEqual([2, 1]);
    expect(placesOf({ winners: [0], scores: [2, 8] })).toEqual([1, 2]);
  });
});
