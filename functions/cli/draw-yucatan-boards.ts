// Writes the board pictures for the documentation: `npx tsx functions/cli/draw-yucatan-boards.ts`.
import { writeFileSync } from "node:fs";
import { BOARDS } from "../../shared/games/yucatan/data";
import { boardSvg, boardSvgPath } from "./yucatan-board-svg";

for (const board of Object.values(BOARDS)) writeFileSync(boardSvgPath(board), boardSvg(board));
