// Matching a seat's plan against what happened since it was made, and the plan's bounds.
import { describe, expect, it } from "vitest";
import { QUEUE_LIMITS, queueBody, type QueuedBranch } from "../../shared/api/index";
import { conditionWords } from "../../shared/bots/plan";
import { everyCatalog } from "../../shared/games/catalog";
import { decideQueue } from "./queue";
import type { GameEvent } from "./game";

const words = conditionWords(await everyCatalog());

const event = (version: number, seat: number, log: GameEvent["log"], extra: Partial<GameEvent> = {}): GameEvent => ({
  gameId: "g",
  version,
  seat,
  move: { secret: true },
  clientMoveId: `m-${version}`,
  log,
  at: "2026-01-01T00:00:00.000Z",
  by: "u",
  ...extra,
});

const played = (seat: number, card: number) => ({ key: "yucata.played", params: { seat, card } });
const always = () => true;

describe("matching a plan", () => {
  const plan: QueuedBranch[] = [
    { if: [{ seat: 1, log: [played(1, 3)] }], play: { card: 5 }, next: [{ play: { card: 1 } }] },
    { if: [{ seat: 1, log: [played(1, 4)] }], play: { card: 6 } },
    { play: { card: 2 } },
  ];

  it("plays the branch whose condition is exactly what the seat read, and keeps its sub-plan", () => {
    expect(decideQueue(plan, [event(4, 1, [played(1, 4)])], 0, always, words)).toEqual({ play: { card: 6 }, next: [] });
    expect(decideQueue(plan, [event(4, 1, [played(1, 3)])], 0, always, words)).toEqual({
      play: { card: 5 },
      next: [{ play: { card: 1 } }],
    });
  });

  it("falls back to a premove when no condition matches, and drops the plan without one", () => {
    expect(decideQueue(plan, [event(4, 1, [played(1, 9)])], 0, always, words)).toEqual({ play: { card: 2 }, next: [] });
    expect(decideQueue(plan.slice(0, 2), [event(4, 1, [played(1, 9)])], 0, always, words)).toEqual({ drop: "no-match" });
  });

  it("reads only the lines the seat may read: a line shown to others alone is no part of the condition", () => {
    const hidden = { key: "balam.drew", params: { seat: 1, card: 7 }, seats: [1] };
    expect(decideQueue(plan, [event(4, 1, [played(1, 4), hidden])], 0, always, words)).toEqual({ play: { card: 6 }, next: [] });
  });

  it("names the others' next moves in order: what it names must be exactly that, what follows is not looked at", () => {
    const events = [event(4, 1, [played(1, 4)]), event(5, 2, [played(2, 1)])];
    expect(decideQueue(plan.slice(0, 2), events, 0, always, words), "Bob's move came first").toEqual({ play: { card: 6 }, next: [] });
    const both: QueuedBranch[] = [
      {
        if: [
          { seat: 1, log: [played(1, 4)] },
          { seat: 2, log: [played(2, 2)] },
        ],
        play: { card: 8 },
      },
    ];
    expect(decideQueue(both, events, 0, always, words), "Carol's move was another").toEqual({ drop: "no-match" });
    expect(decideQueue(both, events.slice(0, 1), 0, always, words), "Carol has not moved").toEqual({ drop: "no-match" });
    expect(decideQueue(plan.slice(0, 2), [...events].reverse(), 0, always, words), "Carol moved first").toEqual({ drop: "no-match" });
  });

  it("matches a move the server played for the other seat (its plan, its only move, its timeout) like the same move by hand", () => {
    for (const key of ["turnpost.queued", "turnpost.forced", "turnpost.timeout"]) {
      const byServer = event(4, 1, [{ key, params: { seat: 1 } }, played(1, 4)], { by: "clock" });
      expect(decideQueue(plan.slice(0, 2), [byServer], 0, always, words), key).toEqual({ play: { card: 6 }, next: [] });
    }
  });

  it("passes over a matching branch whose move is illegal now, and says so when nothing else matches", () => {
    const legal = (move: unknown) => (move as { card: number }).card !== 6;
    expect(decideQueue(plan, [event(4, 1, [played(1, 4)])], 0, legal, words)).toEqual({ play: { card: 2 }, next: [] });
    expect(decideQueue(plan.slice(0, 2), [event(4, 1, [played(1, 4)])], 0, legal, words)).toEqual({ drop: "illegal" });
  });

  it("matches a condition on its words: a Katun flip of another card of the same kind is the same condition", () => {
    const flip = (card: string): GameEvent["log"] => [
      { key: "balam.flipped", params: { seat: 1, position: 0, card, kind: "insurrection" } },
      { key: "balam.no-effect", params: { seat: 1, kind: "insurrection" } },
    ];
    const branches: QueuedBranch[] = [{ if: [{ seat: 1, log: flip("katun-50") }], play: { card: 5 } }];
    expect(decideQueue(branches, [event(4, 1, flip("katun-49"))], 0, always, words)).toEqual({ play: { card: 5 }, next: [] });
    const elsewhere = [{ key: "balam.flipped", params: { seat: 1, position: 1, card: "katun-50", kind: "insurrection" } }];
    expect(decideQueue(branches, [event(4, 1, elsewhere)], 0, always, words), "another card turned over").toEqual({ drop: "no-match" });
  });

  it("drops the plan after a takeback or a move the seat made itself", () => {
    const takeback = event(5, 1, [], { move: null, takeback: { to: 3, kind: "undo" } });
    expect(decideQueue(plan, [event(4, 1, [played(1, 4)]), takeback], 0, always, words)).toEqual({ drop: "takeback" });
    expect(decideQueue(plan, [event(4, 0, [played(0, 4)])], 0, always, words)).toEqual({ drop: "played-yourself" });
  });
});

