// The life of a league (docs/tournaments.md, "Leagues on the server"): created with the players its
// creator names as invitations, never as members; a player is in once they accept, from the league's
// page, signed in. The creator starts the first season with those who accepted; each season's divisions
// are round-robin tournaments (./tournaments.ts), and the next season starts once every division ended,
// the best moving up and the worst down, with those who accepted since and without those who declined.
// The creator names only friends (./friends.ts); anyone else asks to join from the league's link, and
// once the creator accepts plays from the next season in the lowest division.

import {
  MAX_DIVISION_PLAYERS,
  MAX_LEAGUE_REQUESTS,
  type CreateLeagueRequest,
  type LeagueInvitation,
  type LeaguePage,
  type LeagueSummary,
} from "../../shared/api/index";
import { gameRules } from "../../shared/games/index";
import { movesBetween, nextSeason, seasonMoves, seatDivisions } from "../../shared/tournaments/league";
import { DomainError } from "../record/errors";
import { currentStandings, type LeagueMember, type LeagueRecord, type TournamentRecord } from "../record/tournament";
import { isWellFormedId, newId } from "../store/ids";
import { Conflict } from "../store/outcomes";
import type { TournamentStore } from "../store/tournaments";
import type { User, UserStore } from "../store/users";
import type { FriendService } from "./friends";
import { checkTable, requireAccount, summary, type TournamentService } from "./tournaments";
import type { BlockStore } from "../store/blocks";
import { blockedInvitation } from "../record/blocks";

const LEAGUES_IN_LOBBY = 50;
const INVITATIONS_LISTED = 50;

type NamedPlayer = { userId: string; name: string };

export class LeagueService {
  constructor(
    private readonly store: TournamentStore,
    private readonly tournaments: TournamentService,
    private readonly users: UserStore,
    private readonly friends: FriendService,
    private readonly now: () => Date,
    /** Who blocked whom: nobody invites a player who has a block with them (docs/social.md). */
    private readonly blocks?: Pick<BlockStore, "blockedWith">,
  ) {}

  private async load(id: string): Promise<LeagueRecord> {
    const league = isWellFormedId(id) ? await this.store.getLeague(id) : null;
    if (!league) throw new DomainError("not-found", "league-not-found", "No league has this id: check the link.");
    return league;
  }

  /**
   * A league of `divisions` (top first, each a list of players), no season started: everyone named but
   * the creator is invited, and the creator, if named, has accepted. After each season the best `moves`
   * of each division go up one and the worst `moves` go down one (`advance`).
   */
  async create(
    creator: User,
    input: { name: string; game: string; moves: number; divisions: NamedPlayer[][] } & Omit<LeagueRecord["settings"], "game">,
  ): Promise<LeagueRecord> {
    const { name, moves, divisions, ...rest } = input;
    const settings = { ...rest, game: await checkTable(rest.game, rest.tableSize) };
    try {
      // The core's bounds on divisions and moves, checked before anything is written.
      nextSeason(
        divisions.map((division) => division.map((p) => p.userId)),
        moves,
      );
    } catch (error) {
      if (error instanceof RangeError) throw new DomainError("invalid", "bad-league", error.message);
      throw error;
    }
    for (const division of divisions) {
      if (division.length < settings.tableSize) {
        throw new DomainError("invalid", "bad-league", `A division names at least ${settings.tableSize} players, a table's worth.`);
      }
    }
    const members: LeagueMember[] = divisions.flatMap((division, index) =>
      division.map((p) => ({ ...p, division: index + 1, answer: p.userId === creator.id ? ("accepted" as const) : ("invited" as const) })),
    );
    const league: LeagueRecord = {
      id: newId(),
      name,
      createdBy: creator.id,
      createdByName: creator.name,
      createdAt: this.now().toISOString(),
      members,
      moves,
      settings,
      seasons: [],
      rev: 0,
    };
    await this.store.createLeague(
      league,
      members.filter((m) => m.answer === "invited").map((m) => m.userId),
    );
    return league;
  }

