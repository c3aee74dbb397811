// Round-robin schedules. At two seats every pairing meets in a fixed number of games with the first seat
// alternating; at three to five seats no exact design exists for most counts, so a schedule is built round
// by round to spread meetings as evenly as it can, with seats rotated.
import { Random } from "../engine/random.js";
import { checkTableSize } from "./scoring.js";

const MAX_ROUND_ROBIN_ENTRANTS = 32;
export const MAX_GAMES_PER_PAIRING = 4;
/** Enough for every pair of 32 entrants at 3-seat tables to meet twice; bounds the schedule's size. */
const MAX_TABLE_ROUNDS = 64;

/** One round: tables as seat lists (first seat plays first), and who sits this round out. */
export interface ScheduledRound {
  readonly tables: readonly (readonly string[])[];
  readonly sittingOut: readonly string[];
}

export function checkEntrants(entrants: readonly string[], max: number, min = 2): void {
  if (!Number.isInteger(entrants.length) || entrants.length < min || entrants.length > max) {
    throw new RangeError(`This format takes ${min} to ${max} entrants, not ${entrants.length}.`);
  }
  if (new Set(entrants).size !== entrants.length) throw new RangeError("An entrant is listed twice.");
}

/** Rounds in one cycle of a two-seat round-robin of `count` players: an odd count adds a bye place. */
function pairwiseCycle(count: number): number {
  return count % 2 === 0 ? count - 1 : count;
}

/** How many rounds a two-seat round-robin of `count` players lasts at `gamesPerPairing` games a pairing. */
export function pairwiseRoundCount(count: number, gamesPerPairing: number): number {
  return pairwiseCycle(count) * gamesPerPairing;
}

/**
 * Round `index` (from 0) of a two-seat round-robin by the circle method (Berger tables): n - 1 rounds (n
 * rounded up to even, the extra place being a bye), repeated `gamesPerPairing` times with the seats
 * swapped each time. Within one cycle the first seat is balanced so nobody plays first more than once
 * more than second. Each round is computed alone, so a tournament computes only the round it opens.
 */
export function pairwiseRound(entrants: readonly string[], gamesPerPairing: number, index: number): ScheduledRound {
  checkPairwise(entrants, gamesPerPairing);
  const cycle = pairwiseCycle(entrants.length);
  if (!Number.isInteger(index) || index < 0 || index >= cycle * gamesPerPairing) {
    throw new RangeError(`This round-robin has rounds 0 to ${cycle * gamesPerPairing - 1}, not ${index}.`);
  }
  const places: (string | null)[] = entrants.length % 2 === 0 ? [...entrants] : [...entrants, null];
  const size = places.length;
  const pivot = places[size - 1]!;
  const circle = places.slice(0, size - 1);
  const round = index % cycle;
  const swapped = Math.floor(index / cycle) % 2 === 1;
  const tables: [string, string][] = [];
  const sittingOut: string[] = [];
  const seat = (first: string | null, second: string | null) => {
    if (first === null) sittingOut.push(second!);
    else if (second === null) sittingOut.push(first);
    else tables.push(swapped ? [second, first] : [first, second]);
  };
  // The pivot alternates seats round by round; the rest alternate by their distance across the circle.
  const opposite = circle[round]!;
  if (round % 2 === 0) seat(opposite, pivot);
  else seat(pivot, opposite);
  for (let step = 1; step < size / 2; step++) {
    const a = circle[(round + step) % (size - 1)]!;
    const b = circle[(round - step + size - 1) % (size - 1)]!;
    if (step % 2 === 0) seat(a, b);
    else seat(b, a);
  }
  return { tables, sittingOut };
}

function checkPairwise(entrants: readonly string[], gamesPerPairing: number): void {
  checkEntrants(entrants, MAX_ROUND_ROBIN_ENTRANTS);
  if (!Number.isInteger(gamesPerPairing) || gamesPerPairing < 1 || gamesPerPairing > MAX_GAMES_PER_PAIRING) {
    throw new RangeError(`A pairing plays 1 to ${MAX_GAMES_PER_PAIRING} games, not ${gamesPerPairing}.`);
  }
}

/** The whole two-seat schedule, round after round (`pairwiseRound`). */
export function pairwiseRoundRobin(entrants: readonly string[], gamesPerPairing: number): ScheduledRound[] {
  checkPairwise(entrants, gamesPerPairing);
  return Array.from({ length: pairwiseRoundCount(entrants.length, gamesPerPairing) }, (_, index) =>
    pairwiseRound(entrants, gamesPerPairing, index),
  );
}

/**
 * The round after `previous` of tables of `tableSize` (3 to 5). When the count does not divide, players
 * who sat out least sit out. Tables (and who sits out, among equals) are improved by swapping players
 * while that lowers the cost of the meetings they create: a pair that has met m times costs (P + 1)^m,
 * P being the pairs one round forms, so meeting a less-met opponent outweighs any other rearrangement.
 * Seats then go to whoever has held each seat least. The meetings, sit-outs and seats so far are read
 * from `previous`, so each round is computed when it opens; the seed (with the round's number) only
 * breaks ties, so a schedule replays from its seed.
 */
