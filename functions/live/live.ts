// The live channel's domain: who may watch a game; for each change of a game on the table's stream, the
// game page's body pushed to every open page of it, each as its reader may see it; and what a page sends
// (a ping, a move). Transports (the local WebSocket server, API Gateway) stay outside, behind LiveSender.
import { MoveLimiter } from "../http/rate-limit";
import { appOrigin, type Config } from "../config";
import { gamePage, moveAnswer } from "../http/game-page";
import { DomainError } from "../record/errors";
import { errorAnswer, type ErrorAnswer } from "../http/errors";
import { type GameService, seatOf } from "../service/games";
import { isReadableBy } from "../record/game";
import { checkBody, parseJson } from "../http/json-body";
import { type Tokens, callerPrincipal, principalToAct, type Principal } from "../service/tokens";
import { type ChangeRecord, readChange, type TableChange } from "../store/changes";
import { isWellFormedId } from "../store/ids";
import type { LiveConnectionStore, LiveConnection } from "../store/live";
import type { moveBody } from "../../shared/api/requests";
import { PAGE_CHANNEL, type NoticeStore } from "../store/notices";
import { observe } from "../net/observe";

let moveSchema: Promise<typeof moveBody> | undefined;

/**
 * The move's schema, and zod with it, loaded with the first move over a socket: the live channel's and
 * the stream's Lambdas start with a page's $connect or a push, which need neither (about 2 ms). Kept
 * once loaded: each `import()` still resolves its specifier again (35 µs a move under tsx's hooks).
 */
function moveSchemaOnFirstUse(): Promise<typeof moveBody> {
  moveSchema ??= import("../../shared/api/requests").then((module) => module.moveBody);
  return moveSchema;
}

/** Delivers a text to one open page: "gone" when that page is closed for good. */
export interface LiveSender {
  send(connectionId: string, text: string): Promise<"sent" | "gone">;
}

/** What the live channel is built from (functions/compose). */
export interface LiveDeps {
  config: Pick<Config, "appUrl">;
  connections: LiveConnectionStore;
  service: GameService;
  tokens: Tokens;
  sender: LiveSender;
  now: () => Date;
  /** The process's move limiter, shared with its API if it serves one (by default one of its own). */
  moveLimiter?: MoveLimiter;
  /**
   * The notices ledger, where the stream's reader records that a page showed its seat's turn (undo reads
   * it: functions/record/takeback.ts). The live Lambda, which pushes no change, has none.
   */
  announced?: Pick<NoticeStore, "claim">;
}

/** What the live channel pushes: the game as GET /api/games/:id answers it to this reader. */
interface GameMessage {
  type: "game";
  etag: string;
  detail: unknown;
}

/** Told to a game's open pages when its creator cancels it before any move: the game is deleted. */
interface CancelledMessage {
  type: "cancelled";
}

/** The answer to a move a page sent over its socket: exactly what POST /api/games/:id/moves answers. */
export type MoveOutcome =
  | { type: "moved"; clientMoveId: string; etag: string; body: ReturnType<typeof moveAnswer>["body"] }
  | ({ type: "refused"; clientMoveId: string | null; status: ErrorAnswer["status"] } & ErrorAnswer["body"]);

/** What opening `/live?game=<id>[&token=<seat link token>]` brings, whatever carries it. */
export interface LiveRequest {
  game: string | undefined;
  token: string | undefined;
  sessionCookie: string | undefined;
  /** The page's origin, which browsers always send with a WebSocket handshake. */
  origin: string | undefined;
}

/** The longest idle time a page reports: a day, beyond which it is idle anyway. */
const MAX_IDLE_MS = 86_400_000;

/**
 * The least time between two presence writes of one page. A page reports every 30 s while used and at
 * each change of visibility (web/src/live.ts); what comes sooner is dropped: a write to the table for
 * every message would let one socket write as fast as it sends, and each write is a stream record too.
 * A change of visibility waits only PRESENCE_CHANGE_MS: a page hidden a few seconds after it was shown
 * must be known hidden, or its player's turn mail would wait for the next report.
 */
