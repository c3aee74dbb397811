// A silent seat's stand-in (record/rescue.ts) with a mocked DynamoDB: the bot it asks for a move is
// handed the seat's view and legal moves, never the game's state (the other hands, the random state).
import { beforeEach, describe, expect, it, vi } from "vitest";
import { mockClient } from "aws-sdk-client-mock";
import { DynamoDBClient, GetItemCommand, QueryCommand, TransactWriteItemsCommand } from "@aws-sdk/client-dynamodb";
import { fromAttributes, toAttributes } from "../store/attributes";
import { yucataGame } from "../../test/support/game-record";
import { yucata } from "../../shared/games/yucata/index";
import { GameService } from "../service/games";
import { GameStore, gameItem } from "../store/games";
import { keys } from "../store/table";
import { UserStore } from "../store/users";
import type { botFor } from "../../shared/bots/index";
import { Clock } from "./clock";

const asked = vi.hoisted(() => [] as unknown[]);
vi.mock("../../shared/bots/index", async (original) => {
  const bots = await original<typeof import("../../shared/bots/index")>();
  return {
    ...bots,
    botFor: (...args: Parameters<typeof bots.botFor>) => {
      const bot = bots.botFor(...args);
      return {
        choose: (input: BotInput) => {
          asked.push(input);
          return bot.choose(input);
        },
      };
    },
  };
});

type BotInput = Parameters<ReturnType<typeof botFor>["choose"]>[0];

const ddb = mockClient(DynamoDBClient);
const NOW = new Date("2026-03-10T12:00:00Z");

beforeEach(() => {
  ddb.reset();
  asked.length = 0;
});

describe("a stand-in", () => {
  it("chooses its move from the silent seat's view, and the log says the stand-in played", async () => {
    const game = yucataGame({
      rev: 5,
      timePerMoveDays: 1,
      deadline: "2026-03-10T11:59:57Z",
      rescue: [{ seat: 0, step: "stand-in", since: "2026-03-09T00:00:00Z", until: null, missed: 2, level: "random" }],
    });
    ddb.on(QueryCommand).resolves({ Items: [gameItem(game)] });
    ddb.on(GetItemCommand, { Key: toAttributes(keys.game(game.id)) }).resolves({ Item: gameItem(game) });
    ddb.on(TransactWriteItemsCommand).resolves({});
    const client = new DynamoDBClient({ region: "local" });
    const store = new GameStore(client, "t");
    const reminders = { async remind() {}, async sendDigest() {} };
    await new Clock(store, new UserStore(client, "t"), new GameService(store, () => NOW), reminders, () => NOW).sweep();

    expect(asked).toHaveLength(1);
    const input = asked[0] as BotInput;
    expect(Object.keys(input).sort()).toEqual(["legal", "rng", "seat", "view"]);
    expect(input.view).toEqual(yucata.view(game.state as never, 0));
    // What the seat may not see is not in it: the other hand and the random state.
    const state = game.state as { hands: unknown[]; rng: unknown };
    expect(JSON.stringify(input.view)).not.toContain(JSON.stringify(state.rng));
    expect(input.view).not.toHaveProperty("hands");
    expect(input.legal).toEqual(yucata.legalMoves(game.state as never, 0));

    const [write] = ddb.commandCalls(TransactWriteItemsCommand);
    const event = fromAttributes(write!.args[0].input.TransactItems![1]!.Put!.Item!);
    expect(event).toMatchObject({ seat: 0, by: "stand-in" });
    expect(JSON.parse(event.log)[0]).toEqual({ key: "turnpost.standIn", params: { seat: 0, level: "random" } });
  });
});
