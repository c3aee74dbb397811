// The live channel's domain: who may watch a game, and, for each change of a game on the table's stream,
// the game page's body pushed to every open page of it, each as its reader may see it. Transports (the
// local WebSocket server, API Gateway) stay outside, behind LiveSender.
import type { AttributeValue, DynamoDBClient } from "@aws-sdk/client-dynamodb";
import { appOrigin, type Config } from "../config";
import type { ChangeRecord } from "../notifier/notify";
import { gamePage } from "../service/game-page";
import { HttpError } from "../service/errors";
import { GameService, isReadableBy, seatOf } from "../service/games";
import { Tokens, callerPrincipal, type Principal } from "../service/tokens";
import { GameStore, fromGameItem } from "../store/games";
import { LiveConnectionStore, type LiveConnection } from "../store/live";

/** Delivers a text to one open page: "gone" when that page is closed for good. */
export interface LiveSender {
  send(connectionId: string, text: string): Promise<"sent" | "gone">;
}

export interface LiveDeps {
  config: Pick<Config, "tableName" | "appUrl" | "dayMs" | "sessionSecret">;
  dynamo: DynamoDBClient;
  sender: LiveSender;
  now?: () => Date;
}

/** What the live channel pushes: the game as GET /api/games/:id answers it to this reader. */
export interface GameMessage {
  type: "game";
  etag: string;
  detail: unknown;
}

/** What opening `/live?game=<id>[&token=<seat link token>]` brings, whatever carries it. */
export interface LiveRequest {
  game: string | undefined;
  token: string | undefined;
  sessionCookie: string | undefined;
  /** The page's origin, which browsers always send with a WebSocket handshake. */
  origin: string | undefined;
}

const GAME_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** `{"type":"ping"}`, the keep-alive a page may send; anything else from a page is ignored. */
export function isPing(text: string): boolean {
  try {
    return (JSON.parse(text) as { type?: unknown } | null)?.type === "ping";
  } catch {
    return false;
  }
}

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

  constructor(private readonly deps: LiveDeps) {
    const now = deps.now ?? (() => new Date());
    this.tokens = new Tokens(deps.config.sessionSecret, now);
    this.connections = new LiveConnectionStore(deps.dynamo, deps.config.tableName, now);
    this.service = new GameService(new GameStore(deps.dynamo, deps.config.tableName), now, deps.config.dayMs);
  }

  /** Checks a request to watch a game and connects it (HttpError when refused); returns the game and seat. */
  async open(connectionId: string, request: LiveRequest): Promise<{ gameId: string; seat: number | null }> {
    // Another site may not watch a player's games with the player's cookie.
    if (request.origin && request.origin !== appOrigin(this.deps.config)) {
      throw new HttpError(403, "bad-origin", "Requests must come from Turnpost's own pages.");
    }
    const gameId = request.game ?? "";
    if (!GAME_ID.test(gameId)) throw new HttpError(400, "bad-request", "Say which game to watch: /live?game=<game id>.");
    const principal = await callerPrincipal(this.tokens, request.token, request.sessionCookie);
    return { gameId, seat: await this.connect(principal, gameId, connectionId) };
  }

  /** Opens a page on a game the principal may read (as GET does: HttpError otherwise); returns its seat. */
  async connect(principal: Principal | null, gameId: string, connectionId: string): Promise<number | null> {
    const { seat } = await this.service.loadReadable(gameId, principal);
    await this.connections.put({
      connectionId,
      gameId,
      userId: principal?.userId ?? null,
      seat,
      seatLink: principal?.seatGrant?.seat ?? null,
    });
    return seat;
  }

  async disconnect(connectionId: string, gameId: string): Promise<void> {
    await this.connections.remove(gameId, connectionId);
  }

  /**
   * Pushes each changed game to its open pages, in the records' order per game. Never throws: a page
   * that cannot be told misses one push (it reloads on reconnect), and nothing else waits on it.
   */
  async handle(records: ChangeRecord[]): Promise<void> {
    const changed = new Map<string, Record<string, AttributeValue>[]>();
    for (const record of records) {
      const image = record.dynamodb?.NewImage;
      if (image?.sk?.S !== "GAME" || !image.id?.S) continue;
      // Every write of the game item bumps rev, and the ETag with it; an unchanged rev is nothing new.
      if (record.dynamodb?.OldImage?.rev?.N === image.rev?.N) continue;
      changed.set(image.id.S, [...(changed.get(image.id.S) ?? []), image]);
    }
    await Promise.all(
      [...changed].map(([gameId, images]) =>
        this.pushGame(gameId, images).catch((error) => console.error("live: push failed", gameId, error)),
      ),
    );
  }

  private async pushGame(gameId: string, images: Record<string, AttributeValue>[]): Promise<void> {
    let open = await this.connections.list(gameId);
    for (const image of images) {
      if (open.length === 0) return; // nobody watches: the state is not even decoded
      const game = fromGameItem(image);
      const texts = new Map<number | null, string>(); // one body per seat, however many pages show it
      const closed = new Set<string>();
      await Promise.all(
        open.map(async (connection) => {
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
          } catch (error) {
            console.error("live: push to a page failed", connection.connectionId, error);
          }
        }),
      );
      if (closed.size === 0) continue;
      open = open.filter((c) => !closed.has(c.connectionId));
      await Promise.all(
        [...closed].map((connectionId) =>
          this.disconnect(connectionId, gameId).catch((error) => console.error("live: forgetting a closed page failed", connectionId, error)),
        ),
      );
    }
  }
}
