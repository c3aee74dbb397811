// The bot levels, and which a game offers: pure data, so the web's new-game form reads it without loading a
// game's rules or bots.
import type { GameId } from "../games/index";

export const BOT_LEVELS = ["random", "strong", "expert"] as const;
export type BotLevel = (typeof BOT_LEVELS)[number];

/**
 * The expert's search iterations in the games where it beats the strong bot in at least 60% of 2-player
 * games within 50 ms a move (docs/benchmarks.md, "Bots: the expert bot against the strong bot"); the
 * other games do not offer it.
 */
export const EXPERT_ITERATIONS: Partial<Record<GameId, number>> = {
  // Ten times the strong bot's 60: its playouts change their state in place, so this costs about twice its time.
  yucata: 600,
};

/** The levels a game (an id from a request or the catalog) offers for a bot seat. */
export const botLevelsFor = (gameId: string): readonly BotLevel[] =>
  BOT_LEVELS.filter((level) => level !== "expert" || gameId in EXPERT_ITERATIONS);
