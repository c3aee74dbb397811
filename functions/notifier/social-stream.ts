// What the social features read from the table's stream (called by the notifier before its notices):
// a new chat message schedules a mail batch per recipient, a finished game is rated, an awaited seat's
// queued moves are played or dropped (functions/service/queue.ts), and a seat whose player asked for it
// has its only legal move played at once (forced moves).
import { type ChangeRecord, type GameHead, readChange } from "../store/changes";
import type { Config } from "../config";
import { DAY_MS } from "../config";
import type { NoticeMessage } from "./channels";
import { phraser } from "./phrase";
import type { GameStore } from "../store/games";
import { mailLinkGen, type GameRecord } from "../record/game";
import { advance } from "../record/transitions";
import type { User, UserStore } from "../store/users";
import { ReadAhead } from "../store/read-ahead";
import { moveRevealed } from "../../shared/engine/index";
import { definitionOf, type GameService } from "../service/games";
import type { Tokens } from "../service/tokens";
import { type ChatMessage, type ChatStore, CHAT_BATCH_MS } from "../store/chat";
import type { RatingStore } from "../store/ratings";
import type { QueueService } from "../service/queue";
import { socialKeys } from "../store/social-keys";
import { withGame, withReply } from "../record/rhythm";
import type { RhythmStore } from "../store/rhythm";
import type { BlockStore } from "../store/blocks";
import { visibleMessages } from "../record/blocks";

/**
 * The move the server may play for `seat` now on its player's behalf: the only legal one, when making
 * it reveals nothing to anyone (no card turned up, no roll, no plan opened: `moveRevealed`), as for an undo.
 */
export function forcedMove(game: GameRecord, seat: number): unknown | null {
  if (game.status !== "active" || !game.awaiting.includes(seat)) return null;
  const def = definitionOf(game.game);
  const moves = def.legalMoves(game.state, seat);
  if (moves.length !== 1) return null;
  const outcome = def.apply(game.state, seat, moves[0]);
  return moveRevealed(def, game.players.length, game.state, outcome.state) ? null : moves[0];
}

/** What the social stream is built from (functions/compose, through the notifier). */
export interface SocialStreamDeps {
  config: Config;
  games: GameStore;
  users: UserStore;
  chats: ChatStore;
  ratings: RatingStore;
  rhythms: RhythmStore;
  service: GameService;
  queue: QueueService;
  tokens: Tokens;
  /** Who blocked whom: a message reaches nobody who has a block with its author (docs/social.md). */
  blocks: Pick<BlockStore, "blockedWith">;
  now: () => Date;
}

/** Chat messages as mail lines, plain text: the mail template escapes every line it puts into HTML. */
const chatLines = (messages: { name: string; text: string }[]) => messages.map((m) => `${m.name}: ${m.text}`);

/**
 * The reply this change counts in its player's rhythm (a person's move that made the version and ended
 * their turn, once) and how long it took; null for any other change.
 */
export function countedReply({ version, players, lastReply }: GameHead, before: GameHead | null): { userId: string; ms: number } | null {
  const userId = lastReply && players[lastReply.seat]?.userId;
  if (!userId || version === before?.version || lastReply.version !== version) return null;
  return { userId, ms: lastReply.ms };
}

export class SocialStream {
  readonly chats: ChatStore;
  readonly ratings: RatingStore;
  private readonly rhythms: RhythmStore;
  private readonly service: GameService;
  private readonly queue: QueueService;
  private readonly tokens: Tokens;
  private readonly blocks: Pick<BlockStore, "blockedWith">;

  private readonly config: Config;
  private readonly games: GameStore;
  private readonly users: UserStore;
  private readonly now: () => Date;

  constructor(deps: SocialStreamDeps) {
    this.config = deps.config;
    this.games = deps.games;
    this.users = deps.users;
    this.chats = deps.chats;
    this.ratings = deps.ratings;
    this.rhythms = deps.rhythms;
    this.service = deps.service;
    this.queue = deps.queue;
    this.tokens = deps.tokens;
    this.blocks = deps.blocks;
    this.now = deps.now;
  }

