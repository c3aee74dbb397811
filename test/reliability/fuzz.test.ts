// Bad input: fast-check makes malformed and hostile bodies, queries, headers and path values for every
// route the app serves (its own route list, lazily built areas included: a new route is fuzzed the day it
// lands), bodies and queries shaped by the route's own zod schema, and sends them in-process against
// DynamoDB Local. Never a 5xx; every error is a 4xx JSON `{error:{code,message}}`, naming the field a
// schema refused; and the stored games are unchanged afterwards. Then, for every game, random JSON and
// well-formed but illegal moves are refused with the rule's reason.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import fc from "fast-check";
import type { ServedRoute } from "../../functions/http/app";
import type * as z from "../../shared/zod";
import { randomPlayout } from "../../shared/engine/play";
import { GAME_IDS, gameRules, loadGames } from "../../shared/games/index";
import { arbitraryOf } from "../support/schema-arbitrary";
import {
  ROUND_ROBIN,
  emailUser,
  guest,
  inProcessApp,
  moveId,
  reportFigures,
  startedGame,
  type Caller,
  type InProcess,
  type Reply,
} from "./support";

await loadGames();

const SEED = Number(process.env.FUZZ_SEED ?? 20_261_121);
/** Cases of each kind (bodies, queries, headers, path values) for each route: bounded, so the run stays quick. */
const PER_ROUTE = process.env.SOAK === "1" ? 400 : 60;
const BATCH = 48;
/** The query parameters routes read without a schema of their own (tokens, a choice, a page's start, oEmbed's). */
const LOOSE_QUERY = ["token", "choice", "after", "url", "format", "maxwidth", "read"];

let env: InProcess;
let owner: Caller;
let ownerId: string;
let routes: ServedRoute[];
let ids: { active: string; played: string; open: string };
/** A game of the owner's outside the snapshot: a valid webhook (a null one) is a legitimate change. */
let webhookGame: string;
let tournament: string;
const figures = {
  seed: SEED,
  routes: 0,
  routesWithSchema: 0,
  requests: 0,
  bodies: 0,
  queries: 0,
  headers: 0,
  paths: 0,
  answered2xx: 0,
  answered4xx: 0,
  answered5xx: 0,
  /** Refusals checked to name the field a bent body got wrong. */
  fieldsNamed: 0,
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
  // The fuzzing caller created the played game (whose only move is the other seat's: nothing of it to
  // undo) and sits in the open one, so a body-less join changes nothing, cancelling the played game is
  // too late, and the open game is someone else's to cancel.
  owner = played.callers[0]!;
  ownerId = (await owner.get("/api/me")).body.user.id;
  const stranger = await guest(env, "Stranger");
  const open = (await stranger.post("/api/games", { game: "balam", players: 3 })).body.id;
  await owner.post(`/api/games/${open}/join`);
  ids = { active: active.id, played: played.id, open };
  webhookGame = (await owner.post("/api/games", { game: "yucata", players: 2 })).body.id;
  // Tournament games are rated: a member makes it.
  const host = await emailUser(env, `fuzz-host-${moveId()}@example.org`);
  tournament = (await host.post("/api/tournaments", { ...ROUND_ROBIN, maxEntrants: 8 })).body.id;
  if (typeof tournament !== "string") throw new Error("the tournament was not made");
  routes = await env.app.servedRoutes();
  figures.routes = routes.length;
  figures.routesWithSchema = routes.filter((r) => r.takes.body || r.takes.query).length;
});

afterAll(async () => {
  await reportFigures("fuzz", figures);
});

async function snapshot(): Promise<string> {
  const parts = [];
  for (const id of Object.values(ids)) parts.push(JSON.stringify([await env.games.get(id), await env.games.events(id, 0, 1000)]));
  return parts.join("\n");
}

/** The route's path with each parameter given a value that exists (`hostile` for the one named `fuzzed`). */
function pathOf(route: ServedRoute, fuzzed?: { param: string; value: string }): string {
  return route.path.replace(/:(\w+)(\{[^}]*\})?/g, (_, param: string) => {
    if (param === fuzzed?.param) return fuzzed.value;
    if (param === "version") return "0";
    if (param === "file") return "1.png";
    if (route.path.startsWith("/api/users/")) return ownerId;
    if (/^\/(api\/tournaments|og\/t|t)\//.test(route.path)) return tournament;
    // Setting a webhook writes the game item itself, legitimately: on a game outside the snapshot.
    if (route.path.endsWith("/webhook")) return webhookGame;
    return ids.played;
  });
}

