// A seat's queued moves (shared/api/queue.ts) as the server keeps and judges them. Pure: what the seat saw
// since its plan was made goes in, the move to play (or why the plan is dropped) comes out.
import { isLogVisibleTo } from "../../shared/engine/index";
import type { ObservedMove, QueuedBranch, QueueDropReason } from "../../shared/api/index";
import type { ConditionWords } from "../../shared/bots/plan";
import type { GameEvent } from "./game";

/** A seat's plan as stored: its branches, matched against the events after game version `version`. */
export interface SeatQueue {
  gameId: string;
  seat: number;
  /** The game's version when the plan (or its current level) was made; null once dropped. */
  version: number | null;
  branches: QueuedBranch[];
  dropped: { version: number; reason: QueueDropReason } | null;
}

/** What the server does with a plan when its seat is awaited. */
export type QueueDecision = { play: unknown; next: QueuedBranch[] } | { drop: QueueDropReason };

/**
 * The lines the server puts before a move it played for a seat, saying why: the move is the same as if
 * played by hand, and a condition names the move, so they are no part of what a seat observes.
 */
const WHY_THE_SERVER_PLAYED = new Set(["turnpost.queued", "turnpost.forced", "turnpost.timeout"]);

/** An event as `seat` reads it: who moved and the log lines shown to it, stripped of whom they are shown to. */
export function observedBy(event: GameEvent, seat: number): ObservedMove {
  return {
    seat: event.seat,
    log: event.log
      .filter((line) => isLogVisibleTo(line, seat) && !WHY_THE_SERVER_PLAYED.has(line.key))
      .map(({ key, params }) => (params ? { key, params } : { key })),
  };
}

/**
 * The first branch whose condition is what `seat` saw first in `events` (the game's events since the
 * plan's version), in order and word for word (`words`: what the seat read, not which hidden card made
 * it), and whose move `isLegal` accepts now, with the plan that follows
 * it; or why none is played. A condition names the others' next moves: the moves after those it names are
 * not looked at, so that a branch on one player's answer holds whatever the players after it do. A
 * takeback or a move of the seat's own since the plan was made voids every condition.
 */
export function decideQueue(
  branches: readonly QueuedBranch[],
  events: readonly GameEvent[],
  seat: number,
  isLegal: (move: unknown) => boolean,
  words: ConditionWords,
): QueueDecision {
  if (events.some((e) => e.takeback)) return { drop: "takeback" };
  if (events.some((e) => e.seat === seat)) return { drop: "played-yourself" };
  const seen = events.map((e) => observedBy(e, seat));
  let matchedIllegal = false;
  for (const branch of branches) {
    if (branch.if && words(branch.if) !== words(seen.slice(0, branch.if.length))) continue;
    if (isLegal(branch.play)) return { play: branch.play, next: branch.next ?? [] };
    matchedIllegal = true;
  }
  return { drop: matchedIllegal ? "illegal" : "no-match" };
}
