// Games and their append-only event log in the single table.
import {
  BatchGetItemCommand,
  GetItemCommand,
  PutItemCommand,
  QueryCommand,
  UpdateItemCommand,
  TransactWriteItemsCommand,
  TransactionCanceledException,
  type AttributeValue,
  type TransactWriteItem,
  type DynamoDBClient,
} from "@aws-sdk/client-dynamodb";
import { fromAttribute, fromAttributes, pick, toAttribute, toAttributes } from "./attributes";
import { decodeState, encodeState } from "./codec";
import { CLOCK_FAILURES, DueIndex, type DueItem } from "./due";
import { eventSortKey, keys, snapshotSortKey } from "./table";
import { sha256Hex } from "./ids";
import { conditionally, isConditionFailed } from "./outcomes";
import { nextDue, type GameAccess, type GameEvent, type GameRecord } from "../record/game";
import { withRules, withRulesOf } from "./rules";
import { SEATS_WANTED, seatsWantedKeys } from "./seats-wanted";

/**
 * A move that makes the game's version a multiple of this writes the board beside its event (see
 * GameStore.latestSnapshot): the history replays at most this many events from one.
 */
export const SNAPSHOT_EVERY = 50;

/** What the lobby is filtered by; a null time per move is a game without a clock, "bank" one with a time bank. */
export interface OpenGameFilter {
  game?: string;
  players?: number;
  timePerMoveDays?: number | null | "bank";
}

const SUMMARY_FIELDS = [
  "id",
  "game",
  "#status",
  "players",
  "version",
  "rev",
  "awaiting",
  "createdBy",
  "createdAt",
  "updatedAt",
  "turnSince",
  "timePerMoveDays",
  "timeoutPolicy",
  "bank",
  "banks",
  "requirements",
  "deadline",
  "reminders",
  "forfeited",
  "silentAfter",
  "rescue",
  "substitutes",
  "chatWebhook",
  "#private",
  "#result",
  "seedHash",
  "rematchOf",
  "tournamentId",
];

export function gameItem(game: GameRecord): Record<string, AttributeValue> {
  const key = keys.game(game.id);
  const item: Record<string, AttributeValue> = { pk: { S: key.pk }, sk: { S: key.sk } };
  for (const name in game) {
    if (name === "state") continue;
    const attribute = toAttribute(game[name as keyof GameRecord]);
    if (attribute !== undefined) item[name] = attribute;
  }
  if (game.status === "open" && !game.private) Object.assign(item, { gsi1pk: { S: "OPEN" }, gsi1sk: { S: game.createdAt } });
  Object.assign(item, seatsWantedKeys(game));
  const due = nextDue(game);
  if (due) Object.assign(item, { gsi2pk: { S: "DUE" }, gsi2sk: { S: `${due}#${game.id}` } });
  return game.state === null ? item : Object.assign(item, encodeState(game.state));
}

/**
 * The request that made a move, on the game item it writes (and its event): the stream carries it to the
 * notifier, the notice queue and the mail (docs/operations.md, "Following one move"). Not part of the
 * record, so no later write of the game carries it on.
 */
export const CORRELATION_FIELD = "cid";

/** The game item's attributes that are not the record's own: its keys, index keys and state. */
const NOT_RECORD_FIELDS = new Set([
  "pk",
  "sk",
  "gsi1pk",
  "gsi1sk",
  "gsi2pk",
  "gsi2sk",
  "state",
  "stateZ",
  CLOCK_FAILURES,
  "parkedAt",
  CORRELATION_FIELD,
]);

export const gameOfRecord = (game: GameRecord) => game.game;
const ACCESS_FIELDS = ["id", "players", "private", "status", "substitutes"] as const;

export function fromGameItem(item: Record<string, AttributeValue>): GameRecord {
  const record: Record<string, unknown> = {};
  for (const name in item) if (!NOT_RECORD_FIELDS.has(name)) record[name] = fromAttribute(item[name]!);
  record.state = item.state || item.stateZ ? decodeState(item) : null;
  return record as unknown as GameRecord;
}

