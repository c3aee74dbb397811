// Blocking another player, through the API in-process on DynamoDB Local (docs/social.md, "Blocking"):
// the block routes and their abuse cases, and what a block changes: the lobby, joining, invitations
// (a rematch, a league) and the chat, whose responses, unread counts and mail batches leave out the
// messages of anyone with a block with the reader, either way.
import { BatchWriteItemCommand } from "@aws-sdk/client-dynamodb";
import { beforeAll, describe, expect, it } from "vitest";
import { Clock } from "../../functions/clock/clock";
import type { Notifier } from "../../functions/notifier/notify";
import { core } from "../../functions/compose/core";
import { notifier as notifierOf } from "../../functions/compose/notifier";
import { GameService } from "../../functions/service/games";
import { CHAT_BATCH_MS } from "../../functions/store/chat";
import { MAX_BLOCKS } from "../../shared/api/choices";
import type { OutgoingMail } from "../../functions/mail/mailer";
import { emailUser, guest, inProcessApp, type Caller, type InProcess } from "../reliability/support";
import { befriend } from "../support/friends";
import { gameStream } from "./stream";

let env: InProcess;
let notifier: Notifier;
let clock: Clock;
const mails: OutgoingMail[] = [];
const stream = gameStream(
  () => env,
  () => notifier,
);

beforeAll(async () => {
  env = await inProcessApp({ limits: { moveBurst: 1000, movesPerSecond: 1000, signInsPerClient: 1000, signInsPerAddress: 1000 } });
  notifier = notifierOf(core({ config: env.config, dynamo: env.dynamo, now: env.now }), {
    mailer: { send: async (m) => void mails.push(m) },
    holdMs: 0,
  });
  clock = new Clock(env.games, env.users, new GameService(env.games, env.now), notifier, env.now);
});

const idOf = async (caller: Caller) => (await caller.get("/api/me")).body.user.id as string;

/** An open game of Yucata' by `creator`, whose seat `firstPlayer` plays first. */
async function openGame(creator: Caller, players = 2, firstPlayer = 0): Promise<string> {
  const created = await creator.post("/api/games", { game: "yucata", players, options: { firstPlayer } });
  expect(created.status).toBe(201);
  return created.body.id;
}

describe("the block routes", () => {
  it("block, list and unblock another player, refusing oneself, unknown ids and more than the bound", async () => {
    const ann = await guest(env, "Ann");
    const ben = await guest(env, "Ben");
    const benId = await idOf(ben);
    const added = await ann.post("/api/blocks", { userId: benId });
    expect(added.status).toBe(201);
    expect(added.body).toEqual({ blocked: benId, added: true });
    // Blocking twice changes nothing.
    expect((await ann.post("/api/blocks", { userId: benId })).body).toEqual({ blocked: benId, added: false });
    const list = await ann.get("/api/blocks");
    expect(list.body).toMatchObject({ max: MAX_BLOCKS, blocks: [{ id: benId, name: "Ben" }] });
    // Ben's own list is his: Ann's block of him is not in it.
    expect((await ben.get("/api/blocks")).body.blocks).toEqual([]);

    const self = await ann.post("/api/blocks", { userId: await idOf(ann) });
    expect(self.status).toBe(400);
    expect(self.body.error.code).toBe("block-yourself");
    for (const userId of ["nobody-has-this", "../../etc", "x".repeat(64)]) {
      const unknown = await ann.post("/api/blocks", { userId });
      expect(unknown.status, userId).toBe(404);
      expect(unknown.body.error.code, userId).toBe("user-not-found");
    }
    for (const body of [{}, { userId: "" }, { userId: "x".repeat(65) }, { userId: 7 }, { userId: benId, more: 1 }]) {
      const bad = await ann.post("/api/blocks", body);
      expect(bad.status, JSON.stringify(body)).toBe(400);
      expect(bad.body.error.code).toBe("bad-request");
    }
    expect((await ann.request("DELETE", `/api/blocks/${"x".repeat(65)}`)).status).toBe(404);
    expect((await ann.request("DELETE", `/api/blocks/${await idOf(ann)}`)).status).toBe(400);

    const unblocked = await ann.request("DELETE", `/api/blocks/${benId}`);
    expect(unblocked.status).toBe(200);
    expect((await ann.get("/api/blocks")).body.blocks).toEqual([]);
    // Unblocking someone not blocked is still a clean list.
    expect((await ann.request("DELETE", `/api/blocks/${benId}`)).status).toBe(200);
  });

  it("nobody signed in is refused the block routes", async () => {
    const nobody = env.caller();
    expect((await nobody.get("/api/blocks")).status).toBe(401);
    expect((await nobody.post("/api/blocks", { userId: "abc" })).status).toBe(401);
    expect((await nobody.request("DELETE", "/api/blocks/abc")).status).toBe(401);
  });

  it("refuses a block beyond the bound, changing nothing", async () => {
    const cleo = await guest(env, "Cleo");
    const cleoId = await idOf(cleo);
    const target = await guest(env, "Target");
    // The bound's worth of blocks, written straight to the store (two hundred guests would take minutes).
    const filler = (i: number) => ({ pk: { S: `USER#${cleoId}` }, sk: { S: `BLOCK#filler-${i}` }, at: { S: new Date(i).toISOString() } });
    for (let i = 0; i < MAX_BLOCKS; i += 25) {
      const RequestItems = { [env.config.tableName]: Array.from({ length: 25 }, (_, j) => ({ PutRequest: { Item: filler(i + j) } })) };
      await env.dynamo.send(new BatchWriteItemCommand({ RequestItems }));
    }
    const over = await cleo.post("/api/blocks", { userId: await idOf(target) });
    expect(over.status).toBe(409);
    expect(over.body.error).toMatchObject({ code: "too-many-blocks", max: MAX_BLOCKS });
    expect((await cleo.get("/api/blocks")).body.blocks).toHaveLength(MAX_BLOCKS);
  });
});

