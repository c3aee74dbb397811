// Cold start of the API Lambda: functions/lambda/api.ts bundled and run exactly as cdk/ ships it (the
// options of cdk/constructs/lambda-bundle.ts), and the time for a fresh Node process to import it and
// answer one move, against a bare `node -e ""` timed the same way (spawn to exit). AWS is a stand-in
// HTTP endpoint on 127.0.0.1 (AWS_ENDPOINT_URL) answering Secrets Manager's GetSecretValue (both
// secrets) and DynamoDB's GetItem / TransactWriteItems. Beside it, in the same run: the floor of the
// stack any such Lambda runs on (undici, Hono's Lambda adapter, the DynamoDB client) and what-ifs of
// the bundling choices.
import { build, type Metafile } from "esbuild";
import { spawn } from "node:child_process";
import { createServer, type Server } from "node:http";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { gzipSync } from "node:zlib";
import { join, resolve } from "node:path";
import { lambdaBuildOptions } from "../cdk/constructs/lambda-bundle";
import { apiApp, core } from "../functions/compose/index";
import { memoryDynamo } from "./memory-dynamo";
import { benchConfig, startGame } from "./app-fixture";
import { summarize } from "./stats";

const root = join(import.meta.dirname, "..");

interface Timing {
  p50: number;
  p99: number;
}

export interface ColdStartResult {
  repetitions: number;
  /** Every file of the shipped bundle (entry and chunks, no source maps), and its gzipped size. */
  bundleBytes: number;
  bundleGzipBytes: number;
  /** What a cold start loads: the entry and the chunks it imports statically. */
  loadedBytes: number;
  /** The largest packages among the loaded bytes. */
  largest: { name: string; bytes: number }[];
  bareNode: Timing;
  /** Our Lambda: import the bundle (reading its two secrets), then answer one move. */
  coldMove: Timing & { importP50: number; firstRequestP50: number };
  /** The fixed stack's floor: (a) undici alone, (b) a minimal Hono app through hono/aws-lambda, (c) (b) plus one GetItem and one TransactWriteItems. */
  floor: { undici: Timing; hono: Timing & { bytes: number }; honoDynamo: Timing & { bytes: number } };
  /** What-ifs on our Lambda: `@aws-sdk/*` left to the runtime, and NODE_OPTIONS=--enable-source-maps (the maps are beside the code). */
  sdkExternal: Timing & { loadedBytes: number };
  sourceMaps: Timing;
  ratio: number;
  ratioToFloor: number;
}

const honoEntry = `
import { Hono } from "hono";
import { handle } from "hono/aws-lambda";
const app = new Hono().post("/api/games/:id/moves", async (c) => c.json({ id: c.req.param("id"), move: await c.req.json() }));
export const handler = handle(app);`;

const honoDynamoEntry = `
import { Hono } from "hono";
import { handle } from "hono/aws-lambda";
import { DynamoDBClient, GetItemCommand, TransactWriteItemsCommand } from "@aws-sdk/client-dynamodb";
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

async function bundle(entry: string, outdir: string, external: string[] = []) {
  const { metafile } = await build({ ...lambdaBuildOptions(entry, outdir), external, metafile: true });
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
function timeProcess(args: string[], env: NodeJS.ProcessEnv): Promise<{ ms: number; stdout: string }> {
  return new Promise((done, fail) => {
    const started = performance.now();
    const child = spawn(process.execPath, args, { env, stdio: ["ignore", "pipe", "pipe"] });
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

/** A stand-in for the AWS endpoints the API touches on its first move. */
function fakeAws(secrets: Record<string, string>, gameItem: unknown): Promise<{ server: Server; url: string }> {
  const server = createServer((req, res) => {
    let body = "";
    req.on("data", (d) => (body += d));
    req.on("end", () => {
      const target = String(req.headers["x-amz-target"] ?? "");
      const answer = (payload: unknown) => {
        res.writeHead(200, { "content-type": "application/x-amz-json-1.1" });
        res.end(JSON.stringify(payload));
      };
      if (target === "secretsmanager.GetSecretValue") {
        const { SecretId } = JSON.parse(body) as { SecretId: string };
        answer({ ARN: SecretId, Name: SecretId, SecretString: secrets[SecretId] });
      } else if (target === "DynamoDB_20120810.GetItem") answer({ Item: gameItem });
      else if (target === "DynamoDB_20120810.TransactWriteItems") answer({});
      else {
        res.writeHead(400, { "content-type": "application/x-amz-json-1.1" });
        res.end(JSON.stringify({ __type: "UnknownOperationException", message: target }));
      }
    });
  });
  return new Promise((done) =>
    server.listen(0, "127.0.0.1", () => done({ server, url: `http://127.0.0.1:${(server.address() as { port: number }).port}` })),
  );
}

