// Turns committed changes of game items (read from the table's stream) into notices: "your turn" to each
// newly awaited player, "game over" to everyone, and the game's chat told of each turn. The stream is
// the outbox: nothing is sent from the move request. A ledger item per (game, version, seat, kind,
// channel), written once the channel accepted the message, makes each go out at least once and, once
// accepted, never again when records arrive twice or out of order; a failed channel is retried alone.
import { type ChangeRecord, type GameHead, correlationOf, readChange } from "../store/changes";
import { errorField, observe } from "../net/observe";
import type { Mailer } from "../mail/mailer";
import { noticeMail } from "../mail/templates";
import type { GameStore } from "../store/games";
import type { GameEvent, GameRecord } from "../record/game";
import type { ReminderKind } from "../../shared/api/index";
import type { LiveConnectionStore } from "../store/live";
import type { NoticeStore } from "../store/notices";
import type { QueueStore } from "../store/queues";
import { DEFAULT_REMINDERS, type User, type UserStore } from "../store/users";
import { ReadAhead, type ReadAheadStore } from "../store/read-ahead";
import { awaitedPeople, mailLinkGen } from "../record/game";
import type { Tokens } from "../service/tokens";
import { definitionOf } from "../service/games";
import {
  EmailChannel,
  PushChannel,
  WebhookChannel,
  type CallWebhook,
  type ChatText,
  type Escape,
  type NoticeMessage,
  type PushSend,
} from "./channels";
import { isRescueNotice, noticesOfChange, type Notice } from "../record/notices";
import { changesSince, phraser } from "./phrase";
import { listOf } from "../../shared/i18n/index";
import { Outbound, type OutboundOptions } from "../net/outbound";
import { previewImageUrl } from "../previews/describe";
import { countedReply, SocialStream, type SocialStreamDeps } from "./social-stream";
import type { LeagueService } from "../service/leagues";
import type { TournamentService } from "../service/tournaments";
import { TournamentNotices } from "./tournament-notices";
import { daysAndHours } from "../../shared/clock/time";
import { DAY_MS } from "../config";
import { timeLeft } from "../record/clock";
import { sendOnce } from "./ledger";
import { MailPlay } from "./mail-play";
import { intl } from "../../shared/i18n/intl";
import { sha256Hex } from "../store/ids";
import { readerHoldsSeat, rescueIsCurrent, rescueReader, rescueWords } from "./rescue-notices";

/** What the notifier is built from (functions/compose): the process's stores and services, and the options. */
export interface NotifierDeps extends SocialStreamDeps, NotifierOptions {
  pages: LiveConnectionStore;
  notices: NoticeStore;
  /** Each seat's plan: a "your turn" says why the server dropped it instead of playing it. */
  queues: QueueStore;
  /** Reads a record's items together before its steps. */
  readAhead: ReadAheadStore;
  /** Told of their games' results; their rounds and ends are mailed (absent: no tournaments). */
  tournaments?: TournamentService;
  /** Told of their divisions' ends, to start the next season (absent: no leagues). */
  leagues?: LeagueService;
}

/** The notifier's senders and timings. */
export interface NotifierOptions {
  mailer: Mailer;
  /** Injected by tests; the real ones by default. */
  pushSend?: PushSend;
  callWebhook?: CallWebhook;
  /** How calls to webhooks and push endpoints resolve names (tests: their own names, and loopback). */
  outbound?: OutboundOptions;
  /** How long after a move its "your turn" waits, so that a move undone at once is never told (ms). */
  holdMs?: number;
  /** How long a "your turn" waits after its reader stops looking at the game (ms). */
  graceMs?: number;
  /**
   * Asks for `sendDeferred(key)` at `at` (the cloud: a delayed queue message), so that a held turn goes
   * within seconds rather than at the clock's next sweep, which remains the fallback. Nothing waits.
   */
  wakeAt?: (key: string, at: Date) => Promise<void>;
}

