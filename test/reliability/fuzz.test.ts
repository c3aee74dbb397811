// Bad input: fast-check makes malformed and hostile bodies, headers and path values for every endpoint
// and sends them in-process against DynamoDB Local. Never a 5xx; every error is a 4xx JSON
// `{error:{code,message}}`; and the stored games are unchanged afterwards. Then, for every game, random
// JSON and well-formed but illegal moves are refused with the rule's reason.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import fc from "fast-check";
import { randomPlayout } from "../../shared/engine/play";
import { GAME_IDS, gameRules, loadGames } from "../../shared/games/index";
import { guest, inProcessApp, moveId, reportFigures, startedGame, type Caller, type InProcess, type Reply } from "./support";

await loadGames();

const SEED = Number(process.env.FUZZ_SEED ?? 20_261_121);
const PER_KIND = process.env.SOAK === "1" ? 20_000 : 3_400; // bodies, headers, paths: over 10,000 a run
const BATCH = 48;

let env: InProcess;
let owner: Caller;
let other: Caller;
let ids: { active: string; played: string; open: string };
/** A game of the owner's outside the snapshot: a valid webhook (a null one) is a legitimate change. */
let webhookGame: string;
const figures = {
  seed: SEED,
  requests: 0,
  bodies: 0,
  headers: 0,
  paths: 0,
  answered2xx: 0,
  answered4xx: 0,
  answered5xx: 0,
  illegalMoves: 0,
  randomMoves: 0,
  stateChanged: 0,
};

beforeAll(async () => {
  env = await inProcessApp({
    limits: {
      moveBurst: 1_000_000,
      movesPerSecond: 1_000_000,
      writeBurst: 1_000_000,
      writesPerSecond: 1_000_000,
      signInsPerAddress: 1_000_000,
      signInsPerClient: 1_000_000,
    },
  });
  const active = await startedGame(env, "yucata", 2, { firstPlayer: 1 });
  const played = await startedGame(env, "yucata", 2, { firstPlayer: 1 });
  await played.callers[1]!.post(`/api/games/${played.id}/moves`, { version: 0, move: { card: 2 }, clientMoveId: moveId() });
  // The fuzzing caller created the played game and sits in the open one, so a body-less join changes
  // nothing, cancelling the played game is too late, and the open game is someone else's to cancel.
  owner = played.callers[0]!;
  other = active.callers[1]!;
  const stranger = await guest(env, "Stranger");
  const open = (await stranger.post("/api/games", { game: "balam", players: 3 })).body.id;
  await owner.post(`/api/games/${open}/join`);
  ids = { active: active.id, played: played.id, open };
  webhookGame = (await owner.post("/api/games", { game: "yucata", players: 2 })).body.id;
});

afterAll(async () => {
  await reportFigures("fuzz", figures);
});

async function snapshot(): Promise<string> {
  const parts = [];
  for (const id of Object.values(ids)) parts.push(JSON.stringify([await env.games.get(id), await env.games.events(id, 0, 1000)]));
  return parts.join("\n");
}

function check(reply: Reply, what: string) {
  figures.requests++;
  if (reply.status >= 500) figures.answered5xx++;
  else if (reply.status >= 400) figures.answered4xx++;
  else figures.answered2xx++;
  expect(reply.status, `${what} → ${reply.status} ${reply.text.slice(0, 300)}`).toBeLessThan(500);
  if (reply.status >= 400) {
    expect(reply.headers.get("content-type"), what).toMatch(/^application\/json/);
    expect(typeof reply.body?.error?.code, `${what}: ${reply.text.slice(0, 200)}`).toBe("string");
    expect(reply.body.error.message.length, what).toBeGreaterThan(5);
  }
}

async function inBatches<T>(items: T[], send: (item: T) => Promise<void>) {
  for (let i = 0; i < items.length; i += BATCH) await Promise.all(items.slice(i, i + BATCH).map(send));
}

