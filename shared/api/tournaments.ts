// The tournaments' part of the HTTP API (docs/api.md, "Tournaments"): what a client sends to create one,
// and what the tournament page and the lobby read.
import * as z from "../zod";
import { lazily } from "../engine/lazy";
import { gameId } from "./requests";
import { typedName } from "./names";
import {
  MAX_DIVISION_PLAYERS,
  MAX_LEAGUE_CYCLES,
  MAX_LEAGUE_DIVISIONS,
  MAX_TOURNAMENT_CYCLES,
  MAX_TOURNAMENT_ENTRANTS,
  TIME_PER_MOVE_DAYS,
  TIMEOUT_POLICIES,
  TOURNAMENT_FORMATS,
  TOURNAMENT_NAME_MAX_CHARS,
  type TimeoutPolicy,
  type TournamentFormat,
  type TournamentStatus,
} from "./choices";

const tournamentName = () => typedName(TOURNAMENT_NAME_MAX_CHARS);
/** Players at each table. */
const tableSize = () => z.int().check(z.minimum(2), z.maximum(5));
const cycles = (most: number) => z.optional(z.int().check(z.minimum(1), z.maximum(most)));

/** POST /api/tournaments */
export const createTournamentBody = lazily(() =>
  z
    .strictObject({
      name: tournamentName(),
      game: gameId(),
      format: z.enum(TOURNAMENT_FORMATS),
      /** Players at each table, within the game's range (a Swiss seats two). */
      tableSize: tableSize(),
      maxEntrants: z.int().check(z.minimum(2), z.maximum(MAX_TOURNAMENT_ENTRANTS)),
      /** Round-robin: games per pairing (two seats) or cycles of the schedule (bigger tables). */
      cycles: cycles(MAX_TOURNAMENT_CYCLES),
      /** Swiss: rounds, at most half the entrants. */
      rounds: z.optional(z.int().check(z.minimum(1), z.maximum(MAX_TOURNAMENT_ENTRANTS / 2))),
      timePerMoveDays: z.literal(TIME_PER_MOVE_DAYS),
      timeoutPolicy: z.enum(TIMEOUT_POLICIES),
      /** When the clock starts it (ISO); absent: when the last place is taken. */
      startAt: z.optional(z.iso.datetime()),
      private: z.optional(z.boolean()),
    })
    .check(
      z.refine((t) => t.format === "round-robin" || t.tableSize === 2, {
        message: "a Swiss seats two players at each table",
        path: ["tableSize"],
      }),
      z.refine((t) => t.maxEntrants >= t.tableSize, { message: "at least one full table of entrants", path: ["maxEntrants"] }),
    ),
);
export type CreateTournamentRequest = z.input<ReturnType<typeof createTournamentBody>>;

/**
 * POST /api/leagues: divisions top first, each a list of user ids (a profile's address gives one). The
 * players named are invited, not enrolled: each is in once they accept (POST /api/leagues/:id/accept).
 */
export const createLeagueBody = lazily(() =>
  z.strictObject({
    name: tournamentName(),
    game: gameId(),
    tableSize: tableSize(),
    cycles: cycles(MAX_LEAGUE_CYCLES),
    timePerMoveDays: z.literal(TIME_PER_MOVE_DAYS),
    timeoutPolicy: z.enum(TIMEOUT_POLICIES),
    /** Players going up and down between neighbouring divisions after each season. */
    moves: z.int().check(z.minimum(0), z.maximum(MAX_DIVISION_PLAYERS / 2)),
    private: z.optional(z.boolean()),
    divisions: z
      .array(z.array(z.string().check(z.minLength(1), z.maxLength(64))).check(z.minLength(2), z.maxLength(MAX_DIVISION_PLAYERS)))
      .check(z.minLength(1), z.maxLength(MAX_LEAGUE_DIVISIONS)),
  }),
);
export type CreateLeagueRequest = z.input<ReturnType<typeof createLeagueBody>>;

/** A league's invitation not answered yet, as GET /api/leagues lists it for the invited user. */
export interface LeagueInvitation {
  leagueId: string;
  /** The league's name, as its creator wrote it. */
  name: string;
  /** The creator's name. */
  invitedBy: string;
  invitedAt: string;
}

