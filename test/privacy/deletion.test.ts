// Deleting an account on the local stack (docs/privacy.md, "Deletion"), the stack's clock moved by hand:
// asked for in Settings, confirmed by the mailed link in another browser, carried out by the clock
// after the grace period; the games go on through the stand-in, and afterwards no item of the table
// names the person. Signing in during the grace period cancels it; the links cannot be replayed or forged.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dumpTable, restoreDump } from "../../functions/cli/restore-drill";
import { reapplyDeletions } from "../../functions/cli/reapply-deletions";
import { everyItem } from "../../functions/store/table-copy";
import { dynamoClient } from "../../functions/store/table";
import { ApiClient, moveId, playFirstLegal } from "../support/client";
import { befriend } from "../support/friends";
import { signedIn, startStack, type TestStack } from "../support/stack";

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
let stack: TestStack;
let dir: string;
beforeAll(async () => {
  stack = await startStack({ sweepByHand: true });
  dir = await mkdtemp(join(tmpdir(), "deletion-"));
});
afterAll(async () => {
  await stack?.stop();
  await rm(dir, { recursive: true, force: true });
});

/** The token of the deletion link last mailed to `email`. */
async function deletionLink(email: string): Promise<string> {
  const mail = await stack.waitForMail(email, /^Confirm the deletion of your Turnpost account$/);
  return new URL(/http:\/\/\S+\/auth\/delete\?token=[\w-]+/.exec(mail.text)![0]).searchParams.get("token")!;
}

