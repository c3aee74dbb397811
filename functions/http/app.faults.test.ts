// The move path when DynamoDB misbehaves (aws-sdk-client-mock): a lost race gives 409, throttling,
// server faults, time-outs and conflicting transactions give a retryable 503, and the only write ever
// attempted is the one atomic transaction, so no game is ever half-written.
import { beforeEach, describe, expect, it } from "vitest";
import { mockClient } from "aws-sdk-client-mock";
import {
  DynamoDBClient,
  GetItemCommand,
  PutItemCommand,
  TransactWriteItemsCommand,
  TransactionCanceledException,
  UpdateItemCommand,
  DeleteItemCommand,
  ThrottlingException,
  InternalServerError,
} from "@aws-sdk/client-dynamodb";
import { toAttributes } from "../store/attributes";
import { yucataGame } from "../../test/support/game-record";
import { gameItem } from "../store/games";
import { keys } from "../store/table";
import { Tokens } from "../service/tokens";
import { apiApp } from "../compose/api";
import { core } from "../compose/core";

const secret = new TextEncoder().encode("fault-test-secret-0123456789abcdef");
const config = { tableName: "t", appUrl: "http://localhost:3000", mailFrom: "x@y", sessionSecret: secret, local: false, vapid: null };
const ddb = mockClient(DynamoDBClient);

async function submit() {
  const app = apiApp(core({ config, dynamo: new DynamoDBClient({ region: "local" }) }), { mailer: { send: async () => {} } });
  const cookie = `tp_session=${await new Tokens(secret).session("u0")}`;
  return app.request("/api/games/g1/moves", {
    method: "POST",
    headers: { "content-type": "application/json", cookie },
    body: JSON.stringify({ version: 0, move: { card: 1 }, clientMoveId: "retry-me-1" }),
  });
}

const cancelled = (code: string) =>
  new TransactionCanceledException({ message: "cancelled", $metadata: {}, CancellationReasons: [{ Code: code }, { Code: "None" }] });

beforeEach(() => {
  ddb.reset();
  ddb.on(GetItemCommand, { Key: toAttributes(keys.game("g1")) }).resolves({ Item: gameItem(yucataGame()) });
  ddb.on(GetItemCommand, { Key: toAttributes(keys.event("g1", 1)) }).resolves({});
});

function writesAttempted() {
  return {
    transactions: ddb.commandCalls(TransactWriteItemsCommand).length,
    single:
      ddb.commandCalls(PutItemCommand).length + ddb.commandCalls(UpdateItemCommand).length + ddb.commandCalls(DeleteItemCommand).length,
  };
}

describe("the move path under DynamoDB faults", () => {
  it("commits one transaction of the game and its event, conditioned on the revision, with an idempotency token", async () => {
    ddb.on(TransactWriteItemsCommand).resolves({});
    const reply = await submit();
    expect(reply.status).toBe(200);
    const [call] = ddb.commandCalls(TransactWriteItemsCommand);
    const input = call!.args[0].input;
    expect(input.ClientRequestToken).toHaveLength(36);
    expect(input.TransactItems).toHaveLength(2);
    expect(input.TransactItems![0]!.Put!.ConditionExpression).toBe("rev = :rev");
    expect(input.TransactItems![1]!.Put!.ConditionExpression).toBe("attribute_not_exists(pk)");
    expect(writesAttempted().single).toBe(0);
  });

  it("answers 409 with the current version when another move won the race", async () => {
    ddb.on(TransactWriteItemsCommand).rejects(cancelled("ConditionalCheckFailed"));
    const reply = await submit();
    expect(reply.status).toBe(409);
    expect((await reply.json()).error).toMatchObject({ code: "stale-version", currentVersion: 0 });
    expect(writesAttempted()).toEqual({ transactions: 1, single: 0 });
  });

  it.each([
    ["a conflicting transaction", () => cancelled("TransactionConflict")],
    ["throttling", () => new ThrottlingException({ message: "slow down", $metadata: {} })],
    ["a server fault", () => new InternalServerError({ message: "boom", $metadata: {} })],
    ["a time-out", () => Object.assign(new Error("socket timed out"), { name: "TimeoutError" })],
  ])("answers a retryable 503 on %s while committing, having written nothing else", async (_, fault) => {
    ddb.on(TransactWriteItemsCommand).rejects(fault());
    const reply = await submit();
    expect(reply.status).toBe(503);
    expect(reply.headers.get("retry-after")).toBe("1");
    expect((await reply.json()).error.code).toBe("unavailable");
    expect(writesAttempted()).toEqual({ transactions: 1, single: 0 });
  });

  it("answers 503 when the game cannot be read, and attempts no write", async () => {
    ddb.on(GetItemCommand).rejects(new ThrottlingException({ message: "slow down", $metadata: {} }));
    const reply = await submit();
    expect(reply.status).toBe(503);
    expect(writesAttempted()).toEqual({ transactions: 0, single: 0 });
  });
});
