// The API as the Lambda builds it (apiCore, not the whole process's core): a game's own routes answer at
// once, and the other areas, with the services only they use, are built at the first request to one of
// them, once, behind the same middleware and the same error answer. DynamoDB is aws-sdk-client-mock.
import { DynamoDBClient, GetItemCommand, TransactWriteItemsCommand } from "@aws-sdk/client-dynamodb";
import { mockClient } from "aws-sdk-client-mock";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { yucataGame } from "../../test/support/game-record";
import { toAttributes } from "../store/attributes";
import { gameItem } from "../store/games";
import { keys } from "../store/table";
import { Tokens } from "../service/tokens";
import { apiApp } from "./api";
import { apiCore } from "./api-core";

const areaBuilds = vi.hoisted(() => ({ count: 0 }));
vi.mock("./api-areas", async (original) => {
  const actual = await original<typeof import("./api-areas")>();
  return {
    apiAreas: (...args: Parameters<typeof actual.apiAreas>) => {
      areaBuilds.count++;
      return actual.apiAreas(...args);
    },
  };
});

const secret = new TextEncoder().encode("areas-test-secret-0123456789abcdef");
const config = { tableName: "t", appUrl: "http://localhost:3000", mailFrom: "x@y", sessionSecret: secret, local: false, vapid: null };
const ddb = mockClient(DynamoDBClient);

const lambdaApp = () => apiApp(apiCore({ config, dynamo: new DynamoDBClient({ region: "local" }) }), { mailer: { send: async () => {} } });
const sessionOf = async (userId: string) => `tp_session=${await new Tokens(secret).session(userId)}`;

beforeEach(() => {
  areaBuilds.count = 0;
  ddb.reset();
  ddb.on(GetItemCommand, { Key: toAttributes(keys.game("g1")) }).resolves({ Item: gameItem(yucataGame()) });
  ddb.on(GetItemCommand, { Key: toAttributes(keys.event("g1", 1)) }).resolves({});
  ddb.on(GetItemCommand, { Key: toAttributes(keys.user("u0")) }).resolves({
    Item: toAttributes({ ...keys.user("u0"), id: "u0", name: "Ann", email: null, guest: true, lang: "en", createdAt: "2026-01-01" }),
  });
  ddb.on(TransactWriteItemsCommand).resolves({});
});

describe("the API as a Lambda builds it", () => {
  it("plays and reads a game without building any other area", async () => {
    const app = lambdaApp();
    const cookie = await sessionOf("u0");
    const moved = await app.request("/api/games/g1/moves", {
      method: "POST",
      headers: { "content-type": "application/json", cookie },
      body: JSON.stringify({ version: 0, move: { card: 1 }, clientMoveId: "areas-move-1" }),
    });
    expect(moved.status).toBe(200);
    expect((await app.request("/api/games/g1", { headers: { cookie } })).status).toBe(200);
    // Refused by the middleware before any route: a cross-site write.
    const crossSite = await app.request("/api/auth/guest", {
      method: "POST",
      headers: { "content-type": "application/json", origin: "https://elsewhere.example" },
      body: JSON.stringify({ name: "Eve" }),
    });
    expect(crossSite.status).toBe(403);
    expect((await crossSite.json()).error.code).toBe("bad-origin");
    expect(areaBuilds.count).toBe(0);
  });

  it("builds the other areas once, at the first request to one, and answers them as the API does", async () => {
    const app = lambdaApp();
    const cookie = await sessionOf("u0");
    const sessionChecks = vi.spyOn(Tokens.prototype, "verify");
    // Two first requests at once: one build serves both.
    const [me, preview] = await Promise.all([app.request("/api/me", { headers: { cookie } }), app.request("/g/g1")]);
    expect(areaBuilds.count).toBe(1);
    // The area knows who calls from the same session, and has the API's headers.
    expect(me.status).toBe(200);
    expect((await me.json()).user).toMatchObject({ id: "u0", name: "Ann" });
    expect(me.headers.get("x-content-type-options")).toBe("nosniff");
    // The API's middleware checked the session; the area takes who calls from it, not from a second check.
    expect(sessionChecks).toHaveBeenCalledTimes(1);
    sessionChecks.mockRestore();
    // The link preview of a public game: a page for people, its tags for chats.
    expect(preview.status).toBe(200);
    expect(await preview.text()).toContain('property="og:image"');

    // Its refusals are the API's JSON errors, with their statuses.
    expect((await app.request("/api/me")).status).toBe(401);
    const badGuest = await app.request("/api/auth/guest", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: "" }),
    });
    expect(badGuest.status).toBe(400);
    expect((await badGuest.json()).error.message).toContain("name");
    const nowhere = await app.request("/api/nowhere");
    expect(nowhere.status).toBe(404);
    expect((await nowhere.json()).error).toEqual({ code: "not-found", message: "Nothing at GET /api/nowhere." });
    expect(areaBuilds.count).toBe(1);
  });
});
