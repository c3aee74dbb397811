// Reports and the operator (docs/operations.md, "Moderation"), through the API as the web client calls it
// and the admin command line on the same DynamoDB Local table: a report reaches the queue, the operator
// acts and resolves it, the reporter and the reported player are told, and the reported player appeals
// once. Then the bounds, the refusals, each admin command and the blocklist.
import { beforeAll, describe, expect, it } from "vitest";
import { type AdminDeps, runAdmin } from "../../functions/cli/admin";
import { core } from "../../functions/compose/core";
import { moderationService } from "../../functions/compose/moderation";
import { withTimeout } from "../../functions/record/rhythm";
import { REPORTS_OF_PLAYER_PER_DAY, REPORTS_PER_REPORTER_PER_DAY } from "../../functions/service/moderation";
import { type Caller, emailUser, guest, inProcessApp, type InProcess, type Reply } from "../reliability/support";

let env: InProcess;
let admin: AdminDeps;
let printed: string[] = [];

beforeAll(async () => {
  env = await inProcessApp({ limits: { writeBurst: 1000, writesPerSecond: 1000 } });
  const built = core({ config: env.config, dynamo: env.dynamo, now: env.now });
  const mailer = { send: async (mail: (typeof env.mails)[number]) => void env.mails.push(mail) };
  admin = { built, moderation: moderationService(built, mailer), out: (line) => printed.push(line) };
});

/** Runs `npm run admin -- …args` as the operator "ops"; answers its exit code and what it printed. */
async function adminRun(...args: string[]): Promise<{ code: number; text: string }> {
  printed = [];
  const code = await runAdmin(args, admin, "ops");
  return { code, text: printed.join("\n") };
}

/** A message as read, French's narrow no-break spaces as plain ones. */
const plain = (reply: Reply) => String(reply.body.error.message).replace(/[\u00a0\u202f]/g, " ");

function refused(reply: Reply, status: number, code: string) {
  expect(reply.status, reply.text.slice(0, 300)).toBe(status);
  expect(reply.body.error.code).toBe(code);
}

const idOf = async (caller: Caller) => (await caller.get("/api/me")).body.user.id as string;

/** A started Yucata' game of `callers` (seat i is callers[i]), private unless said. */
async function gameOf(callers: Caller[], options: Record<string, unknown> = { private: true }) {
  const created = await callers[0]!.post("/api/games", { game: "yucata", players: callers.length, ...options });
  expect(created.status, created.text).toBe(201);
  const id = created.body.id as string;
  for (const caller of callers.slice(1)) expect((await caller.post(`/api/games/${id}/join`)).status).toBe(200);
  return id;
}

async function say(caller: Caller, gameId: string, text: string): Promise<string> {
  const posted = await caller.post(`/api/games/${gameId}/chat`, { text });
  expect(posted.status, posted.text).toBe(201);
  return posted.body.message.id;
}

