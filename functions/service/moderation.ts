// Moderation (docs/operations.md, "Moderation"): people report a message, a name or a player and appeal
// an action once; the operator (functions/cli/admin.ts) reads the queue and acts. Every action is logged
// (who, when, why), the one it was done to is told in the app and, where they take mail, by mail; a
// reporter is told when their report was looked at.
import type { ModerationAction, ReportAnswer, ReportRequest } from "../../shared/api/moderation";
import { cleanName } from "../../shared/api/names";
import { PLAYER_NAME_MAX_CHARS } from "../../shared/api/choices";
import { appOrigin, type Config } from "../config";
import type { Mailer } from "../mail/mailer";
import { plainMail } from "../mail/templates";
import { DomainError, phrase } from "../record/errors";
import type { GameRecord } from "../record/game";
import { withoutTimeout } from "../record/rhythm";
import type { GameStore } from "../store/games";
import { DAY_WINDOW_MS, type HourlyLimiter } from "../store/hourly-limiter";
import { sha256Hex } from "../store/ids";
import type { Restriction } from "../record/restriction";
import type { BlockKind, ModerationCase, ModerationStore } from "../store/moderation";
import { Conflict } from "../store/outcomes";
import type { RhythmStore } from "../store/rhythm";
import type { User, UserStore } from "../store/users";
import type { GameService } from "./games";
import type { SeatHandover } from "./seat-handover";
import type { Principal } from "./tokens";

/** Reports one person may file in a day, and reports of one person taken in a day, from everyone. */
export const REPORTS_PER_REPORTER_PER_DAY = 10;
export const REPORTS_OF_PLAYER_PER_DAY = 20;

export interface ModerationDeps {
  moderation: ModerationStore;
  users: UserStore;
  games: GameStore;
  service: Pick<GameService, "loadReadable">;
  rhythms: Pick<RhythmStore, "update">;
  /** Where a banned or suspended player's seats go: the rescue chain, at once. */
  handover: Pick<SeatHandover, "handOverSeats">;
  hourly: HourlyLimiter;
  mailer: Mailer;
  config: Config;
  now: () => Date;
}

/** A name or a word as the blocklist compares them: lower case, accents and everything but letters and digits gone. */
function blockForm(text: string): string {
  return cleanName(text)
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, "");
}

/** A domain as the blocklist keeps it (an address's part after the @). */
const domainForm = (domain: string) => domain.trim().toLowerCase().replace(/\.$/, "");
/** Subdomains looked up at most: mail.eu.spam.example is refused for spam.example. */
const DOMAIN_LEVELS = 6;

const notFound = (what: string) => new DomainError("not-found", "not-found", `${what}: nothing has this id.`);

export class ModerationService {
  constructor(private readonly deps: ModerationDeps) {}

  private at(): string {
    return this.deps.now().toISOString();
  }

  // --- what people do

  /**
   * Files a report in the queue. A message must be in a chat the reporter may read; its author is who is
   * reported. The same thing reported again by the same person is the same report (no count spent).
   */
  async report(reporter: Principal, body: ReportRequest): Promise<ReportAnswer> {
    const { moderation, users, hourly, now } = this.deps;
    let reported: string;
    let excerpt: string;
    let gameId: string | null = null;
    let messageId: string | null = null;
    if (body.kind === "message") {
      if (!body.gameId || !body.messageId)
        throw new DomainError("invalid", "bad-request", "A report of a message names its game (gameId) and the message (messageId).");
      const { game, seat } = await this.deps.service.loadReadable(body.gameId, reporter);
      if (seat === null && !game.chatForSpectators)
        throw new DomainError("forbidden", "chat-hidden", "The players keep this game's chat to themselves.");
      const message = await moderation.message(game.id, body.messageId);
      if (!message) throw notFound("This message");
      ({ gameId, messageId } = { gameId: game.id, messageId: body.messageId });
      reported = message.userId;
      excerpt = message.text;
    } else {
      const userId = body.userId ?? (await this.seated(reporter, body.gameId, body.seat));
      const user = await users.get(userId);
      if (!user) throw notFound("This player");
      reported = user.id;
      excerpt = user.name;
    }
    if (reported === reporter.userId) throw new DomainError("invalid", "report-self", "You cannot report yourself.");
    const id = sha256Hex(`${reporter.userId}\n${body.kind}\n${messageId ?? reported}`).slice(0, 24);
    if (await moderation.getCase(id)) return { report: { id, duplicate: true } };
    await hourly.take(
      `report-by#${reporter.userId}`,
      REPORTS_PER_REPORTER_PER_DAY,
      now(),
      {
        code: "too-many-reports",
        message: `You may file at most ${REPORTS_PER_REPORTER_PER_DAY} reports a day: the moderators have the ones you sent.`,
      },
      DAY_WINDOW_MS,
    );
    await hourly.take(
      `report-of#${reported}`,
      REPORTS_OF_PLAYER_PER_DAY,
      now(),
      {
        code: "too-many-reports",
        message: `This player was reported ${REPORTS_OF_PLAYER_PER_DAY} times today already: the moderators have those reports.`,
      },
      DAY_WINDOW_MS,
    );
    const created = await moderation.openCase({
      id,
      type: "report",
      userId: reported,
      by: reporter.userId,
      kind: body.kind,
      reason: body.reason,
      gameId,
      messageId,
      excerpt,
      text: body.text ?? "",
      createdAt: this.at(),
      status: "open",
    });
    return { report: { id, duplicate: !created } };
  }

