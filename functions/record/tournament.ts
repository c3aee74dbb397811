// The tournament record: one item holding a tournament's settings, entrants, schedule and results, the
// plain data the tournament store saves and the service changes. Pure: the schedule and the standings
// come from shared/tournaments; this file says how a game's result and a round's progress read.

import type { LeagueAnswer, TimeoutPolicy, TournamentFormat, TournamentStatus } from "../../shared/api/index";
import type { GameResult } from "../../shared/engine/index";
import type { GameId } from "../../shared/games/index";
import type { TableGame } from "../../shared/tournaments/scoring";
import { type Standing, standings } from "../../shared/tournaments/standings";

interface Entrant {
  userId: string;
  name: string;
  joinedAt: string;
  /** The rating at the tournament's game when it started (null: unrated): a Swiss's starting order. */
  rating?: number | null;
}

/** A table of a round: its seats (user ids, first plays first), its game once created, its places once over. */
interface TournamentTable {
  seats: string[];
  /** Null until the round opens, and for a table skipped because one of its players was dropped. */
  gameId: string | null;
  /** Places by seat (1 best) once the game ended; null meanwhile. */
  places: number[] | null;
}

export interface TournamentRound {
  tables: TournamentTable[];
  sittingOut: string[];
  /** A Swiss bye (worth a win). */
  bye: string | null;
  /** When the round's games were created; null for a scheduled round not opened yet. */
  openedAt: string | null;
}

export interface TournamentRecord {
  id: string;
  name: string;
  game: GameId;
  format: TournamentFormat;
  tableSize: number;
  /** Round-robin: games per pairing at two seats, cycles of the schedule at bigger tables. */
  cycles: number;
  /** Swiss: rounds asked for (cut to what the entrants allow at the start). */
  swissRounds: number;
  maxEntrants: number;
  timePerMoveDays: number;
  /** The timeout policy of every game; "forfeit" also drops the late player from the tournament. */
  timeoutPolicy: TimeoutPolicy;
  /** When the clock starts it; null: when the last place is taken. */
  startAt: string | null;
  private: boolean;
  status: TournamentStatus;
  createdBy: string;
  createdAt: string;
  updatedAt: string;
  entrants: Entrant[];
  /** Users dropped for timing out, in the order they were dropped. */
  dropped: string[];
  /** Draws the last tie-break and shapes bigger tables' schedules; shown once the tournament is over. */
  seed: string;
  seedHash: string;
  /** The rounds as they open, a round-robin's computed from those before it, a Swiss's paired. */
  rounds: TournamentRound[];
  /**
   * How many rounds a round-robin lasts, set at the start. Absent in a tournament started before rounds
   * were computed as they open: its rounds hold the whole schedule from the start.
   */
  roundRobinRounds?: number;
  /** The league season this tournament is a division of, if any. */
  league?: { id: string; season: number; division: number };
  /** Bumped on every write: the optimistic-concurrency token. */
  rev: number;
}

/** A player the creator named, in the division the creator listed them in (1 is the top). */
export interface LeagueMember {
  userId: string;
  name: string;
  division: number;
  answer: LeagueAnswer;
}

/** A league: divisions ranked from the top, each season's division a round-robin tournament. */
export interface LeagueRecord {
  id: string;
  name: string;
  createdBy: string;
  /** The creator's name when they created it, for the invitations to say who invites. */
  createdByName: string;
  createdAt: string;
  /**
   * Everyone the creator named and their answers. A season seats only those who accepted; one who
   * accepts after a season started joins the next; one who declines after playing leaves after it.
   */
  members: LeagueMember[];
  /** Players who go up and down between neighbouring divisions after each season. */
  moves: number;
  /** The settings each division's tournament is created with. */
  settings: Pick<TournamentRecord, "game" | "tableSize" | "cycles" | "timePerMoveDays" | "timeoutPolicy" | "private">;
  /** Each season's divisions, top first, as tournament ids. */
  seasons: { divisions: string[]; startedAt: string }[];
  rev: number;
}

/**
 * A finished game's places: the winners share first place; the others follow by score, equal scores
 * sharing a place (competition ranking: 1, 1, 3).
 */
export function placesOf(result: GameResult): number[] {
  const key = (seat: number) => [result.winners.includes(seat) ? 1 : 0, result.scores[seat] ?? 0] as const;
  return result.scores.map((_, seat) => {
    const [won, score] = key(seat);
    return (
      1 +
      result.scores.filter((__, other) => {
        const [otherWon, otherScore] = key(other);
        return otherWon > won || (otherWon === won && otherScore > score);
      }).length
    );
  });
}

/** How many rounds the tournament lasts: a Swiss's asked-for (or cut) count, a round-robin's schedule. */
export function roundCount(tournament: TournamentRecord): number {
  if (tournament.format === "swiss") return tournament.swissRounds;
  return tournament.roundRobinRounds ?? tournament.rounds.length;
}

/** The rounds opened so far. */
export function openedRounds(tournament: TournamentRecord): TournamentRound[] {
  return tournament.rounds.filter((round) => round.openedAt !== null);
}

/** Whether every game of a round has ended (a skipped table has no game to wait for). */
export function isRoundOver(round: TournamentRound): boolean {
  return round.openedAt !== null && round.tables.every((table) => table.gameId === null || table.places !== null);
}

/** When the clock must look at the tournament: its start date while it is open. */
export function tournamentDue(tournament: Pick<TournamentRecord, "status" | "startAt">): string | null {
  return tournament.status === "open" ? tournament.startAt : null;
}

/** The fewest entrants a tournament starts with: a full table, and two for a Swiss. */
export function minEntrants(tournament: Pick<TournamentRecord, "tableSize">): number {
  return Math.max(2, tournament.tableSize);
}

/** The standings now, by the core's rules (docs/tournaments.md): every scheduled table counts. */
export function currentStandings(tournament: TournamentRecord): Standing[] {
  const games: TableGame[] = tournament.rounds.flatMap((round) => round.tables.map(({ seats, places }) => ({ seats, places })));
  return standings({
    format: tournament.format,
    entrants: tournament.entrants.map((e) => e.userId),
    games,
    byes: tournament.rounds.flatMap((round) => (round.bye ? [round.bye] : [])),
    dropped: new Set(tournament.dropped),
    seed: tournament.seed,
  });
}
