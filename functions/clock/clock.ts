// The correspondence clock: reminders before a deadline and the game's timeout policy after it, with
// vacations pausing deadlines. A sweep looks at the games gsi2 lists as due; every write is conditioned
// on the game's revision, so overlapping sweeps (or a player moving at the same moment) never double-act.
import type { LogEntry } from "../../shared/engine/index";
import { Random } from "../../shared/engine/random";
import type { GameStore } from "../store/games";
import type { DueItem } from "../store/due";
import { PARKED_LOG } from "../config";
import { serverPlays, type GameRecord } from "../record/game";
import { advance, forfeitSeat } from "../record/transitions";
import type { ReminderKind } from "../../shared/api/index";
import type { User, UserStore } from "../store/users";
import { definitionOf, type GameService } from "../service/games";
import { botFor } from "../../shared/bots/index";
import type { TournamentService } from "../service/tournaments";
import type { AccountDeletion } from "../service/account-deletion";
import { deadlineAfter } from "../../shared/clock/time";
import { timeLeft, vacationPauses } from "../record/clock";
import { withTimeout } from "../record/rhythm";
import type { RhythmStore } from "../store/rhythm";
import type { RatingStore } from "../store/ratings";
import { NEW_RATING } from "../record/glicko2";
import { botLevelsFor } from "../../shared/bots/levels";
import { silentVacation } from "../record/silent-vacation";
import { offerSeat, offersDue } from "../record/substitute";
import { awayLonger } from "../record/silent-absence";
import { holdIsOver, holdMs, missedDeadline, rescueOf, standInFrom, standInLevel, standsIn } from "../record/rescue";

/** Failures after which a due item is parked, kept for the operator (docs/operations.md). */
const PARK_AFTER = 5;
/** Pages of due items (100 each) one sweep reads at most. */
const MAX_DUE_PAGES = 100;

export interface ReminderSender {
  remind(game: GameRecord, seat: number, kind: ReminderKind): Promise<void>;
  sendDigest(user: User, waiting: GameRecord[]): Promise<void>;
  /** Mails a batch of chat messages whose short wait is over (the item's pk|sk). */
  sendChatBatch?(key: string): Promise<void>;
  /** Tells a notice held back while its reader looked at the game, or holds it again (the item's pk|sk). */
  sendDeferred?(key: string): Promise<void>;
}

/**
 * The move the server makes for `seat`: a bot seat's own bot, a silent seat's stand-in at its level; for
 * a late or forfeited player the strong bot (or a pass under "skip" where the rules have one). The bot
 * sees only the seat's view, and its generator is seeded by the game and its version, so the choice is
 * reproducible.
 */
function serverMove(game: GameRecord, seat: number, policy: GameRecord["timeoutPolicy"]): unknown {
  const def = definitionOf(game.game);
  const moves = def.legalMoves(game.state, seat);
  if (moves.length === 0) return null;
  const level = game.players[seat]?.bot ?? rescueOf(game, seat)?.level;
  if (!level && policy === "skip") {
    const pass = moves.find((m) => typeof m === "object" && m !== null && (m as { type?: string }).type === "pass");
    if (pass) return pass;
  }
  const rng = Random.fromSeed(`clock:${game.id}:${game.version}:${seat}`);
  return botFor(game.game, level ?? "strong").choose({ view: def.view(game.state, seat), legal: moves, seat, rng });
}

export class Clock {
  constructor(
    private readonly store: GameStore,
    private readonly users: UserStore,
    private readonly games: GameService,
    private readonly reminders: ReminderSender,
    private readonly now: () => Date,
    private readonly rhythms?: RhythmStore,
    /** Starts tournaments whose date has come (functions/service/tournaments.ts). */
    private readonly tournaments?: Pick<TournamentService, "tick">,
    /** The players' ratings, which choose a stand-in's level (absent: every stand-in is the strong bot). */
    private readonly ratings?: Pick<RatingStore, "many">,
    /** Carries out account deletions whose grace period is over (functions/service/account-deletion.ts). */
    private readonly deletions?: Pick<AccountDeletion, "run">,
  ) {}

  /**
   * Handles what is due now, page after page, oldest first, while `hasTime` (the Lambda's time left)
   * allows; returns how many items it looked at. Items it did not reach wait for the next sweep.
   */
  async sweep(hasTime: () => boolean = () => true): Promise<number> {
    const now = this.now();
    let looked = 0;
    let after: Parameters<GameStore["dueItems"]["page"]>[1];
    for (let pages = 0; pages < MAX_DUE_PAGES && hasTime(); pages++) {
      const page = await this.store.dueItems.page(now, after);
      for (const item of page.items) {
        if (!hasTime()) return looked;
        await this.handleDue(item, now);
        looked++;
      }
      if (!page.next) break;
      after = page.next;
    }
    return looked;
  }

