// The domain of a game's life: create, join, move, read. It knows the engine contract and the stores,
// not HTTP or Lambda.
import { isDeepStrictEqual } from "node:util";
import { RuleError, isLogVisibleTo, revisionOf } from "../../shared/engine/index";
import type { AnyGame } from "../../shared/engine/play";
import { describeIssues, parseMove } from "../../shared/engine/parse";
import { replayFrom, replayTimeline } from "../../shared/engine/timeline";
import { gameRules, isGameId, loadGame, type GameId } from "../../shared/games/index";
import { isWellFormedId, newId, randomToken, sha256Hex } from "../store/ids";
import { Conflict } from "../store/outcomes";
import { SNAPSHOT_EVERY, type GameStore } from "../store/games";
import { observe } from "../net/observe";
import { isReadableBy, isTaken, mailLinkGen, setupOf, unplayed, type GameAccess, type GameEvent, type GameRecord } from "../record/game";
import { advance, startPlay, type ChangeTime } from "../record/transitions";
import { turnStepsOf } from "../record/turn-steps";
import { MAX_TURN_STEPS } from "../../shared/engine/whole-turns";
import type { User, UserStore } from "../store/users";
import { seatFor, turnBudget, vacationPauses } from "../record/clock";
import { emptyRhythm, rhythmOf, unmetRequirement } from "../record/rhythm";
import type { RhythmStore } from "../store/rhythm";
import type { Pause } from "../../shared/clock/time";
import { DomainError, refusedMove } from "../record/errors";
import { blockedAtTable } from "../record/blocks";
import type { BlockStore } from "../store/blocks";
import { DEFAULT_SILENT_AFTER, rescueOf } from "../record/rescue";
import { MAIL_LINK_DAYS, type Principal } from "./tokens";
import { DAY_MS } from "../config";
import { botName } from "../../shared/bots/index";
import { botLevelsFor } from "../../shared/bots/levels";
import type { CreateGameRequest, EventPage, EventView, GameDetail, GameSummary, MoveRequest, MyGame } from "../../shared/api/index";

/** Games a player may have waiting for players at once. */
const MAX_OPEN_GAMES_PER_USER = 10;

/** The registered game a request names: the edge where a string becomes a GameId, or a 404. */
function gameIdOf(gameId: string): GameId {
  if (!isGameId(gameId)) throw new DomainError("not-found", "unknown-game", `There is no game called "${gameId}".`);
  return gameId;
}

export function definitionOf(gameId: string): AnyGame {
  return gameRules(gameIdOf(gameId));
}

/** The seat the caller holds in this game, or null (a spectator). */
export function seatOf(game: Pick<GameAccess, "id" | "players" | "substitutes">, principal: Principal | null): number | null {
  if (!principal) return null;
  if (principal.seatGrant) {
    const { gameId, seat, gen } = principal.seatGrant;
    if (gameId !== game.id) return null;
    // The seat of a deleted account: its links died with it, on the game item every use reads anyway.
    if (game.players[seat]?.former)
      throw new DomainError("unauthenticated", "bad-seat-link", "This seat's player left Turnpost: the link no longer opens it.");
    // A mailed link revoked since (Settings): refused like a bad one, so the page drops it and asks who you are.
    if (gen !== undefined && gen !== mailLinkGen(game, seat))
      throw new DomainError("unauthenticated", "bad-seat-link", "This link from a mail was revoked: sign in to play.");
    // The link of a player whose seat a substitute took (record/substitute.ts) opens it no more.
    if (
      game.substitutes?.some(
        (s) => s.seat === seat && s.leaver.userId === principal.userId && game.players[seat]?.userId !== principal.userId,
      )
    )
      throw new DomainError("unauthenticated", "bad-seat-link", "A substitute took over this seat: it is no longer yours.");
    return seat;
  }
  const seat = game.players.findIndex((p) => p.userId === principal.userId);
  return seat === -1 ? null : seat;
}

/** Whatever the reason (no such game, or one the caller may not read), the same answer: ids are not probed. */
const gameNotFound = () => new DomainError("not-found", "game-not-found", "No game has this id: check the link.");

/** The caller's seat (null: a spectator) if it may read the game: a private game only for its players, or while it is open. */
function readableSeat(game: GameAccess, principal: Principal | null): number | null {
  const seat = seatOf(game, principal);
  // A player whose seat a substitute took still reads the game, as a spectator: their page says so.
  const left = principal !== null && game.substitutes?.some((s) => s.leaver.userId === principal.userId) === true;
  if (!isReadableBy(game, seat) && !left) throw gameNotFound();
  return seat;
}