type Route = { method: string; path: () => string; valid: unknown };
const ROUTES: Route[] = [
  { method: "POST", path: () => "/api/auth/email", valid: { email: "a@example.org", next: "/x" } },
  { method: "POST", path: () => "/api/auth/guest", valid: { name: "Ann" } },
  { method: "PATCH", path: () => "/api/me", valid: { name: "Ann", lang: "fr", timeZone: "Europe/Paris" } },
  { method: "PUT", path: () => "/api/me/vacations", valid: { vacations: [{ from: "2026-01-01", to: "2026-01-02" }] } },
  {
    method: "POST",
    path: () => "/api/me/push",
    valid: { endpoint: "https://push.example/x", keys: { p256dh: "x".repeat(30), auth: "y".repeat(10) } },
  },
  { method: "POST", path: () => "/api/me/push/remove", valid: { endpoint: "https://push.example/x" } },
  { method: "POST", path: () => "/api/games", valid: { game: "yucata", players: 2, options: { firstPlayer: 1 }, private: true } },
  { method: "POST", path: () => `/api/games/${ids.played}/join`, valid: {} },
  { method: "POST", path: () => `/api/games/${ids.played}/moves`, valid: { version: 7, move: { card: 9 }, clientMoveId: "abcdefgh" } },
  { method: "POST", path: () => `/api/games/${ids.active}/moves`, valid: { version: 0, move: { card: 9 }, clientMoveId: "abcdefgh" } },
  { method: "POST", path: () => `/api/games/${ids.played}/cancel`, valid: {} },
  { method: "POST", path: () => `/api/games/${ids.open}/cancel`, valid: {} },
  { method: "PUT", path: () => `/api/games/${ids.played}/mute`, valid: { muted: true } },
  { method: "PUT", path: () => `/api/games/${webhookGame}/webhook`, valid: { url: "https://discord.com/api/webhooks/1/x" } },
  { method: "POST", path: () => "/api/auth/logout", valid: {} },
];

/** A valid body bent out of shape: a field replaced, removed, renamed or added; or something else entirely. */
const hostileValue = fc.oneof(
  fc.anything({ maxDepth: 3 }),
  fc.constantFrom(
    -1,
    1e308,
    -0,
    2 ** 53,
    0.5,
    "",
    " ",
    "0",
    "true",
    null,
    [],
    {},
    "\u0000",
    "𝕏".repeat(50),
    "<script>alert(1)</script>",
    "'; DROP TABLE games; --",
    "../../etc/passwd",
    "x".repeat(5000),
  ),
);
function bodyArbitrary(valid: unknown) {
  const fields = valid && typeof valid === "object" ? Object.keys(valid) : [];
  const bent = fields.length
    ? fc.tuple(fc.constantFrom(...fields), hostileValue, fc.integer({ min: 0, max: 3 })).map(([field, value, how]) => {
        const copy: Record<string, unknown> = { ...(valid as Record<string, unknown>) };
        if (how === 0) copy[field] = value;
        else if (how === 1) delete copy[field];
        else if (how === 2) copy[`${field}X`] = value;
        else return JSON.stringify({ ...copy, __proto__: { polluted: value }, constructor: { prototype: value } });
        return JSON.stringify(copy);
      })
    : fc.constant("{}");
  return fc.oneof(
    { weight: 5, arbitrary: bent },
    { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify(v)) },
    { weight: 1, arbitrary: fc.string({ maxLength: 200, unit: "binary" }) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        "{",
        "[".repeat(5000),
        `{"a":${"[".repeat(2000)}`,
        '{"version":1e999}',
        "\u0000",
        "null",
        '"x"',
        `{"x":"${"y".repeat(70_000)}"}`,
      ),
    },
  );
}

