// What one stranger's huge frame costs the local stack's server (issue #40, finding 7): its resident
// memory and the time until the socket is answered or closed, for a 60 MiB text frame sent to /live on
// a public game's page. A measurement, not a test: `npx tsx bench/live-frame.ts [MiB]`.
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { WebSocket } from "ws";
import { freePort, startDynamo } from "../functions/local/dynamo";
import { startServerProcess, stopServerProcess } from "./local-stack";

const mib = Number(process.argv[2] ?? 60);

/** The resident memory of process `pid`, in MB (Linux's /proc). */
async function rssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, "utf8");
  return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)![1]) / 1024;
}

const dataDir = await mkdtemp(join(tmpdir(), "turnpost-frame-"));
const dynamo = await startDynamo({ port: await freePort() });
const { child, url } = await startServerProcess(dynamo.endpoint, dataDir);
try {
  const guest = await fetch(`${url}/api/auth/guest`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ name: "Host" }),
  });
  const cookie = guest.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const created = await fetch(`${url}/api/games`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie, origin: url },
    body: JSON.stringify({ game: "yucata", players: 2 }),
  });
  const { id } = (await created.json()) as { id: string };
  // A stranger's page: a public game may be watched by anyone.
  const socket = new WebSocket(`${url.replace(/^http/, "ws")}/live?game=${id}`);
  await new Promise((done, fail) => socket.once("open", done).once("error", fail));
  const before = await rssMb(child.pid!);
  let peak = before;
  const sampler = setInterval(() => {
    rssMb(child.pid!).then(
      (mb) => void (peak = Math.max(peak, mb)),
      () => undefined,
    );
  }, 20);
  const frame = JSON.stringify({ type: "ping", pad: "x".repeat(mib * 1024 * 1024) });
  const started = performance.now();
  const outcome = await new Promise<string>((done) => {
    // A push of the game may come first; the answer to the frame is anything else.
    socket.on("message", (data) => {
      if (!String(data).startsWith('{"type":"game"')) done(`answered ${String(data).slice(0, 120)}`);
    });
    socket.once("close", (code) => done(`closed ${code}`));
    socket.once("error", (error) => done(`error ${error.message}`));
    socket.send(frame);
  });
  const ms = performance.now() - started;
  clearInterval(sampler);
  peak = Math.max(peak, await rssMb(child.pid!));
  // Does it still serve? A page opened after the frame gets its pong.
  const next = new WebSocket(`${url.replace(/^http/, "ws")}/live?game=${id}`);
  await new Promise((done, fail) => next.once("open", done).once("error", fail));
  const pongMs = await new Promise<number>((done) => {
    const at = performance.now();
    next.on("message", (data) => {
      if (String(data).includes('"pong"')) done(performance.now() - at);
    });
    next.send(JSON.stringify({ type: "ping" }));
  });
  next.close();
  socket.terminate();
  console.log(
    `${mib} MiB frame: ${outcome}; ${ms.toFixed(0)} ms; server RSS ${before.toFixed(0)} MB before, ${peak.toFixed(0)} MB at peak; ` +
      `a new page's ping answered in ${pongMs.toFixed(0)} ms`,
  );
} finally {
  await stopServerProcess(child);
  await dynamo.stop();
  await rm(dataDir, { recursive: true, force: true });
}
