// The history (GET /api/games/:id/history/:version) with DynamoDB taken out (the in-memory table of
// bench/memory-dynamo.ts): the longest of a few random games of each kind, played through the real app
// in-process, then every one of its versions asked by a seat, in a shuffled order, as many times as it takes
// to make at least MIN_ANSWERS answers (a short game's p99 is otherwise its one slowest). Beside it, the
// way the history worked before the stored boards (every event read and replayed from the setup), on a
// sample of the same versions, and the one answer that has to store a board (a game from before). Each
// answer is timed with what its slow ones were made of (bench/tail.ts), and the answer's parts are timed
// apart on the same versions.
import { DeleteItemCommand } from "@aws-sdk/client-dynamodb";
import { gameRules, type GameId, loadGames } from "../shared/games/index";
import { Random } from "../shared/engine/random";
import { replayFrom, replayTimeline } from "../shared/engine/timeline";
import { apiApp } from "../functions/compose/api";
import { core } from "../functions/compose/core";
import { GameStore } from "../functions/store/games";
import { decodeState } from "../functions/store/codec";
import { memoryDynamo } from "./memory-dynamo";
import { summarize } from "./stats";
import { tailOf, timed, watchGc, type Tail } from "./tail";
import { BROWSER_ACCEPT_ENCODING, benchClock, benchConfig, postAs, startGame } from "./app-fixture";

await loadGames();

export interface HistoryResult {
  game: GameId;
  players: number;
  /** The longest game's events, and how many games it was the longest of. */
  events: number;
  games: number;
  /** Each version asked `rounds` times after a warm-up: wall time of the in-process request. */
  rounds: number;
  p50: number;
  p99: number;
  max: number;
  /** p99 of the wall time less the main thread's wait for a core (the machine is shared). */
  cleanP99: number;
  /** The slow answers (at or above p99) and what they were made of. */
  tail: Tail;
  /** Collections during the timed answers, per answer (and their ms per answer). */
  gcPerAnswer: number;
  gcMsPerAnswer: number;
  /**
   * The answer's parts timed apart on the same versions, p50 / p99 / max: the game item read and decoded,
   * the latest board read and decoded, the events after it read and decoded, their replay, the seat's view,
   * and the view's JSON.
   */
  parts: Record<HistoryPart, { p50: number; p99: number; max: number }>;
  /** Events replayed per answer, p50 / max. */
  replayed: { p50: number; max: number };
  /** DynamoDB requests per answer. */
  requestsPerAnswer: Record<string, number>;
  /** Before the stored boards: the events up to the version read and replayed from the setup, then the view. */
  fromStart: { versions: number; p50: number; p99: number; max: number };
  /** The first answer on a game with no stored board, which replays from the setup and stores one. */
  firstWithoutBoards: number;
}

/** Answers timed per game, at least: every version is asked as many rounds as that takes. */
const MIN_ANSWERS = 1000;

const PARTS = ["game", "board", "events", "replay", "view", "json"] as const;
type HistoryPart = (typeof PARTS)[number];

