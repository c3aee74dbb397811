// Queued moves through the API in-process on DynamoDB Local: a waiting player plans a premove or
// branches on the others' next moves; when its seat is awaited the server (reading the table's stream, as
// the notifier does) plays the matching branch as one event of that player, or drops the plan and says
// why. Takebacks clear plans, nobody else reads them, and their size is bounded.
import { QueryCommand } from "@aws-sdk/client-dynamodb";
import { beforeAll, describe, expect, it } from "vitest";
import { Clock } from "../../functions/clock/clock";
import { core } from "../../functions/compose/core";
import { notifier as notifierOf } from "../../functions/compose/notifier";
import type { Notifier } from "../../functions/notifier/notify";
import type { ChangeRecord } from "../../functions/store/changes";
import { observedBy } from "../../functions/record/queue";
import type { GameEvent } from "../../functions/record/game";
import { GameService } from "../../functions/service/games";
import type { OutgoingMail } from "../../functions/mail/mailer";
import { QUEUE_LIMITS, type ObservedMove, type QueueOptions, type QueuedBranch } from "../../shared/api/index";
import { gameRules, type GameId, loadGames } from "../../shared/games/index";
import { emailUser, guest, inProcessApp, moveId, startedGame, type Caller, type InProcess } from "../reliability/support";

await loadGames();

let env: InProcess;
let notifier: Notifier;
const mails: OutgoingMail[] = [];

beforeAll(async () => {
  env = await inProcessApp({
    limits: { moveBurst: 1_000_000, movesPerSecond: 1_000_000, writeBurst: 1_000_000, writesPerSecond: 1_000_000 },
  });
  notifier = notifierOf(core({ config: env.config, dynamo: env.dynamo, now: env.now }), {
    mailer: { send: async (m) => void mails.push(m) },
    holdMs: 0,
  });
});

/** Hands the notifier what the table's stream would after a write: the game's item as it is now. */
async function stream(gameId: string): Promise<void> {
  const { Items } = await env.dynamo.send(
    new QueryCommand({
      TableName: env.config.tableName,
      KeyConditionExpression: "pk = :pk AND sk = :game",
      ExpressionAttributeValues: { ":pk": { S: `GAME#${gameId}` }, ":game": { S: "GAME" } },
    }),
  );
  const records: ChangeRecord[] = (Items ?? []).map((item) => ({
    eventID: `${Math.random()}`,
    eventName: "MODIFY",
    dynamodb: { NewImage: item },
  }));
  expect(await notifier.handle(records)).toEqual([]);
}

/** Plays `move` for the caller through the API, then lets the stream's readers act on the new game item. */
async function play(caller: Caller, id: string, move: unknown): Promise<void> {
  const { version } = (await caller.get(`/api/games/${id}`)).body;
  const reply = await caller.post(`/api/games/${id}/moves`, { version, move, clientMoveId: moveId() });
  expect(reply.status, reply.text).toBe(200);
  await stream(id);
}

/**
 * What the other seats will play until `planner` is awaited (the first legal move of each in turn), the
 * lines `planner` will read of them, and the planner's legal moves then: worked out on the stored state,
 * as a test may, so that the plan it writes is one the game will meet.
 */
async function lookAhead(id: string, planner: number) {
  const record = (await env.games.get(id))!;
  const def = gameRules(record.game);
  let state = record.state;
  const script: { seat: number; move: unknown }[] = [];
  const seen: ObservedMove[] = [];
  for (let ply = 0; ply < 30; ply++) {
    const awaited: number[] = def.awaiting(state);
    if (awaited.includes(planner)) return { script, seen, legal: def.legalMoves(state, planner) as unknown[], version: record.version };
    const seat = awaited[0]!;
    const move = def.legalMoves(state, seat)[0];
    const outcome = def.apply(state, seat, move);
    script.push({ seat, move });
    seen.push(observedBy({ gameId: id, version: 0, seat, move, clientMoveId: "x", log: outcome.log, at: "", by: "" }, planner));
    state = outcome.state;
  }
  throw new Error("the planner's turn never came");
}

/** A seat that is not awaited now, other than `not`. */
async function waitingSeat(id: string): Promise<number> {
  const record = (await env.games.get(id))!;
  return record.players.findIndex((_, seat) => !record.awaiting.includes(seat));
}

const lastEvent = async (id: string) => {
  const game = (await env.games.get(id))!;
  return (await env.games.getEvent(id, game.version))!;
};

