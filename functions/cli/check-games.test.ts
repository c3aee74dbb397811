// The fixture corpus (games recorded through the API by test/fixtures/record-games.ts) replays
// identically under the current code, each at its own rules revision; and check-games names the first
// event where a game's replay parts from its record.
import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GAME_IDS, gameRules, loadGames } from "../../shared/games/index";
import { checkBackup, checkGame, readBackup, type GamesBackup } from "./check-games";

await loadGames();
const ROOT = resolve(import.meta.dirname, "../..");
const CORPUS = resolve(ROOT, "test/fixtures/games/corpus.json");
const run = promisify(execFile);
let corpus: GamesBackup;
let dir: string;

beforeAll(async () => {
  corpus = await readBackup(CORPUS);
  dir = await mkdtemp(join(tmpdir(), "check-games-"));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe("the fixture corpus", () => {
  it("holds every game at every player count, finished and in flight", () => {
    for (const id of GAME_IDS) {
      const { minPlayers, maxPlayers } = gameRules(id);
      for (let players = minPlayers; players <= maxPlayers; players++) {
        expect(
          corpus.games.some(({ game }) => game.game === id && game.players.length === players && game.status === "active"),
          `${id} ${players}`,
        ).toBe(true);
      }
      expect(
        corpus.games.some(({ game }) => game.game === id && game.status === "finished"),
        `${id} finished`,
      ).toBe(true);
    }
  });

  it("has undos, takebacks, planned and forced moves, bots' and the clock's moves", () => {
    const events = corpus.games.flatMap((g) => g.events);
    const notes = new Set(events.flatMap((e) => e.log.map((l) => l.key)).filter((key) => key.startsWith("turnpost.")));
    expect(events.some((e) => e.takeback?.kind === "undo")).toBe(true);
    expect(events.some((e) => e.takeback?.kind === "takeback")).toBe(true);
    expect(events.some((e) => e.by === "clock")).toBe(true);
    for (const key of ["turnpost.queued", "turnpost.forced"]) expect([...notes], key).toContain(key);
    expect(corpus.games.some(({ game }) => game.forfeited.length > 0)).toBe(true);
  });

  it("replays identically under the current code", async () => {
    const { checked, differences } = await checkBackup(corpus);
    expect(differences).toEqual([]);
    expect(checked).toBe(corpus.games.length);
  });
});

describe("check-games", () => {
  const played = () => structuredClone(corpus.games.find(({ game, events }) => game.status === "active" && events.length > 10)!);

  it("names the first event whose logged outcome differs", async () => {
    const { game, events } = played();
    const moved = events.find((e) => e.move !== null && e.version > 3)!;
    moved.log.push({ key: "yucata.invented" });
    expect(await checkGame(game, events)).toMatchObject({
      id: game.id,
      version: moved.version,
      problem: expect.stringMatching(/logged outcome differs/),
    });
  });

  it("names a move the rules now refuse", async () => {
    const { game, events } = played();
    const moved = events.find((e) => e.move !== null)!;
    moved.move = { type: "no such move", card: "none" };
    expect(await checkGame(game, events)).toMatchObject({ version: moved.version, problem: expect.stringMatching(/refuse|invalid|move/i) });
  });

  it("names the part of the board that differs after the last event", async () => {
    const { game, events } = played();
    (game.state as { players: number }).players += 1;
    expect(await checkGame(game, events)).toMatchObject({
      version: game.version,
      problem: expect.stringMatching(/state\.players differs/),
    });
  });

  it("runs as npm run check-games on a backup file, listing what differs", { timeout: 60_000 }, async () => {
    const tsx = resolve(ROOT, "node_modules/.bin/tsx");
    const script = resolve(ROOT, "functions/cli/check-games.ts");
    const ok = await run(tsx, [script, CORPUS], { cwd: ROOT });
    expect(ok.stdout).toMatch(new RegExp(`${corpus.games.length} games replayed with the current rules: 0 differ`));
    const bad = structuredClone(corpus);
    const target = bad.games.find(({ game }) => game.status === "active")!;
    (target.game.state as { players: number }).players += 1;
    await writeFile(join(dir, "bad.json"), JSON.stringify(bad));
    const failed = await run(tsx, [script, join(dir, "bad.json")], { cwd: ROOT }).catch((error) => error);
    expect(failed.code).toBe(1);
    expect(failed.stdout).toContain(`DIFFERS ${target.game.id}`);
    expect(failed.stdout).toMatch(/1 differ/);
  });
});
