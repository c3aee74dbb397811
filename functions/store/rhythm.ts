// Each player's rhythm aggregates (functions/record/rhythm.ts), one small item per user beside the user item.
import { type DynamoDBClient, GetItemCommand, PutItemCommand } from "@aws-sdk/client-dynamodb";
import { emptyRhythm, type RhythmStats } from "../record/rhythm";
import { fromAttributes, toAttributes } from "./attributes";
import { isConditionFailed } from "./outcomes";
import { keys } from "./table";
import { ReadAhead } from "./read-ahead";

export class RhythmStore {
  constructor(
    readonly client: DynamoDBClient,
    readonly tableName: string,
  ) {}

  async get(userId: string): Promise<RhythmStats | null> {
    const { Item } = await this.client.send(new GetItemCommand({ TableName: this.tableName, Key: toAttributes(keys.rhythm(userId)) }));
    if (!Item) return null;
    const { pk: _pk, sk: _sk, rev: _rev, ...stats } = fromAttributes(Item);
    return stats as RhythmStats;
  }

  /**
   * Applies `change` to the user's stats (null: nothing to change), conditioned on the revision read, so
   * that two moves counted at once both count: the loser reads again, a few times. `ahead`: the first
   * read, made before (the notifier's, with the record's other items).
   */
  async update(userId: string, change: (stats: RhythmStats) => RhythmStats | null, ahead = ReadAhead.none): Promise<void> {
    for (let attempt = 0; attempt < 4; attempt++) {
      const Item = await (attempt === 0 ? ahead : ReadAhead.none).getItem(this.client, {
        TableName: this.tableName,
        Key: toAttributes(keys.rhythm(userId)),
        ConsistentRead: true,
      });
      const raw = Item ? fromAttributes(Item) : null;
      const rev: number = raw?.rev ?? 0;
      const { pk: _pk, sk: _sk, rev: _rev, ...stats } = raw ?? {};
      const next = change(raw ? (stats as RhythmStats) : emptyRhythm());
      if (!next) return;
      try {
        await this.client.send(
          new PutItemCommand({
            TableName: this.tableName,
            Item: toAttributes({ ...keys.rhythm(userId), ...next, rev: rev + 1 }),
            ConditionExpression: raw ? "rev = :rev" : "attribute_not_exists(pk)",
            ...(raw ? { ExpressionAttributeValues: { ":rev": { N: String(rev) } } } : {}),
          }),
        );
        return;
      } catch (error) {
        if (!isConditionFailed(error)) throw error;
      }
    }
    throw new Error(`rhythm of ${userId}: too many writers at once`);
  }
}
