// The life of a tournament: create, join and leave while open, start (on its date by the clock, when
// full, or by its creator), then rounds that open by themselves: each table of a round becomes an
// ordinary rated game, results come back as games end (the table's stream, `gameChanged`), the next
// round opens when a round is over, and a player who times out under the "forfeit" policy is dropped.
// The schedules, pairings and standings are the pure core's (shared/tournaments, docs/tournaments.md).

import {
  MAX_OPEN_TOURNAMENTS_PER_USER,
  type CreateTournamentRequest,
  type TournamentGameView,
  type TournamentPage,
  type TournamentRoundView,
  type TournamentSummary,
} from "../../shared/api/index";
import { type GameId, gameRules, isGameId, loadGame } from "../../shared/games/index";
import { nextTableRound, pairwiseRound, pairwiseRoundCount } from "../../shared/tournaments/round-robin";
import { maxSwissRounds, pairSwissRound } from "../../shared/tournaments/swiss";
import type { BlockStore } from "../store/blocks";
import { DomainError } from "../record/errors";
import type { GameRecord } from "../record/game";
import { standsIn } from "../record/rescue";
import {
  currentStandings,
  isRoundOver,
  type LeagueRecord,
  minEntrants,
  openedRounds,
  placesOf,
  roundCount,
  type TournamentRecord,
  type TournamentRound,
} from "../record/tournament";
import type { GameStore } from "../store/games";
import { isWellFormedId, newId, randomToken, sha256Hex } from "../store/ids";
import { Conflict } from "../store/outcomes";
import type { RatingStore } from "../store/ratings";
import type { TournamentStore } from "../store/tournaments";
import type { User } from "../store/users";
import type { GameService } from "./games";

/** A table round-robin's length is fixed at the start; the core takes at most this many rounds. */
const MAX_TABLE_ROUNDS = 64;
/** How far ahead a start date may be. */
const MAX_START_DAYS = 90;
const TOURNAMENTS_IN_LOBBY = 50;

/**
 * The fewest rounds in which every pair of `count` players could meet once at tables of `size`: the
 * pairs to meet over the pairs one round seats.
 */
function cycleRounds(count: number, size: number): number {
  const perRound = Math.floor(count / size) * ((size * (size - 1)) / 2);
  return Math.ceil((count * (count - 1)) / 2 / perRound);
}

export class TournamentService {
  constructor(
    private readonly store: TournamentStore,
    private readonly gameStore: GameStore,
    private readonly games: GameService,
    private readonly ratings: RatingStore,
    private readonly now: () => Date,
    /** Who blocked whom: a Swiss round keeps such pairs apart where it can (docs/social.md). */
    private readonly blocks?: Pick<BlockStore, "blockedAmong">,
  ) {}

  /** The tournament, or null when there is none with this id. */
  async find(id: string): Promise<TournamentRecord | null> {
    return isWellFormedId(id) ? this.store.get(id) : null;
  }

  /** The league, or null when there is none with this id. */
  async findLeague(id: string): Promise<LeagueRecord | null> {
    return isWellFormedId(id) ? this.store.getLeague(id) : null;
  }

  async load(id: string): Promise<TournamentRecord> {
    const tournament = await this.find(id);
    if (!tournament) throw new DomainError("not-found", "tournament-not-found", "No tournament has this id: check the link.");
    return tournament;
  }

