// What the new-game form, the home page and every rules link say of a game without its rules: its name,
// its numbers (players, length, weight) and what it is in one line. Small, so the shell can hold it; the
// rules themselves (content.ts) load with the pages that show them.
import type { Lang } from "../../../shared/i18n/index";
import type { GameId } from "../../../shared/games/index";

/** The games' names, the same in every language. */
export const GAME_NAMES: Record<GameId, string> = {
  yucata: "Yucata'",
  yucatan: "Yucatàn",
  balam: "Balam",
  "rio-de-la-plata": "Rio de la Plata",
};

type Weight = "light" | "medium" | "heavy";

/** What a game is, in numbers, for the new-game form and the rules pages; the words are messages. */
export interface GameFacts {
  /** The registry's player range again (content.test.ts holds them equal): the rules pages have no catalog. */
  minPlayers: number;
  maxPlayers: number;
  /**
   * Moves each player makes in a game, about, counting a setup's placements. Random two-player games
   * (randomPlayout, 5 seeds) take yucata 11–14, balam 79–102, rio 177–204 moves each; Yucatàn's
   * random games wander (300+), so its figure is a played game's: 10 setup placements, then about 40.
   */
  movesEach: number;
  weight: Weight;
}

export const GAME_FACTS: Record<GameId, GameFacts> = {
  yucata: { minPlayers: 2, maxPlayers: 4, movesEach: 13, weight: "light" },
  yucatan: { minPlayers: 2, maxPlayers: 4, movesEach: 50, weight: "medium" },
  balam: { minPlayers: 2, maxPlayers: 4, movesEach: 90, weight: "heavy" },
  "rio-de-la-plata": { minPlayers: 2, maxPlayers: 5, movesEach: 190, weight: "heavy" },
};

/** One line per game: what kind of game it is. */
export const GAME_PITCHES: Record<GameId, Record<Lang, string>> = {
  yucata: {
    en: "A quick race along a jungle track, picking up stones on the way.",
    fr: "Une course rapide sur un sentier de jungle, en ramassant des pierres au passage.",
  },
  yucatan: {
    en: "Warriors with secret guilds raid the jungle for prisoners to build your pyramid.",
    fr: "Des guerriers aux guildes secrètes écument la jungle pour ramener des prisonniers et bâtir votre pyramide.",
  },
  balam: {
    en: "Maya kings build cities, trade wealth along jungle paths and go to war for prestige.",
    fr: "Des rois mayas bâtissent des cités, acheminent leurs richesses par les sentiers et se font la guerre pour le prestige.",
  },
  "rio-de-la-plata": {
    en: "Settlers found Buenos Aires: place workers, raise the city, and hold off pirates and raids.",
    fr: "Des colons fondent Buenos Aires\u00a0: placez vos ouvriers, bâtissez la ville, repoussez pirates et raids.",
  },
};

export const RULES_GAMES = Object.keys(GAME_NAMES) as GameId[];

export const isRulesGame = (id: string): id is GameId => Object.hasOwn(GAME_NAMES, id);
