// Friends over HTTP on the local stack (docs/social.md): one asks, by id or by profile address, the other
// accepts or declines, either ends it; every refusal is a 4xx naming what is wrong and changes nothing;
// and a block between the two refuses the request.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_REQUESTS_OUT, type FriendsPage } from "../shared/api/index";
import { FriendStore } from "../functions/store/friends";
import { dynamoClient } from "../functions/store/table";
import { ApiClient } from "./support/client";
import { signedIn, startStack, type TestStack } from "./support/stack";

let stack: TestStack;
beforeAll(async () => void (stack = await startStack()));
afterAll(() => stack?.stop());

let people = 0;
async function person(): Promise<{ client: ApiClient; id: string; name: string }> {
  const email = `friend${people++}-${Date.now().toString(36)}@example.test`;
  const client = await signedIn(stack, email);
  const { id, name } = (await client.get("/api/me")).body.user;
  return { client, id, name };
}

const friendsOf = async (p: { client: ApiClient }) => (await p.client.get<FriendsPage>("/api/friends")).body;
const ids = (list: { userId: string }[]) => list.map((f) => f.userId);

describe("friends", () => {
  it("are made by a request one sends and the other accepts, and ended by either", async () => {
    const [ana, bo] = await Promise.all([person(), person()]);
    // By the profile's address, as the "Add friend" button or a pasted link gives it.
    const asked = await ana.client.post("/api/friends/requests", { user: `${stack.url}/u/${bo.id}` });
    expect(asked.status).toBe(201);
    expect(ids(asked.body.outgoing)).toEqual([bo.id]);
    expect(asked.body.friends).toEqual([]);
    const waiting = await friendsOf(bo);
    expect(waiting.incoming).toEqual([expect.objectContaining({ userId: ana.id, name: ana.name })]);
    expect(waiting.friends).toEqual([]);

    const accepted = await bo.client.post(`/api/friends/${ana.id}/accept`);
    expect(accepted.status).toBe(200);
    expect(ids(accepted.body.friends)).toEqual([ana.id]);
    expect(accepted.body.incoming).toEqual([]);
    expect(await friendsOf(ana)).toEqual({
      friends: [expect.objectContaining({ userId: bo.id, name: bo.name })],
      incoming: [],
      outgoing: [],
    });

    const removed = await ana.client.post(`/api/friends/${bo.id}/remove`);
    expect(removed.status).toBe(200);
    expect(removed.body.friends).toEqual([]);
    expect(await friendsOf(bo)).toEqual({ friends: [], incoming: [], outgoing: [] });
  });

  it("are not made when the one asked declines, nor when the asker withdraws", async () => {
    const [ana, bo, cy] = await Promise.all([person(), person(), person()]);
    await ana.client.post("/api/friends/requests", { user: bo.id });
    const declined = await bo.client.post(`/api/friends/${ana.id}/decline`);
    expect(declined.status).toBe(200);
    expect(declined.body.incoming).toEqual([]);
    expect(await friendsOf(ana)).toEqual({ friends: [], incoming: [], outgoing: [] });

    await ana.client.post("/api/friends/requests", { user: cy.id });
    expect((await ana.client.post(`/api/friends/${cy.id}/remove`)).status).toBe(200);
    expect(await friendsOf(cy)).toEqual({ friends: [], incoming: [], outgoing: [] });
    // Withdrawn, it cannot be accepted any more.
    const late = await cy.client.post(`/api/friends/${ana.id}/accept`);
    expect(late.status).toBe(404);
    expect(late.body.error.code).toBe("no-request");
  });

  it("asked by both, are friends at once", async () => {
    const [ana, bo] = await Promise.all([person(), person()]);
    await ana.client.post("/api/friends/requests", { user: bo.id });
    const both = await bo.client.post("/api/friends/requests", { user: ana.id });
    expect(both.status).toBe(201);
    expect(ids(both.body.friends)).toEqual([ana.id]);
    expect(ids((await friendsOf(ana)).friends)).toEqual([bo.id]);
  });

  it("refuses oneself, twice, nobody, a guest, and an answer for another, changing nothing", async () => {
    const [ana, bo, cy] = await Promise.all([person(), person(), person()]);
    const guest = await ApiClient.guest(stack.url, "Gus");
    const guestId = (await guest.get("/api/me")).body.user.id as string;
    const refusals: [Promise<{ status: number; body: any }>, number, string][] = [
      [ana.client.post("/api/friends/requests", { user: ana.id }), 400, "self-friend"],
      [ana.client.post("/api/friends/requests", { user: "no-such-user" }), 404, "user-not-found"],
      [ana.client.post("/api/friends/requests", { user: "x".repeat(501) }), 400, "bad-request"],
      [ana.client.post("/api/friends/requests", { user: bo.id, extra: true }), 400, "bad-request"],
      [ana.client.post("/api/friends/requests", { user: guestId }), 400, "guest-friend"],
      [guest.post("/api/friends/requests", { user: ana.id }), 403, "guest-friends"],
      [new ApiClient(stack.url).get("/api/friends"), 401, "not-signed-in"],
    ];
    for (const [reply, status, code] of refusals) {
      const { status: got, body } = await reply;
      expect([got, body.error.code]).toEqual([status, code]);
      expect(body.error.message).toEqual(expect.any(String));
    }
    expect(await friendsOf(ana)).toEqual({ friends: [], incoming: [], outgoing: [] });

    await ana.client.post("/api/friends/requests", { user: bo.id });
    const twice = await ana.client.post("/api/friends/requests", { user: bo.id });
    expect([twice.status, twice.body.error.code]).toEqual([409, "already-asked"]);
    // Neither the asker nor a third player accepts the request addressed to Bo.
    const own = await ana.client.post(`/api/friends/${bo.id}/accept`);
    expect([own.status, own.body.error.code]).toEqual([404, "no-request"]);
    const third = await cy.client.post(`/api/friends/${ana.id}/accept`);
    expect([third.status, third.body.error.code]).toEqual([404, "no-request"]);
    expect((await cy.client.post(`/api/friends/${ana.id}/decline`)).status).toBe(404);
    expect((await cy.client.post(`/api/friends/${ana.id}/remove`)).status).toBe(404);
    expect((await cy.client.post(`/api/friends/${"%20".repeat(3)}/accept`)).status).toBe(404);
    expect(ids((await friendsOf(bo)).incoming)).toEqual([ana.id]);
    expect(await friendsOf(cy)).toEqual({ friends: [], incoming: [], outgoing: [] });

    await bo.client.post(`/api/friends/${ana.id}/accept`);
    const again = await bo.client.post("/api/friends/requests", { user: ana.id });
    expect([again.status, again.body.error.code]).toEqual([409, "already-friends"]);
  });

  it(`refuses a request beyond ${MAX_REQUESTS_OUT} waiting for an answer`, async () => {
    const [ana, bo] = await Promise.all([person(), person()]);
    // Seeded in the table: as many unanswered requests as one may have.
    const store = new FriendStore(dynamoClient(stack.dynamoEndpoint), stack.tableName);
    for (let n = 0; n < MAX_REQUESTS_OUT; n++) {
      await store.ask({ id: ana.id, name: ana.name }, { id: `seeded-${n}-${ana.id}`, name: `Seeded ${n}` }, new Date());
    }
    const over = await ana.client.post("/api/friends/requests", { user: bo.id });
    expect([over.status, over.body.error.code]).toEqual([429, "too-many-requests"]);
    expect(over.body.error.message).toContain(String(MAX_REQUESTS_OUT));
    expect((await friendsOf(bo)).incoming).toEqual([]);
    // Withdrawing one makes room.
    await ana.client.post(`/api/friends/seeded-0-${ana.id}/remove`);
    expect((await ana.client.post("/api/friends/requests", { user: bo.id })).status).toBe(201);
  });
});

describe("friends and blocks", () => {
  it("refuses a request, and its acceptance, between two players when either blocked the other", async () => {
    const [ana, bo, cy] = await Promise.all([person(), person(), person()]);
    await cy.client.post("/api/friends/requests", { user: ana.id });
    // Bo blocked Ana; Ana blocked Cy after Cy asked.
    expect((await bo.client.post("/api/blocks", { userId: ana.id })).status).toBe(201);
    expect((await ana.client.post("/api/blocks", { userId: cy.id })).status).toBe(201);

    for (const [who, whom] of [
      [ana, bo],
      [bo, ana],
    ] as const) {
      const refused = await who.client.post("/api/friends/requests", { user: whom.id });
      expect([refused.status, refused.body.error.code]).toEqual([403, "blocked"]);
    }
    const accepting = await ana.client.post(`/api/friends/${cy.id}/accept`);
    expect([accepting.status, accepting.body.error.code]).toEqual([403, "blocked"]);
    expect(await friendsOf(bo)).toEqual({ friends: [], incoming: [], outgoing: [] });
    expect((await friendsOf(ana)).friends).toEqual([]);
    // Unblocked pairs are not refused.
    expect((await bo.client.post("/api/friends/requests", { user: cy.id })).status).toBe(201);
  });
});
