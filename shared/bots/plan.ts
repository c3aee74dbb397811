// What a waiting seat may plan (shared/api/queue.ts), worked out from its view alone, as a bot would: states
// that agree with the view are sampled (the game's `determinize`), and in each the next other seat's legal
// moves are tried (giving the log lines the planning seat would read: candidate conditions), then random
// moves are played until the seat is awaited (giving moves it may be able to make). Nothing hidden from
// the seat is read, so the lists tell it nothing its view does not; they are samples, not promises.
// A condition is what its seat reads: two replies that read alike (a Katun flip of either of two cards
// of one kind) are one condition, offered once and matched on its words (functions/record/queue.ts).
import type { ObservedMove, QueueOptions } from "../api/queue";
import { isLogVisibleTo } from "../engine/index";
import { translator, type Catalog } from "../i18n/index";
import type { Random } from "../engine/random";
import { gameModule, type GameId } from "../games/index";
import type { Knowledge } from "./search";

/** How much one answer samples: enough for a turn's usual choices, bounded for the biggest games. */
const PLAN_SAMPLES = 3;
const REPLIES_TRIED = 24;
const WALKS_PER_SAMPLE = 4;
const WALK_PLIES = 16;
const MOST_MOVES = 60;
const MOST_REPLIES = 40;

/** How observed moves read, in one language for every reader: what offering and matching conditions compare. */
export type ConditionWords = (observed: readonly ObservedMove[]) => string;

/**
 * The English words of observed moves (seats named "Player n"). A line the catalog has no words for
 * (none in a shipped game) keeps its key and params, so that it never reads like another one.
 */
export function conditionWords(catalog: Catalog): ConditionWords {
  const t = translator("en", catalog);
  return (observed) =>
    observed
      .map(({ seat, log }) =>
        [seat, ...log.map((line) => (line.key in catalog.en ? t(line.key, line.params) : JSON.stringify(line)))].join(" "),
      )
      .join("\n");
}

/**
 * The moves `seat` may make on its next turn and the next other seat's possible moves as `seat` reads
 * them, one a wording (`words`).
 */
export function planOptions(gameId: GameId, view: unknown, seat: number, rng: Random, words: ConditionWords): QueueOptions {
  const bot: Knowledge = gameModule(gameId).bot;
  const game = bot.game;
  const moves = new Map<string, unknown>();
  const replies = new Map<string, ObservedMove>();
  for (let sample = 0; sample < PLAN_SAMPLES; sample++) {
    const state = bot.determinize(view, seat, rng);
    const awaited: number[] = game.awaiting(state);
    if (awaited.length === 0) break;
    const other = awaited.find((s) => s !== seat);
    if (other === undefined) {
      for (const move of game.legalMoves(state, seat)) keep(moves, move, MOST_MOVES);
      continue;
    }
    const tried = rng.shuffle(game.legalMoves(state, other)).slice(0, REPLIES_TRIED);
    tried.forEach((move, i) => {
      const outcome = game.apply(state, other, move);
      const log = outcome.log.filter((line) => isLogVisibleTo(line, seat)).map(({ key, params }) => (params ? { key, params } : { key }));
      const reply = { seat: other, log };
      const said = words([reply]);
      if (replies.size < MOST_REPLIES && !replies.has(said)) replies.set(said, reply);
      if (i < WALKS_PER_SAMPLE) for (const next of walkToTurn(outcome.state)) keep(moves, next, MOST_MOVES);
    });
  }
  return { moves: [...moves.values()], replies: [...replies.values()] };

  /** Random moves of the others until `seat` is awaited (its legal moves then), or none within the bound. */
  function walkToTurn(start: unknown): unknown[] {
    let state = start;
    for (let ply = 0; ply < WALK_PLIES; ply++) {
      const awaited: number[] = game.awaiting(state);
      if (awaited.length === 0) return [];
      if (awaited.includes(seat)) return game.legalMoves(state, seat);
      const mover = rng.pick(awaited);
      const legal: unknown[] = game.legalMoves(state, mover);
      if (legal.length === 0) return [];
      state = game.apply(state, mover, rng.pick(legal)).state;
    }
    return [];
  }
}

function keep(moves: Map<string, unknown>, move: unknown, most: number): void {
  if (moves.size < most) moves.set(JSON.stringify(move), move);
}