export class GameService {
  constructor(
    private readonly store: GameStore,
    private readonly now: () => Date,
    readonly dayMs = DAY_MS,
    /** Where a player's vacations are read, so that a bank is not charged for them. */
    private readonly users?: Pick<UserStore, "get">,
    /** Where a joining player's record is read, for a game whose open seats ask for minimums. */
    private readonly rhythms?: Pick<RhythmStore, "get">,
    /** Where blocks are read: nobody joins a table where someone has a block with them. */
    private readonly blocks?: Pick<BlockStore, "blockedWith">,
  ) {}

  async load(id: string): Promise<GameRecord> {
    const game = isWellFormedId(id) ? await this.store.get(id) : null;
    if (!game) throw gameNotFound();
    return game;
  }

  /**
   * Loads a game the caller may read: a private game only for its players, or while it is open for
   * whoever holds its invite link (the id is the invitation).
   */
  async loadReadable(id: string, principal: Principal | null): Promise<{ game: GameRecord; seat: number | null }> {
    const game = await this.load(id);
    return { game, seat: readableSeat(game, principal) };
  }

  /** The seat the caller reads a game from, as loadReadable checks it, from the game's access fields alone. */
  async readableSeat(id: string, principal: Principal | null): Promise<number | null> {
    const access = isWellFormedId(id) ? await this.store.getAccess(id) : null;
    if (!access) throw gameNotFound();
    return readableSeat(access, principal);
  }

  async create(creator: User, input: CreateGameRequest): Promise<GameRecord> {
    const gameId = gameIdOf(input.game);
    const { definition: def } = await loadGame(gameId);
    if (input.players < def.minPlayers || input.players > def.maxPlayers) {
      throw new DomainError("invalid", "bad-players", `${def.name} is played by ${def.minPlayers} to ${def.maxPlayers} players.`);
    }
    const parsed = def.options.safeParse(input.options ?? {});
    if (!parsed.success) {
      throw new DomainError("invalid", "bad-options", `These options do not fit ${def.name}: ${describeIssues(parsed.error)}`);
    }
    // A trial setup catches options that only fail against the player count (a first player out of range).
    try {
      def.setup({ players: input.players, options: parsed.data, seed: "trial" });
    } catch (error) {
      if (error instanceof RuleError) throw refusedMove(error, "invalid", "bad-options");
      throw error;
    }
    const bots = new Map((input.bots ?? []).map((b) => [b.seat, b.level]));
    if (bots.size !== (input.bots ?? []).length || [...bots.keys()].some((seat) => seat >= input.players)) {
      throw new DomainError("invalid", "bad-bots", `Bots take seats 1 to ${input.players - 1}, each at most once.`);
    }
    const offered = botLevelsFor(gameId);
    const unoffered = [...bots.values()].find((level) => !offered.includes(level));
    if (unoffered)
      throw new DomainError("invalid", "bad-bots", `${def.name} offers these bot levels: ${offered.join(", ")}; not ${unoffered}.`);
    const time = this.time();
    const game: GameRecord = {
      id: newId(),
      game: gameId,
      status: "open",
      players: Array.from({ length: input.players }, (_, seat) => {
        if (seat === 0) return seatFor(creator);
        const bot = bots.get(seat);
        return bot ? { userId: null, name: botName(bot), guest: false, bot } : { userId: null, name: null, guest: false };
      }),
      options: parsed.data,
      ...unplayed(creator.id, time.at),
      timePerMoveDays: input.timePerMoveDays ?? null,
      bank: input.bank ?? null,
      ...(input.requirements && Object.keys(input.requirements).length ? { requirements: input.requirements } : {}),
      timeoutPolicy: input.timeoutPolicy ?? "bot",
      silentAfter: input.silentAfter ?? DEFAULT_SILENT_AFTER,
      chatWebhook: null,
      private: input.private ?? false,
      chatForSpectators: input.chatForSpectators ?? false,
    };
    if (game.players.every(isTaken)) this.start(game, time);
    else await this.checkOpenGames(creator.id);
    await this.store.create(game, creator.id);
    return game;
  }

