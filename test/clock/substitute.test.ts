// Substitutes (docs/clocks.md, "Substitutes") on the local stack, with its clock moved by hand
// (`sweep(now)`) and a notifier of the test's own whose mails and pushes it reads: a silent seat's
// stand-in plays a turn's time, then the seat is offered (the players' friends first), a member takes
// it with one tap, and every person at the table is told at each step; ratings follow the leaver.
import { createECDH, randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ChangeRecord } from "../../functions/store/changes";
import { decryptPush, gameRecord, harness, type Harness } from "../notify/support";
import { ApiClient, playFirstLegal } from "../support/client";
import { befriend } from "../support/friends";
import { signedIn, startStack, type TestStack } from "../support/stack";

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

let stack: TestStack;
let h: Harness;
beforeAll(async () => {
  // The stack reads no stream: the test's notifier tells each step, and its senders are the sinks.
  stack = await startStack({ sweepByHand: true, notifier: false });
  h = harness(stack);
});
afterAll(async () => {
  await stack?.stop();
});

interface Person {
  client: ApiClient;
  id: string;
  email: string;
  name: string;
  endpoint: string;
  browser: { ecdh: ReturnType<typeof createECDH>; auth: Buffer };
}

/** A member signed in by email, with a browser subscribed to push. */
async function member(tag: string): Promise<Person> {
  const email = `${tag}@example.org`;
  const client = await signedIn(stack, email);
  const { user } = (await client.get("/api/me")).body;
  const browser = { ecdh: createECDH("prime256v1"), auth: randomBytes(16) };
  browser.ecdh.generateKeys();
  const endpoint = `https://push.example/send/${tag}`;
  const keys = { p256dh: browser.ecdh.getPublicKey().toString("base64url"), auth: browser.auth.toString("base64url") };
  expect((await client.post("/api/me/push", { endpoint, keys })).status).toBe(201);
  return { client, id: user.id, email, name: user.name, endpoint, browser };
}

/** Each game's item as last told: the change's old image, as the table's stream carries it. */
const toldImages = new Map<string, ChangeRecord>();

/** Tells what the game's change since it was last told asks for, through the test's notifier. */
async function tell(id: string, by = h) {
  const now = await gameRecord(stack, id);
  const before = toldImages.get(id)?.dynamodb?.NewImage;
  toldImages.set(id, now);
  const record = { ...now, dynamodb: { ...now.dynamodb, ...(before ? { OldImage: before } : {}) } };
  expect(await by.notifier.handle([record])).toEqual([]);
}

/** Whether `person` got a mail and a push whose subject matches. */
function told(person: Person, subject: RegExp) {
  const mails = h.mails.filter((m) => m.to === person.email && subject.test(m.subject));
  const pushes = h.pushes
    .filter((p) => p.endpoint === person.endpoint)
    .map((p) => JSON.parse(decryptPush(p.body, person.browser)) as { title: string; body: string })
    .filter((p) => subject.test(p.title));
  return { mails: mails.length, pushes: pushes.length };
}

const page = async (player: ApiClient, id: string) => (await player.get(`/api/games/${id}`)).body;
const logKeys = async (player: ApiClient, id: string) =>
  (await player.get(`/api/games/${id}/events`)).body.events.flatMap((e: { log: { key: string }[] }) => e.log.map((l) => l.key));

/**
 * A game of `players` people (Ann first, silent from the start) with `days` per move, brought to the end
 * of its stand-in's turn's time: the seat offered (or, at two, the choice asked). Each step is told.
 */