  private async handleDue(item: DueItem, now: Date): Promise<void> {
    const { kind, id } = item;
    try {
      if (kind === "digest") await this.digest(id);
      else if (kind === "chat") await this.reminders.sendChatBatch?.(id);
      else if (kind === "notice") await this.reminders.sendDeferred?.(id);
      else if (kind === "tournament") await this.tournaments?.tick(id);
      else if (kind === "deletion") await this.deletions?.run(id);
      else await this.tick(id);
    } catch (error) {
      // One broken item must not stop the others; it stays due and is tried on the next sweep.
      console.error(`clock: ${kind} ${id}`, error);
      await this.countFailure(item, now);
    }
  }

  /**
   * Counts a failure on the item; at PARK_AFTER it is parked, out of the sweeps, with a log line whose
   * first word the stack's metric filter counts (the ClockParked alarm, cdk/constructs/alarms.ts).
   */
  private async countFailure(item: DueItem, now: Date): Promise<void> {
    try {
      const failures = await this.store.dueItems.countFailure(item.key);
      if (failures < PARK_AFTER) return;
      await this.store.dueItems.park(item.key, now);
      console.error(`${PARKED_LOG} ${JSON.stringify({ kind: item.kind, id: item.id, key: item.key, failures })}`);
    } catch (error) {
      console.error(`clock: counting a failure of ${item.kind} ${item.id} failed`, error);
    }
  }

  private async digest(userId: string): Promise<void> {
    const user = await this.users.get(userId);
    if (user?.digest && user.turnEmails) {
      const waiting = (await this.store.listForUser(userId)).filter(
        (g) => g.status === "active" && g.awaiting.some((seat) => g.players[seat]?.userId === userId),
      );
      await this.reminders.sendDigest(user, waiting);
    }
    await this.users.clearDigest(userId);
  }

  async tick(id: string): Promise<void> {
    const stored = await this.store.get(id);
    if (stored?.status !== "active" || !stored.deadline) return;
    const now = this.now();
    const game = await this.offerSeats(stored, now);
    if (now.getTime() >= Date.parse(stored.deadline)) return this.expire(game, now);
    const due = game.reminders.filter((r) => Date.parse(r.at) <= now.getTime());
    if (due.length === 0) return;
    // Only the latest due reminder is worth sending (after a pause, "an hour left" says it all).
    const kind = due[due.length - 1]!.kind;
    const next = { ...game, rev: game.rev + 1, reminders: game.reminders.filter((r) => !due.includes(r)) };
    await this.store.save(next, game.rev);
    for (const seat of game.awaiting) if (!game.forfeited.includes(seat)) await this.reminders.remind(game, seat, kind);
  }

