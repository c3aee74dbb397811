// The API in-process (createApp(...).request) against the run's DynamoDB Local, with a clock the test
// moves, a mailer that keeps what it is given, and a cookie-keeping caller. Faster than the HTTP stack,
// and the same code behind it.
import { inject } from "vitest";
import { apiApp } from "../../functions/compose/api";
import { core } from "../../functions/compose/core";
import { ApiClient, moveId } from "../support/client";
import type { Reply } from "../support/client";
export type { Reply };
export { moveId };
export { ROUND_ROBIN } from "../support/tournament-bots";
export { reportFigures } from "../support/figures";
import { Random } from "../../shared/engine/random";
import type { RateLimits } from "../../functions/http/rate-limit";
import { ORIGIN_SECRET_HEADER, type Config } from "../../functions/config";
import type { Mailer, OutgoingMail } from "../../functions/mail/mailer";
import { GameStore } from "../../functions/store/games";
import { newId, sha256Hex } from "../../functions/store/ids";
import { gameRules, type GameId, loadGames } from "../../shared/games/index";
import { dynamoClient, ensureTable } from "../../functions/store/table";
import { UserStore } from "../../functions/store/users";
import { noteTurnSteps } from "../../functions/record/turn-steps";

await loadGames();

export const APP_URL = "http://localhost:3000";
const ORIGIN_SECRET = `origin-${newId(24)}`;

/** The headers of a request CloudFront forwards from a viewer at `ip`: its address, and the proof. */
export function viaCloudFront(ip: string): Record<string, string> {
  return { "cloudfront-viewer-address": `${ip}:443`, [ORIGIN_SECRET_HEADER]: ORIGIN_SECRET };
}

export async function inProcessApp(options: { limits?: Partial<RateLimits>; start?: Date } = {}) {
  const dynamo = dynamoClient(inject("dynamoEndpoint"), { maxAttempts: 1 });
  const tableName = `rel-${newId(8)}`;
  await ensureTable(dynamo, tableName);
  const config: Config = {
    tableName,
    appUrl: APP_URL,
    mailFrom: "Turnpost <turns@turnpost.local>",
    sessionSecret: new TextEncoder().encode(`reliability-${newId(24)}`),
    local: false,
    vapid: null,
    originSecret: async () => ORIGIN_SECRET,
  };
  let clock = options.start ?? new Date();
  const mails: OutgoingMail[] = [];
  const mailer: Mailer = { send: async (mail) => void mails.push(mail) };
  /** The addresses taken off the transport's suppression list, in order, as SES's would be. */
  const released: string[] = [];
  const suppressions = { release: async (address: string) => void released.push(address) };
  const app = apiApp(core({ config, dynamo, now: () => clock }), { mailer, suppressions, limits: options.limits });
  return {
    app,
    config,
    dynamo,
    mails,
    released,
    games: new GameStore(dynamo, tableName),
    users: new UserStore(dynamo, tableName),
    now: () => clock,
    advance(ms: number) {
      clock = new Date(clock.getTime() + ms);
    },
    caller: (): Caller => new ApiClient(app),
  };
}

export type InProcess = Awaited<ReturnType<typeof inProcessApp>>;

/** A browser-like caller of the in-process app. */
export type Caller = ApiClient;

/** A valid body of POST /api/tournaments: a round-robin of Yucata' for up to four. */
export async function guest(env: InProcess, name: string): Promise<Caller> {
  const caller = env.caller();
  const reply = await caller.post("/api/auth/guest", { name });
  if (reply.status !== 200) throw new Error(`guest sign-in failed: ${reply.status} ${reply.text}`);
  return caller;
}

/**
 * A started game of `game` for `players` guests; seat i is callers[i]. With `seed`, the server's seed is
 * replaced by it before any move (state, hash and awaited seats with it), so a test plays a known game.
 */
export async function startedGame(env: InProcess, game: GameId, players: number, options: Record<string, unknown> = {}, seed?: string) {
  const callers = [await guest(env, "Seat 0")];
  const created = await callers[0]!.post("/api/games", { game, players, options });
  if (created.status !== 201) throw new Error(`create failed: ${created.status} ${created.text}`);
  const id = created.body.id as string;
  for (let seat = 1; seat < players; seat++) {
    const caller = await guest(env, `Seat ${seat}`);
    const joined = await caller.post(`/api/games/${id}/join`);
    if (joined.status !== 200 || joined.body.seat !== seat) throw new Error(`join failed: ${joined.status} ${joined.text}`);
    callers.push(caller);
  }
  if (seed !== undefined) await reseed(env.games, id, seed);
  return { id, callers };
}

/** Replaces the server's seed of started game `id` by `seed` before any move (state, hash and awaited seats with it). */
export async function reseed(games: GameStore, id: string, seed: string): Promise<void> {
  const started = (await games.get(id))!;
  const def = gameRules(started.game as GameId)!;
  const state = def.setup({ players: started.players.length, options: def.options.parse(started.options), seed });
  const seeded = { ...started, seed, seedHash: sha256Hex(seed), state, awaiting: def.awaiting(state), rev: started.rev + 1 };
  noteTurnSteps(seeded);
  await games.save(seeded, started.rev);
}

/** Signs in by email link (the in-process mailer holds the link): a user the notifier can write to. */
export async function emailUser(env: InProcess, address: string): Promise<Caller> {
  const caller = env.caller();
  const asked = await caller.post("/api/auth/email", { email: address });
  if (asked.status !== 202) throw new Error(`sign-in failed: ${asked.status} ${asked.text}`);
  const mail = env.mails.filter((m) => m.to === address).at(-1)!;
  const url = new URL(/https?:\/\/\S+\/auth\/verify\?token=[\w-]+/.exec(mail.text)![0]);
  const verified = await caller.get(url.pathname + url.search);
  if (verified.status !== 303) throw new Error(`verify failed: ${verified.status} ${verified.text}`);
  return caller;
}

/**
 * Plays a whole game through the API with random legal moves of the awaited seats (at most `maxMoves`):
 * the awaited seat's caller reads the game and posts one of its legal moves. `onMove` sees each step.
 */
export async function playThroughApi(
  gameId: string,
  callers: Caller[],
  chooserSeed: string,
  maxMoves: number,
  onMove?: (step: { version: number; seat: number; reply: Reply }) => Promise<void>,
): Promise<number> {
  const chooser = Random.fromSeed(chooserSeed);
  let now = (await callers[0]!.get(`/api/games/${gameId}`)).body;
  for (let moves = 0; moves < maxMoves; moves++) {
    if (now.status !== "active") return moves;
    const seat = chooser.pick(now.awaiting as number[]);
    const detail = await callers[seat]!.get(`/api/games/${gameId}`);
    const move = chooser.pick(detail.body.legalMoves as unknown[]);
    const reply = await callers[seat]!.post(`/api/games/${gameId}/moves`, {
      version: detail.body.version,
      move,
      clientMoveId: moveId("play"),
    });
    if (reply.status !== 200) throw new Error(`move refused: ${reply.status} ${reply.text}`);
    await onMove?.({ version: reply.body.version, seat, reply });
    now = reply.body;
  }
  return maxMoves;
}