/** A module that imports a bundle, answers one event through its handler, and prints the timings. */
const runnerFor = (bundleDir: string) =>
  [
    "const t0 = performance.now();",
    `const { handler } = await import(${JSON.stringify(join(bundleDir, "index.mjs"))});`,
    "const t1 = performance.now();",
    "const result = await handler(JSON.parse(process.env.BENCH_EVENT), { awsRequestId: 'bench', getRemainingTimeInMillis: () => 30000 });",
    "const t2 = performance.now();",
    "process.stdout.write(JSON.stringify({ status: result.statusCode, body: result.statusCode === 200 ? '' : result.body, importMs: t1 - t0, requestMs: t2 - t1 }));",
    "process.exit(0);",
  ].join("\n");

export async function measureColdStart(repetitions: number): Promise<ColdStartResult> {
  // Under node_modules so that the bundle with the SDK left external finds it, as on Lambda.
  await mkdir(join(root, "node_modules/.cache"), { recursive: true });
  const dir = await mkdtemp(join(root, "node_modules/.cache/turnpost-cold-"));
  // A Yucata' game at its first move, made by the real app on the in-memory table.
  const db = memoryDynamo();
  let fake: { server: Server; url: string } | undefined;
  try {
    const app = apiApp(core({ config: benchConfig, dynamo: db.client }), { mailer: { send: async () => {} } });
    const { id, cookies } = await startGame(async (p, i) => app.request(p, i), "yucata", 2);
    const item = db.items.get(`GAME#${id}\u0000GAME`)!;
    const seat = Number(item.awaiting!.L![0]!.N);
    const legal = (await (await app.request(`/api/games/${id}`, { headers: { cookie: cookies[seat]! } })).json()).legalMoves;

    const api = join(root, "functions/lambda/api.ts");
    const shipped = await bundle(api, join(dir, "shipped"));
    const sdkExternal = await bundle(api, join(dir, "sdk-external"), ["@aws-sdk/*"]);
    await writeFile(join(dir, "hono.ts"), honoEntry);
    await writeFile(join(dir, "hono-dynamo.ts"), honoDynamoEntry);
    const hono = await bundle(join(dir, "hono.ts"), join(dir, "hono"));
    const honoDynamo = await bundle(join(dir, "hono-dynamo.ts"), join(dir, "hono-dynamo"));
    for (const name of ["shipped", "sdk-external", "hono", "hono-dynamo"])
      await writeFile(join(dir, `run-${name}.mjs`), runnerFor(join(dir, name)));

    // As deployed, the handler reads both the session key and the Web Push key pair at cold start.
    const sessionSecretArn = "arn:aws:secretsmanager:eu-west-1:000000000000:secret:session";
    const vapidSecretArn = "arn:aws:secretsmanager:eu-west-1:000000000000:secret:vapid";
    const vapidKeys = JSON.stringify({ publicKey: "bench-public", privateKey: "bench-private" });
    fake = await fakeAws({ [sessionSecretArn]: new TextDecoder().decode(benchConfig.sessionSecret), [vapidSecretArn]: vapidKeys }, item);
    const path = `/api/games/${id}/moves`;
    const event = {
      version: "2.0",
      routeKey: "$default",
      rawPath: path,
      rawQueryString: "",
      cookies: [cookies[seat]],
      headers: { "content-type": "application/json", host: "localhost" },
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
      body: JSON.stringify({ version: 0, move: legal[0], clientMoveId: "bench-cold-move" }),
      isBase64Encoded: false,
    };
    // A clean environment: anything inherited (NODE_EXTRA_CA_CERTS, NODE_OPTIONS) would slow every start.
    const env = {
      PATH: process.env.PATH,
      AWS_ENDPOINT_URL: fake.url,
      AWS_REGION: "eu-west-1",
      AWS_ACCESS_KEY_ID: "bench",
      AWS_SECRET_ACCESS_KEY: "bench",
      AWS_EC2_METADATA_DISABLED: "true",
      AWS_CONFIG_FILE: join(dir, "none"),
      AWS_SHARED_CREDENTIALS_FILE: join(dir, "none"),
      TABLE_NAME: "bench",
      APP_URL: "http://localhost:3000",
      MAIL_FROM: "bench@turnpost.local",
      SESSION_SECRET_ARN: sessionSecretArn,
      VAPID_SECRET_ARN: vapidSecretArn,
      BENCH_EVENT: JSON.stringify(event),
    };
    const variants = {
      bare: { args: ["-e", ""], env },
      undici: { args: ["-e", "new Headers()"], env },
      hono: { args: [join(dir, "run-hono.mjs")], env },
      honoDynamo: { args: [join(dir, "run-hono-dynamo.mjs")], env },
      shipped: { args: [join(dir, "run-shipped.mjs")], env },
      sdkExternal: { args: [join(dir, "run-sdk-external.mjs")], env },
      sourceMaps: { args: [join(dir, "run-shipped.mjs")], env: { ...env, NODE_OPTIONS: "--enable-source-maps" } },
    };
    type Variant = keyof typeof variants;
    const names = Object.keys(variants) as Variant[];
    const samples = Object.fromEntries(names.map((name) => [name, [] as number[]])) as Record<Variant, number[]>;
    const imports: number[] = [];
    const requests: number[] = [];
    const run = async (name: Variant) => {
      const { ms, stdout } = await timeProcess(variants[name].args, variants[name].env);
      if (!stdout) return { ms };
      const out = JSON.parse(stdout);
      if (out.status !== 200) throw new Error(`${name}: the cold move answered ${out.status}: ${out.body}`);
      return { ms, importMs: out.importMs as number, requestMs: out.requestMs as number };
    };
    // Warm the OS file cache once, then alternate (starting at a different variant each round) so
    // that machine load falls on all alike.
    for (const name of names) await run(name);
    for (let i = 0; i < repetitions; i++) {
      for (let k = 0; k < names.length; k++) {
        const name = names[(i + k) % names.length]!;
        const result = await run(name);
        samples[name].push(result.ms);
        if (name === "shipped") {
          imports.push(result.importMs!);
          requests.push(result.requestMs!);
        }
      }
    }
    const timing = (name: Variant): Timing => {
      const { p50, p99 } = summarize(samples[name]);
      return { p50, p99 };
    };
    const bare = timing("bare");
    const cold = timing("shipped");
    const floor = timing("honoDynamo");
    return {
      repetitions,
      bundleBytes: shipped.bytes,
      bundleGzipBytes: shipped.gzipBytes,
      loadedBytes: shipped.loadedBytes,
      largest: [...shipped.byPackage]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 8)
        .map(([name, bytes]) => ({ name, bytes })),
      bareNode: bare,
      coldMove: { ...cold, importP50: summarize(imports).p50, firstRequestP50: summarize(requests).p50 },
      floor: {
        undici: timing("undici"),
        hono: { ...timing("hono"), bytes: hono.loadedBytes },
        honoDynamo: { ...floor, bytes: honoDynamo.loadedBytes },
      },
      sdkExternal: { ...timing("sdkExternal"), loadedBytes: sdkExternal.loadedBytes },
      sourceMaps: timing("sourceMaps"),
      ratio: cold.p50 / bare.p50,
      ratioToFloor: cold.p50 / floor.p50,
    };
  } finally {
    fake?.server.close();
    await rm(dir, { recursive: true, force: true });
  }
}
