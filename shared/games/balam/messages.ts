// Balam's words: every log line of the engine (`balam.round`, …, docs/games/balam.md lists them with their
// params), the moves as the confirm dialog says them, and the board's own labels, in English and French.
export { en } from "./messages-en";
export { fr } from "./messages-fr";
