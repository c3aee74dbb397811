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
import { parseMove } from "../../shared/engine/parse";
import { replayTimeline } from "../../shared/engine/timeline";
import { EXPORT_FORMAT, type GameExport } from "../service/records";

export interface Verdict {
  ok: boolean;
  /** What does not match, one sentence each; empty when the record checks out. */
  problems: string[];
  movesReplayed: number;
}

/** Server notes placed before the engine's own entries (e.g. "the clock played for this seat"). */
const SERVER_NOTE = /^turnpost\./;

const json = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown;

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
  let state: unknown;
  try {
    state = def.setup({ ...setup, options: def.options.parse(record.options) });
  } catch (error) {
    return fail(`The setup cannot be replayed: ${(error as Error).message}`);
  }
  let movesReplayed = 0;
  for (const [index, event] of record.events.entries()) {
    if (event.takeback) {
      // A takeback puts back the board as it stood after an earlier event.
      if (!(event.takeback.to >= 0 && event.takeback.to < event.version)) {
        problems.push(`Event ${event.version} takes moves back to event ${event.takeback.to}, which is not before it.`);
        break;
      }
      state = replayTimeline(def, setup, record.events.slice(0, index), event.takeback.to);
      continue;
    }
    if (event.move === null) continue; // a forfeit: it changed who plays, not the board
    if (event.move === undefined) {
      problems.push(`Event ${event.version} has no move: the record is incomplete.`);
      break;
    }
    let outcome: { state: unknown; log: unknown[] };
    try {
      outcome = def.apply(state, event.seat, parseMove(def, event.move));
    } catch (error) {
      problems.push(
        `Event ${event.version}: the rules refuse seat ${event.seat}'s move ${JSON.stringify(event.move)} (${(error as Error).message}).`,
      );
      break;
    }
    movesReplayed++;
    state = outcome.state;
    const notes = event.log.slice(0, event.log.length - outcome.log.length);
    const engineLog = event.log.slice(notes.length);
    if (!isDeepStrictEqual(json(engineLog), json(outcome.log)) || notes.some((entry) => !SERVER_NOTE.test(entry.key))) {
      problems.push(
        `Event ${event.version}: the logged outcome differs from the replay (logged ${JSON.stringify(event.log)}, replayed ${JSON.stringify(outcome.log)}).`,
      );
    }
  }
  const result = def.result(state);
  if (!isDeepStrictEqual(json(result), json(record.result))) {
    problems.push(`The replay ends with ${JSON.stringify(result)}, the record says ${JSON.stringify(record.result)}.`);
  }
  if (record.finalView !== undefined && !isDeepStrictEqual(json(def.view(state, null)), json(record.finalView))) {
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