  /**
   * A league of the users named by id (signed in by email, each named once, each the creator's friend),
   * who are invited.
   */
  async createOf(creator: User, input: CreateLeagueRequest): Promise<LeagueRecord> {
    requireAccount(creator);
    const ids = input.divisions.flat();
    if (new Set(ids).size !== ids.length) throw new DomainError("invalid", "bad-league", "A player is listed twice in the league.");
    const users = new Map<string, User>();
    for (const id of ids) {
      const user = isWellFormedId(id) ? await this.users.get(id) : null;
      if (!user || user.guest) throw new DomainError("invalid", "unknown-player", `No player signed in by email has the id "${id}".`);
      users.set(id, user);
    }
    await this.friends.requireFriends(creator, [...users.values()]);
    if (this.blocks && (await this.blocks.blockedWith(creator.id, ids)).size > 0) throw blockedInvitation();
    const { divisions, cycles, private: isPrivate, ...rest } = input;
    return this.create(creator, {
      ...rest,
      cycles: cycles ?? 1,
      private: isPrivate ?? false,
      divisions: divisions.map((division) => division.map((id) => ({ userId: id, name: users.get(id)!.name }))),
    });
  }

  /**
   * The signed-in user's own answer to their invitation: nobody answers for another, and someone the
   * creator did not name cannot join this way. Declining after accepting withdraws: from the next season
   * on when a season already seats them (a started tournament is not left).
   */
  async answer(user: User, id: string, accept: boolean): Promise<LeagueRecord> {
    return this.changeMembers(
      id,
      (league) => {
        const member = league.members.find((m) => m.userId === user.id);
        if (!member) throw new DomainError("forbidden", "not-invited", "This league's creator did not invite you.");
        if (member.answer === "asked") {
          if (accept)
            throw new DomainError("forbidden", "request-waiting", "You asked to join: the league's creator answers your request.");
          // Declining one's own request withdraws it: the creator had not named them.
          return league.members.filter((m) => m.userId !== user.id);
        }
        const answer = accept ? "accepted" : "declined";
        return member.answer === answer ? "unchanged" : withMember(league, { ...member, answer });
      },
      user.id,
    );
  }

  /**
   * `user` asks to join from the league's link: the creator accepts or declines (`answerRequest`). One
   * the creator invited is in at once, as if they accepted; one who is in or asked already changes nothing.
   */
  async ask(user: User, id: string): Promise<LeagueRecord> {
    requireAccount(user);
    return this.changeMembers(
      id,
      (league) => {
        const member = league.members.find((m) => m.userId === user.id);
        if (member?.answer === "invited") return withMember(league, { ...member, answer: "accepted" });
        if (member && member.answer !== "declined") return "unchanged";
        if (league.members.filter((m) => m.answer === "asked").length >= MAX_LEAGUE_REQUESTS) {
          throw new DomainError(
            "too-many",
            "league-requests-full",
            `This league has ${MAX_LEAGUE_REQUESTS} requests to answer already: try again later.`,
          );
        }
        return withMember(league, { userId: user.id, name: user.name, division: lowestDivision(league), answer: "asked" });
      },
      user.id,
    );
  }

  /**
   * The creator's answer to `userId`'s request: accepted, they play from the next season in the lowest
   * division (`advance` seats whoever accepted and does not play yet); declined, the request is gone.
   */
  async answerRequest(creator: User, id: string, userId: string, accept: boolean): Promise<LeagueRecord> {
    return this.changeMembers(id, (league) => {
      if (league.createdBy !== creator.id)
        throw new DomainError("forbidden", "not-creator", "Only the league's creator answers its requests.");
      const member = league.members.find((m) => m.userId === userId && m.answer === "asked");
      if (!member) throw new DomainError("not-found", "no-request", "Nobody with this id asked to join this league.", { userId });
      return accept
        ? withMember(league, { ...member, division: lowestDivision(league), answer: "accepted" })
        : league.members.filter((m) => m.userId !== userId);
    });
  }

  /**
   * Gives the league the members `change` makes of it, retried on a concurrent write; `answered`: a user
   * whose own invitation item goes in the same write.
   */
  private async changeMembers(
    id: string,
    change: (league: LeagueRecord) => LeagueMember[] | "unchanged",
    answered?: string,
  ): Promise<LeagueRecord> {
    for (let attempt = 0; attempt < 5; attempt++) {
      const league = await this.load(id);
      const members = change(league);
      if (members === "unchanged") return league;
      const next: LeagueRecord = { ...league, members, rev: league.rev + 1 };
      try {
        await this.store.saveLeague(next, league.rev, answered);
        return next;
      } catch (error) {
        if (!(error instanceof Conflict)) throw error;
      }
    }
    throw new DomainError("unavailable", "busy", "Many people are answering this league right now: try again in a moment.");
  }