  async create(creator: User, input: CreateTournamentRequest): Promise<TournamentRecord> {
    requireAccount(creator);
    const game = await checkTable(input.game, input.tableSize);
    const most = maxSwissRounds(input.maxEntrants);
    const swissRounds = input.rounds ?? most;
    if (input.format === "swiss" && swissRounds > most) {
      throw new DomainError("invalid", "bad-rounds", `A Swiss of ${input.maxEntrants} players lasts at most ${most} rounds.`);
    }
    const now = this.now();
    if (input.startAt !== undefined) {
      const start = Date.parse(input.startAt);
      if (start <= now.getTime() || start > now.getTime() + MAX_START_DAYS * 86_400_000) {
        throw new DomainError("invalid", "bad-start", `The start date must be in the next ${MAX_START_DAYS} days.`);
      }
    }
    // As open games are capped per creator (GameService), so that one account cannot fill the lobby. A
    // cap, not a quota: two creations at one moment may both pass.
    if (!input.private && (await this.store.countOpenCreatedBy(creator.id)) >= MAX_OPEN_TOURNAMENTS_PER_USER) {
      throw new DomainError(
        "conflict",
        "too-many-open-tournaments",
        `You already have ${MAX_OPEN_TOURNAMENTS_PER_USER} public tournaments open for entry: wait until one starts.`,
      );
    }
    // The creator plays: a tournament is organised among players (they may leave before the start).
    const tournament = this.newRecord(newId(), creator.id, [{ userId: creator.id, name: creator.name }], {
      name: input.name,
      game,
      format: input.format,
      tableSize: input.tableSize,
      cycles: input.cycles ?? 1,
      swissRounds,
      maxEntrants: input.maxEntrants,
      timePerMoveDays: input.timePerMoveDays,
      timeoutPolicy: input.timeoutPolicy,
      startAt: input.startAt ? new Date(input.startAt).toISOString() : null,
      private: input.private ?? false,
    });
    await this.store.create(tournament);
    return tournament;
  }

  private newRecord(
    id: string,
    createdBy: string,
    entrants: { userId: string; name: string }[],
    settings: Pick<
      TournamentRecord,
      | "name"
      | "game"
      | "format"
      | "tableSize"
      | "cycles"
      | "swissRounds"
      | "maxEntrants"
      | "timePerMoveDays"
      | "timeoutPolicy"
      | "startAt"
      | "private"
    >,
  ): TournamentRecord {
    const at = this.now().toISOString();
    const seed = randomToken();
    return {
      id,
      ...settings,
      status: "open",
      createdBy,
      createdAt: at,
      updatedAt: at,
      entrants: entrants.map((e) => ({ ...e, joinedAt: at })),
      dropped: [],
      seed,
      seedHash: sha256Hex(seed),
      rounds: [],
      rev: 0,
    };
  }

  /**
   * Creates a league's division `division` of season `season`, started with `entrants`. Its id is the
   * league's, season's and division's, created on the condition that it does not exist, so a season
   * opened twice (a retry, two divisions ending at once) creates each division once.
   */
  async openDivision(
    league: LeagueRecord,
    season: number,
    division: number,
    entrants: { userId: string; name: string }[],
  ): Promise<string> {
    const tournament = this.newRecord(`${league.id}-s${season}-d${division}`, league.createdBy, entrants, {
      ...league.settings,
      name: `${league.name}: ${season}.${division}`,
      format: "round-robin",
      swissRounds: 0,
      maxEntrants: entrants.length,
      startAt: null,
    });
    tournament.league = { id: league.id, season, division };
    try {
      await this.store.create(tournament, await this.begin(tournament));
    } catch (error) {
      if (!(error instanceof Conflict)) throw error;
    }
    return tournament.id;
  }

  /** Changes the tournament with `change` (which may answer games to create), retried on a concurrent write. */
  private async update(
    id: string,
    change: (tournament: TournamentRecord) => Promise<GameRecord[] | "unchanged"> | GameRecord[] | "unchanged",
  ): Promise<TournamentRecord> {
    for (let attempt = 0; attempt < 5; attempt++) {
      const tournament = await this.load(id);
      const rev = tournament.rev;
      const created = await change(tournament);
      if (created === "unchanged") return tournament;
      tournament.rev = rev + 1;
      tournament.updatedAt = this.now().toISOString();
      try {
        await this.store.save(tournament, rev, created);
        return tournament;
      } catch (error) {
        if (!(error instanceof Conflict)) throw error;
      }
    }
    throw new DomainError("unavailable", "busy", "Many people are changing this tournament right now: try again in a moment.");
  }

  /** Enters the user; the entry that fills a tournament without a start date starts it. */
  join(user: User, id: string): Promise<TournamentRecord> {
    requireAccount(user);
    return this.update(id, (tournament) => {
      if (tournament.entrants.some((e) => e.userId === user.id)) return "unchanged";
      if (tournament.status === "cancelled")
        throw new DomainError("conflict", "tournament-cancelled", "This tournament was cancelled: too few players entered by its date.");
      if (tournament.status !== "open")
        throw new DomainError("conflict", "tournament-started", "This tournament has started: entries are closed.");
      if (tournament.entrants.length >= tournament.maxEntrants)
        throw new DomainError("conflict", "tournament-full", "Every place of this tournament is taken.");
      tournament.entrants.push({ userId: user.id, name: user.name, joinedAt: this.now().toISOString() });
      return tournament.entrants.length === tournament.maxEntrants && tournament.startAt === null ? this.begin(tournament) : [];
    });
  }

