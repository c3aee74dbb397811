// What an attacker tried against the local stack (issue 18), each kept as a regression test: bad input
// that once got a 5xx or held the server, a sign-in link opened in another browser, redirects off-site,
// lobby flooding and rate limits that a header or an alias could get around. Every refusal is a 4xx
// JSON error that changes nothing.
import { beforeAll, describe, expect, it } from "vitest";
import { createECDH } from "node:crypto";
import { ApiClient } from "../support/client";
import {
  APP_URL,
  emailUser,
  guest,
  inProcessApp,
  moveId,
  startedGame,
  viaCloudFront,
  type Caller,
  type InProcess,
  type Reply,
} from "./support";

let env: InProcess;

beforeAll(async () => {
  env = await inProcessApp({
    limits: { moveBurst: 1_000_000, movesPerSecond: 1_000_000, signInsPerAddress: 1000, signInsPerClient: 1000 },
  });
});

function refused(reply: Reply, status: number, code: string) {
  expect(reply.status, reply.text.slice(0, 300)).toBe(status);
  expect(reply.body.error.code).toBe(code);
  expect(reply.body.error.message.length).toBeGreaterThan(10);
}

function linkIn(address: string): string {
  const mail = env.mails.filter((m) => m.to === address).at(-1)!;
  const url = new URL(/https?:\/\/\S+\/auth\/verify\?token=[\w-]+/.exec(mail.text)![0]);
  return url.pathname + url.search;
}

describe("bad input that once got a 5xx", () => {
  it("refuses path ids longer or stranger than any id, before the store is asked", async () => {
    const { id, callers } = await startedGame(env, "yucata", 2, { firstPlayer: 1 });
    const long = "a".repeat(3000);
    const move = { version: 0, move: { card: 2 }, clientMoveId: moveId() };
    for (const [method, path, body] of [
      ["GET", `/api/games/${long}`, undefined],
      ["GET", `/api/games/${long}/events`, undefined],
      ["POST", `/api/games/${long}/join`, {}],
      ["POST", `/api/games/${long}/moves`, move],
      ["GET", `/api/games/${encodeURIComponent("EV#1")}`, undefined],
    ] as const) {
      refused(await callers[1]!.request(method, path, body), 404, "game-not-found");
    }
    refused(await callers[1]!.get(`/api/users/${long}`), 404, "user-not-found");
    expect((await callers[1]!.get(`/api/games/${id}`)).body.version).toBe(0);
  });

  it("answers an oEmbed url that is not valid percent-encoding with a 404", async () => {
    refused(await env.caller().get(`/oembed?url=${encodeURIComponent(`${APP_URL}/g/%`)}&format=json`), 404, "game-not-found");
  });

  it("parses every game's options strictly and stores only what was parsed", async () => {
    const creator = await guest(env, "Options");
    let nested: unknown = 1;
    for (let i = 0; i < 40; i++) nested = { a: nested };
    for (const options of [{ x: 1e200 }, { board: "default", "": 1 }, { ballGames: 3, deep: nested }]) {
      refused(await creator.post("/api/games", { game: "balam", players: 3, options }), 400, "bad-options");
    }
    for (const game of ["yucata", "yucatan", "rio-de-la-plata"]) {
      refused(await creator.post("/api/games", { game, players: 2, options: { extra: true } }), 400, "bad-options");
    }
    const created = await creator.post("/api/games", { game: "balam", players: 3, options: { ballGames: 3 } });
    expect(created.status).toBe(201);
    expect((await env.games.get(created.body.id))!.options).toEqual({ ballGames: 3, board: "default", dieFaces: [0, 1, 1, 2, 3, "skull"] });
    expect((await creator.get("/api/me/games")).body.games).toHaveLength(1);
  });

  it("refuses a push subscription whose keys are not a P-256 point and a 16-byte secret", async () => {
    const user = await guest(env, "Push");
    const point = createECDH("prime256v1");
    point.generateKeys();
    const good = point.getPublicKey();
    const offCurve = Buffer.from(good);
    offCurve[64]! ^= 1;
    const compressed = point.getPublicKey(null, "compressed");
    const auth16 = Buffer.alloc(16, 7).toString("base64url");
    const subscribe = (p256dh: string, auth = auth16) =>
      user.post("/api/me/push", { endpoint: "https://push.example.net/send/abc", keys: { p256dh, auth } });
    for (const p256dh of [
      offCurve.toString("base64url"),
      compressed.toString("base64url"),
      "A".repeat(87),
      `${good.toString("base64url")}!`,
    ]) {
      refused(await subscribe(p256dh), 400, "bad-request");
    }
    refused(await subscribe(good.toString("base64url"), Buffer.alloc(12).toString("base64url")), 400, "bad-request");
    expect(await env.users.pushSubscriptions((await user.get("/api/me")).body.user.id)).toHaveLength(0);
    expect((await subscribe(good.toString("base64url"))).status).toBe(201);
  });

  it("answers 409 client-move-id-reused when a retry's move differs from the first", async () => {
    const { id, callers } = await startedGame(env, "yucata", 2, { firstPlayer: 1 });
    const clientMoveId = moveId();
    expect((await callers[1]!.post(`/api/games/${id}/moves`, { version: 0, move: { card: 2 }, clientMoveId })).status).toBe(200);
    expect((await callers[1]!.post(`/api/games/${id}/moves`, { version: 0, move: { card: 2 }, clientMoveId })).status).toBe(200);
    refused(
      await callers[1]!.post(`/api/games/${id}/moves`, { version: 0, move: { card: 3 }, clientMoveId }),
      409,
      "client-move-id-reused",
    );
    expect((await callers[1]!.get(`/api/games/${id}`)).body.version).toBe(1);
  });

  it("stops reading a body at the size limit", async () => {
    let read = 0;
    const chunk = new Uint8Array(64 * 1024).fill(0x20);
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (read >= 10 * 1024 * 1024) return controller.close();
        read += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const response = await env.app.request("/api/auth/guest", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body,
      duplex: "half",
    } as RequestInit);
    expect(response.status).toBe(413);
    expect((await response.json()).error.code).toBe("too-large");
    expect(read).toBeLessThan(1024 * 1024);
  });
});