describe(`fuzzing every endpoint (fast-check seed ${SEED})`, () => {
  it("answers malformed and hostile bodies with a 4xx JSON error and changes nothing", { timeout: 180_000 }, async () => {
    const before = await snapshot();
    const cases = fc.sample(
      fc.tuple(fc.constantFrom(...ROUTES), fc.nat()).chain(([route]) => bodyArbitrary(route.valid).map((body) => ({ route, body }))),
      { numRuns: PER_KIND, seed: SEED },
    );
    await inBatches(cases, async ({ route, body }) => {
      const caller = route.path().includes(ids.active) ? other : owner;
      check(await caller.request(route.method, route.path(), body), `${route.method} ${route.path()} ${body.slice(0, 120)}`);
      figures.bodies++;
    });
    const after = await snapshot();
    if (after !== before) figures.stateChanged++;
    expect(after).toBe(before);
  });

  it("answers hostile headers with a 4xx JSON error or the normal answer, and changes nothing", { timeout: 180_000 }, async () => {
    const before = await snapshot();
    const header = fc.oneof(
      fc.record({
        "content-type": fc.constantFrom(
          "text/plain",
          "application/jsonx",
          "application/json; charset=utf-16",
          "multipart/form-data; boundary=x",
          "",
          "application/x-www-form-urlencoded",
        ),
      }),
      fc.record({
        cookie: fc.oneof(
          fc.string({ maxLength: 300 }),
          fc.constantFrom("tp_session=", "tp_session=a.b.c", "tp_session=eyJhbGciOiJub25lIn0.e30.", `tp_session=${"a".repeat(8000)}`),
        ),
      }),
      fc.record({
        authorization: fc.oneof(
          fc.string({ maxLength: 300 }).map((s) => `Bearer ${s}`),
          fc.constantFrom("Bearer", "Basic YTpi", "Bearer a.b.c", "bearer  x y"),
        ),
      }),
      fc.record({ origin: fc.oneof(fc.webUrl(), fc.constantFrom("null", "http://localhost:3000.evil", "http://LOCALHOST:3000", "")) }),
      fc.record({
        "if-none-match": fc.string({ maxLength: 100 }),
        "accept-language": fc.string({ maxLength: 100 }),
        "cloudfront-viewer-address": fc.string({ maxLength: 60 }),
      }),
      fc.record({ "sec-fetch-site": fc.constantFrom("cross-site", "same-site", "none", "garbage") }),
    );
    const printable = (h: Record<string, string>) =>
      Object.fromEntries(Object.entries(h).map(([k, v]) => [k, v.replace(/[^\x20-\x7e]/g, "?")])); // what HTTP can carry
    const cases = fc.sample(fc.tuple(fc.constantFrom(...ROUTES), header), { numRuns: PER_KIND, seed: SEED + 1 });
    await inBatches(cases, async ([route, headers]) => {
      const caller = route.path().includes(ids.active) ? other : owner;
      check(
        await caller.request(route.method, route.path(), route.valid, printable(headers)),
        `${route.method} ${route.path()} ${JSON.stringify(headers).slice(0, 200)}`,
      );
      figures.headers++;
    });
    const after = await snapshot();
    if (after !== before) figures.stateChanged++;
    expect(after).toBe(before);
  });

  it("answers hostile path and query values with a 4xx JSON error", { timeout: 180_000 }, async () => {
    const before = await snapshot();
    const value = fc.oneof(
      fc.string({ maxLength: 80 }),
      fc.string({ maxLength: 3000, unit: "grapheme" }),
      fc.constantFrom(
        "..",
        "%",
        "%00",
        "%2e%2e%2f",
        "-1",
        "1e9",
        "99999999999999999999",
        "NaN",
        "0x10",
        " 1",
        "GAME",
        "EV#0000000001",
        "' OR 1=1 --",
        ids.played.toUpperCase(),
      ),
    );
    const templates: ((v: string) => [string, string])[] = [
      (v) => ["GET", `/api/games/${v}`],
      (v) => ["GET", `/api/games/${v}/events?after=0`],
      (v) => ["GET", `/api/games/${ids.played}/events?after=${v}`],
      (v) => ["GET", `/api/games/${ids.played}/history/${v}`],
      (v) => ["GET", `/api/games/${v}/export`],
      (v) => ["POST", `/api/games/${v}/join`],
      (v) => ["POST", `/api/games/${v}/moves`],
      (v) => ["POST", `/api/games/${v}/cancel`],
      (v) => ["PUT", `/api/games/${v}/mute`],
      (v) => ["GET", `/auth/verify?token=${v}`],
      (v) => ["GET", `/api/unsubscribe?token=${v}`],
      (v) => ["GET", `/api/mail-move?token=${v}&choice=1`],
      (v) => ["POST", `/api/mail-move?token=${v}&choice=${v}`],
      (v) => ["GET", `/api/${v}`],
    ];
    const cases = fc.sample(fc.tuple(fc.nat({ max: templates.length - 1 }), value, fc.boolean()), { numRuns: PER_KIND, seed: SEED + 2 });
    await inBatches(cases, async ([t, v, raw]) => {
      const wellFormed = v.replace(/[\uD800-\uDFFF]/g, "\uFFFD"); // a URL carries UTF-8, never lone surrogates
      const encoded = raw ? wellFormed.replace(/[^\x21-\x7e]|[#?]/g, (c) => encodeURIComponent(c)) : encodeURIComponent(wellFormed);
      const [method, path] = templates[t]!(encoded);
      const body = method === "GET" ? undefined : { version: 0, move: { card: 9 }, clientMoveId: "abcdefgh" };
      let reply: Reply;
      try {
        reply = await owner.request(method, path, method === "PUT" ? { muted: true } : body);
      } catch (error) {
        throw new Error(`${method} ${path}: the app threw ${(error as Error).message}`);
      }
      check(reply, `${method} ${path.slice(0, 200)}`);
      figures.paths++;
    });
    const after = await snapshot();
    if (after !== before) figures.stateChanged++;
    expect(after).toBe(before);
  });
});

/** Sorted keys, so that two spellings of one move compare equal. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_, v) =>
    v && typeof v === "object" && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b))) : v,
  );
}

describe("every game refuses random and illegal moves with the rule's reason", () => {
  for (const gameId of GAME_IDS) {
    const def = gameRules(gameId);
    it(gameId, { timeout: 60_000 }, async () => {
      const { id, callers } = await startedGame(env, gameId, def.minPlayers);
      const read = async (seat: number) => (await callers[seat]!.get(`/api/games/${id}`)).body;
      // Moves that are legal somewhere in some game of this kind: well-formed, mostly illegal here.
      const elsewhere = randomPlayout(def, { players: def.minPlayers, options: {}, seed: `fuzz-${gameId}` }, { maxMoves: 400 }).moves.map(
        (m) => m.move,
      );
      const chooser = fc.sample(fc.nat(), { numRuns: 200, seed: SEED });
      for (let step = 0; step < 30; step++) {
        const now = await read(0);
        if (now.status !== "active") break;
        const seat = now.awaiting[0] as number;
        const detail = await read(seat);
        const legal = new Set((detail.legalMoves as unknown[]).map(canonical));
        // Well-formed but illegal now: refused with the rule's code and a sentence, never as malformed.
        const illegal = elsewhere.filter((m) => !legal.has(canonical(m))).slice(step * 3, step * 3 + 3);
        for (const move of illegal) {
          const reply = await callers[seat]!.post(`/api/games/${id}/moves`, {
            version: detail.version,
            move,
            clientMoveId: moveId("illegal"),
          });
          check(reply, `${gameId} illegal ${JSON.stringify(move)}`);
          expect(reply.status, `${gameId}: ${JSON.stringify(move)} was accepted but is not among the legal moves`).toBe(400);
          expect(reply.body.error.code).not.toMatch(/^(bad-move|bad-request|internal)$/);
          expect(reply.body.error.message).toMatch(/\w+ \w+/);
          figures.illegalMoves++;
        }
        // Random JSON: refused as not a move of this game, naming what is wrong.
        for (const move of fc.sample(fc.jsonValue({ maxDepth: 3 }), { numRuns: 3, seed: SEED + step })) {
          const reply = await callers[seat]!.post(`/api/games/${id}/moves`, {
            version: detail.version,
            move,
            clientMoveId: moveId("random"),
          });
          check(reply, `${gameId} random ${JSON.stringify(move)}`);
          expect(reply.status).toBe(400);
          figures.randomMoves++;
        }
        expect((await read(0)).version).toBe(detail.version);
        // Then a legal move, to reach other situations.
        const move = detail.legalMoves[chooser[step]! % detail.legalMoves.length];
        expect(
          (await callers[seat]!.post(`/api/games/${id}/moves`, { version: detail.version, move, clientMoveId: moveId("legal") })).status,
        ).toBe(200);
      }
    });
  }
});