describe("a report", () => {
  it("reaches the queue once; the operator hides the message and resolves it; both are told; one appeal", async () => {
    const ann = await emailUser(env, "ann-report@example.org");
    const bob = await emailUser(env, "bob-report@example.org");
    const game = await gameOf([ann, bob]);
    const messageId = await say(bob, game, "You play like a potato, idiot");
    const report = { kind: "message", gameId: game, messageId, reason: "abuse", text: "Insults in the chat." };

    const filed = await ann.post("/api/reports", report);
    expect(filed.status, filed.text).toBe(201);
    expect(filed.body.report.duplicate).toBe(false);
    // The same thing reported again by the same person is the same report.
    const again = await ann.post("/api/reports", { ...report, text: "Again!" });
    expect(again.status).toBe(200);
    expect(again.body.report).toEqual({ id: filed.body.report.id, duplicate: true });

    const queue = await adminRun("queue");
    expect(queue.code).toBe(0);
    const line = queue.text.split("\n").find((l) => l.startsWith(filed.body.report.id))!;
    expect(line).toContain("message report (abuse)");
    expect(line).toContain('"You play like a potato, idiot"');
    expect(line).toContain('"Insults in the chat."');
    expect(queue.text.split("\n").filter((l) => l.includes("potato"))).toHaveLength(1);
    expect((await adminRun("case", filed.body.report.id)).text).toContain(`"by": "${await idOf(ann)}"`);

    // The operator hides the message: it leaves the chat, and its author is told in the app and by mail.
    expect((await adminRun("hide", game, messageId, "insults", "a", "player")).code).toBe(0);
    expect((await ann.get(`/api/games/${game}/chat`)).body.messages).toEqual([]);
    const bobNotices = (await bob.get("/api/moderation/notices")).body.notices;
    expect(bobNotices).toEqual([
      expect.objectContaining({ kind: "action", action: "message-hidden", note: "insults a player", appealable: true }),
    ]);
    const mail = env.mails.find((m) => m.to === "bob-report@example.org" && /hidden/.test(m.subject))!;
    expect(mail.subject).toBe("A message of yours was hidden on Turnpost");
    expect(mail.text).toContain("The moderators of Turnpost took this action: insults a player");

    // Resolved: it leaves the queue, and the reporter reads that it was looked at.
    expect((await ann.get("/api/moderation/notices")).body.notices).toEqual([]);
    env.advance(1000);
    expect((await adminRun("resolve", filed.body.report.id, "message hidden")).code).toBe(0);
    expect((await adminRun("queue")).text).not.toContain(filed.body.report.id);
    expect((await ann.get("/api/moderation/notices")).body.notices).toEqual([
      expect.objectContaining({ kind: "report-reviewed", report: { kind: "message", reason: "abuse" } }),
    ]);
    // A case is resolved once.
    expect((await adminRun("resolve", filed.body.report.id, "twice")).code).toBe(1);

    // Bob appeals once; the appeal reaches the queue; a second is refused.
    const notice = bobNotices[0].id as string;
    const appealed = await bob.post("/api/appeals", { notice, text: "It was a joke between friends." });
    expect(appealed.status, appealed.text).toBe(201);
    refused(await bob.post("/api/appeals", { notice, text: "Please." }), 409, "appealed-already");
    expect((await bob.get("/api/moderation/notices")).body.notices[0].appealable).toBe(false);
    const withAppeal = await adminRun("queue");
    expect(withAppeal.text).toContain(`${appealed.body.appeal.id}`);
    expect(withAppeal.text).toContain('"It was a joke between friends."');

    // Every action is in the log, with who did it and why, newest first.
    const log = (await adminRun("log")).text.split("\n");
    expect(log[0]).toMatch(/ops {2}resolve .+: message hidden$/);
    expect(log[1]).toMatch(new RegExp(`ops {2}hide ${game}/.+: insults a player \\(it read: "You play like a potato, idiot"\\)$`));
  });

  it("of a name or a player goes to the queue with the name as it was", async () => {
    const cy = await guest(env, "Cy");
    // A name passing for staff is refused at save time (shared/api/text-checks.ts); this one passes for a known player.
    const dan = await guest(env, "Dan the Real Magnus");
    const danId = await idOf(dan);
    expect((await cy.post("/api/reports", { kind: "name", userId: danId, reason: "impersonation" })).status).toBe(201);
    expect((await cy.post("/api/reports", { kind: "player", userId: danId, reason: "cheating", text: "Stalls every game." })).status).toBe(
      201,
    );
    // The game page knows seats, not ids: a player is reported by their seat in a game the reporter reads.
    const eve = await guest(env, "Eve");
    const game = await gameOf([cy, eve]);
    const bySeat = await cy.post("/api/reports", { kind: "player", gameId: game, seat: 1, reason: "abuse" });
    expect(bySeat.status, bySeat.text).toBe(201);
    refused(await dan.post("/api/reports", { kind: "player", gameId: game, seat: 1, reason: "abuse" }), 404, "game-not-found");
    refused(await cy.post("/api/reports", { kind: "player", gameId: game, seat: 5, reason: "abuse" }), 404, "not-found");
    const queue = (await adminRun("queue")).text;
    expect(queue).toContain(`player report (abuse) by ${await idOf(cy)} of ${await idOf(eve)}: "Eve"`);
    expect(queue).toContain(`name report (impersonation) by ${await idOf(cy)} of ${danId}: "Dan the Real Magnus"`);
    expect(queue).toContain(`player report (cheating) by ${await idOf(cy)} of ${danId}: "Dan the Real Magnus" — "Stalls every game."`);
  });
});

