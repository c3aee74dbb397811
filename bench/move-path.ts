// Server time per move with DynamoDB taken out (an in-memory table behind aws-sdk-client-mock), on
// positions from real random games, and the DynamoDB requests and item sizes each move costs.
import { games } from "../shared/games/index";
import { Random } from "../shared/engine/random";
import { createApp } from "../functions/api/app";
import { decodeState } from "../functions/store/codec";
import { keys } from "../functions/store/table";
import { memoryDynamo } from "./memory-dynamo";
import { itemSize } from "./item-size";
import { summarize } from "./stats";

export interface MovePathResult {
  game: string;
  players: number;
  moves: number;
  p50: number;
  p99: number;
  requestsPerMove: Record<string, number>;
  itemBytes: { p50: number; p99: number; max: number };
}

const config = {
  tableName: "bench",
  appUrl: "http://localhost:3000",
  mailFrom: "bench@turnpost.local",
  sessionSecret: new TextEncoder().encode("bench-secret-0123456789abcdefghij"),
  local: false,
};

async function json(response: Response) {
  const body = await response.json();
  if (!response.ok) throw new Error(`${response.status} ${JSON.stringify(body)}`);
  return body;
}

export async function measureMovePath(gameId: string, players: number, targetMoves: number, maxGames = 40): Promise<MovePathResult> {
  const db = memoryDynamo();
  try {
    const app = createApp({ config, dynamo: db.client, mailer: { send: async () => {} } });
    const chooser = Random.fromSeed(`bench-${gameId}-${players}`);
    const durations: number[] = [];
    let warmup = 200;
    const sizes: number[] = [];
    const requestTotals = new Map<string, number>();
    for (let g = 0; g < maxGames && durations.length < targetMoves; g++) {
      const cookies: string[] = [];
      for (let seat = 0; seat < players; seat++) {
        const reply = await app.request("/api/auth/guest", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ name: `P${seat}` }),
        });
        cookies.push(reply.headers.get("set-cookie")!.split(";")[0]);
      }
      const post = (path: string, seat: number, body: unknown) =>
        app.request(path, { method: "POST", headers: { "content-type": "application/json", cookie: cookies[seat] }, body: JSON.stringify(body) });
      const { id } = await json(await post("/api/games", 0, { game: gameId, players }));
      for (let seat = 1; seat < players; seat++) await json(await post(`/api/games/${id}/join`, seat, {}));
      const def = games[gameId];
      for (let n = 0; n < 3000 && durations.length < targetMoves; n++) {
        const item = db.items.get(`GAME#${id}\u0000GAME`)!;
        const awaiting = (item.awaiting.L ?? []).map((v) => Number(v.N));
        if (awaiting.length === 0) break;
        const state = decodeState(item);
        const seat = chooser.pick(awaiting);
        const move = chooser.pick(def.legalMoves(state, seat));
        const version = Number(item.version.N);
        db.counts.clear();
        const started = performance.now();
        const reply = await post(`/api/games/${id}/moves`, seat, { version, move, clientMoveId: `bench-${g}-${n}` });
        const elapsed = performance.now() - started;
        // The first moves of a run only warm the JIT up.
        if (warmup > 0) warmup--;
        else durations.push(elapsed);
        if (reply.status !== 200) throw new Error(`${gameId}: move refused: ${reply.status} ${await reply.text()}`);
        await reply.arrayBuffer();
        for (const [name, c] of db.counts) requestTotals.set(name, (requestTotals.get(name) ?? 0) + c);
        sizes.push(itemSize(db.items.get(`${keys.game(id).pk}\u0000GAME`)!));
      }
    }
    const time = summarize(durations);
    const size = summarize(sizes);
    return {
      game: gameId,
      players,
      moves: durations.length,
      p50: time.p50,
      p99: time.p99,
      requestsPerMove: Object.fromEntries([...requestTotals].map(([k, v]) => [k, v / durations.length])),
      itemBytes: { p50: size.p50, p99: size.p99, max: size.max },
    };
  } finally {
    db.restore();
  }
}
