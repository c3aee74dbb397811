// Nothing lost: many games, each with ten clients (several devices per seat) reading the game and
// submitting at the same moment, some retrying their move as after a lost answer. Afterwards every
// game's log is contiguous from 1, every event is exactly one accepted submission, the stored state is
// the replay of the log, and every client was told the truth: 200 only for the move that was applied.
// SOAK=1 (npm run soak) plays many more rounds.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Random } from "../../shared/engine/index";
import { replayTimeline } from "../../shared/engine/timeline";
import { GAME_IDS, gameRules, type GameId, loadGames } from "../../shared/games/index";
import { inProcessApp, moveId, reportFigures, startedGame, type Caller, type InProcess } from "./support";

await loadGames();

const SOAK = process.env.SOAK === "1";
const GAMES = 20;
const CLIENTS = 10;
const ROUNDS = SOAK ? 150 : 12;
/** Players at each game's table; every game is played. */
const PLAYERS: Record<GameId, number> = { yucata: 2, yucatan: 2, balam: 3, "rio-de-la-plata": 3 };
const KINDS = GAME_IDS.map((game) => ({ game, players: PLAYERS[game] }));

interface Submission {
  gameId: string;
  clientMoveId: string;
  seat: number;
  version: number;
  status: number;
  body: any;
}

let env: InProcess;
beforeAll(async () => {
  // No move limit here: the point is to race, not to be slowed down.
  env = await inProcessApp({ limits: { moveBurst: 1_000_000, movesPerSecond: 1_000_000 } });
});

const totals = { requests: 0, applied: 0, conflicts: 0, refused: 0, retries: 0, lost: 0, gamesFinished: 0 };
afterAll(async () => {
  await reportFigures(SOAK ? "concurrency-soak" : "concurrency", { games: GAMES, clientsPerGame: CLIENTS, rounds: ROUNDS, ...totals });
});

/** One round: every client reads the game, then all submit at once; every fifth one sends its move twice. */
async function round(gameId: string, clients: { caller: Caller; seat: number }[], chooser: Random): Promise<Submission[]> {
  const reads = await Promise.all(clients.map((c) => c.caller.get(`/api/games/${gameId}`)));
  totals.requests += reads.length;
  const plans = clients.flatMap((client, i) => {
    const read = reads[i]!.body;
    if (read.status !== "active" || read.legalMoves.length === 0) return [];
    const body = { version: read.version, move: chooser.pick(read.legalMoves), clientMoveId: moveId(`g${gameId}c${i}`) };
    return (i % 5 === 0 ? [body, body] : [body]).map((b) => ({ client, body: b }));
  });
  totals.retries += plans.length - new Set(plans.map((p) => p.body.clientMoveId)).size;
  const replies = await Promise.all(plans.map((p) => p.client.caller.post(`/api/games/${gameId}/moves`, p.body)));
  totals.requests += replies.length;
  return replies.map((reply, i) => ({
    gameId,
    clientMoveId: plans[i]!.body.clientMoveId,
    seat: plans[i]!.client.seat,
    version: plans[i]!.body.version,
    status: reply.status,
    body: reply.body,
  }));
}

async function playGame(index: number): Promise<{ id: string; submissions: Submission[] }> {
  const kind = KINDS[index % KINDS.length]!;
  const { id, callers } = await startedGame(env, kind.game, kind.players);
  // Ten clients: each seat's holder on several devices sharing its session.
  const clients = Array.from({ length: CLIENTS }, (_, i) => {
    const seat = i % kind.players;
    const device = env.caller();
    device.cookies = new Map(callers[seat]!.cookies);
    return { caller: device, seat };
  });
  const chooser = Random.fromSeed(`concurrency-${index}`);
  const submissions: Submission[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    const outcome = await round(id, clients, chooser);
    submissions.push(...outcome);
    if (outcome.length === 0) break; // finished
  }
  return { id, submissions };
}

describe(`${GAMES} games × ${CLIENTS} concurrent clients on DynamoDB Local`, () => {
  it("loses nothing, duplicates nothing, and tells every client the truth", { timeout: SOAK ? 1_800_000 : 120_000 }, async () => {
    const played = await Promise.all(Array.from({ length: GAMES }, (_, i) => playGame(i)));
    for (const { id, submissions } of played) {
      const game = (await env.games.get(id))!;
      const events = await env.games.events(id, 0, 100_000);
      // Contiguous from 1, and the game's version is the log's length.
      expect(events.map((e) => e.version)).toEqual(events.map((_, i) => i + 1));
      expect(game.version).toBe(events.length);

      // Only what was applied got a 200, and each 200 tells of the event that holds its clientMoveId.
      const ok = submissions.filter((s) => s.status === 200);
      for (const s of submissions) expect([200, 400, 409]).toContain(s.status);
      const byId = new Map(events.map((e) => [e.clientMoveId, e]));
      for (const s of ok) {
        const event = byId.get(s.clientMoveId);
        expect(event, `a 200 for ${s.clientMoveId} that is not in the log`).toBeDefined();
        expect(s.body.event).toMatchObject({ version: event!.version, seat: s.seat, move: event!.move });
        expect(event!.version).toBe(s.version + 1);
      }
      for (const s of submissions.filter((s) => s.status !== 200)) {
        // A refused submission is in the log only if its twin (the same clientMoveId) was the one applied.
        if (byId.has(s.clientMoveId)) expect(ok.some((o) => o.clientMoveId === s.clientMoveId)).toBe(true);
        if (s.status === 409) expect(s.body.error.code).toMatch(/stale-version|game-over/);
      }
      // Every event is one accepted submission: its clientMoveId was answered 200.
      for (const e of events) expect(ok.some((s) => s.clientMoveId === e.clientMoveId)).toBe(true);
      totals.lost += events.filter((e) => !ok.some((s) => s.clientMoveId === e.clientMoveId)).length;
      totals.lost += new Set(ok.map((s) => s.clientMoveId).filter((m) => !byId.has(m))).size;

      // The stored state is the replay of the log from the committed seed.
      const def = gameRules(game.game)!;
      const replayed = replayTimeline(def, { players: game.players.length, options: game.options, seed: game.seed! }, events);
      expect(JSON.parse(JSON.stringify(replayed))).toEqual(game.state);
      expect(game.status === "finished").toBe(def.result(replayed) !== null);

      totals.applied += events.length;
      totals.conflicts += submissions.filter((s) => s.status === 409).length;
      totals.refused += submissions.filter((s) => s.status === 400).length;
      if (game.status === "finished") totals.gamesFinished++;
    }
    expect(totals.lost).toBe(0);
    // The race really happened: submissions lost it and were told so.
    expect(totals.conflicts).toBeGreaterThan(0);
  });
});