export function nextTableRound(
  entrants: readonly string[],
  tableSize: number,
  previous: readonly ScheduledRound[],
  seed: string,
): ScheduledRound {
  checkTableSize(tableSize);
  checkEntrants(entrants, MAX_ROUND_ROBIN_ENTRANTS, tableSize);
  if (previous.length >= MAX_TABLE_ROUNDS) {
    throw new RangeError(`A table round-robin lasts 1 to ${MAX_TABLE_ROUNDS} rounds, not ${previous.length + 1}.`);
  }
  const count = entrants.length;
  const indexOf = new Map(entrants.map((entrant, index) => [entrant, index]));
  const at = (entrant: string) => {
    const index = indexOf.get(entrant);
    if (index === undefined) throw new RangeError(`${entrant} is in the schedule but is not an entrant.`);
    return index;
  };
  const met = Array.from({ length: count }, () => new Array<number>(count).fill(0));
  const satOut = new Array<number>(count).fill(0);
  const seatsHeld = Array.from({ length: count }, () => new Array<number>(tableSize).fill(0));
  for (const round of previous) {
    for (const entrant of round.sittingOut) satOut[at(entrant)]!++;
    for (const table of round.tables) {
      const players = table.map(at);
      for (const [seat, player] of players.entries()) seatsHeld[player]![seat]!++;
      for (const a of players) for (const b of players) if (a !== b) met[a]![b]!++;
    }
  }
  const random = Random.fromSeed(`${seed}#${previous.length}`);
  const base = Math.floor(count / tableSize) * ((tableSize * (tableSize - 1)) / 2) + 1;
  const pairCost = (a: number, b: number) => base ** met[a]![b]!;
  const tableCost = (table: readonly number[]) => {
    let cost = 0;
    for (let i = 0; i < table.length; i++) for (let j = i + 1; j < table.length; j++) cost += pairCost(table[i]!, table[j]!);
    return cost;
  };
  let best: number[][] = [];
  let bestCost = Number.POSITIVE_INFINITY;
  for (let start = 0; start < STARTS_PER_ROUND; start++) {
    const order = random.shuffle([...entrants.keys()]).sort((a, b) => satOut[b]! - satOut[a]!);
    const seated = order.length - (order.length % tableSize);
    // Those who sat out least sit out; among equals, whoever suits the tables best.
    const threshold = satOut[order[seated]!] ?? 0;
    const tables: number[][] = [order.slice(seated)];
    for (let first = 0; first < seated; first += tableSize) tables.push(order.slice(first, first + tableSize));
    const cost = (table: readonly number[], index: number) => (index === 0 ? 0 : tableCost(table));
    const swappable = (a: number, b: number, tableA: number, tableB: number) =>
      (tableA !== 0 && tableB !== 0) || (satOut[a] === threshold && satOut[b] === threshold);
    improveTables(tables, cost, swappable);
    const total = tables.reduce((sum, table, index) => sum + cost(table, index), 0);
    if (total < bestCost) {
      best = tables;
      bestCost = total;
    }
  }
  const [out, ...tables] = best as [number[], ...number[][]];
  return {
    tables: tables.map((table) => rotateSeats(table, seatsHeld).map((player) => entrants[player]!)),
    sittingOut: out.map((player) => entrants[player]!),
  };
}

/** `rounds` rounds of tables of `tableSize`, each the `nextTableRound` of those before it. */
export function tableRoundRobin(entrants: readonly string[], tableSize: number, rounds: number, seed: string): ScheduledRound[] {
  if (!Number.isInteger(rounds) || rounds < 1 || rounds > MAX_TABLE_ROUNDS) {
    throw new RangeError(`A table round-robin lasts 1 to ${MAX_TABLE_ROUNDS} rounds, not ${rounds}.`);
  }
  const schedule: ScheduledRound[] = [];
  for (let round = 0; round < rounds; round++) schedule.push(nextTableRound(entrants, tableSize, schedule, seed));
  return schedule;
}

const MAX_IMPROVING_PASSES = 100;
/** Local search stops in local optima; a few seeded starts per round find better ones. */
const STARTS_PER_ROUND = 8;

/**
 * Swaps players between groups while any swap lowers the total cost and `swappable` allows it (group 0
 * is those sitting out, who may only trade places with players who sat out as often).
 */
function improveTables(
  tables: number[][],
  tableCost: (table: readonly number[], index: number) => number,
  swappable: (a: number, b: number, tableA: number, tableB: number) => boolean,
): void {
  let improved = true;
  // Each pass lowers the cost or ends the loop; the cap only guards against float rounding cycling.
  for (let pass = 0; improved && pass < MAX_IMPROVING_PASSES; pass++) {
    improved = false;
    for (let t = 0; t < tables.length; t++) {
      for (let u = t + 1; u < tables.length; u++) {
        for (let i = 0; i < tables[t]!.length; i++) {
          for (let j = 0; j < tables[u]!.length; j++) {
            const left = tables[t]!;
            const right = tables[u]!;
            if (!swappable(left[i]!, right[j]!, t, u)) continue;
            const before = tableCost(left, t) + tableCost(right, u);
            const swappedLeft = left.with(i, right[j]!);
            const swappedRight = right.with(j, left[i]!);
            if (tableCost(swappedLeft, t) + tableCost(swappedRight, u) < before) {
              tables[t] = swappedLeft;
              tables[u] = swappedRight;
              improved = true;
            }
          }
        }
      }
    }
  }
}

/** The seat order (of at most 120) that gives each player the seat they have held least. */
function rotateSeats(table: readonly number[], seatsHeld: readonly (readonly number[])[]): number[] {
  let best: number[] = [...table];
  let bestCost = Number.POSITIVE_INFINITY;
  for (const order of permutations(table)) {
    // Squares make one player's third first seat cost more than two players' second ones.
    const cost = order.reduce((sum, player, seat) => sum + (seatsHeld[player]![seat]! + 1) ** 2, 0);
    if (cost < bestCost) {
      best = order;
      bestCost = cost;
    }
  }
  return best;
}

function permutations(items: readonly number[]): number[][] {
  if (items.length <= 1) return [[...items]];
  return items.flatMap((item, index) => permutations(items.toSpliced(index, 1)).map((rest) => [item, ...rest]));
}
