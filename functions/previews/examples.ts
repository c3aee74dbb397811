// Writes docs/previews/<game>.png: each game's board image for a game in progress, from a seeded random
// playout, so the README shows what a link preview looks like. Run: npx tsx functions/previews/examples.ts
import { writeFile } from "node:fs/promises";
import { resolve } from "node:path";
import { randomPlayout } from "../../shared/engine/play";
import { GAME_IDS, gameRules, loadGames, type GameId } from "../../shared/games/index";
import { cardInput } from "./describe";
import { cardSvg } from "./card";
import { svgToPng } from "./png";

const NAMES = ["Alice", "Bruno", "Chloé", "Dmitri", "Eun-ji"];
/** Players and how far into the game each example is. */
const EXAMPLES: Record<GameId, { players: number; moves: number }> = {
  yucata: { players: 3, moves: 14 },
  yucatan: { players: 3, moves: 40 },
  balam: { players: 3, moves: 60 },
  "rio-de-la-plata": { players: 4, moves: 90 },
};

export async function writeExamples(dir = resolve(import.meta.dirname, "../../docs/previews")): Promise<string[]> {
  const written: string[] = [];
  await loadGames();
  for (const id of GAME_IDS) {
    const { players, moves } = EXAMPLES[id];
    const def = gameRules(id);
    const { state } = randomPlayout(def, { players, options: {}, seed: `preview-${id}` }, { maxMoves: moves });
    const input = cardInput({
      game: id,
      players: NAMES.slice(0, players),
      status: "active",
      awaiting: def.awaiting(state),
      result: null,
      turnSince: "2025-06-01T09:30:00.000Z",
      view: def.view(state, null),
    });
    const file = resolve(dir, `${id}.png`);
    await writeFile(file, await svgToPng(cardSvg(input)));
    written.push(file);
  }
  return written;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const file of await writeExamples()) console.log(file);
}
