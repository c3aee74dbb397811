// The notifier against DynamoDB Local: web push encrypted as RFC 8291 says (decrypted here the way a
// browser does), chat webhooks, holds, looking players and quiet hours (delivery guarantees: ./delivery.test.ts).

import { createECDH, randomBytes } from "node:crypto";
import { type AttributeValue, type BatchGetItemCommandInput, type GetItemCommandInput, QueryCommand } from "@aws-sdk/client-dynamodb";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { Clock } from "../../functions/clock/clock";
import { GameService } from "../../functions/service/games";
import type { ChangeRecord } from "../../functions/store/changes";
import { GameStore } from "../../functions/store/games";
import { LiveConnectionStore } from "../../functions/store/live";
import { dynamoClient } from "../../functions/store/table";
import { UserStore } from "../../functions/store/users";
import { playThroughApi } from "../reliability/support";
import { ApiClient, moveId } from "../support/client";
import { startStack, type TestStack } from "../support/stack";
import { decryptPush, gameAwaitingAlice, gameRecord, harness, type TestClock, testClock, wakeUp } from "./support";

let stack: TestStack;
beforeAll(async () => {
  // The stack's own notifier would share the ledger with the ones these tests drive.
  stack = await startStack({ notifier: false });
});
afterAll(async () => {
  await stack?.stop();
});

describe("web push", () => {
  it("sends a payload only the subscribed browser can read, signed with our VAPID key", async () => {
    const { id, aliceId } = await gameAwaitingAlice(stack);
    const browser = { ecdh: createECDH("prime256v1"), auth: randomBytes(16) };
    browser.ecdh.generateKeys();
    const users = new UserStore(dynamoClient(stack.dynamoEndpoint), stack.tableName);
    await users.addPushSubscription(aliceId, {
      endpoint: "https://push.example/send/abc",
      keys: { p256dh: browser.ecdh.getPublicKey().toString("base64url"), auth: browser.auth.toString("base64url") },
    });
    const h = harness(stack);
    expect(await h.notifier.handle([await gameRecord(stack, id)])).toEqual([]);
    expect(h.pushes).toHaveLength(1);
    const push = h.pushes[0]!;
    expect(push.headers["Content-Encoding"]).toBe("aes128gcm");
    expect(push.headers.Authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]+$/);
    expect(push.body.toString("utf8")).not.toContain("Yucata");
    const payload = JSON.parse(decryptPush(push.body, browser));
    expect(payload).toMatchObject({ title: "Your turn vs Bob in Yucata' (move 2)", tag: id });
    expect(payload.url).toMatch(new RegExp(`/play/${id}#seat=`));
    // Her six playable cards (all but Bob's 4): the first two are the notification's buttons, each
    // opening its move's confirmation page.
    expect(payload.actions).toEqual([
      { action: "choice-1", title: "Play the 1: your amulet moves from square 0 to 1 and takes no stones.", url: expect.any(String) },
      { action: "choice-2", title: expect.stringMatching(/^Play the 2: /), url: expect.any(String) },
    ]);
    for (const [i, action] of payload.actions.entries())
      expect(action.url).toMatch(new RegExp(`/api/mail-move\\?token=${id}-0-1-[0-9a-z]+-[0-9a-f]{24}&choice=${i + 1}$`));
  });

  it("forgets a subscription the push service says is gone (410)", async () => {
    const { id, aliceId } = await gameAwaitingAlice(stack);
    const users = new UserStore(dynamoClient(stack.dynamoEndpoint), stack.tableName);
    const ecdh = createECDH("prime256v1");
    ecdh.generateKeys();
    await users.addPushSubscription(aliceId, {
      endpoint: "https://push.example/gone",
      keys: { p256dh: ecdh.getPublicKey().toString("base64url"), auth: randomBytes(16).toString("base64url") },
    });
    const h = harness(stack);
    (h.notifier as unknown as { push: { sendNotification: unknown } }).push.sendNotification = async () => {
      throw Object.assign(new Error("gone"), { statusCode: 410 });
    };
    expect(await h.notifier.handle([await gameRecord(stack, id)])).toEqual([]);
    expect(await users.pushSubscriptions(aliceId)).toEqual([]);
  });
});