  /**
   * A game with every seat taken by `players` (in seat order, the first plays first where the game lets
   * the first player be chosen), started at once: a tournament's table. The caller stores it.
   */
  seatedGame(
    gameId: GameId,
    players: { userId: string; name: string }[],
    settings: Pick<GameRecord, "timePerMoveDays" | "timeoutPolicy" | "private">,
    tournamentId: string,
  ): GameRecord {
    const def = gameRules(gameId);
    const firstSeat = def.options.safeParse({ firstPlayer: 0 });
    const time = this.time();
    const game: GameRecord = {
      id: newId(),
      game: gameId,
      status: "open",
      players: players.map((p) => ({ userId: p.userId, name: p.name, guest: false })),
      options: firstSeat.success ? firstSeat.data : def.options.parse({}),
      ...unplayed(players[0]!.userId, time.at),
      ...settings,
      chatWebhook: null,
      chatForSpectators: false,
      tournamentId,
    };
    this.start(game, time);
    return game;
  }

  /**
   * Refuses an open game beyond MAX_OPEN_GAMES_PER_USER: the lobby must not be one player's, and each
   * open game is stored for nobody yet. A cap, not a quota: two creations at one moment may both pass.
   */
  private async checkOpenGames(userId: string): Promise<void> {
    if ((await this.store.countOpenCreatedBy(userId)) >= MAX_OPEN_GAMES_PER_USER) {
      throw new DomainError(
        "conflict",
        "too-many-open-games",
        `You already have ${MAX_OPEN_GAMES_PER_USER} games waiting for players: cancel one, or wait until one starts.`,
      );
    }
  }

  /** Refuses `user` an open seat of `game` when they fall short of its minimums, naming the one unmet. */
  private async checkRequirements(game: GameRecord, user: User): Promise<void> {
    if (!game.requirements) return;
    if (!this.rhythms) throw new DomainError("unavailable", "no-rhythms", "This server cannot read players' records: try again later.");
    const stats = (await this.rhythms.get(user.id)) ?? emptyRhythm();
    const unmet = unmetRequirement(game.requirements, rhythmOf(stats, this.now().getTime()));
    if (unmet) throw new DomainError("forbidden", unmet.code, unmet.message);
  }

  /** Refuses `user` a seat at a table where someone seated has a block with them, either way. */
  private async checkBlocks(game: GameRecord, user: User): Promise<void> {
    const seated = game.players.flatMap((p) => (p.userId && !p.bot ? [p.userId] : []));
    if (!this.blocks || seated.length === 0) return;
    if ((await this.blocks.blockedWith(user.id, seated)).size > 0) throw blockedAtTable();
  }

  /** Takes the first open seat; the last one starts the game with a fresh server seed. */
  async join(user: User, id: string): Promise<{ game: GameRecord; seat: number }> {
    for (let attempt = 0; attempt < 5; attempt++) {
      const game = await this.load(id);
      const already = game.players.findIndex((p) => p.userId === user.id);
      if (already !== -1) return { game, seat: already };
      if (game.status !== "open") throw new DomainError("conflict", "game-full", "Every seat of this game is taken.");
      // A seat kept for this user (a rematch) first; seats kept for others are not free.
      const reserved = game.players.findIndex((p) => !isTaken(p) && p.reservedFor === user.id);
      const seat = reserved !== -1 ? reserved : game.players.findIndex((p) => !isTaken(p) && !p.reservedFor);
      if (seat === -1) throw new DomainError("conflict", "game-full", "The open seats of this game are kept for invited players.");
      // A seat kept for someone is the creator's own choice of player; minimums are for strangers.
      if (reserved === -1) await this.checkRequirements(game, user);
      await this.checkBlocks(game, user);
      const time = this.time();
      const next: GameRecord = {
        ...game,
        rev: game.rev + 1,
        updatedAt: time.at,
        players: game.players.map((p, i) => (i === seat ? seatFor(user) : p)),
      };
      if (next.players.every(isTaken)) this.start(next, time);
      try {
        await this.store.saveSeat(next, game.rev, user.id, seat);
        return { game: next, seat };
      } catch (error) {
        if (!(error instanceof Conflict)) throw error;
        // Someone else joined at the same moment: look again.
      }
    }
    throw new DomainError("unavailable", "busy", "Many people are joining this game right now: try again in a moment.");
  }

  /** Now, on the game's clock. */
  time(): ChangeTime {
    return { at: this.now().toISOString(), dayMs: this.dayMs };
  }

  /** Starts a game whose seats are all taken, with a fresh server seed (its hash public from now on). */
  start(game: GameRecord, time: ChangeTime): void {
    const seed = randomToken();
    startPlay(game, { seed, seedHash: sha256Hex(seed) }, time);
  }