/** A player's membership of a game: what lists the game among theirs. */
export function membershipItem(userId: string, game: GameRecord, seat: number): Record<string, AttributeValue> {
  return toAttributes({ ...keys.membership(userId, game.id), game: game.game, seat, createdAt: game.createdAt });
}

export function eventItem(event: GameEvent): Record<string, AttributeValue> {
  return toAttributes({
    ...keys.event(event.gameId, event.version),
    version: event.version,
    seat: event.seat,
    move: JSON.stringify(event.move),
    clientMoveId: event.clientMoveId,
    log: JSON.stringify(event.log),
    at: event.at,
    by: event.by,
    ...(event.takeback ? { takeback: event.takeback } : {}),
  });
}

function fromEventItem(gameId: string, item: Record<string, AttributeValue>): GameEvent {
  const raw = fromAttributes(item);
  return {
    gameId,
    version: raw.version,
    seat: raw.seat,
    move: JSON.parse(raw.move),
    clientMoveId: raw.clientMoveId,
    log: JSON.parse(raw.log),
    at: raw.at,
    by: raw.by,
    ...(raw.takeback ? { takeback: raw.takeback } : {}),
  };
}

export class GameStore {
  /** The clock's index: what has come due, page by page, and the items that keep failing. */
  readonly dueItems: DueIndex;

  constructor(
    readonly client: DynamoDBClient,
    readonly tableName: string,
  ) {
    this.dueItems = new DueIndex(client, tableName);
  }

  async get(id: string): Promise<GameRecord | null> {
    const { Item } = await this.client.send(
      new GetItemCommand({ TableName: this.tableName, Key: toAttributes(keys.game(id)), ConsistentRead: true }),
    );
    return withRulesOf(Item ? fromGameItem(Item) : null, gameOfRecord);
  }

  /** Who may read the game (no state, no rules): what a page's live connection is checked against. */
  async getAccess(id: string): Promise<GameAccess | null> {
    const { Item } = await this.client.send(
      new GetItemCommand({
        TableName: this.tableName,
        Key: toAttributes(keys.game(id)),
        ConsistentRead: true,
        ProjectionExpression: "id, players, #private, #status, substitutes",
        ExpressionAttributeNames: { "#private": "private", "#status": "status" },
      }),
    );
    return Item ? (fromAttributes(pick(Item, ACCESS_FIELDS)) as GameAccess) : null;
  }

  /** Writes a new game and its creator's membership. */
  async create(game: GameRecord, creatorId: string): Promise<void> {
    await conditionally(
      this.client.send(
        new TransactWriteItemsCommand({
          TransactItems: [
            { Put: { TableName: this.tableName, Item: gameItem(game), ConditionExpression: "attribute_not_exists(pk)" } },
            { Put: { TableName: this.tableName, Item: membershipItem(creatorId, game, 0) } },
          ],
        }),
      ),
    );
  }

  /** The game item's Put, conditioned on nobody having written it since `expectedRev`: every update's guard (Conflict when it fails). */
  private gamePut(game: GameRecord, expectedRev: number) {
    return {
      TableName: this.tableName,
      Item: gameItem(game),
      ConditionExpression: "rev = :rev",
      ExpressionAttributeValues: { ":rev": { N: String(expectedRev) } },
    };
  }

  /** Replaces the game item if nobody wrote it since `expectedRev`, adding a seat's membership. */
  async saveSeat(game: GameRecord, expectedRev: number, userId: string, seat: number): Promise<void> {
    await conditionally(
      this.client.send(
        new TransactWriteItemsCommand({
          TransactItems: [
            { Put: this.gamePut(game, expectedRev) },
            { Put: { TableName: this.tableName, Item: membershipItem(userId, game, seat) } },
          ],
        }),
      ),
    );
  }

  /** Replaces the game item if nobody wrote it since `expectedRev` (the clock's bookkeeping). */
  async save(game: GameRecord, expectedRev: number): Promise<void> {
    await conditionally(this.client.send(new PutItemCommand(this.gamePut(game, expectedRev))));
  }

  /** What the clock must handle now (the first page; the sweep pages through `DueIndex`). */
  async due(now: Date, limit = 100): Promise<DueItem[]> {
    return (await this.dueItems.page(now, undefined, limit)).items;
  }