const PRESENCE_EVERY_MS = 10_000;
const PRESENCE_CHANGE_MS = 1_000;

/** How many open connections a process remembers (a Map keeps insertion order: the oldest go first). */
const REMEMBERED_CONNECTIONS = 10_000;

/** The principal a connection was opened with, so that its seat is found again in each new image. */
function principalOf(connection: LiveConnection): Principal | null {
  if (connection.userId === null) return null;
  const seatGrant = connection.seatLink === null ? null : { gameId: connection.gameId, seat: connection.seatLink };
  return { userId: connection.userId, seatGrant };
}

export class LiveService {
  readonly connections: LiveConnectionStore;
  private readonly service: GameService;
  private readonly tokens: Tokens;
  private readonly now: () => Date;
  private readonly moveLimiter: MoveLimiter;
  /**
   * Connections this process opened or read: who opened one and on which game never changes while it is
   * open, and API Gateway routes no message from a closed one, so a socket's later moves need no read.
   */
  private readonly remembered = new Map<string, LiveConnection>();
  /** When each page's presence was last written, and what it said, by connection id (as bounded as `remembered`). */
  private readonly presenceWritten = new Map<string, { at: number; visible: boolean }>();

  constructor(private readonly deps: LiveDeps) {
    this.now = deps.now;
    this.tokens = deps.tokens;
    this.connections = deps.connections;
    this.service = deps.service;
    this.moveLimiter = deps.moveLimiter ?? new MoveLimiter();
  }

  /** Checks a request to watch a game and connects it (DomainError when refused); returns the game and seat. */
  async open(connectionId: string, request: LiveRequest): Promise<{ gameId: string; seat: number | null }> {
    // Another site may not watch a player's games with the player's cookie.
    if (request.origin && request.origin !== appOrigin(this.deps.config)) {
      throw new DomainError("forbidden", "bad-origin", "Requests must come from Turnpost's own pages.");
    }
    const gameId = request.game ?? "";
    if (!isWellFormedId(gameId)) throw new DomainError("invalid", "bad-request", "Say which game to watch: /live?game=<game id>.");
    const principal = await callerPrincipal(this.tokens, request.token, request.sessionCookie);
    return { gameId, seat: await this.connect(principal, gameId, connectionId) };
  }

  /** Opens a page on a game the principal may read (as GET does: DomainError otherwise); returns its seat. */
  async connect(principal: Principal | null, gameId: string, connectionId: string): Promise<number | null> {
    // Who may watch needs the game's access fields only: not its state, nor its rules (a chunk to load).
    const seat = await this.service.readableSeat(gameId, principal);
    const connection = { connectionId, gameId, userId: principal?.userId ?? null, seat, seatLink: principal?.seatGrant?.seat ?? null };
    await this.connections.put(connection);
    this.remember(connection);
    return seat;
  }

  async disconnect(connectionId: string, gameId: string): Promise<void> {
    this.remembered.delete(connectionId);
    this.presenceWritten.delete(connectionId);
    await this.connections.remove(gameId, connectionId);
  }

  private remember(connection: LiveConnection): void {
    this.remembered.set(connection.connectionId, connection);
    if (this.remembered.size > REMEMBERED_CONNECTIONS) this.remembered.delete(this.remembered.keys().next().value!);
  }

  /** The connection's item, read once per process. */
  private async connection(connectionId: string): Promise<LiveConnection | null> {
    const known = this.remembered.get(connectionId);
    if (known) return known;
    const read = await this.connections.get(connectionId);
    if (read) this.remember(read);
    return read;
  }