/** The most a turn waits before it is told: an undo made at once is seldom later than this. */
const TURN_HOLD_MS = 10_000;
/** A player who looked at the game is mailed this long after they stop (then checked again). */
const LOOKING_GRACE_MS = 3 * 60_000;
/** A shown page used within this long counts as looked at: a tab forgotten open silences nothing. */
const LOOKING_IDLE_MS = 2 * 60_000;

/** The next 08:00 in the user's time zone: when the daily digest goes out. */
function nextDigestAt(user: Pick<User, "timeZone">, now: Date): Date {
  for (let hours = 1; hours <= 25; hours++) {
    const at = new Date(Math.floor(now.getTime() / 3_600_000) * 3_600_000 + hours * 3_600_000);
    const local = intl(Intl.DateTimeFormat, "en-GB", { timeZone: user.timeZone, hour: "2-digit", hourCycle: "h23" }).format(at);
    if (local === "08") return at;
  }
  return new Date(now.getTime() + 86_400_000); // time zones with half-hour offsets: a day later
}

/** Words as they were typed, for a line that goes nowhere with markup (mail, push). */
const asTyped: Escape = (text) => text;

/** Seats' names in a list, each as `written` writes it. */
const namesOf =
  (player: (seat: number) => string) =>
  (seats: number[], written: Escape): string =>
    seats.map((seat) => written(player(seat))).join(", ");

/** What a change of a game item asks to be told, with the game's fields as the change left them. */
function noticesFor(record: ChangeRecord): { notices: Notice[]; head: GameHead | null; before: GameHead | null } {
  const change = readChange(record);
  if (change.kind !== "game") return { notices: [], head: null, before: null };
  const correlationId = correlationOf(record);
  const notices = noticesOfChange(change.before, change.after);
  return {
    notices: correlationId ? notices.map((notice) => ({ ...notice, correlationId })) : notices,
    head: change.after,
    before: change.before,
  };
}

export class Notifier {
  private readonly games: GameStore;
  private readonly users: UserStore;
  private readonly tokens: Tokens;
  private readonly email: EmailChannel;
  private readonly push: PushChannel | null;
  private readonly webhook: WebhookChannel;
  private readonly now: () => Date;
  private readonly holdMs: number;
  private readonly graceMs: number;
  private readonly pages: LiveConnectionStore;
  private readonly notices: NoticeStore;
  /** Chat mail batches, ratings and forced moves (functions/social). */
  readonly social: SocialStream;
  private readonly mailPlay: MailPlay;
  private readonly tournaments: TournamentNotices | null;

  constructor(private readonly deps: NotifierDeps) {
    this.games = deps.games;
    this.users = deps.users;
    this.tokens = deps.tokens;
    this.notices = deps.notices;
    this.email = new EmailChannel(deps.mailer);
    const outbound = new Outbound(deps.outbound);
    this.push = deps.config.vapid ? new PushChannel(this.users, deps.config.vapid, outbound, deps.pushSend) : null;
    this.webhook = new WebhookChannel(deps.callWebhook ?? ((method, url, json) => outbound.send(method, url, json)), this.notices);
    this.now = deps.now;
    this.holdMs = deps.holdMs ?? TURN_HOLD_MS;
    this.graceMs = deps.graceMs ?? LOOKING_GRACE_MS;
    this.pages = deps.pages;
    this.social = new SocialStream(deps);
    this.mailPlay = new MailPlay(deps);
    this.tournaments = deps.tournaments ? new TournamentNotices(deps, deps.tournaments, deps.leagues ?? null, this.email) : null;
  }