describe("what a mail says", () => {
  it("names the game, the opponents and the move in the subject, in the reader's language", async () => {
    const { id, alice } = await gameAwaitingAlice(stack);
    const h = harness(stack);
    await h.notifier.handle([await gameRecord(stack, id)]);
    expect(h.mails.map((m) => m.subject)).toEqual(["Your turn vs Bob in Yucata' (move 2)"]);

    // Three players, in French: "contre Bob et Carole", and the move after two played.
    const created = await alice.post("/api/games", { game: "yucata", players: 3, options: { firstPlayer: 1 } });
    await alice.request("PATCH", "/api/me", { lang: "fr" });
    const bob = await ApiClient.guest(stack.url, "Bob");
    const carol = await ApiClient.guest(stack.url, "Carole");
    await bob.post(`/api/games/${created.body.id}/join`);
    await carol.post(`/api/games/${created.body.id}/join`);
    await bob.post(`/api/games/${created.body.id}/moves`, { version: 0, move: { card: 4 }, clientMoveId: moveId() });
    await carol.post(`/api/games/${created.body.id}/moves`, { version: 1, move: { card: 3 }, clientMoveId: moveId() });
    await h.notifier.handle([await gameRecord(stack, created.body.id)]);
    expect(h.mails.at(-1)?.subject).toBe("À vous de jouer contre Bob et Carole à Yucata' (coup 3)");
    expect(h.mails.at(-1)?.to).toBe((await alice.get("/api/me")).body.user.email);
  });
});

/** A started game of Yucata' in which Alice (email, seat 0) plays first and Bob (guest) has joined. */
async function aliceToPlay() {
  const { alice, aliceId } = await gameAwaitingAlice(stack);
  const created = await alice.post("/api/games", { game: "yucata", players: 2, options: { firstPlayer: 0 } });
  const bob = await ApiClient.guest(stack.url, "Bob");
  await bob.post(`/api/games/${created.body.id}/join`);
  return { id: created.body.id as string, alice, aliceId, bob };
}

/** How long after `from` the notifier asked to be woken for each held notice, in ms. */
const heldFor = (clock: TestClock, from: Date) => clock.wakeUps.map((w) => w.at.getTime() - from.getTime());

describe("when a turn is told", () => {
  it("holds a turn at most 15 s, so that a move undone meanwhile is never announced", async () => {
    const { id, alice } = await aliceToPlay();
    expect((await alice.post(`/api/games/${id}/moves`, { version: 0, move: { card: 4 }, clientMoveId: moveId() })).status).toBe(200);
    const clock = testClock();
    const h = harness(stack, clock, { holdMs: 10_000 });
    // Bob would be told of Alice's move (he is a guest: the chat webhook stands in for his mail)…
    await alice.request("PUT", `/api/games/${id}/webhook`, { url: "https://chat.example/hooks/undo" });
    const moved = await gameRecord(stack, id);
    // The notices return at once: the turn waits as a stored notice with a wake-up, not in the function.
    await h.notifier.handle([moved]);
    expect(h.hooks).toEqual([]);
    expect(heldFor(clock, clock.now).length).toBeGreaterThan(0);
    for (const ms of heldFor(clock, clock.now)) expect(ms).toBeGreaterThan(0);
    for (const ms of heldFor(clock, clock.now)) expect(ms).toBeLessThanOrEqual(15_000);
    // …but Alice takes it back during the hold.
    expect((await alice.post(`/api/games/${id}/undo`, { version: 1 })).status).toBe(200);
    await wakeUp(clock, h);
    expect(h.hooks).toEqual([]);
    // The undo makes it Alice's turn again: her own undo tells her nothing, nor the group chat.
    await h.notifier.handle([await gameRecord(stack, id)]);
    await wakeUp(clock, h);
    expect(h.mails).toEqual([]);
    expect(h.hooks).toEqual([]);
  });

  it("tells a player who is not looking once the hold is over, within 15 s of the move", async () => {
    const { id } = await gameAwaitingAlice(stack);
    const clock = testClock();
    const h = harness(stack, clock, { holdMs: 10_000 });
    const movedAt = new Date(clock.now);
    await h.notifier.handle([await gameRecord(stack, id)]);
    expect(h.mails).toEqual([]);
    // Alice's turn waits (the game has no group chat to tell).
    const held = heldFor(clock, movedAt);
    expect(held).toHaveLength(1);
    for (const ms of held) expect(ms).toBeGreaterThan(0);
    for (const ms of held) expect(ms).toBeLessThanOrEqual(15_000);
    await wakeUp(clock, h);
    expect(h.mails.map((m) => m.subject)).toEqual(["Your turn vs Bob in Yucata' (move 2)"]);
    // A second wake-up (the sweep's, or a queue message delivered twice) tells nothing more.
    await h.notifier.handle([await gameRecord(stack, id)]);
    await wakeUp(clock, h);
    expect(h.mails).toHaveLength(1);
  });

  it("is told by the clock's sweep when a wake-up is lost", async () => {
    const { id, alice } = await gameAwaitingAlice(stack);
    const clock = testClock();
    const h = harness(stack, clock, { holdMs: 10_000 });
    await h.notifier.handle([await gameRecord(stack, id)]);
    clock.wakeUps.length = 0;
    // The sweep also tells what other tests left due: only Alice's mail counts here.
    const address = (await alice.get("/api/me")).body.user.email;
    const hers = () => h.mails.filter((m) => m.to === address).map((m) => m.subject);
    const store = new GameStore(dynamoClient(stack.dynamoEndpoint), stack.tableName);
    const users = new UserStore(dynamoClient(stack.dynamoEndpoint), stack.tableName);
    const sweep = new Clock(store, users, new GameService(store, () => clock.now), h.notifier, () => clock.now);
    await sweep.sweep();
    expect(hers()).toEqual([]);
    clock.now = new Date(clock.now.getTime() + 15_000);
    await sweep.sweep();
    expect(hers()).toEqual(["Your turn vs Bob in Yucata' (move 2)"]);
  });
});

