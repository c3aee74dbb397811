// The live push as the notifier Lambda runs it, with DynamoDB and API Gateway mocked (aws-sdk-client-mock):
// one Query per changed game, each page its own body, a gone page forgotten, the others served anyway, the
// page whose socket sent the move left out (its connection item names the version its move creates). And the live Lambda's $default taking a move: the principal
// read from the connection's item, the answer posted to that page alone.
import { beforeEach, describe, expect, it, vi } from "vitest";
import { mockClient } from "aws-sdk-client-mock";
import { standInSecretsExtension } from "../lambda/test-helpers";
import {
  DeleteItemCommand,
  DynamoDBClient,
  GetItemCommand,
  PutItemCommand,
  QueryCommand,
  TransactWriteItemsCommand,
  UpdateItemCommand,
  type AttributeValue,
} from "@aws-sdk/client-dynamodb";
import { ApiGatewayManagementApiClient, GoneException, PostToConnectionCommand } from "@aws-sdk/client-apigatewaymanagementapi";
import { toAttributes } from "../store/attributes";
import { gameRules, loadGames } from "../../shared/games/index";
import { yucataGame } from "../../test/support/game-record";
import { MoveLimiter } from "../http/rate-limit";
import { gamePage, moveAnswer } from "../http/game-page";
import { GameService } from "../service/games";
import { GameStore, fromGameItem, gameItem } from "../store/games";
import type { GameRecord } from "../record/game";
import { keys } from "../store/table";
import { ApiGatewaySender } from "../lambda/api-gateway-sender";
import type { Config } from "../config";
import { core } from "../compose/core";
import { liveService } from "../compose/live";

await loadGames();

const ddb = mockClient(DynamoDBClient);
const gateway = mockClient(ApiGatewayManagementApiClient);
const config: Config = {
  tableName: "t",
  appUrl: "https://turnpost.example",
  mailFrom: "Turnpost <turns@turnpost.example>",
  sessionSecret: new TextEncoder().encode("live-test-secret-0123456789abcdef"),
  vapid: null,
  local: true,
};

function live() {
  const sender = new ApiGatewaySender(new ApiGatewayManagementApiClient({ endpoint: "https://api.example/live", region: "local" }));
  const built = core({ config, dynamo: new DynamoDBClient({ region: "local" }) });
  return liveService(built, { sender, announced: built.notices });
}

/** A page's item under its game; `movingTo`: the version the move it sent over its socket creates. */
const connection = (connectionId: string, userId: string | null, seat: number | null, movingTo?: number) =>
  toAttributes({ ...keys.liveConnection("g1", connectionId), connectionId, gameId: "g1", userId, seat, seatLink: null, movingTo });

/** A stream record of the game going from `before` to `after`, in Lambda's shape (binary as base64 text). */
function changeRecord(before: GameRecord, after: GameRecord) {
  const lambdaImage = (game: GameRecord) => {
    const item: Record<string, AttributeValue> = gameItem(game);
    const deflated = item.stateZ?.B;
    return deflated ? { ...item, stateZ: { B: Buffer.from(deflated).toString("base64") } as unknown as AttributeValue } : item;
  };
  return {
    eventID: `e${after.rev}`,
    eventName: "MODIFY",
    dynamodb: { OldImage: lambdaImage(before), NewImage: lambdaImage(after) },
  };
}

const bodyFor = (game: GameRecord, seat: number | null) => {
  const page = gamePage(
    new GameService(new GameStore(new DynamoDBClient({ region: "local" }), "t"), () => new Date()),
    config.appUrl,
    game,
    seat,
  );
  return { type: "game", etag: page.etag, detail: JSON.parse(JSON.stringify(page.detail())) };
};

const sentTo = (connectionId: string) =>
  gateway
    .commandCalls(PostToConnectionCommand)
    .filter((call) => call.args[0].input.ConnectionId === connectionId)
    .map((call) => JSON.parse(String(call.args[0].input.Data)));

beforeEach(() => {
  ddb.reset();
  gateway.reset();
});