  /**
   * Applies one move once: a stale version is refused with the current one, a retry of an applied move
   * (same clientMoveId) gets the first outcome back instead of a second application.
   */
  async move(
    principal: Principal,
    id: string,
    body: MoveRequest,
    /** The request's id, written with the move for the stream to carry to its notices (absent: none). */
    correlationId?: string,
  ): Promise<{ game: GameRecord; seat: number; event: GameEvent; replayed: boolean }> {
    const turn = { version: body.version, moves: [body.move], clientMoveId: body.clientMoveId };
    const played = await this.playTurn(principal, id, turn, correlationId);
    return { game: played.game, seat: played.seat, event: played.events[0]!, replayed: played.replayed };
  }

  /**
   * Applies several moves of one seat as one, once: the steps of a turn and the move that closes it (a
   * whole turn offered by mail). Every move is applied, in one write, or none; a retry (same
   * clientMoveId, which the first move's event carries) gets the first event back, `replayed`.
   */
  async playTurn(
    principal: Principal,
    id: string,
    body: { version: number; moves: readonly unknown[]; clientMoveId: string },
    correlationId?: string,
  ): Promise<{ game: GameRecord; seat: number; events: GameEvent[]; replayed: boolean }> {
    if (body.moves.length < 1 || body.moves.length > MAX_TURN_STEPS)
      throw new DomainError("invalid", "bad-turn", `A turn is from 1 to ${MAX_TURN_STEPS} moves.`);
    const game = await this.load(id);
    const seat = seatOf(game, principal);
    if (seat === null) throw new DomainError("forbidden", "not-your-seat", "You hold no seat in this game, so you cannot move in it.");
    const retried = await this.findRetry(game, seat, body);
    if (retried) return { game, seat, events: [retried], replayed: true };
    if (game.status === "open") throw new DomainError("conflict", "not-started", "The game starts when every seat is taken.");
    if (game.status === "finished") throw new DomainError("conflict", "game-over", "This game is over.");
    if (game.forfeited.includes(seat))
      throw new DomainError("forbidden", "forfeited", "You forfeited this game when your time ran out; the server plays your seat.");
    if (rescueOf(game, seat)?.handedOver)
      throw new DomainError(
        "forbidden",
        "seat-handed-over",
        "Your seat in this game was handed to a stand-in for good; it plays your seat.",
      );
    if (body.version !== game.version) {
      throw new DomainError("conflict", "stale-version", `The game has moved on: reload it (version ${game.version}).`, {
        currentVersion: game.version,
      });
    }
    const def = definitionOf(game.game);
    const steps: { game: GameRecord; event: GameEvent }[] = [];
    const pauses = await this.pausesOfAwaited(game);
    const time = this.time();
    try {
      for (const [i, move] of body.moves.entries()) {
        // Each event its own clientMoveId; the first carries the request's, which a retry is found by.
        const clientMoveId = i === 0 ? body.clientMoveId : `${body.clientMoveId}-${i + 1}`;
        steps.push(advance(steps.at(-1)?.game ?? game, seat, parseMove(def, move), clientMoveId, principal.userId, time, [], pauses));
      }
    } catch (error) {
      if (error instanceof RuleError) throw refusedMove(error);
      throw error;
    }
    const last = steps.at(-1)!.game;
    try {
      await this.store.commitMoves(
        last,
        game.rev,
        steps.map((step) => ({ event: step.event, state: step.game.state })),
        [],
        correlationId,
      );
    } catch (error) {
      if (!(error instanceof Conflict)) throw error;
      const current = await this.load(id);
      const first = await this.findRetry(current, seat, body);
      if (first) return { game: current, seat, events: [first], replayed: true };
      throw new DomainError("conflict", "stale-version", `The game has moved on: reload it (version ${current.version}).`, {
        currentVersion: current.version,
      });
    }
    observe.count("MovesAccepted");
    return { game: last, seat, events: steps.map((step) => step.event), replayed: false };
  }

  /** The vacations of the awaited players of a game with a bank, by seat: what their banks do not pay for. */
  async pausesOfAwaited(game: GameRecord): Promise<Record<number, Pause[]>> {
    const pauses: Record<number, Pause[]> = {};
    if (!game.bank || !this.users) return pauses;
    for (const seat of game.awaiting) {
      const userId = game.players[seat]?.userId;
      const user = userId ? await this.users.get(userId) : null;
      if (user?.vacations.length) pauses[seat] = vacationPauses(user.vacations);
    }
    return pauses;
  }

