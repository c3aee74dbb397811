// How often one played game invokes the notifier (the table stream's reader, 512 MB), without and with
// the stream mapping's FilterCriteria (cdk/constructs/notifier-filter.ts). One Yucata' game of two mail
// players, each with the game's page open, played to its end through the HTTP API on the local stack;
// the stack's clock moves a minute per move, so each page's presence is written as an open page's is,
// each held turn is swept and mailed. Then every record the table's stream holds from the game's
// creation on is read back and matched against the filter's patterns as Lambda matches them.
// `npx tsx bench/run.ts stream-filter` writes its section of docs/benchmarks.md.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  DescribeStreamCommand,
  DynamoDBStreamsClient,
  GetRecordsCommand,
  GetShardIteratorCommand,
  type _Record,
} from "@aws-sdk/client-dynamodb-streams";
import { WebSocket } from "ws";
import { freePort, startDynamo } from "../functions/local/dynamo";
import { startLocalServer } from "../functions/local/server";
import { readOutbox } from "../functions/mail/outbox";
import { dynamoClient, tableStreamArn } from "../functions/store/table";
import { notifierStreamFilters } from "../cdk/constructs/notifier-filter";
import { ApiClient, moveId } from "../test/support/client";
import { Random } from "../shared/engine/random";

type Pattern = { [key: string]: Pattern | (string | { prefix: string })[] };

/** Whether `value` matches `pattern` as Lambda's event filtering does for these patterns: each listed field, any of its values. */
function matches(pattern: Pattern, value: unknown): boolean {
  return Object.entries(pattern).every(([key, wanted]) => {
    const field = (value as Record<string, unknown> | undefined)?.[key];
    if (!Array.isArray(wanted)) return matches(wanted, field);
    return wanted.some((one) => (typeof one === "string" ? field === one : typeof field === "string" && field.startsWith(one.prefix)));
  });
}

/** Whether Lambda passes `record` to the notifier: it matches one of the stream mapping's FilterCriteria. */
export const passesNotifierFilter = (record: _Record): boolean =>
  notifierStreamFilters.some((pattern) => matches(pattern as Pattern, record));

/** What an item's sort key says it is, for the table of what the filter drops. */
function kindOf(record: _Record): string {
  const sk = record.dynamodb?.Keys?.sk?.S ?? "";
  const pk = record.dynamodb?.Keys?.pk?.S ?? "";
  const what = sk.split("#")[0] === pk.split("#")[0] ? sk.split("#")[0]! : `${pk.split("#")[0]} / ${sk.split("#")[0]}`;
  return `${record.eventName} ${what}`;
}

/** Reads a table's stream from where it was last read (every shard), as its Lambda trigger does. */
export class StreamTail {
  private readonly iterators = new Map<string, string | undefined>();
  private shards: string[] = [];

  constructor(
    private readonly streams: DynamoDBStreamsClient,
    private readonly arn: string,
  ) {}

  async next(): Promise<_Record[]> {
    // A shard closed (its iterator ended) or none known yet: look for new ones.
    if (this.shards.length === 0 || this.shards.some((id) => this.iterators.has(id) && !this.iterators.get(id))) {
      const { StreamDescription } = await this.streams.send(new DescribeStreamCommand({ StreamArn: this.arn }));
      this.shards = (StreamDescription?.Shards ?? [])
        .map((shard) => shard.ShardId!)
        .filter((id) => !this.iterators.has(id) || this.iterators.get(id));
    }
    const records: _Record[] = [];
    for (const id of this.shards) {
      let iterator = this.iterators.has(id)
        ? this.iterators.get(id)
        : (await this.streams.send(new GetShardIteratorCommand({ StreamArn: this.arn, ShardId: id, ShardIteratorType: "TRIM_HORIZON" })))
            .ShardIterator;
      while (iterator) {
        const page = await this.streams.send(new GetRecordsCommand({ ShardIterator: iterator }));
        records.push(...(page.Records ?? []));
        this.iterators.set(id, page.NextShardIterator);
        if (!page.Records?.length) break;
        iterator = page.NextShardIterator;
      }
    }
    return records.sort((a, b) => (BigInt(a.dynamodb!.SequenceNumber!) < BigInt(b.dynamodb!.SequenceNumber!) ? -1 : 1));
  }
}