describe("a turn nobody can be told of", () => {
  it("leaves nothing held and reads no game item: a guest with no address, push or webhook", async () => {
    const { id, alice } = await aliceToPlay();
    await alice.post(`/api/games/${id}/moves`, { version: 0, move: { card: 4 }, clientMoveId: moveId() });
    const dynamo = dynamoClient(stack.dynamoEndpoint);
    // The keys of each GetItem and BatchGetItem the notifier sends, a list per request.
    const reads: string[][] = [];
    const keyText = (key: Record<string, AttributeValue>) => `${key.pk!.S} ${key.sk!.S}`;
    dynamo.middlewareStack.add(
      (next, context) => async (args) => {
        if (context.commandName === "GetItemCommand") reads.push([keyText((args.input as GetItemCommandInput).Key!)]);
        if (context.commandName === "BatchGetItemCommand")
          reads.push(Object.values((args.input as BatchGetItemCommandInput).RequestItems!).flatMap((table) => table.Keys!.map(keyText)));
        return next(args);
      },
      { step: "initialize" },
    );
    const clock = testClock();
    const h = harness(stack, clock, { holdMs: 10_000 }, dynamo);
    await h.notifier.handle([await gameRecord(stack, id)]);
    // Bob, the guest now awaited, has no channel: no notice waits for him, and the record said enough.
    expect(clock.wakeUps).toEqual([]);
    expect(reads.flat().filter((key) => key.endsWith(" GAME"))).toEqual([]);
    // One request read what the record's steps needed: Alice's user and rhythm (she moved), Bob's user
    // (forced moves, channels) and his plan.
    expect(reads).toHaveLength(1);
    expect(reads[0]!.map((key) => key.split(" ")[1]).sort()).toEqual(["QUEUE#1", "RHYTHM", "USER", "USER"]);
    await wakeUp(clock, h);
    expect(h.mails).toEqual([]);
    expect(h.hooks).toEqual([]);
  });
});