  /**
   * Commits one accepted move: the event and the game's new state in one transaction, conditioned on the
   * game not having been written since `expectedRev`. The request token makes a retry within ten minutes
   * a no-op; after that the stored event's clientMoveId answers the retry (see findRetry). `also`: writes
   * that stand or fall with the move (a seat's plan consumed by it, plans cleared by a takeback).
   */
  async commitMove(
    game: GameRecord,
    expectedRev: number,
    event: GameEvent,
    also: TransactWriteItem[] = [],
    correlationId?: string,
  ): Promise<void> {
    await this.commitMoves(game, expectedRev, [{ event, state: game.state }], also, correlationId);
  }

  /**
   * Commits several accepted moves of one write (a whole turn), as `commitMove` one: each event with the
   * state it led to (a snapshot's, where its version is due one), the game as the last left it.
   */
  async commitMoves(
    game: GameRecord,
    expectedRev: number,
    moves: readonly { event: GameEvent; state: unknown }[],
    also: TransactWriteItem[] = [],
    correlationId?: string,
  ): Promise<void> {
    const correlation: Record<string, AttributeValue> = correlationId ? { [CORRELATION_FIELD]: { S: correlationId } } : {};
    const gamePut = this.gamePut(game, expectedRev);
    const first = moves[0]!.event;
    await conditionally(
      this.client.send(
        new TransactWriteItemsCommand({
          ClientRequestToken: sha256Hex(`${game.id}:${first.clientMoveId}`).slice(0, 36),
          TransactItems: [
            { Put: { ...gamePut, Item: { ...gamePut.Item, ...correlation } } },
            ...moves.map(({ event }) => ({
              Put: {
                TableName: this.tableName,
                Item: { ...eventItem(event), ...correlation },
                ConditionExpression: "attribute_not_exists(pk)",
              },
            })),
            ...also,
            ...moves.flatMap(({ event, state }) =>
              event.version % SNAPSHOT_EVERY === 0 && state !== null
                ? [{ Put: { TableName: this.tableName, Item: this.snapshotItem(game.id, event.version, state) } }]
                : [],
            ),
          ],
        }),
      ),
    );
  }

  /**
   * Writes `rematch`, a membership for each of its people (`invited` for the seats kept for them), and
   * marks game `ofGameId` with it: one rematch per game, so Conflict when the game has one already.
   */
  async createRematch(rematch: GameRecord, ofGameId: string): Promise<void> {
    const membership = (userId: string, seat: number, invited: boolean) =>
      toAttributes({
        ...keys.membership(userId, rematch.id),
        game: rematch.game,
        seat,
        createdAt: rematch.createdAt,
        ...(invited ? { invited: true } : {}),
      });
    await conditionally(
      this.client.send(
        new TransactWriteItemsCommand({
          TransactItems: [
            { Put: { TableName: this.tableName, Item: gameItem(rematch), ConditionExpression: "attribute_not_exists(pk)" } },
            {
              Update: {
                TableName: this.tableName,
                Key: toAttributes(keys.game(ofGameId)),
                UpdateExpression: "SET rematchId = :id, rev = rev + :one",
                ConditionExpression: "attribute_not_exists(rematchId)",
                ExpressionAttributeValues: toAttributes({ ":id": rematch.id, ":one": 1 }),
              },
            },
            ...rematch.players.flatMap((p, seat) => {
              const userId = p.userId ?? p.reservedFor;
              return userId ? [{ Put: { TableName: this.tableName, Item: membership(userId, seat, p.userId === null) } }] : [];
            }),
          ],
        }),
      ),
    );
  }

