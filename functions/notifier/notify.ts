// Turns committed changes of game items (read from the table's stream) into "your turn" messages.
// The stream is the outbox: nothing is sent from the move request. A ledger item per (game, version,
// seat, kind) makes each message go out once even when records arrive twice or out of order.
import {
  ConditionalCheckFailedException,
  DeleteItemCommand,
  PutItemCommand,
  type AttributeValue,
  type DynamoDBClient,
} from "@aws-sdk/client-dynamodb";
import { marshall, unmarshall } from "@aws-sdk/util-dynamodb";
import type { Config } from "../config";
import type { Mailer } from "../mail/mailer";
import { yourTurnMail } from "../mail/templates";
import type { GameRecord } from "../store/games";
import { GameStore } from "../store/games";
import { keys, TTL_ATTRIBUTE } from "../store/table";
import { UserStore } from "../store/users";
import { Tokens } from "../service/tokens";
import { definitionOf } from "../service/games";

/** The part of a DynamoDB stream record we read (Lambda's and the Streams API's shapes agree). */
export interface ChangeRecord {
  eventID?: string;
  eventName?: string;
  dynamodb?: {
    NewImage?: Record<string, AttributeValue>;
    OldImage?: Record<string, AttributeValue>;
  };
}

export interface NotifierDeps {
  config: Config;
  dynamo: DynamoDBClient;
  mailer: Mailer;
}

const LEDGER_DAYS = 30;
const EMAIL_LINK_DAYS = 7;

export interface Notice {
  gameId: string;
  version: number;
  seat: number;
  kind: "turn";
}

/** What a change of a game item asks to be told: each newly awaited seat, once for that version. */
export function noticesFor(record: ChangeRecord): Notice[] {
  const image = record.dynamodb?.NewImage;
  if (!image || image.sk?.S !== "GAME") return [];
  const game = unmarshall(image) as GameRecord;
  if (game.status !== "active") return [];
  const before = new Set<number>(record.dynamodb?.OldImage ? ((unmarshall(record.dynamodb.OldImage).awaiting as number[]) ?? []) : []);
  return game.awaiting.filter((seat) => !before.has(seat)).map((seat) => ({ gameId: game.id, version: game.version, seat, kind: "turn" }));
}

export class Notifier {
  private readonly games: GameStore;
  private readonly users: UserStore;
  private readonly tokens: Tokens;

  constructor(private readonly deps: NotifierDeps) {
    this.games = new GameStore(deps.dynamo, deps.config.tableName);
    this.users = new UserStore(deps.dynamo, deps.config.tableName);
    this.tokens = new Tokens(deps.config.sessionSecret);
  }

  /** Handles a batch; returns the ids of records to retry (their notices were not all delivered). */
  async handle(records: ChangeRecord[]): Promise<string[]> {
    const failed: string[] = [];
    for (const record of records) {
      try {
        for (const notice of noticesFor(record)) await this.deliverOnce(notice);
      } catch (error) {
        console.error("notifier: record failed", record.eventID, error);
        if (record.eventID) failed.push(record.eventID);
      }
    }
    return failed;
  }

  private async deliverOnce(notice: Notice): Promise<void> {
    const ledgerKey = marshall(keys.notification(notice.gameId, notice.version, notice.seat, notice.kind));
    try {
      await this.deps.dynamo.send(
        new PutItemCommand({
          TableName: this.deps.config.tableName,
          Item: { ...ledgerKey, ...marshall({ [TTL_ATTRIBUTE]: Math.ceil(Date.now() / 1000) + LEDGER_DAYS * 86_400 }) },
          ConditionExpression: "attribute_not_exists(pk)",
        }),
      );
    } catch (error) {
      if (error instanceof ConditionalCheckFailedException) return; // told already
      throw error;
    }
    try {
      await this.deliver(notice);
    } catch (error) {
      // Free the claim so that the retried record sends it.
      await this.deps.dynamo.send(new DeleteItemCommand({ TableName: this.deps.config.tableName, Key: ledgerKey }));
      throw error;
    }
  }

  private async deliver(notice: Notice): Promise<void> {
    const game = await this.games.get(notice.gameId);
    if (!game || game.status !== "active" || !game.awaiting.includes(notice.seat)) return; // moved on already
    const userId = game.players[notice.seat]?.userId;
    const user = userId ? await this.users.get(userId) : null;
    if (!user?.email || !user.turnEmails) return;
    const events = await this.games.events(game.id, Math.max(0, game.version - 50), 50);
    const lastOwn = events.filter((e) => e.seat === notice.seat).at(-1)?.version ?? 0;
    const changes = events
      .filter((e) => e.version > lastOwn && e.seat !== notice.seat)
      .map((e) => `${game.players[e.seat]?.name ?? "?"} ${user.lang === "fr" ? "a joué." : "played."}`);
    const token = await this.tokens.seatLink(user.id, { gameId: game.id, seat: notice.seat }, EMAIL_LINK_DAYS);
    const unsubscribe = await this.tokens.unsubscribe(user.id);
    await this.deps.mailer.send(
      yourTurnMail({
        lang: user.lang,
        to: user.email,
        gameName: definitionOf(game.game).name,
        opponents: game.players.filter((_, i) => i !== notice.seat).map((p) => p.name ?? "?"),
        changes,
        url: new URL(`/play/${game.id}#seat=${token}`, this.deps.config.appUrl).toString(),
        unsubscribeUrl: new URL(`/api/unsubscribe?token=${unsubscribe}`, this.deps.config.appUrl).toString(),
      }),
    );
  }
}
