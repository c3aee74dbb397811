// Faults at every DynamoDB call of create, join, move and sign-in. The app's client is mocked
// (aws-sdk-client-mock) in front of a real DynamoDB Local table: each call goes through to the table,
// except the one that is made to fail — throttled, a server fault, cancelled, timed out before it was
// sent, or timed out after DynamoDB had committed it (the answer lost on the way back). Whatever the
// fault, the caller gets a retryable 503 with Retry-After, a 409, or the truth; the table is never
// half-written (a game's log replays to its state, memberships match seats, an account has its email
// index); and sending the same request again ends in exactly one application.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mockClient } from "aws-sdk-client-mock";
import {
  DeleteItemCommand,
  GetItemCommand,
  InternalServerError,
  PutItemCommand,
  QueryCommand,
  ThrottlingException,
  TransactWriteItemsCommand,
  TransactionCanceledException,
  UpdateItemCommand,
  BatchGetItemCommand,
} from "@aws-sdk/client-dynamodb";
import { fromAttributes, toAttributes } from "../../functions/store/attributes";
import { replayTimeline } from "../../shared/engine/timeline";
import { gameRules, loadGames } from "../../shared/games/index";
import { keys } from "../../functions/store/table";
import { dynamoClient } from "../../functions/store/table";
import { inject } from "vitest";
import { guest, inProcessApp, moveId, reportFigures, type Caller, type InProcess, type Reply } from "./support";

await loadGames();

type Fault = { name: string; after: boolean; only?: string; error: () => Error };
const FAULTS: Fault[] = [
  { name: "throttled", after: false, error: () => new ThrottlingException({ message: "Rate exceeded", $metadata: {} }) },
  { name: "server fault", after: false, error: () => new InternalServerError({ message: "Internal error", $metadata: {} }) },
  { name: "time-out before sending", after: false, error: () => Object.assign(new Error("socket hang up"), { name: "TimeoutError" }) },
  { name: "time-out after committing", after: true, error: () => Object.assign(new Error("socket hang up"), { name: "TimeoutError" }) },
  {
    name: "cancelled by a conflicting transaction",
    after: false,
    only: "TransactWriteItemsCommand",
    error: () =>
      new TransactionCanceledException({
        message: "Transaction cancelled",
        $metadata: {},
        CancellationReasons: [{ Code: "TransactionConflict" }, { Code: "None" }],
      }),
  },
];
const COMMANDS = [
  GetItemCommand,
  PutItemCommand,
  UpdateItemCommand,
  DeleteItemCommand,
  QueryCommand,
  TransactWriteItemsCommand,
  BatchGetItemCommand,
];

let env: InProcess;
let plan: { faultAt: number; fault: Fault | null; calls: string[] } = { faultAt: -1, fault: null, calls: [] };
const figures = { faultsInjected: 0, answered503: 0, answered409: 0, halfWritten: 0 };

beforeAll(async () => {
  env = await inProcessApp({ limits: { signInsPerAddress: 10_000, signInsPerClient: 10_000 } });
  const real = dynamoClient(inject("dynamoEndpoint"), { maxAttempts: 1 });
  const mock = mockClient(env.dynamo);
  for (const Command of COMMANDS) {
    mock.on(Command as any).callsFake(async (input: any) => {
      const step = plan.calls.push(Command.name) - 1;
      const fault = step === plan.faultAt ? plan.fault : null;
      if (fault && !fault.after) {
        figures.faultsInjected++;
        throw fault.error();
      }
      const output = await real.send(new (Command as any)(input));
      if (fault) {
        figures.faultsInjected++;
        throw fault.error();
      }
      return output;
    });
  }
});

afterAll(async () => {
  await reportFigures("faults", figures);
});

/** Runs `request` with no fault, and returns the DynamoDB calls it made. */
async function callsOf(request: () => Promise<Reply>): Promise<{ calls: string[]; reply: Reply }> {
  plan = { faultAt: -1, fault: null, calls: [] };
  const reply = await request();
  const calls = [...plan.calls];
  plan = { faultAt: -1, fault: null, calls: [] };
  return { calls, reply };
}

async function withFault<T>(faultAt: number, fault: Fault, request: () => Promise<T>): Promise<T> {
  plan = { faultAt, fault, calls: [] };
  try {
    const reply = await request();
    expect(plan.calls.length, `the fault at call ${faultAt} was reached`).toBeGreaterThan(faultAt);
    return reply;
  } finally {
    plan = { faultAt: -1, fault: null, calls: [] };
  }
}