  leave(user: User, id: string): Promise<TournamentRecord> {
    return this.update(id, (tournament) => {
      if (!tournament.entrants.some((e) => e.userId === user.id)) {
        throw new DomainError("conflict", "not-entered", "You have not entered this tournament.");
      }
      if (tournament.status !== "open") {
        throw new DomainError(
          "conflict",
          "tournament-started",
          "This tournament has started: finish your games, or let the clock drop you.",
        );
      }
      tournament.entrants = tournament.entrants.filter((e) => e.userId !== user.id);
      return [];
    });
  }

  /** The creator starts the tournament now, with the entrants it has. */
  start(user: User, id: string): Promise<TournamentRecord> {
    return this.update(id, (tournament) => {
      if (tournament.createdBy !== user.id)
        throw new DomainError("forbidden", "not-creator", "Only the tournament's creator can start it.");
      if (tournament.status !== "open") throw new DomainError("conflict", "tournament-started", "This tournament has started already.");
      const least = minEntrants(tournament);
      if (tournament.entrants.length < least) {
        throw new DomainError("conflict", "too-few-entrants", `This tournament needs at least ${least} entrants to start.`);
      }
      return this.begin(tournament);
    });
  }

  /** The clock's sweep: a tournament whose start date has come starts, or is cancelled without enough entrants. */
  async tick(id: string): Promise<void> {
    await this.update(id, (tournament) => {
      if (tournament.status !== "open" || !tournament.startAt || Date.parse(tournament.startAt) > this.now().getTime()) return "unchanged";
      if (tournament.entrants.length < minEntrants(tournament)) {
        tournament.status = "cancelled";
        return [];
      }
      return this.begin(tournament);
    });
  }

  /**
   * A game changed (the table's stream): a finished table takes its places, a seat forfeited under the
   * "forfeit" policy drops its player, so does a Swiss seat a stand-in plays (docs/clocks.md), and a
   * round whose games have all ended opens the next.
   */
  async gameChanged(gameId: string): Promise<void> {
    const game = await this.gameStore.get(gameId);
    if (!game?.tournamentId) return;
    await this.update(game.tournamentId, (tournament) => {
      const table = tournament.rounds.flatMap((round) => round.tables).find((t) => t.gameId === gameId);
      if (!table) return "unchanged";
      let changed = false;
      if (game.status === "finished" && game.result && table.places === null) {
        table.places = placesOf(game.result);
        changed = true;
      }
      // A Swiss round is played out by a silent player's stand-in; they are not paired again.
      const standIns = tournament.format === "swiss" ? game.players.flatMap((_, seat) => (standsIn(game, seat) ? [seat] : [])) : [];
      const leaving = [...standIns, ...(tournament.timeoutPolicy === "forfeit" ? game.forfeited : [])];
      for (const seat of leaving) {
        const userId = game.players[seat]?.userId;
        if (userId && !tournament.dropped.includes(userId)) {
          tournament.dropped.push(userId);
          changed = true;
        }
      }
      if (!changed) return "unchanged";
      const current = openedRounds(tournament).at(-1);
      return current && isRoundOver(current) && tournament.status === "active" ? this.openNext(tournament) : [];
    });
  }

  /** Starts the tournament: the starting order by rating, the schedule's length, the first round's games. */
  private async begin(tournament: TournamentRecord): Promise<GameRecord[]> {
    const ratings = await this.ratings.many(
      tournament.entrants.map((e) => e.userId),
      tournament.game,
    );
    for (const entrant of tournament.entrants) entrant.rating = ratings.get(entrant.userId)?.rating ?? null;
    // Best rated first, the unrated after them; among equals, who entered first.
    tournament.entrants.sort((a, b) => (b.rating ?? -1) - (a.rating ?? -1));
    const ids = tournament.entrants.map((e) => e.userId);
    tournament.status = "active";
    if (tournament.format === "swiss") tournament.swissRounds = Math.min(tournament.swissRounds, maxSwissRounds(ids.length));
    else {
      // Only the length is fixed now: each round is computed as it opens (nextRound).
      tournament.roundRobinRounds =
        tournament.tableSize === 2
          ? pairwiseRoundCount(ids.length, tournament.cycles)
          : Math.min(MAX_TABLE_ROUNDS, tournament.cycles * cycleRounds(ids.length, tournament.tableSize));
    }
    return this.openNext(tournament);
  }