  /** The player at `seat` of a game the reporter may read. */
  private async seated(reporter: Principal, gameId: string | undefined, seat: number | undefined): Promise<string> {
    if (gameId === undefined || seat === undefined)
      throw new DomainError("invalid", "bad-request", "A report of a name or a player names the player (userId), or their game and seat.");
    const { game } = await this.deps.service.loadReadable(gameId, reporter);
    const userId = game.players[seat]?.userId;
    if (!userId) throw notFound("This seat's player");
    return userId;
  }

  /** Appeals an action told in the notice `noticeId`, once: the appeal goes to the queue. */
  async appeal(userId: string, noticeId: string, text: string): Promise<{ appeal: { id: string } }> {
    const { moderation } = this.deps;
    const notice = await moderation.notice(userId, noticeId);
    if (notice?.kind !== "action") throw notFound("This notice of an action");
    if (!(await moderation.spendAppeal(userId, noticeId)))
      throw new DomainError("conflict", "appealed-already", "You appealed this action already: the moderators have your appeal.");
    const id = `appeal-${sha256Hex(`${userId}\n${noticeId}`).slice(0, 24)}`;
    await moderation.openCase({
      id,
      type: "appeal",
      userId,
      by: null,
      kind: null,
      reason: null,
      gameId: null,
      messageId: null,
      excerpt: `${notice.action}${notice.until ? ` until ${notice.until}` : ""}: ${notice.note}`,
      text,
      createdAt: this.at(),
      status: "open",
      noticeId,
    });
    return { appeal: { id } };
  }

  notices(userId: string) {
    return this.deps.moderation.notices(userId);
  }

  /** Refuses an address whose domain (or a domain above it) the operator blocked. */
  async checkAddress(email: string): Promise<void> {
    const labels = domainForm(email.slice(email.lastIndexOf("@") + 1)).split(".");
    for (let i = Math.max(0, labels.length - DOMAIN_LEVELS); i < labels.length - 1; i++) {
      const domain = labels.slice(i).join(".");
      if (await this.deps.moderation.isBlocked("domain", domain))
        throw new DomainError("invalid", "blocked-domain", `Addresses at ${domain} cannot sign in to Turnpost.`, {
          key: "moderation.blockedDomain",
          params: { domain },
        });
    }
  }

  /** Refuses a name holding a word the operator blocked. */
  async checkName(name: string): Promise<void> {
    const form = blockForm(name);
    const words = await this.deps.moderation.blocked("name");
    if (words.some((word) => form.includes(word)))
      throw new DomainError("invalid", "blocked-name", "This name cannot be used on Turnpost.", { key: "moderation.blockedName" });
  }

  // --- what the operator does

  queue(limit: number) {
    return this.deps.moderation.queue(limit);
  }

  async readCase(id: string): Promise<ModerationCase> {
    const entry = await this.deps.moderation.getCase(id);
    if (!entry) throw notFound("This case");
    return entry;
  }

  actions(limit: number) {
    return this.deps.moderation.actions(limit);
  }

  blocked(kind: BlockKind) {
    return this.deps.moderation.blocked(kind);
  }

  /** Closes a case with a note; a reporter is told their report was looked at. */
  async resolve(caseId: string, by: string, note: string): Promise<ModerationCase> {
    const { moderation } = this.deps;
    const resolved = await moderation.resolveCase(caseId, by, note, this.at());
    if (!resolved) throw new DomainError("conflict", "not-open", `No open case has the id ${caseId}.`);
    if (resolved.type === "report" && resolved.by && resolved.kind && resolved.reason) {
      await moderation.tell(resolved.by, this.at(), {
        kind: "report-reviewed",
        report: { kind: resolved.kind, reason: resolved.reason },
        caseId,
      });
    }
    await this.log(by, "resolve", caseId, note);
    return resolved;
  }

  /** Takes a chat message out of its game's chat; its author is told. */
  async hide(gameId: string, messageId: string, by: string, why: string): Promise<void> {
    const message = await this.deps.moderation.takeMessage(gameId, messageId);
    if (!message) throw notFound("This message");
    await this.act(message.userId, "message-hidden", null, why);
    await this.log(by, "hide", `${gameId}/${messageId}`, `${why} (it read: ${JSON.stringify(message.text)})`);
  }

