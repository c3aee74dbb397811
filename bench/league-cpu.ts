// `npx tsx bench/league-cpu.ts`: the CPU time of the requests that make the largest league the API
// allows, at tables of five in Rio de la Plata: its creation (which invites), and its first season's
// start once everyone accepted (which opens each division's first round). The services run on an
// in-memory table (bench/memory-dynamo.ts) so that only the server's own work is counted. Not part of
// `npm run bench`: figures for issue 40, printed.
import { core } from "../functions/compose/core";
import type { User } from "../functions/store/users";
import { MAX_DIVISION_PLAYERS, MAX_LEAGUE_CYCLES, MAX_LEAGUE_DIVISIONS } from "../shared/api/index";
import { loadGames } from "../shared/games/index";
import { benchClock, benchConfig } from "./app-fixture";
import { memoryDynamo } from "./memory-dynamo";

await loadGames();

const built = core({ config: benchConfig, dynamo: memoryDynamo().client, now: benchClock() });
const person = (id: string): User => ({ ...({} as User), id, name: id, guest: false, email: `${id}@bench.local`, lang: "en" });
const creator = person("creator");
const divisions: string[][] = [];
for (let d = 0; d < MAX_LEAGUE_DIVISIONS; d++) {
  const ids: string[] = [];
  for (let p = 0; p < MAX_DIVISION_PLAYERS; p++) {
    const id = `player-${d}-${p}`;
    await built.users.claimEmail(person(id), `${id}@bench.local`);
    ids.push(id);
  }
  divisions.push(ids);
}

/** The CPU milliseconds `work` takes. */
async function cpu(work: () => Promise<unknown>): Promise<number> {
  const started = process.cpuUsage();
  await work();
  const used = process.cpuUsage(started);
  return (used.user + used.system) / 1000;
}

const shape = `${MAX_LEAGUE_DIVISIONS} × ${MAX_DIVISION_PLAYERS}, tables of 5, ${MAX_LEAGUE_CYCLES} cycles`;
let id = "";
const creating = await cpu(async () => {
  id = (
    await built.leagues.createOf(creator, {
      name: "Bench league",
      game: "rio-de-la-plata",
      tableSize: 5,
      cycles: MAX_LEAGUE_CYCLES,
      timePerMoveDays: 3,
      timeoutPolicy: "bot",
      moves: 2,
      divisions,
    })
  ).id;
});
for (const player of divisions.flat()) await built.leagues.answer(person(player), id, true);
const starting = await cpu(() => built.leagues.start(creator, id));
console.log(`largest league (${shape}): creating ${creating.toFixed(0)} ms of CPU, starting its season ${starting.toFixed(0)} ms`);
