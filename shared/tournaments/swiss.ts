// Swiss pairing at two seats, in the spirit of the Dutch system: players ranked by score, then by their
// starting rank; within a score group the top half meets the bottom half in order; a player who cannot be
// paired in their group floats down to the next; no pairing repeats; the bye goes to the lowest-ranked
// player who has not had one. Choices follow these preferences in order, skipping only a choice that
// would leave somebody unpairable (checked exactly, by a matching algorithm).
import { hasPerfectMatching } from "./matching.js";
import { checkEntrants } from "./round-robin.js";
import { POINT_UNITS, seatPoints, type TableGame } from "./scoring.js";

export const MAX_SWISS_ENTRANTS = 64;

/** A played Swiss round: its two-seat games (first seat plays first) and who had the bye, if anyone. */
export interface SwissRound {
  readonly games: readonly TableGame[];
  readonly bye: string | null;
}

export interface SwissPairing {
  readonly tables: readonly (readonly [string, string])[];
  readonly bye: string | null;
}

/**
 * The most rounds a Swiss of `entrants` players may last. Up to this count a next round can always be
 * paired without repeats, whatever the earlier pairings: after r rounds each player has met at most r of
 * the others, and while the players still to pair each have at least half of the rest unmet, Dirac's
 * theorem gives a Hamiltonian cycle among unmet pairs, hence a perfect pairing (the bye is set aside first
 * when the count is odd). That holds for r + 1 <= floor(n / 2). More rounds than that call for a
 * round-robin.
 */
export function maxSwissRounds(entrants: number): number {
  return Math.floor(entrants / 2);
}

export function checkSwissRounds(entrants: number, rounds: number): void {
  const max = maxSwissRounds(entrants);
  if (!Number.isInteger(rounds) || rounds < 1 || rounds > max) {
    throw new RangeError(`A Swiss of ${entrants} players lasts 1 to ${max} rounds, not ${rounds}.`);
  }
}

/**
 * The next round's pairing. `entrants` are in starting order (best rated first); `dropped` players are
 * not paired any more; `apart` are pairs of players with a block between them, never paired while some
 * pairing without repeats keeps them apart (and paired as the rules say when none does: a Swiss must be
 * played). Every earlier game must have its result.
 */
export function pairSwissRound(
  entrants: readonly string[],
  rounds: readonly SwissRound[],
  dropped: ReadonlySet<string> = new Set(),
  apart: readonly (readonly [string, string])[] = [],
): SwissPairing {
  checkEntrants(entrants, MAX_SWISS_ENTRANTS);
  const active = entrants.filter((entrant) => !dropped.has(entrant));
  if (active.length < 2) throw new RangeError("A Swiss round needs two players still in the tournament.");
  // Rounds already played by the drop-outs count against the bound the remaining players must respect.
  checkSwissRounds(active.length, rounds.length + 1);
  const known = new Set(entrants);
  const score = new Map(entrants.map((entrant) => [entrant, 0]));
  const opponents = new Map(entrants.map((entrant) => [entrant, new Set<string>()]));
  const hadBye = new Set<string>();
  const firstSeats = new Map(entrants.map((entrant) => [entrant, 0]));
  const lastSeat = new Map<string, number>();
  for (const round of rounds) {
    if (round.bye !== null) {
      if (!known.has(round.bye)) throw new RangeError(`The bye went to ${round.bye}, who is not an entrant.`);
      hadBye.add(round.bye);
      // A bye is worth a win, as in most Swiss rules: the player was ready to play.
      score.set(round.bye, score.get(round.bye)! + POINT_UNITS);
    }
    for (const game of round.games) {
      if (game.seats.length !== 2) throw new RangeError("A Swiss game seats two players.");
      if (game.places === null) throw new RangeError("A round is paired once every game of the one before has ended.");
      const points = seatPoints(game);
      game.seats.forEach((player, seat) => {
        if (!known.has(player)) throw new RangeError(`${player} played but is not an entrant.`);
        score.set(player, score.get(player)! + points[seat]!);
        opponents.get(player)!.add(game.seats[1 - seat]!);
        lastSeat.set(player, seat);
      });
      firstSeats.set(game.seats[0]!, firstSeats.get(game.seats[0]!)! + 1);
    }
  }
  const startingRank = new Map(entrants.map((entrant, index) => [entrant, index]));
  const ranked = [...active].sort((a, b) => score.get(b)! - score.get(a)! || startingRank.get(a)! - startingRank.get(b)!);
  const unmet = (a: string, b: string) => !opponents.get(a)!.has(b);
  const kept = new Set(apart.map(([a, b]) => pairKey(a, b)));
  const notApart = (a: string, b: string) => unmet(a, b) && !kept.has(pairKey(a, b));

  const byeCandidates = ranked.length % 2 === 0 ? [null] : [...ranked].reverse().filter((player) => !hadBye.has(player));
  for (const canMeet of kept.size > 0 ? [notApart, unmet] : [unmet]) {
    for (const bye of byeCandidates) {
      const pairs = pairRanked(
        ranked.filter((player) => player !== bye),
        score,
        canMeet,
      );
      if (pairs) return { tables: pairs.map(([a, b]) => seatPair(a, b, firstSeats, lastSeat, startingRank)), bye };
    }
  }
  // Unreachable within maxSwissRounds unless players dropped out; said plainly rather than looping on.
  throw new RangeError("No pairing without a repeat remains for this round.");
}

