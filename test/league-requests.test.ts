// The way into a league over HTTP on the local stack (issue 44, item 7): its creator names only friends,
// a stranger named is refused with 403 `not-friends` and nothing is made; anyone with the league's link
// asks to join, and the creator accepts or declines the request on the league's page.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LeaguePage } from "../shared/api/index";
import { ApiClient } from "./support/client";
import { befriend } from "./support/friends";
import { signedIn, startStack, type TestStack } from "./support/stack";

let stack: TestStack;
beforeAll(async () => void (stack = await startStack()));
afterAll(() => stack?.stop());

let people = 0;
async function person(): Promise<{ client: ApiClient; id: string; name: string }> {
  const client = await signedIn(stack, `joiner${people++}-${Date.now().toString(36)}@example.test`);
  const { id, name } = (await client.get("/api/me")).body.user;
  return { client, id, name };
}

const settings = { game: "yucata", tableSize: 2, timePerMoveDays: 3, timeoutPolicy: "forfeit", moves: 0 };

describe("naming players in a league", () => {
  it("invites friends, and refuses a stranger with 403 naming them, creating nothing", async () => {
    const [host, friend, stranger] = await Promise.all([person(), person(), person()]);
    await befriend(host, friend);
    const refused = await host.client.post("/api/leagues", {
      ...settings,
      name: "Strangers",
      divisions: [[host.id, friend.id, stranger.id]],
    });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatchObject({ code: "not-friends", userId: stranger.id, name: stranger.name });
    expect(refused.body.error.message).toContain(stranger.name);
    expect((await stranger.client.get("/api/leagues")).body.invitations).toEqual([]);
    expect((await friend.client.get("/api/leagues")).body.invitations).toEqual([]);

    const created = await host.client.post("/api/leagues", { ...settings, name: "Friends", divisions: [[host.id, friend.id]] });
    expect(created.status).toBe(201);
    expect((created.body as LeaguePage).invitations.map((i) => i.userId)).toEqual([friend.id]);
  });
});

describe("a league's link", () => {
  it("lets anyone ask to join, and the creator accept or decline on the league's page", async () => {
    const [host, friend, visitor, other] = await Promise.all([person(), person(), person(), person()]);
    await befriend(host, friend);
    const id = (await host.client.post("/api/leagues", { ...settings, name: "Open door", divisions: [[host.id, friend.id]] })).body.id;

    const asked = await visitor.client.post(`/api/leagues/${id}/ask`);
    expect(asked.status).toBe(200);
    expect((asked.body as LeaguePage).you.invitation).toBe("asked");
    expect((asked.body as LeaguePage).requests).toEqual([]);
    // Asking again changes nothing; withdrawing takes the request back, and one may ask again.
    await other.client.post(`/api/leagues/${id}/ask`);
    expect((await other.client.post(`/api/leagues/${id}/ask`)).body.you.invitation).toBe("asked");
    const withdrawn = await other.client.post(`/api/leagues/${id}/decline`);
    expect((withdrawn.body as LeaguePage).you.invitation).toBeNull();
    expect(((await host.client.get(`/api/leagues/${id}`)).body as LeaguePage).requests.map((r) => r.userId)).toEqual([visitor.id]);
    await other.client.post(`/api/leagues/${id}/ask`);
    // Only the creator sees and answers the requests; the asker does not accept their own.
    const self = await visitor.client.post(`/api/leagues/${id}/accept`);
    expect([self.status, self.body.error.code]).toEqual([403, "request-waiting"]);
    const intruder = await friend.client.post(`/api/leagues/${id}/requests/${visitor.id}/accept`);
    expect([intruder.status, intruder.body.error.code]).toEqual([403, "not-creator"]);
    expect(((await friend.client.get(`/api/leagues/${id}`)).body as LeaguePage).requests).toEqual([]);
    const page = (await host.client.get(`/api/leagues/${id}`)).body as LeaguePage;
    expect(page.requests.map((r) => r.userId).sort()).toEqual([visitor.id, other.id].sort());
    expect(page.invitations.map((i) => i.userId)).toEqual([friend.id]);

    const accepted = await host.client.post(`/api/leagues/${id}/requests/${visitor.id}/accept`);
    expect(accepted.status).toBe(200);
    expect((accepted.body as LeaguePage).players).toContainEqual({ userId: visitor.id, name: visitor.name, division: 1 });
    const declined = await host.client.post(`/api/leagues/${id}/requests/${other.id}/decline`);
    expect((declined.body as LeaguePage).requests).toEqual([]);
    expect(((await other.client.get(`/api/leagues/${id}`)).body as LeaguePage).you.invitation).toBeNull();
    const gone = await host.client.post(`/api/leagues/${id}/requests/${other.id}/accept`);
    expect([gone.status, gone.body.error.code]).toEqual([404, "no-request"]);

    // Accepted, the visitor plays from the season that starts.
    const started = await host.client.post(`/api/leagues/${id}/start`);
    expect(started.body.divisions[0].players.map((p: { userId: string }) => p.userId)).toContain(visitor.id);
  });

  it("refuses a guest's request, saying what an address gives them, and a league that does not exist", async () => {
    const [host, friend] = await Promise.all([person(), person()]);
    await befriend(host, friend);
    const id = (await host.client.post("/api/leagues", { ...settings, name: "Members", divisions: [[host.id, friend.id]] })).body.id;
    const guest = await ApiClient.guest(stack.url, "Gus");
    const refused = await guest.post(`/api/leagues/${id}/ask`);
    expect([refused.status, refused.body.error.code]).toEqual([403, "guest-in-tournament"]);
    expect(refused.body.error.message).toMatch(/email address/);
    expect(((await host.client.get(`/api/leagues/${id}`)).body as LeaguePage).requests).toEqual([]);
    expect((await friend.client.post("/api/leagues/nope/ask")).status).toBe(404);
  });
});
