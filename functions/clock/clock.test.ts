// The clock's sweep with a mocked DynamoDB (aws-sdk-client-mock): which requests a due game leads to,
// and that a player moving at the same moment wins cleanly.
import { beforeEach, describe, expect, it } from "vitest";
import { mockClient } from "aws-sdk-client-mock";
import {
  DynamoDBClient,
  GetItemCommand,
  PutItemCommand,
  QueryCommand,
  TransactWriteItemsCommand,
  TransactionCanceledException,
} from "@aws-sdk/client-dynamodb";
import { fromAttributes, toAttributes } from "../store/attributes";
import { yucataGame } from "../../test/support/game-record";
import { GameService } from "../service/games";
import { GameStore, gameItem } from "../store/games";
import type { GameRecord } from "../record/game";
import { keys } from "../store/table";
import { USER_DEFAULTS, UserStore } from "../store/users";
import { Clock } from "./clock";
import { vacationPauses } from "../record/clock";

const ddb = mockClient(DynamoDBClient);
const NOW = new Date("2026-03-10T12:00:00Z");
const reminded: { seat: number; kind: string }[] = [];

function dueGame(overrides: Partial<GameRecord> = {}): GameRecord {
  return yucataGame({
    rev: 3,
    players: [
      { userId: "u0", name: "Ann", guest: false },
      { userId: "u1", name: "Ben", guest: false },
    ],
    createdAt: "2026-03-01T00:00:00Z",
    updatedAt: "2026-03-07T12:00:00Z",
    turnSince: "2026-03-07T12:00:00Z",
    timePerMoveDays: 3,
    deadline: "2026-03-10T11:59:00Z",
    ...overrides,
  });
}

function clock() {
  const client = new DynamoDBClient({ region: "local" });
  const store = new GameStore(client, "t");
  return new Clock(
    store,
    new UserStore(client, "t"),
    new GameService(store, () => NOW),
    {
      async remind(_game, seat, kind) {
        reminded.push({ seat, kind });
      },
      async sendDigest() {},
    },
    () => NOW,
  );
}

function serve(game: GameRecord, user: Record<string, unknown> = {}) {
  ddb.on(QueryCommand).resolves({ Items: [gameItem(game)] });
  ddb.on(GetItemCommand, { Key: toAttributes(keys.game(game.id)) }).resolves({ Item: gameItem(game) });
  ddb.on(GetItemCommand, { Key: toAttributes(keys.user("u0")) }).resolves({
    Item: toAttributes({
      ...keys.user("u0"),
      id: "u0",
      name: "Ann",
      email: "ann@example.org",
      guest: false,
      lang: "en",
      timeZone: "UTC",
      createdAt: "x",
      ...USER_DEFAULTS,
      ...user,
    }),
  });
}

beforeEach(() => {
  ddb.reset();
  reminded.length = 0;
});

describe("a clock sweep", () => {
  it("asks gsi2 for what is due now, and plays the late seat's move in one conditioned transaction", async () => {
    serve(dueGame());
    ddb.on(TransactWriteItemsCommand).resolves({});
    expect(await clock().sweep()).toBe(1);
    const query = ddb.commandCalls(QueryCommand)[0]!.args[0].input;
    expect(query).toMatchObject({ IndexName: "gsi2", KeyConditionExpression: "gsi2pk = :due AND gsi2sk <= :now" });
    expect(query.ExpressionAttributeValues![":now"]!.S).toMatch(/^2026-03-10T12:00:00.000Z#/);
    const [write] = ddb.commandCalls(TransactWriteItemsCommand);
    const [gamePut, eventPut] = write!.args[0].input.TransactItems!.map((t) => t.Put!);
    expect(gamePut!.ConditionExpression).toBe("rev = :rev");
    expect(gamePut!.ExpressionAttributeValues![":rev"]!.N).toBe("3");
    const event = fromAttributes(eventPut!.Item!);
    expect(event).toMatchObject({ version: 1, seat: 0, by: "clock", clientMoveId: "clock-1" });
    expect(JSON.parse(event.log)[0]).toEqual({ key: "turnpost.timeout", params: { seat: 0, policy: "bot" } });
    // The next turn is Ben's, with a fresh three-day deadline.
    const next = fromAttributes(gamePut!.Item!);
    expect(next.awaiting).toEqual([1]);
    expect(next.deadline).toBe("2026-03-13T12:00:00.000Z");
  });

  it("lets a player who moved at the same moment win, writing nothing else", async () => {
    serve(dueGame());
    ddb.on(TransactWriteItemsCommand).rejects(
      new TransactionCanceledException({
        message: "x",
        $metadata: {},
        CancellationReasons: [{ Code: "ConditionalCheckFailed" }, { Code: "None" }],
      }),
    );
    await clock().sweep();
    expect(ddb.commandCalls(TransactWriteItemsCommand)).toHaveLength(1);
    expect(ddb.commandCalls(PutItemCommand)).toHaveLength(0);
  });

  it("pauses the deadline of a player on vacation, keeping the time left when the vacation began", async () => {
    serve(dueGame(), { vacations: [{ from: "2026-03-09", to: "2026-03-12" }] });
    ddb.on(PutItemCommand).resolves({});
    await clock().sweep();
    expect(ddb.commandCalls(TransactWriteItemsCommand)).toHaveLength(0);
    const saved = fromAttributes(ddb.commandCalls(PutItemCommand)[0]!.args[0].input.Item!);
    // Of the turn's three days (from 07 Mar 12:00), 1 day 12 h are left when the vacation begins
    // (09 Mar 00:00); they count again from its end (13 Mar 00:00).
    expect(saved.deadline).toBe("2026-03-14T12:00:00.000Z");
    expect(saved.gsi2sk).toBe("2026-03-14T12:00:00.000Z#g1");
  });

  it("sends the latest due reminder once and takes due reminders off the game", async () => {
    const game = dueGame({
      deadline: "2026-03-10T12:30:00Z",
      reminders: [
        { kind: "day", at: "2026-03-09T12:30:00Z" },
        { kind: "hour", at: "2026-03-10T11:30:00Z" },
      ],
    });
    serve(game);
    ddb.on(PutItemCommand).resolves({});
    await clock().sweep();
    expect(reminded).toEqual([{ seat: 0, kind: "hour" }]);
    const saved = fromAttributes(ddb.commandCalls(PutItemCommand)[0]!.args[0].input.Item!);
    expect(saved.reminders).toEqual([]);
    expect(saved.gsi2sk).toBe("2026-03-10T12:30:00Z#g1");
  });
});

describe("vacations", () => {
  it("count whole days, both ends included", () => {
    const [pause] = vacationPauses([{ from: "2026-03-09", to: "2026-03-12" }]);
    expect(pause).toEqual({ from: Date.parse("2026-03-09T00:00:00Z"), to: Date.parse("2026-03-13T00:00:00Z") });
  });
});
