// The clock's index (gsi2, `gsi2pk = "DUE"`, `gsi2sk = <due time>#…`): what has come due, page by
// page, and the items that keep failing. Such an item counts its failures on itself and, after a few,
// is parked: moved to `gsi2pk = "PARKED"` in the same index, out of every sweep and kept for the
// operator (docs/operations.md). A game's next write puts it back in `DUE`, and its count goes.
import { type AttributeValue, type DynamoDBClient, QueryCommand, UpdateItemCommand } from "@aws-sdk/client-dynamodb";
import { toAttributes } from "./attributes";
import { isConditionFailed } from "./outcomes";

type DueKind = "game" | "digest" | "chat" | "notice" | "tournament" | "deletion";

/** An item that has come due: what it is, the id its handler takes, and its own key. */
export interface DueItem {
  kind: DueKind;
  id: string;
  key: { pk: string; sk: string };
}

/** The attribute an item counts the clock's failures in; not part of any record (store/games.ts). */
export const CLOCK_FAILURES = "clockFailures";

/** What a due item of the index is to the clock. */
function dueItemOf(item: Record<string, AttributeValue>): DueItem {
  const key = { pk: item.pk!.S!, sk: item.sk!.S! };
  if (key.sk === "DIGEST") return { kind: "digest", id: item.userId!.S!, key };
  // An account whose grace period is over (functions/service/account-deletion.ts).
  if (key.sk === "DELETION") return { kind: "deletion", id: item.userId!.S!, key };
  // A batch of chat messages waiting to be mailed (functions/store/chat.ts): id is the item's key.
  if (key.sk.startsWith("CHATMAIL#")) return { kind: "chat", id: `${key.pk}|${key.sk}`, key };
  // A tournament whose start date has come (functions/service/tournaments.ts).
  if (key.sk === "TOUR") return { kind: "tournament", id: item.id!.S!, key };
  // A notice held back while its reader looked at the game (functions/notifier/notify.ts).
  if (key.sk.startsWith("DEFER#")) return { kind: "notice", id: `${key.pk}|${key.sk}`, key };
  return { kind: "game", id: item.id!.S!, key };
}

export class DueIndex {
  constructor(
    private readonly client: DynamoDBClient,
    private readonly tableName: string,
  ) {}

  /** One page of what is due at `now`, oldest first, from `after` (the previous page's `next`). */
  async page(
    now: Date,
    after?: Record<string, AttributeValue>,
    limit = 100,
  ): Promise<{ items: DueItem[]; next?: Record<string, AttributeValue> }> {
    const page = await this.client.send(
      new QueryCommand({
        TableName: this.tableName,
        IndexName: "gsi2",
        KeyConditionExpression: "gsi2pk = :due AND gsi2sk <= :now",
        ExpressionAttributeValues: { ":due": { S: "DUE" }, ":now": { S: `${now.toISOString()}#\uffff` } },
        Limit: limit,
        ...(after ? { ExclusiveStartKey: after } : {}),
      }),
    );
    return { items: (page.Items ?? []).map(dueItemOf), next: page.LastEvaluatedKey };
  }

  /** Counts one more failure of a due item; answers its count (0 when it is no longer due: nothing to count). */
  async countFailure(key: DueItem["key"]): Promise<number> {
    try {
      const { Attributes } = await this.client.send(
        new UpdateItemCommand({
          TableName: this.tableName,
          Key: toAttributes(key),
          UpdateExpression: "ADD #failures :one",
          ConditionExpression: "gsi2pk = :due",
          ExpressionAttributeNames: { "#failures": CLOCK_FAILURES },
          ExpressionAttributeValues: { ":one": { N: "1" }, ":due": { S: "DUE" } },
          ReturnValues: "UPDATED_NEW",
        }),
      );
      return Number(Attributes?.[CLOCK_FAILURES]?.N ?? 0);
    } catch (error) {
      if (isConditionFailed(error)) return 0;
      throw error;
    }
  }

  /** Takes a due item out of the sweeps, keeping it (and when it was due) under `PARKED` for the operator. */
  async park(key: DueItem["key"], now: Date): Promise<void> {
    try {
      await this.client.send(
        new UpdateItemCommand({
          TableName: this.tableName,
          Key: toAttributes(key),
          UpdateExpression: "SET gsi2pk = :parked, parkedAt = :now",
          ConditionExpression: "gsi2pk = :due",
          ExpressionAttributeValues: { ":parked": { S: "PARKED" }, ":due": { S: "DUE" }, ":now": { S: now.toISOString() } },
        }),
      );
    } catch (error) {
      // Written meanwhile (a move, a new hold): it is due again on its own terms.
      if (!isConditionFailed(error)) throw error;
    }
  }
}