  /** Commits a move the server made for a seat (the clock's timeouts, forfeited seats). */
  async commitServerMove(game: GameRecord, next: { game: GameRecord; event: GameEvent }): Promise<boolean> {
    try {
      await this.store.commitMove(next.game, game.rev, next.event);
      return true;
    } catch (error) {
      if (error instanceof Conflict) return false; // a player or another sweeper got there first
      throw error;
    }
  }

  /**
   * The event this request already produced, if it is a retry of an applied move. A retry must carry
   * the same move: the same clientMoveId with another move is a client's bug, told rather than hidden.
   */
  private async findRetry(
    game: GameRecord,
    seat: number,
    body: { version: number; moves: readonly unknown[]; clientMoveId: string },
  ): Promise<GameEvent | null> {
    if (body.version >= game.version) return null;
    const event = await this.store.getEvent(game.id, body.version + 1);
    if (!event || event.clientMoveId !== body.clientMoveId || event.seat !== seat) return null;
    const parsed = definitionOf(game.game).move.safeParse(body.moves[0]);
    if (!parsed.success || !isDeepStrictEqual(asJson(parsed.data), asJson(event.move))) {
      throw new DomainError(
        "conflict",
        "client-move-id-reused",
        "This clientMoveId was already used for another move: give each move its own.",
      );
    }
    return event;
  }

  /** Sets the game's group-chat webhook; any player may. */
  async setChatWebhook(principal: Principal, id: string, url: string | null): Promise<GameRecord> {
    const game = await this.load(id);
    if (seatOf(game, principal) === null)
      throw new DomainError("forbidden", "not-your-seat", "Only the game's players can set its chat webhook.");
    const next = { ...game, rev: game.rev + 1, chatWebhook: url };
    try {
      await this.store.save(next, game.rev);
    } catch (error) {
      if (error instanceof Conflict) {
        throw new DomainError("conflict", "busy", "The game changed meanwhile: try again.");
      }
      throw error;
    }
    return next;
  }

  summary(game: GameRecord, seat: number | null): GameSummary {
    return {
      id: game.id,
      game: game.game,
      gameName: definitionOf(game.game).name,
      status: game.status,
      players: game.players.map((p, i) => ({
        seat: i,
        name: p.name,
        guest: p.guest,
        you: i === seat,
        // A person's id, as public as their profile: the page links to it and blocks by it.
        ...(p.userId && !p.bot ? { userId: p.userId } : {}),
        ...(p.bot ? { bot: p.bot } : {}),
        ...(p.former ? { former: p.former } : {}),
        ...(p.rest ? { rest: p.rest } : {}),
        ...(game.bank && game.state !== null ? { bankMs: turnBudget(game, i, this.dayMs)! } : {}),
      })),
      seat,
      awaiting: game.awaiting,
      yourTurn: seat !== null && game.awaiting.includes(seat),
      version: game.version,
      createdAt: game.createdAt,
      updatedAt: game.updatedAt,
      turnSince: game.turnSince,
      timePerMoveDays: game.timePerMoveDays,
      bank: game.bank ?? null,
      ...(game.requirements ? { requirements: game.requirements } : {}),
      deadline: game.deadline,
      timeoutPolicy: game.timeoutPolicy,
      private: game.private,
      result: game.result,
      ...(game.tournamentId ? { tournamentId: game.tournamentId } : {}),
      silentAfter: game.silentAfter ?? DEFAULT_SILENT_AFTER,
      ...(game.rescue?.length ? { rescue: game.rescue } : {}),
      ...(game.substitutes?.length
        ? { substitutes: game.substitutes.map((s) => ({ seat: s.seat, leaver: s.leaver.name, substitute: s.substitute.name, at: s.at })) }
        : {}),
    };
  }

  detail(game: GameRecord, seat: number | null): GameDetail {
    const def = definitionOf(game.game);
    const started = game.state !== null;
    const legalMoves = game.status === "active" && seat !== null ? def.legalMoves(game.state, seat) : [];
    return {
      ...this.summary(game, seat),
      options: game.options,
      view: started ? def.view(game.state, seat) : null,
      legalMoves,
      turnSteps: seat !== null && legalMoves.length > 0 ? turnStepsOf(game, seat, legalMoves) : [],
      seedHash: game.seedHash,
      ...(started ? { revision: revisionOf(game.state) } : {}),
      ...(game.status === "finished" && game.seed ? { seed: game.seed } : {}),
    };
  }