describe("the bounds", () => {
  it("refuse a reporter's report beyond the day's, and reports of one player beyond the day's, with 429", async () => {
    const [ann, bob, cy, dee] = await Promise.all(["Ann", "Bob", "Cy", "Dee"].map((name) => guest(env, name)));
    const game = await gameOf([ann!, bob!, cy!]);
    const bobId = await idOf(bob!);
    const messages: string[] = [];
    for (let i = 0; i < REPORTS_PER_REPORTER_PER_DAY; i++) messages.push(await say(bob!, game, `spam ${i}`));
    const fileAll = async (reporter: Caller) => {
      for (const messageId of messages) {
        const filed = await reporter.post("/api/reports", { kind: "message", gameId: game, messageId, reason: "spam" });
        expect(filed.status, filed.text).toBe(201);
      }
    };
    await fileAll(ann!);
    const beyond = await ann!.post("/api/reports", { kind: "player", userId: bobId, reason: "spam" });
    refused(beyond, 429, "too-many-reports");
    expect(beyond.body.error.message).toContain(`at most ${REPORTS_PER_REPORTER_PER_DAY} reports a day`);
    expect(Number(beyond.headers.get("retry-after"))).toBeGreaterThan(0);
    // A duplicate is no new report: it is answered, not refused.
    expect((await ann!.post("/api/reports", { kind: "message", gameId: game, messageId: messages[0], reason: "abuse" })).status).toBe(200);

    await fileAll(cy!);
    expect(2 * REPORTS_PER_REPORTER_PER_DAY).toBe(REPORTS_OF_PLAYER_PER_DAY);
    const flooded = await dee!.post("/api/reports", { kind: "player", userId: bobId, reason: "spam" });
    refused(flooded, 429, "too-many-reports");
    expect(flooded.body.error.message).toContain(`reported ${REPORTS_OF_PLAYER_PER_DAY} times today`);
    // The next day counts anew.
    env.advance(24 * 3_600_000);
    expect((await dee!.post("/api/reports", { kind: "player", userId: bobId, reason: "spam" })).status).toBe(201);
  });

  it("limit guest accounts per client per day as well as per hour", async () => {
    const client = new (await import("../support/client")).ApiClient({
      request: (path, init) => env.app.request(path, init, { incoming: { socket: { remoteAddress: "203.0.113.77" } } }),
    });
    let made = 0;
    for (let hour = 0; hour < 4; hour++) {
      for (let i = 0; i < 30 && made < 100; i++, made++)
        expect((await client.post("/api/auth/guest", { name: `G${made}` })).status).toBe(200);
      if (hour < 3) refused(await client.post("/api/auth/guest", { name: "Over" }), 429, "too-many-guests");
      env.advance(3_600_000);
    }
    expect(made).toBe(100);
    const daily = await client.post("/api/auth/guest", { name: "Day" });
    refused(daily, 429, "too-many-guests");
    expect(daily.body.error.message).toContain("At most 100 guest accounts are made from one network in a day");
  });
});

