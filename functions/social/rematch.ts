// Rematch: one click on a finished game makes the same game (options, time per move, timeout policy,
// privacy, chat setting) with the same people, seats rotated by one so someone else starts. The caller
// takes its seat; every other person's seat is kept for them (`reservedFor`), and they get a membership
// at once, so the game shows in their games as a rematch offered. Bots keep their (rotated) seats.
import { TransactWriteItemsCommand, TransactionCanceledException } from "@aws-sdk/client-dynamodb";
import { toAttributes } from "../store/attributes";
import { LIVE_MOVER, gameItem, type GameRecord, type GameStore, type PlayerSlot } from "../store/games";
import { newId } from "../store/ids";
import { keys } from "../store/table";
import type { User } from "../store/users";
import { HttpError } from "../service/errors";
import { definitionOf, unplayed, type GameService } from "../service/games";

/** Seat i of the rematch is seat i + 1 of the game (the last seat moves to the front). */
function rotatedSeats(players: PlayerSlot[], caller: User): PlayerSlot[] {
  return players.map((_, i) => {
    const p = players[(i + 1) % players.length]!;
    if (p.bot) return { userId: null, name: p.name, guest: false, bot: p.bot };
    if (p.userId === caller.id) return { userId: caller.id, name: caller.name, guest: caller.guest };
    return p.userId ? { userId: null, name: null, guest: false, reservedFor: p.userId } : { userId: null, name: null, guest: false };
  });
}

export async function createRematch(store: GameStore, service: GameService, caller: User, id: string, now: Date): Promise<GameRecord> {
  const game = await service.load(id);
  if (!game.players.some((p) => p.userId === caller.id)) throw new HttpError(403, "not-your-seat", "Only the game's players can ask for a rematch.");
  if (game.status !== "finished") throw new HttpError(409, "not-finished", "A rematch is offered once the game is over.");
  if (game.rematchId) return service.load(game.rematchId);
  const at = now.toISOString();
  const players = rotatedSeats(game.players, caller);
  const rematch: GameRecord = {
    ...game,
    id: newId(),
    status: "open",
    players,
    ...unplayed(caller.id, at),
    takeback: null,
    rematchOf: game.id,
    rematchId: undefined,
  };
  if (players.every((p) => p.userId !== null || p.bot)) service.start(rematch, definitionOf(game.game), at);
  const membership = (userId: string, seat: number, invited: boolean) =>
    toAttributes({ ...keys.membership(userId, rematch.id), game: rematch.game, seat, createdAt: at, ...(invited ? { invited: true } : {}) });
  try {
    await store.client.send(
      new TransactWriteItemsCommand({
        TransactItems: [
          { Put: { TableName: store.tableName, Item: gameItem(rematch), ConditionExpression: "attribute_not_exists(pk)" } },
          {
            // One rematch per game: a second click (or another player's) finds the first.
            Update: {
              TableName: store.tableName,
              Key: toAttributes(keys.game(game.id)),
              // Another write than the move's: its push goes to every page, the mover's too.
              UpdateExpression: `SET rematchId = :id, rev = rev + :one REMOVE ${LIVE_MOVER}`,
              ConditionExpression: "attribute_not_exists(rematchId)",
              ExpressionAttributeValues: toAttributes({ ":id": rematch.id, ":one": 1 }),
            },
          },
          ...players.flatMap((p, seat) => {
            const userId = p.userId ?? p.reservedFor;
            return userId ? [{ Put: { TableName: store.tableName, Item: membership(userId, seat, p.userId === null) } }] : [];
          }),
        ],
      }),
    );
  } catch (error) {
    if (error instanceof TransactionCanceledException && (error.CancellationReasons ?? []).some((r) => r.Code === "ConditionalCheckFailed")) {
      const current = await service.load(id);
      if (current.rematchId) return service.load(current.rematchId);
    }
    throw error;
  }
  return rematch;
}