  /**
   * Deletes a game nobody has moved in, with every player's membership, if nobody wrote it since
   * `expectedRev` (a cancelled game). One transaction: the game is gone entirely or not at all.
   */
  async remove(game: GameRecord, expectedRev: number): Promise<void> {
    const members = game.players.flatMap((p) => (p.userId ? [p.userId] : []));
    await conditionally(
      this.client.send(
        new TransactWriteItemsCommand({
          TransactItems: [
            {
              Delete: {
                TableName: this.tableName,
                Key: toAttributes(keys.game(game.id)),
                ConditionExpression: "rev = :rev AND version = :none",
                ExpressionAttributeValues: { ":rev": { N: String(expectedRev) }, ":none": { N: "0" } },
              },
            },
            ...[...new Set(members)].map((userId) => ({
              Delete: { TableName: this.tableName, Key: toAttributes(keys.membership(userId, game.id)) },
            })),
          ],
        }),
      ),
    );
  }

  async getEvent(gameId: string, version: number): Promise<GameEvent | null> {
    const { Item } = await this.client.send(
      new GetItemCommand({ TableName: this.tableName, Key: toAttributes(keys.event(gameId, version)), ConsistentRead: true }),
    );
    return Item ? fromEventItem(gameId, Item) : null;
  }

  /** The board after event `version`, stored as the game item stores its state. */
  private snapshotItem(gameId: string, version: number, state: unknown): Record<string, AttributeValue> {
    return { ...toAttributes(keys.snapshot(gameId, version)), version: { N: String(version) }, ...encodeState(state) };
  }

  /**
   * Keeps the board after event `version` (what the history derived, where no move wrote one). Boards
   * never change once their event is written, so a second write of the same version writes the same.
   */
  async saveSnapshot(gameId: string, version: number, state: unknown): Promise<void> {
    await this.client.send(new PutItemCommand({ TableName: this.tableName, Item: this.snapshotItem(gameId, version, state) }));
  }

  /** The stored board after the latest event at most `version` that has one, if any. */
  async latestSnapshot(gameId: string, version: number): Promise<{ version: number; state: unknown } | null> {
    const { Items } = await this.client.send(
      new QueryCommand({
        TableName: this.tableName,
        KeyConditionExpression: "pk = :pk AND sk BETWEEN :from AND :to",
        ExpressionAttributeValues: {
          ":pk": { S: `GAME#${gameId}` },
          ":from": { S: snapshotSortKey(0) },
          ":to": { S: snapshotSortKey(version) },
        },
        ScanIndexForward: false,
        Limit: 1,
      }),
    );
    const item = Items?.[0];
    return item ? { version: Number(item.version!.N), state: decodeState(item) } : null;
  }

  /** Events with version in (after, upTo], oldest first, at most `limit`. */
  async events(gameId: string, after: number, limit: number, upTo = 9_999_999_999): Promise<GameEvent[]> {
    const out: GameEvent[] = [];
    let startKey: Record<string, AttributeValue> | undefined;
    do {
      const page = await this.client.send(
        new QueryCommand({
          TableName: this.tableName,
          KeyConditionExpression: "pk = :pk AND sk BETWEEN :from AND :to",
          ExpressionAttributeValues: {
            ":pk": { S: `GAME#${gameId}` },
            ":from": { S: eventSortKey(after + 1) },
            ":to": { S: eventSortKey(upTo) },
          },
          ConsistentRead: true,
          Limit: limit - out.length,
          ExclusiveStartKey: startKey,
        }),
      );
      for (const item of page.Items ?? []) out.push(fromEventItem(gameId, item));
      startKey = page.LastEvaluatedKey;
    } while (startKey && out.length < limit);
    return out;
  }

  /** The user's games, each with the chat messages they have not read (`unreadChat`, from their membership). */
  async listForUser(userId: string): Promise<(GameRecord & { unreadChat: number })[]> {
    const unread = new Map(
      (await this.memberships(userId)).map((item) => [item.sk!.S!.slice("GAME#".length), Number(item.unreadChat?.N ?? 0)]),
    );
    return (await this.getSummaries([...unread.keys()])).map((game) => ({ ...game, unreadChat: unread.get(game.id) ?? 0 }));
  }

