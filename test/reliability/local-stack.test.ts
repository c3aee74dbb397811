// `npm start` is for one machine: the local stack and its DynamoDB Local (no authentication) listen on
// loopback only, so neither the data nor /dev/outbox's live sign-in links reach anyone on the network;
// /api/health says when DynamoDB is down; and a DynamoDB Local left behind by a killed stack neither
// outlives it nor runs twice on the same files.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { spawn, spawnSync } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { connect } from "node:net";
import { networkInterfaces, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { ListTablesCommand } from "@aws-sdk/client-dynamodb";
import { freePort, startDynamo, type LocalDynamo } from "../../functions/local/dynamo";
import { apiApp } from "../../functions/compose/api";
import { core } from "../../functions/compose/core";
import { dynamoClient } from "../../functions/store/table";
import { startStack, type TestStack } from "../support/stack";

/** This machine's address on its network (not loopback): where a neighbour would connect. */
function networkAddress(): string {
  const address = Object.values(networkInterfaces())
    .flat()
    .find((a) => a && !a.internal && a.family === "IPv4")?.address;
  if (!address) throw new Error("this machine has no network address to test from");
  return address;
}

/** Whether a TCP connection to host:port is accepted. */
function accepts(host: string, port: number): Promise<boolean> {
  return new Promise((done) => {
    const socket = connect({ host, port, timeout: 2000 });
    socket.once("connect", () => {
      socket.destroy();
      done(true);
    });
    socket.once("error", () => done(false));
    socket.once("timeout", () => {
      socket.destroy();
      done(false);
    });
  });
}

/** Whether a DynamoDB Local answers on the port (on loopback). */
async function answers(port: number): Promise<boolean> {
  const client = dynamoClient(`http://127.0.0.1:${port}`, { maxAttempts: 1 });
  try {
    await client.send(new ListTablesCommand({}));
    return true;
  } catch {
    return false;
  } finally {
    client.destroy();
  }
}

/** Whether the process runs (a zombie waiting for its parent to read its exit does not). */
function running(pid: number): boolean {
  const state = spawnSync("ps", ["-o", "stat=", "-p", String(pid)], { encoding: "utf8" }).stdout.trim();
  return state !== "" && !state.startsWith("Z");
}

describe("listening on loopback only", () => {
  let stack: TestStack;
  let dynamo: LocalDynamo;
  beforeAll(async () => {
    stack = await startStack();
    dynamo = await startDynamo({ port: await freePort() });
  });
  afterAll(async () => {
    await stack?.stop();
    await dynamo?.stop();
  });

  it("serves the app, /dev/outbox included, on 127.0.0.1 and not on the network", async () => {
    const port = Number(new URL(stack.url).port);
    expect(await accepts("127.0.0.1", port)).toBe(true);
    expect(await accepts(networkAddress(), port)).toBe(false);
  });

  it("binds DynamoDB Local to 127.0.0.1, which its own command line cannot", async () => {
    const port = Number(new URL(dynamo.endpoint).port);
    expect(await accepts("127.0.0.1", port)).toBe(true);
    expect(await accepts(networkAddress(), port)).toBe(false);
  });
});

describe("/api/health", () => {
  it("answers 503, saying so, when DynamoDB does not answer", async () => {
    const down = dynamoClient(`http://127.0.0.1:${await freePort()}`, { maxAttempts: 1 });
    const config = {
      tableName: "t",
      appUrl: "http://localhost:3000",
      mailFrom: "t@t",
      sessionSecret: new Uint8Array(32),
      local: true,
      vapid: null,
    };
    const app = apiApp(core({ config, dynamo: down }), { mailer: { send: async () => {} } });
    const reply = await app.request("/api/health");
    expect(reply.status).toBe(503);
    expect(await reply.json()).toEqual({ ok: false, error: { code: "store-unavailable", message: "DynamoDB does not answer." } });
  });
});

describe("a DynamoDB Local left behind", () => {
  it("stops when the process that started it is killed, and a new start stops an old one on the same files", async () => {
    const dataDir = await mkdtemp(join(tmpdir(), "turnpost-orphan-"));
    try {
      // A stack's process, killed without a chance to stop its DynamoDB Local.
      const port = await freePort();
      const script = `import { startDynamo } from ${JSON.stringify(resolve(import.meta.dirname, "../../functions/local/dynamo.ts"))};
        await startDynamo({ port: ${port}, dataDir: ${JSON.stringify(join(dataDir, "dynamodb"))}, pidFile: ${JSON.stringify(join(dataDir, "dynamodb.pid"))} });
        console.log("up");`;
      const parent = spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
        stdio: ["ignore", "pipe", "inherit"],
      });
      await new Promise<void>((done, fail) => {
        parent.stdout.on("data", (d) => String(d).includes("up") && done());
        parent.once("exit", (code) => fail(new Error(`the stack's process exited (${code})`)));
      });
      expect(await answers(port)).toBe(true);
      const javaPid = Number(await readFile(join(dataDir, "dynamodb.pid"), "utf8"));
      parent.kill("SIGKILL");
      await expect
        .poll(() => running(javaPid), { message: "DynamoDB Local outlived its parent", timeout: 15_000, interval: 200 })
        .toBe(false);
      expect(await answers(port)).toBe(false);

      // A DynamoDB Local still running on the files (as one started before this fix would be): the next start stops it.
      const old = await startDynamo({ port, dataDir: join(dataDir, "dynamodb"), pidFile: join(dataDir, "dynamodb.pid") });
      const oldPid = Number(await readFile(join(dataDir, "dynamodb.pid"), "utf8"));
      const next = await startDynamo({
        port: await freePort(),
        dataDir: join(dataDir, "dynamodb"),
        pidFile: join(dataDir, "dynamodb.pid"),
      });
      expect(running(oldPid)).toBe(false);
      expect(await answers(port)).toBe(false);
      await next.stop();
      await old.stop();
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 180_000); // three DynamoDB Local starts
});