  /** `ahead`: the record's items, as the notifier read them before. */
  async handle(record: ChangeRecord, ahead = ReadAhead.none): Promise<void> {
    const change = readChange(record);
    if (change.kind === "chat") return this.chatPosted(change.message);
    if (change.kind !== "game") return;
    const { before, after } = change;
    if (after.status === "finished" && before?.status !== "finished") {
      const game = await this.games.get(after.id);
      if (game) await this.ratings.rate(game);
    }
    await this.countReply(after, before, ahead);
    await this.countGame(after, before);
    // A seat's own plan comes before its forced move; a move played comes back on the stream.
    if (after.status === "active" && !(await this.queue.playQueued(after, ahead))) await this.playForced(after, ahead);
  }

  /** A person's move that ended their turn goes into their rhythm, in their time zone. */
  private async countReply(after: GameHead, before: GameHead | null, ahead: ReadAhead): Promise<void> {
    const reply = countedReply(after, before);
    if (!reply) return;
    const { userId, ms } = reply;
    const { id, version, updatedAt } = after;
    const timeZone = (await this.users.get(userId, ahead))?.timeZone ?? "UTC";
    await this.rhythms.update(userId, (stats) => withReply(stats, `${id}#${version}`, Date.parse(updatedAt), ms, timeZone), ahead);
  }

  /**
   * A game's start, and its end for each person who did not forfeit, go into their finish rate
   * (docs/clocks.md, "Reliability"): counted as it happens, so that a profile reads no history.
   */
  private async countGame(after: GameHead, before: GameHead | null): Promise<void> {
    const was = before?.status;
    // A game begins at version 0: a later record with no old image (a replay, a test's) starts nothing.
    const started = after.status === "active" && after.version === 0 && was !== "active" && was !== "finished";
    const event = started ? "started" : after.status === "finished" && was !== "finished" ? "finished" : null;
    if (!event) return;
    const at = Date.parse(after.updatedAt);
    for (const [seat, player] of after.players.entries()) {
      if (!player.userId || player.bot || (event === "finished" && after.forfeited.includes(seat))) continue;
      await this.rhythms.update(player.userId, (stats) => withGame(stats, after.id, event, at));
    }
  }

  /** Every other person seated in the game has it counted unread and the batch scheduled (the first message sets its time). */
  private async chatPosted(message: ChatMessage): Promise<void> {
    const game = await this.games.get(message.gameId);
    if (!game) return;
    const wait = CHAT_BATCH_MS * ((this.config.dayMs ?? DAY_MS) / DAY_MS);
    const due = new Date(Date.parse(message.at) + wait);
    const others = game.players.flatMap((p) => (p.userId && p.userId !== message.userId ? [p.userId] : []));
    // Nobody with a block with the author, either way, is told of the message or counts it unread.
    const blocked = others.length > 0 ? await this.blocks.blockedWith(message.userId, others) : new Set<string>();
    for (const p of game.players) {
      if (p.userId && p.userId !== message.userId && !blocked.has(p.userId)) {
        await this.chats.countUnread(p.userId, game.id, message.at);
        await this.chats.queueChatMail(p.userId, game.id, message.at, due);
      }
    }
  }

  private async playForced({ id, awaiting, players, version }: GameHead, ahead: ReadAhead): Promise<void> {
    const candidates = awaiting.filter((seat) => players[seat]?.userId && !players[seat].bot);
    if (candidates.length === 0) return;
    for (const seat of candidates) {
      const user = await this.users.get(players[seat]!.userId!, ahead);
      if (!user?.autoPlayForced) continue;
      const game = await this.games.get(id);
      if (!game || game.version !== version || game.forfeited.includes(seat)) return;
      const move = forcedMove(game, seat);
      if (move === null) continue;
      const next = advance(game, seat, move, `forced-${game.version + 1}`, "forced", this.service.time(), [
        { key: "turnpost.forced", params: { seat } },
      ]);
      // Conditioned on the game's revision like any move: a player moving meanwhile wins the race.
      await this.service.commitServerMove(game, next);
      return; // the committed move comes back on the stream; the next forced move, if any, follows from it
    }
  }

