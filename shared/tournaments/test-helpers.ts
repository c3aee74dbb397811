// Builders the tournaments' tests share.
import { expect } from "vitest";
import { Random } from "../engine/random.js";
import type { ScheduledRound } from "./round-robin.js";
import type { TableGame } from "./scoring.js";
import { pairSwissRound, type SwissRound } from "./swiss.js";

/** Entrants `p01`, `p02`…, as the Swiss tests name them. */
export const swissPlayers = (count: number) => Array.from({ length: count }, (_, index) => `p${String(index + 1).padStart(2, "0")}`);

/** Entrants `p1`, `p2`…, as the round-robin tests name them. */
export const players = (count: number) => Array.from({ length: count }, (_, index) => `p${index + 1}`);

/** Plays a whole Swiss with seeded results (wins, losses and draws), checking each round as it is paired. */
export function playSwiss(entrants: readonly string[], roundCount: number, seed: string) {
  const random = Random.fromSeed(seed);
  const rounds: SwissRound[] = [];
  const score = new Map(entrants.map((entrant) => [entrant, 0]));
  for (let round = 0; round < roundCount; round++) {
    const pairing = pairSwissRound(entrants, rounds);
    const games: TableGame[] = pairing.tables.map((seats) => {
      const places = [
        [1, 2],
        [2, 1],
        [1, 1],
      ][random.int(0, 2)]!;
      return { seats, places };
    });
    rounds.push({ games, bye: pairing.bye });
    checkRound(entrants, rounds, score);
  }
  return rounds;
}

/** The rules the brief names, checked against the scores before the round: no repeat, byes low and once. */
function checkRound(entrants: readonly string[], rounds: readonly SwissRound[], score: Map<string, number>) {
  const latest = rounds.at(-1)!;
  const seated = latest.games.flatMap((game) => game.seats);
  expect(new Set([...seated, ...(latest.bye ? [latest.bye] : [])]).size).toBe(entrants.length);
  expect(seated.length + (latest.bye ? 1 : 0)).toBe(entrants.length);
  expect(latest.bye === null).toBe(entrants.length % 2 === 0);
  const earlier = rounds.slice(0, -1);
  const met = new Set(earlier.flatMap((round) => round.games.map((game) => [...game.seats].sort().join("-"))));
  for (const game of latest.games) expect(met.has([...game.seats].sort().join("-"))).toBe(false);
  if (latest.bye !== null) {
    const earlierByes = new Set(earlier.map((round) => round.bye));
    expect(earlierByes.has(latest.bye)).toBe(false);
    // Everybody ranked below the bye (lower score, or equal score and later start) already had one.
    const start = (player: string) => entrants.indexOf(player);
    const byeScore = score.get(latest.bye)!;
    const below = entrants.filter(
      (player) => score.get(player)! < byeScore || (score.get(player) === byeScore && start(player) > start(latest.bye!)),
    );
    for (const player of below) expect(earlierByes.has(player)).toBe(true);
  }
  for (const game of latest.games) {
    const [first, second] = game.places!;
    score.set(game.seats[0]!, score.get(game.seats[0]!)! + (first! < second! ? 2 : first === second ? 1 : 0));
    score.set(game.seats[1]!, score.get(game.seats[1]!)! + (second! < first! ? 2 : first === second ? 1 : 0));
  }
  if (latest.bye !== null) score.set(latest.bye, score.get(latest.bye)! + 2);
}

export function expectEachPlaysOncePerRound(entrants: readonly string[], schedule: readonly ScheduledRound[]) {
  for (const round of schedule) {
    const present = [...round.tables.flat(), ...round.sittingOut];
    expect(present.toSorted()).toEqual([...entrants].sort());
  }
}