describe("refused reports and appeals, changing nothing", () => {
  it("answer 4xx naming what is wrong", async () => {
    const ann = await guest(env, "Ann");
    const bob = await guest(env, "Bob");
    const stranger = await guest(env, "Eve");
    const annId = await idOf(ann);
    const game = await gameOf([ann, bob]);
    const messageId = await say(bob, game, "hello");
    refused(await ann.post("/api/reports", { kind: "player", userId: annId, reason: "spam" }), 400, "report-self");
    refused(
      await bob.post("/api/reports", { kind: "message", gameId: game, messageId: await say(bob, game, "mine"), reason: "spam" }),
      400,
      "report-self",
    );
    // A message of a private game the caller does not sit in: no such game, as for any id not theirs.
    refused(await stranger.post("/api/reports", { kind: "message", gameId: game, messageId, reason: "spam" }), 404, "game-not-found");
    refused(
      await ann.post("/api/reports", { kind: "message", gameId: game, messageId: "2026-01-01T00:00:00.000Z#zzzzzz", reason: "spam" }),
      404,
      "not-found",
    );
    refused(await ann.post("/api/reports", { kind: "player", userId: "nobody-at-all", reason: "spam" }), 404, "not-found");
    const long = await ann.post("/api/reports", { kind: "player", userId: await idOf(bob), reason: "spam", text: "x".repeat(501) });
    refused(long, 400, "bad-request");
    expect(long.body.error.message).toContain("at most 500 characters");
    refused(await ann.post("/api/reports", { kind: "player", userId: await idOf(bob), reason: "meh" }), 400, "bad-request");
    refused(await ann.post("/api/reports", { kind: "message", gameId: game, reason: "spam" }), 400, "bad-request");
    refused(await env.caller().post("/api/reports", { kind: "player", userId: annId, reason: "spam" }), 401, "not-signed-in");
    refused(await ann.post("/api/appeals", { notice: "2026-01-01T00:00:00.000Z#zzzzzz", text: "why" }), 404, "not-found");
    refused(await ann.post("/api/appeals", { notice: "2026-01-01T00:00:00.000Z#zzzzzz", text: "x".repeat(1001) }), 400, "bad-request");
    // Nothing of these reached the queue.
    expect((await adminRun("queue")).text).not.toContain(`of ${annId}:`);
  });
});

describe("the admin commands", () => {
  it("find a user by id, address or name, and a game with its record and log", async () => {
    const fay = await emailUser(env, "fay-find@example.org");
    await fay.request("PATCH", "/api/me", { name: "Fay Findable" });
    const fayId = await idOf(fay);
    const other = await guest(env, "Gus");
    const game = await gameOf([fay, other], {});
    for (const query of [fayId, "FAY-find@example.org"]) {
      const found = await adminRun("user", query);
      expect(found.code).toBe(0);
      expect(found.text).toContain('"name": "Fay Findable"');
      expect(found.text).toContain(`game ${game}  yucata  active`);
    }
    expect((await adminRun("user", "findable")).text).toContain(`${fayId}  "Fay Findable"  fay-find@example.org`);
    const shown = await adminRun("game", game);
    expect(shown.text).toContain(`"id": "${game}"`);
    expect(shown.text).not.toContain('"seed"');
    expect((await adminRun("game", "no-such-game")).code).toBe(1);
    expect((await adminRun("frobnicate")).code).toBe(2);
    expect((await adminRun("ban", fayId)).code).toBe(2); // no reason: nothing is done
    expect((await fay.get("/api/me")).status).toBe(200);
  });

  it("rename a player, on the account and at their tables, and tell them", async () => {
    const hal = await guest(env, "Hal Nasty");
    const ivy = await guest(env, "Ivy");
    const halId = await idOf(hal);
    const game = await gameOf([hal, ivy]);
    expect((await adminRun("rename", halId, "Hal", "offensive", "name")).code).toBe(0);
    expect((await hal.get("/api/me")).body.user.name).toBe("Hal");
    expect((await ivy.get(`/api/games/${game}`)).body.players[0].name).toBe("Hal");
    expect((await hal.get("/api/moderation/notices")).body.notices[0]).toMatchObject({ action: "renamed", note: "offensive name" });
    expect((await adminRun("log")).text).toContain(`rename ${halId}: offensive name ("Hal Nasty" → "Hal")`);
  });

  it("suspend until a day, refusing the sessions at once and telling why in both languages, and lift it", async () => {
    const jo = await emailUser(env, "jo-suspend@example.org");
    const joId = await idOf(jo);
    expect((await adminRun("suspend", joId, "2099-01-31", "spam", "in", "chat")).code).toBe(0);
    const refusal = await jo.get("/api/me");
    refused(refusal, 403, "account-restricted");
    expect(refusal.body.error.message).toBe("Your account is suspended until 2099-01-31: see Settings for why.");
    // A player who reads French reads it in French.
    const french = env.caller();
    expect((await french.post("/api/auth/guest", { name: "Léa" }, { "accept-language": "fr-FR" })).status).toBe(200);
    expect((await adminRun("ban", await idOf(french), "triche")).code).toBe(0);
    const closed = await french.get("/api/me/games");
    refused(closed, 403, "account-restricted");
    expect(plain(closed)).toBe("Votre compte est fermé : les réglages vous disent pourquoi.");
    refused(await jo.post("/api/reports", { kind: "player", userId: joId, reason: "spam" }), 403, "account-restricted");
    // What they may still do: read why, and appeal.
    const [notice] = (await jo.get("/api/moderation/notices")).body.notices;
    expect(notice).toMatchObject({ action: "suspended", until: "2099-01-31T00:00:00.000Z", note: "spam in chat" });
    expect(env.mails.find((m) => m.to === "jo-suspend@example.org" && /suspended/.test(m.subject))!.text).toContain(
      "It lasts until 2099-01-31.",
    );
    expect((await jo.post("/api/appeals", { notice: notice.id, text: "Not me." })).status).toBe(201);
    expect((await adminRun("suspend", joId, "2001-01-01", "past")).code).toBe(1);
    expect((await adminRun("lift", joId, "appeal", "granted")).code).toBe(0);
    expect((await jo.get("/api/me")).status).toBe(200);
  });

  it("undo a timeout given by mistake", async () => {
    const kim = await guest(env, "Kim");
    const kimId = await idOf(kim);
    const at = "2026-11-30T10:00:00.000Z";
    await admin.built.rhythms.update(kimId, (stats) => withTimeout(stats, "somegame#4", at));
    expect((await adminRun("user", kimId)).text).toContain(`timeouts: ${at}`);
    expect((await adminRun("untimeout", kimId, at, "the", "server", "was", "down")).code).toBe(0);
    expect((await admin.built.rhythms.get(kimId))!.timeouts).toEqual([]);
    expect((await adminRun("untimeout", kimId, at, "again")).code).toBe(1);
    expect((await adminRun("log")).text).toContain(`untimeout ${kimId}: the server was down (the timeout of ${at})`);
  });
});

