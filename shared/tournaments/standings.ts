// Standings from results. Scores are in POINT_UNITS (see scoring.ts); tie-breaks are computed in whole
// numbers before one last division, so equal is equal and the order never depends on float rounding.
import { Random } from "../engine/random.js";
import { checkEntrants, MAX_GAMES_PER_PAIRING } from "./round-robin.js";
import { halfPointsAgainst, POINT_UNITS, seatPoints, type TableGame } from "./scoring.js";
import { MAX_SWISS_ENTRANTS } from "./swiss.js";

/** Every game a round-robin of the most entrants could schedule: bounds the loops below. */
const MAX_GAMES = ((MAX_SWISS_ENTRANTS * (MAX_SWISS_ENTRANTS - 1)) / 2) * MAX_GAMES_PER_PAIRING;

type Format = "round-robin" | "swiss";

export interface StandingsInput {
  readonly format: Format;
  readonly entrants: readonly string[];
  /** Every game scheduled so far, finished or not. */
  readonly games: readonly TableGame[];
  /** Swiss byes, one entry per bye given. */
  readonly byes?: readonly string[];
  /** Players dropped for timing out, handled by the policy in docs/tournaments.md. */
  readonly dropped?: ReadonlySet<string>;
  /** Draws the last tie-break; the tournament's own seed, so standings replay. */
  readonly seed: string;
}

export interface Standing {
  readonly entrant: string;
  /** 1-based; players level on every key but the draw still get distinct ranks, in the draw's order. */
  readonly rank: number;
  readonly points: number;
  readonly played: number;
  /** Round-robin: Sonneborn-Berger, then wins. Swiss: Buchholz, then median Buchholz. In points. */
  readonly tieBreaks: readonly [number, number];
  /** A player dropped with under half their round-robin games played: results struck out, ranked last. */
  readonly annulled: boolean;
}

/**
 * Round-robin: points, then Sonneborn-Berger (the points of the players you beat, half those you drew;
 * at bigger tables, per opponent at the table, your result against them by place), then wins (first
 * places), then a seeded draw. Swiss: points, then Buchholz (opponents' points summed), then median
 * Buchholz (the same without the best and the worst opponent), then a seeded draw.
 */
export function standings(input: StandingsInput): Standing[] {
  const { format, entrants, seed } = input;
  checkEntrants(entrants, MAX_SWISS_ENTRANTS);
  if (input.games.length > MAX_GAMES) throw new RangeError(`Standings take at most ${MAX_GAMES} games, not ${input.games.length}.`);
  if ((input.byes?.length ?? 0) > entrants.length) throw new RangeError("There are more byes than entrants.");
  const dropped = input.dropped ?? new Set<string>();
  const byes = input.byes ?? [];
  const annulled = new Set(format === "round-robin" ? [...dropped].filter((player) => playedShare(player, input.games) < 0.5) : []);
  const games = input.games
    .filter((game) => !game.seats.some((player) => annulled.has(player)))
    .flatMap((game) => {
      if (game.places !== null) return [game];
      return game.seats.some((player) => dropped.has(player)) ? [forfeited(game, dropped)] : [];
    });

  const score = new Map(entrants.map((entrant) => [entrant, 0]));
  const played = new Map(entrants.map((entrant) => [entrant, 0]));
  const wins = new Map(entrants.map((entrant) => [entrant, 0]));
  for (const game of games) {
    const points = seatPoints(game);
    game.seats.forEach((player, seat) => {
      if (!score.has(player)) throw new RangeError(`${player} played but is not an entrant.`);
      score.set(player, score.get(player)! + points[seat]!);
      played.set(player, played.get(player)! + 1);
      if (game.places![seat] === 1 && game.places!.filter((place) => place === 1).length === 1) wins.set(player, wins.get(player)! + 1);
    });
  }
  for (const player of byes) {
    if (!score.has(player)) throw new RangeError(`${player} had a bye but is not an entrant.`);
    score.set(player, score.get(player)! + POINT_UNITS);
  }

  const keys = new Map<string, [number, number]>();
  for (const entrant of entrants) {
    keys.set(
      entrant,
      format === "round-robin"
        ? [sonnebornBerger(entrant, games, score), wins.get(entrant)! * POINT_UNITS]
        : buchholz(entrant, games, byes, score),
    );
  }
  const drawOrder = new Map(
    Random.fromSeed(seed)
      .shuffle(entrants)
      .map((entrant, index) => [entrant, index]),
  );
  const ordered = [...entrants].sort(
    (a, b) =>
      Number(annulled.has(a)) - Number(annulled.has(b)) ||
      score.get(b)! - score.get(a)! ||
      keys.get(b)![0] - keys.get(a)![0] ||
      keys.get(b)![1] - keys.get(a)![1] ||
      drawOrder.get(a)! - drawOrder.get(b)!,
  );
  return ordered.map((entrant, index) => ({
    entrant,
    rank: index + 1,
    points: score.get(entrant)! / POINT_UNITS,
    played: played.get(entrant)!,
    tieBreaks: [keys.get(entrant)![0] / POINT_UNITS, keys.get(entrant)![1] / POINT_UNITS],
    annulled: annulled.has(entrant),
  }));
}

function playedShare(player: string, games: readonly TableGame[]): number {
  const own = games.filter((game) => game.seats.includes(player));
  return own.length === 0 ? 0 : own.filter((game) => game.places !== null).length / own.length;
}

/** An unplayed game with a dropped player: the dropped players share last place, the others share first. */
function forfeited(game: TableGame, dropped: ReadonlySet<string>): TableGame {
  const staying = game.seats.filter((player) => !dropped.has(player)).length;
  return { seats: game.seats, places: game.seats.map((player) => (dropped.has(player) ? staying + 1 : 1)) };
}

/**
 * Per game, per opponent at the table: your result against them (1 ahead, ½ level, 0 behind) times their
 * points, divided by the opponents at the table so that a five-seat game weighs like a two-seat one.
 * In POINT_UNITS: each term is halves × units / (k - 1), with (k - 1) dividing the 720 units' factor 12.
 */
function sonnebornBerger(player: string, games: readonly TableGame[], score: ReadonlyMap<string, number>): number {
  let sum = 0;
  for (const game of games) {
    const seat = game.seats.indexOf(player);
    if (seat < 0) continue;
    const opponents = game.seats.length - 1;
    game.seats.forEach((other, otherSeat) => {
      if (otherSeat === seat) return;
      sum += halfPointsAgainst(game.places!, seat, otherSeat) * score.get(other)! * (12 / opponents);
    });
  }
  // sum counts halves × units × 12 / (k - 1): back to units of one point.
  return sum / 24;
}

/**
 * Buchholz and median Buchholz, two-seat games only (a Swiss is). A bye counts as an opponent with the
 * player's own final score, so it neither lifts nor sinks the player against the rest of their group.
 */
function buchholz(
  player: string,
  games: readonly TableGame[],
  byes: readonly string[],
  score: ReadonlyMap<string, number>,
): [number, number] {
  const opposing = games
    .filter((game) => game.seats.includes(player))
    .map((game) => score.get(game.seats.find((other) => other !== player)!)!);
  for (const bye of byes) if (bye === player) opposing.push(score.get(player)!);
  const total = opposing.reduce((sum, points) => sum + points, 0);
  if (opposing.length < 3) return [total, total];
  return [total, total - Math.max(...opposing) - Math.min(...opposing)];
}