describe.each([
  ["yucata", 2],
  ["rio-de-la-plata", 3],
  ["balam", 3],
  ["yucatan", 2],
] as [GameId, number][])("planning ahead in %s with %i players", (game, players) => {
  it("plays the branch that matches the others' moves, in one event logged as the player's queued move", async () => {
    const { id, callers } = await startedGame(env, game, players);
    const planner = await waitingSeat(id);
    const ahead = await lookAhead(id, planner);
    const [planned, other] = [ahead.legal[0], ahead.legal.at(-1)];
    expect(planned, "two moves to tell the branches apart").not.toEqual(other);
    // A branch on something else first, then the branch on what will happen, then a premove as a fallback.
    const elsewhere = [{ seat: ahead.seen[0]!.seat, log: [{ key: "turnpost.nothing", params: { seat: 9 } }] }];
    const plan = {
      version: ahead.version,
      branches: [{ if: elsewhere, play: other }, { if: ahead.seen, play: planned, next: [{ play: other }] }, { play: other }],
    };
    const put = await callers[planner]!.request("PUT", `/api/games/${id}/queue`, plan);
    expect(put.status, put.text).toBe(200);
    expect(put.body).toMatchObject({ version: ahead.version, dropped: null });
    for (const step of ahead.script) await play(callers[step.seat]!, id, step.move);
    const event = await lastEvent(id);
    expect(event.seat).toBe(planner);
    expect(event.move).toEqual(planned);
    expect(event.log[0]).toEqual({ key: "turnpost.queued", params: { seat: planner } });
    expect(event.by).toBe((await env.games.get(id))!.players[planner]!.userId);
    // What was planned after that branch is the plan now, made at the version the queued move made.
    const after = (await callers[planner]!.get(`/api/games/${id}/queue`)).body;
    expect(after).toEqual({ version: event.version, branches: [{ play: other }], dropped: null });
    // The stream record read again plays nothing twice.
    await stream(id);
    expect((await env.games.get(id))!.version).toBe(event.version);
  });

  it("drops a plan none of whose branches match, tells why, and leaves the turn to the player", async () => {
    const { id, callers } = await startedGame(env, game, players);
    const planner = await waitingSeat(id);
    const ahead = await lookAhead(id, planner);
    const elsewhere = [{ ...ahead.seen[0]!, log: [{ key: "turnpost.nothing" }] }];
    const put = await callers[planner]!.request("PUT", `/api/games/${id}/queue`, {
      version: ahead.version,
      branches: [{ if: elsewhere, play: ahead.legal[0] }],
    });
    expect(put.status, put.text).toBe(200);
    for (const step of ahead.script) await play(callers[step.seat]!, id, step.move);
    const record = (await env.games.get(id))!;
    expect(record.awaiting).toContain(planner);
    expect((await callers[planner]!.get(`/api/games/${id}/queue`)).body).toEqual({
      version: null,
      branches: [],
      dropped: { version: record.version, reason: "no-match" },
    });
  });

  it("clears every plan when moves are taken back", async () => {
    const { id, callers } = await startedGame(env, game, players);
    const mover = (await env.games.get(id))!.awaiting[0]!;
    const first = (await callers[mover]!.get(`/api/games/${id}`)).body.legalMoves[0];
    await play(callers[mover]!, id, first);
    const planner = await waitingSeat(id);
    const ahead = await lookAhead(id, planner);
    const put = await callers[planner]!.request("PUT", `/api/games/${id}/queue`, {
      version: ahead.version,
      branches: [{ play: ahead.legal[0] }],
    });
    expect(put.status, put.text).toBe(200);
    // The first mover takes its move back: at once when nobody else has a say, else with everyone's yes.
    const version = (await env.games.get(id))!.version;
    const asked = await callers[mover]!.post(`/api/games/${id}/takeback`, { version });
    expect(asked.status, asked.text).toBe(200);
    for (const [seat, caller] of callers.entries()) {
      if (seat !== mover && (await env.games.get(id))!.takeback) await caller.post(`/api/games/${id}/takeback/answer`, { accept: true });
    }
    expect((await lastEvent(id)).takeback).toBeTruthy();
    expect((await callers[planner]!.get(`/api/games/${id}/queue`)).body).toEqual({ version: null, branches: [], dropped: null });
  });
});