describe("vacations", () => {
  it("bounds dates to a year back and two ahead, and counts the allowance without walking the days", async () => {
    const user = await guest(env, "Away");
    const today = env.now().toISOString().slice(0, 10);
    const day = (offset: number) => new Date(Date.parse(`${today}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
    refused(
      await user.request("PUT", "/api/me/vacations", { vacations: [{ from: "0000-01-01", to: "9999-12-31" }] }),
      400,
      "vacation-dates",
    );
    refused(
      await user.request("PUT", "/api/me/vacations", { vacations: [{ from: "0000-01-01", to: "0000-01-02" }] }),
      400,
      "vacation-dates",
    );
    refused(
      await user.request("PUT", "/api/me/vacations", { vacations: [{ from: day(2 * 366 + 1), to: day(2 * 366 + 2) }] }),
      400,
      "vacation-dates",
    );
    refused(await user.request("PUT", "/api/me/vacations", { vacations: [{ from: day(-367), to: day(-366) }] }), 400, "vacation-dates");
    // 31 days in one calendar year, split over two entries, are one too many.
    const year = Number(today.slice(0, 4)) + 1;
    const over = await user.request("PUT", "/api/me/vacations", {
      vacations: [
        { from: `${year}-03-01`, to: `${year}-03-20` },
        { from: `${year}-07-01`, to: `${year}-07-11` },
      ],
    });
    refused(over, 400, "vacation-allowance");
    expect(over.body.error.message).toContain(`31 days of vacation in ${year}`);
    // 40 days across New Year are 20 in each year.
    const across = await user.request("PUT", "/api/me/vacations", { vacations: [{ from: `${year}-12-12`, to: `${year + 1}-01-20` }] });
    expect(across.status, across.text).toBe(200);
    expect((await user.get("/api/me")).body.user.vacations).toEqual([{ from: `${year}-12-12`, to: `${year + 1}-01-20` }]);
  });
});

describe("where a sign-in leads", () => {
  it("falls back to / for a next page that the browser would read as another site, or that holds control characters", async () => {
    for (const next of [
      "/\t/127.0.0.1:9999/x",
      "/\n/evil.example/x",
      "/\\evil.example",
      "//evil.example/x",
      "https://evil.example/",
      "/x\r\nSet-Cookie: a=b",
      "/x\u0000y",
    ]) {
      const address = `next-${moveId()}@example.org`;
      const caller = env.caller();
      expect((await caller.post("/api/auth/email", { email: address, next })).status).toBe(202);
      const verified = await caller.get(linkIn(address));
      expect(verified.status, `${JSON.stringify(next)}: ${verified.text}`).toBe(303);
      expect(verified.headers.get("location"), JSON.stringify(next)).toBe("/");
    }
    const address = `next-${moveId()}@example.org`;
    const caller = env.caller();
    await caller.post("/api/auth/email", { email: address, next: "/play/abc?x=1#top" });
    expect((await caller.get(linkIn(address))).headers.get("location")).toBe("/play/abc?x=1#top");
  });
});

describe("the lobby", () => {
  it("keeps ten open games per player, and filters in the query so that a flood hides no other game", { timeout: 120_000 }, async () => {
    const quiet = await guest(env, "Quiet");
    const waiting = (await quiet.post("/api/games", { game: "balam", players: 3 })).body.id;
    const flooders: Caller[] = [];
    for (let f = 0; f < 11; f++) {
      const flooder = await guest(env, `Flood ${f}`);
      // Three days a move, so that every filter below has the flood on one side and the quiet game on the other.
      for (let i = 0; i < 10; i++)
        expect((await flooder.post("/api/games", { game: "yucata", players: 2, timePerMoveDays: 3 })).status).toBe(201);
      flooders.push(flooder);
    }
    refused(await flooders[0]!.post("/api/games", { game: "yucata", players: 2 }), 409, "too-many-open-games");
    expect((await flooders[0]!.get("/api/me/games")).body.games).toHaveLength(10);
    for (const filter of ["game=balam", "players=3", "timePerMoveDays=none", "game=balam&players=3&timePerMoveDays=none"]) {
      expect(
        (await quiet.get(`/api/lobby?${filter}`)).body.games.map((g: { id: string }) => g.id),
        filter,
      ).toContain(waiting);
    }
    for (const filter of ["game=yucata", "players=2", "timePerMoveDays=3"]) {
      expect(
        (await quiet.get(`/api/lobby?${filter}`)).body.games.map((g: { id: string }) => g.id),
        filter,
      ).not.toContain(waiting);
    }
    // Once one of them is taken, the flooder may open another.
    expect((await quiet.post(`/api/games/${(await flooders[0]!.get("/api/me/games")).body.games[0].id}/join`)).status).toBe(200);
    expect((await flooders[0]!.post("/api/games", { game: "yucata", players: 2 })).status).toBe(201);
  });
});

describe("a sign-in link opened in another browser (login CSRF)", () => {
  /** The hidden fields of the confirmation page's form, as the browser would post them. */
  function formOf(page: Reply): string {
    const field = (name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(page.text)![1]!;
    return new URLSearchParams({ token: field("token"), confirmation: field("confirmation") }).toString();
  }
  const FORM = { "content-type": "application/x-www-form-urlencoded" };

  it("asks a guest before attaching its games to the link's address, and only a POST from its own page does it", async () => {
    const attacker = env.caller();
    const address = `taker-${moveId()}@example.org`;
    expect((await attacker.post("/api/auth/email", { email: address })).status).toBe(202);
    const victim = await guest(env, "Victim");
    const { id } = await startedGameFor(victim);
    const victimId = (await victim.get("/api/me")).body.user.id;

    const page = await victim.get(linkIn(address));
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toMatch(/^text\/html/);
    expect(page.headers.get("cache-control")).toBe("no-store");
    expect(page.text).toContain(`Sign in as ${address} and attach your guest games to it?`);
    expect(page.headers.get("set-cookie")).toMatch(/tp_signin=[\w-]{43};.*HttpOnly.*SameSite=Lax/i);
    expect((await victim.get("/api/me")).body.user).toMatchObject({ id: victimId, guest: true, email: null });

    // The attacker's own copy of the page, or a post from its site, signs nobody in.
    const otherPage = await env.caller().get(linkIn(address));
    refused(await victim.request("POST", "/auth/verify", formOf(otherPage), FORM), 403, "bad-confirmation");
    refused(await victim.request("POST", "/auth/verify", formOf(page), { ...FORM, origin: "https://evil.example" }), 403, "bad-origin");
    refused(await victim.request("POST", "/auth/verify", formOf(page), { ...FORM, "sec-fetch-site": "cross-site" }), 403, "bad-origin");
    expect((await victim.get("/api/me")).body.user).toMatchObject({ id: victimId, guest: true, email: null });
    expect((await victim.get(`/api/games/${id}`)).body.seat).toBe(0);
  });

  it("signs in at once with any link the browser asked for", async () => {
    const address = `twice-${moveId()}@example.org`;
    const browser = env.caller();
    const asked = await browser.post("/api/auth/email", { email: address, next: "/first" });
    // A browser sends it where the next link is asked for, not only where links are opened.
    expect(asked.headers.get("set-cookie")).toMatch(/tp_signin=[\w-]{43};(.*;)? Path=\/(;|$)/i);
    const first = linkIn(address);
    await browser.post("/api/auth/email", { email: address, next: "/second" });
    expect((await browser.get(first)).headers.get("location")).toBe("/first");
    expect((await browser.get("/api/me")).body.user.email).toBe(address);
  });

  it("merges a guest that confirms on its own page, and the link is then used up", async () => {
    const address = `mine-${moveId()}@example.org`;
    await env.caller().post("/api/auth/email", { email: address }); // asked on the phone, opened on the laptop
    const laptop = await guest(env, "Laptop");
    const guestId = (await laptop.get("/api/me")).body.user.id;
    const page = await laptop.get(linkIn(address));
    const confirmed = await laptop.request("POST", "/auth/verify", formOf(page), FORM);
    expect(confirmed.status, confirmed.text).toBe(303);
    expect(confirmed.headers.get("location")).toBe("/");
    expect((await laptop.get("/api/me")).body.user).toMatchObject({ id: guestId, guest: false, email: address });
    refused(await laptop.request("POST", "/auth/verify", formOf(page), FORM), 400, "link-expired");
    refused(await env.caller().get(linkIn(address)), 400, "link-expired");
  });

  it("attaches a guest's seats to the account whose address it confirms, so that nothing is lost", async () => {
    const address = `known-${moveId()}@example.org`;
    const account = await emailUser(env, address);
    const accountId = (await account.get("/api/me")).body.user.id;
    // On a phone, as a guest, the player sits in two games, then confirms the address from a link opened
    // on another browser's page: it asks first, naming what it attaches.
    const phone = await guest(env, "Phone");
    const first = await startedGameFor(phone);
    const second = await startedGameFor(phone);
    await env.caller().post("/api/auth/email", { email: address });
    const page = await phone.get(linkIn(address));
    expect(page.text).toContain(`Sign in as ${address} and attach your guest games to it?`);
    expect((await phone.get(`/api/games/${first.id}`)).body.seat, "nothing moves before the answer").toBe(0);
    expect((await phone.request("POST", "/auth/verify", formOf(page), FORM)).status).toBe(303);
    expect((await phone.get("/api/me")).body.user).toMatchObject({ id: accountId, email: address });
    for (const { id } of [first, second]) {
      expect((await phone.get(`/api/games/${id}`)).body.seat).toBe(0);
      expect((await account.get(`/api/games/${id}`)).body.seat, "the account's other sessions see the seat too").toBe(0);
    }
    const listed = (await account.get("/api/me/games")).body.games.map((g: { id: string }) => g.id);
    expect(listed).toEqual(expect.arrayContaining([first.id, second.id]));
    // The guest's own link, asked in this browser, does the same without a page.
    const tablet = await guest(env, "Tablet");
    const third = await startedGameFor(tablet);
    await tablet.post("/api/auth/email", { email: address });
    expect((await tablet.get(linkIn(address))).status).toBe(303);
    expect((await account.get(`/api/games/${third.id}`)).body.seat).toBe(0);
  });

  it("never switches a signed-in player to another account without asking, and asks in the player's language", async () => {
    const owner = await emailUser(env, `owner-${moveId()}@example.org`);
    await owner.request("PATCH", "/api/me", { lang: "fr" });
    const address = `other-${moveId()}@example.org`;
    await env.caller().post("/api/auth/email", { email: address });
    const page = await owner.get(linkIn(address));
    expect(page.status).toBe(200);
    expect(page.text).toContain(`Se connecter en tant que ${address} ?`);
    expect(page.text).toContain("vous quitterez ce compte");
    const me = (await owner.get("/api/me")).body.user;
    expect(me.email).toMatch(/^owner-/);
    // A browser nobody is signed in on reads the page in the language it asks for.
    const french = await env.caller().get(linkIn(address), { "accept-language": "fr-CA,fr;q=0.9" });
    expect(french.text).toContain(`<html lang="fr">`);
    const english = await env.caller().get(linkIn(address), { "accept-language": "en-GB" });
    expect(english.text).toContain(`Sign in as ${address}?`);
  });
});

/** A started game in which `caller` holds seat 0. */
async function startedGameFor(caller: Caller) {
  const created = await caller.post("/api/games", { game: "yucata", players: 2, options: { firstPlayer: 1 } });
  expect((await (await guest(env, "Opponent")).post(`/api/games/${created.body.id}/join`)).status).toBe(200);
  return { id: created.body.id as string };
}

describe("rate limits that a header or an alias got around", () => {
  let limited: InProcess;
  /** A caller whose connection comes from `ip` (as the Lambda event or the socket says). */
  const from = (ip: string): Caller =>
    new ApiClient({ request: (path, init) => limited.app.request(path, init, { incoming: { socket: { remoteAddress: ip } } }) });

  beforeAll(async () => {
    limited = await inProcessApp({
      limits: { signInsPerClient: 3, signInsPerAddress: 2, guestsPerClient: 3, gamesPerUser: 3, writeBurst: 5, writesPerSecond: 1 },
    });
  });

  it("trusts CloudFront-Viewer-Address only with CloudFront's secret", async () => {
    const client = from("203.0.113.7");
    for (let i = 0; i < 3; i++) {
      const reply = await client.post(
        "/api/auth/email",
        { email: `spoof${i}@example.org` },
        { "cloudfront-viewer-address": `10.9.9.${i}:443` },
      );
      expect(reply.status).toBe(202);
    }
    refused(
      await client.post("/api/auth/email", { email: "spoof9@example.org" }, { "cloudfront-viewer-address": "10.9.9.9:443" }),
      429,
      "too-many-sign-ins",
    );
    // Through CloudFront, each viewer has its own count.
    expect((await client.post("/api/auth/email", { email: "viewer@example.org" }, viaCloudFront("198.51.100.1"))).status).toBe(202);
  });

  it("counts sign-in mails per mailbox, however the address is spelled", async () => {
    const mailbox = (spellings: string[]) =>
      Promise.all(spellings.map((email, i) => from(`192.0.2.${i + 1}`).post("/api/auth/email", { email })));
    expect((await mailbox(["jo+a@example.org", "Jo+b@Example.org"])).map((r) => r.status)).toEqual([202, 202]);
    refused(await from("192.0.2.9").post("/api/auth/email", { email: "jo@example.org" }), 429, "too-many-sign-ins");
    expect((await mailbox(["j.doe@gmail.com", "jdoe+x@googlemail.com"])).map((r) => r.status)).toEqual([202, 202]);
    refused(await from("192.0.2.9").post("/api/auth/email", { email: "J.D.O.E@gmail.com" }), 429, "too-many-sign-ins");
    // Elsewhere a dot makes another mailbox.
    expect((await from("192.0.2.9").post("/api/auth/email", { email: "j.o@example.org" })).status).toBe(202);
  });

  it("limits guest accounts per client, games per player, and other writes per player", async () => {
    const client = from("203.0.113.50");
    for (let i = 0; i < 3; i++) expect((await client.post("/api/auth/guest", { name: `G${i}` })).status).toBe(200);
    refused(await client.post("/api/auth/guest", { name: "G3" }), 429, "too-many-guests");

    const creator = from("203.0.113.51");
    expect((await creator.post("/api/auth/guest", { name: "Maker" })).status).toBe(200);
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push((await creator.post("/api/games", { game: "yucata", players: 2 })).body.id);
    refused(await creator.post("/api/games", { game: "yucata", players: 2 }), 429, "too-many-games");
    expect((await creator.get("/api/me/games")).body.games).toHaveLength(3);

    const hook = () => creator.request("PUT", `/api/games/${ids[0]}/webhook`, { url: null });
    expect((await hook()).status).toBe(200); // the four creations and this write use the burst of 5
    const limitedHook = await hook();
    refused(limitedHook, 429, "too-many-requests");
    expect(Number(limitedHook.headers.get("retry-after"))).toBeGreaterThan(0);
    limited.advance(2000);
    expect((await hook()).status).toBe(200);
  });
});