  /**
   * Opens the next round with games (skipping tables of dropped players, which count as forfeits), or
   * ends the tournament after its last round, or when a Swiss cannot pair another round.
   */
  private async openNext(tournament: TournamentRecord): Promise<GameRecord[]> {
    const at = this.now().toISOString();
    // A round-robin's schedule is fixed: only a Swiss can keep blocked pairs apart.
    const apart =
      tournament.format === "swiss" && this.blocks ? await this.blocks.blockedAmong(tournament.entrants.map((e) => e.userId)) : [];
    for (;;) {
      const round = this.nextRound(tournament, apart);
      if (!round) {
        tournament.status = "finished";
        return [];
      }
      round.openedAt = at;
      const created: GameRecord[] = [];
      const name = (userId: string) => tournament.entrants.find((e) => e.userId === userId)?.name ?? "?";
      for (const table of round.tables) {
        if (table.seats.some((userId) => tournament.dropped.includes(userId))) continue;
        const game = this.games.seatedGame(
          tournament.game,
          table.seats.map((userId) => ({ userId, name: name(userId) })),
          { timePerMoveDays: tournament.timePerMoveDays, timeoutPolicy: tournament.timeoutPolicy, private: tournament.private },
          tournament.id,
        );
        table.gameId = game.id;
        created.push(game);
      }
      if (created.length > 0) return created;
    }
  }

  /** The round to open next: a round-robin's next scheduled one, a Swiss's next pairing; null when none is left. */
  private nextRound(tournament: TournamentRecord, apart: readonly (readonly [string, string])[]): TournamentRound | null {
    if (tournament.format === "round-robin") {
      const scheduled = tournament.rounds.find((round) => round.openedAt === null);
      if (scheduled) return scheduled;
      const done = tournament.rounds.length;
      if (done >= roundCount(tournament)) return null;
      const ids = tournament.entrants.map((e) => e.userId);
      const next =
        tournament.tableSize === 2
          ? pairwiseRound(ids, tournament.cycles, done)
          : nextTableRound(
              ids,
              tournament.tableSize,
              tournament.rounds.map((round) => ({ tables: round.tables.map((t) => t.seats), sittingOut: round.sittingOut })),
              tournament.seed,
            );
      return addRound(tournament, next.tables, next.sittingOut, null);
    }
    if (tournament.rounds.length >= tournament.swissRounds) return null;
    let pairing: ReturnType<typeof pairSwissRound>;
    try {
      pairing = pairSwissRound(
        tournament.entrants.map((e) => e.userId),
        tournament.rounds.map((round) => ({
          games: round.tables.map(({ seats, places }) => ({ seats, places })),
          bye: round.bye,
        })),
        new Set(tournament.dropped),
        apart,
      );
    } catch (error) {
      // Too few players are left to pair a round without repeats: the tournament ends here.
      if (error instanceof RangeError) return null;
      throw error;
    }
    return addRound(
      tournament,
      pairing.tables,
      tournament.entrants.flatMap((e) => (tournament.dropped.includes(e.userId) ? [e.userId] : [])),
      pairing.bye,
    );
  }

  /** Public tournaments open for entry (the lobby). */
  async listOpen(): Promise<TournamentSummary[]> {
    return (await this.store.listOpen(TOURNAMENTS_IN_LOBBY)).map(summary);
  }