describe("pushing a change through API Gateway", () => {
  const before = yucataGame();
  const after = yucataGame({ version: 1, rev: 3, awaiting: [1] });

  it("sends each page the body GET gives its reader, forgets a gone page and still serves the others", async () => {
    ddb.on(QueryCommand).resolves({
      Items: [connection("gone", "u0", 0), connection("ann", "u0", 0), connection("ben", "u1", 1), connection("spectator", null, null)],
    });
    ddb.on(DeleteItemCommand).resolves({});
    gateway.on(PostToConnectionCommand).resolves({});
    gateway.on(PostToConnectionCommand, { ConnectionId: "gone" }).rejects(new GoneException({ message: "gone", $metadata: {} }));

    await live().handle([changeRecord(before, after)]);

    expect(ddb.commandCalls(QueryCommand)).toHaveLength(1);
    expect(sentTo("ann")).toEqual([bodyFor(after, 0)]);
    expect(sentTo("ben")).toEqual([bodyFor(after, 1)]);
    expect(sentTo("spectator")).toEqual([bodyFor(after, null)]);
    expect([sentTo("ann")[0].detail.seat, sentTo("ben")[0].detail.seat, sentTo("spectator")[0].detail.seat]).toEqual([0, 1, null]);
    const deleted = ddb.commandCalls(DeleteItemCommand).map((call) => call.args[0].input.Key);
    expect(deleted).toEqual(expect.arrayContaining([toAttributes(keys.liveConnection("g1", "gone")), toAttributes(keys.liveGame("gone"))]));
    expect(deleted).toHaveLength(2);
  });

  it("records in the notices ledger that the awaited seat's page showed its turn, and only that seat's", async () => {
    ddb.on(QueryCommand).resolves({ Items: [connection("ann", "u0", 0), connection("ben", "u1", 1), connection("spectator", null, null)] });
    ddb.on(PutItemCommand).resolves({});
    gateway.on(PostToConnectionCommand).resolves({});

    await live().handle([changeRecord(before, after)]);

    const put = ddb.commandCalls(PutItemCommand).map((call) => [call.args[0].input.Item?.pk, call.args[0].input.Item?.sk]);
    expect(put).toEqual([[{ S: "NOTIFY#g1" }, { S: "EV#0000000001#1#turn:page" }]]);
  });

  it("keeps going when a push fails otherwise, and never throws to the notifier", async () => {
    ddb.on(QueryCommand).resolves({ Items: [connection("broken", "u0", 0), connection("ben", "u1", 1)] });
    gateway.on(PostToConnectionCommand).resolves({});
    gateway.on(PostToConnectionCommand, { ConnectionId: "broken" }).rejects(new Error("throttled"));

    await expect(live().handle([changeRecord(before, after)])).resolves.toBeUndefined();
    expect(sentTo("ben")).toEqual([bodyFor(after, 1)]);
    // A failure that is not "gone" keeps the page: the next change may reach it.
    expect(ddb.commandCalls(DeleteItemCommand)).toHaveLength(0);
  });

  it("leaves out the page whose socket sent the move, and only it: another page of the same player is pushed", async () => {
    ddb.on(QueryCommand).resolves({
      Items: [
        connection("ann-mover", "u0", 0, 1),
        connection("ann-other", "u0", 0),
        connection("ann-earlier", "u0", 0, 0),
        connection("ben", "u1", 1),
      ],
    });
    gateway.on(PostToConnectionCommand).resolves({});
    await live().handle([changeRecord(before, after)]);
    expect(sentTo("ann-mover")).toEqual([]);
    expect(sentTo("ann-other")).toEqual([bodyFor(after, 0)]);
    expect(sentTo("ann-earlier")).toEqual([bodyFor(after, 0)]);
    expect(sentTo("ben")).toEqual([bodyFor(after, 1)]);
  });

  it("pushes the mover's page a later change at the version its move made: a takeback asked, a seat's clock", async () => {
    ddb.on(QueryCommand).resolves({ Items: [connection("ann-mover", "u0", 0, 1)] });
    gateway.on(PostToConnectionCommand).resolves({});
    const later = { ...after, rev: after.rev + 1, deadline: "2026-12-01T00:00:00.000Z" };
    await live().handle([changeRecord(after, later)]);
    expect(sentTo("ann-mover")).toEqual([bodyFor(later, 0)]);
  });

  it("decodes nothing when the only open page is the mover's", async () => {
    ddb.on(QueryCommand).resolves({ Items: [connection("ann-mover", "u0", 0, 1)] });
    gateway.on(PostToConnectionCommand).resolves({});
    const record = changeRecord(before, after);
    // A state that cannot be decoded: reading it would fail the push and log it.
    record.dynamodb.NewImage = { ...record.dynamodb.NewImage, state: { S: "not json" } };
    delete record.dynamodb.NewImage.stateZ;
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    await live().handle([record]);
    expect(logged).not.toHaveBeenCalled();
    logged.mockRestore();
    expect(gateway.commandCalls(PostToConnectionCommand)).toHaveLength(0);
  });

  it("pushes nothing for a write that left the game as it was, and reads no connection for it", async () => {
    await live().handle([
      changeRecord(after, after),
      { eventID: "chat", eventName: "INSERT", dynamodb: { NewImage: toAttributes({ pk: "GAME#g1", sk: "CHAT#x" }) } },
    ]);
    expect(ddb.commandCalls(QueryCommand)).toHaveLength(0);
    expect(gateway.commandCalls(PostToConnectionCommand)).toHaveLength(0);
  });

  it("sends a stranger's page of a private game nothing once the game has started, and forgets it", async () => {
    ddb.on(QueryCommand).resolves({ Items: [connection("stranger", "u9", null), connection("ann", "u0", 0)] });
    ddb.on(DeleteItemCommand).resolves({});
    gateway.on(PostToConnectionCommand).resolves({});
    const open = yucataGame({ private: true, status: "open" });
    await live().handle([changeRecord(open, { ...after, private: true })]);
    expect(sentTo("stranger")).toEqual([]);
    expect(sentTo("ann")).toHaveLength(1);
    expect(ddb.commandCalls(DeleteItemCommand).map((call) => call.args[0].input.Key)).toContainEqual(
      toAttributes(keys.liveGame("stranger")),
    );
  });
});