describe("a block", () => {
  it("hides the open games of either player from the other in the lobby, and refuses the join with a 403", async () => {
    const host = await guest(env, "Host");
    const pest = await guest(env, "Pest");
    const friend = await guest(env, "Friend");
    const id = await openGame(host);
    const listed = async (caller: Caller) => (await caller.get("/api/lobby")).body.games.some((g: { id: string }) => g.id === id);
    expect(await listed(pest)).toBe(true);
    expect((await host.post("/api/blocks", { userId: await idOf(pest) })).status).toBe(201);
    expect(await listed(pest)).toBe(false);
    expect(await listed(friend)).toBe(true);
    expect(await listed(host)).toBe(true);
    const refused = await pest.post(`/api/games/${id}/join`);
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe("blocked-player");
    expect((await env.games.get(id))!.players[1]!.userId).toBeNull();
    // Either way: the host cannot sit at the pest's table either.
    const theirs = await openGame(pest);
    expect(await listed(pest)).toBe(false);
    expect((await host.post(`/api/games/${theirs}/join`)).status).toBe(403);
    expect((await friend.post(`/api/games/${id}/join`)).status).toBe(200);
  });

  it("refuses a rematch and a league that would seat a blocked pair, an invitation either way", async () => {
    const ann = await emailUser(env, "ann-blocks@example.org");
    const ben = await emailUser(env, "ben-blocks@example.org");
    // Friends before the block, which ends it: a league names friends only (docs/social.md).
    await befriend({ client: ann, id: await idOf(ann) }, { client: ben, id: await idOf(ben) });
    const id = await openGame(ann);
    expect((await ben.post(`/api/games/${id}/join`)).status).toBe(200);
    // Over, as if played out (a rematch is offered once a game is over).
    const played = (await env.games.get(id))!;
    await env.games.save({ ...played, status: "finished", awaiting: [], rev: played.rev + 1 }, played.rev);
    expect((await ben.post("/api/blocks", { userId: await idOf(ann) })).status).toBe(201);
    const rematch = await ann.post(`/api/games/${id}/rematch`);
    expect(rematch.status).toBe(403);
    expect(rematch.body.error.code).toBe("blocked-invitation");
    for (const caller of [ann, ben]) expect((await caller.get("/api/friends")).body.friends).toEqual([]);
    const league = await ann.post("/api/leagues", {
      name: "Spring league",
      game: "yucata",
      tableSize: 2,
      timePerMoveDays: 3,
      timeoutPolicy: "bot",
      moves: 0,
      divisions: [[await idOf(ann), await idOf(ben)]],
    });
    expect(league.status).toBe(403);
    expect(league.body.error.code).toBe("not-friends");
  });

  it("hides the messages of either player from the other: responses, unread counts and mail batches", async () => {
    const ida = await emailUser(env, "ida-blocks@example.org");
    const jon = await guest(env, "Jon");
    const kim = await guest(env, "Kim");
    // Jon plays first: no turn mail to Ida carries her waiting messages before their batch is due.
    const id = await openGame(ida, 3, 1);
    expect((await jon.post(`/api/games/${id}/join`)).status).toBe(200);
    expect((await kim.post(`/api/games/${id}/join`)).status).toBe(200);
    await jon.post(`/api/games/${id}/chat`, { text: "Before the block" });
    expect((await ida.post("/api/blocks", { userId: await idOf(jon) })).status).toBe(201);
    env.advance(1000);
    await jon.post(`/api/games/${id}/chat`, { text: "After the block" });
    env.advance(1000);
    await kim.post(`/api/games/${id}/chat`, { text: "Kim here" });
    env.advance(1000);
    await ida.post(`/api/games/${id}/chat`, { text: "Ida here" });
    await stream(id);

    const texts = (page: { messages: { text: string }[] }) => page.messages.map((m) => m.text);
    const idaPage = (await ida.get(`/api/games/${id}/chat`)).body;
    expect(texts(idaPage)).toEqual(["Kim here", "Ida here"]);
    expect(idaPage.hidden).toBe(2);
    // Both ways: Jon reads nothing of Ida either; Kim reads everyone.
    const jonPage = (await jon.get(`/api/games/${id}/chat`)).body;
    expect(texts(jonPage)).toEqual(["Before the block", "After the block", "Kim here"]);
    expect(jonPage.hidden).toBe(1);
    expect((await kim.get(`/api/games/${id}/chat`)).body).toMatchObject({ hidden: 0 });
    // The unread count (the "my games" event of a new message) counts Kim's only, for both of them: the
    // stream read every message after the block.
    const unreadIn = async (caller: Caller) =>
      (await caller.get("/api/me/games")).body.games.find((g: { id: string }) => g.id === id).unreadChat ?? 0;
    expect(await unreadIn(ida)).toBe(1);
    expect(await unreadIn(jon)).toBe(1);
    // The mail batch (and its push) carries no message of Jon's.
    const before = mails.length;
    env.advance(CHAT_BATCH_MS);
    await clock.sweep();
    const sent = mails.slice(before).filter((m) => m.to === "ida-blocks@example.org");
    expect(sent).toHaveLength(1);
    expect(sent[0]!.text).toContain("Kim: Kim here");
    expect(sent[0]!.text).not.toContain("Jon");
    // Unblocked, the messages are there again.
    await ida.request("DELETE", `/api/blocks/${await idOf(jon)}`);
    expect((await ida.get(`/api/games/${id}/chat`)).body).toMatchObject({ hidden: 0 });
  });

  it("keeps a blocked pair apart in a Swiss round, where the pairing would have seated them together", async () => {
    const stamp = Date.now().toString(36);
    const entrants = [];
    for (const n of [0, 1, 2, 3]) entrants.push(await emailUser(env, `swiss${n}-${stamp}@example.org`));
    const ids = await Promise.all(entrants.map(idOf));
    const created = await entrants[0]!.post("/api/tournaments", {
      name: "Blocked Swiss",
      game: "yucata",
      format: "swiss",
      tableSize: 2,
      maxEntrants: 4,
      timePerMoveDays: 3,
      timeoutPolicy: "bot",
    });
    expect(created.status).toBe(201);
    // All unrated, so entry order is the starting order: round 1 would seat the first with the third.
    expect((await entrants[2]!.post("/api/blocks", { userId: ids[0] })).status).toBe(201);
    for (const entrant of entrants.slice(1)) expect((await entrant.post(`/api/tournaments/${created.body.id}/join`)).status).toBe(200);
    const page = (await entrants[0]!.get(`/api/tournaments/${created.body.id}`)).body;
    const tables = page.rounds[0].games.map((g: { players: { userId: string }[] }) => g.players.map((p) => p.userId).sort());
    expect(tables).toHaveLength(2);
    expect(tables).not.toContainEqual([ids[0], ids[2]].sort());
  });
});