/** One request as the owner's browser sends it, keeping no cookie it is given (a logout or a guest's would). */
function send(method: string, path: string, body?: string, headers: Record<string, string> = {}): Promise<Reply> {
  return owner.request(method, path, body, { cookie: [...owner.cookies].map(([k, v]) => `${k}=${v}`).join("; "), ...headers });
}

function check(reply: Reply, what: string) {
  figures.requests++;
  if (reply.status >= 500 && reply.status !== 501) figures.answered5xx++;
  else if (reply.status >= 400) figures.answered4xx++;
  else figures.answered2xx++;
  // The one 5xx that is the client's: oEmbed's specification answers a format it does not serve with 501.
  const unservedFormat = reply.status === 501 && reply.body?.error?.code === "json-only";
  if (!unservedFormat) expect(reply.status, `${what} → ${reply.status} ${reply.text.slice(0, 300)}`).toBeLessThan(500);
  if (reply.status >= 400) {
    expect(reply.headers.get("content-type"), what).toMatch(/^application\/json/);
    expect(typeof reply.body?.error?.code, `${what}: ${reply.text.slice(0, 200)}`).toBe("string");
    expect(reply.body.error.message.length, what).toBeGreaterThan(5);
  }
}

async function inBatches<T>(items: T[], send: (item: T) => Promise<void>) {
  for (let i = 0; i < items.length; i += BATCH) await Promise.all(items.slice(i, i + BATCH).map(send));
}

const writes = () => routes.filter((r) => r.method !== "GET");

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
/** A body: its text and, when it is a schema-shaped value with one field bent, the field and the value it started from. */
interface BodyCase {
  text: string;
  bent?: { field: string; from: unknown };
}

/** Bodies from `shaped` (values of the route's schema) bent out of shape, or something else entirely. */
function bodyArbitrary(shaped: fc.Arbitrary<unknown>): fc.Arbitrary<BodyCase> {
  const bent = fc.tuple(shaped, hostileValue, fc.integer({ min: 0, max: 3 }), fc.nat()).map(([valid, value, how, pick]): BodyCase => {
    const fields = valid && typeof valid === "object" && !Array.isArray(valid) ? Object.keys(valid) : [];
    const field = fields[pick % Math.max(fields.length, 1)];
    if (field === undefined) return { text: JSON.stringify(valid ?? {}) };
    const copy: Record<string, unknown> = { ...(valid as Record<string, unknown>) };
    if (how === 0) copy[field] = value;
    else if (how === 1) delete copy[field];
    else if (how === 2) copy[`${field}X`] = value;
    else return { text: JSON.stringify({ ...copy, __proto__: { polluted: value }, constructor: { prototype: value } }) };
    return { text: JSON.stringify(copy), bent: how === 1 ? undefined : { field: how === 0 ? field : `${field}X`, from: valid } };
  });
  return fc.oneof(
    { weight: 2, arbitrary: shaped.map((valid): BodyCase => ({ text: JSON.stringify(valid ?? {}) })) },
    { weight: 5, arbitrary: bent },
    { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 4 }).map((v): BodyCase => ({ text: JSON.stringify(v) })) },
    { weight: 1, arbitrary: fc.string({ maxLength: 200, unit: "binary" }).map((text): BodyCase => ({ text })) },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(
          "{",
          "[".repeat(5000),
          `{"a":${"[".repeat(2000)}`,
          '{"version":1e999}',
          "\u0000",
          "null",
          '"x"',
          `{"x":"${"y".repeat(70_000)}"}`,
        )
        .map((text): BodyCase => ({ text })),
    },
  );
}

/** Values of the route's body schema; `{}` for a route that reads no JSON body (it must ignore or refuse one). */
const shapedBody = (route: ServedRoute) => (route.takes.body ? arbitraryOf(route.takes.body()) : fc.constant({}));

/**
 * A schema's refusal names the field that is wrong: when a value the schema accepts was bent at one field
 * into one it refuses, a 400 `bad-request` says which field.
 */
function expectNamed(reply: Reply, schema: z.ZodMiniType | undefined, body: BodyCase, what: string) {
  if (!schema || !body.bent || reply.status !== 400 || reply.body.error.code !== "bad-request") return;
  if (!schema.safeParse(body.bent.from).success || schema.safeParse(JSON.parse(body.text)).success) return;
  expect(reply.body.error.message, what).toContain(body.bent.field);
  figures.fieldsNamed++;
}