/** A league as the lobby lists it (GET /api/leagues: the public ones). */
export interface LeagueSummary {
  id: string;
  name: string;
  game: string;
  gameName: string;
  tableSize: number;
  timePerMoveDays: number;
  timeoutPolicy: TimeoutPolicy;
  moves: number;
  private: boolean;
  createdAt: string;
  /** The current season's number (1 is the first) and its divisions' sizes, top first. */
  season: number;
  divisionSizes: number[];
}

/** GET /api/leagues/:id, and POST /api/leagues's answer: each season's divisions, top first. */
export interface LeaguePage extends LeagueSummary {
  seasons: { number: number; startedAt: string; divisions: TournamentSummary[] }[];
  /**
   * The current season's divisions, top first, each as its tournament's page, with who goes up and
   * who goes down (user ids) if the standings stay as they are: final once the division is over.
   */
  divisions: (TournamentPage & { goingUp: string[]; goingDown: string[] })[];
  createdByName: string;
  /** Who accepted, in the division the creator named them for (1 is the top): the next season seats them. */
  players: { userId: string; name: string; division: number }[];
  /** For the creator alone (empty for anyone else): whom the creator named who has not accepted. */
  invitations: { userId: string; name: string; division: number; answer: "invited" | "declined" }[];
  /** For the creator alone: who asked to join from the league's link, for the creator to accept or decline. */
  requests: { userId: string; name: string }[];
  /**
   * `division`: where the viewer plays this season; `invitation`: their own answer, if the creator
   * named them, and `namedFor` the division the creator named them for.
   */
  you: { creator: boolean; division: number | null; invitation: LeagueAnswer | null; namedFor: number | null };
  inviteUrl: string;
}

/**
 * Where a player stands with a league: named by its creator (`invited`) and their answer, or asking to
 * join from its link (`asked`), for the creator to accept. Nobody is in a league before they accept, or
 * before the creator accepts their request.
 */
export type LeagueAnswer = "invited" | "accepted" | "declined" | "asked";

/** Requests to join a league from its link, waiting for its creator's answer: a link shared widely floods nobody. */
export const MAX_LEAGUE_REQUESTS = 50;

/** A tournament as the lobby lists it. */
export interface TournamentSummary {
  id: string;
  name: string;
  game: string;
  gameName: string;
  format: TournamentFormat;
  tableSize: number;
  status: TournamentStatus;
  entrants: number;
  maxEntrants: number;
  timePerMoveDays: number;
  timeoutPolicy: TimeoutPolicy;
  /** Null: it starts when full. */
  startAt: string | null;
  private: boolean;
  createdAt: string;
}

interface TournamentStanding {
  rank: number;
  userId: string;
  name: string;
  points: number;
  played: number;
  /** Round-robin: Sonneborn-Berger, then wins. Swiss: Buchholz, then median Buchholz. */
  tieBreaks: [number, number];
  dropped: boolean;
  /** Dropped before half their games (round-robin): their results are struck out. */
  annulled: boolean;
  you: boolean;
}

export interface TournamentGameView {
  /** Null: a table skipped because a player was dropped (a forfeit). */
  id: string | null;
  players: { userId: string; name: string }[];
  status: "scheduled" | "active" | "finished" | "forfeited";
  /** Places by seat once over. */
  places: number[] | null;
  awaiting: number[];
  deadline: string | null;
}

export interface TournamentRoundView {
  number: number;
  openedAt: string | null;
  games: TournamentGameView[];
  sittingOut: string[];
  bye: string | null;
}

/** GET /api/tournaments/:id */
export interface TournamentPage extends TournamentSummary {
  cycles: number;
  swissRounds: number;
  /** The names of the tie-breaks in order, for the page to state them. */
  tieBreaks: ["sonneborn-berger", "wins"] | ["buchholz", "median-buchholz"];
  players: { userId: string; name: string; dropped: boolean }[];
  standings: TournamentStanding[];
  rounds: TournamentRoundView[];
  you: { entered: boolean; creator: boolean };
  inviteUrl: string;
  seedHash: string;
  /** Shown once the tournament is over: the draw of the last tie-break can be checked. */
  seed?: string;
  /** The league season this tournament is a division of (1 is the top division). */
  league?: { id: string; name: string; season: number; division: number };
}