  /**
   * The creator starts the first season with those who accepted, each in the division they were named
   * for; a division short of a table's worth joins the one below (`seatDivisions`). Invitations still
   * open stay open: whoever accepts later joins the next season.
   */
  async start(user: User, id: string): Promise<LeagueRecord> {
    const league = await this.load(id);
    if (league.createdBy !== user.id) throw new DomainError("forbidden", "not-creator", "Only the league's creator can start its season.");
    if (league.seasons.length > 0) throw new DomainError("conflict", "season-started", "This league's first season has started already.");
    const listed = Array.from({ length: Math.max(...league.members.map((m) => m.division)) }, (_, index) =>
      league.members.filter((m) => m.division === index + 1 && m.answer === "accepted").map((m) => m.userId),
    );
    const divisions = seatDivisions(listed, league.settings.tableSize);
    if (divisions.length === 0) {
      throw new DomainError(
        "conflict",
        "too-few-accepted",
        `A season needs ${league.settings.tableSize} players who accepted; ${listed.flat().length} have.`,
      );
    }
    return this.openSeason(league, divisions);
  }

  /** Leagues inviting the user that they have not answered (the lobby shows them to their invitee only). */
  invitations(userId: string): Promise<LeagueInvitation[]> {
    return this.store.invitations(userId, INVITATIONS_LISTED);
  }

  /**
   * The league's page: its members, its seasons, and the current season's divisions in full, each with
   * who would go up and down if its standings stayed as they are (`seasonMoves`, the rule `nextSeason`
   * applies). Whom the creator invited who has not accepted is the creator's to see alone.
   */
  async page(id: string, viewerId: string | null, inviteUrl: string, tournamentUrl: (id: string) => string): Promise<LeaguePage> {
    const league = await this.load(id);
    const seasons = await Promise.all(
      league.seasons.map((season) => Promise.all(season.divisions.map((division) => this.tournaments.load(division)))),
    );
    const current = seasons.at(-1) ?? [];
    const finishing = current.map((t) => currentStandings(t).map((s) => s.entrant));
    const { up, down } = seasonMoves(finishing, current.length > 0 ? movesBetween(finishing, league.moves) : 0);
    const divisions = await Promise.all(
      current.map(async (tournament, index) => ({
        ...(await this.tournaments.page(tournament, viewerId, tournamentUrl(tournament.id), league)),
        goingUp: [...up[index]!],
        goingDown: [...down[index]!],
      })),
    );
    const yours = current.findIndex((t) => t.entrants.some((e) => e.userId === viewerId));
    const creator = league.createdBy === viewerId;
    const named = league.members.find((m) => m.userId === viewerId);
    return {
      ...leagueSummary(league, current),
      seasons: seasons.map((divisions, index) => ({
        number: index + 1,
        startedAt: league.seasons[index]!.startedAt,
        divisions: divisions.map(summary),
      })),
      divisions,
      createdByName: league.createdByName,
      players: league.members.filter((m) => m.answer === "accepted").map(({ userId, name, division }) => ({ userId, name, division })),
      invitations: creator
        ? league.members.flatMap(({ userId, name, division, answer }) =>
            answer === "invited" || answer === "declined" ? [{ userId, name, division, answer }] : [],
          )
        : [],
      requests: creator ? league.members.flatMap(({ userId, name, answer }) => (answer === "asked" ? [{ userId, name }] : [])) : [],
      you: {
        creator,
        division: yours === -1 ? null : yours + 1,
        invitation: named?.answer ?? null,
        namedFor: named?.division ?? null,
      },
      inviteUrl,
    };
  }

  /** Public leagues, newest first (the lobby). */
  async list(): Promise<LeagueSummary[]> {
    const leagues = await this.store.listLeagues(LEAGUES_IN_LOBBY);
    return Promise.all(
      leagues.map(async (league) =>
        leagueSummary(
          league,
          await Promise.all((league.seasons.at(-1)?.divisions ?? []).map((division) => this.tournaments.load(division))),
        ),
      ),
    );
  }

