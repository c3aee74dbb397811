// Checks a finished game's public record: the seed revealed at the end is the one committed to at the
// start (its SHA-256 was public from the first move), and replaying every move from that seed with the
// game's own rules deals the same cards, rolls the same dice, writes the same log and ends with the
// same result and board.
//   npm run verify-game -- https://turnpost.example/g/<id>     (or /api/games/<id>/export, or a file)
import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { pathToFileURL } from "node:url";
import { isDeepStrictEqual } from "node:util";
import { isGameId, loadGame } from "../../shared/games/index";
import { asJson, replayEvents } from "../record/replay";
import { EXPORT_FORMAT, type GameExport } from "../service/records";

export interface Verdict {
  ok: boolean;
  /** What does not match, one sentence each; empty when the record checks out. */
  problems: string[];
  movesReplayed: number;
}

export async function verifyRecord(record: GameExport): Promise<Verdict> {
  const problems: string[] = [];
  const fail = (problem: string): Verdict => ({ ok: false, problems: [...problems, problem], movesReplayed: 0 });
  if (record?.format !== EXPORT_FORMAT) return fail(`This is not a Turnpost game record (format ${JSON.stringify(record?.format)}).`);
  if (!record.complete || typeof record.seed !== "string")
    return fail("The record is not complete: only a finished game's record reveals its seed.");
  if (!isGameId(record.game)) return fail(`Unknown game "${record.game}".`);
  const { definition: def } = await loadGame(record.game);
  const hash = createHash("sha256").update(record.seed).digest("hex");
  if (hash !== record.seedHash)
    problems.push(`The seed does not match the hash published at the start (sha256 ${hash}, published ${record.seedHash}).`);
  record.events.forEach((e, i) => {
    if (e.version !== i + 1) problems.push(`Event ${i + 1} is numbered ${e.version}: the log has a gap or a duplicate.`);
  });
  if (record.events.length !== record.version)
    problems.push(`The game is at version ${record.version} but the log has ${record.events.length} events.`);

  const setup = { players: record.players.length, options: record.options, seed: record.seed, revision: record.revision ?? 1 };
  const replayed = replayEvents(def, setup, record.events);
  if (replayed.state === undefined) return fail(replayed.divergences[0]!.problem);
  problems.push(...replayed.divergences.map((d) => d.problem));
  const { state, movesReplayed } = replayed;
  const result = def.result(state);
  if (!isDeepStrictEqual(asJson(result), asJson(record.result))) {
    problems.push(`The replay ends with ${JSON.stringify(result)}, the record says ${JSON.stringify(record.result)}.`);
  }
  if (record.finalView !== undefined && !isDeepStrictEqual(asJson(def.view(state, null)), asJson(record.finalView))) {
    problems.push("The final board differs from the replay's.");
  }
  return { ok: problems.length === 0, problems, movesReplayed };
}

/** The export URL of a game page or API address; other URLs are taken as they are. */
export function exportUrl(address: string): string {
  const url = new URL(address);
  const id = /^\/(?:g|play|join|api\/games)\/([a-z0-9]+)\/?$/.exec(url.pathname)?.[1];
  if (id) return new URL(`/api/games/${id}/export`, url.origin).toString();
  return url.toString();
}

export async function loadRecord(source: string): Promise<GameExport> {
  if (/^https?:\/\//i.test(source)) {
    const response = await fetch(exportUrl(source), { headers: { accept: "application/json" } });
    if (!response.ok) throw new Error(`${exportUrl(source)} answered ${response.status}: ${await response.text()}`);
    return (await response.json()) as GameExport;
  }
  return JSON.parse(await readFile(source, "utf8")) as GameExport;
}

async function main(args: string[]): Promise<number> {
  if (args.length !== 1) {
    console.error("usage: npm run verify-game -- <game URL, export URL or export file>");
    return 2;
  }
  const record = await loadRecord(args[0]!);
  const verdict = await verifyRecord(record);
  if (verdict.ok) {
    console.log(
      `OK: ${record.gameName ?? record.game} ${record.id}: the seed matches its published hash, and ${verdict.movesReplayed} moves replay to the recorded log and result.`,
    );
    return 0;
  }
  console.error(`FAILED: ${record?.id ?? args[0]}`);
  for (const problem of verdict.problems) console.error(`- ${problem}`);
  return 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error) => {
      console.error(`verify-game: ${(error as Error).message}`);
      process.exit(2);
    },
  );
}
