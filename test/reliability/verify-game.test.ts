// Commit-reveal: a finished game's public record lets anyone check the dealing. verify-game accepts the
// real record (from a file or from the server's URL) and names what is wrong in a tampered one.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { serve, type ServerType } from "@hono/node-server";
import { freePort } from "../../functions/local/dynamo";
import { verifyRecord } from "../../functions/cli/verify-game";
import type { GameExport } from "../../functions/service/records";
import { inProcessApp, playThroughApi, startedGame, type InProcess } from "./support";

const run = promisify(execFile);
const ROOT = resolve(import.meta.dirname, "../..");
let env: InProcess;
let record: GameExport;
let gameId: string;
let dir: string;
let server: ServerType;
let port: number;

beforeAll(async () => {
  env = await inProcessApp({ limits: { moveBurst: 10_000 } });
  const { id, callers } = await startedGame(env, "yucata", 3);
  await playThroughApi(id, callers, "verify-game", 300);
  gameId = id;
  record = (await env.caller().get(`/api/games/${id}/export`)).body;
  dir = await mkdtemp(join(tmpdir(), "verify-game-"));
  port = await freePort();
  server = serve({ fetch: env.app.fetch, port, hostname: "127.0.0.1" });
});

afterAll(async () => {
  await new Promise((done) => server?.close(done));
  await rm(dir, { recursive: true, force: true });
});

const tampered = (change: (r: GameExport) => void): GameExport => {
  const copy = structuredClone(record);
  change(copy);
  return copy;
};

describe("verify-game", () => {
  it("accepts a finished game's public record: every move and log entry, and the seed", async () => {
    expect(record).toMatchObject({ complete: true, status: "finished", seed: expect.any(String) });
    expect(record.events.every((e) => e.move !== undefined)).toBe(true);
    const verdict = await verifyRecord(record);
    expect(verdict).toEqual({ ok: true, problems: [], movesReplayed: record.version });
  });

  it("names what is wrong in a tampered record", async () => {
    const cases: [string, (r: GameExport) => void, RegExp][] = [
      ["another seed", (r) => void (r.seed = `${r.seed}x`), /does not match the hash/],
      [
        "a changed move",
        (r) => void (r.events[0]!.move = { card: (r.events[0]!.move as { card: unknown }).card === 1 ? 2 : 1 }),
        /Event 1/,
      ],
      [
        "a changed log entry",
        (r) => void (r.events[1]!.log[0]!.params = { ...r.events[1]!.log[0]!.params, to: 99 }),
        /Event 2: the logged outcome differs/,
      ],
      ["a missing event", (r) => void r.events.splice(2, 1), /gap|refuse|differs/],
      ["another result", (r) => void (r.result = { winners: [9], scores: [0, 0, 0] }), /the record says/],
      ["another final board", (r) => void ((r.finalView as { positions: number[] }).positions = [1, 2, 3]), /final board/],
    ];
    for (const [what, change, problem] of cases) {
      const verdict = await verifyRecord(tampered(change));
      expect(verdict.ok, what).toBe(false);
      expect(verdict.problems.join("\n"), what).toMatch(problem);
    }
  });

  it("refuses a record that is not complete", async () => {
    const { id, callers } = await startedGame(env, "yucata", 2);
    const mine = (await callers[0]!.get(`/api/games/${id}/export`)).body;
    expect(await verifyRecord(mine)).toMatchObject({ ok: false, problems: [expect.stringMatching(/not complete/)] });
  });

  it("runs as npm run verify-game on a file and on the game's address", { timeout: 60_000 }, async () => {
    const good = join(dir, "good.json");
    const bad = join(dir, "bad.json");
    await writeFile(good, JSON.stringify(record));
    await writeFile(bad, JSON.stringify(tampered((r) => void (r.seed = "guessed"))));
    const tsx = resolve(ROOT, "node_modules/.bin/tsx");
    const script = resolve(ROOT, "functions/cli/verify-game.ts");
    const ok = await run(tsx, [script, good], { cwd: ROOT });
    expect(ok.stdout).toMatch(/^OK: Yucata' .*moves replay/);
    const failed = await run(tsx, [script, bad], { cwd: ROOT }).catch((error) => error);
    expect(failed.code).toBe(1);
    expect(failed.stderr).toMatch(/does not match the hash/);
    const online = await run(tsx, [script, `http://127.0.0.1:${port}/g/${gameId}`], { cwd: ROOT });
    expect(online.stdout).toMatch(new RegExp(`OK: .*${gameId}`));
  });
});