  eventView(event: GameEvent, seat: number | null): EventView {
    return {
      version: event.version,
      seat: event.seat,
      at: event.at,
      log: event.log.filter((entry) => isLogVisibleTo(entry, seat)),
      ...(seat === event.seat ? { move: event.move } : {}),
      ...(event.takeback ? { takeback: event.takeback } : {}),
    };
  }

  async events(game: GameRecord, seat: number | null, after: number, limit: number): Promise<EventPage> {
    const events = await this.store.events(game.id, after, limit + 1);
    return { events: events.slice(0, limit).map((e) => this.eventView(e, seat)), more: events.length > limit };
  }

  /** The board after event `version`, as `seat` may see it: replayed from the seed on the server. */
  async history(game: GameRecord, seat: number | null, version: number): Promise<unknown> {
    if (game.seed === null) throw new DomainError("conflict", "not-started", "The game has not started yet.");
    if (version > game.version) {
      throw new DomainError("not-found", "no-such-version", `This game has ${game.version} moves so far.`);
    }
    const def = definitionOf(game.game);
    // Forfeits change who plays, not the board; takebacks put back an earlier board. The board is
    // replayed from the latest stored one at or before `version` (one every SNAPSHOT_EVERY moves), from
    // the start where there is none or a takeback goes back before it.
    const snapshot = version === 0 ? null : await this.store.latestSnapshot(game.id, version);
    const from = snapshot?.version ?? 0;
    const since = version === from ? [] : await this.store.events(game.id, from, version - from, version);
    let state = snapshot ? replayFrom(def, snapshot.state, from, since) : null;
    let replayed = since.length;
    if (state === null) {
      const events = from === 0 ? since : await this.store.events(game.id, 0, version, version);
      state = replayTimeline(def, setupOf(game), events);
      replayed = events.length;
    }
    // A game from before the snapshots, or one a move did not write (a forfeit, a takeback): the next
    // look at this version, or at one after it, starts here.
    if (replayed > SNAPSHOT_EVERY) await this.store.saveSnapshot(game.id, version, state);
    return def.view(state, seat);
  }

  /**
   * Revokes every seat link mailed to the user (Settings): bumps the mail link generation of their
   * seats in the games such a link may still open (unfinished ones, and those finished within a link's
   * life). Links given at join, and the user's session, go on. Answers how many games it changed.
   */
  async revokeMailLinks(userId: string): Promise<number> {
    const oldest = this.now().getTime() - MAIL_LINK_DAYS * DAY_MS;
    const games = (await this.store.listForUser(userId)).filter((g) => g.status !== "finished" || Date.parse(g.updatedAt) > oldest);
    for (const { id } of games) await this.bumpMailLinks(id, userId);
    return games.length;
  }

  private async bumpMailLinks(id: string, userId: string, attempts = 5): Promise<void> {
    const game = await this.store.get(id);
    if (!game) return;
    const players = game.players.map((p) => (p.userId === userId ? { ...p, mailLinkGen: (p.mailLinkGen ?? 0) + 1 } : p));
    try {
      await this.store.save({ ...game, players, rev: game.rev + 1 }, game.rev);
    } catch (error) {
      // A move or the clock wrote the game meanwhile: read it again, the move stands.
      if (!(error instanceof Conflict) || attempts <= 1) throw error;
      await this.bumpMailLinks(id, userId, attempts - 1);
    }
  }

  async listForUser(userId: string): Promise<MyGame[]> {
    const records = await this.store.listForUser(userId);
    const order = (s: GameSummary) => (s.yourTurn ? 0 : s.status === "active" ? 1 : s.status === "open" ? 2 : 3);
    return records
      .map((g) => {
        const seat = g.players.findIndex((p) => p.userId === userId);
        return {
          ...this.summary(g, seat === -1 ? null : seat),
          ...(g.rematchOf ? { rematchOf: g.rematchOf } : {}),
          ...(g.unreadChat ? { unreadChat: g.unreadChat } : {}),
        };
      })
      .sort((a, b) => order(a) - order(b) || b.updatedAt.localeCompare(a.updatedAt));
  }
}

/** A value as it comes back from JSON (and from the store): plain objects, no undefined. */
const asJson = (value: unknown): unknown => JSON.parse(JSON.stringify(value) ?? "null");