describe("a plan is its player's alone", () => {
  it("is read, replaced and cleared by its seat only, and shown in no other answer", async () => {
    const { id, callers } = await startedGame(env, "yucata", 2, { firstPlayer: 1 });
    const [ann, ben] = callers as [Caller, Caller];
    const spectator = await guest(env, "Spectator");
    const legal: { card: number }[] = (await ben.get(`/api/games/${id}`)).body.legalMoves;
    const hand = (await ann.get(`/api/games/${id}`)).body.view.hand as number[];
    const plan = { version: 0, branches: [{ play: { card: hand.at(-1) } }] };
    expect((await ann.request("PUT", `/api/games/${id}/queue`, plan)).status).toBe(200);
    expect((await ben.get(`/api/games/${id}/queue`)).body).toEqual({ version: null, branches: [], dropped: null });
    expect((await spectator.get(`/api/games/${id}/queue`)).status).toBe(403);
    expect((await spectator.request("PUT", `/api/games/${id}/queue`, plan)).status).toBe(403);
    expect((await ben.request("DELETE", `/api/games/${id}/queue`)).status).toBe(204);
    expect((await ann.get(`/api/games/${id}/queue`)).body.branches).toEqual(plan.branches);
    // Nothing another reader gets names the plan: the game, its events, its export.
    for (const reader of [ben, spectator]) {
      for (const path of [`/api/games/${id}`, `/api/games/${id}/events`, `/api/games/${id}/export`]) {
        expect(JSON.stringify((await reader.get(path)).body)).not.toMatch(/queue|branches/i);
      }
    }
    await play(ben, id, legal[0]);
    const event = await lastEvent(id);
    expect(event.seat).toBe(0);
    const benSees = (await ben.get(`/api/games/${id}/events`)).body.events.at(-1);
    expect(benSees.move, "the other seat reads the log, not the move").toBeUndefined();
    expect((await ann.request("DELETE", `/api/games/${id}/queue`)).status).toBe(204);
    expect((await ann.get(`/api/games/${id}/queue`)).body).toEqual({ version: null, branches: [], dropped: null });
  });

  it("offers moves and conditions sampled from the seat's own view", async () => {
    const { id, callers } = await startedGame(env, "yucata", 2, { firstPlayer: 1 });
    const options: QueueOptions = (await callers[0]!.get(`/api/games/${id}/queue/options`)).body;
    const hand = (await callers[0]!.get(`/api/games/${id}`)).body.view.hand as number[];
    expect(options.moves.map((m) => (m as { card: number }).card).sort()).toEqual([...hand].sort());
    expect(options.replies.every((r) => r.seat === 1 && r.log[0]?.key === "yucata.played")).toBe(true);
    expect((await (await guest(env, "Onlooker")).get(`/api/games/${id}/queue/options`)).status).toBe(403);
  });
});

describe("what a plan may be", () => {
  it("refuses with a clear 4xx: too many branches, too deep, a bad move, a condition on oneself, a stale version, one's own turn", async () => {
    const { id, callers } = await startedGame(env, "yucata", 2, { firstPlayer: 1 });
    const ann = callers[0]!;
    const put = (body: unknown, who = ann) => who.request("PUT", `/api/games/${id}/queue`, body);
    const premove = { play: { card: 1 } };
    const tooMany = await put({ version: 0, branches: Array.from({ length: QUEUE_LIMITS.branches + 1 }, () => premove) });
    expect(tooMany.status).toBe(400);
    expect(tooMany.text).toMatch(/branches/);
    let deep: Record<string, unknown> = premove;
    for (let level = 0; level < QUEUE_LIMITS.depth; level++) deep = { play: { card: 1 }, next: [deep] };
    const tooDeep = await put({ version: 0, branches: [deep] });
    expect(tooDeep.status).toBe(400);
    expect(tooDeep.text).toContain(`nest at most ${QUEUE_LIMITS.depth} levels`);
    const badMove = await put({ version: 0, branches: [{ play: { card: 99 } }] });
    expect(badMove.status).toBe(400);
    expect(badMove.body.error.code).toBe("bad-queue");
    const onSelf = await put({ version: 0, branches: [{ if: [{ seat: 0, log: [] }], play: { card: 1 } }] });
    expect(onSelf.status).toBe(400);
    expect(onSelf.text).toContain("branches.0.if");
    expect((await put({ version: 3, branches: [premove] })).body.error.code).toBe("stale-version");
    const own = await put({ version: 0, branches: [premove] }, callers[1]);
    expect([own.status, own.body.error.code]).toEqual([409, "your-turn"]);
    expect((await ann.get(`/api/games/${id}/queue`)).body.branches).toEqual([]);
  });
});

describe("the options' cost", () => {
  it("counts asking for options with the caller's moves, so that sampling futures cannot be asked for without end", async () => {
    const limited = await inProcessApp({ limits: { moveBurst: 2, movesPerSecond: 0.001 } });
    const { id, callers } = await startedGame(limited, "yucata", 2, { firstPlayer: 1 });
    const ask = () => callers[0]!.get(`/api/games/${id}/queue/options`);
    expect([(await ask()).status, (await ask()).status]).toEqual([200, 200]);
    const third = await ask();
    expect([third.status, third.body.error.code]).toEqual([429, "too-many-moves"]);
  });
});