async function silentUntilOffered(tag: string, players: 2 | 3, days = 1, game = "yucata") {
  const ann = await member(`ann-${tag}`);
  const others = [await member(`ben-${tag}`), ...(players === 3 ? [await member(`cy-${tag}`)] : [])];
  const created = await ann.client.post("/api/games", {
    game,
    players,
    options: game === "yucata" ? { firstPlayer: 0 } : {},
    timePerMoveDays: days,
    timeoutPolicy: "bot",
  });
  expect(created.status).toBe(201);
  const id = created.body.id as string;
  for (const other of others) await other.client.post(`/api/games/${id}/join`);
  const table = [ann, ...others];
  /** Plays the people's turns until Ann's seat is awaited again. */
  const roundToAnn = async () => {
    for (let g = await page(ann.client, id); !g.awaiting.includes(0); g = await page(ann.client, id)) {
      await playFirstLegal(table[g.awaiting[0]]!.client, id);
    }
    return page(ann.client, id);
  };
  // Deadlines missed until her seat is held: two in a row, or one once she has been away longer than a turn.
  let g = await roundToAnn();
  for (let missed = 1; missed <= 2 && !g.rescue; missed++) {
    await stack.sweep(new Date(Date.parse(g.deadline) + MINUTE_MS));
    g = await page(ann.client, id);
    if (!g.rescue) g = await roundToAnn();
  }
  expect(g.rescue).toEqual([expect.objectContaining({ seat: 0, step: "hold" })]);
  await tell(id);
  // The hold is over: the stand-in plays, for a turn's time.
  await stack.sweep(new Date(Date.parse(g.rescue[0].until) + MINUTE_MS));
  g = await page(ann.client, id);
  expect(g.rescue).toEqual([expect.objectContaining({ seat: 0, step: "stand-in" })]);
  await tell(id);
  const offerAt = Date.parse(g.rescue[0].until);
  await roundToAnn();
  // A turn's time of the stand-in: half a minute more, before the people's own deadlines.
  await stack.sweep(new Date(offerAt + MINUTE_MS / 2));
  await tell(id);
  return { ann, others, table, id, offerAt };
}

