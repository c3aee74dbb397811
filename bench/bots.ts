// Bot strength: the strong bot against random bots, whole games per game and player count, with the
// strong seat rotating over the seats. Each configuration runs in two fresh processes at once (one per
// core), each playing half the games: `tsx bench/bots.ts <json args>` is one half. Wins are counted
// with a 95% Wilson interval; a shared first place counts as a loss (so the figure errs low).
import { spawn } from "node:child_process";
import { pathToFileURL } from "node:url";
import { GAME_IDS, gameModule, gameRules, type GameId, loadGames } from "../shared/games/index";
import { Random } from "../shared/engine/random";
import { botFor, type Bot } from "../shared/bots/index";
import { EXPERT_BUDGETS } from "../shared/bots/levels";
import type { Knowledge } from "../shared/bots/search";
import { ms, summarize } from "./stats";

await loadGames();

interface Half {
  game: GameId;
  /** Who sits in the measured seat, and who in every other. */
  match: "strong-vs-random" | "expert-vs-strong";
  players: number;
  first: number;
  count: number;
}

interface HalfResult {
  games: number;
  wins: number;
  ties: number;
  unfinished: number;
  moveMs: number[];
  /** The same moves' CPU time (this process, user and system): what they cost on a core of their own. */
  moveCpuMs: number[];
}

/** The measured bot and its opponents in `match`. */
function sides(gameId: GameId, match: Half["match"]): [hero: Bot, rival: Bot] {
  if (match === "strong-vs-random") return [botFor(gameId, "strong"), botFor(gameId, "random")];
  return [botFor(gameId, "expert"), botFor(gameId, "strong")];
}

/** Plays games `first` … `first + count − 1`; the measured bot sits in seat `index % players`. */
function playHalf({ game: gameId, match, players, first, count }: Half): HalfResult {
  const game = gameRules(gameId);
  const [hero, rival] = sides(gameId, match);
  const result: HalfResult = { games: count, wins: 0, ties: 0, unfinished: 0, moveMs: [], moveCpuMs: [] };
  for (let index = first; index < first + count; index++) {
    const heroSeat = index % players;
    const rng = Random.fromSeed(`bench-bots:${match === "strong-vs-random" ? "" : `${match}:`}${gameId}:${players}:${index}`);
    let state = game.setup({ players, options: game.options.parse({}), seed: `bench-bots:${index}` });
    for (let plies = 0; plies < 20_000; plies++) {
      const awaited = game.awaiting(state);
      if (awaited.length === 0) break;
      const seat = rng.pick(awaited);
      const legal = game.legalMoves(state, seat);
      const started = performance.now();
      const cpu = process.cpuUsage();
      // The bot's time includes computing the view it is given, as on the server.
      const move = (seat === heroSeat ? hero : rival).choose({ view: game.view(state, seat), legal, seat, rng });
      if (seat === heroSeat) {
        result.moveMs.push(performance.now() - started);
        const used = process.cpuUsage(cpu);
        result.moveCpuMs.push((used.user + used.system) / 1000);
      }
      state = game.apply(state, seat, move).state;
    }
    const outcome = game.result(state);
    if (!outcome) result.unfinished++;
    else if (outcome.winners.includes(heroSeat)) {
      if (outcome.winners.length === 1) result.wins++;
      else result.ties++;
    }
  }
  return result;
}

function halfInChild(half: Half): Promise<HalfResult> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, ["--import", "tsx", import.meta.filename, JSON.stringify(half)], {
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d) => (stdout += d));
    child.stderr.on("data", (d) => (stderr += d));
    child.on("exit", (code) =>
      code === 0 ? done(JSON.parse(stdout.trim().split("\n").at(-1)!)) : fail(new Error(`bench bots ${JSON.stringify(half)}:\n${stderr}`)),
    );
  });
}

/** The 95% Wilson score interval of `wins` out of `n`. */
function wilson(wins: number, n: number): [number, number] {
  const z = 1.96;
  const p = wins / n;
  const centre = (p + (z * z) / (2 * n)) / (1 + (z * z) / n);
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / (1 + (z * z) / n);
  return [centre - half, centre + half];
}

