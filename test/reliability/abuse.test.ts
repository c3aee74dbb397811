// The abuse cases of docs/reliability.md's route table that no other suite tried: each request is what an
// attacker would send (a stranger's game, nobody where a player is needed, a seat link where an account
// is needed, another's or a forged token), and each must be a 4xx JSON error that changes nothing.
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSite } from "../../functions/local/site";
import { Tokens } from "../../functions/service/tokens";
import { seatToken } from "../support/client";
import { befriend } from "../support/friends";
import { ROUND_ROBIN, emailUser, guest, inProcessApp, moveId, startedGame, type Caller, type InProcess, type Reply } from "./support";

let env: InProcess;
let game: { id: string; callers: Caller[] };
let stranger: Caller;
let nobody: Caller;

/** A league's answers and its start: an account's, refused before any league is read, whatever its id. */
const LEAGUE_ANSWERS = (["accept", "decline", "start"] as const).map((action): [string, string, unknown] => [
  "POST",
  `/api/leagues/no-such-league/${action}`,
  undefined,
]);

beforeAll(async () => {
  env = await inProcessApp();
  game = await startedGame(env, "yucata", 2, { firstPlayer: 1 });
  // A private game's started: only its two players may read it.
  const created = await game.callers[0]!.post("/api/games", { game: "yucata", players: 2, private: true, options: { firstPlayer: 1 } });
  const joined = await game.callers[1]!.post(`/api/games/${created.body.id}/join`);
  if (joined.status !== 200) throw new Error(`join failed: ${joined.text}`);
  game = { id: created.body.id, callers: game.callers };
  stranger = await guest(env, "Stranger");
  nobody = env.caller();
});

/** What a game's players and the stranger hold of it: the game item, its events and the stranger's games. */
async function snapshot(): Promise<string> {
  const mine = (await stranger.get("/api/me/games")).body;
  return JSON.stringify([await env.games.get(game.id), await env.games.events(game.id, 0, 1000), mine]);
}

