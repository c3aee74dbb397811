// The restore drill, rehearsed on DynamoDB Local (docs/operations.md, "Restoring the table"): a table
// holding real games is dumped item by item, as a point-in-time restore copies it, loaded into a new
// table, then checked: the very same items, and every game replaying identically (check-games).
//   npm run restore-drill                  (its own DynamoDB Local, seeded with test/fixtures/games/corpus.json)
//   DYNAMODB_ENDPOINT=http://127.0.0.1:8000 npm run restore-drill -- <table>   (e.g. the local stack's table)
import type { AttributeValue, DynamoDBClient } from "@aws-sdk/client-dynamodb";
import { createReadStream } from "node:fs";
import { mkdtemp, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { createInterface } from "node:readline";
import { pathToFileURL } from "node:url";
import { freePort, startDynamo } from "../local/dynamo";
import { GameStore } from "../store/games";
import { everyItem, gameItems, putItems } from "../store/table-copy";
import { dynamoClient, ensureTable } from "../store/table";
import { backupTable, checkBackup, type Difference, readBackup } from "./check-games";

type Item = Record<string, AttributeValue>;

/** Binary attributes (a deflated state) as base64 in the dump, so that it is plain JSON lines. */
const BINARY = "$base64";
const toJson = (item: Item) =>
  JSON.stringify(item, (_key, value) => (value instanceof Uint8Array ? { [BINARY]: Buffer.from(value).toString("base64") } : value));
const fromJson = (line: string): Item =>
  JSON.parse(line, (_key, value) =>
    value && typeof value === "object" && Object.keys(value).join() === BINARY
      ? new Uint8Array(Buffer.from(value[BINARY], "base64"))
      : value,
  );

/** An item's text with its attributes in one order whatever order DynamoDB answered them in. */
function canonical(value: unknown): string {
  if (value instanceof Uint8Array) return JSON.stringify({ [BINARY]: Buffer.from(value).toString("base64") });
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value).sort(([a], [b]) => a.localeCompare(b));
    return `{${entries.map(([key, inner]) => `${JSON.stringify(key)}:${canonical(inner)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

const keyOf = (item: Item) => `${item.pk?.S}|${item.sk?.S}`;

/** Writes every item of `table` to `file`, one JSON line each; answers how many. */
export async function dumpTable(client: DynamoDBClient, table: string, file: string): Promise<number> {
  const lines: string[] = [];
  for await (const item of everyItem(client, table)) lines.push(toJson(item));
  await writeFile(file, lines.length ? `${lines.join("\n")}\n` : "");
  return lines.length;
}

/** Creates `table` as the stack declares it and loads the dump into it; answers how many items. */
export async function restoreDump(client: DynamoDBClient, file: string, table: string): Promise<number> {
  await ensureTable(client, table);
  const items: Item[] = [];
  for await (const line of createInterface({ input: createReadStream(file) })) if (line) items.push(fromJson(line));
  await putItems(client, table, items);
  return items.length;
}

/** How the restored table differs from the one it was dumped from, item by item. */
export async function compareTables(client: DynamoDBClient, source: string, restored: string) {
  const read = async (table: string) => {
    const items = new Map<string, string>();
    for await (const item of everyItem(client, table)) items.set(keyOf(item), canonical(item));
    return items;
  };
  const [before, after] = await Promise.all([read(source), read(restored)]);
  const missing = [...before.keys()].filter((key) => !after.has(key));
  const changed = [...before].filter(([key, text]) => after.has(key) && after.get(key) !== text).map(([key]) => key);
  const extra = [...after.keys()].filter((key) => !before.has(key));
  return { items: before.size, missing, changed, extra };
}

/** check-games on the restored table: every game replayed from its log with the current rules. */
export async function checkRestored(client: DynamoDBClient, table: string): Promise<{ checked: number; differences: Difference[] }> {
  return checkBackup(await backupTable(new GameStore(client, table)));
}

async function main(args: string[]): Promise<number> {
  if (args.length > 1) {
    console.error("usage: npm run restore-drill [-- <table name>]   (DYNAMODB_ENDPOINT names the table's DynamoDB)");
    return 2;
  }
  const dir = await mkdtemp(join(tmpdir(), "turnpost-restore-drill-"));
  const own = args[0] === undefined ? await startDynamo({ port: await freePort() }) : null;
  try {
    const client = dynamoClient(own?.endpoint ?? process.env.DYNAMODB_ENDPOINT);
    let source = args[0];
    if (source === undefined) {
      source = "turnpost-drill";
      const corpus = resolve(import.meta.dirname, "../../test/fixtures/games/corpus.json");
      const { games } = await readBackup(corpus);
      await ensureTable(client, source);
      const items = gameItems(games);
      await putItems(client, source, items);
      console.log(`1. Table ${source} on a fresh DynamoDB Local: ${games.length} games of the fixture corpus, ${items.length} items.`);
    } else console.log(`1. Table ${source} at ${process.env.DYNAMODB_ENDPOINT ?? "the default endpoint"}.`);
    const file = join(dir, `${source}.jsonl`);
    const dumped = await dumpTable(client, source, file);
    console.log(`2. Dumped ${dumped} items (${(await stat(file)).size} bytes) to ${file}.`);
    const restored = `${source}-restored-${new Date().toISOString().replace(/[:.]/g, "-")}`;
    const loaded = await restoreDump(client, file, restored);
    console.log(`3. Restored ${loaded} items into the new table ${restored} (keys, both indexes, stream, TTL).`);
    const { items, missing, changed, extra } = await compareTables(client, source, restored);
    console.log(`4. Compared item by item: ${items} items, ${missing.length} missing, ${changed.length} changed, ${extra.length} extra.`);
    for (const key of [...missing, ...changed, ...extra].slice(0, 20)) console.log(`   DIFFERS ${key}`);
    const { checked, differences } = await checkRestored(client, restored);
    for (const d of differences) console.log(`   DIFFERS ${d.id} (${d.game}) at event ${d.version}: ${d.problem}`);
    console.log(`5. check-games on ${restored}: ${checked} games replayed with the current rules: ${differences.length} differ.`);
    const good = missing.length + changed.length + extra.length + differences.length === 0 && checked > 0;
    console.log(good ? "The restored table can take over." : "The restored table must NOT take over.");
    return good ? 0 : 1;
  } finally {
    await own?.stop();
    await rm(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error) => {
      console.error(`restore-drill: ${(error as Error).message}`);
      process.exit(2);
    },
  );
}
