// Every game of a table, for the tools that replay them all (check-games) before a rules change ships.
// A scan reads the whole table, so it lives apart from GameStore: no Lambda bundle carries it, and no
// role needs dynamodb:Scan (the grants test in cdk/turnpost-stack.test.ts reads each bundle's calls).
import { ScanCommand, type AttributeValue } from "@aws-sdk/client-dynamodb";
import type { GameRecord } from "../record/game";
import { fromGameItem, gameOfRecord, type GameStore } from "./games";
import { withRules } from "./rules";

/** Every game of `store`'s table, a page of the scan at a time, rules loaded. */
export async function* everyGame(store: Pick<GameStore, "client" | "tableName">): AsyncGenerator<GameRecord> {
  let startKey: Record<string, AttributeValue> | undefined;
  do {
    const page = await store.client.send(
      new ScanCommand({
        TableName: store.tableName,
        FilterExpression: "sk = :game",
        ExpressionAttributeValues: { ":game": { S: "GAME" } },
        ExclusiveStartKey: startKey,
      }),
    );
    yield* await withRules((page.Items ?? []).map(fromGameItem), gameOfRecord);
    startKey = page.LastEvaluatedKey;
  } while (startKey);
}