  /**
   * Answers what a page sent over its socket, through the sender: `{"type":"ping"}` with a pong, a move
   * with its outcome. Anything else that is JSON is ignored; a text that is not is refused as POST would.
   */
  async receive(connectionId: string, text: string): Promise<void> {
    let message: unknown;
    try {
      message = parseJson(text);
    } catch (error) {
      return this.answer(connectionId, await refusal(null, error));
    }
    const { type, ...body } = typeof message === "object" && message !== null ? (message as Record<string, unknown>) : {};
    if (type === "ping") return this.answer(connectionId, { type: "pong" });
    if (type === "presence") return this.presence(connectionId, body);
    if (type === "move") return this.answer(connectionId, await this.move(connectionId, body));
  }

  /**
   * What a page says of itself: `{"type":"presence","visible":true,"idleMs":1200}`, whether it is shown
   * and how long since its reader last used it. The notifier holds back a "your turn" mail while the
   * reader looks (functions/notifier/notify.ts). Anything malformed is ignored: it only costs a mail.
   */
  private async presence(connectionId: string, body: Record<string, unknown>): Promise<void> {
    const { visible, idleMs } = body;
    if (typeof visible !== "boolean" || typeof idleMs !== "number" || !(idleMs >= 0 && idleMs <= MAX_IDLE_MS)) return;
    const now = this.now().getTime();
    const last = this.presenceWritten.get(connectionId);
    if (last !== undefined && now - last.at < (last.visible === visible ? PRESENCE_EVERY_MS : PRESENCE_CHANGE_MS)) return;
    // Marked before any await, so that messages arriving together pass one at a time; deleted first, so
    // that the oldest entry is the one written longest ago.
    this.presenceWritten.delete(connectionId);
    this.presenceWritten.set(connectionId, { at: now, visible });
    if (this.presenceWritten.size > REMEMBERED_CONNECTIONS) this.presenceWritten.delete(this.presenceWritten.keys().next().value!);
    const connection = await this.connection(connectionId);
    if (!connection) return;
    await this.connections.setPresence(connection.gameId, connectionId, visible, new Date(now - idleMs));
  }

  /**
   * A move sent over a socket, taken as POST /api/games/:id/moves takes it: for the game the socket was
   * opened on, by the principal it was opened with (from the connection's item, the one thing API
   * Gateway's Lambda knows of it; read once per process), under the same rate limit, through the same
   * GameService.move. Before the move, the page's item is marked with the version the move creates, so
   * that the push of that write, which comes after the commit, leaves out the page answered here; a
   * refused move takes the mark off, lest the page miss that version made by someone else.
   */
  private async move(connectionId: string, body: Record<string, unknown>): Promise<MoveOutcome> {
    const clientMoveId = typeof body.clientMoveId === "string" ? body.clientMoveId : null;
    let marked: LiveConnection | null = null;
    try {
      const connection = await this.connection(connectionId);
      if (!connection) throw new DomainError("gone", "live-gone", "This live connection is closed: reconnect, or send the move over HTTP.");
      const principal = principalToAct(principalOf(connection));
      this.moveLimiter.take(principal.userId, this.now());
      const move = checkBody(body, (await moveSchemaOnFirstUse())());
      await this.connections.setMovingTo(connection.gameId, connectionId, move.version + 1);
      marked = connection;
      const { etag, body: moved } = moveAnswer(this.service, await this.service.move(principal, connection.gameId, move));
      return { type: "moved", clientMoveId: move.clientMoveId, etag, body: moved };
    } catch (error) {
      if (marked)
        await this.connections
          .setMovingTo(marked.gameId, connectionId, null)
          .catch((failure) => console.error("live: unmarking a page failed", connectionId, failure));
      return await refusal(clientMoveId, error);
    }
  }

  private async answer(connectionId: string, message: object): Promise<void> {
    await this.deps.sender.send(connectionId, JSON.stringify(message));
  }

