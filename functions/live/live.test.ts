// The live push as the notifier Lambda runs it, with DynamoDB and API Gateway mocked (aws-sdk-client-mock):
// one Query per changed game, each page its own body, a gone page forgotten, the others served anyway.
import { beforeEach, describe, expect, it } from "vitest";
import { mockClient } from "aws-sdk-client-mock";
import { DeleteItemCommand, DynamoDBClient, QueryCommand, type AttributeValue } from "@aws-sdk/client-dynamodb";
import { ApiGatewayManagementApiClient, GoneException, PostToConnectionCommand } from "@aws-sdk/client-apigatewaymanagementapi";
import { marshall } from "@aws-sdk/util-dynamodb";
import { yucataGame } from "../../test/support/game-record";
import { gamePage } from "../service/game-page";
import { GameService } from "../service/games";
import { GameStore, gameItem, type GameRecord } from "../store/games";
import { keys } from "../store/table";
import { ApiGatewaySender } from "./api-gateway-sender";
import { LiveService } from "./live";

const ddb = mockClient(DynamoDBClient);
const gateway = mockClient(ApiGatewayManagementApiClient);
const config = { tableName: "t", appUrl: "https://turnpost.example", sessionSecret: new TextEncoder().encode("live-test-secret-0123456789abcdef") };

function live() {
  const sender = new ApiGatewaySender(new ApiGatewayManagementApiClient({ endpoint: "https://api.example/live", region: "local" }));
  return new LiveService({ config, dynamo: new DynamoDBClient({ region: "local" }), sender });
}

const connection = (connectionId: string, userId: string | null, seat: number | null) =>
  marshall({ ...keys.liveConnection("g1", connectionId), connectionId, gameId: "g1", userId, seat, seatLink: null });

/** A stream record of the game going from `before` to `after`, in Lambda's shape (binary as base64 text). */
function changeRecord(before: GameRecord, after: GameRecord) {
  const lambdaImage = (game: GameRecord) => {
    const item: Record<string, AttributeValue> = gameItem(game);
    const deflated = item.stateZ?.B;
    return deflated ? { ...item, stateZ: { B: Buffer.from(deflated).toString("base64") } as unknown as AttributeValue } : item;
  };
  return { eventID: `e${after.rev}`, eventName: "MODIFY", dynamodb: { OldImage: lambdaImage(before), NewImage: lambdaImage(after) } };
}

const bodyFor = (game: GameRecord, seat: number | null) => {
  const page = gamePage(new GameService(new GameStore(new DynamoDBClient({ region: "local" }), "t"), () => new Date()), config.appUrl, game, seat);
  return { type: "game", etag: page.etag, detail: JSON.parse(JSON.stringify(page.detail())) };
};

const sentTo = (connectionId: string) =>
  gateway.commandCalls(PostToConnectionCommand).filter((call) => call.args[0].input.ConnectionId === connectionId).map((call) => JSON.parse(String(call.args[0].input.Data)));

beforeEach(() => {
  ddb.reset();
  gateway.reset();
});

describe("pushing a change through API Gateway", () => {
  const before = yucataGame();
  const after = yucataGame({ version: 1, rev: 3, awaiting: [1] });

  it("sends each page the body GET gives its reader, forgets a gone page and still serves the others", async () => {
    ddb.on(QueryCommand).resolves({ Items: [connection("gone", "u0", 0), connection("ann", "u0", 0), connection("ben", "u1", 1), connection("spectator", null, null)] });
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
    expect(deleted).toEqual(expect.arrayContaining([marshall(keys.liveConnection("g1", "gone")), marshall(keys.liveGame("gone"))]));
    expect(deleted).toHaveLength(2);
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

  it("pushes nothing for a write that left the game as it was, and reads no connection for it", async () => {
    await live().handle([changeRecord(after, after), { eventID: "chat", eventName: "INSERT", dynamodb: { NewImage: marshall({ pk: "GAME#g1", sk: "CHAT#x" }) } }]);
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
    expect(ddb.commandCalls(DeleteItemCommand).map((call) => call.args[0].input.Key)).toContainEqual(marshall(keys.liveGame("stranger")));
  });
});