  /** Handles a batch; returns the ids of records to retry (some notice was not delivered). */
  async handle(records: ChangeRecord[]): Promise<string[]> {
    const failed: string[] = [];
    for (const record of records) {
      let ok = true;
      let notices: Notice[] = [];
      let head: GameHead | null = null;
      let before: GameHead | null = null;
      try {
        ({ notices, head, before } = noticesFor(record));
      } catch (error) {
        observe.error("notifier: unreadable record, skipped", { eventID: record.eventID, error: errorField(error) });
      }
      let ahead = ReadAhead.none;
      try {
        if (head) ahead = await this.readAhead(head, before);
      } catch (error) {
        // Each step reads what it needs itself instead.
        observe.error("notifier: reading ahead failed", { eventID: record.eventID, error: errorField(error) });
      }
      // First, so that a forced move played for a seat makes its "your turn" notice moot.
      try {
        await this.social.handle(record, ahead);
      } catch (error) {
        observe.error("notifier: social handling failed", { eventID: record.eventID, error: errorField(error) });
        ok = false;
      }
      try {
        await this.tournaments?.handle(record);
      } catch (error) {
        observe.error("notifier: tournament handling failed", { eventID: record.eventID, error: errorField(error) });
        ok = false;
      }
      // Every recipient is tried even when an earlier one failed: one bad channel blocks nobody else.
      for (const notice of notices) {
        try {
          if (notice.kind !== "turn" || !(await this.heldAsMoved(notice, head!, ahead))) await this.deliver(notice);
        } catch (error) {
          observe.error("notifier: notice failed", { ...notice, error: errorField(error) });
          ok = false;
        }
      }
      if (!ok && record.eventID) failed.push(record.eventID);
    }
    return failed;
  }

  /** A chat batch whose wait is over (the clock's sweep): one email and one push for its messages, unless its reader is looking at the game. */
  async sendChatBatch(key: string): Promise<void> {
    await this.social.sendChatBatch(
      key,
      async (user, message, gameId) => {
        // Someone looking at the game read the messages as they came.
        if (await this.looking(gameId, user.id)) return;
        if (user.email && user.turnEmails) await this.email.send(user, message);
        if (this.push) await this.push.send(user, message, gameId);
      },
      (user) => this.quietUntil(user),
    );
  }

  /**
   * A notice held back while its reader looked (the clock's sweep or a wake-up, `pk|sk` of its item):
   * told now, or held again. The item goes only once the notice is delivered, so a process stopped
   * meanwhile leaves it due for the next sweep.
   */
  async sendDeferred(key: string): Promise<void> {
    const [pk, sk] = key.split("|");
    const held = await this.notices.held<Notice>(pk!, sk!);
    if (!held) return; // told already
    try {
      await this.deliver(held.notice);
    } catch (error) {
      await this.defer(held.notice); // the next sweep after the grace tries again
      throw error;
    }
    await this.notices.forgetHeld(pk!, sk!, held.holdId);
  }

  /** Whether `userId` has a page of the game shown and used lately (what the page says over the live channel). */
  private async looking(gameId: string, userId: string): Promise<boolean> {
    const now = this.now().getTime();
    return (await this.pages.list(gameId)).some(
      (page) => page.userId === userId && page.visible === true && now - Date.parse(page.activeAt!) < LOOKING_IDLE_MS,
    );
  }

  /**
   * Holds a notice back until `until` (by default the grace period's end); the clock's sweep brings it to
   * sendDeferred. Answers the item's key (`pk|sk`).
   */
  private async defer(notice: Notice, until = new Date(this.now().getTime() + this.graceMs)): Promise<string> {
    return this.notices.hold(notice, until);
  }

  /** The clock's reminders go through the same channels and ledger. */
  async remind(game: GameRecord, seat: number, kind: ReminderKind): Promise<void> {
    await this.deliver({ gameId: game.id, version: game.version, seat, kind: `remind-${kind}` });
  }