/** Signs in by a new link to an address that already had one (signedIn reads the first link mailed). */
async function signInAgain(email: string): Promise<ApiClient> {
  const client = new ApiClient(stack.url);
  const before = new Set((await stack.outbox()).map((m) => m.file));
  expect((await client.post("/api/auth/email", { email })).status).toBe(202);
  for (let wait = 0; wait < 100; wait++) {
    const mail = (await stack.outbox()).find((m) => !before.has(m.file) && m.to.includes(email) && /sign-in/.test(m.subject));
    if (mail) {
      const link = new URL(/http:\/\/\S+verify\?token=[\w-]+/.exec(mail.text)![0]);
      await client.get(link.pathname + link.search);
      return client;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no second sign-in link for ${email}`);
}

/** Posts the confirmation page's form, as its button does. */
const confirmForm = (client: ApiClient, token: string) =>
  client.request("POST", "/auth/delete", `token=${encodeURIComponent(token)}`, { "content-type": "application/x-www-form-urlencoded" });

/** Every item of the stack's table whose text holds any of `needles`, as `pk|sk`. */
async function itemsNaming(table: string, needles: string[]): Promise<string[]> {
  const found: string[] = [];
  for await (const item of everyItem(dynamoClient(stack.dynamoEndpoint), table)) {
    const text = JSON.stringify(item, (_key, value) => (value instanceof Uint8Array ? Buffer.from(value).toString("latin1") : value));
    if (needles.some((needle) => text.includes(needle))) found.push(`${item.pk?.S}|${item.sk?.S}`);
  }
  return found;
}

/** Asks for and confirms `client`'s deletion through the mailed link, opened in a fresh client. */
async function confirmDeletion(client: ApiClient, email: string) {
  expect((await client.post("/api/me/deletion")).status).toBe(202);
  const token = await deletionLink(email);
  const elsewhere = new ApiClient(stack.url);
  const shown = await elsewhere.get(`/auth/delete?token=${token}`);
  expect(shown.status).toBe(200);
  expect(shown.text).toContain("Delete your Turnpost account?");
  const confirmed = await confirmForm(elsewhere, token);
  expect(confirmed.status).toBe(200);
  expect(confirmed.text).toMatch(/Your account will be deleted on .+\./);
  expect(confirmed.text).toContain("Signing in to Turnpost before then cancels the deletion.");
  return token;
}

describe("deleting an account", () => {
  it("hands its games to the stand-in, refuses its session and links at once, and leaves nothing that names it", async () => {
    const email = "ann-leaves@example.org";
    const ann = await signedIn(stack, email);
    expect((await ann.request("PATCH", "/api/me", { name: "Annabelle Zed" })).status).toBe(200);
    const annId = (await ann.get("/api/me")).body.user.id as string;
    expect((await ann.post("/api/me/calendar")).status).toBe(200);
    const ben = await signedIn(stack, "ben-stays@example.org");
    const cy = await signedIn(stack, "cy-stays@example.org");
    // Ben is her friend: his side of the tie names her too.
    await befriend({ client: ann, id: annId }, { client: ben, id: (await ben.get("/api/me")).body.user.id });

    // A game of three under way, Ann to play, and one of two whose table chose "forfeit".
    const id = (await ann.post("/api/games", { game: "yucata", players: 3, options: { firstPlayer: 0 } })).body.id as string;
    await ben.post(`/api/games/${id}/join`);
    await cy.post(`/api/games/${id}/join`);
    // Ben's 14 days to move outlast the grace period: the forfeit is the deletion's, not the clock's.
    const duel = (
      await ann.post("/api/games", {
        game: "yucata",
        players: 2,
        options: { firstPlayer: 1 },
        timePerMoveDays: 14,
        timeoutPolicy: "forfeit",
      })
    ).body.id as string;
    await ben.post(`/api/games/${duel}/join`);
    expect((await ann.post(`/api/games/${id}/chat`, { text: "Bonne chance, Annabelle ici" })).status).toBe(201);
    expect((await ann.request("PUT", `/api/games/${id}/note`, { text: "Ben hoards gold" })).status).toBe(200);
    const turnMail = await stack.waitForMail(email, /Your turn/);
    const seatLink = new URL(/http:\/\/\S+\/play\/\S+#seat=[\w.-]+/.exec(turnMail.text)![0]).hash.replace(/^#seat=/, "");
    const byLink = new ApiClient(stack.url);
    byLink.bearer = seatLink;
    expect((await byLink.get(`/api/games/${id}`)).body.seat).toBe(0);

    await confirmDeletion(ann, email);
    const due = Date.parse((await ann.get("/api/me")).body.user.deletionDueAt);
    expect(due - Date.now()).toBeGreaterThan(7 * DAY_MS - 10 * MINUTE_MS);
    // A backup taken during the grace period, which a restore would bring back.
    const backup = join(dir, "before.jsonl");
    await dumpTable(dynamoClient(stack.dynamoEndpoint), stack.tableName, backup);

    // The grace period is over: the clock erases the account.
    await stack.sweep(new Date(due + MINUTE_MS));
    expect((await ann.get("/api/me")).status).toBe(401);
    expect((await byLink.get(`/api/games/${id}`)).status).toBe(401);
    const seen = (await ann.get(`/api/games/${id}`)).body;
    expect(seen.seat, "her session holds no seat any more").toBeNull();
    const refused = await ann.post(`/api/games/${id}/moves`, { version: seen.version, move: { card: 1 }, clientMoveId: moveId() });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.status).toBeLessThan(500);

    const table = (await ben.get(`/api/games/${id}`)).body;
    const label = table.players[0].former as string;
    expect(label).toMatch(/^[0-9A-F]{6}$/);
    expect(table.players[0]).toMatchObject({ name: label, former: label });
    expect(table.rescue).toEqual([expect.objectContaining({ seat: 0, step: "stand-in" })]);
    const duelAfter = (await ben.get(`/api/games/${duel}`)).body;
    expect(duelAfter).toMatchObject({ status: "finished", result: { winners: [1] } });
    const duelLog = (await ben.get(`/api/games/${duel}/events`)).body.events.flatMap((e: { log: { key: string }[] }) => e.log);
    expect(duelLog.at(-1)).toEqual({ key: "turnpost.forfeitEnd", params: { seat: 0 } });
    expect(duelAfter.players[0].former, "the same label in every game of the account").toBe(label);
    const chat = (await ben.get(`/api/games/${id}/chat`)).body.messages;
    expect(chat).toEqual([expect.objectContaining({ seat: 0, name: label, text: "", deleted: true })]);

    // Ben and Cy finish the game: the stand-in plays Ann's seat each time it comes round.
    let at = due + 2 * MINUTE_MS;
    for (let turns = 0; turns < 400; turns++) {
      const game = (await ben.get(`/api/games/${id}`)).body;
      if (game.status === "finished") break;
      const seat = game.awaiting[0] as number;
      if (seat === 0) await stack.sweep(new Date((at += MINUTE_MS)));
      else await playFirstLegal(seat === 1 ? ben : cy, id);
    }
    const finished = (await ben.get(`/api/games/${id}`)).body;
    expect(finished.status).toBe("finished");
    expect(finished.seed, "the finished game's seed is revealed, its record whole").toEqual(expect.any(String));

    // Nothing personal is left in any item, but the ledger's id.
    const naming = await itemsNaming(stack.tableName, [email, "Annabelle", annId, "Ben hoards gold"]);
    expect(naming).toEqual([`DELETIONS|USER#${annId}`]);

    // A restore of the backup brings her back; re-applying the ledger erases her again.
    const restored = `${stack.tableName}-restored`;
    await restoreDump(dynamoClient(stack.dynamoEndpoint), backup, restored);
    expect((await itemsNaming(restored, [email])).length).toBeGreaterThan(0);
    expect(await reapplyDeletions(dynamoClient(stack.dynamoEndpoint), stack.tableName, restored)).toBe(1);
    expect(await itemsNaming(restored, [email, "Annabelle", annId, "Ben hoards gold"])).toEqual([`DELETIONS|USER#${annId}`]);
  });

  it("is cancelled by signing in during the grace period, which says so", async () => {
    const email = "dora-stays@example.org";
    const dora = await signedIn(stack, email);
    await confirmDeletion(dora, email);
    const due = Date.parse((await dora.get("/api/me")).body.user.deletionDueAt);
    const again = await signInAgain(email);
    const user = (await again.get("/api/me")).body.user;
    expect(user.deletionDueAt).toBeUndefined();
    expect(user.deletionCancelledAt).toEqual(expect.any(String));
    await stack.sweep(new Date(due + MINUTE_MS));
    expect((await again.get("/api/me")).status).toBe(200);
    expect((await dora.get("/api/me")).status, "her other session goes on too").toBe(200);
  });

  it("confirms a guest by its own session, and lets it cancel", async () => {
    const guest = await ApiClient.guest(stack.url, "Gus");
    const asked = await guest.post("/api/me/deletion");
    expect(asked.status).toBe(200);
    expect(asked.body.deletionDueAt).toEqual(expect.any(String));
    expect((await guest.request("DELETE", "/api/me/deletion")).body).toEqual({ cancelled: true });
    expect((await guest.request("DELETE", "/api/me/deletion")).body).toEqual({ cancelled: false });
  });

  it("refuses a replayed, a forged or a missing link, a seat link and nobody, changing nothing", async () => {
    const email = "eve-tries@example.org";
    const eve = await signedIn(stack, email);
    const token = await confirmDeletion(eve, email);
    const stranger = new ApiClient(stack.url);
    const replayed = await confirmForm(stranger, token);
    expect(replayed.status).toBe(400);
    expect(replayed.body.error.code).toBe("link-expired");
    expect((await stranger.get(`/auth/delete?token=${token}`)).status).toBe(400);
    expect((await confirmForm(stranger, "A".repeat(43))).body.error.code).toBe("link-expired");
    expect((await stranger.get("/auth/delete?token=not%20a%20token")).body.error.code).toBe("bad-request");
    expect((await stranger.get("/auth/delete")).status).toBe(400);
    expect((await stranger.post("/api/me/deletion")).status).toBe(401);
    const { body } = await eve.post("/api/games", { game: "yucata", players: 2 });
    const link = new ApiClient(stack.url);
    link.bearer = new URL(body.seatLink).hash.replace(/^#seat=/, "");
    expect((await link.post("/api/me/deletion")).status).toBe(403);
  });
});