  /** The user's membership items, one per game they sit in or are invited to. */
  private async memberships(userId: string): Promise<Record<string, AttributeValue>[]> {
    const items: Record<string, AttributeValue>[] = [];
    let startKey: Record<string, AttributeValue> | undefined;
    do {
      const page = await this.client.send(
        new QueryCommand({
          TableName: this.tableName,
          KeyConditionExpression: "pk = :pk AND begins_with(sk, :game)",
          ExpressionAttributeValues: { ":pk": { S: `USER#${userId}` }, ":game": { S: "GAME#" } },
          ExclusiveStartKey: startKey,
        }),
      );
      items.push(...(page.Items ?? []));
      startKey = page.LastEvaluatedKey;
    } while (startKey);
    return items;
  }

  /**
   * Gives every seat of `from` (a guest) to `to` (the account whose address the guest confirmed), with its
   * membership: the seat, a seat kept for a rematch, the games it created. A game where `to` sits already
   * keeps the guest's seat as it is (one person cannot hold two seats). Each game is written conditioned
   * on its revision and tried again if someone wrote it meanwhile.
   */
  async moveSeats(from: string, to: string): Promise<void> {
    for (const membership of await this.memberships(from)) {
      const gameId = membership.sk!.S!.slice("GAME#".length);
      for (let attempt = 0; attempt < 5; attempt++) {
        const game = await this.get(gameId);
        if (!game || game.players.some((p) => p.userId === to || p.reservedFor === to)) break;
        const players = game.players.map((p) =>
          p.userId === from ? { ...p, userId: to, guest: false } : p.reservedFor === from ? { ...p, reservedFor: to } : p,
        );
        const moved: GameRecord = { ...game, players, createdBy: game.createdBy === from ? to : game.createdBy, rev: game.rev + 1 };
        try {
          await this.client.send(
            new TransactWriteItemsCommand({
              TransactItems: [
                { Put: this.gamePut(moved, game.rev) },
                { Put: { TableName: this.tableName, Item: { ...membership, ...toAttributes(keys.membership(to, gameId)) } } },
                { Delete: { TableName: this.tableName, Key: toAttributes(keys.membership(from, gameId)) } },
              ],
            }),
          );
          break;
        } catch (error) {
          if (!(error instanceof TransactionCanceledException)) throw error;
        }
      }
    }
  }

  /**
   * Open public games that fit `filter`, newest first (the lobby): filtered by DynamoDB as it reads, so
   * that many games of one kind never hide another. At most `pages` pages are read.
   */
  async listOpen(filter: OpenGameFilter, limit: number, pages = 10): Promise<GameRecord[]> {
    const conditions = ["#status = :open"];
    const values: Record<string, AttributeValue> = { ":gsi": { S: "OPEN" }, ":open": { S: "open" } };
    const names: Record<string, string> = { "#status": "status" };
    if (filter.game !== undefined) {
      conditions.push("#game = :game");
      names["#game"] = "game";
      values[":game"] = { S: filter.game };
    }
    if (filter.players !== undefined) {
      conditions.push("size(players) = :players");
      values[":players"] = { N: String(filter.players) };
    }
    if (filter.timePerMoveDays === null || filter.timePerMoveDays === "bank") {
      conditions.push("attribute_type(timePerMoveDays, :null)");
      values[":null"] = { S: "NULL" };
      // Games made before banks existed have no bank attribute; a game without one has it null.
      conditions.push(
        filter.timePerMoveDays === "bank" ? "attribute_type(bank, :map)" : "(attribute_not_exists(bank) OR attribute_type(bank, :null))",
      );
      if (filter.timePerMoveDays === "bank") values[":map"] = { S: "M" };
    } else if (filter.timePerMoveDays !== undefined) {
      conditions.push("timePerMoveDays = :days");
      values[":days"] = { N: String(filter.timePerMoveDays) };
    }
    const out: GameRecord[] = [];
    let startKey: Record<string, AttributeValue> | undefined;
    for (let page = 0; page < pages && out.length < limit; page++) {
      const answer = await this.client.send(
        new QueryCommand({
          TableName: this.tableName,
          IndexName: "gsi1",
          KeyConditionExpression: "gsi1pk = :gsi",
          FilterExpression: conditions.join(" AND "),
          ExpressionAttributeNames: names,
          ExpressionAttributeValues: values,
          ScanIndexForward: false,
          Limit: limit,
          ExclusiveStartKey: startKey,
        }),
      );
      out.push(...(answer.Items ?? []).map(fromGameItem));
      startKey = answer.LastEvaluatedKey;
      if (!startKey) break;
    }
    return withRules(out.slice(0, limit), gameOfRecord);
  }

