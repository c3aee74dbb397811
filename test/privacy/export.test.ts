// "Download my data" on the local stack (docs/privacy.md, "Access and portability"): every item keyed
// by the person is in the archive, and a game in flight is in it only as their seat sees it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { everyItem } from "../../functions/store/table-copy";
import { dynamoClient } from "../../functions/store/table";
import { playFirstLegal } from "../support/client";
import { befriend } from "../support/friends";
import { signedIn, startStack, type TestStack } from "../support/stack";

let stack: TestStack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.stop();
});

describe("downloading my data", () => {
  it("holds every item keyed by me, and a game in flight only as my seat sees it", async () => {
    const ann = await signedIn(stack, "ann-exports@example.org");
    const ben = await signedIn(stack, "ben-plays@example.org");
    const annId = (await ann.get("/api/me")).body.user.id as string;
    const id = (await ann.post("/api/games", { game: "yucata", players: 2, options: { firstPlayer: 0 } })).body.id as string;
    await ben.post(`/api/games/${id}/join`);
    await playFirstLegal(ann, id);
    await playFirstLegal(ben, id);
    expect((await ann.post(`/api/games/${id}/chat`, { text: "my own words" })).status).toBe(201);
    expect((await ben.post(`/api/games/${id}/chat`, { text: "Ben's words" })).status).toBe(201);
    expect((await ann.request("PUT", `/api/games/${id}/note`, { text: "remember the 5" })).status).toBe(200);
    // A friend, and a player she blocked.
    const [cy, dan] = [await signedIn(stack, "cy-friend@example.org"), await signedIn(stack, "dan-blocked@example.org")];
    const [cyId, danId] = [(await cy.get("/api/me")).body.user.id as string, (await dan.get("/api/me")).body.user.id as string];
    await befriend({ client: ann, id: annId }, { client: cy, id: cyId });
    expect((await ann.post("/api/blocks", { userId: danId })).status).toBe(201);

    const reply = await ann.get("/api/me/data");
    expect(reply.status).toBe(200);
    expect(reply.headers.get("content-disposition")).toMatch(/^attachment; filename="turnpost-data-\d{4}-\d\d-\d\d\.json"$/);
    const archive = reply.body;
    expect(archive).toMatchObject({ format: "turnpost-data/1", profile: { id: annId, email: "ann-exports@example.org" } });
    expect(archive.chat).toEqual([expect.objectContaining({ gameId: id, text: "my own words" })]);
    expect(archive.notes).toEqual([{ gameId: id, text: "remember the 5" }]);

    // The game in flight is exactly its own export for Ann's seat: no seed, no other seat's secrets.
    const own = (await ann.get(`/api/games/${id}/export`)).body;
    expect(archive.games).toEqual([own]);
    expect(archive.games[0]).toMatchObject({ complete: false, seat: 0 });
    const text = JSON.stringify(archive);
    const game = (await ann.get(`/api/games/${id}`)).body;
    expect(game.seed ?? null).toBeNull();
    const benMove = (await ben.get(`/api/games/${id}/events`)).body.events.find((e: { seat: number }) => e.seat === 1);
    expect(archive.games[0].events.find((e: { seat: number }) => e.seat === 1).move, "Ben's move is Ben's to see").toBeUndefined();
    expect(benMove.move).toBeDefined();
    expect(text).not.toContain("Ben's words");

    // Every item of my own partition is in the archive, by its kind.
    const kinds = new Set<string>();
    for await (const item of everyItem(dynamoClient(stack.dynamoEndpoint), stack.tableName)) {
      if (item.pk?.S === `USER#${annId}`) kinds.add(item.sk!.S!.replace(/#.*/, "#"));
    }
    const covered: Record<string, boolean> = {
      USER: archive.profile.id === annId,
      "GAME#": archive.games.length === 1,
      "NOTE#": archive.notes.length === 1,
      RHYTHM: archive.rhythm !== null,
      "RATING#": archive.ratings.length > 0,
      "PUSH#": archive.pushSubscriptions.length > 0,
      "FRIEND#": archive.friends.friends.some((f: { userId: string }) => f.userId === cyId),
      "BLOCK#": archive.blocks.some((b: { blocked: string }) => b.blocked === danId),
      // A chat mail waiting a few minutes to go: Ben's words, queued for her, which are not hers to take.
      "CHATMAIL#": true,
    };
    expect([...kinds].sort()).toEqual(expect.arrayContaining(["BLOCK#", "FRIEND#", "GAME#", "NOTE#", "USER"]));
    for (const kind of kinds) expect(covered[kind], `the archive holds my ${kind} items`).toBe(true);
  });
});