// 200 games at 2 players everywhere; at the largest player count fewer, so the section stays near five
// minutes on two cores (a strong move costs 2–25 ms and the long games have hundreds of them).
const PLAYERS_AND_GAMES: Record<GameId, [players: number, games: number][]> = {
  yucata: [
    [2, 200],
    [4, 100],
  ],
  yucatan: [
    [2, 200],
    [4, 20],
  ],
  balam: [
    [2, 200],
    [4, 60],
  ],
  "rio-de-la-plata": [
    [2, 200],
    [5, 10],
  ],
};
const CONFIGS = GAME_IDS.flatMap((game) => PLAYERS_AND_GAMES[game].map(([players, games]) => ({ game, players, games })));

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

/** The section's lines for docs/benchmarks.md. */
export async function botStrength(): Promise<string[]> {
  console.log("bench: bot strength…");
  const started = performance.now();
  const rows: string[] = [];
  for (const { game, players, games: n } of CONFIGS) {
    const half = Math.ceil(n / 2);
    const parts = await Promise.all([
      halfInChild({ game, match: "strong-vs-random", players, first: 0, count: half }),
      halfInChild({ game, match: "strong-vs-random", players, first: half, count: n - half }),
    ]);
    const wins = parts.reduce((s, p) => s + p.wins, 0);
    const ties = parts.reduce((s, p) => s + p.ties, 0);
    const unfinished = parts.reduce((s, p) => s + p.unfinished, 0);
    const times = summarize(parts.flatMap((p) => p.moveMs));
    const [low, high] = wilson(wins, n);
    const k = gameModule(game).bot;
    // The rollout length the bot uses at this player count, read from a view as the bot itself does.
    const def = gameRules(game);
    const setupView = def.view(def.setup({ players, options: def.options.parse({}), seed: "budget" }), 0);
    const plies = k.rolloutPliesFor?.(setupView) ?? k.rolloutPlies;
    const target = players === 2 ? (low > 0.9 ? "met" : wins / n > 0.9 ? "met (interval reaches below 90%)" : "**missed**") : "";
    rows.push(
      `| ${gameRules(game).name} | ${players} | ${n} | ${wins} (${ties} shared, ${unfinished} unfinished) | ${pct(wins / n)} | ${pct(low)} – ${pct(high)} | ${pct(1 / players)} | ` +
        `${target} | ${k.iterations === 1 ? "one try per move" : `${k.iterations} iterations`}, ${Number.isFinite(plies) ? `${plies}-ply rollouts` : "rollouts to the end"} | ` +
        `${times.count} | ${ms(times.mean)} / ${ms(times.p50)} / ${ms(times.p99)} / ${ms(times.max)} |`,
    );
    console.log(rows.at(-1));
  }
  const minutes = ((performance.now() - started) / 60_000).toFixed(1);
  return [
    "## Bots: the strong bot against random bots",
    "",
    "`bench/bots.ts` plays whole games with the strong bot (`shared/bots/`: determinized flat Monte-Carlo over the engine's own " +
      "`apply` and `legalMoves`, seeing only its seat's view) in one seat and the random bot (uniform over legal moves) in every " +
      "other, the strong seat rotating over the seats, games seeded so the run is reproducible. Each row runs in two fresh processes " +
      "at once, half the games each. A win is a sole first place (a shared one counts as a loss); the interval is the 95% Wilson " +
      'score interval; "even" is the share a bot no better than random would win. Time per move is the strong bot\'s `choose`, ' +
      "including computing the view it is given, as the server's clock does: mean / p50 / p99 / max. Target: above 90% at 2 players.",
    "",
    "| game | players | games | strong wins | win rate | 95% interval | even | target (2 players) | budget | strong moves | time per move (mean / p50 / p99 / max) |",
    "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |",
    ...rows,
    "",
    `Budgets are iteration counts, not time, so a bot's move is the same on any machine. Yucata' games are short (about 13 moves a ` +
      "seat), so its bot runs 60 iterations with rollouts to the end of the game at 2 players, and of two rounds at 3–4 players, where a random rollout to the end is mostly noise. The other three games last hundreds of moves and " +
      "a move costs the engine a state copy, so their bots try each legal move once on a sampled state and score it with a " +
      "heuristic of the game (pyramid progress; prestige, wealth and buildings; points as the game would count them now); a rollout " +
      `to the end would cost seconds a move. At the largest player counts the sample is smaller (see the games column) to keep ` +
      `the section near five minutes: it took ${minutes} minutes in this run.`,
    "",
  ];
}

/** A search budget in words. */
const budgetOf = ({ iterations, samples, rolloutPlies, turnBeam }: Knowledge): string =>
  `${iterations} iterations on ${samples} samples, ${turnBeam ? `the rest of the turn planned (beam ${turnBeam}), ` : ""}` +
  `${Number.isFinite(rolloutPlies) ? rolloutPlies : "∞"}-ply rollouts`;

