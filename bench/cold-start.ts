// Cold start of the API Lambda: the bundle esbuild makes of functions/api/lambda.ts (ESM, minified,
// node22, platform node, the AWS SDK bundled in), and the time for a fresh Node process to import it and
// answer one move, against a bare `node -e ""` timed the same way (spawn to exit). AWS is a stand-in
// HTTP endpoint on 127.0.0.1 (AWS_ENDPOINT_URL) answering Secrets Manager's GetSecretValue and DynamoDB's
// GetItem / TransactWriteItems, so the bundle under test is exactly the one that would ship.
import { build, type Plugin } from "esbuild";
import { spawn } from "node:child_process";
import { createServer, type Server } from "node:http";
import { mkdtemp, rm, stat, writeFile, readFile } from "node:fs/promises";
import { gzipSync } from "node:zlib";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createApp } from "../functions/api/app";
import { memoryDynamo } from "./memory-dynamo";
import { benchConfig, startGame } from "./app-fixture";
import { summarize } from "./stats";

const root = join(import.meta.dirname, "..");
const esmRequireBanner =
  "import { createRequire as __benchCreateRequire } from 'node:module'; const require = __benchCreateRequire(import.meta.url);";

export interface ColdStartResult {
  bundleBytes: number;
  bundleGzipBytes: number;
  /** The same entry with @aws-sdk/* left out, as cdk/ deploys it today (the runtime ships the SDK). */
  sdkExternalBytes: number;
  /** The largest packages in the bundle. */
  largest: { name: string; bytes: number }[];
  /** What-if: the same bundle without the local-only /dev/outbox reader (mailparser and its chain). */
  withoutOutbox: { bundleBytes: number; p50: number; ratio: number };
  /** The floor of any Lambda of ours: a bundle of only the two SDK clients, reading the secret and making one GetItem. */
  sdkOnly: { bundleBytes: number; p50: number; ratio: number };
  repetitions: number;
  bareNode: { p50: number; p99: number };
  coldMove: { p50: number; p99: number };
  /** Inside the cold process: importing the bundle (includes reading the secret), then the first move. */
  importP50: number;
  firstRequestP50: number;
  ratio: number;
}

// The what-if variant: functions/mail/outbox.ts (only used by the local /dev/outbox page) as an empty stub.
const stubOutbox: Plugin = {
  name: "stub-outbox",
  setup(b) {
    b.onResolve({ filter: /mail\/outbox$/ }, () => ({ path: "outbox-stub", namespace: "stub" }));
    b.onLoad({ filter: /.*/, namespace: "stub" }, () => ({ contents: "export async function readOutbox() { return []; }", loader: "js" }));
  },
};

const SDK_ONLY_ENTRY = `
import { SecretsManagerClient, GetSecretValueCommand } from "@aws-sdk/client-secrets-manager";
import { DynamoDBClient, GetItemCommand } from "@aws-sdk/client-dynamodb";
const secret = await new SecretsManagerClient({}).send(new GetSecretValueCommand({ SecretId: process.env.SESSION_SECRET_ARN }));
if (!secret.SecretString) throw new Error("no secret");
const dynamo = new DynamoDBClient({});
export const handler = async () => {
  await dynamo.send(new GetItemCommand({ TableName: process.env.TABLE_NAME, Key: { pk: { S: "GAME#x" }, sk: { S: "GAME" } } }));
  return { statusCode: 200 };
};`;

async function bundle(outfile: string, external: string[], plugins: Plugin[] = [], entry?: string): Promise<{ bytes: number; byPackage: Map<string, number> }> {
  const result = await build({
    ...(entry ? { stdin: { contents: entry, resolveDir: root, loader: "ts" as const } } : { entryPoints: [join(root, "functions/api/lambda.ts")] }),
    outfile,
    bundle: true,
    format: "esm",
    platform: "node",
    target: "node22",
    mainFields: ["module", "main"],
    minify: true,
    banner: { js: esmRequireBanner },
    external,
    plugins,
    metafile: true,
    logLevel: "error",
  });
  const byPackage = new Map<string, number>();
  for (const output of Object.values(result.metafile.outputs)) {
    for (const [path, input] of Object.entries(output.inputs)) {
      const name = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path)?.[1] ?? path.split("/").slice(0, 2).join("/");
      byPackage.set(name, (byPackage.get(name) ?? 0) + input.bytesInOutput);
    }
  }
  return { bytes: (await stat(outfile)).size, byPackage };
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
function fakeAws(secret: string, gameItem: unknown): Promise<{ server: Server; url: string }> {
  const server = createServer((req, res) => {
    let body = "";
    req.on("data", (d) => (body += d));
    req.on("end", () => {
      const target = String(req.headers["x-amz-target"] ?? "");
      const answer = (payload: unknown) => {
        res.writeHead(200, { "content-type": "application/x-amz-json-1.1" });
        res.end(JSON.stringify(payload));
      };
      if (target === "secretsmanager.GetSecretValue") answer({ ARN: "arn:bench", Name: "bench", SecretString: secret });
      else if (target === "DynamoDB_20120810.GetItem") answer({ Item: gameItem });
      else if (target === "DynamoDB_20120810.TransactWriteItems") answer({});
      else {
        res.writeHead(400, { "content-type": "application/x-amz-json-1.1" });
        res.end(JSON.stringify({ __type: "UnknownOperationException", message: target }));
      }
    });
  });
  return new Promise((done) => server.listen(0, "127.0.0.1", () => done({ server, url: `http://127.0.0.1:${(server.address() as { port: number }).port}` })));
}