  /**
   * What tells `notice` on a channel at least once: passes over a channel the ledger shows accepted it
   * already, else sends it by one delivery at a time (./ledger.ts). One consistent read for all its channels.
   */
  private async ledger(told: Notice): Promise<(channel: string, send: () => Promise<unknown>) => Promise<void>> {
    // Two seats may fall silent at one version: a rescue's entry names the seat it is about.
    const notice = isRescueNotice(told) ? { ...told, kind: `${told.kind}#${told.about}` } : told;
    const sent = await this.notices.sentChannels(notice);
    return async (channel, send) => {
      if (sent.has(channel)) return;
      await sendOnce(this.notices, notice, channel, send);
      sent.add(channel);
      const { gameId, version, seat, kind, correlationId } = told;
      observe.info("notice sent", { correlationId, gameId, version, seat, kind, channel });
    };
  }

  /**
   * Whether a turn notice is not to be told now: it is held until `holdMs` after its move (stored, and
   * told when due only if the game has not moved since, so a move undone meanwhile is never told), and
   * the turn an undo or takeback gives back is told neither to the seat that asked for it nor to the
   * group chat.
   */
  private async holdsTurn(game: GameRecord, notice: Notice, log: () => Promise<GameEvent[]>): Promise<boolean> {
    if (await this.holdsUntilDue(game, notice)) return true;
    const event = (await log()).at(-1);
    return Boolean(event?.takeback) && (notice.seat === event!.seat || notice.seat === -1);
  }

  /** Holds a turn notice until `holdMs` after its move, if that is still to come. */
  private async holdsUntilDue(game: Pick<GameRecord, "updatedAt">, notice: Notice): Promise<boolean> {
    const due = Date.parse(game.updatedAt) + this.holdMs;
    if (due <= this.now().getTime()) return false;
    const key = await this.defer(notice, new Date(due));
    await this.deps.wakeAt?.(key, new Date(due));
    return true;
  }

  /**
   * A turn as its move comes off the stream, decided on the game's fields in the change: dropped when its
   * seat's player has no channel on (a guest who gave no address), else held until due. Most turns are
   * held this way without the game's item being read.
   */
  private async heldAsMoved(notice: Notice, head: GameHead, ahead: ReadAhead): Promise<boolean> {
    if (notice.seat !== -1) {
      const userId = head.players[notice.seat]?.userId;
      const user = userId ? await this.users.get(userId, ahead) : null;
      if (!user || !(await this.reachable(user))) return true;
    }
    return this.holdsUntilDue(head, notice);
  }

  /**
   * What the steps of a game's record will read, in one request: the mover's user (time zone) and rhythm,
   * each awaited person's user (forced moves, channels) and plan.
   */
  private readAhead(head: GameHead, before: GameHead | null): Promise<ReadAhead> {
    const mover = countedReply(head, before)?.userId;
    const awaited = head.status === "active" ? awaitedPeople(head) : [];
    return this.deps.readAhead.read({
      users: [...(mover ? [mover] : []), ...awaited.map((seat) => head.players[seat]!.userId!)],
      rhythms: mover ? [mover] : [],
      queues: awaited.map((seat) => ({ gameId: head.id, seat })),
    });
  }

  /** Whether any of the user's channels is on; the push endpoints are read only when nothing else is. */
  private async reachable(user: User): Promise<boolean> {
    if ((user.email && user.turnEmails) || user.webhookUrl) return true;
    return this.push !== null && (await this.users.pushSubscriptions(user.id)).length > 0;
  }