/** Two-player games of the expert against the strong bot in every game the expert plays. */
const EXPERT_GAMES = 200;

/** The section's lines for docs/benchmarks.md: the expert bot against the strong bot. */
export async function expertStrength(): Promise<string[]> {
  console.log("bench: expert against strong…");
  const rows: string[] = [];
  for (const game of GAME_IDS.filter((id) => id in EXPERT_BUDGETS)) {
    const half = EXPERT_GAMES / 2;
    const parts = await Promise.all([
      halfInChild({ game, match: "expert-vs-strong", players: 2, first: 0, count: half }),
      halfInChild({ game, match: "expert-vs-strong", players: 2, first: half, count: half }),
    ]);
    const wins = parts.reduce((s, p) => s + p.wins, 0);
    const ties = parts.reduce((s, p) => s + p.ties, 0);
    const times = summarize(parts.flatMap((p) => p.moveMs));
    const cpu = summarize(parts.flatMap((p) => p.moveCpuMs));
    const [low, high] = wilson(wins, EXPERT_GAMES);
    rows.push(
      `| ${gameRules(game).name} | ${EXPERT_GAMES} | ${wins} (${ties} shared) | ${pct(wins / EXPERT_GAMES)} | ${pct(low)} – ${pct(high)} | ` +
        `${wins / EXPERT_GAMES >= 0.6 ? "met" : "**missed**"} | ${budgetOf({ ...gameModule(game).bot, ...EXPERT_BUDGETS[game] })} (strong: ${budgetOf(gameModule(game).bot)}) | ` +
        `${times.count} | ${ms(cpu.p50)} / ${ms(cpu.p99)} / ${ms(cpu.max)} | ${ms(times.p50)} / ${ms(times.p99)} / ${ms(times.max)} | ` +
        `${cpu.p99 <= 50 ? "met" : "**missed**"} |`,
    );
    console.log(rows.at(-1));
  }
  return [
    "## Bots: the expert bot against the strong bot",
    "",
    "`bench/bots.ts` plays two-player games of the expert bot (`shared/bots/`: the strong bot's determinized search " +
      "with a bigger budget, `EXPERT_BUDGETS` in `shared/bots/levels.ts`, affordable since playouts change their own copy of " +
      "the state in place; in Balam also what the game's knowledge gives the expert alone, `expert` in `shared/games/balam/bot.ts`) " +
      "against the strong bot, seats alternating, games seeded, in two processes at once. A win is a sole first place (a shared one counts as a loss); the interval is the 95% Wilson score " +
      "interval. Time per move is the expert's `choose` with the view it is given: p50 / p99 / max, as CPU time (its process's " +
      "user and system time: the move on a core of its own) and as wall time (which adds the wait for a core while the " +
      "machine's other work takes both). Targets: at least 60% of the games, at most 50 ms of CPU a move at p99.",
    "",
    "| game | games | expert wins | win rate | 95% interval | target (60%) | budget | expert moves | CPU per move (p50 / p99 / max) | wall per move (p50 / p99 / max) | target (50 ms) |",
    "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |",
    ...rows,
    "",
    "Balam's expert plans its turn: each tried move is followed by the rest of the seat's turn, chosen move by move by " +
      "the evaluation (a beam of width 1; a move it cannot tell from staying, such as choosing where to build, is judged by " +
      "its best next move), and the state where the turn passes is scored by the final scores projected from what stands: " +
      "prestige, wealth at the final bonus's half point, what the villages make carried to temples or palaces for each " +
      "round left, the ball games left at the ball courts' standing. The plan tries one payment a building, the king's " +
      "cities and the three best free sites. The strong bot flips Katun cards nearly every turn; the expert taxes and " +
      "founds a temple fed by villages in its first turn. Before it, measured while tuning (the same match, 10–40 games): " +
      "the strong bot's search with 60 iterations on 8 sampled states won 10 of 20 (with 3 random plies after the move " +
      "2 of 20, random kings' replies drowning the heuristic), and a greedy look-ahead by the strong bot's heuristic for " +
      "4 plies 0 of 10: that heuristic values buildings and wealth alike and cannot see a temple's worth over the rounds. " +
      "The same look-ahead in Yucata' won 85 of 200 (42.5%).",
    "",
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1]!).href) {
  process.stdout.write(`\n${JSON.stringify(playHalf(JSON.parse(process.argv[2]!)))}\n`);
}
