// What a substitute's sitting down writes beside the game and its event (functions/service/substitutes.ts):
// their membership, so the game is among theirs, and the end of the plan the seat's player had queued,
// which is theirs and must neither be shown to nor played for the substitute.
import type { TransactWriteItem } from "@aws-sdk/client-dynamodb";
import type { GameRecord } from "../record/game";
import { toAttributes } from "./attributes";
import { membershipItem } from "./games";
import { keys } from "./table";

export function substituteWrites(tableName: string, game: GameRecord, userId: string, seat: number): TransactWriteItem[] {
  return [
    { Put: { TableName: tableName, Item: membershipItem(userId, game, seat) } },
    { Delete: { TableName: tableName, Key: toAttributes(keys.queue(game.id, seat)) } },
  ];
}