  /** The tournament page: standings with their tie-breaks, rounds with their games' state and deadlines. */
  async page(
    tournament: TournamentRecord,
    viewerId: string | null,
    inviteUrl: string,
    knownLeague?: LeagueRecord,
  ): Promise<TournamentPage> {
    const league = tournament.league && (knownLeague ?? (await this.store.getLeague(tournament.league.id)));
    const gameIds = tournament.rounds.flatMap((round) => round.tables.flatMap((t) => (t.gameId ? [t.gameId] : [])));
    const found = new Map((await this.gameStore.getSummaries(gameIds)).map((g) => [g.id, g]));
    const name = (userId: string) => tournament.entrants.find((e) => e.userId === userId)?.name ?? "?";
    const dropped = new Set(tournament.dropped);
    const rounds: TournamentRoundView[] = tournament.rounds.map((round, index) => ({
      number: index + 1,
      openedAt: round.openedAt,
      sittingOut: round.sittingOut.map(name),
      bye: round.bye && name(round.bye),
      games: round.tables.map((table): TournamentGameView => {
        const game = table.gameId ? found.get(table.gameId) : undefined;
        return {
          id: table.gameId,
          players: table.seats.map((userId) => ({ userId, name: name(userId) })),
          status: round.openedAt === null ? "scheduled" : !table.gameId ? "forfeited" : game?.status === "finished" ? "finished" : "active",
          places: table.places,
          awaiting: game?.awaiting ?? [],
          deadline: game?.deadline ?? null,
        };
      }),
    }));
    const started = tournament.status === "active" || tournament.status === "finished";
    return {
      ...summary(tournament),
      cycles: tournament.cycles,
      swissRounds: tournament.swissRounds,
      tieBreaks: tournament.format === "round-robin" ? ["sonneborn-berger", "wins"] : ["buchholz", "median-buchholz"],
      players: tournament.entrants.map((e) => ({ userId: e.userId, name: e.name, dropped: dropped.has(e.userId) })),
      standings: started
        ? currentStandings(tournament).map((s) => ({
            rank: s.rank,
            userId: s.entrant,
            name: name(s.entrant),
            points: s.points,
            played: s.played,
            tieBreaks: [s.tieBreaks[0], s.tieBreaks[1]],
            dropped: dropped.has(s.entrant),
            annulled: s.annulled,
            you: s.entrant === viewerId,
          }))
        : [],
      rounds,
      you: { entered: tournament.entrants.some((e) => e.userId === viewerId), creator: tournament.createdBy === viewerId },
      inviteUrl,
      seedHash: tournament.seedHash,
      ...(tournament.status === "finished" ? { seed: tournament.seed } : {}),
      ...(tournament.league && league ? { league: { ...tournament.league, name: league.name } } : {}),
    };
  }
}

export function summary(tournament: TournamentRecord): TournamentSummary {
  return {
    id: tournament.id,
    name: tournament.name,
    game: tournament.game,
    gameName: gameRules(tournament.game).name,
    format: tournament.format,
    tableSize: tournament.tableSize,
    status: tournament.status,
    entrants: tournament.entrants.length,
    maxEntrants: tournament.maxEntrants,
    timePerMoveDays: tournament.timePerMoveDays,
    timeoutPolicy: tournament.timeoutPolicy,
    startAt: tournament.startAt,
    private: tournament.private,
    createdAt: tournament.createdAt,
  };
}

/** Appends a round, not opened yet, to the tournament. */
function addRound(
  tournament: TournamentRecord,
  tables: readonly (readonly string[])[],
  sittingOut: readonly string[],
  bye: string | null,
): TournamentRound {
  const round: TournamentRound = {
    tables: tables.map((seats) => ({ seats: [...seats], gameId: null, places: null })),
    sittingOut: [...sittingOut],
    bye,
    openedAt: null,
  };
  tournament.rounds.push(round);
  return round;
}

/** The game named, if a table of `tableSize` fits it; its rules loaded. */
export async function checkTable(gameId: string, tableSize: number): Promise<GameId> {
  if (!isGameId(gameId)) throw new DomainError("not-found", "unknown-game", `There is no game called "${gameId}".`);
  const { definition: def } = await loadGame(gameId);
  if (tableSize < def.minPlayers || tableSize > def.maxPlayers) {
    throw new DomainError("invalid", "bad-table-size", `${def.name} seats ${def.minPlayers} to ${def.maxPlayers} players at a table.`);
  }
  return gameId;
}

/** Tournament games are rated: guests, who have no rating, sign in by email first. */
export function requireAccount(user: User): void {
  if (user.guest) {
    throw new DomainError("forbidden", "guest-in-tournament", "Tournament games are rated: sign in with your email address to enter.");
  }
}
