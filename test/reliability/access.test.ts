// Nobody in where they do not belong: sign-in links single-use and expiring, sessions and seat links
// signed and expiring (an injected clock moves time), tampered tokens refused, a seat link good for one
// seat of one game, private games kept from strangers, cancelling for the creator only, cross-site
// requests refused, rate limits on sign-in emails and moves, typed text escaped in mail, and the web
// client served with a strict Content Security Policy.
import { beforeAll, describe, expect, it } from "vitest";
import { resolve } from "node:path";
import { existsSync } from "node:fs";
import { ScanCommand } from "@aws-sdk/client-dynamodb";
import { fromAttributes } from "../../functions/store/attributes";
import { SignJWT } from "jose";
import { createSite } from "../../functions/local/site";
import { noticeMail, signInMail } from "../../functions/mail/templates";
import { emailUser, guest, inProcessApp, moveId, startedGame, viaCloudFront, type InProcess } from "./support";

const MINUTE = 60_000;
const DAY = 86_400_000;
let env: InProcess;

beforeAll(async () => {
  env = await inProcessApp({ limits: { signInsPerAddress: 3, signInsPerClient: 8, moveBurst: 3, movesPerSecond: 1 } });
});

function linkIn(address: string): string {
  const mail = env.mails.filter((m) => m.to === address).at(-1)!;
  const url = new URL(/https?:\/\/\S+\/auth\/verify\?token=[\w-]+/.exec(mail.text)![0]);
  return url.pathname + url.search;
}

/** A caller on another network, so one test's sign-ins do not count against another's. */
const from = viaCloudFront;