/** Moves the time on by `ms` and lets the clock act on game `id` (a bot's pause, a player's time out): its event. */
async function clockPlaysAfter(ms: number, id: string) {
  env.advance(ms);
  await new Clock(env.games, env.users, new GameService(env.games, env.now), notifier, env.now).tick(id);
  return lastEvent(id);
}

/**
 * A plan for `planner` with a branch for each move the one seat before it may make (the bots and the
 * clock choose at random), each branch's move legal after it; and the branch the game then met, found
 * from that seat's stored event. Worked out on the stored state, so no plan is dropped by chance.
 */
async function planForEachMoveBefore(id: string, planner: number) {
  const record = (await env.games.get(id))!;
  const def = gameRules(record.game);
  const [other] = def.awaiting(record.state) as number[];
  const observed = (event: Pick<GameEvent, "seat" | "move" | "log">) =>
    observedBy({ gameId: id, version: 0, clientMoveId: "x", at: "", by: "", ...event }, planner);
  const branches = new Map<string, QueuedBranch>();
  for (const move of def.legalMoves(record.state, other!) as unknown[]) {
    const outcome = def.apply(record.state, other!, move);
    const seen = observed({ seat: other!, move, log: outcome.log });
    branches.set(JSON.stringify(seen), { if: [seen], play: def.legalMoves(outcome.state, planner)[0] });
  }
  return {
    branches: [...branches.values()],
    met: (event: GameEvent) => branches.get(JSON.stringify(observed(event)))!.play,
  };
}

/** The stream's turn after the clock's move: the seat, move and first log line of the event it made. */
async function planPlayed(id: string) {
  await stream(id);
  const event = await lastEvent(id);
  return [event.seat, event.move, event.log[0]?.key];
}

describe("whatever makes the seat awaited", () => {
  it("plays the plan after a bot's move, which the clock made", async () => {
    const ann = await emailUser(env, "ann-plans@example.org");
    const created = await ann.post("/api/games", {
      game: "yucata",
      players: 2,
      options: { firstPlayer: 0 },
      bots: [{ seat: 1, level: "random" }],
    });
    const id = created.body.id as string;
    const first = (await ann.get(`/api/games/${id}`)).body;
    await play(ann, id, first.legalMoves[0]);
    const plan = await planForEachMoveBefore(id, 0);
    expect((await ann.request("PUT", `/api/games/${id}/queue`, { version: first.version + 1, branches: plan.branches })).status).toBe(200);
    const botMove = await clockPlaysAfter(60_000, id);
    expect(botMove.seat, "the bot played").toBe(1);
    expect(await planPlayed(id)).toEqual([0, plan.met(botMove), "turnpost.queued"]);
  });

  it("plays the plan after the other player's time ran out and the clock moved for them", async () => {
    const ann = await guest(env, "Ann");
    const ben = await guest(env, "Ben");
    const created = await ann.post("/api/games", { game: "yucata", players: 2, options: { firstPlayer: 1 }, timePerMoveDays: 1 });
    const id = created.body.id as string;
    expect((await ben.post(`/api/games/${id}/join`)).status).toBe(200);
    const plan = await planForEachMoveBefore(id, 0);
    expect((await ann.request("PUT", `/api/games/${id}/queue`, { version: 0, branches: plan.branches })).status).toBe(200);
    const timeout = await clockPlaysAfter(2 * 86_400_000, id);
    expect(timeout.log[0]?.key, "Ben's time ran out").toBe("turnpost.timeout");
    expect(await planPlayed(id)).toEqual([0, plan.met(timeout), "turnpost.queued"]);
  });

  it("tells the player in the turn's mail why its plan was dropped", async () => {
    const ann = await emailUser(env, "ann-dropped@example.org");
    const ben = await guest(env, "Ben");
    const created = await ann.post("/api/games", { game: "yucata", players: 2, options: { firstPlayer: 1 } });
    const id = created.body.id as string;
    expect((await ben.post(`/api/games/${id}/join`)).status).toBe(200);
    const branches = [{ if: [{ seat: 1, log: [{ key: "yucata.played", params: { seat: 1, card: -1 } }] }], play: { card: 1 } }];
    expect((await ann.request("PUT", `/api/games/${id}/queue`, { version: 0, branches })).status).toBe(200);
    await play(ben, id, (await ben.get(`/api/games/${id}`)).body.legalMoves[0]);
    const turn = mails.find((m) => m.to === "ann-dropped@example.org" && /turn|move/i.test(m.subject));
    expect(turn?.text).toContain("Your plan was dropped: the other players' moves were none of those you planned for.");
  });
});