  private async deliver(notice: Notice): Promise<void> {
    const game = await this.games.get(notice.gameId);
    if (!game) return;
    // A turn or reminder that is no longer current is not worth telling, nor an invitation once taken up.
    if (notice.kind === "invite") {
      if (game.status !== "open" || !game.players[notice.seat]?.reservedFor) return;
    } else if (isRescueNotice(notice)) {
      if (!rescueIsCurrent(game, notice)) return;
    } else if (notice.kind !== "end" && (game.version !== notice.version || game.status !== "active")) return;
    if (notice.seat === -1 && !game.chatWebhook) return;
    // The log's last 60 events, read once: the takeback check reads its last, a turn mail its news.
    let events: Promise<GameEvent[]> | undefined;
    const log = () => (events ??= this.games.events(game.id, Math.max(0, game.version - 60), 60));
    if (notice.kind === "turn" && (await this.holdsTurn(game, notice, log))) return;
    if (notice.seat === -1) {
      const words = {
        text: await this.chatLine(game, notice),
        link: this.link(`/g/${game.id}`),
        image: previewImageUrl(this.deps.config.appUrl, game),
        deadline: notice.kind === "end" ? null : game.deadline,
      };
      // Discord's message is edited in place: told twice, it reads the same.
      return (await this.ledger(notice))("chat", () => this.webhook.send({ url: game.chatWebhook!, owner: "chat" }, words, notice));
    }
    const userId =
      notice.kind === "invite"
        ? game.players[notice.seat]?.reservedFor
        : isRescueNotice(notice)
          ? rescueReader(game, notice)
          : game.players[notice.seat]?.userId;
    const user = userId ? await this.users.get(userId) : null;
    if (!user || !(await this.reachable(user)) || (await this.games.isMuted(user.id, game.id))) return;
    if (notice.kind.startsWith("remind-") && !(user.reminders ?? DEFAULT_REMINDERS).some((kind) => notice.kind === `remind-${kind}`))
      return;
    // Someone looking at the game sees the turn: tell them only once they have stopped for a while.
    if (notice.kind === "turn" && (await this.looking(game.id, user.id))) return void (await this.defer(notice));
    // In quiet hours the notice waits whole; then it goes if still current (a game's later turns make
    // its earlier ones stale, so one mail per game tells what happened meanwhile).
    const quietUntil = this.quietUntil(user);
    if (quietUntil) return void (await this.defer(notice, quietUntil));
    const composed = await this.compose(game, notice, user, log);
    const { chatLine } = composed;
    const message = { ...composed.message, correlationId: notice.correlationId };
    const failures: unknown[] = [];
    const tell = await this.ledger(notice);
    const attempt = async (tried: () => Promise<void>) => {
      try {
        await tried();
      } catch (error) {
        failures.push(error);
      }
    };
    if (user.email && user.turnEmails) {
      if (user.digest && notice.kind === "turn") await this.users.queueDigest(user.id, nextDigestAt(user, this.now()));
      else
        await attempt(() =>
          tell("email", () => (notice.kind === "invite" ? this.email.send(user, message) : this.mailWithChat(user, game, message))),
        );
    }
    // A ledger entry per subscription: one dead endpoint retried sends nothing again to the others.
    if (this.push)
      await attempt(() =>
        this.push!.send(user, message, game.id, (endpoint, push) => tell(`push:${sha256Hex(endpoint).slice(0, 16)}`, push)),
      );
    if (user.webhookUrl)
      await attempt(() =>
        tell("webhook", () =>
          this.webhook.send(
            { url: user.webhookUrl!, owner: `user:${user.id}` },
            {
              text: chatLine,
              link: message.action.url,
              image: message.image?.url,
              deadline: notice.kind === "end" ? null : game.deadline,
            },
            notice,
          ),
        ),
      );
    if (failures.length) throw failures[0];
  }

  /** Mails `message` with the game's chat messages waiting for this reader, whose own mail then goes no more. */
  private async mailWithChat(user: User, game: GameRecord, message: NoticeMessage): Promise<string | undefined> {
    const chat = await this.social.takeWaitingChat(user, game);
    try {
      return await this.email.send(user, chat ? { ...message, lines: [...message.lines, ...chat.lines] } : message);
    } catch (error) {
      await chat?.restore();
      throw error;
    }
  }

  private link(path: string): string {
    return new URL(path, this.deps.config.appUrl).toString();
  }

