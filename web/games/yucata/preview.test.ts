// The board's preview (where a card takes the amulet, which stones it picks up) must say what the engine
// will do, for every legal card in many random games and every player count.
import { describe, expect, it } from "vitest";
import { yucata, type YucataState } from "../../../shared/games/yucata/index";
import { randomPlayout } from "../../../shared/engine/play";
import { preview } from "./preview";

describe("the Yucata' move preview", () => {
  for (const players of [2, 3, 4]) {
    it(`matches the engine for every legal card in random ${players}-player games`, () => {
      let checked = 0;
      for (let game = 0; game < 10; game++) {
        randomPlayout(yucata, { players, options: { layout: "random" }, seed: `preview-${players}-${game}` }, {
          maxMoves: 500,
          onStep(raw, seat) {
            const state = raw as YucataState;
            const view = yucata.view(state, seat);
            for (const move of yucata.legalMoves(state, seat)) {
              const after = yucata.apply(state, seat, move).state;
              const before = state.stones[seat];
              const taken = {
                beige: after.stones[seat].beige - before.beige,
                blue: after.stones[seat].blue - before.blue,
                red: after.stones[seat].red - before.red,
              };
              expect(preview(view, seat, move.card), JSON.stringify({ view, move })).toEqual({ to: after.positions[seat], taken });
              checked++;
            }
          },
        });
      }
      expect(checked).toBeGreaterThan(100);
    });
  }
});
