// Every game's moves in words, as a "your turn" mail offers them: each legal move of the awaited seat,
// described from that seat's own view, reads as a sentence in both languages all through random games.
import { describe, expect, it } from "vitest";
import { randomPlayout } from "../engine/play";
import { translator, type Lang } from "../i18n/index";
import { everyCatalog } from "./catalog";
import { GAME_IDS, gameModule, loadGames } from "./index";

await loadGames();
import type { AnyGameModule } from "./module";

const LANGS: Lang[] = ["en", "fr"];

describe.each(GAME_IDS)("%s", (id) => {
  const module: AnyGameModule = gameModule(id);
  it("describes every legal move of the awaited seat from its view, in both languages", async () => {
    const catalog = await everyCatalog();
    const described = new Set<string>();
    const { definition } = module;
    randomPlayout(
      definition,
      { players: 3, options: {}, seed: `describe-${id}` },
      {
        maxMoves: 120,
        onStep(state, seat) {
          const view = definition.view(state, seat);
          for (const move of definition.legalMoves(state, seat).slice(0, 8)) {
            for (const lang of LANGS) {
              const t = translator(lang, catalog);
              const text = module.describeMove(move, { view, seat, t, playerName: (s) => `Player ${s + 1}` });
              expect(text, JSON.stringify(move)).not.toMatch(/undefined|NaN|\[object|\{\w+\}|^[\w-]+(\.[\w-]+)+$/);
              described.add((move as { type?: string }).type ?? "move");
            }
          }
        },
      },
    );
    expect(described.size).toBeGreaterThan(0);
  });
});