  /** Games with a seat offered to substitutes (./seats-wanted.ts), newest offer first, at most `limit`. */
  async listSeatsWanted(limit: number): Promise<GameRecord[]> {
    const answer = await this.client.send(
      new QueryCommand({
        TableName: this.tableName,
        IndexName: "gsi1",
        KeyConditionExpression: "gsi1pk = :gsi",
        ExpressionAttributeValues: { ":gsi": { S: SEATS_WANTED } },
        ScanIndexForward: false,
        Limit: limit,
      }),
    );
    return withRules((answer.Items ?? []).map(fromGameItem), gameOfRecord);
  }

  /** Games `userId` created that are still open (waiting for players). */
  async countOpenCreatedBy(userId: string): Promise<number> {
    return (await this.listForUser(userId)).filter((g) => g.status === "open" && g.createdBy === userId).length;
  }

  /** The games of `ids` without their states (those that exist). */
  async getSummaries(ids: string[]): Promise<GameRecord[]> {
    const out: GameRecord[] = [];
    for (let i = 0; i < ids.length; i += 100) {
      let request:
        | Record<
            string,
            { Keys: Record<string, AttributeValue>[]; ProjectionExpression: string; ExpressionAttributeNames: Record<string, string> }
          >
        | undefined = {
        [this.tableName]: {
          Keys: ids.slice(i, i + 100).map((id) => toAttributes(keys.game(id))),
          ProjectionExpression: SUMMARY_FIELDS.join(", "),
          ExpressionAttributeNames: { "#status": "status", "#private": "private", "#result": "result" },
        },
      };
      while (request && Object.keys(request).length > 0) {
        const page = await this.client.send(new BatchGetItemCommand({ RequestItems: request }));
        for (const item of page.Responses?.[this.tableName] ?? []) out.push(fromGameItem(item));
        request = page.UnprocessedKeys as typeof request;
      }
    }
    return withRules(out, gameOfRecord);
  }

  async isMuted(userId: string, gameId: string): Promise<boolean> {
    const { Item } = await this.client.send(
      new GetItemCommand({ TableName: this.tableName, Key: toAttributes(keys.membership(userId, gameId)) }),
    );
    return Item?.muted?.BOOL === true;
  }

  /**
   * Records that the player saw the game at `version` (the highest version seen is kept: a late report
   * from an older page does not move it back); returns the one recorded before, null on a first visit.
   */
  async visit(userId: string, gameId: string, version: number): Promise<number | null> {
    const Key = toAttributes(keys.membership(userId, gameId));
    try {
      const { Attributes } = await this.client.send(
        new UpdateItemCommand({
          TableName: this.tableName,
          Key,
          UpdateExpression: "SET seenVersion = :v",
          ConditionExpression: "attribute_exists(pk) AND (attribute_not_exists(seenVersion) OR seenVersion <= :v)",
          ExpressionAttributeValues: { ":v": { N: String(version) } },
          ReturnValues: "UPDATED_OLD",
        }),
      );
      return Attributes?.seenVersion?.N !== undefined ? Number(Attributes.seenVersion.N) : null;
    } catch (error) {
      if (!isConditionFailed(error)) throw error;
      const { Item } = await this.client.send(new GetItemCommand({ TableName: this.tableName, Key, ConsistentRead: true }));
      return Item?.seenVersion?.N !== undefined ? Number(Item.seenVersion.N) : null;
    }
  }

  async setMuted(userId: string, gameId: string, muted: boolean): Promise<void> {
    await this.client.send(
      new UpdateItemCommand({
        TableName: this.tableName,
        Key: toAttributes(keys.membership(userId, gameId)),
        UpdateExpression: "SET muted = :m",
        ConditionExpression: "attribute_exists(pk)",
        ExpressionAttributeValues: { ":m": { BOOL: muted } },
      }),
    );
  }
}