  /**
   * A due mail batch (the clock's sweep): the messages since its first one, in one message. While
   * `quietUntil` gives a time (the recipient's quiet hours) the batch waits until then, gathering more.
   */
  async sendChatBatch(
    key: string,
    send: (user: User, message: NoticeMessage, gameId: string) => Promise<void>,
    quietUntil: (user: User) => Date | null = () => null,
  ): Promise<void> {
    const [pk, sk] = key.split("|");
    const batch = await this.chats.takeChatMail(pk!, sk!);
    if (!batch) return;
    try {
      const [user, game] = await Promise.all([this.users.get(batch.userId), this.games.get(batch.gameId)]);
      if (!user || !game || (await this.games.isMuted(user.id, game.id))) return;
      const until = quietUntil(user);
      if (until) return await this.chats.queueChatMail(batch.userId, batch.gameId, batch.since, until);
      const messages = await this.waitingFor(user, game, batch.since);
      if (messages.length === 0) return;
      await send(user, await this.compose(user, game, messages), game.id);
    } catch (error) {
      // Put the batch back: the next sweep tries again.
      await this.chats.queueChatMail(batch.userId, batch.gameId, batch.since, new Date(this.now().getTime() + 60_000));
      throw error;
    }
  }

  /**
   * The chat messages waiting to be mailed to `user` about `game`, as lines for a mail that goes now
   * (a turn's), which then carries them instead of their own mail: the batch is taken, and `restore`
   * puts it back if that mail fails. Null when nothing waits.
   */
  async takeWaitingChat(user: User, game: GameRecord): Promise<{ lines: string[]; restore(): Promise<void> } | null> {
    const { pk, sk } = socialKeys.chatMail(user.id, game.id);
    const batch = await this.chats.takeChatMail(pk, sk);
    if (!batch) return null;
    const restore = () => this.chats.queueChatMail(batch.userId, batch.gameId, batch.since, new Date(this.now().getTime() + 60_000));
    try {
      const messages = await this.waitingFor(user, game, batch.since);
      if (messages.length === 0) return null;
      const { t } = await phraser(
        user.lang,
        game.players.map((p) => p.name),
      );
      return {
        lines: [t("social.chatLine", { game: definitionOf(game.game).name, count: messages.length }), ...chatLines(messages)],
        restore,
      };
    } catch (error) {
      await restore();
      throw error;
    }
  }

  /**
   * The game's messages since `since` that `user` is to be mailed: the others', less those of anyone with a
   * block with them (a block made after the batch was scheduled counts too).
   */
  private async waitingFor(user: User, game: GameRecord, since: string): Promise<ChatMessage[]> {
    const messages = (await this.chats.list(game.id, 50, since)).filter((m) => m.userId !== user.id);
    if (messages.length === 0) return messages;
    return visibleMessages(messages, await this.blocks.blockedWith(user.id, [...new Set(messages.map((m) => m.userId))])).shown;
  }

  private async compose(user: User, game: GameRecord, messages: { name: string; text: string }[]): Promise<NoticeMessage> {
    const { t } = await phraser(
      user.lang,
      game.players.map((p) => p.name),
    );
    const gameName = definitionOf(game.game).name;
    const seat = game.players.findIndex((p) => p.userId === user.id);
    const link = (path: string) => new URL(path, this.config.appUrl).toString();
    const token = seat === -1 ? null : await this.tokens.mailSeatLink(user.id, { gameId: game.id, seat, gen: mailLinkGen(game, seat) });
    return {
      subject: t("social.chatSubject", { game: gameName, count: messages.length }),
      lines: [t("social.chatLine", { game: gameName, count: messages.length }), ...chatLines(messages)],
      short: t("social.chatShort", { game: gameName, count: messages.length }),
      action: { label: t("social.chatOpen"), url: link(`/play/${game.id}${token ? `#seat=${token}` : ""}`) },
      unsubscribeUrl: link(`/api/unsubscribe?token=${await this.tokens.unsubscribe(user.id, game.id)}`),
      image: null,
    };
  }
}