  private async expire(game: GameRecord, now: Date): Promise<void> {
    // The deadline was reckoned without vacations: a seat whose clock, less its vacations, has time left
    // keeps it, counted from now on its own days (so a vacation keeps the time it had when it began).
    const later: number[] = [];
    let late: number | undefined;
    const players = new Map<number, User>();
    for (const seat of game.awaiting) {
      const userId = game.players[seat]?.userId;
      if (!userId || serverPlays(game, seat)) continue;
      const user = await this.users.get(userId);
      if (user) players.set(seat, user);
      // A held seat's time is its hold's, whatever vacation the hold itself is made of.
      if (rescueOf(game, seat)?.step === "hold") {
        late ??= seat;
        continue;
      }
      const pauses = user ? vacationPauses(user.vacations) : [];
      const left = timeLeft(game, seat, now.getTime(), this.games.dayMs, pauses);
      if (left === null) continue;
      if (left > 0) later.push(deadlineAfter(now.getTime(), left, game.players[seat]?.rest ?? null, pauses));
      else late ??= seat;
    }
    if (late === undefined && later.length > 0) {
      const deadline = new Date(Math.min(...later)).toISOString();
      // Reminders are not repeated after a vacation: the player chose to be away.
      await this.store.save({ ...game, rev: game.rev + 1, deadline, reminders: [] }, game.rev);
      return;
    }
    const seat = late ?? game.awaiting[0]!;
    if (rescueOf(game, seat)?.step === "hold") return this.endHold(game, seat, now);
    // A bot's or a stand-in's turn comes due after its pause: it plays as the seat's own move, not as a timeout.
    const bot = game.players[seat]?.bot !== undefined || standsIn(game, seat);
    const alreadyForfeited = game.forfeited.includes(seat);
    const timedOut = !alreadyForfeited && !bot;
    if (game.timeoutPolicy === "forfeit" && timedOut) {
      if (await this.forfeit(game, seat)) await this.countTimeout(game, seat, now);
      return;
    }
    if (timedOut) {
      const player = players.get(seat);
      const spent = player?.vacationWhenSilent ? silentVacation(player.vacations, now.getTime()) : null;
      const away = awayLonger(player?.lastSeenAt, now.getTime(), holdMs(game, this.games.dayMs));
      const missed = missedDeadline(game, seat, now.getTime(), this.games.dayMs, {
        ...(spent ? { vacation: spent } : {}),
        ...(away ? { absentSince: player?.lastSeenAt } : {}),
      });
      if (missed.held) {
        // Silent: the table waits for the player a turn's time more (or their vacation, where they allowed
        // it), then a stand-in plays the seat.
        const held = { ...missed.game, rev: game.rev + 1, deadline: rescueOf(missed.game, seat)!.until, reminders: [] };
        await this.store.save(held, game.rev);
        // Spent once the hold is saved: a sweep that lost the race to a move spends nothing.
        if (spent && player) {
          const vacations = [...player.vacations, spent.vacation].sort((a, b) => a.from.localeCompare(b.from));
          await this.users.update(player.id, { vacations });
        }
        return this.countTimeout(game, seat, now);
      }
      return this.playFor(missed.game, seat, [{ key: "turnpost.timeout", params: { seat, policy: game.timeoutPolicy } }], "clock", game);
    }
    const preface: LogEntry[] = standsIn(game, seat)
      ? [{ key: "turnpost.standIn", params: { seat, level: rescueOf(game, seat)!.level! } }]
      : [];
    await this.playFor(game, seat, preface, standsIn(game, seat) ? "stand-in" : "bot");
  }

  /**
   * Offers each seat whose stand-in has played its turn's time (record/substitute.ts), or asks the other
   * player of a table of two to choose; the stand-in plays on meanwhile. Answers the game as saved.
   */
  private async offerSeats(game: GameRecord, now: Date): Promise<GameRecord> {
    const due = offersDue(game, now.getTime());
    if (due.length === 0) return game;
    const offered = { ...due.reduce((g, seat) => offerSeat(g, seat, now.getTime()), game), rev: game.rev + 1 };
    await this.store.save(offered, game.rev);
    return offered;
  }

  /** The server's move for `seat` in `game` (as changed from `stored`, the record as read), with `preface` in its log. */
  private async playFor(game: GameRecord, seat: number, preface: LogEntry[], by: string, stored = game): Promise<void> {
    const move = serverMove(game, seat, game.timeoutPolicy);
    if (move === null) return;
    const pauses = await this.games.pausesOfAwaited(game);
    const next = advance(game, seat, move, `clock-${game.version + 1}`, by, this.games.time(), preface, pauses);
    if ((await this.games.commitServerMove(stored, next)) && by === "clock") await this.countTimeout(stored, seat, this.now());
  }

  /**
   * A silent seat's hold came due: once it is over, a stand-in at the level of the player's rating plays
   * the seat (its first move now); before (the deadline came early, as after a vacation), it waits on.
   */
  private async endHold(game: GameRecord, seat: number, now: Date): Promise<void> {
    const until = rescueOf(game, seat)!.until!;
    if (!holdIsOver(game, seat, now.getTime())) {
      return this.store.save({ ...game, rev: game.rev + 1, deadline: until }, game.rev);
    }
    const userId = game.players[seat]?.userId;
    const rating = userId ? (await this.ratings?.many([userId], game.game))?.get(userId)?.rating : undefined;
    const level = standInLevel(rating ?? NEW_RATING.rating, botLevelsFor(game.game));
    const standing = standInFrom(game, seat, level, now.getTime(), this.games.dayMs);
    await this.playFor(standing, seat, [{ key: "turnpost.standIn", params: { seat, level } }], "stand-in", game);
  }

  /** The timeout goes into its player's rhythm (once, whatever the sweeps: keyed by the move it made). */
  private async countTimeout(game: GameRecord, seat: number, now: Date): Promise<void> {
    const userId = game.players[seat]?.userId;
    if (userId) await this.rhythms?.update(userId, (stats) => withTimeout(stats, `${game.id}#${game.version + 1}`, now.toISOString()));
  }

  /** The seat leaves the game (record/transitions.ts, `forfeitSeat`). */
  private async forfeit(game: GameRecord, seat: number): Promise<boolean> {
    return this.games.commitServerMove(game, forfeitSeat(game, seat, this.now().toISOString(), "clock"));
  }
}