export async function measureColdStart(repetitions: number): Promise<ColdStartResult> {
  const dir = await mkdtemp(join(tmpdir(), "turnpost-cold-"));
  // A Yucata' game at its first move, made by the real app on the in-memory table.
  const db = memoryDynamo();
  let fake: { server: Server; url: string } | undefined;
  try {
    const app = createApp({ config: benchConfig, dynamo: db.client, mailer: { send: async () => {} } });
    const { id, cookies } = await startGame(async (p, i) => app.request(p, i), "yucata", 2);
    const item = db.items.get(`GAME#${id}\u0000GAME`)!;
    const seat = Number(item.awaiting.L![0].N);
    const legal = (await (await app.request(`/api/games/${id}`, { headers: { cookie: cookies[seat] } })).json()).legalMoves;
    const bundled = join(dir, "lambda.mjs");
    const main = await bundle(bundled, []);
    const bundleGzipBytes = gzipSync(await readFile(bundled)).length;
    const sdkExternal = await bundle(join(dir, "lambda-sdk-external.mjs"), ["@aws-sdk/*"]);
    const lean = await bundle(join(dir, "lambda-lean.mjs"), [], [stubOutbox]);
    const sdkOnly = await bundle(join(dir, "sdk-only.mjs"), [], [], SDK_ONLY_ENTRY);
    fake = await fakeAws(new TextDecoder().decode(benchConfig.sessionSecret), item);
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
    const runnerFor = (file: string) => [
        "const t0 = performance.now();",
        `const { handler } = await import(${JSON.stringify(`./${file}`)});`,
        "const t1 = performance.now();",
        "const result = await handler(JSON.parse(process.env.BENCH_EVENT), { awsRequestId: 'bench', getRemainingTimeInMillis: () => 30000 });",
        "const t2 = performance.now();",
        "process.stdout.write(JSON.stringify({ status: result.statusCode, body: result.statusCode === 200 ? '' : result.body, importMs: t1 - t0, requestMs: t2 - t1 }));",
        "process.exit(0);",
      ].join("\n");
    const runner = join(dir, "cold.mjs");
    const leanRunner = join(dir, "cold-lean.mjs");
    await writeFile(runner, runnerFor("lambda.mjs"));
    await writeFile(leanRunner, runnerFor("lambda-lean.mjs"));
    const sdkRunner = join(dir, "cold-sdk.mjs");
    await writeFile(sdkRunner, runnerFor("sdk-only.mjs"));
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
      SESSION_SECRET_ARN: "arn:aws:secretsmanager:eu-west-1:000000000000:secret:bench",
      BENCH_EVENT: JSON.stringify(event),
    };
    const bare: number[] = [];
    const cold: number[] = [];
    const imports: number[] = [];
    const requests: number[] = [];
    const leanCold: number[] = [];
    const sdkCold: number[] = [];
    // Warm the OS file cache once, then alternate so that machine load falls on both alike.
    await timeProcess(["-e", ""], env);
    await timeProcess([runner], env);
    for (let i = 0; i < repetitions; i++) {
      bare.push((await timeProcess(["-e", ""], env)).ms);
      const run = await timeProcess([runner], env);
      const out = JSON.parse(run.stdout);
      if (out.status !== 200) throw new Error(`cold move answered ${out.status}: ${out.body}`);
      cold.push(run.ms);
      imports.push(out.importMs);
      requests.push(out.requestMs);
      const leanRun = await timeProcess([leanRunner], env);
      if (JSON.parse(leanRun.stdout).status !== 200) throw new Error(`lean cold move failed: ${leanRun.stdout}`);
      leanCold.push(leanRun.ms);
      const sdkRun = await timeProcess([sdkRunner], env);
      if (JSON.parse(sdkRun.stdout).status !== 200) throw new Error(`SDK-only cold run failed: ${sdkRun.stdout}`);
      sdkCold.push(sdkRun.ms);
    }
    const b = summarize(bare);
    const c = summarize(cold);
    const leanP50 = summarize(leanCold).p50;
    const sdkP50 = summarize(sdkCold).p50;
    return {
      bundleBytes: main.bytes,
      bundleGzipBytes,
      sdkExternalBytes: sdkExternal.bytes,
      largest: [...main.byPackage].sort((x, y) => y[1] - x[1]).slice(0, 8).map(([name, bytes]) => ({ name, bytes })),
      withoutOutbox: { bundleBytes: lean.bytes, p50: leanP50, ratio: leanP50 / b.p50 },
      sdkOnly: { bundleBytes: sdkOnly.bytes, p50: sdkP50, ratio: sdkP50 / b.p50 },
      repetitions,
      bareNode: { p50: b.p50, p99: b.p99 },
      coldMove: { p50: c.p50, p99: c.p99 },
      importP50: summarize(imports).p50,
      firstRequestP50: summarize(requests).p50,
      ratio: c.p50 / b.p50,
    };
  } finally {
    fake?.server.close();
    await rm(dir, { recursive: true, force: true });
  }
}