function refused(reply: Reply, what: string) {
  expect(reply.status, `${what} → ${reply.status} ${reply.text.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
  expect(reply.status, `${what} → ${reply.status} ${reply.text.slice(0, 200)}`).toBeLessThan(500);
  expect(reply.headers.get("content-type"), what).toMatch(/^application\/json/);
  expect(typeof reply.body?.error?.code, what).toBe("string");
}

describe("a stranger's reach into another's game", () => {
  it("a stranger and nobody read nothing of a private game, on every route under it", async () => {
    const paths = ["", "/events", "/history/0", "/export", "/chat", "/note", "/takeback", "/queue", "/queue/options", "/rhythms"];
    for (const caller of [stranger, nobody])
      for (const path of paths) {
        const reply = await caller.get(`/api/games/${game.id}${path}`);
        refused(reply, `GET ${path}`);
        expect(reply.text, path).not.toContain("Seat 0");
      }
  });

  it("a stranger changes nothing in another's game, on every route that writes to it", async () => {
    const before = await snapshot();
    const writes: [string, string, unknown][] = [
      ["POST", "/moves", { version: 0, move: { card: 1 }, clientMoveId: moveId() }],
      ["POST", "/join", {}],
      ["POST", "/cancel", {}],
      ["POST", "/visit", { version: 0 }],
      ["PUT", "/mute", { muted: true }],
      ["POST", "/chat", { text: "spam" }],
      ["PUT", "/webhook", { url: "https://discord.com/api/webhooks/1/x" }],
      ["PUT", "/note", { text: "mine now" }],
      ["POST", "/undo", { version: 0 }],
      ["POST", "/takeback", { version: 0 }],
      ["POST", "/takeback/answer", { accept: true }],
      ["POST", "/rematch", {}],
      ["PUT", "/queue", { version: 0, branches: [] }],
      ["DELETE", "/queue", undefined],
    ];
    for (const caller of [stranger, nobody])
      for (const [method, path, body] of writes)
        refused(await caller.request(method, `/api/games/${game.id}${path}`, body), `${method} ${path}`);
    expect(await snapshot()).toBe(before);
  });

  it("a seat link acts for its seat only, never for the account behind it", async () => {
    const created = await (await guest(env, "Linked")).post("/api/games", { game: "yucata", players: 2 });
    const linked = env.caller();
    linked.bearer = seatToken(created.body.seatLink);
    const accountRoutes: [string, string, unknown][] = [
      ["GET", "/api/me", undefined],
      ["PATCH", "/api/me", { name: "Taken over" }],
      ["PUT", "/api/me/vacations", { vacations: [] }],
      ["POST", "/api/me/push/remove", { endpoint: "https://push.example/x" }],
      ["POST", "/api/me/mail-links/revoke", undefined],
      ["GET", "/api/me/games", undefined],
      ["POST", "/api/me/calendar", {}],
      ["DELETE", "/api/me/calendar", undefined],
      ["POST", "/api/games", { game: "yucata", players: 2 }],
      ["POST", "/api/tournaments", ROUND_ROBIN],
      ...LEAGUE_ANSWERS,
    ];
    for (const [method, path, body] of accountRoutes) {
      const reply = await linked.request(method, path, body);
      refused(reply, `${method} ${path}`);
      expect(reply.body.error.code, `${method} ${path}`).toBe("seat-link-only");
    }
  });

  it("nobody signed in is refused every route of an account", async () => {
    const accountRoutes: [string, string, unknown][] = [
      ["GET", "/api/me", undefined],
      ["PATCH", "/api/me", { name: "Nobody" }],
      ["PUT", "/api/me/vacations", { vacations: [] }],
      ["POST", "/api/me/push", { endpoint: "https://push.example/x", keys: { p256dh: "x", auth: "y".repeat(22) } }],
      ["POST", "/api/me/push/remove", { endpoint: "https://push.example/x" }],
      ["POST", "/api/me/mail-links/revoke", undefined],
      ["GET", "/api/me/games", undefined],
      ["GET", "/api/me/calendar", undefined],
      ["POST", "/api/me/calendar", {}],
      ["DELETE", "/api/me/calendar", undefined],
      ["POST", "/api/games", { game: "yucata", players: 2 }],
      ["POST", "/api/tournaments", ROUND_ROBIN],
      ["POST", "/api/leagues", {}],
      ...LEAGUE_ANSWERS,
    ];
    for (const [method, path, body] of accountRoutes) {
      const reply = await nobody.request(method, path, body);
      refused(reply, `${method} ${path}`);
      expect(reply.status, `${method} ${path}`).toBe(401);
    }
  });
});

describe("a tournament belongs to its creator and its entrants", () => {
  it("a tournament is started only by its creator, and left only by an entrant", async () => {
    // Tournament games are rated: only members enter.
    const host = await emailUser(env, `host-${moveId()}@example.org`);
    const entrant = await emailUser(env, `entrant-${moveId()}@example.org`);
    const created = await host.post("/api/tournaments", ROUND_ROBIN);
    expect(created.status, created.text).toBe(201);
    const id = created.body.id as string;
    expect((await entrant.post(`/api/tournaments/${id}/join`)).status).toBe(200);
    const before = (await host.get(`/api/tournaments/${id}`)).body;
    const start = await stranger.post(`/api/tournaments/${id}/start`);
    refused(start, "start");
    expect(start.status).toBe(403);
    refused(await stranger.post(`/api/tournaments/${id}/leave`), "leave");
    for (const action of ["join", "leave", "start"]) refused(await nobody.post(`/api/tournaments/${id}/${action}`), action);
    expect((await host.get(`/api/tournaments/${id}`)).body).toEqual(before);
  });
});

describe("what anyone may read tells no secret", () => {
  it("a profile tells a stranger no address, and the lobby lists no private game", async () => {
    const address = `abuse-${moveId()}@example.org`;
    const owner = await emailUser(env, address);
    const me = (await owner.get("/api/me")).body.user;
    const open = await owner.post("/api/games", { game: "yucata", players: 2, private: true });
    expect(open.status).toBe(201);
    const profile = await stranger.get(`/api/users/${me.id}`);
    expect(profile.status).toBe(200);
    expect(profile.text).not.toContain(address);
    expect(profile.text).not.toContain(open.body.id);
    const lobby = await stranger.get("/api/lobby");
    expect(lobby.status).toBe(200);
    expect(lobby.text).not.toContain(open.body.id);
  });

  it("the list of leagues names no private league", async () => {
    const [a, b] = [await emailUser(env, `league-a-${moveId()}@example.org`), await emailUser(env, `league-b-${moveId()}@example.org`)];
    const players = [(await a.get("/api/me")).body.user.id, (await b.get("/api/me")).body.user.id];
    await befriend({ client: a, id: players[0] }, { client: b, id: players[1] });
    const league = {
      name: "Quiet league",
      game: "yucata",
      tableSize: 2,
      timePerMoveDays: 3,
      timeoutPolicy: "bot",
      moves: 0,
      divisions: [players],
    };
    const hidden = await a.post("/api/leagues", { ...league, private: true });
    expect(hidden.status, hidden.text).toBe(201);
    const shown = await a.post("/api/leagues", { ...league, name: "Open league" });
    const listed = (await stranger.get("/api/leagues")).body.leagues.map((l: { id: string }) => l.id);
    expect(listed).toContain(shown.body.id);
    expect(listed).not.toContain(hidden.body.id);
  });
});

describe("tokens that are forged or of another kind", () => {
  it("an unsubscribe link that is forged, of another kind or signed by another key changes nothing", async () => {
    const address = `unsub-${moveId()}@example.org`;
    const owner = await emailUser(env, address);
    const id = (await owner.get("/api/me")).body.user.id as string;
    const tokens = new Tokens(env.config.sessionSecret, env.now);
    const foreign = new Tokens(new TextEncoder().encode("another-key-another-key-another-key"), env.now);
    const bad = [await tokens.session(id), await foreign.unsubscribe(id), "x.y.z", ""];
    for (const token of bad) {
      const path = `/api/unsubscribe?token=${encodeURIComponent(token)}`;
      refused(await nobody.get(path), `GET ${token.slice(0, 20)}`);
      const reply = await nobody.request("POST", path, "List-Unsubscribe=One-Click", {
        "content-type": "application/x-www-form-urlencoded",
      });
      refused(reply, `POST ${token.slice(0, 20)}`);
      expect(reply.body.error.code).toBe("bad-unsubscribe-link");
    }
    expect((await owner.get("/api/me")).body.user.turnEmails).toBe(true);
  });
});

describe("bodies that are not what they say", () => {
  // Found by the fuzz suite once it took its routes from the app: a form that cannot be read was a 500.
  it("a sign-in confirmation whose form cannot be read is refused with a 400", async () => {
    for (const type of ["multipart/form-data; boundary=x", "multipart/form-data"]) {
      const reply = await nobody.request("POST", "/auth/verify", "--y\r\nnot a form", { "content-type": type });
      refused(reply, type);
      expect(reply.status, type).toBe(400);
    }
  });
});

describe("the local site's files", () => {
  let webDir: string;
  afterAll(async () => {
    await rm(webDir, { recursive: true, force: true });
  });

  it("serves no file from outside the web client's folder, however the path is spelled", async () => {
    webDir = await mkdtemp(join(tmpdir(), "turnpost-web-"));
    await writeFile(join(webDir, "index.html"), "<!doctype html><title>Turnpost</title>");
    await mkdir(join(webDir, "assets"));
    await writeFile(join(webDir, "assets", "app.js"), "export const served = 1;");
    const site = createSite(env.app, webDir, webDir);
    // It does serve its own files: the paths below are refused for where they lead.
    expect(await (await site.request("/assets/app.js")).text()).toContain("served");
    for (const path of [
      "/assets/../../package.json",
      "/assets/..%2f..%2fpackage.json",
      "/%2e%2e/%2e%2e/package.json",
      "/assets/%2e%2e%5cpackage.json",
    ]) {
      const reply = await site.request(path);
      expect(await reply.text(), path).not.toContain('"devDependencies"');
    }
  });
});