describe(`fuzzing every route the app serves (fast-check seed ${SEED})`, () => {
  it("answers malformed and hostile bodies with a 4xx JSON error and changes nothing", { timeout: 180_000 }, async () => {
    const before = await snapshot();
    expect(writes().length, "the app's route list has its writes").toBeGreaterThan(30);
    const cases = writes().flatMap((route, i) =>
      fc.sample(bodyArbitrary(shapedBody(route)), { numRuns: PER_ROUTE, seed: SEED + i }).map((body) => ({ route, body })),
    );
    await inBatches(cases, async ({ route, body }) => {
      const path = pathOf(route);
      const what = `${route.method} ${path} ${body.text.slice(0, 120)}`;
      const reply = await send(route.method, path, body.text);
      check(reply, what);
      expectNamed(reply, route.takes.body?.(), body, what);
      figures.bodies++;
    });
    expect(figures.fieldsNamed, "bent bodies that a schema refused by the field").toBeGreaterThan(30);
    const after = await snapshot();
    if (after !== before) figures.stateChanged++;
    expect(after).toBe(before);
  });

  it("answers hostile queries, shaped by each route's query schema, with a 4xx JSON error or the normal answer", {
    timeout: 180_000,
  }, async () => {
    const queried = routes.filter((r) => r.takes.query);
    expect(queried.map((r) => `${r.method} ${r.path}`)).toContain("GET /api/lobby");
    const before = await snapshot();
    const cases = queried.flatMap((route, i) =>
      fc
        .sample(bodyArbitrary(arbitraryOf(route.takes.query!())), { numRuns: PER_ROUTE, seed: SEED + 100 + i })
        .map((body) => ({ route, body })),
    );
    await inBatches(cases, async ({ route, body }) => {
      // A query carries strings: the body's top-level fields as parameters, anything else as one value.
      let value: unknown;
      try {
        value = JSON.parse(body.text);
      } catch {
        value = body.text;
      }
      const params = value && typeof value === "object" && !Array.isArray(value) ? Object.entries(value) : [["q", value]];
      const query = params.map(
        ([k, v]) => `${encodeURIComponent(String(k))}=${encodeURIComponent(typeof v === "string" ? v : (JSON.stringify(v) ?? ""))}`,
      );
      const path = `${pathOf(route)}?${query.join("&")}`;
      const reply = await send(route.method, path);
      check(reply, `${route.method} ${path.slice(0, 200)}`);
      figures.queries++;
    });
    expect(await snapshot()).toBe(before);
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
    const cases = routes.flatMap((route, i) =>
      fc
        .sample(fc.tuple(shapedBody(route), header), { numRuns: Math.ceil(PER_ROUTE / 2), seed: SEED + 200 + i })
        .map((c) => ({ route, c })),
    );
    await inBatches(cases, async ({ route, c: [body, headers] }) => {
      const path = pathOf(route);
      const text = route.method === "GET" ? undefined : JSON.stringify(body);
      check(await send(route.method, path, text, printable(headers)), `${route.method} ${path} ${JSON.stringify(headers).slice(0, 200)}`);
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
    // Each route's path parameters in turn, and the loose query parameters on every route.
    const places = routes.flatMap((route) => [
      ...[...route.path.matchAll(/:(\w+)/g)].map((m) => ({ route, param: m[1]!, query: false })),
      ...LOOSE_QUERY.map((param) => ({ route, param, query: true })),
    ]);
    const cases = fc.sample(fc.tuple(fc.constantFrom(...places), value, fc.boolean()), {
      numRuns: PER_ROUTE * routes.length,
      seed: SEED + 2,
    });
    await inBatches(cases, async ([place, v, raw]) => {
      const wellFormed = v.replace(/[\uD800-\uDFFF]/g, "\uFFFD"); // a URL carries UTF-8, never lone surrogates
      const encoded = raw ? wellFormed.replace(/[^\x21-\x7e]|[#?/]/g, (c) => encodeURIComponent(c)) : encodeURIComponent(wellFormed);
      const { route } = place;
      const path = place.query ? `${pathOf(route)}?${place.param}=${encoded}` : pathOf(route, { param: place.param, value: encoded });
      const body = route.method === "GET" ? undefined : JSON.stringify({ version: 0, move: { card: 9 }, clientMoveId: "abcdefgh" });
      let reply: Reply;
      try {
        reply = await send(route.method, path, body);
      } catch (error) {
        throw new Error(`${route.method} ${path}: the app threw ${(error as Error).message}`);
      }
      check(reply, `${route.method} ${path.slice(0, 200)}`);
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
