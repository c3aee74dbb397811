// Nobody is put in a league without their consent (issue 40, finding 1), over HTTP on the local stack:
// a league's creator names players, who are invited and nothing more (no games, no mail) until they
// accept from the league's page; a season seats only those who accepted; nobody answers for another;
// and the league's name, its creator's words, never reaches a mail's subject.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LeaguePage } from "../shared/api/index";
import type { ApiClient } from "./support/client";
import { befriend } from "./support/friends";
import { signedIn, startStack, type TestStack } from "./support/stack";

let stack: TestStack;
beforeAll(async () => void (stack = await startStack()));
afterAll(() => stack?.stop());

let people = 0;
async function person(): Promise<{ client: ApiClient; email: string; id: string }> {
  const email = `consent${people++}-${Date.now().toString(36)}@example.test`;
  const client = await signedIn(stack, email);
  return { client, email, id: (await client.get("/api/me")).body.user.id as string };
}

const settings = { game: "yucata", tableSize: 2, timePerMoveDays: 3, timeoutPolicy: "forfeit", moves: 0 };
const SPAM = "PRIZE waiting: claim it at evil.example";

/** The mails to `email` but the sign-in link. */
async function mailTo(email: string) {
  return (await stack.outbox()).filter((mail) => mail.to.includes(email) && !/sign-in/i.test(mail.subject));
}

describe("a league naming other players", () => {
  it("invites them: they are in only once they accept, and the season seats only those who did", async () => {
    const [host, ana, bo, stranger] = await Promise.all([person(), person(), person(), person()]);
    await befriend(host, ana, bo);
    const created = await host.client.post("/api/leagues", { ...settings, name: SPAM, divisions: [[host.id, ana.id, bo.id]] });
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    expect(created.body).toMatchObject({ season: 0, seasons: [], divisions: [], players: [{ userId: host.id, division: 1 }] });
    expect((created.body as LeaguePage).invitations.map((i) => [i.userId, i.answer])).toEqual([
      [ana.id, "invited"],
      [bo.id, "invited"],
    ]);

    // Named is not in: no games, no mail, and the page says it is an invitation.
    const anaPage = (await ana.client.get(`/api/leagues/${id}`)).body as LeaguePage;
    expect(anaPage.you).toEqual({ creator: false, division: null, invitation: "invited", namedFor: 1 });
    expect(anaPage.invitations).toEqual([]);
    expect((await ana.client.get("/api/me/games")).body.games).toEqual([]);
    expect(await mailTo(ana.email)).toEqual([]);
    const listed = (await ana.client.get("/api/leagues")).body.invitations;
    expect(listed).toEqual([expect.objectContaining({ leagueId: id, name: SPAM, invitedBy: expect.any(String) })]);
    expect((await stranger.client.get("/api/leagues")).body.invitations).toEqual([]);

    // Nobody answers for another, nor joins without being named, nor starts another's league.
    const intruder = await stranger.client.post(`/api/leagues/${id}/accept`, { userId: ana.id });
    expect(intruder.status).toBe(403);
    expect(intruder.body.error.code).toBe("not-invited");
    expect((await stranger.client.post(`/api/leagues/${id}/accept`)).body.error.code).toBe("not-invited");
    const spoiler = await stranger.client.post(`/api/leagues/${id}/decline`, { userId: bo.id });
    expect(spoiler.status).toBe(403);
    expect(spoiler.body.error.code).toBe("not-invited");
    expect(((await bo.client.get(`/api/leagues/${id}`)).body as LeaguePage).you.invitation).toBe("invited");
    expect((await ana.client.post(`/api/leagues/${id}/start`)).body.error.code).toBe("not-creator");
    expect(((await host.client.get(`/api/leagues/${id}`)).body as LeaguePage).players.map((p) => p.userId)).toEqual([host.id]);

    const accepted = await ana.client.post(`/api/leagues/${id}/accept`);
    expect(accepted.status).toBe(200);
    expect(accepted.body.you.invitation).toBe("accepted");
    expect((await ana.client.get("/api/leagues")).body.invitations).toEqual([]);
    const declined = await bo.client.post(`/api/leagues/${id}/decline`);
    expect(declined.body.you.invitation).toBe("declined");
    const hostPage = (await host.client.get(`/api/leagues/${id}`)).body as LeaguePage;
    expect(hostPage.players.map((p) => p.userId).sort()).toEqual([host.id, ana.id].sort());
    expect(hostPage.invitations).toEqual([expect.objectContaining({ userId: bo.id, answer: "declined" })]);

    const started = await host.client.post(`/api/leagues/${id}/start`);
    expect(started.status).toBe(200);
    const division = (started.body as LeaguePage).divisions[0]!;
    expect(division.players.map((p) => p.userId).sort()).toEqual([host.id, ana.id].sort());
    expect((await ana.client.get("/api/me/games")).body.games).toHaveLength(1);
    expect((await bo.client.get("/api/me/games")).body.games).toEqual([]);
    expect((await host.client.post(`/api/leagues/${id}/start`)).body.error.code).toBe("season-started");

    // The round's mail reaches the one who accepted; its subject never carries the creator's words,
    // and its body quotes them as the creator's.
    const mail = await stack.waitForMail(ana.email, /Round 1 of your Yucata/);
    expect(mail.text).toContain(`Its name, as its creator wrote it: “${SPAM}: 1.1”`);
    for (const sent of await stack.outbox()) expect(sent.subject).not.toContain("PRIZE");
    expect(await mailTo(bo.email)).toEqual([]);
  });

  it("starts no season before a table's worth accepted, and refuses a league that does not exist", async () => {
    const [host, ana] = await Promise.all([person(), person()]);
    await befriend(host, ana);
    const id = (await host.client.post("/api/leagues", { ...settings, name: "Quiet league", divisions: [[host.id, ana.id]] })).body.id;
    const early = await host.client.post(`/api/leagues/${id}/start`);
    expect(early.status).toBe(409);
    expect(early.body.error.code).toBe("too-few-accepted");
    expect((await ana.client.get("/api/me/games")).body.games).toEqual([]);
    for (const action of ["accept", "decline", "start"]) {
      expect((await ana.client.post(`/api/leagues/nope/${action}`)).status).toBe(404);
    }
  });
});
