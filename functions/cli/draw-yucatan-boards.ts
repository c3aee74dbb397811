// Writes the board pictures for the documentation: `npx tsx functions/cli/draw-yucatan-boards.ts`.
import { writeFileSync } from "node:fs";
import { BOARD_PLAYER_COUNTS, boardFor } from "../../shared/games/yucatan/data";
import { boardSvg, boardSvgPath } from "./yucatan-board-svg";

for (const board of BOARD_PLAYER_COUNTS.map(boardFor)) writeFileSync(boardSvgPath(board), boardSvg(board));
