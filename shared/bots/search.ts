// Determinized flat Monte-Carlo search: every iteration samples a full state consistent with the seat's
// view (the game's `determinize`), tries one of the seat's legal moves in it (chosen by UCB1, so good
// moves get more samples), plays on with random legal moves for a few plies, and scores the outcome for
// the seat (the game's result when the game ended, otherwise the game's `evaluate`). The move with the
// best mean wins. The bot sees only the view: hidden parts are sampled, never read.
import { RuleError, type GameDefinition } from "../engine/index";
import { applyOwned } from "../engine/play";
import type { Random } from "../engine/random";
import type { Bot } from "./bot";

// A knowledge module works on one game's own state, move and view types.
// biome-ignore lint/suspicious/noExplicitAny: the defaults let a registry hold every game's knowledge.
export interface Knowledge<State = any, Move = any, View = any> {
  // biome-ignore lint/suspicious/noExplicitAny: a bot never reads the options type.
  game: GameDefinition<State, Move, View, any>;
  /** A full state that agrees with everything `view` shows `seat`; what the view hides is drawn from `rng`. */
  determinize(view: View, seat: number, rng: Random): State;
  /** How good `state` is for `seat`, from 0 (lost) to 1 (won), for a game not over yet. */
  evaluate(state: State, seat: number): number;
  /** Random plies played after the tried move before scoring (Infinity: to the end of the game). */
  rolloutPlies: number;
  /** The rollout plies for this view (e.g. fewer with more players); `rolloutPlies` when absent. */
  rolloutPliesFor?(view: View): number;
  /** The legal moves worth searching (all of them when absent); never empty when `legal` is not. */
  candidates?(legal: readonly Move[], seat: number): readonly Move[];
  /**
   * The expert's, where set: the rest of the seat's turn after a tried move is planned by a beam search of
   * this width over the seat's own moves (`planTurn`), before the random plies.
   */
  turnBeam?: number;
  /** The moves worth trying in `state`, both first and in a turn's plan (`candidates`, else all of `legal`, when absent). */
  plannedMoves?(state: State, seat: number, legal: readonly Move[]): readonly Move[];
  /** What the expert knows beyond the strong bot: these fields replace the strong bot's for it. */
  expert?: Pick<Knowledge<State, Move, View>, "evaluate" | "plannedMoves">;
  /** Iterations per move when the caller gives no budget. */
  iterations: number;
  /** Distinct sampled states per move, reused in turn by the iterations (sampling can cost more than a try). */
  samples: number;
}

/** 1 for a sole winner, a share for a tie, 0 for a loser. */
function outcomeFor(winners: readonly number[], seat: number): number {
  return winners.includes(seat) ? 1 / winners.length : 0;
}

/** The seat's score against the best other seat's, squashed to 0–1 (0.5 when level). */
export function lead(scores: readonly number[], seat: number, scale: number): number {
  const best = Math.max(...scores.filter((_, i) => i !== seat));
  return 1 / (1 + Math.exp(-(scores[seat]! - best) / scale));
}

const EXPLORATION = 0.7;

export function searchBot(knowledge: Knowledge): Bot {
  return {
    choose({ view, legal: all, seat, rng, budget }) {
      // `apply` never changes its input, so a sampled state serves many iterations.
      const states: unknown[] = [];
      let legal = knowledge.candidates?.(all, seat) ?? all;
      if (knowledge.plannedMoves && all.length > 1) {
        // The moves a plan tries depend only on what the view shows, so any sample tells them.
        states.push(knowledge.determinize(view, seat, rng));
        legal = knowledge.plannedMoves(states[0], seat, all);
      }
      if (legal.length === 1) return legal[0];
      const iterations = Math.max(budget ?? knowledge.iterations, legal.length);
      const plies = knowledge.rolloutPliesFor?.(view) ?? knowledge.rolloutPlies;
      const visits = new Array<number>(legal.length).fill(0);
      const totals = new Array<number>(legal.length).fill(0);
      for (let it = 0; it < iterations; it++) {
        const arm = it < legal.length ? it : ucb(visits, totals, it);
        if (states.length < knowledge.samples) states.push(knowledge.determinize(view, seat, rng));
        const state = states[it % knowledge.samples];
        visits[arm]!++;
        totals[arm]! += playout(knowledge, state, seat, legal[arm], plies, rng);
      }
      const means = totals.map((t, i) => t / visits[i]!);
      const top = Math.max(...means);
      // Level moves are drawn at random: a fixed preference could repeat a move that changes nothing forever.
      return legal[rng.pick(means.flatMap((m, i) => (m >= top - 1e-9 ? [i] : [])))];
    },
  };

  function ucb(visits: number[], totals: number[], n: number): number {
    let best = 0;
    let bestValue = -Infinity;
    const logN = Math.log(n);
    for (let i = 0; i < visits.length; i++) {
      const value = totals[i]! / visits[i]! + EXPLORATION * Math.sqrt(logN / visits[i]!);
      if (value > bestValue) {
        bestValue = value;
        best = i;
      }
    }
    return best;
  }
}

