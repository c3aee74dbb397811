// The restore drill (functions/cli/restore-drill.ts): a table dumped and loaded into a new one holds
// the very same items, its games replay identically, and an item lost or changed on the way is named.
import { randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { DeleteItemCommand, PutItemCommand } from "@aws-sdk/client-dynamodb";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { readBackup } from "../functions/cli/check-games";
import { checkRestored, compareTables, dumpTable, restoreDump } from "../functions/cli/restore-drill";
import { gameItems, putItems } from "../functions/store/table-copy";
import { dynamoClient, ensureTable } from "../functions/store/table";

const client = dynamoClient(inject("dynamoEndpoint"));
const source = `drill-${randomUUID()}`;
let dir: string;
let games = 0;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "restore-drill-"));
  const corpus = await readBackup(resolve(import.meta.dirname, "fixtures/games/corpus.json"));
  // A few games, one of them long enough for its state to be stored deflated (a binary attribute).
  const picked = [...corpus.games].sort((a, b) => b.events.length - a.events.length).slice(0, 4);
  games = picked.length;
  await ensureTable(client, source);
  await putItems(client, source, gameItems(picked));
  // An item that is no game's, with a map, a list, a number set and a TTL.
  await client.send(
    new PutItemCommand({
      TableName: source,
      Item: {
        pk: { S: "USER#drill" },
        sk: { S: "USER" },
        prefs: { M: { turns: { BOOL: true }, days: { L: [{ N: "1" }, { S: "two" }] } } },
        seen: { NS: ["3", "5"] },
        ttl: { N: "4102444800" },
      },
    }),
  );
});
afterAll(() => rm(dir, { recursive: true, force: true }));

async function drill(name: string) {
  const restored = `${source}-${name}`;
  const file = join(dir, `${name}.jsonl`);
  const dumped = await dumpTable(client, source, file);
  expect(await restoreDump(client, file, restored)).toBe(dumped);
  return restored;
}

describe("the restore drill", () => {
  it("restores every item as it was, and check-games replays every game of the new table", async () => {
    const restored = await drill("whole");
    const compared = await compareTables(client, source, restored);
    expect(compared).toEqual({ items: expect.any(Number), missing: [], changed: [], extra: [] });
    expect(compared.items).toBeGreaterThan(games + 1);
    expect(await checkRestored(client, restored)).toEqual({ checked: games, differences: [] });
  });

  it("names the item a restore lost, the one it changed and the one it added", async () => {
    const restored = await drill("damaged");
    await client.send(new DeleteItemCommand({ TableName: restored, Key: { pk: { S: "USER#drill" }, sk: { S: "USER" } } }));
    const changed = { pk: { S: "USER#drill2" }, sk: { S: "USER" } };
    await client.send(new PutItemCommand({ TableName: source, Item: { ...changed, name: { S: "Ada" } } }));
    await client.send(new PutItemCommand({ TableName: restored, Item: { ...changed, name: { S: "Bea" } } }));
    await client.send(new PutItemCommand({ TableName: restored, Item: { pk: { S: "USER#ghost" }, sk: { S: "USER" } } }));
    const compared = await compareTables(client, source, restored);
    expect(compared.missing).toEqual(["USER#drill|USER"]);
    expect(compared.changed).toEqual(["USER#drill2|USER"]);
    expect(compared.extra).toEqual(["USER#ghost|USER"]);
  });
});