describe("the blocklist", () => {
  it("refuses blocked domains at sign-in and blocked names at sign-up and rename, in both languages", async () => {
    expect((await adminRun("blocklist", "add", "domain", "Spam.Example", "throwaway", "addresses")).text).toContain("spam.example");
    expect((await adminRun("blocklist", "add", "name", "Grossword")).code).toBe(0);
    expect((await adminRun("blocklist", "list", "domain")).text).toContain("spam.example");
    expect((await adminRun("blocklist", "add", "domain", "not a domain")).code).toBe(1);

    const signIn = await env.caller().post("/api/auth/email", { email: "x@mail.SPAM.example" });
    refused(signIn, 400, "blocked-domain");
    expect(signIn.body.error.message).toBe("Addresses at spam.example cannot sign in to Turnpost: use another address.");
    const french = await env.caller().post("/api/auth/email", { email: "y@spam.example" }, { "accept-language": "fr-FR" });
    expect(plain(french)).toBe("Les adresses de spam.example ne peuvent pas se connecter à Turnpost : utilisez une autre adresse.");
    expect((await env.caller().post("/api/auth/email", { email: "z@notspam.example" })).status).toBe(202);

    refused(await env.caller().post("/api/auth/guest", { name: "The G.r.o.s.s.w.o.r.d" }), 400, "blocked-name");
    const frenchName = await env.caller().post("/api/auth/guest", { name: "GROSSWÖRD" }, { "accept-language": "fr" });
    refused(frenchName, 400, "blocked-name");
    expect(plain(frenchName)).toBe("Ce nom ne peut pas être utilisé sur Turnpost : choisissez-en un autre.");
    const lee = await guest(env, "Lee");
    refused(await lee.request("PATCH", "/api/me", { name: "grossword99" }), 400, "blocked-name");
    expect((await lee.get("/api/me")).body.user.name).toBe("Lee");

    expect((await adminRun("blocklist", "remove", "name", "grossword")).code).toBe(0);
    expect((await lee.request("PATCH", "/api/me", { name: "grossword99" })).status).toBe(200);
    expect((await adminRun("log")).text).toContain("blocklist add domain spam.example: throwaway addresses");
  });
});