describe("a player who is looking", () => {
  it("is not mailed while the game's page is visible and in use, and is mailed a grace period after leaving", async () => {
    const { id, aliceId } = await gameAwaitingAlice(stack);
    const client = dynamoClient(stack.dynamoEndpoint);
    const pages = new LiveConnectionStore(client, stack.tableName, () => new Date());
    const games = new GameStore(client, stack.tableName);
    const page = { connectionId: `page-${moveId()}`, gameId: id, userId: aliceId, seat: 0, seatLink: null };
    await pages.put(page);
    const clock = testClock();
    await pages.setPresence(id, page.connectionId, true, clock.now);
    const h = harness(stack, clock, { holdMs: 0, graceMs: 180_000 });
    await h.notifier.handle([await gameRecord(stack, id)]);
    expect(h.mails).toEqual([]);

    // The grace is over and she is still there (she clicked a minute ago): still nothing.
    clock.now = new Date(clock.now.getTime() + 180_000);
    await pages.setPresence(id, page.connectionId, true, new Date(clock.now.getTime() - 60_000));
    const dueNotices = async () => (await games.due(clock.now)).filter((d) => d.kind === "notice" && d.id.includes(id));
    const [first] = await dueNotices();
    expect(first).toBeDefined();
    await h.notifier.sendDeferred(first!.id);
    expect(h.mails).toEqual([]);

    // She hides the page: once the grace is over again, the mail goes, once.
    await pages.setPresence(id, page.connectionId, false, new Date(clock.now.getTime() - 60_000));
    expect(await dueNotices()).toEqual([]);
    clock.now = new Date(clock.now.getTime() + 180_000);
    const [second] = await dueNotices();
    await h.notifier.sendDeferred(second!.id);
    await h.notifier.sendDeferred(second!.id);
    expect(h.mails.map((m) => m.subject)).toEqual(["Your turn vs Bob in Yucata' (move 2)"]);
  });

  it("is mailed when the page is open but left alone", async () => {
    const { id, aliceId } = await gameAwaitingAlice(stack);
    const pages = new LiveConnectionStore(dynamoClient(stack.dynamoEndpoint), stack.tableName, () => new Date());
    const page = { connectionId: `page-${moveId()}`, gameId: id, userId: aliceId, seat: 0, seatLink: null };
    await pages.put(page);
    const clock = testClock();
    // Visible, but the last click was ten minutes ago: a forgotten tab silences nothing.
    await pages.setPresence(id, page.connectionId, true, new Date(clock.now.getTime() - 600_000));
    const h = harness(stack, clock, { holdMs: 0, graceMs: 180_000 });
    await h.notifier.handle([await gameRecord(stack, id)]);
    expect(h.mails).toHaveLength(1);
  });
});

/** "HH:MM" of `date` in UTC. */
const hhmm = (date: Date) => date.toISOString().slice(11, 16);

describe("names in a chat webhook", () => {
  it("are words in Slack's markup, in the game's chat and in a player's own webhook", async () => {
    const slack = "https://hooks.slack.com/services/T0/B0";
    const amy = await ApiClient.guest(stack.url, "Amy");
    expect((await amy.request("PATCH", "/api/me", { webhookUrl: `${slack}/amy` })).status).toBe(200);
    const sly = await ApiClient.guest(stack.url, "<!channel> <https://x.example|y> & co");
    const escaped = "&lt;!channel&gt; &lt;https://x.example|y&gt; &amp; co";
    const id = (await sly.post("/api/games", { game: "yucata", players: 2, options: { firstPlayer: 0 } })).body.id as string;
    await sly.request("PUT", `/api/games/${id}/webhook`, { url: `${slack}/game` });
    await amy.post(`/api/games/${id}/join`);
    const h = harness(stack);
    await h.notifier.handle([await gameRecord(stack, id)]);
    const line = `It's ${escaped}'s turn in Yucata': ${stack.url}/g/${id}`;
    expect(h.hooks).toEqual([{ url: `${slack}/game`, body: expect.objectContaining({ text: line }) }]);
    expect((h.hooks[0]!.body as { blocks: unknown[] }).blocks).toContainEqual({ type: "section", text: { type: "mrkdwn", text: line } });

    // The game over, Sly offers a rematch: Amy's own webhook is told in her words, Sly's name escaped.
    await playThroughApi(id, [sly, amy], "slack-names", 300);
    const rematch = await sly.post(`/api/games/${id}/rematch`, {});
    expect(rematch.status).toBe(201);
    h.hooks.length = 0;
    await h.notifier.handle([await gameRecord(stack, rematch.body.id)]);
    expect(h.hooks).toEqual([
      { url: `${slack}/amy`, body: { text: `${escaped} offers you a rematch of Yucata': your seat is kept for you.` } },
    ]);
  });
});