describe("a silent seat's substitute", () => {
  it("goes through hold, stand-in, offer and a substitute to the end, everyone told at each step", async () => {
    const { ann, others, table, id, offerAt } = await silentUntilOffered("chain", 3);
    const [ben, cy] = others as [Person, Person];
    const zoe = await member("zoe-chain");
    await befriend(ben, zoe);
    for (const [person, step] of [
      [ann, /^Your seat in Yucata' is held/],
      [ben, /has gone silent in Yucata'/],
      [ann, /^A stand-in now plays your seat/],
      [cy, /^A stand-in now plays .+'s seat/],
      [ann, /^Your seat in Yucata' is offered to a substitute$/],
      [ben, /^.+'s seat in Yucata' is offered to a substitute$/],
      [cy, /^.+'s seat in Yucata' is offered to a substitute$/],
    ] as const)
      expect(told(person, step), `${person.email} ${step}`).toEqual({ mails: 1, pushes: 1 });
    const offered = await page(ben.client, id);
    expect(offered.rescue).toEqual([expect.objectContaining({ seat: 0, step: "offered", level: "strong" })]);
    // The stand-in's turn's time began when it first played: the offer came a day after that.
    expect(Date.parse(offered.rescue[0].since) - offerAt).toBeGreaterThanOrEqual(0);

    // Zoe, Ben's friend, finds the seat on the list and takes it with one tap.
    const listed = async () => (await zoe.client.get("/api/seats-wanted")).body.seats.filter((s: { gameId: string }) => s.gameId === id);
    const wanted = await listed();
    expect(wanted).toEqual([
      expect.objectContaining({ gameId: id, gameName: "Yucata'", seat: 0, players: [ben.name, cy.name], timeLeftMs: DAY_MS }),
    ]);
    expect(wanted[0].friendsOnlyUntil).not.toBeNull();
    const taken = await zoe.client.post(`/api/games/${id}/seats/0/take`);
    expect(taken.status).toBe(200);
    expect(taken.body.seat).toBe(0);
    expect(taken.body.rescue).toBeUndefined();
    expect(taken.body.substitutes).toEqual([expect.objectContaining({ seat: 0, leaver: ann.name, substitute: zoe.name })]);
    const [event] = (await zoe.client.get(`/api/games/${id}/events?after=${taken.body.version - 1}`)).body.events;
    expect(event.log).toEqual([{ key: "turnpost.substitute", params: { seat: 0, name: zoe.name } }]);
    await tell(id);
    expect(told(ann, /^.+ took over your seat in Yucata'$/)).toEqual({ mails: 1, pushes: 1 });
    for (const other of [ben, cy]) expect(told(other, /^.+ took over .+'s seat in Yucata'$/)).toEqual({ mails: 1, pushes: 1 });
    expect(told(zoe, /took over/)).toEqual({ mails: 0, pushes: 0 });
    // Ann lost the seat: her page shows the game as anyone's, and says who took it; she can move no more.
    const annPage = await page(ann.client, id);
    expect(annPage.seat).toBeNull();
    expect(annPage.substitutes).toHaveLength(1);
    expect(await listed()).toEqual([]);

    // Zoe, Ben and Cy play on to the end.
    table[0] = zoe;
    for (let g = await page(ben.client, id); g.status === "active"; g = await page(ben.client, id)) {
      await playFirstLegal(table[g.awaiting[0]]!.client, id);
    }
    await tell(id);
    expect(await logKeys(ben.client, id)).toContain("turnpost.substitute");
    // Ratings: Ann takes a loss, the game is unrated for everyone else, Zoe's result is shown unrated.
    const profile = async (p: Person) => (await ben.client.get(`/api/users/${p.id}`)).body;
    const annRatings = (await profile(ann)).ratings;
    expect(annRatings).toEqual([expect.objectContaining({ game: "yucata", games: 1 })]);
    expect(annRatings[0].rating).toBeLessThan(1500);
    for (const other of [ben, cy, zoe]) expect((await profile(other)).ratings, other.email).toEqual([]);
    const zoeFinished = (await profile(zoe)).finished;
    expect(zoeFinished).toEqual([expect.objectContaining({ id, playerSeat: 0, unrated: true })]);
    expect((await profile(ann)).finished).toEqual([expect.objectContaining({ id, playerSeat: 0, won: false })]);
  });

  it("is no longer wanted once the silent player plays before anyone sits down", async () => {
    const { ann, others, id } = await silentUntilOffered("back", 3);
    const zoe = await member("zoe-back");
    await befriend(others[0]!, zoe);
    const listed = async () => (await zoe.client.get("/api/seats-wanted")).body.seats.filter((s: { gameId: string }) => s.gameId === id);
    expect(await listed()).toHaveLength(1);
    // Around the table to Ann, who plays herself: the seat is hers again.
    for (let g = await page(ann.client, id); !g.awaiting.includes(0); g = await page(ann.client, id)) {
      await playFirstLegal(others[g.awaiting[0]! - 1]!.client, id);
    }
    const back = await playFirstLegal(ann.client, id);
    expect(back.rescue).toBeUndefined();
    await tell(id);
    for (const other of others) expect(told(other, /^.+ is back in Yucata'$/)).toEqual({ mails: 1, pushes: 1 });
    expect(await listed()).toEqual([]);
    const refused = await zoe.client.post(`/api/games/${id}/seats/0/take`);
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe("seat-not-offered");
  });

  it("is shown to the players' friends for a day, then to everyone, never to someone a player blocked", async () => {
    const { others, id, offerAt } = await silentUntilOffered("circle", 3, 3);
    const [ben, cy] = others as [Person, Person];
    const [fay, yan, xi] = [await member("fay-circle"), await member("yan-circle"), await member("xi-circle")];
    await befriend(ben, fay, xi);
    expect((await cy.client.post("/api/blocks", { userId: xi.id })).status).toBe(201);
    const seen = async (p: Person) =>
      (await p.client.get("/api/seats-wanted")).body.seats.filter((s: { gameId: string }) => s.gameId === id);
    expect(await seen(fay)).toHaveLength(1);
    expect(await seen(yan)).toEqual([]);
    expect(await seen(xi)).toEqual([]);
    const early = await yan.client.post(`/api/games/${id}/seats/0/take`);
    expect([early.status, early.body.error.code]).toEqual([403, "friends-first"]);
    // A day after the offer: everyone sees it, but the player Cy blocked.
    await stack.sweep(new Date(offerAt + DAY_MS + MINUTE_MS));
    expect(await seen(yan)).toEqual([expect.objectContaining({ seat: 0, friendsOnlyUntil: null })]);
    expect(await seen(xi)).toEqual([]);
    const blocked = await xi.client.post(`/api/games/${id}/seats/0/take`);
    expect([blocked.status, blocked.body.error.code]).toEqual([403, "blocked"]);
    expect((await page(ben.client, id)).rescue[0].step).toBe("offered");
  });

  it("goes to exactly one of two people who tap at once; the other gets a clear 409", async () => {
    const { others, id } = await silentUntilOffered("race", 3);
    const [una, vic] = [await member("una-race"), await member("vic-race")];
    await befriend(others[0]!, una, vic);
    const answers = await Promise.all([una, vic].map((p) => p.client.post(`/api/games/${id}/seats/0/take`)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const lost = answers.find((a) => a.status === 409)!;
    expect(lost.body.error.code).toBe("seat-taken");
    const winner = answers[0]!.status === 200 ? una : vic;
    const g = await page(others[0]!.client, id);
    expect(g.substitutes).toEqual([expect.objectContaining({ seat: 0, substitute: winner.name })]);
    expect((await logKeys(others[0]!.client, id)).filter((k: string) => k === "turnpost.substitute")).toHaveLength(1);
  });

  it("refuses a guest, a player at the table, a seat not offered, a bad seat and a finished game, changing nothing", async () => {
    const { ann, others, id } = await silentUntilOffered("abuse", 3);
    const zoe = await member("zoe-abuse");
    await befriend(others[0]!, zoe);
    const before = await page(others[0]!.client, id);
    const guest = await ApiClient.guest(stack.url, "Gus");
    const cases: [ApiClient, string, number, string][] = [
      [guest, "0", 403, "guest"],
      [others[0]!.client, "0", 409, "already-seated"],
      [ann.client, "0", 409, "already-seated"],
      [zoe.client, "1", 409, "seat-not-offered"],
      [zoe.client, "3", 400, "bad-seat"],
      [zoe.client, "-1", 400, "bad-seat"],
      [zoe.client, "x", 400, "bad-seat"],
      [zoe.client, "999", 400, "bad-seat"],
    ];
    for (const [client, seat, status, code] of cases) {
      const answer = await client.post(`/api/games/${id}/seats/${seat}/take`);
      expect([answer.status, answer.body.error?.code], `seat ${seat} ${code}`).toEqual([status, code]);
      expect(answer.body.error.message).toBeTruthy();
    }
    const nobody = await new ApiClient(stack.url).post(`/api/games/${id}/seats/0/take`);
    expect(nobody.status).toBe(401);
    expect(await page(others[0]!.client, id)).toEqual(before);
    // A finished game offers nothing.
    const { ben, gameId } = await finishedGame();
    expect((await ben.post(`/api/games/${gameId}/seats/0/take`)).body.error.code).toBe("game-over");
  });
});

describe("what a substitute reads", () => {
  it("is the seat's view and log, never another seat's secret guild nor the leaver's note", async () => {
    const { ann, others, id } = await silentUntilOffered("leak", 3, 1, "yucatan");
    const [ben] = others as [Person, Person];
    const zoe = await member("zoe-leak");
    await befriend(ben, zoe);
    expect((await ann.client.request("PUT", `/api/games/${id}/note`, { text: "Ann's plan: the jaguars go north" })).status).toBe(200);
    // Around the table, the stand-in playing Ann's turns, until Ben has chosen his warriors' guilds in secret.
    const secretsOf = async (p: Person) =>
      (await p.client.get(`/api/games/${id}/events`)).body.events
        .flatMap((e: { log: { key: string; seats?: number[] }[] }) => e.log)
        .filter((entry: { seats?: number[] }) => entry.seats && !entry.seats.includes(0));
    // Then on to a turn of the others', so that Zoe's own turn comes after she sits down.
    for (
      let g = await page(ben.client, id);
      (await secretsOf(ben)).length === 0 || g.awaiting.includes(0);
      g = await page(ben.client, id)
    ) {
      if (g.awaiting.includes(0)) await stack.sweep(new Date(Date.parse(g.deadline) + 1000));
      else await playFirstLegal(others[g.awaiting[0]! - 1]!.client, id);
    }
    const annPage = await page(ann.client, id);
    const annLog = (await ann.client.get(`/api/games/${id}/events`)).body.events;
    const benSecrets = await secretsOf(ben);
    expect((await zoe.client.post(`/api/games/${id}/seats/0/take`)).status).toBe(200);
    await tell(id);

    const zoePage = await page(zoe.client, id);
    expect(zoePage.seat).toBe(0);
    expect(zoePage.view).toEqual(annPage.view);
    const zoeLog = (await zoe.client.get(`/api/games/${id}/events`)).body.events;
    // The log as the seat read it, and the line that says who sat down.
    expect(zoeLog.slice(0, annLog.length)).toEqual(annLog);
    expect(zoeLog.slice(annLog.length).flatMap((e: { log: { key: string }[] }) => e.log.map((l) => l.key))).toEqual([
      "turnpost.substitute",
    ]);
    const read = JSON.stringify([zoePage, zoeLog]);
    for (const secret of benSecrets) expect(read).not.toContain(JSON.stringify(secret.params));
    expect((await zoe.client.get(`/api/games/${id}/note`)).body.text).toBe("");
    // What reaches her by mail and push once her turn comes carries none of it either.
    let g = await page(ben.client, id);
    for (; !g.awaiting.includes(0); g = await page(ben.client, id)) await playFirstLegal(others[g.awaiting[0]! - 1]!.client, id);
    // Her "your turn", told on the stack's time (a turn's notice waits for an undo until then).
    const onTime = harness(stack, { now: new Date(Date.parse(g.updatedAt) + MINUTE_MS), wakeUps: [] });
    await tell(id, onTime);
    const zoeMails = onTime.mails.filter((m) => m.to === zoe.email);
    const zoePushes = onTime.pushes.filter((p) => p.endpoint === zoe.endpoint).map((p) => decryptPush(p.body, zoe.browser));
    expect([zoeMails.length, zoePushes.length]).toEqual([1, 1]);
    const sent = JSON.stringify([zoeMails.map((m) => [m.subject, m.text]), zoePushes]);
    expect(sent).not.toContain("jaguars go north");
    for (const secret of benSecrets) expect(sent).not.toContain(JSON.stringify(secret.params));
  });
});

/** A two-player game whose other player resigned it by forfeit: over. */
async function finishedGame() {
  const { others, id } = await silentUntilOffered("over", 2);
  const chose = await others[0]!.client.post(`/api/games/${id}/rescue-choice`, { choice: "forfeit" });
  expect(chose.status).toBe(200);
  const zoe = await member("zoe-over");
  return { ben: zoe.client, gameId: id };
}

describe("a silent seat at a table of two", () => {
  it("asks the other player at once to wait for a substitute or win by forfeit; waiting offers the seat", async () => {
    const { ann, others, id } = await silentUntilOffered("wait", 2);
    const ben = others[0]!;
    expect((await page(ben.client, id)).rescue).toEqual([expect.objectContaining({ seat: 0, step: "choice" })]);
    expect(told(ben, /^.+ is still silent in Yucata': wait for a substitute, or win by forfeit\?$/)).toEqual({ mails: 1, pushes: 1 });
    expect(told(ann, /^.+ may now end Yucata' with a win by forfeit$/)).toEqual({ mails: 1, pushes: 1 });
    // Nobody sees the seat while the choice is open; only Ben may choose, with a choice the API knows.
    const zoe = await member("zoe-wait");
    await befriend(ben, zoe);
    const listed = async () => (await zoe.client.get("/api/seats-wanted")).body.seats.filter((s: { gameId: string }) => s.gameId === id);
    expect(await listed()).toEqual([]);
    for (const [client, body, status, code] of [
      [ann.client, { choice: "forfeit" }, 403, "not-your-choice"],
      [zoe.client, { choice: "wait" }, 403, "not-your-choice"],
      [ben.client, { choice: "resign" }, 400, "bad-request"],
      [ben.client, {}, 400, "bad-request"],
    ] as const) {
      const answer = await client.post(`/api/games/${id}/rescue-choice`, body);
      expect([answer.status, answer.body.error?.code], JSON.stringify(body)).toEqual([status, code]);
    }
    const waited = await ben.client.post(`/api/games/${id}/rescue-choice`, { choice: "wait" });
    expect(waited.status).toBe(200);
    expect(waited.body.rescue).toEqual([expect.objectContaining({ seat: 0, step: "offered" })]);
    await tell(id);
    expect(told(ann, /^Your seat in Yucata' is offered to a substitute$/)).toEqual({ mails: 1, pushes: 1 });
    expect(await listed()).toEqual([expect.objectContaining({ gameId: id, seat: 0 })]);
    const again = await ben.client.post(`/api/games/${id}/rescue-choice`, { choice: "forfeit" });
    expect([again.status, again.body.error.code]).toEqual([409, "no-choice"]);
  });

  it("ends the game with the other player winning when they choose the forfeit", async () => {
    const { ann, others, id } = await silentUntilOffered("forfeit", 2);
    const ben = others[0]!;
    const chose = await ben.client.post(`/api/games/${id}/rescue-choice`, { choice: "forfeit" });
    expect(chose.status).toBe(200);
    expect(chose.body.status).toBe("finished");
    expect(chose.body.result.winners).toEqual([1]);
    expect(await logKeys(ben.client, id)).toContain("turnpost.forfeitEnd");
    await tell(id);
    for (const p of [ann, ben]) expect(told(p, /^Game over/).mails, p.email).toBe(1);
    // A forfeit is a game lost, rated as any: nobody sat down in Ann's seat.
    expect((await ben.client.get(`/api/users/${ann.id}`)).body.ratings).toEqual([expect.objectContaining({ games: 1 })]);
    expect((await ben.client.get(`/api/users/${ben.id}`)).body.ratings).toEqual([expect.objectContaining({ games: 1 })]);
  });
});