/** The section of docs/benchmarks.md: one game's stream records, with and without the notifier's filter. */
export async function streamFilterCount(): Promise<string[]> {
  console.log("bench: the notifier's stream filter on one game…");
  const dataDir = await mkdtemp(join(tmpdir(), "turnpost-stream-filter-"));
  const dynamo = await startDynamo({ port: await freePort() });
  let ahead = 0;
  const server = await startLocalServer({
    dynamoEndpoint: dynamo.endpoint,
    tableName: "turnpost",
    port: await freePort(),
    dataDir,
    webDir: dataDir,
    sessionSecret: new TextEncoder().encode("stream-filter-bench-secret-0123456789"),
    vapid: null,
    clockIntervalMs: null,
    now: () => new Date(Date.now() + ahead),
  });
  const streams = new DynamoDBStreamsClient({
    endpoint: dynamo.endpoint,
    region: "local",
    credentials: { accessKeyId: "local", secretAccessKey: "local" },
  });
  const arn = await tableStreamArn(dynamoClient(dynamo.endpoint), "turnpost");
  const settle = () => new Promise((done) => setTimeout(done, 400));

  async function signedIn(email: string): Promise<ApiClient> {
    const client = new ApiClient(server.url);
    await client.post("/api/auth/email", { email });
    let link: RegExpExecArray | null = null;
    while (!link) {
      await settle();
      const mail = (await readOutbox(server.outboxDir)).find((m) => m.to.includes(email));
      link = mail ? /http:\/\/\S+verify\?token=[\w-]+/.exec(mail.text) : null;
    }
    const url = new URL(link[0]);
    await client.get(url.pathname + url.search);
    return client;
  }

  try {
    const players = [await signedIn("ann@example.org"), await signedIn("ben@example.org")];
    await settle();
    const tail = new StreamTail(streams, arn);
    await tail.next();
    const gameId = (await players[0]!.post("/api/games", { game: "yucata", players: 2 })).body.id as string;
    await players[1]!.post(`/api/games/${gameId}/join`);
    const pages = await Promise.all(
      players.map(
        (player) =>
          new Promise<WebSocket>((open) => {
            const cookie = [...player.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
            const socket = new WebSocket(`${server.url.replace(/^http/, "ws")}/live?game=${gameId}`, {
              headers: { cookie, origin: server.url },
            });
            socket.once("open", () => open(socket));
            socket.on("message", () => {});
          }),
      ),
    );
    const random = Random.fromSeed("stream-filter");
    let moves = 0;
    for (;;) {
      const detail = (await players[0]!.get(`/api/games/${gameId}`)).body;
      if (detail.status !== "active") break;
      const seat = detail.awaiting[0] as number;
      const mine = (await players[seat]!.get(`/api/games/${gameId}`)).body;
      const legal = mine.legalMoves as unknown[];
      await players[seat]!.post(`/api/games/${gameId}/moves`, {
        version: mine.version,
        move: random.pick(legal),
        clientMoveId: moveId(),
      });
      moves++;
      // A minute later: both pages say they are shown, the held turn is due.
      ahead += 60_000;
      for (const page of pages) page.send(JSON.stringify({ type: "presence", visible: true, idleMs: 1_000 }));
      await settle();
      await server.sweep();
    }
    for (const page of pages) page.close();
    await settle();
    const records = await tail.next();
    const passed = records.filter(passesNotifierFilter);
    const dropped = new Map<string, number>();
    for (const record of records) if (!passed.includes(record)) dropped.set(kindOf(record), (dropped.get(kindOf(record)) ?? 0) + 1);
    return [
      "## The notifier's invocations per game",
      "",
      "One Yucata' game of two mail players, each with the game's page open, played to its end by random moves through the HTTP API on " +
        "the local stack (`bench/stream-filter.ts`); the stack's clock moves a minute per move, so each page's presence is written as an open " +
        "page's is, and each held turn is swept and mailed. Every record the table's stream holds from the game's creation on (sign-in left " +
        "out) is matched against the stream mapping's FilterCriteria (`cdk/constructs/notifier-filter.ts`) as Lambda matches them. The " +
        "mapping takes batches of 25 with no batching window, so records written apart in time (a correspondence game's are minutes to " +
        "days apart) are one invocation each: the record counts are the invocations.",
      "",
      "| | notifier invocations |",
      "| --- | --- |",
      `| without the filter | ${records.length} |`,
      `| with the filter | ${passed.length} (${((passed.length / records.length) * 100).toFixed(0)} %) |`,
      "",
      `${moves} moves. What the filter stops, by event and the item's key prefixes: ${[...dropped]
        .sort((a, b) => b[1] - a[1])
        .map(([kind, n]) => `${kind} ${n}`)
        .join(", ")} (` +
        "`GAME / LIVE` a page's presence, `NOTIFY / EV` the notices' ledger, `NOTIFY / DEFER` a turn held for its undo, `USER / RHYTHM` the " +
        "mover's rhythm, `GAME / EV` the move's event). A page kept open longer than a minute per move writes its presence more often " +
        "still, each write one invocation more without the filter.",
      "",
    ];
  } finally {
    await server.stop();
    streams.destroy();
    await dynamo.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
