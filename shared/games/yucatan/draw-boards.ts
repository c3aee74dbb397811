// Writes the board pictures for the documentation: `npx tsx shared/games/yucatan/draw-boards.ts`.
import { writeFileSync } from "node:fs";
import { BOARDS } from "./data";
import { boardSvg, boardSvgPath } from "./svg";

for (const board of Object.values(BOARDS)) writeFileSync(boardSvgPath(board), boardSvg(board));