/**
 * Pairs the highest unpaired player first. Their preferred opponent is the one half-way down their own
 * score group (so 1 meets 5 in a group of 8), then the others of the group going down, then those above
 * that middle going up, then lower groups in rank order (a float down). A choice is taken only if the
 * players left can still all be paired, so the first acceptable choice is the final one.
 */
function pairRanked(
  ranked: readonly string[],
  score: ReadonlyMap<string, number>,
  canMeet: (a: string, b: string) => boolean,
): [string, string][] | null {
  if (!canAllBePaired(ranked, canMeet)) return null;
  const pairs: [string, string][] = [];
  let left = [...ranked];
  while (left.length > 0) {
    const [top, ...rest] = left as [string, ...string[]];
    const group = rest.filter((player) => score.get(player) === score.get(top));
    const lower = rest.filter((player) => score.get(player) !== score.get(top));
    // With the top player at index 0 of their group (size group.length + 1), the middle is at index half.
    const middle = Math.max(Math.floor((group.length + 1) / 2) - 1, 0);
    const preferred = [...group.slice(middle), ...group.slice(0, middle).reverse(), ...lower];
    // Some choice keeps the rest pairable, since the whole was: find is never undefined here.
    const opponent = preferred.find((candidate) => canMeet(top, candidate) && canAllBePaired(without(rest, candidate), canMeet))!;
    pairs.push([top, opponent]);
    left = without(rest, opponent);
  }
  return pairs;
}

/** One key for a pair, whichever comes first. */
const pairKey = (a: string, b: string) => (a < b ? `${a}\n${b}` : `${b}\n${a}`);

function without(players: readonly string[], removed: string): string[] {
  return players.filter((player) => player !== removed);
}

function canAllBePaired(players: readonly string[], canMeet: (a: string, b: string) => boolean): boolean {
  return hasPerfectMatching(players.length, (a, b) => canMeet(players[a]!, players[b]!));
}

/**
 * Who plays first: whoever has played first less often; when even, whoever sat second last time; when
 * still even, the higher ranked at the start. Seats then alternate as evenly as the pairings allow.
 */
function seatPair(
  a: string,
  b: string,
  firstSeats: ReadonlyMap<string, number>,
  lastSeat: ReadonlyMap<string, number>,
  startingRank: ReadonlyMap<string, number>,
): [string, string] {
  const byFirsts = firstSeats.get(a)! - firstSeats.get(b)!;
  if (byFirsts !== 0) return byFirsts < 0 ? [a, b] : [b, a];
  const lastA = lastSeat.get(a);
  const lastB = lastSeat.get(b);
  if (lastA !== lastB) {
    if (lastA === 1 || lastB === 0) return [a, b];
    if (lastB === 1 || lastA === 0) return [b, a];
  }
  return startingRank.get(a)! < startingRank.get(b)! ? [a, b] : [b, a];
}
