// Runs one Lambda bundle as the Node 22 runtime would: a fresh process in the bundle's folder (the
// function's /var/task), with the environment given and nothing inherited, importing index.mjs once and
// handing its `handler` each event in turn, as a warm instance gets them.
import { spawn } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import type { Readable } from "node:stream";
import { node22 } from "../constructs/lambda-bundle.js";

/** Reads events (one JSON line each) on stdin and writes each outcome on fd 3: stdout is the function's own log. */
const runner = `
import { writeSync } from "node:fs";
import { createInterface } from "node:readline";
import { pathToFileURL } from "node:url";
const loaded = import(pathToFileURL(process.argv[2]).href);
loaded.catch(() => {});
const context = (id) => ({ awsRequestId: id, functionName: process.env.AWS_LAMBDA_FUNCTION_NAME, getRemainingTimeInMillis: () => 30000 });
for await (const line of createInterface({ input: process.stdin })) {
  const { id, event } = JSON.parse(line);
  let outcome;
  try {
    const { handler } = await loaded;
    outcome = { id, result: (await handler(event, context(id))) ?? null };
  } catch (error) {
    outcome = { id, error: String(error?.stack ?? error) };
  }
  writeSync(3, JSON.stringify(outcome) + "\\n");
}
`;

const runnerFile = join(mkdtempSync(join(tmpdir(), "turnpost-rehearsal-")), "runner.mjs");
writeFileSync(runnerFile, runner);

export type Outcome = { result: unknown; error?: undefined } | { error: string; result?: undefined };

export function runBundle(bundleDir: string, env: Record<string, string>) {
  const child = spawn(node22(), [runnerFile, join(bundleDir, "index.mjs")], {
    cwd: bundleDir,
    env,
    stdio: ["pipe", "pipe", "pipe", "pipe"],
  });
  let log = "";
  child.stdout.on("data", (chunk: Buffer) => (log += chunk));
  child.stderr.on("data", (chunk: Buffer) => (log += chunk));
  const waiting = new Map<string, (outcome: Outcome) => void>();
  createInterface({ input: child.stdio[3] as Readable }).on("line", (line) => {
    const { id, ...outcome } = JSON.parse(line) as Outcome & { id: string };
    waiting.get(id)?.(outcome);
    waiting.delete(id);
  });
  const exited = new Promise<void>((done) => child.on("exit", () => done()));
  let count = 0;
  return {
    /** The function's console output so far. */
    log: () => log,
    invoke(event: unknown): Promise<Outcome> {
      const id = `rehearsal-${++count}`;
      return new Promise((answered, failed) => {
        waiting.set(id, answered);
        exited.then(() => failed(new Error(`the function's process exited: ${log}`)));
        child.stdin.write(`${JSON.stringify({ id, event })}\n`);
      });
    },
    async stop() {
      child.stdin.end();
      await exited;
    },
  };
}