describe("sign-in links, sessions and seat links", () => {
  it("a sign-in link works once, within 15 minutes", async () => {
    const early = env.caller();
    await early.post("/api/auth/email", { email: "early@example.org" }, from("10.0.0.1"));
    env.advance(14 * MINUTE);
    expect((await early.get(linkIn("early@example.org"))).status).toBe(303);
    expect((await early.get("/api/me")).body.user.email).toBe("early@example.org");
    const again = await env.caller().get(linkIn("early@example.org"));
    expect(again.body.error.code).toBe("link-expired");

    const late = env.caller();
    await late.post("/api/auth/email", { email: "late@example.org" }, from("10.0.0.1"));
    env.advance(15 * MINUTE + 1000);
    const expired = await late.get(linkIn("late@example.org"));
    expect(expired.status).toBe(400);
    expect(expired.body.error.code).toBe("link-expired");
    expect((await late.get("/api/me")).status).toBe(401);
  });

  it("a session expires after 30 days, checked on every request", async () => {
    const ann = await guest(env, "Ann");
    env.advance(29 * DAY);
    expect((await ann.get("/api/me")).status).toBe(200);
    env.advance(1 * DAY + MINUTE);
    const expired = await ann.get("/api/me");
    expect(expired.status).toBe(401);
    expect((await ann.post("/api/games", { game: "yucata", players: 2 })).status).toBe(401);
  });

  it("refuses tampered, re-signed, unsigned and wrong-kind tokens", async () => {
    const ann = await guest(env, "Ann");
    const session = ann.cookies.get("tp_session")!;
    const [header, payload, signature] = session.split(".");
    const claims = JSON.parse(Buffer.from(payload!, "base64url").toString());
    const otherUser = Buffer.from(JSON.stringify({ ...claims, sub: "someone-else" })).toString("base64url");
    const forged = [
      `${header}.${otherUser}.${signature}`, // a changed subject under the old signature
      `${header}.${payload}.${signature!.slice(0, -2)}${signature!.endsWith("A") ? "BB" : "AA"}`,
      `${Buffer.from('{"alg":"none"}').toString("base64url")}.${payload}.`,
      await new SignJWT(claims).setProtectedHeader({ alg: "HS256" }).sign(new TextEncoder().encode("not-the-server-key-0123456789abcdef")),
    ];
    for (const token of forged) {
      expect((await env.caller().get("/api/me", { cookie: `tp_session=${token}` })).status).toBe(401);
    }
    // A session is not a seat link, nor the reverse.
    const bearer = env.caller();
    bearer.bearer = session;
    expect((await bearer.get("/api/me")).body.error.code).toBe("bad-seat-link");
  });

  it("a seat link plays one seat of one game, and expires", async () => {
    const { id, callers } = await startedGame(env, "yucata", 2, { firstPlayer: 1 });
    const joined = await callers[1]!.post(`/api/games/${id}/join`);
    const device = env.caller();
    device.bearer = new URL(joined.body.seatLink).hash.replace(/^#seat=/, "");
    expect((await device.get(`/api/games/${id}`)).body.seat).toBe(1);
    const other = await startedGame(env, "yucata", 2, { firstPlayer: 1 });
    expect((await device.post(`/api/games/${other.id}/moves`, { version: 0, move: { card: 2 }, clientMoveId: moveId() })).status).toBe(403);
    expect((await device.get(`/api/games/${other.id}`)).body.seat).toBeNull();
    for (const [path, body] of [
      ["/api/games", { game: "yucata", players: 2 }],
      [`/api/games/${other.id}/join`, {}],
      [`/api/games/${id}/cancel`, {}],
    ] as const) {
      expect((await device.post(path, body)).body.error.code).toBe("seat-link-only");
    }
    expect((await device.get("/api/me")).status).toBe(403);
    env.advance(366 * DAY);
    expect((await device.get(`/api/games/${id}`)).body.error.code).toBe("bad-seat-link");
  });
});

describe("who may do what in a game", () => {
  it("only a seat's holder moves for it; a private game started is for its players only", async () => {
    const creator = await guest(env, "Creator");
    const created = await creator.post("/api/games", { game: "yucata", players: 2, private: true, options: { firstPlayer: 1 } });
    const id = created.body.id;
    const stranger = await guest(env, "Stranger");
    // While open, the id is the invitation.
    expect((await stranger.get(`/api/games/${id}`)).status).toBe(200);
    const second = await guest(env, "Second");
    await second.post(`/api/games/${id}/join`);
    for (const reader of [stranger, env.caller()]) {
      for (const path of ["", "/events", "/history/0", "/export"]) expect((await reader.get(`/api/games/${id}${path}`)).status).toBe(404);
    }
    expect((await stranger.post(`/api/games/${id}/moves`, { version: 0, move: { card: 2 }, clientMoveId: moveId() })).status).toBe(403);
    expect((await env.caller().post(`/api/games/${id}/moves`, { version: 0, move: { card: 2 }, clientMoveId: moveId() })).status).toBe(401);
    expect((await creator.post(`/api/games/${id}/moves`, { version: 0, move: { card: 2 }, clientMoveId: moveId() })).body.error.code).toBe(
      "not-your-turn",
    );
    expect((await creator.get(`/api/games/${id}`)).body.version).toBe(0);
  });

  it("only the creator cancels, and only before the first move", async () => {
    const creator = await guest(env, "Creator");
    const open = (await creator.post("/api/games", { game: "yucata", players: 2 })).body.id;
    const other = await guest(env, "Other");
    expect((await other.post(`/api/games/${open}/cancel`)).body.error.code).toBe("not-creator");
    expect((await creator.post(`/api/games/${open}/cancel`)).status).toBe(200);
    expect((await creator.get(`/api/games/${open}`)).status).toBe(404);
    expect((await creator.get("/api/me/games")).body.games.map((g: { id: string }) => g.id)).not.toContain(open);

    const { id, callers } = await startedGame(env, "yucata", 2, { firstPlayer: 1 });
    expect((await callers[1]!.post(`/api/games/${id}/cancel`)).status).toBe(403);
    await callers[1]!.post(`/api/games/${id}/moves`, { version: 0, move: { card: 2 }, clientMoveId: moveId() });
    const late = await callers[0]!.post(`/api/games/${id}/cancel`);
    expect(late.status).toBe(409);
    expect(late.body.error.code).toBe("already-played");
    expect((await callers[0]!.get(`/api/games/${id}`)).body.version).toBe(1);
  });

  it("a player's export holds the events that player may see, a spectator's the public ones", async () => {
    const { id, callers } = await startedGame(env, "yucata", 2, { firstPlayer: 1 });
    await callers[1]!.post(`/api/games/${id}/moves`, { version: 0, move: { card: 3 }, clientMoveId: moveId() });
    const mine = await callers[1]!.get(`/api/games/${id}/export`);
    expect(mine.headers.get("content-disposition")).toMatch(/attachment; filename="turnpost-yucata-/);
    expect(mine.body).toMatchObject({ complete: false, seat: 1, seedHash: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(mine.body.seed).toBeUndefined();
    expect(mine.body.events).toEqual([expect.objectContaining({ version: 1, seat: 1, move: { card: 3 } })]);
    const theirs = await callers[0]!.get(`/api/games/${id}/export`);
    expect(theirs.body.events[0].move).toBeUndefined();
    expect((await env.caller().get(`/api/games/${id}/export`)).body.seat).toBeNull();
  });
});

describe("cross-site requests", () => {
  it("sets the session cookie HttpOnly, Secure, SameSite, and refuses requests from other sites", async () => {
    const probe = await env.caller().post("/api/auth/guest", { name: "Probe" });
    expect(probe.headers.get("set-cookie")).toMatch(/tp_session=[^;]+;.*HttpOnly.*Secure.*SameSite=Lax/i);
    const { id, callers } = await startedGame(env, "yucata", 2, { firstPlayer: 1 });
    const victim = callers[1]!;
    const attempts: [string, string, unknown, Record<string, string>][] = [
      ["POST", `/api/games/${id}/moves`, { version: 0, move: { card: 2 }, clientMoveId: moveId() }, { origin: "https://evil.example" }],
      ["POST", `/api/games/${id}/moves`, { version: 0, move: { card: 2 }, clientMoveId: moveId() }, { "sec-fetch-site": "cross-site" }],
      ["POST", "/api/games", { game: "yucata", players: 2 }, { origin: "http://localhost:3000.evil.example" }],
      ["PATCH", "/api/me", { name: "Owned" }, { origin: "null" }],
      ["POST", `/api/games/${id}/cancel`, {}, { origin: "https://evil.example" }],
    ];
    for (const [method, path, body, headers] of attempts) {
      const reply = await victim.request(method, path, body, headers);
      expect(reply.status, `${method} ${path} ${JSON.stringify(headers)}`).toBe(403);
      expect(reply.body.error.code).toBe("bad-origin");
    }
    // What an HTML form can send (no JSON content type) is refused as well.
    const form = await victim.request("POST", `/api/games/${id}/moves`, "version=0&move=2", {
      "content-type": "application/x-www-form-urlencoded",
    });
    expect(form.status).toBe(415);
    const plain = await victim.request(
      "POST",
      `/api/games/${id}/moves`,
      JSON.stringify({ version: 0, move: { card: 2 }, clientMoveId: moveId() }),
      { "content-type": "text/plain" },
    );
    expect(plain.status).toBe(415);
    expect((await victim.get(`/api/games/${id}`)).body.version).toBe(0);
    expect((await victim.get("/api/me")).body.user.name).toBe("Seat 1");
  });
});

describe("rate limits", () => {
  it("limits sign-in emails per address and per network, counted in DynamoDB with an expiry", async () => {
    const address = "often@example.org";
    for (let i = 0; i < 3; i++)
      expect((await env.caller().post("/api/auth/email", { email: address }, from(`10.1.0.${i}`))).status).toBe(202);
    const fourth = await env.caller().post("/api/auth/email", { email: address.toUpperCase() }, from("10.1.0.9"));
    expect(fourth.status).toBe(429);
    expect(fourth.body.error.code).toBe("too-many-sign-ins");
    expect(fourth.body.error.message).toMatch(/sign-in links were already sent/);
    expect(Number(fourth.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(env.mails.filter((m) => m.to === address)).toHaveLength(3);

    for (let i = 0; i < 8; i++)
      expect((await env.caller().post("/api/auth/email", { email: `n${i}@example.org` }, from("10.2.0.1"))).status).toBe(202);
    const crowded = await env.caller().post("/api/auth/email", { email: "n9@example.org" }, from("10.2.0.1"));
    expect(crowded.status).toBe(429);
    expect(crowded.body.error.message).toMatch(/from your network/);
    expect((await env.caller().post("/api/auth/email", { email: "n9@example.org" }, from("10.2.0.2"))).status).toBe(202);

    const { Items } = await env.dynamo.send(
      new ScanCommand({
        TableName: env.config.tableName,
        FilterExpression: "begins_with(pk, :r)",
        ExpressionAttributeValues: { ":r": { S: "RATE#" } },
      }),
    );
    expect(Items!.length).toBeGreaterThan(0);
    // Each hourly counter expires (TTL) at the end of its window; this hour's are still live.
    for (const item of Items!) {
      const counter = fromAttributes(item);
      expect(counter.ttl * 1000).toBe(Number(counter.sk.slice(2)) + 60 * MINUTE);
    }
    expect(Items!.some((item) => fromAttributes(item).ttl * 1000 > env.now().getTime())).toBe(true);

    env.advance(61 * MINUTE);
    expect((await env.caller().post("/api/auth/email", { email: address }, from("10.1.0.9"))).status).toBe(202);
  });

  it("limits moves per user with a token bucket, and says when to come back", async () => {
    const { id, callers } = await startedGame(env, "yucata", 2, { firstPlayer: 1 });
    const stale = () => callers[0]!.post(`/api/games/${id}/moves`, { version: 9, move: { card: 1 }, clientMoveId: moveId() });
    for (let i = 0; i < 3; i++) expect((await stale()).status).toBe(409);
    const limited = await stale();
    expect(limited.status).toBe(429);
    expect(limited.body.error.code).toBe("too-many-moves");
    expect(limited.headers.get("retry-after")).toBe("1");
    // Another player is not slowed down; the bucket refills with time.
    expect((await callers[1]!.post(`/api/games/${id}/moves`, { version: 0, move: { card: 2 }, clientMoveId: moveId() })).status).toBe(200);
    env.advance(1000);
    expect((await stale()).status).toBe(409);
  });
});

describe("what users type, and the web client's headers", () => {
  const hostile = [
    "<script>alert(1)</script>",
    '"><img src=x onerror=alert(1)>',
    "Bob' onmouseover='x",
    "</p><a href=javascript:alert(1)>x</a>",
  ];

  it("escapes typed text in every mail's HTML", async () => {
    for (const name of hostile) {
      const mail = noticeMail({
        lang: "en",
        to: "a@example.org",
        subject: `${name} played`,
        lines: [`${name} played the 3.`],
        action: { label: name, url: "https://t.example/play/x" },
        unsubscribeUrl: "https://t.example/u",
      });
      expect(mail.html).not.toContain(name);
      expect(mail.html).not.toMatch(/<script|<img|<a href=javascript/i);
      expect(mail.text).toContain(`${name} played the 3.`); // plain text keeps it as typed
    }
    expect(signInMail("en", "a@example.org", 'https://t.example/auth/verify?token="><script>').html).not.toContain("<script>");
  });

  it("keeps a hostile name as typed, as JSON, and escaped in the turn email", async () => {
    const alice = await emailUser(env, "alice-escape@example.org");
    const created = await alice.post("/api/games", { game: "yucata", players: 2, options: { firstPlayer: 1 } });
    const mallory = await guest(env, hostile[1]!);
    expect((await mallory.get("/api/me")).body.user.name).toBe(hostile[1]);
    const joined = await mallory.post(`/api/games/${created.body.id}/join`);
    expect(joined.headers.get("content-type")).toMatch(/^application\/json/);
    expect(joined.body.players[1].name).toBe(hostile[1]);
  });

  it.skipIf(!existsSync(resolve(import.meta.dirname, "../../web/dist/index.html")))(
    "serves index.html with a strict CSP and the usual security headers",
    async () => {
      const site = createSite(env.app, resolve(import.meta.dirname, "../../web/dist"), resolve(import.meta.dirname, "../../.data/outbox"));
      for (const path of ["/", "/play/abc", "/games"]) {
        const page = await site.request(path);
        expect(page.status).toBe(200);
        const csp = page.headers.get("content-security-policy") ?? "";
        expect(csp).toMatch(/default-src 'self'/);
        expect(csp).toMatch(/script-src 'self'(;|$)/);
        expect(csp).toMatch(/object-src 'none'/);
        expect(csp).toMatch(/frame-ancestors 'none'/);
        expect(csp).toMatch(/base-uri 'self'/);
        expect(csp).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
        expect(page.headers.get("x-content-type-options")).toBe("nosniff");
        expect(page.headers.get("x-frame-options")).toBe("DENY");
        expect(page.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
        // Nothing inline that the policy would have to allow.
        const html = await page.text();
        expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/i);
        expect(html).not.toMatch(/\son[a-z]+=/i);
      }
      const api = await site.request("/api/health");
      expect(api.headers.get("x-content-type-options")).toBe("nosniff");
    },
  );

  it.skipIf(!existsSync(resolve(import.meta.dirname, "../../web/dist/index.html")))(
    "sends the web client's files compressed, as CloudFront does, and the API as it answers",
    async () => {
      const site = createSite(env.app, resolve(import.meta.dirname, "../../web/dist"), resolve(import.meta.dirname, "../../.data/outbox"));
      const gzip = { "accept-encoding": "gzip" };
      expect((await site.request("/play/abc", { headers: gzip })).headers.get("content-encoding")).toBe("gzip");
      const page = await site.request("/play/abc");
      const script = (await page.text()).match(/<script type="module" src="([^"]+)"/)?.[1];
      expect(script, "the page loads its script").toBeTruthy();
      const bundle = await site.request(script!, { headers: gzip });
      expect(bundle.status).toBe(200);
      expect(bundle.headers.get("content-encoding")).toBe("gzip");
      expect(bundle.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect((await site.request("/api/health", { headers: gzip })).headers.get("content-encoding")).toBeNull();
    },
  );
});