  /**
   * Pushes each changed game to its open pages, in the records' order per game. Never throws: a page
   * that cannot be told misses one push (it reloads on reconnect), and nothing else waits on it.
   */
  async handle(records: ChangeRecord[]): Promise<void> {
    const changed = new Map<string, GameChange[]>();
    const cancelled = new Set<string>();
    for (const record of records) {
      const change = readChange(record);
      if (change.kind === "game removed") cancelled.add(change.gameId);
      if (change.kind !== "game") continue;
      // Every write of the game item bumps rev, and the ETag with it; an unchanged rev is nothing new.
      if (change.before?.rev === change.after.rev) continue;
      changed.set(change.after.id, [...(changed.get(change.after.id) ?? []), change]);
    }
    await Promise.all([
      ...[...changed].map(([gameId, changes]) =>
        this.pushGame(gameId, changes).catch((error) => console.error("live: push failed", gameId, error)),
      ),
      ...[...cancelled].map((gameId) =>
        this.tellCancelled(gameId).catch((error) => console.error("live: telling of a cancel failed", gameId, error)),
      ),
    ]);
  }

  /** Tells a cancelled game's open pages, then forgets them: there is nothing left for them to follow. */
  private async tellCancelled(gameId: string): Promise<void> {
    const text = JSON.stringify({ type: "cancelled" } satisfies CancelledMessage);
    await Promise.all(
      (await this.connections.list(gameId)).map(async ({ connectionId }) => {
        await this.deps.sender
          .send(connectionId, text)
          .catch((error) => console.error("live: telling a page of a cancel failed", connectionId, error));
        await this.disconnect(connectionId, gameId);
      }),
    );
  }

  private async pushGame(gameId: string, changes: GameChange[]): Promise<void> {
    let open = await this.connections.list(gameId);
    for (const { game: decode, created } of changes) {
      // The page that sent this write's move over its socket was answered with the game already.
      const told = open.filter((connection) => created === null || connection.movingTo !== created);
      if (told.length === 0) continue; // nobody else watches: the state is not even decoded
      const game = await decode();
      const texts = new Map<number | null, string>(); // one body per seat, however many pages show it
      const closed = new Set<string>();
      await Promise.all(
        told.map(async (connection) => {
          try {
            const seat = seatOf(game, principalOf(connection));
            // A stranger's page opened while a private game was open may not follow it once it starts.
            if (!isReadableBy(game, seat)) return void closed.add(connection.connectionId);
            let text = texts.get(seat);
            if (text === undefined) {
              const page = gamePage(this.service, this.deps.config.appUrl, game, seat);
              text = JSON.stringify({ type: "game", etag: page.etag, detail: page.detail() } satisfies GameMessage);
              texts.set(seat, text);
            }
            if ((await this.deps.sender.send(connection.connectionId, text)) === "gone") closed.add(connection.connectionId);
            else if (seat !== null && game.status === "active" && game.awaiting.includes(seat))
              if (await this.deps.announced?.claim({ gameId: game.id, version: game.version, seat, kind: "turn" }, PAGE_CHANNEL))
                observe.count("NoticesSent", { name: "channel", value: PAGE_CHANNEL });
          } catch (error) {
            console.error("live: push to a page failed", connection.connectionId, error);
          }
        }),
      );
      if (closed.size === 0) continue;
      open = open.filter((c) => !closed.has(c.connectionId));
      await Promise.all(
        [...closed].map((connectionId) =>
          this.disconnect(connectionId, gameId).catch((error) =>
            console.error("live: forgetting a closed page failed", connectionId, error),
          ),
        ),
      );
    }
  }
}

type GameChange = Extract<TableChange, { kind: "game" }>;

/** A refusal of a page's message: the status and body POST /api/games/:id/moves would answer. */
async function refusal(clientMoveId: string | null, error: unknown): Promise<MoveOutcome> {
  const { status, body } = await errorAnswer(error);
  return { type: "refused", clientMoveId, status, ...body };
}
