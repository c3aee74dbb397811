// Before a rules change ships: replays every stored game from its setup with the current code (each at
// its own rules revision, shared/engine/revision.ts) and lists those whose replay differs from what was
// stored (a move refused, a log entry changed, another board), each with its first differing event.
// A game listed is a rule that changed without its revision gate (docs/architecture.md, "Games that
// outlive a rules change").
//   npm run check-games -- <table name>      (DYNAMODB_ENDPOINT=http://127.0.0.1:8000 for DynamoDB Local)
//   npm run check-games -- <backup file>     (the format below, e.g. test/fixtures/games/*.json)
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { pathToFileURL } from "node:url";
import { isDeepStrictEqual } from "node:util";
import { revisionOf } from "../../shared/engine/index";
import { gameRules, isGameId, loadGame } from "../../shared/games/index";
import { setupOf, type GameEvent, type GameRecord } from "../record/game";
import { asJson, replayEvents, type Divergence } from "../record/replay";
import { everyGame } from "../store/game-scan";
import { GameStore } from "../store/games";
import { dynamoClient } from "../store/table";

export const BACKUP_FORMAT = "turnpost-backup/1";

/**
 * Stored games as the table holds them, secrets and all (so never served to anyone): each game record
 * (`GameRecord`, its state and seed included) with every event of its log (`GameEvent`, oldest first).
 */
export interface GamesBackup {
  format: typeof BACKUP_FORMAT;
  games: { game: GameRecord; events: GameEvent[] }[];
}

/** A game whose replay differs from its record, and where it first does. */
export interface Difference extends Divergence {
  id: string;
  game: string;
  players: number;
}

/** Games are far shorter than this; the bound keeps one game's read bounded. */
const MAX_EVENTS = 20_000;

/** The first place where two JSON values differ, as a path ("seats[1].pyramid"); null when equal. */
function firstDifferentPath(a: unknown, b: unknown, path = "state"): string | null {
  if (isDeepStrictEqual(a, b)) return null;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null || Array.isArray(a) !== Array.isArray(b)) return path;
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  for (const key of new Set([...Object.keys(x), ...Object.keys(y)])) {
    const inner = firstDifferentPath(x[key], y[key], Array.isArray(a) ? `${path}[${key}]` : `${path}.${key}`);
    if (inner) return inner;
  }
  return path;
}

/** Where the replay of `game` under the current code parts from its record; null when it replays identically. */
export async function checkGame(game: GameRecord, events: readonly GameEvent[]): Promise<Difference | null> {
  const of = (divergence: Divergence): Difference => ({ id: game.id, game: game.game, players: game.players.length, ...divergence });
  if (!isGameId(game.game)) return of({ version: 0, problem: `Unknown game "${game.game}".` });
  const def = (await loadGame(game.game)).definition;
  if (game.seed === null) return null; // not started: nothing played to replay
  const replayed = replayEvents(def, setupOf(game), events);
  if (replayed.divergences[0]) return of(replayed.divergences[0]);
  const last = events.at(-1)?.version ?? 0;
  if (last !== game.version)
    return of({ version: last, problem: `The game is at version ${game.version} but its log ends at event ${last}.` });
  const stored = asJson(game.state) as Record<string, unknown>;
  // A state stored before revisions were recorded plays revision 1, which its replay now writes down.
  const expected = "revision" in stored ? stored : { ...stored, revision: revisionOf(stored) };
  const path = firstDifferentPath(asJson(replayed.state), expected);
  if (path) return of({ version: last, problem: `After event ${last}, the replayed ${path} differs from the stored one.` });
  // A finished game awaits nobody whatever its board says: a forfeit may end it (the server's rule, not the game's).
  if (game.status === "active" && !isDeepStrictEqual(def.awaiting(replayed.state), game.awaiting)) {
    return of({
      version: last,
      problem: `After event ${last}, the replay awaits seats ${JSON.stringify(def.awaiting(replayed.state))}, the record ${JSON.stringify(game.awaiting)}.`,
    });
  }
  return null;
}

/** Every game of the table with its log, in the backup format. */
export async function backupTable(store: GameStore): Promise<GamesBackup> {
  const games: GamesBackup["games"] = [];
  for await (const game of everyGame(store)) games.push({ game, events: await store.events(game.id, 0, MAX_EVENTS) });
  games.sort((a, b) => a.game.id.localeCompare(b.game.id));
  return { format: BACKUP_FORMAT, games };
}

/** Reads a backup file, refusing anything else. */
export async function readBackup(path: string): Promise<GamesBackup> {
  const backup = JSON.parse(await readFile(path, "utf8")) as GamesBackup;
  if (backup?.format !== BACKUP_FORMAT || !Array.isArray(backup.games)) {
    throw new Error(`${path} is not a Turnpost games backup (format ${JSON.stringify(backup?.format)}, expected "${BACKUP_FORMAT}").`);
  }
  await Promise.all(
    backup.games
      .map((g) => g.game.game)
      .filter(isGameId)
      .map(loadGame),
  );
  return backup;
}

/** The games of `backup` whose replay differs, in its order. */
export async function checkBackup(backup: GamesBackup): Promise<{ checked: number; differences: Difference[] }> {
  const differences: Difference[] = [];
  for (const { game, events } of backup.games) {
    const difference = await checkGame(game, events);
    if (difference) differences.push(difference);
  }
  return { checked: backup.games.length, differences };
}

async function main(args: string[]): Promise<number> {
  if (args.length !== 1) {
    console.error("usage: npm run check-games -- <table name | backup file>");
    return 2;
  }
  const source = args[0]!;
  const backup = existsSync(source)
    ? await readBackup(source)
    : await backupTable(new GameStore(dynamoClient(process.env.DYNAMODB_ENDPOINT), source));
  const { checked, differences } = await checkBackup(backup);
  for (const d of differences) {
    const name = isGameId(d.game) ? gameRules(d.game).name : d.game;
    console.log(`DIFFERS ${d.id} (${name}, ${d.players} players) at event ${d.version}: ${d.problem}`);
  }
  console.log(`${checked} games replayed with the current rules: ${differences.length} differ.`);
  return differences.length === 0 ? 0 : 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error) => {
      console.error(`check-games: ${(error as Error).message}`);
      process.exit(2);
    },
  );
}
