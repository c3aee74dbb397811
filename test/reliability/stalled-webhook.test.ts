// A live push never waits on mail, push or webhooks: with one game's chat webhook pointed at a server that
// accepts the connection and never answers, another game's open page is pushed its move while that
// webhook call is still pending (the notices run beside the stream, not in it).
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { createServer, type Server, type Socket } from "node:net";
import WebSocket from "ws";
import { ApiClient, moveId } from "../support/client";
import { startStack, type TestStack } from "../support/stack";
import { reportFigures } from "./support";

let stack: TestStack;
let stalled: Server;
/** The webhook calls the stalled server holds: when each connected, and whether it is still open. */
const calls: { at: number; open: boolean }[] = [];

beforeAll(async () => {
  stalled = createServer((socket: Socket) => {
    const call = { at: performance.now(), open: true };
    calls.push(call);
    socket.on("close", () => (call.open = false));
    socket.on("error", () => {});
    socket.resume(); // read what comes (the TLS hello, never answered), so that a hang-up is seen
  });
  await new Promise<void>((done) => stalled.listen(0, "127.0.0.1", done));
  stack = await startStack({ outbound: { resolve: async () => ["127.0.0.1"], allowLoopback: true } });
});
afterAll(async () => {
  await stack?.stop();
  stalled?.close();
});

/** A started Yucata' game of two guests; the guest at seat 1 plays first. */
async function startedGame(): Promise<{ id: string; host: ApiClient; first: ApiClient }> {
  const host = await ApiClient.guest(stack.url, "Host");
  const created = await host.post("/api/games", { game: "yucata", players: 2, options: { firstPlayer: 1 } });
  const first = await ApiClient.guest(stack.url, "First");
  await first.post(`/api/games/${created.body.id}/join`);
  return { id: created.body.id, host, first };
}

function until<T>(find: () => T | undefined, what: string, timeoutMs = 15_000): Promise<T> {
  return vi.waitFor(
    () => {
      const found = find();
      if (found === undefined) throw new Error(`no ${what} within ${timeoutMs} ms`);
      return found;
    },
    { timeout: timeoutMs, interval: 10 },
  );
}

it("pushes an unrelated game's move while a stalled webhook call is pending", async () => {
  const port = (stalled.address() as { port: number }).port;
  const hooked = await startedGame();
  const saved = await hooked.host.request("PUT", `/api/games/${hooked.id}/webhook`, { url: `https://stalled.test:${port}/hook` });
  expect(saved.status).toBe(200);

  const watched = await startedGame();
  const cookie = [...watched.host.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  const socket = new WebSocket(`${stack.url.replace(/^http/, "ws")}/live?game=${watched.id}`, { headers: { cookie } });
  const pushes: { at: number; version: number }[] = [];
  socket.on("message", (data) => {
    const message = JSON.parse(String(data));
    if (message.type === "game") pushes.push({ at: performance.now(), version: message.detail.version });
  });
  await new Promise((done, fail) => socket.once("open", done).once("error", fail));

  try {
    // The hooked game's turn: its chat webhook is called, and the call hangs.
    await hooked.first.post(`/api/games/${hooked.id}/moves`, { version: 0, move: { card: 4 }, clientMoveId: moveId() });
    const call = await until(() => calls.find((c) => c.open), "webhook call");

    const movedAt = performance.now();
    const moved = await watched.first.post(`/api/games/${watched.id}/moves`, { version: 0, move: { card: 4 }, clientMoveId: moveId() });
    expect(moved.status).toBe(200);
    const push = await until(() => pushes.find((p) => p.version === 1), "push of the watched game's move");
    const callStillPending = call.open;
    await reportFigures("stalled-webhook", {
      pushDelayMs: Math.round(push.at - movedAt),
      webhookPendingForMs: Math.round(push.at - call.at),
      webhookStillPending: String(callStillPending),
    });
    expect(callStillPending, "the push came only after the stalled webhook call ended").toBe(true);
  } finally {
    socket.terminate();
  }
});