  /**
   * Moves players between divisions by the season's final standings and starts the next season: those
   * who accepted since join the lowest division, those who declined since leave. One who accepts after
   * the lowest division holds MAX_DIVISION_PLAYERS waits for a place.
   */
  async advance(id: string): Promise<LeagueRecord> {
    const league = await this.load(id);
    const current = await Promise.all(league.seasons.at(-1)!.divisions.map((division) => this.tournaments.load(division)));
    if (current.some((t) => t.status !== "finished")) {
      throw new DomainError("conflict", "season-not-over", "The season goes on until every division's games have ended.");
    }
    const finishing = current.map((t) => currentStandings(t).map((s) => s.entrant));
    const playing = new Set(finishing.flat());
    const next = nextSeason(
      finishing,
      movesBetween(finishing, league.moves),
      new Set(league.members.filter((m) => m.answer === "declined").map((m) => m.userId)),
      league.members.filter((m) => m.answer === "accepted" && !playing.has(m.userId)).map((m) => m.userId),
    );
    // The lowest division grows to take whom its sizes left waiting, up to the bound a request may ask.
    const lowest = [...next.divisions.at(-1)!, ...next.waiting];
    const grown = [...next.divisions.slice(0, -1), lowest.slice(0, Math.max(next.divisions.at(-1)!.length, MAX_DIVISION_PLAYERS))];
    const divisions = seatDivisions(grown, league.settings.tableSize);
    // Too few stayed for a table: the league ends with this season.
    return divisions.length === 0 ? league : this.openSeason(league, divisions);
  }

  /** Creates the season's division tournaments, started, then records the season on the league. */
  private async openSeason(league: LeagueRecord, divisions: readonly (readonly string[])[]): Promise<LeagueRecord> {
    const names = new Map(league.members.map((m) => [m.userId, m.name]));
    const season = league.seasons.length + 1;
    const ids: string[] = [];
    for (const [index, players] of divisions.entries()) {
      const entrants = players.map((userId) => ({ userId, name: names.get(userId) ?? "?" }));
      ids.push(await this.tournaments.openDivision(league, season, index + 1, entrants));
    }
    const next = { ...league, seasons: [...league.seasons, { divisions: ids, startedAt: this.now().toISOString() }], rev: league.rev + 1 };
    await this.store.saveLeague(next, league.rev);
    return next;
  }

  /** A division's tournament ended: the season advances once every division's has. */
  async divisionEnded(tournament: TournamentRecord): Promise<void> {
    if (!tournament.league) return;
    const league = await this.store.getLeague(tournament.league.id);
    if (league?.seasons.length !== tournament.league.season) return;
    try {
      await this.advance(league.id);
    } catch (error) {
      // Another division still plays, or another division's end advanced the season first.
      if (error instanceof DomainError && (error.code === "season-not-over" || error.code === "busy")) return;
      throw error;
    }
  }
}

/** The league's members with `member` in place of theirs, or added at the end. */
function withMember(league: LeagueRecord, member: LeagueMember): LeagueMember[] {
  const others = league.members.filter((m) => m.userId !== member.userId);
  return others.length === league.members.length
    ? [...others, member]
    : league.members.map((m) => (m.userId === member.userId ? member : m));
}

/** The league's lowest division: the current season's, or before the first the lowest the creator named. */
function lowestDivision(league: LeagueRecord): number {
  return Math.max(league.seasons.at(-1)?.divisions.length ?? 1, ...league.members.map((m) => m.division));
}

function leagueSummary(league: LeagueRecord, current: TournamentRecord[]): LeagueSummary {
  return {
    id: league.id,
    name: league.name,
    game: league.settings.game,
    gameName: gameRules(league.settings.game).name,
    tableSize: league.settings.tableSize,
    timePerMoveDays: league.settings.timePerMoveDays,
    timeoutPolicy: league.settings.timeoutPolicy,
    moves: league.moves,
    private: league.settings.private,
    createdAt: league.createdAt,
    season: league.seasons.length,
    divisionSizes: current.map((t) => t.entrants.length),
  };
}
