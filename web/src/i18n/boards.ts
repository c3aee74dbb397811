// Words of the shell's board furniture (the phone menu, the pan-and-zoom box, folded panels) and the
// rules pages. French is typed against the English keys.
import type { Messages } from "./index";

const en = {
  "nav.menu": "Menu",
  "nav.rules": "Rules",
  "board.panHint": "Drag to see the rest of the board.",
  "board.wholeBoard": "Whole board",
  "board.zoomIn": "Zoom in",
  "game.more": "Chat, notes and notifications",
} satisfies Messages;

const fr: Record<keyof typeof en, Messages[string]> = {
  "nav.menu": "Menu",
  "nav.rules": "Règles",
  "board.panHint": "Faites glisser pour voir le reste du plateau.",
  "board.wholeBoard": "Plateau entier",
  "board.zoomIn": "Agrandir",
  "game.more": "Discussion, notes et notifications",
};

export const boardMessages = { en, fr };