describe("a plan's bounds", () => {
  const parse = (body: unknown) => queueBody().safeParse(body);
  const premove = { play: { card: 1 } };

  it("takes a plan within every bound", () => {
    expect(
      parse({ version: 3, branches: [premove, { if: [{ seat: 1, log: [played(1, 2)] }], play: { card: 2 }, next: [premove] }] }).success,
    ).toBe(true);
  });

  it("refuses more branches in all than the limit, even spread over levels", () => {
    const wide = Array.from({ length: QUEUE_LIMITS.branches / 2 }, () => ({ play: 1, next: [premove] }));
    const answer = parse({ version: 0, branches: wide });
    expect(answer.success).toBe(true);
    const over = parse({ version: 0, branches: [...wide, premove] });
    expect(over.error?.issues.map((i) => i.message)).toContain(`a plan has at most ${QUEUE_LIMITS.branches} branches in all`);
  });

  it("refuses branches nested deeper than the limit", () => {
    let branch: QueuedBranch = premove;
    for (let level = 1; level < QUEUE_LIMITS.depth; level++) branch = { play: 1, next: [branch] };
    expect(parse({ version: 0, branches: [branch] }).success).toBe(true);
    const deeper = parse({ version: 0, branches: [{ play: 1, next: [branch] }] });
    expect(deeper.error?.issues.map((i) => i.message)).toContain(`branches nest at most ${QUEUE_LIMITS.depth} levels deep`);
  });

  it("refuses a plan over its size in bytes, an empty plan, an empty condition and a branch without a move", () => {
    const big = { play: { card: "x".repeat(QUEUE_LIMITS.bytes) } };
    expect(parse({ version: 0, branches: [big] }).error?.issues.map((i) => i.message)).toContain(
      `a plan takes at most ${QUEUE_LIMITS.bytes / 1024} KiB as JSON`,
    );
    expect(parse({ version: 0, branches: [] }).success).toBe(false);
    expect(parse({ version: 0, branches: [{ if: [], play: 1 }] }).success).toBe(false);
    expect(parse({ version: 0, branches: [{ if: [{ seat: 1, log: [] }] }] }).success).toBe(false);
  });
});
