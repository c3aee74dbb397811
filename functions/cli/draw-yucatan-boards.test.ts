// The board pictures in docs/games/ are what `draw-yucatan-boards.ts` draws from the boards' data today.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { BOARD_PLAYER_COUNTS, boardFor } from "../../shared/games/yucatan/data";
import { boardSvg, boardSvgPath } from "./yucatan-board-svg";

describe("the Yucatàn board pictures of the documentation", () => {
  for (const board of BOARD_PLAYER_COUNTS.map(boardFor)) {
    it(`draw the ${board.players}-player board from its data`, () => {
      expect(readFileSync(boardSvgPath(board), "utf8")).toBe(boardSvg(board));
    });
  }
});
