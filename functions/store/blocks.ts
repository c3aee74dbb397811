// Who blocked whom (docs/social.md, "Blocking"). One item per block under the person who blocked,
// `USER#<blocker> / BLOCK#<blocked>`, at most MAX_BLOCKS per person: their list is one Query, whether
// two people have a block between them (either way) one BatchGetItem of the two items, and the blocks
// among a table's or a tournament's players one bounded Query per player.
import {
  BatchGetItemCommand,
  DeleteItemCommand,
  PutItemCommand,
  QueryCommand,
  type AttributeValue,
  type DynamoDBClient,
} from "@aws-sdk/client-dynamodb";
import { MAX_BLOCKS } from "../../shared/api/choices";
import { fromAttributes, toAttributes } from "./attributes";
import { isConditionFailed } from "./outcomes";

/** The most players `blockedAmong` reads the blocks of: a league's divisions together (6 × 16). */
const MAX_BLOCKS_AMONG = 100;
/** How many of those Queries run at once. */
const QUERIES_AT_ONCE = 10;

const blockKey = (blocker: string, blocked: string) => ({ pk: `USER#${blocker}`, sk: `BLOCK#${blocked}` });

export interface Block {
  blocked: string;
  at: string;
}

export class BlockStore {
  constructor(
    readonly client: DynamoDBClient,
    readonly tableName: string,
  ) {}

  /** The players `userId` blocked, newest first (at most MAX_BLOCKS, so one page). */
  async list(userId: string): Promise<Block[]> {
    const page = await this.client.send(
      new QueryCommand({
        TableName: this.tableName,
        KeyConditionExpression: "pk = :pk AND begins_with(sk, :b)",
        ExpressionAttributeValues: { ":pk": { S: `USER#${userId}` }, ":b": { S: "BLOCK#" } },
        ConsistentRead: true,
      }),
    );
    return (page.Items ?? [])
      .map((item) => {
        const raw = fromAttributes(item);
        return { blocked: raw.sk.slice("BLOCK#".length) as string, at: raw.at as string };
      })
      .sort((a, b) => b.at.localeCompare(a.at));
  }

  /**
   * Blocks `blocked` for `blocker`: "added", "already" (nothing changes), or "full" when `blocker` has
   * MAX_BLOCKS already. A cap, not a quota: two blocks at one moment may both pass it.
   */
  async add(blocker: string, blocked: string, at: string): Promise<"added" | "already" | "full"> {
    const current = await this.list(blocker);
    if (current.some((b) => b.blocked === blocked)) return "already";
    if (current.length >= MAX_BLOCKS) return "full";
    try {
      await this.client.send(
        new PutItemCommand({
          TableName: this.tableName,
          Item: toAttributes({ ...blockKey(blocker, blocked), at }),
          ConditionExpression: "attribute_not_exists(pk)",
        }),
      );
      return "added";
    } catch (error) {
      if (isConditionFailed(error)) return "already";
      throw error;
    }
  }

  async remove(blocker: string, blocked: string): Promise<void> {
    await this.client.send(new DeleteItemCommand({ TableName: this.tableName, Key: toAttributes(blockKey(blocker, blocked)) }));
  }

  /** Whether `a` blocked `b` or `b` blocked `a`. */
  async blockedBetween(a: string, b: string): Promise<boolean> {
    return (await this.blockedWith(a, [b])).size > 0;
  }

  /**
   * Those of `others` who have a block with `userId`, either way: both items of each pair in batches of
   * a hundred keys (a lobby page of a hundred creators is two).
   */
  async blockedWith(userId: string, others: readonly string[]): Promise<Set<string>> {
    const unique = [...new Set(others)].filter((other) => other !== userId);
    const keys = unique.flatMap((other) => [blockKey(userId, other), blockKey(other, userId)]);
    const found = new Set<string>();
    for (let i = 0; i < keys.length; i += 100) {
      let request: Record<string, { Keys: Record<string, AttributeValue>[]; ConsistentRead: boolean }> | undefined = {
        [this.tableName]: { Keys: keys.slice(i, i + 100).map((key) => toAttributes(key)), ConsistentRead: true },
      };
      while (request && Object.keys(request).length > 0) {
        const page = await this.client.send(new BatchGetItemCommand({ RequestItems: request }));
        for (const item of page.Responses?.[this.tableName] ?? []) {
          const { pk, sk } = fromAttributes(item);
          const blocker = (pk as string).slice("USER#".length);
          found.add(blocker === userId ? (sk as string).slice("BLOCK#".length) : blocker);
        }
        request = page.UnprocessedKeys as typeof request;
      }
    }
    return found;
  }

  /**
   * The pairs of `userIds` with a block between them (each pair once, in the order of `userIds`): each
   * player's own list, read ten at a time, kept to the others. At most MAX_BLOCKS_AMONG players.
   */
  async blockedAmong(userIds: readonly string[]): Promise<Array<[string, string]>> {
    const unique = [...new Set(userIds)];
    if (unique.length > MAX_BLOCKS_AMONG) throw new RangeError(`At most ${MAX_BLOCKS_AMONG} players' blocks are read at once.`);
    const rank = new Map(unique.map((id, index) => [id, index]));
    const pairs = new Map<string, [string, string]>();
    for (let i = 0; i < unique.length; i += QUERIES_AT_ONCE) {
      const lists = await Promise.all(unique.slice(i, i + QUERIES_AT_ONCE).map(async (id) => ({ id, blocks: await this.list(id) })));
      for (const { id, blocks } of lists) {
        for (const { blocked } of blocks) {
          if (!rank.has(blocked)) continue;
          const pair: [string, string] = rank.get(id)! < rank.get(blocked)! ? [id, blocked] : [blocked, id];
          pairs.set(pair.join("\n"), pair);
        }
      }
    }
    return [...pairs.values()];
  }
}