export async function measureHistory(gameId: GameId, players: number, candidates: number): Promise<HistoryResult> {
  const db = memoryDynamo();
  const app = apiApp(core({ config: benchConfig, dynamo: db.client, now: benchClock() }), { mailer: { send: async () => {} } });
  const fetchApp = async (path: string, init: RequestInit) => app.request(path, init);
  const store = new GameStore(db.client, benchConfig.tableName);
  const chooser = Random.fromSeed(`history-${gameId}-${players}`);
  const def = gameRules(gameId)!;
  let longest = { id: "", cookie: "", version: -1 };
  for (let g = 0; g < candidates; g++) {
    const { id, cookies } = await startGame(fetchApp, gameId, players);
    for (let n = 0; n < 5000; n++) {
      const item = db.items.get(`GAME#${id}\u0000GAME`)!;
      const awaiting = (item.awaiting!.L ?? []).map((v) => Number(v.N));
      if (awaiting.length === 0) break;
      const seat = chooser.pick(awaiting);
      const move = chooser.pick(def.legalMoves(decodeState(item), seat));
      const reply = await postAs(fetchApp, cookies[seat]!, `/api/games/${id}/moves`, {
        version: Number(item.version!.N),
        move,
        clientMoveId: `history-${g}-${n}`,
      });
      if (reply.status !== 200) throw new Error(`${gameId}: move refused: ${reply.status} ${await reply.text()}`);
      await reply.arrayBuffer();
    }
    const version = Number(db.items.get(`GAME#${id}\u0000GAME`)!.version!.N);
    if (version > longest.version) longest = { id, cookie: cookies[0]!, version };
  }
  const ask = async (version: number) => {
    const reply = await fetchApp(`/api/games/${longest.id}/history/${version}`, {
      headers: { cookie: longest.cookie, ...BROWSER_ACCEPT_ENCODING },
    });
    if (reply.status !== 200) throw new Error(`${gameId}: history ${version}: ${reply.status} ${await reply.text()}`);
    await reply.arrayBuffer();
  };
  const versions = Array.from({ length: longest.version + 1 }, (_, v) => v);
  const order = Random.fromSeed(`history-order-${gameId}`);
  const rounds = Math.ceil(MIN_ANSWERS / versions.length);
  const shuffled = Array.from({ length: rounds }, () => order.shuffle(versions)).flat();
  for (const version of shuffled.slice(0, 200)) await ask(version);
  db.counts.clear();
  const gc = watchGc();
  const samples = [];
  for (const version of shuffled) samples.push(await timed(() => ask(version)));
  await gc.settle();
  gc.stop();
  const times = samples.map((s) => s.wall);
  const lessWait = samples.map((s) => s.wall - Math.min(s.wait, s.wall));
  const requestsPerAnswer = Object.fromEntries([...db.counts].map(([name, n]) => [name, n / shuffled.length]));
  const { slowSamples: _, ...tail } = tailOf(samples, summarize(times).p99, gc.msDuring);
  const first = samples[0]!.start;
  const last = samples.at(-1)!.start + samples.at(-1)!.wall;
  const runGcs = gc.entries.filter((e) => e.startTime >= first && e.startTime <= last);

  // The answer's parts, as GameService.history makes them, timed apart on the same versions.
  const game = (await store.get(longest.id))!;
  const setup = { players: game.players.length, options: game.options, seed: game.seed! };
  const partTimes = Object.fromEntries(PARTS.map((part) => [part, [] as number[]])) as Record<HistoryPart, number[]>;
  const replayed: number[] = [];
  for (const version of shuffled) {
    let mark = performance.now();
    const lap = (part: HistoryPart) => {
      const now = performance.now();
      partTimes[part].push(now - mark);
      mark = now;
    };
    await store.get(longest.id);
    lap("game");
    const board = version === 0 ? null : await store.latestSnapshot(longest.id, version);
    lap("board");
    const from = board?.version ?? 0;
    const since = version === from ? [] : await store.events(longest.id, from, version - from, version);
    lap("events");
    const state = board ? replayFrom(def, board.state, from, since) : replayTimeline(def, setup, since);
    if (state === null) throw new Error(`${gameId}: a takeback before the board of ${version}`);
    lap("replay");
    const view = def.view(state, 0);
    lap("view");
    JSON.stringify(view);
    lap("json");
    replayed.push(since.length);
  }

  // As before: every event up to the version, replayed from the setup, through the seat's view.
  const sample = Array.from({ length: 40 }, (_, i) => Math.round((i / 39) * longest.version));
  const fromStart: number[] = [];
  for (const version of [...sample.slice(0, 5), ...sample]) {
    const started = performance.now();
    const events = version === 0 ? [] : await store.events(game.id, 0, version, version);
    def.view(replayTimeline(def, setup, events), 0);
    fromStart.push(performance.now() - started);
  }

  // A game from before the stored boards: remove them, ask the last version once.
  for (const key of [...db.items.keys()]) {
    const [pk, sk] = key.split("\u0000");
    if (pk === `GAME#${longest.id}` && sk!.startsWith("SNAP#"))
      await db.client.send(new DeleteItemCommand({ TableName: benchConfig.tableName, Key: { pk: { S: pk }, sk: { S: sk! } } }));
  }
  const started = performance.now();
  await ask(longest.version);
  const firstWithoutBoards = performance.now() - started;

  const s = summarize(times);
  const f = summarize(fromStart.slice(5));
  return {
    game: gameId,
    players,
    events: longest.version,
    games: candidates,
    rounds,
    p50: s.p50,
    p99: s.p99,
    max: s.max,
    cleanP99: summarize(lessWait).p99,
    tail,
    gcPerAnswer: runGcs.length / samples.length,
    gcMsPerAnswer: runGcs.reduce((n, e) => n + e.duration, 0) / samples.length,
    parts: Object.fromEntries(
      PARTS.map((part) => {
        const { p50, p99, max } = summarize(partTimes[part]);
        return [part, { p50, p99, max }];
      }),
    ) as HistoryResult["parts"],
    replayed: { p50: summarize(replayed).p50, max: summarize(replayed).max },
    requestsPerAnswer,
    fromStart: { versions: sample.length, p50: f.p50, p99: f.p99, max: f.max },
    firstWithoutBoards,
  };
}