describe("a move sent over a socket through API Gateway ($default)", () => {
  const game = yucataGame();
  const move = gameRules("yucata")!.legalMoves(game.state as never, 0)[0];
  const body = { version: 0, move, clientMoveId: "socket-move-1" };
  /** The connection's own item, as $connect stored it: who opened it, for which game. */
  const opened = (connectionId: string, userId: string | null, seat: number | null) =>
    toAttributes({ ...keys.liveGame(connectionId), connectionId, gameId: "g1", userId, seat, seatLink: null });

  async function lambdaHandler() {
    Object.assign(process.env, {
      AWS_REGION: "eu-west-1",
      TABLE_NAME: "t",
      APP_URL: config.appUrl,
      MAIL_FROM: "Turnpost <t@turnpost.example>",
      SESSION_SECRET_ARN: "arn:session",
      LIVE_ENDPOINT: "https://api.example/live",
    });
    const extension = await standInSecretsExtension({ "arn:session AWSCURRENT": "live-test-secret-0123456789abcdef" });
    try {
      return (await import("../lambda/live")).handler;
    } finally {
      extension.close();
    }
  }
  const fromPage = (connectionId: string, text: string) =>
    ({ requestContext: { connectionId, routeKey: "$default" }, body: text }) as unknown as Parameters<
      Awaited<ReturnType<typeof lambdaHandler>>
    >[0];

  it("moves as the principal the connection was opened with, marks its page with the version it makes and answers that page alone", async () => {
    ddb.on(GetItemCommand, { Key: toAttributes(keys.liveGame("ann-page")) }).resolves({ Item: opened("ann-page", "u0", 0) });
    ddb.on(GetItemCommand, { Key: toAttributes(keys.game("g1")) }).resolves({ Item: gameItem(game) });
    ddb.on(UpdateItemCommand).resolves({});
    ddb.on(TransactWriteItemsCommand).resolves({});
    gateway.on(PostToConnectionCommand).resolves({});
    const handler = await lambdaHandler();

    expect(await handler(fromPage("ann-page", JSON.stringify({ type: "move", ...body })))).toEqual({ statusCode: 200 });

    const connectionRead = ddb.commandCalls(GetItemCommand).find((call) => call.args[0].input.Key?.pk?.S === "LIVE#ann-page")!;
    expect(connectionRead.args[0].input.ConsistentRead).toBe(true);
    // The page's item under its game is marked before the commit, so the push of the commit finds it marked.
    const [mark, ...others] = ddb.commandCalls(UpdateItemCommand);
    expect(others).toEqual([]);
    expect(mark!.args[0].input.Key).toEqual(toAttributes(keys.liveConnection("g1", "ann-page")));
    expect(mark!.args[0].input.ExpressionAttributeValues).toEqual({ ":version": { N: "1" } });
    expect(mark!.calledBefore(ddb.commandCalls(TransactWriteItemsCommand)[0]!)).toBe(true);
    const [commit] = ddb.commandCalls(TransactWriteItemsCommand);
    const written = commit!.args[0].input.TransactItems![0]!.Put!.Item!;
    const committed = fromGameItem(written);
    // The game item says nothing of the transport: what is written is the record, its keys and its state.
    expect(Object.keys(written).filter((name) => !(name in committed) && !/^(pk|sk|gsi\d(pk|sk)|stateZ)$/.test(name))).toEqual([]);
    const service = new GameService(new GameStore(new DynamoDBClient({ region: "local" }), "t"), () => new Date());
    const [answer] = sentTo("ann-page");
    const event = {
      gameId: "g1",
      version: 1,
      seat: 0,
      move,
      clientMoveId: body.clientMoveId,
      log: answer.body.event.log,
      at: answer.body.event.at,
      by: "u0",
    };
    const expected = moveAnswer(service, { game: { ...committed, updatedAt: answer.body.updatedAt }, seat: 0, event });
    expect(answer).toEqual({
      type: "moved",
      clientMoveId: body.clientMoveId,
      etag: expected.etag,
      body: JSON.parse(JSON.stringify(expected.body)),
    });
    expect(answer.body).toMatchObject({ version: 1, seat: 0, event: { version: 1, seat: 0, move } });
    expect(gateway.commandCalls(PostToConnectionCommand)).toHaveLength(1);
  });

  it("reads a page's connection item once per process, however many moves the page sends", async () => {
    ddb.on(GetItemCommand, { Key: toAttributes(keys.liveGame("bea-page")) }).resolves({ Item: opened("bea-page", "u0", 0) });
    ddb.on(GetItemCommand, { Key: toAttributes(keys.game("g1")) }).resolves({ Item: gameItem(game) });
    ddb.on(TransactWriteItemsCommand).resolves({});
    gateway.on(PostToConnectionCommand).resolves({});
    // The Lambda's module (and its live service) outlives a test, as a warm container does: a page of its own.
    const handler = await lambdaHandler();

    for (const clientMoveId of ["first-move", "second-move"]) {
      expect(await handler(fromPage("bea-page", JSON.stringify({ type: "move", ...body, clientMoveId })))).toEqual({ statusCode: 200 });
    }

    expect(sentTo("bea-page").map((answer) => answer.type)).toEqual(["moved", "moved"]);
    expect(ddb.commandCalls(GetItemCommand).filter((call) => call.args[0].input.Key?.pk?.S === "LIVE#bea-page")).toHaveLength(1);
  });

  it("takes the mark off a page whose move is refused, so that the version another player makes reaches it", async () => {
    ddb.on(GetItemCommand, { Key: toAttributes(keys.liveGame("ann-page")) }).resolves({ Item: opened("ann-page", "u0", 0) });
    ddb.on(GetItemCommand, { Key: toAttributes(keys.game("g1")) }).resolves({ Item: gameItem(game) });
    ddb.on(UpdateItemCommand).resolves({});
    gateway.on(PostToConnectionCommand).resolves({});
    const illegal = { ...body, move: { ...(move as object), card: -1 } };
    const handler = await lambdaHandler();
    await handler(fromPage("ann-page", JSON.stringify({ type: "move", ...illegal })));
    expect(sentTo("ann-page")).toMatchObject([{ type: "refused", status: 400 }]);
    const updates = ddb.commandCalls(UpdateItemCommand).map((call) => call.args[0].input);
    expect(updates.map((update) => [update.Key, update.UpdateExpression])).toEqual([
      [toAttributes(keys.liveConnection("g1", "ann-page")), expect.stringMatching(/^SET movingTo/)],
      [toAttributes(keys.liveConnection("g1", "ann-page")), expect.stringMatching(/^REMOVE movingTo/)],
    ]);
    expect(ddb.commandCalls(TransactWriteItemsCommand)).toHaveLength(0);
  });

  it("refuses a spectator's page 401 and an unknown connection 410, writing nothing", async () => {
    ddb.on(GetItemCommand, { Key: toAttributes(keys.liveGame("spectator")) }).resolves({ Item: opened("spectator", null, null) });
    ddb.on(GetItemCommand, { Key: toAttributes(keys.liveGame("forgotten")) }).resolves({});
    gateway.on(PostToConnectionCommand).resolves({});
    const handler = await lambdaHandler();
    await handler(fromPage("spectator", JSON.stringify({ type: "move", ...body })));
    await handler(fromPage("forgotten", JSON.stringify({ type: "move", ...body })));
    expect(sentTo("spectator")).toEqual([
      { type: "refused", clientMoveId: body.clientMoveId, status: 401, error: { code: "not-signed-in", message: expect.any(String) } },
    ]);
    expect(sentTo("forgotten")).toEqual([
      { type: "refused", clientMoveId: body.clientMoveId, status: 410, error: { code: "live-gone", message: expect.any(String) } },
    ]);
    expect(ddb.commandCalls(TransactWriteItemsCommand)).toHaveLength(0);
  });

  it("limits a player's socket moves like posted ones (429 with retryAfter) and answers a ping without reading anything", async () => {
    ddb.on(GetItemCommand).resolves({}); // event 1: not this move's, so no retry of it
    ddb.on(GetItemCommand, { Key: toAttributes(keys.liveGame("ann-page")) }).resolves({ Item: opened("ann-page", "u0", 0) });
    ddb.on(GetItemCommand, { Key: toAttributes(keys.game("g1")) }).resolves({ Item: gameItem({ ...game, version: 3 }) });
    gateway.on(PostToConnectionCommand).resolves({});
    const sender = new ApiGatewaySender(new ApiGatewayManagementApiClient({ endpoint: "https://api.example/live", region: "local" }));
    const limited = liveService(core({ config, dynamo: new DynamoDBClient({ region: "local" }) }), {
      sender,
      moveLimiter: new MoveLimiter(1, 0.001),
    });
    await limited.receive("ann-page", JSON.stringify({ type: "move", ...body }));
    await limited.receive("ann-page", JSON.stringify({ type: "move", ...body }));
    await limited.receive("ann-page", JSON.stringify({ type: "ping" }));
    expect(sentTo("ann-page")).toEqual([
      {
        type: "refused",
        clientMoveId: body.clientMoveId,
        status: 409,
        error: { code: "stale-version", message: expect.any(String), currentVersion: 3 },
      },
      {
        type: "refused",
        clientMoveId: body.clientMoveId,
        status: 429,
        error: { code: "too-many-moves", message: expect.any(String), retryAfter: expect.any(Number) },
      },
      { type: "pong" },
    ]);
    // The connection and the game (and its event 1) for the first; the limited one reads nothing.
    expect(ddb.commandCalls(GetItemCommand)).toHaveLength(3);
  });

  it("writes at most one presence per page every 10 s, however many the page sends, a change after 1 s", async () => {
    ddb.on(GetItemCommand, { Key: toAttributes(keys.liveGame("flood-page")) }).resolves({ Item: opened("flood-page", "u0", 0) });
    ddb.on(UpdateItemCommand).resolves({});
    const clock = { now: new Date("2026-11-23T12:00:00Z") };
    const sender = new ApiGatewaySender(new ApiGatewayManagementApiClient({ endpoint: "https://api.example/live", region: "local" }));
    const service = liveService(core({ config, dynamo: new DynamoDBClient({ region: "local" }), now: () => clock.now }), { sender });
    const says = (visible: boolean) => service.receive("flood-page", JSON.stringify({ type: "presence", visible, idleMs: 0 }));
    const writes = () => ddb.commandCalls(UpdateItemCommand).length;
    // All at once, as a socket's messages come: none waits for the one before.
    await Promise.all(Array.from({ length: 200 }, (_, i) => says(i % 2 === 0)));
    expect(writes()).toBe(1);
    // The first said "visible": saying so again waits 10 s.
    clock.now = new Date(clock.now.getTime() + 9_999);
    await says(true);
    expect(writes()).toBe(1);
    clock.now = new Date(clock.now.getTime() + 1);
    for (let i = 0; i < 200; i++) await says(true);
    expect(writes()).toBe(2);
    // A page hidden soon after is written a second later, once, so its player's turn mail need not wait.
    clock.now = new Date(clock.now.getTime() + 999);
    await says(false);
    expect(writes()).toBe(2);
    clock.now = new Date(clock.now.getTime() + 1);
    for (let i = 0; i < 200; i++) await says(false);
    expect(writes()).toBe(3);
    // Another page of the same game has its own allowance.
    ddb.on(GetItemCommand, { Key: toAttributes(keys.liveGame("other-page")) }).resolves({ Item: opened("other-page", "u1", 1) });
    await service.receive("other-page", JSON.stringify({ type: "presence", visible: true, idleMs: 0 }));
    expect(writes()).toBe(4);
  });

  it("refuses a message over 64 KiB 413 without parsing it or reading anything", async () => {
    const handler = await lambdaHandler();
    gateway.on(PostToConnectionCommand).resolves({});
    await handler(fromPage("big-page", JSON.stringify({ type: "ping", pad: "x".repeat(64 * 1024) })));
    expect(ddb.commandCalls(GetItemCommand)).toEqual([]);
    expect(sentTo("big-page")).toEqual([
      { type: "refused", clientMoveId: null, status: 413, error: expect.objectContaining({ code: "too-large" }) },
    ]);
  });

  it("records what a page says of itself on the game's item of its connection, and ignores a malformed one", async () => {
    ddb.on(GetItemCommand, { Key: toAttributes(keys.liveGame("ann-page")) }).resolves({ Item: opened("ann-page", "u0", 0) });
    ddb.on(UpdateItemCommand).resolves({});
    const now = new Date("2026-11-23T12:00:00Z");
    const sender = new ApiGatewaySender(new ApiGatewayManagementApiClient({ endpoint: "https://api.example/live", region: "local" }));
    const service = liveService(core({ config, dynamo: new DynamoDBClient({ region: "local" }), now: () => now }), { sender });
    await service.receive("ann-page", JSON.stringify({ type: "presence", visible: true, idleMs: 30_000 }));
    for (const bad of [{ visible: "yes", idleMs: 0 }, { visible: true, idleMs: -1 }, { visible: true, idleMs: 1e12 }, { visible: true }]) {
      await service.receive("ann-page", JSON.stringify({ type: "presence", ...bad }));
    }
    const updates = ddb.commandCalls(UpdateItemCommand).map((call) => call.args[0].input);
    expect(updates).toHaveLength(1);
    expect(updates[0]!.Key).toEqual(toAttributes(keys.liveConnection("g1", "ann-page")));
    expect(updates[0]!.ExpressionAttributeValues).toEqual({ ":visible": { BOOL: true }, ":at": { S: "2026-11-23T11:59:30.000Z" } });
    expect(sentTo("ann-page")).toEqual([]);
  });
});
