// Queued moves (docs/api.md, "Planning ahead"): what a player sends to plan its next moves while it waits,
// and what it reads back. A branch's condition is written in what its seat can read (the other seats'
// moves as their log lines show them to it), so that matching it never needs a secret.
import * as z from "../zod";
import type { LogParam } from "../engine/index";
import { lazily } from "../engine/lazy";
import { gameVersion } from "./requests";

/** How big a plan may be: every one is checked before the plan is stored or matched. */
export const QUEUE_LIMITS = {
  /** Branches in the whole tree. */
  branches: 32,
  /** Levels of branches: a branch's `next` nests one more. */
  depth: 6,
  /** The moves of others one condition names. */
  observed: 8,
  /** Log lines of one observed move. */
  lines: 16,
  /** The plan as JSON. */
  bytes: 16 * 1024,
} as const;

/** A log line as the planning seat reads it: its key and params, without the `seats` it is shown to. */
interface ObservedLine {
  key: string;
  params?: Record<string, LogParam>;
}

/** One move of another seat as the planning seat reads it: who moved and the log lines it may read. */
export interface ObservedMove {
  seat: number;
  log: ObservedLine[];
}

/**
 * "If the others' next moves since my last one are exactly `if` (in order; later ones are not looked at),
 * play `play`, then plan on with `next`".
 * Without `if`, a premove: played whatever the others did.
 */
export interface QueuedBranch {
  if?: ObservedMove[];
  play: unknown;
  next?: QueuedBranch[];
}

/** Why the server dropped a plan instead of playing it (the page and the "your turn" mail say so). */
export type QueueDropReason = "no-match" | "illegal" | "played-yourself" | "takeback";

/** GET, PUT /api/games/:id/queue: the caller's plan, made at game version `version` (null: none). */
export interface QueueAnswer {
  version: number | null;
  branches: QueuedBranch[];
  /** The last plan the server dropped, at which version and why, until a new one is made. */
  dropped: { version: number; reason: QueueDropReason } | null;
}

/** GET /api/games/:id/queue/options: what the caller may plan, sampled from its view alone. */
export interface QueueOptions {
  /** Moves the caller may be able to make on its next turn. */
  moves: unknown[];
  /** The next other seat's possible moves, as the caller would read them: candidate conditions. */
  replies: ObservedMove[];
}

const logParam = () =>
  z.union([
    z.string().check(z.maxLength(200)),
    z.number(),
    z.boolean(),
    z.null(),
    z.array(z.union([z.string().check(z.maxLength(200)), z.number()])).check(z.maxLength(64)),
  ]);

const observedMove = () =>
  z.strictObject({
    seat: z.int().check(z.minimum(0), z.maximum(7)),
    log: z
      .array(
        z.strictObject({
          key: z.string().check(z.minLength(1), z.maxLength(80)),
          params: z.optional(z.record(z.string().check(z.maxLength(40)), logParam())),
        }),
      )
      .check(z.maxLength(QUEUE_LIMITS.lines, `an observed move has at most ${QUEUE_LIMITS.lines} log lines`)),
  });

/** A branch and at most `levels - 1` levels under it: the depth is bounded by the schema's shape, not by recursion on input. */
function branchSchema(levels: number): z.ZodMiniType<QueuedBranch, QueuedBranch> {
  const next =
    levels > 1
      ? z.array(branchSchema(levels - 1)).check(z.maxLength(QUEUE_LIMITS.branches))
      : z.array(z.unknown()).check(z.maxLength(0, `branches nest at most ${QUEUE_LIMITS.depth} levels deep`));
  return z.strictObject({
    if: z.optional(
      z
        .array(observedMove())
        .check(
          z.minLength(1, "a condition names at least one move; leave `if` out for a premove"),
          z.maxLength(QUEUE_LIMITS.observed, `a condition names at most ${QUEUE_LIMITS.observed} moves`),
        ),
    ),
    play: z.unknown().check(z.refine((m) => m !== undefined, "a move is required")),
    next: z.optional(next),
  }) as z.ZodMiniType<QueuedBranch, QueuedBranch>;
}

/** Branches in a tree, each counted once. */
function countBranches(branches: readonly QueuedBranch[]): number {
  return branches.reduce((n, b) => n + 1 + countBranches(b.next ?? []), 0);
}

/** PUT /api/games/:id/queue: the plan, made against game version `version` (the one the caller saw). */
export const queueBody = lazily(() =>
  z
    .strictObject({
      version: gameVersion(),
      branches: z
        .array(branchSchema(QUEUE_LIMITS.depth))
        .check(z.minLength(1, "a plan has at least one branch"), z.maxLength(QUEUE_LIMITS.branches)),
    })
    .check(
      z.superRefine((body, ctx) => {
        if (countBranches(body.branches) > QUEUE_LIMITS.branches)
          ctx.addIssue({ code: "custom", path: ["branches"], message: `a plan has at most ${QUEUE_LIMITS.branches} branches in all` });
        if (new TextEncoder().encode(JSON.stringify(body)).length > QUEUE_LIMITS.bytes)
          ctx.addIssue({ code: "custom", message: `a plan takes at most ${QUEUE_LIMITS.bytes / 1024} KiB as JSON` });
      }),
    ),
);
export type QueueRequest = z.input<ReturnType<typeof queueBody>>;