describe("chat messages", () => {
  it("are mailed to a player who is not looking, and not to one who read them on the open page", async () => {
    const { id, aliceId, bob } = await gameAwaitingAlice(stack);
    const pages = new LiveConnectionStore(dynamoClient(stack.dynamoEndpoint), stack.tableName, () => new Date());
    const store = new GameStore(dynamoClient(stack.dynamoEndpoint), stack.tableName);
    const clock = testClock();
    const h = harness(stack, clock);
    const page = { connectionId: `page-${moveId()}`, gameId: id, userId: aliceId, seat: 0, seatLink: null };
    await pages.put(page);
    await pages.setPresence(id, page.connectionId, true, clock.now);
    await bob.post(`/api/games/${id}/chat`, { text: "Your move!" });
    await h.notifier.handle(await chatRecords(id));
    const first = await waitForDue(store, new Date(clock.now.getTime() + 3_600_000), (d) => d.kind === "chat" && d.id.includes(id));
    await h.notifier.sendChatBatch(first.id);
    expect(h.mails).toEqual([]);

    await pages.remove(id, page.connectionId);
    await bob.post(`/api/games/${id}/chat`, { text: "Still there?" });
    await h.notifier.handle((await chatRecords(id)).slice(-1));
    const second = await waitForDue(store, new Date(clock.now.getTime() + 3_600_000), (d) => d.kind === "chat" && d.id.includes(id));
    await h.notifier.sendChatBatch(second.id);
    expect(h.mails.map((m) => m.subject)).toEqual(["A new message in Yucata'"]);
    expect(h.mails[0]!.text).toContain("Still there?");
  });
});

describe("chat messages in a turn mail", () => {
  it("go with the next turn mail, and then no mail of their own", async () => {
    const { id, bob } = await gameAwaitingAlice(stack);
    const store = new GameStore(dynamoClient(stack.dynamoEndpoint), stack.tableName);
    const h = harness(stack);
    await bob.post(`/api/games/${id}/chat`, { text: "Your move, <Alice>!" });
    await bob.post(`/api/games/${id}/chat`, { text: "No hurry." });
    await h.notifier.handle(await chatRecords(id));
    await waitForDue(store, new Date(Date.now() + 3_600_000), (d) => d.kind === "chat" && d.id.includes(id));
    await h.notifier.handle([await gameRecord(stack, id)]);
    expect(h.mails.map((m) => m.subject)).toEqual(["Your turn vs Bob in Yucata' (move 2)"]);
    expect(h.mails[0]!.text).toContain("New messages in your game of Yucata':\n\nBob: Your move, <Alice>!\n\nBob: No hurry.");
    expect(h.mails[0]!.html).toContain("Bob: Your move, &#60;Alice&#62;!");
    // The batch went with the turn: nothing is left to mail about them later.
    const later = (await store.due(new Date(Date.now() + 3_600_000))).filter((d) => d.kind === "chat" && d.id.includes(id));
    expect(later).toEqual([]);
  });
});

describe("quiet hours", () => {
  it("hold back turn mail and chat mail until they end, then send each game's news once", async () => {
    const { id, alice, bob } = await gameAwaitingAlice(stack);
    const clock = testClock();
    // Quiet from an hour ago to two hours from now, in UTC.
    const end = new Date(Math.ceil((clock.now.getTime() + 2 * 3_600_000) / 60_000) * 60_000);
    await alice.request("PATCH", "/api/me", {
      timeZone: "UTC",
      quietHours: { start: hhmm(new Date(clock.now.getTime() - 3_600_000)), end: hhmm(end) },
    });
    const h = harness(stack, clock);
    await h.notifier.handle([await gameRecord(stack, id)]);
    // Bob writes in the chat: its mail batch comes due during the quiet hours too.
    expect((await bob.post(`/api/games/${id}/chat`, { text: "Good night!" })).status).toBeLessThan(300);
    await h.notifier.handle(await chatRecords(id));
    const store = new GameStore(dynamoClient(stack.dynamoEndpoint), stack.tableName);
    const chat = await waitForDue(store, new Date(clock.now.getTime() + 3_600_000), (d) => d.kind === "chat" && d.id.includes(id));
    clock.now = new Date(clock.now.getTime() + 3_600_000);
    await h.notifier.sendChatBatch(chat.id);
    expect(h.mails).toEqual([]);

    // When the quiet hours end, the clock's sweep sends the turn's mail and the chat's, each once.
    const users = new UserStore(dynamoClient(stack.dynamoEndpoint), stack.tableName);
    const sweep = new Clock(store, users, new GameService(store, () => clock.now), h.notifier, () => clock.now);
    clock.now = new Date(end.getTime() - 60_000);
    await sweep.sweep();
    expect(h.mails).toEqual([]);
    clock.now = new Date(end.getTime() + 60_000);
    await sweep.sweep();
    await sweep.sweep();
    expect(h.mails.map((m) => m.subject).sort()).toEqual(["A new message in Yucata'", "Your turn vs Bob in Yucata' (move 2)"]);
  });
});