  /** The game's chat told of a turn or the end, the players' names written for the chat's markup. */
  private async chatLine(game: GameRecord, notice: Notice): Promise<ChatText> {
    const { t, player } = await phraser(
      "en",
      game.players.map((p) => p.name),
    );
    const name = definitionOf(game.game).name;
    const url = this.link(`/g/${game.id}`);
    const named = namesOf(player);
    if (notice.kind === "end")
      return (written) => t("notice.chatEnd", { game: name, winners: named(game.result?.winners ?? [], written), url });
    return (written) => t("notice.chatTurn", { game: name, players: named(game.awaiting, written), url });
  }

  /**
   * When the user's quiet hours and night end, if they are in them now: nothing that would interrupt
   * (mail, push, the personal chat webhook) goes before; what waited goes then, merged where it can be.
   */
  private quietUntil(user: User): Date | null {
    const windows = [user.quietHours, user.night].filter((w) => w !== null && w !== undefined);
    if (windows.length === 0) return null;
    const format = intl(Intl.DateTimeFormat, "en-GB", { timeZone: user.timeZone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
    const quiet = (at: Date) => {
      const local = format.format(at);
      return windows.some(({ start, end }) => (start <= end ? local >= start && local < end : local >= start || local < end));
    };
    const now = this.now();
    if (!quiet(now)) return null;
    // Minute by minute from the next whole minute: quiet hours last less than a day.
    const first = Math.ceil((now.getTime() + 1) / 60_000) * 60_000;
    for (let at = first; at <= first + 86_400_000; at += 60_000) if (!quiet(new Date(at))) return new Date(at);
    return null;
  }

  /** The notice in the user's words, and its one line for their own chat webhook (`short`'s words, escaped there). */
  private async compose(
    game: GameRecord,
    notice: Notice,
    user: User,
    log: () => Promise<GameEvent[]>,
  ): Promise<{ message: NoticeMessage; chatLine: ChatText }> {
    const names = game.players.map((p) => p.name);
    const { t, player } = await phraser(user.lang, names);
    const named = namesOf(player);
    const gameName = definitionOf(game.game).name;
    const seatToken = await this.tokens.mailSeatLink(user.id, { gameId: game.id, seat: notice.seat, gen: mailLinkGen(game, notice.seat) });
    // A finished game's page offers the rematch beside the result: the game-over mail leads there.
    const action = {
      label: t(notice.kind === "end" ? "notice.rematch" : "notice.play"),
      url: this.link(`/play/${game.id}#seat=${seatToken}`),
    };
    const unsubscribeUrl = this.link(`/api/unsubscribe?token=${await this.tokens.unsubscribe(user.id, game.id)}`);
    const opponents = listOf(
      names.flatMap((_, i) => (i === notice.seat ? [] : [player(i)])),
      user.lang,
    );
    const imageUrl = previewImageUrl(this.deps.config.appUrl, game);
    // The alt text is the game's name: a proper noun, the same in every language.
    const image = imageUrl ? { url: imageUrl, alt: gameName } : null;
    if (notice.kind === "invite") {
      const host = game.players.find((p) => p.userId === game.createdBy)?.name ?? player(0);
      const chatLine: ChatText = (written) => t("notice.inviteLine", { host: written(host), game: gameName });
      const line = chatLine(asTyped);
      const message = {
        subject: t("notice.inviteSubject", { host, game: gameName }),
        lines: [line],
        short: line,
        // Not a seat link: the seat is the invitee's to take, and joining takes it.
        action: { label: t("notice.join"), url: this.link(`/join/${game.id}`) },
        unsubscribeUrl,
        image: null,
      };
      return { message, chatLine };
    }
    const dateFormat = intl(Intl.DateTimeFormat, user.lang, { dateStyle: "full", timeStyle: "short", timeZone: user.timeZone });
    const deadline = game.deadline ? `${dateFormat.format(new Date(game.deadline))} (${user.timeZone})` : null;
    const bankLeft = game.bank ? timeLeft(game, notice.seat, this.now().getTime(), this.deps.config.dayMs ?? DAY_MS) : null;
    if (isRescueNotice(notice)) {
      const words = rescueWords(game, notice, t, player, (at) => `${dateFormat.format(new Date(at))} (${user.timeZone})`);
      // The player who lost the seat opens the game as anyone may: a seat link would be refused.
      const rescueAction = { label: t("notice.openGame"), url: readerHoldsSeat(notice) ? action.url : this.link(`/play/${game.id}`) };
      return {
        message: { subject: words.subject, lines: [words.line], short: words.line, action: rescueAction, unsubscribeUrl, image },
        chatLine: () => words.line,
      };
    }
    if (notice.kind === "end") {
      const chatLine: ChatText = (written) => t("notice.endLine", { game: gameName, winners: named(game.result?.winners ?? [], written) });
      const scores = game.players.map((_, i) => `${player(i)}: ${game.result?.scores[i] ?? 0}`).join(", ");
      const line = chatLine(asTyped);
      return {
        message: {
          subject: t("notice.endSubject", { game: gameName, opponents }),
          lines: [line, scores],
          short: line,
          action,
          unsubscribeUrl,
          image,
        },
        chatLine,
      };
    }
    const changes = await changesSince(await log(), notice.seat, user.lang, names);
    // The plan dropped as this turn came (functions/service/queue.ts), read only for the seat's own mail.
    const dropped = (await this.deps.queues.get(game.id, notice.seat))?.dropped;
    const offer = await this.mailPlay.offer(game, notice.seat, user.id, user.lang);
    const subjectKey = {
      turn: "notice.turnSubject",
      "remind-half": "notice.halfTimeSubject",
      "remind-day": "notice.dayLeftSubject",
      "remind-hour": "notice.hourLeftSubject",
    }[notice.kind];
    const message = {
      // The move about to be played: the game's version counts the moves made.
      subject: t(subjectKey, { game: gameName, opponents, move: game.version + 1 }),
      lines: [
        t("notice.turnLine", { game: gameName, opponents }),
        ...(changes.length ? [t("notice.since"), ...changes] : []),
        ...(dropped?.version === game.version ? [t(`plan.dropped.${dropped.reason}`)] : []),
        ...(deadline ? [t("notice.deadline", { deadline })] : []),
        ...(bankLeft !== null ? [t("notice.bankLeft", { time: t("clock.duration", daysAndHours(bankLeft)) })] : []),
      ],
      short: t("notice.turnShort", { game: gameName }),
      action,
      unsubscribeUrl,
      image,
      choices: offer && {
        intro: t("notice.choices"),
        moves: offer.choices,
        reply: offer.replyTo ? { to: offer.replyTo, line: t("notice.replyToPlay") } : null,
      },
    };
    return { message, chatLine: () => message.short };
  }

  /** The daily digest: one email listing the games that await the user. */
  async sendDigest(user: User, waiting: GameRecord[]): Promise<void> {
    if (!user.email || waiting.length === 0) return;
    const { t } = await phraser(user.lang, []);
    // Each line opens the seat as the turn mail does: a mail app on a phone has no session.
    const lines = await Promise.all(
      waiting.map(async (g) => {
        const seat = g.awaiting.find((s) => g.players[s]?.userId === user.id);
        const token =
          seat === undefined ? null : await this.tokens.mailSeatLink(user.id, { gameId: g.id, seat, gen: mailLinkGen(g, seat) });
        return `${definitionOf(g.game).name}: ${this.link(`/play/${g.id}${token ? `#seat=${token}` : ""}`)}`;
      }),
    );
    await this.deps.mailer.send(
      noticeMail({
        lang: user.lang,
        to: user.email,
        subject: t("notice.digestSubject", { count: waiting.length }),
        lines: [t("notice.digestLine", { count: waiting.length }), ...lines],
        action: { label: t("notice.myGames"), url: this.link("/games") },
        unsubscribeUrl: this.link(`/api/unsubscribe?token=${await this.tokens.unsubscribe(user.id)}`),
      }),
    );
  }
}
