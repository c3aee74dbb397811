// The engines on their own: random playouts per second, and the time to rebuild a game from its event
// log with `replay` (what the history endpoint does), on real random games.
import { gameRules, type GameId, loadGames } from "../shared/games/index";
import { copyData } from "../shared/engine/copy";
import { randomPlayout, replay, type PlayedMove } from "../shared/engine/play";
import { summarize } from "./stats";

await loadGames();

export interface PlayoutRate {
  game: GameId;
  players: number;
  playouts: number;
  perSecond: number;
  meanMoves: number;
  perMoveMs: number;
}

export interface ReplayTime {
  game: GameId;
  players: number;
  /** Events in the game that was replayed: 1,000, or the longest random game when games end sooner. */
  events: number;
  p50: number;
  p99: number;
  /** p50 scaled linearly to 1,000 events when the game is shorter. */
  per1000: number;
  /** `copyData` of every intermediate state of that game (the copy each apply makes), p50, scaled alike. */
  copyPer1000: number;
  /** The same copies by structuredClone and as a JSON round trip, for comparison. */
  clonePer1000: number;
  jsonCopyPer1000: number;
}

const MAX_MOVES = 5000;

/** Plays random games for about `budgetMs` (at least 3, at most 2,000 playouts). */
export function measurePlayouts(gameId: GameId, players: number, budgetMs: number): PlayoutRate {
  const def = gameRules(gameId);
  let playouts = 0;
  let moves = 0;
  const started = performance.now();
  while (playouts < 2000 && (playouts < 3 || performance.now() - started < budgetMs)) {
    const p = randomPlayout(def, { players, options: {}, seed: `playout-${playouts}` }, { maxMoves: MAX_MOVES });
    moves += p.moves.length;
    playouts++;
  }
  const elapsed = performance.now() - started;
  return {
    game: gameId,
    players,
    playouts,
    perSecond: (playouts / elapsed) * 1000,
    meanMoves: moves / playouts,
    perMoveMs: elapsed / moves,
  };
}

/** Replays a 1,000-event random game (or the longest of a few when games end sooner) `repetitions` times. */
export function measureReplay(gameId: GameId, players: number, repetitions: number): ReplayTime {
  const def = gameRules(gameId);
  let longest: { seed: string; moves: PlayedMove[] } = { seed: "", moves: [] };
  for (let i = 0; i < 12 && longest.moves.length < 1000; i++) {
    const seed = `replay-${i}`;
    const p = randomPlayout(def, { players, options: {}, seed }, { maxMoves: 1000 });
    if (p.moves.length > longest.moves.length) longest = { seed, moves: p.moves };
  }
  const setup = { players, options: {}, seed: longest.seed };
  for (let i = 0; i < 3; i++) replay(def, setup, longest.moves); // warm-up
  const times: number[] = [];
  for (let i = 0; i < repetitions; i++) {
    const started = performance.now();
    replay(def, setup, longest.moves);
    times.push(performance.now() - started);
  }
  const t = summarize(times);
  // What the per-move copy costs: clone each state the replay passes through, as apply does.
  const states: unknown[] = [];
  let state = def.setup({ players, options: def.options.parse({}), seed: longest.seed });
  for (const { seat, move } of longest.moves) {
    states.push(state);
    state = def.apply(state, seat, move).state;
  }
  const copyTime = (copy: (s: unknown) => unknown) => {
    const runs: number[] = [];
    for (let i = 0; i < 7; i++) {
      const started = performance.now();
      for (const s of states) copy(s);
      runs.push(performance.now() - started);
    }
    return (summarize(runs).p50 * 1000) / states.length;
  };
  return {
    game: gameId,
    players,
    events: longest.moves.length,
    p50: t.p50,
    p99: t.p99,
    per1000: (t.p50 * 1000) / longest.moves.length,
    copyPer1000: copyTime(copyData),
    clonePer1000: copyTime((s) => structuredClone(s)),
    jsonCopyPer1000: copyTime((s) => JSON.parse(JSON.stringify(s))),
  };
}