function expectRetryableOrConflict(reply: Reply) {
  expect([409, 503], `a ${reply.status}: ${reply.text}`).toContain(reply.status);
  if (reply.status === 503) {
    expect(Number(reply.headers.get("retry-after"))).toBeGreaterThan(0);
    figures.answered503++;
  } else figures.answered409++;
}

/** A game as stored is whole: its log replays to its state and every seated player has a membership. */
async function expectWholeGame(id: string) {
  const game = await env.games.get(id);
  if (!game) return;
  const events = await env.games.events(id, 0, 10_000);
  const whole =
    events.length === game.version &&
    events.every((e, i) => e.version === i + 1) &&
    (game.state === null ||
      JSON.stringify(
        replayTimeline(gameRules(game.game)!, { players: game.players.length, options: game.options, seed: game.seed! }, events),
      ) === JSON.stringify(game.state));
  for (const [seat, p] of game.players.entries()) {
    if (!p.userId) continue;
    const { Item } = await env.dynamo.send(
      new GetItemCommand({ TableName: env.config.tableName, Key: toAttributes(keys.membership(p.userId, id)) }),
    );
    expect(Item && fromAttributes(Item).seat, `membership of seat ${seat}`).toBe(seat);
  }
  if (!whole) figures.halfWritten++;
  expect(whole, `game ${id} is half-written`).toBe(true);
}

async function openGame(players = 2): Promise<{ creator: Caller; id: string }> {
  const creator = await guest(env, "Creator");
  const created = await creator.post("/api/games", { game: "yucata", players, options: { firstPlayer: 1 } });
  expect(created.status).toBe(201);
  return { creator, id: created.body.id };
}

async function activeGame() {
  const { creator, id } = await openGame();
  const second = await guest(env, "Second");
  expect((await second.post(`/api/games/${id}/join`)).status).toBe(200);
  return { creator, second, id };
}

/** Each (step, fault) of a flow: `run` builds a fresh fixture and returns the request to fault. */
function eachStep(flow: string, probe: () => Promise<{ calls: string[] }>) {
  return async (test: (step: number, command: string, fault: Fault) => Promise<void>) => {
    const { calls } = await probe();
    expect(calls.length, `${flow} makes DynamoDB calls`).toBeGreaterThan(0);
    for (const [step, command] of calls.entries()) {
      for (const fault of FAULTS) {
        if (fault.only && fault.only !== command) continue;
        await test(step, command, fault);
      }
    }
  };
}