  /** Gives the player another name, on their account and their seats in games not over. */
  async rename(userId: string, name: string, by: string, why: string): Promise<void> {
    const cleaned = [...cleanName(name)].slice(0, PLAYER_NAME_MAX_CHARS).join("").trim();
    if (!cleaned) throw new DomainError("invalid", "bad-name", "A name needs at least one visible character.");
    const before = await this.deps.users.get(userId);
    if (!before) throw notFound("This player");
    await this.deps.users.update(userId, { name: cleaned });
    for (const summary of await this.deps.games.listForUser(userId)) {
      if (summary.status !== "finished") await this.renameSeats(summary.id, userId, cleaned);
    }
    await this.act(userId, "renamed", null, why);
    await this.log(by, "rename", userId, `${why} (${JSON.stringify(before.name)} → ${JSON.stringify(cleaned)})`);
  }

  private async renameSeats(gameId: string, userId: string, name: string): Promise<void> {
    for (let attempt = 0; attempt < 5; attempt++) {
      const game = await this.deps.games.get(gameId);
      if (!game) return;
      const players = game.players.map((p) => (p.userId === userId ? { ...p, name } : p));
      try {
        await this.deps.games.save({ ...game, players, rev: game.rev + 1 } satisfies GameRecord, game.rev);
        return;
      } catch (error) {
        if (!(error instanceof Conflict)) throw error;
      }
    }
  }

  /**
   * Suspends the user until `until`, or bans them (`until` null): their sessions are refused from now
   * on, their seats in games in progress go to stand-ins, and they are told.
   */
  async restrict(userId: string, until: Date | null, by: string, why: string): Promise<{ games: string[] }> {
    if (until && until <= this.deps.now())
      throw new DomainError("invalid", "bad-until", "A suspension ends in the future: give a later date.");
    const restriction: Restriction = { kind: until ? "suspended" : "banned", until: until?.toISOString() ?? null, at: this.at(), why };
    if (!(await this.deps.moderation.restrict(userId, restriction))) throw notFound("This player");
    const games = (await this.deps.handover.handOverSeats(userId, "banned")).map((handed) => handed.gameId);
    await this.act(userId, restriction.kind, restriction.until, why);
    await this.log(
      by,
      until ? "suspend" : "ban",
      userId,
      `${why}${until ? ` (until ${restriction.until})` : ""}; seats handed over in ${games.length} games`,
    );
    return { games };
  }

  /** Lifts a suspension or a ban (the seats handed over stay with their stand-ins). */
  async lift(userId: string, by: string, why: string): Promise<void> {
    if (!(await this.deps.moderation.restrict(userId, null))) throw notFound("This player");
    await this.log(by, "lift", userId, why);
  }

  /** Takes back a timeout the clock counted against the player at `at` (one given by mistake). */
  async untimeout(userId: string, at: string, by: string, why: string): Promise<void> {
    let found = false;
    await this.deps.rhythms.update(userId, (stats) => {
      const next = withoutTimeout(stats, at);
      found = next !== null;
      return next;
    });
    if (!found) throw new DomainError("not-found", "no-timeout", `No timeout of ${userId} was counted at ${at}.`);
    await this.log(by, "untimeout", userId, `${why} (the timeout of ${at})`);
  }

  async block(kind: BlockKind, value: string, by: string, why: string): Promise<string> {
    const form = kind === "domain" ? domainForm(value) : blockForm(value);
    if (!form || (kind === "domain" && !/^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(form)))
      throw new DomainError("invalid", "bad-entry", `Not a ${kind} to block: ${JSON.stringify(value)}.`);
    await this.deps.moderation.block(kind, form, this.at());
    await this.log(by, "blocklist add", `${kind} ${form}`, why);
    return form;
  }

  async unblock(kind: BlockKind, value: string, by: string, why: string): Promise<void> {
    const form = kind === "domain" ? domainForm(value) : blockForm(value);
    if (!(await this.deps.moderation.unblock(kind, form))) throw notFound(`The ${kind} ${form} on the blocklist`);
    await this.log(by, "blocklist remove", `${kind} ${form}`, why);
  }

  /** Tells `userId` of an action: a notice in the app, and a mail where they take mail. */
  private async act(userId: string, action: ModerationAction, until: string | null, note: string): Promise<void> {
    const { moderation, users, mailer, config } = this.deps;
    await moderation.tell(userId, this.at(), { kind: "action", action, until, note });
    const user = await users.get(userId);
    if (user?.email && user.turnEmails && !user.emailTrouble)
      await mailer.send(await actionMail(user, user.email, action, until, note, config));
  }

  private log(by: string, command: string, target: string, why: string) {
    return this.deps.moderation.log({ at: this.at(), by, command, target, why });
  }
}

async function actionMail(user: User, to: string, action: ModerationAction, until: string | null, note: string, config: Config) {
  const t = (key: string, params: Record<string, string> = {}) => phrase(user.lang, key, params);
  const lines = [await t("moderation.mailLine", { note })];
  if (until) lines.push(await t("moderation.mailUntil", { until: until.slice(0, 10) }));
  lines.push(await t("moderation.mailAppeal"));
  const url = new URL("/settings", appOrigin(config)).toString();
  return plainMail(user.lang, to, await t("moderation.mailSubject", { action }), lines, { label: await t("moderation.mailOpen"), url });
}
