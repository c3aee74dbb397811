// What the table's stream would hand the notifier for a game, read from the table: its item and its chat.
import { QueryCommand } from "@aws-sdk/client-dynamodb";
import { expect } from "vitest";
import type { Notifier } from "../../functions/notifier/notify";
import type { ChangeRecord } from "../../functions/store/changes";
import type { InProcess } from "../reliability/support";

/** A `stream(gameId, old?)` that hands `notifier` (both read once the suite built them) the game's current items (with `old` as the game's old image). */
export function gameStream(built: () => InProcess, notifier: () => Notifier) {
  return async (gameId: string, old?: Record<string, any>): Promise<void> => {
    const env = built();
    const { Items } = await env.dynamo.send(
      new QueryCommand({
        TableName: env.config.tableName,
        KeyConditionExpression: "pk = :pk",
        ExpressionAttributeValues: { ":pk": { S: `GAME#${gameId}` } },
      }),
    );
    const records: ChangeRecord[] = (Items ?? [])
      .filter((item) => item.sk!.S === "GAME" || item.sk!.S!.startsWith("CHAT#"))
      .map((item) => ({
        eventID: `${item.sk!.S}-${Math.random()}`,
        eventName: "INSERT",
        dynamodb: { NewImage: item, ...(old && item.sk!.S === "GAME" ? { OldImage: old } : {}) },
      }));
    expect(await notifier().handle(records)).toEqual([]);
  };
}