describe("faults at every DynamoDB call", () => {
  it("creating a game: 503 or the game, never a game without its creator's membership", async () => {
    const probeCaller = await guest(env, "Probe");
    await eachStep("create", () => callsOf(() => probeCaller.post("/api/games", { game: "yucata", players: 2 })))(
      async (step, _command, fault) => {
        const creator = await guest(env, "Creator");
        const reply = await withFault(step, fault, () => creator.post("/api/games", { game: "yucata", players: 2 }));
        expectRetryableOrConflict(reply);
        const mine = await env.games.listForUser((await creator.get("/api/me")).body.user.id);
        for (const g of mine) await expectWholeGame(g.id);
        // Asking again works.
        expect((await creator.post("/api/games", { game: "yucata", players: 2 })).status).toBe(201);
      },
    );
  });

  it("joining: 503, 409 or the seat, taken once, and the game starts whole", async () => {
    await eachStep("join", async () => {
      const { id } = await openGame();
      const joiner = await guest(env, "Joiner");
      return callsOf(() => joiner.post(`/api/games/${id}/join`));
    })(async (step, _command, fault) => {
      const { id } = await openGame();
      const joiner = await guest(env, "Joiner");
      const reply = await withFault(step, fault, () => joiner.post(`/api/games/${id}/join`));
      expectRetryableOrConflict(reply);
      await expectWholeGame(id);
      const again = await joiner.post(`/api/games/${id}/join`);
      expect(again.status).toBe(200);
      const game = (await env.games.get(id))!;
      expect(game.players.filter((p) => p.name === "Joiner")).toHaveLength(1);
      expect(game.status).toBe("active");
      await expectWholeGame(id);
    });
  });

  it("moving: 503 or 409, never half a move; the same request again is applied exactly once", async () => {
    await eachStep("move", async () => {
      const { second, id } = await activeGame();
      return callsOf(() => second.post(`/api/games/${id}/moves`, { version: 0, move: { card: 2 }, clientMoveId: moveId() }));
    })(async (step, _command, fault) => {
      const { second, id } = await activeGame();
      const body = { version: 0, move: { card: 2 }, clientMoveId: moveId() };
      const reply = await withFault(step, fault, () => second.post(`/api/games/${id}/moves`, body));
      expectRetryableOrConflict(reply);
      await expectWholeGame(id);
      const again = await second.post(`/api/games/${id}/moves`, body);
      expect(again.status).toBe(200);
      expect(again.body.event).toMatchObject({ version: 1, seat: 1, move: { card: 2 } });
      const events = await env.games.events(id, 0, 100);
      expect(events.map((e) => e.clientMoveId)).toEqual([body.clientMoveId]);
      await expectWholeGame(id);
    });
  });

  it("a retried move after other moves: its first outcome, from the log", async () => {
    await eachStep("retry", async () => {
      const { creator, second, id } = await activeGame();
      const body = { version: 0, move: { card: 2 }, clientMoveId: moveId() };
      await second.post(`/api/games/${id}/moves`, body);
      await creator.post(`/api/games/${id}/moves`, { version: 1, move: { card: 3 }, clientMoveId: moveId() });
      return callsOf(() => second.post(`/api/games/${id}/moves`, body));
    })(async (step, _command, fault) => {
      const { creator, second, id } = await activeGame();
      const body = { version: 0, move: { card: 2 }, clientMoveId: moveId() };
      const first = await second.post(`/api/games/${id}/moves`, body);
      await creator.post(`/api/games/${id}/moves`, { version: 1, move: { card: 3 }, clientMoveId: moveId() });
      const reply = await withFault(step, fault, () => second.post(`/api/games/${id}/moves`, body));
      expectRetryableOrConflict(reply);
      const again = await second.post(`/api/games/${id}/moves`, body);
      expect(again.body.event).toEqual(first.body.event);
      expect((await env.games.events(id, 0, 100)).length).toBe(2);
      await expectWholeGame(id);
    });
  });

  it("asking for a sign-in link: 503 or sent; asking again works", async () => {
    await eachStep("sign-in email", () => callsOf(() => env.caller().post("/api/auth/email", { email: "probe@example.org" })))(
      async (step, _command, fault) => {
        const address = `${moveId("fault")}@example.org`.toLowerCase();
        const reply = await withFault(step, fault, () => env.caller().post("/api/auth/email", { email: address }));
        expectRetryableOrConflict(reply);
        expect((await env.caller().post("/api/auth/email", { email: address })).status).toBe(202);
      },
    );
  });

  it("following a sign-in link: 503 or signed in, never an account without its address (or the reverse)", async () => {
    // Asked for and opened in one browser (its sign-in cookie), as a link that signs in at once is.
    const linkFor = async (address: string) => {
      const visitor = env.caller();
      await visitor.post("/api/auth/email", { email: address });
      const mail = env.mails.filter((m) => m.to === address).at(-1)!;
      const url = new URL(/https?:\/\/\S+\/auth\/verify\?token=[\w-]+/.exec(mail.text)![0]);
      return { visitor, link: url.pathname + url.search };
    };
    await eachStep("verify", async () => {
      const { visitor, link } = await linkFor(`${moveId("probe")}@example.org`.toLowerCase());
      return callsOf(() => visitor.get(link));
    })(async (step, _command, fault) => {
      const address = `${moveId("verify")}@example.org`.toLowerCase();
      const { visitor, link } = await linkFor(address);
      const reply = await withFault(step, fault, () => visitor.get(link));
      expectRetryableOrConflict(reply);
      const userId = await env.users.userIdForEmail(address);
      if (userId) expect((await env.users.get(userId))?.email).toBe(address);
      // A fresh link signs in (a link DynamoDB consumed before the fault stays used: ask for another).
      const fresh = await linkFor(address);
      expect((await fresh.visitor.get(fresh.link)).status).toBe(303);
      expect(await env.users.userIdForEmail(address)).not.toBeNull();
    });
  });
});