function playout(knowledge: Knowledge, start: unknown, seat: number, move: unknown, plies: number, rng: Random): number {
  const { game } = knowledge;
  let state: unknown;
  try {
    state = game.apply(start, seat, move).state;
  } catch (error) {
    // A sampled state agrees with the view, so the seat's own moves stay legal in it; should a game's
    // sampling ever disagree, the move scores as a loss rather than failing the server's sweep.
    if (error instanceof RuleError) return 0;
    throw error;
  }
  if (knowledge.turnBeam) state = planTurn(knowledge, state, seat, knowledge.turnBeam);
  for (let ply = 0; ply < plies; ply++) {
    const awaited = game.awaiting(state);
    if (awaited.length === 0) break;
    const mover = rng.pick(awaited);
    const move = rng.pick(game.legalMoves(state, mover));
    // The state is this playout's own (the first `apply` made it), so a game that can change it in place skips a copy a ply.
    state = applyOwned(game, state, mover, move);
  }
  return scoreOf(knowledge, state, seat);
}

function scoreOf(knowledge: Knowledge, state: unknown, seat: number): number {
  const result = knowledge.game.result(state);
  return result ? outcomeFor(result.winners, seat) : knowledge.evaluate(state, seat);
}

/** How many of its own moves in a row a turn's plan looks at. */
const TURN_DEPTH = 6;

interface Planned {
  state: unknown;
  value: number;
  /** The states after each planned move, once worked out. */
  children?: Planned[];
}

/**
 * The best state, by the evaluation, at which the seat's turn can end from `start` (the seat alone
 * awaited): a beam search over the seat's own moves. A move the evaluation cannot tell from staying
 * (choosing where to build) is ranked by its best next move, so that the beam keeps the right ones.
 */
function planTurn(knowledge: Knowledge, start: unknown, seat: number, width: number): unknown {
  const { game } = knowledge;
  const ownTurn = (state: unknown): boolean => {
    const awaited: number[] = game.awaiting(state);
    return awaited.length === 1 && awaited[0] === seat;
  };
  if (!ownTurn(start)) return start;
  const children = (node: Planned): Planned[] => {
    if (node.children) return node.children;
    const legal = game.legalMoves(node.state, seat);
    return (node.children = (knowledge.plannedMoves?.(node.state, seat, legal) ?? legal).map((move: unknown) => {
      const state = game.apply(node.state, seat, move).state;
      return { state, value: scoreOf(knowledge, state, seat) };
    }));
  };
  let best: Planned = { state: start, value: scoreOf(knowledge, start, seat) };
  let beam: Planned[] = [best];
  for (let depth = 0; depth < TURN_DEPTH && beam.length > 0; depth++) {
    const ranked: { node: Planned; rank: number }[] = [];
    for (const parent of beam) {
      for (const node of children(parent)) {
        if (!ownTurn(node.state)) {
          if (node.value > best.value) best = node;
          continue;
        }
        const rank = node.value === parent.value ? Math.max(node.value, ...children(node).map((c) => c.value)) : node.value;
        ranked.push({ node, rank });
      }
    }
    ranked.sort((a, b) => b.rank - a.rank);
    beam = ranked.slice(0, width).map((r) => r.node);
  }
  // The plan's last steps may leave the turn unfinished: where it got to is as far as it sees.
  for (const node of beam) if (node.value > best.value) best = node;
  return best.state;
}
