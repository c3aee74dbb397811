// The history (GET /api/games/:id/history/:version) answers from stored boards, one every
// SNAPSHOT_EVERY moves, instead of replaying the whole log: every version must still show exactly what
// the replay from the start shows, through the asking seat's view (a spectator's too).
import { DeleteItemCommand, QueryCommand } from "@aws-sdk/client-dynamodb";
import { beforeAll, describe, expect, it } from "vitest";
import { SNAPSHOT_EVERY } from "../functions/store/games";
import { replayTimeline } from "../shared/engine/timeline";
import { gameRules, loadGames } from "../shared/games/index";
import { inProcessApp, playThroughApi, startedGame, type Caller, type InProcess } from "./reliability/support";

await loadGames();

let env: InProcess;
beforeAll(async () => {
  env = await inProcessApp();
});

/** The snapshot items of a game, by version. */
async function snapshotVersions(gameId: string): Promise<number[]> {
  const { Items } = await env.dynamo.send(
    new QueryCommand({
      TableName: env.config.tableName,
      KeyConditionExpression: "pk = :pk AND begins_with(sk, :snap)",
      ExpressionAttributeValues: { ":pk": { S: `GAME#${gameId}` }, ":snap": { S: "SNAP#" } },
    }),
  );
  return (Items ?? []).map((item) => Number(item.version!.N));
}

/** What the history must answer `seat` for each version: the replay of the stored log from the start. */
async function replayedViews(gameId: string, seat: number | null): Promise<unknown[]> {
  const game = (await env.games.get(gameId))!;
  const def = gameRules(game.game);
  const events = await env.games.events(gameId, 0, game.version + 1);
  const setup = { players: game.players.length, options: game.options, seed: game.seed! };
  return Array.from({ length: game.version + 1 }, (_, version) => def.view(replayTimeline(def, setup, events, version), seat));
}

async function historyViews(gameId: string, caller: Caller, versions: number): Promise<unknown[]> {
  const views: unknown[] = [];
  for (let version = 0; version < versions; version++) {
    const reply = await caller.get(`/api/games/${gameId}/history/${version}`);
    expect(reply.status).toBe(200);
    views.push(reply.body.view);
  }
  return views;
}

describe("the history of a long game", () => {
  it("shows every version as the replay from the start does, to each seat and to a spectator, from stored boards", async () => {
    const { id, callers } = await startedGame(env, "yucatan", 2, {}, "history-snapshots");
    const played = await playThroughApi(id, callers, "history-snapshots", 2 * SNAPSHOT_EVERY + 17);
    expect(played).toBeGreaterThan(2 * SNAPSHOT_EVERY);
    // The moves that reached a multiple of SNAPSHOT_EVERY stored the board beside their event.
    expect(await snapshotVersions(id)).toEqual([SNAPSHOT_EVERY, 2 * SNAPSHOT_EVERY]);
    const spectator = env.caller();
    for (const [caller, seat] of [
      [callers[0]!, 0],
      [callers[1]!, 1],
      [spectator, null],
    ] as const) {
      expect(await historyViews(id, caller, played + 1)).toEqual(await replayedViews(id, seat));
    }
  });

  it("stores the board it had to replay many moves for, for a game played before the snapshots", async () => {
    const { id, callers } = await startedGame(env, "yucatan", 2, {}, "history-before-snapshots");
    const played = await playThroughApi(id, callers, "history-before-snapshots", SNAPSHOT_EVERY + 30);
    for (const version of await snapshotVersions(id)) {
      const key = { pk: { S: `GAME#${id}` }, sk: { S: `SNAP#${String(version).padStart(10, "0")}` } };
      await env.dynamo.send(new DeleteItemCommand({ TableName: env.config.tableName, Key: key }));
    }
    expect(await snapshotVersions(id)).toEqual([]);
    const expected = await replayedViews(id, 0);
    const asked = played - 3;
    expect((await callers[0]!.get(`/api/games/${id}/history/${asked}`)).body.view).toEqual(expected[asked]);
    expect(await snapshotVersions(id)).toEqual([asked]);
    // Later versions replay from it, and still show the same boards.
    expect(await historyViews(id, callers[0]!, played + 1)).toEqual(expected);
  });
});