describe("a night", () => {
  it("holds the turn mail until the player's night ends, as quiet hours do", async () => {
    const { id, alice } = await gameAwaitingAlice(stack);
    const clock = testClock();
    const end = new Date(Math.ceil((clock.now.getTime() + 2 * 3_600_000) / 60_000) * 60_000);
    const night = { start: hhmm(new Date(clock.now.getTime() - 3_600_000)), end: hhmm(end) };
    expect((await alice.request("PATCH", "/api/me", { timeZone: "UTC", night })).status).toBe(200);
    const h = harness(stack, clock);
    await h.notifier.handle([await gameRecord(stack, id)]);
    expect(h.mails).toEqual([]);
    const store = new GameStore(dynamoClient(stack.dynamoEndpoint), stack.tableName);
    const users = new UserStore(dynamoClient(stack.dynamoEndpoint), stack.tableName);
    const sweep = new Clock(store, users, new GameService(store, () => clock.now), h.notifier, () => clock.now);
    clock.now = new Date(end.getTime() - 60_000);
    await sweep.sweep();
    expect(h.mails).toEqual([]);
    clock.now = new Date(end.getTime() + 60_000);
    await sweep.sweep();
    expect(h.mails.map((m) => m.subject)).toEqual(["Your turn vs Bob in Yucata' (move 2)"]);
  });
});

/** The game's chat messages as stream records (this file's stack reads no stream). */
async function chatRecords(id: string): Promise<ChangeRecord[]> {
  const client = dynamoClient(stack.dynamoEndpoint);
  const { Items } = await client.send(
    new QueryCommand({
      TableName: stack.tableName,
      KeyConditionExpression: "pk = :pk AND begins_with(sk, :chat)",
      ExpressionAttributeValues: { ":pk": { S: `GAME#${id}` }, ":chat": { S: "CHAT#" } },
    }),
  );
  client.destroy();
  return (Items ?? []).map((item, i) => ({ eventID: `chat-${id}-${i}`, eventName: "INSERT", dynamodb: { NewImage: item } }));
}

function waitForDue(store: GameStore, at: Date, match: (d: { kind: string; id: string }) => boolean) {
  return vi.waitFor(
    async () => {
      const found = (await store.due(at)).find(match);
      if (!found) throw new Error("nothing came due");
      return found;
    },
    { timeout: 5_000, interval: 100 },
  );
}

describe("a silent seat", () => {
  it("is told to the other players by push and mail, in their language, once however often the record comes", async () => {
    const { id, aliceId, alice } = await gameAwaitingAlice(stack);
    await alice.request("PATCH", "/api/me", { lang: "fr" });
    const browser = { ecdh: createECDH("prime256v1"), auth: randomBytes(16) };
    browser.ecdh.generateKeys();
    const dynamo = dynamoClient(stack.dynamoEndpoint);
    await new UserStore(dynamo, stack.tableName).addPushSubscription(aliceId, {
      endpoint: "https://push.example/send/silent",
      keys: { p256dh: browser.ecdh.getPublicKey().toString("base64url"), auth: browser.auth.toString("base64url") },
    });
    // Bob missed his deadlines: the clock put his seat on hold.
    const games = new GameStore(dynamo, stack.tableName);
    const game = (await games.get(id))!;
    const until = "2026-12-05T09:00:00.000Z";
    await games.save(
      { ...game, rev: game.rev + 1, rescue: [{ seat: 1, step: "hold", since: game.updatedAt, until, missed: 2 }] },
      game.rev,
    );
    const h = harness(stack);
    const record = await gameRecord(stack, id);
    expect(await h.notifier.handle([record, record])).toEqual([]);
    // French puts a no-break space before its colons and semicolons.
    const subject = "Bob ne donne plus signe de vie dans Yucata'\u00a0: sa place est gardée";
    expect(h.mails.filter((m) => m.subject === subject)).toHaveLength(1);
    const titles = h.pushes.map((p) => JSON.parse(decryptPush(p.body, browser)));
    expect(titles.filter((p) => p.title === subject)).toEqual([
      expect.objectContaining({
        body: expect.stringMatching(
          /^Bob a manqué 2 échéances d’affilée dans Yucata'\. La table lui garde sa place jusqu’au samedi 5 décembre 2026 .+\u00a0; ensuite, un remplaçant/,
        ),
      }),
    ]);
  });
});
