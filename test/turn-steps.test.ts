// The steps of a turn (moves the page plays without asking) are judged by playing out each legal move:
// milliseconds for a long turn. They are judged once, when the version is made, so that reading the game
// (and every live push of it) plays out nothing, and a game stored before still gets them.
import { UpdateItemCommand } from "@aws-sdk/client-dynamodb";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { turnSteps } from "../shared/engine/index";
import { gameRules, loadGames } from "../shared/games/index";
import { inProcessApp, playThroughApi, startedGame, type InProcess } from "./reliability/support";

await loadGames();

let env: InProcess;
beforeAll(async () => {
  env = await inProcessApp();
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** A 2-player Balam game played until its awaited seat has steps to its turn, with what they must be. */
async function gameWithSteps() {
  const { id, callers } = await startedGame(env, "balam", 2, {}, "turn-steps");
  for (let moves = 0; moves < 200; moves++) {
    const game = (await env.games.get(id))!;
    const seat = game.awaiting[0]!;
    const legal = gameRules("balam").legalMoves(game.state, seat);
    const steps = turnSteps(gameRules("balam"), 2, game.state, seat, legal);
    if (steps.length > 0) return { id, callers, seat, steps };
    await playThroughApi(id, callers, `turn-steps-${moves}`, 1);
  }
  throw new Error("no turn with steps in 200 moves");
}

describe("the steps of a turn", () => {
  it("are read with the game without playing any move out, for the awaited seat only", async () => {
    const { id, callers, seat, steps } = await gameWithSteps();
    const apply = vi.spyOn(gameRules("balam"), "apply");
    const mine = await callers[seat]!.get(`/api/games/${id}`);
    const theirs = await callers[1 - seat]!.get(`/api/games/${id}`);
    const spectator = await env.caller().get(`/api/games/${id}`);
    expect(apply, "a read of the game played moves out").not.toHaveBeenCalled();
    expect(mine.body.turnSteps).toEqual(steps);
    expect(theirs.body.turnSteps).toEqual([]);
    expect(spectator.body.turnSteps).toEqual([]);
  });

  it("are judged on reading a game stored without them", async () => {
    const { id, callers, seat, steps } = await gameWithSteps();
    await env.dynamo.send(
      new UpdateItemCommand({
        TableName: env.config.tableName,
        Key: { pk: { S: `GAME#${id}` }, sk: { S: "GAME" } },
        UpdateExpression: "REMOVE turnSteps",
      }),
    );
    expect((await callers[seat]!.get(`/api/games/${id}`)).body.turnSteps).toEqual(steps);
  });
});
