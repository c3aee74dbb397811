// The bot levels, and which a game offers: pure data, so the web's new-game form reads it without loading a
// game's rules or bots.
import type { GameId } from "../games/index";

export const BOT_LEVELS = ["random", "strong", "expert"] as const;
export type BotLevel = (typeof BOT_LEVELS)[number];

/** How the expert's search differs from the strong bot's in a game (shared/bots/search.ts, `Knowledge`). */
interface ExpertBudget {
  iterations: number;
  /** Sampled states; the strong bot's when absent. */
  samples?: number;
  /** Random plies after a tried move; the strong bot's when absent. */
  rolloutPlies?: number;
  /** The width of the beam that plans the rest of the seat's turn after a tried move (search.ts, `planTurn`); none when absent. */
  turnBeam?: number;
}

/**
 * The expert's budget in the games where it beats the strong bot in at least 60% of 2-player games
 * within 50 ms a move (docs/benchmarks.md, "Bots: the expert bot against the strong bot"); the other
 * games do not offer it.
 */
export const EXPERT_BUDGETS: Partial<Record<GameId, ExpertBudget>> = {
  // Ten times the strong bot's 60: its playouts change their state in place, so this costs about twice its time.
  yucata: { iterations: 600 },
  // The strong bot scores each move right after it; two random plies more see the next seat's answer
  // (a contested building, a lost character), and 20 tries let the best moves be tried twice.
  "rio-de-la-plata": { iterations: 20, rolloutPlies: 2 },
  // As in Rio, two random plies see the answer to a move (an attack, a raid on a village); six samples of
  // the hidden guilds and 60 tries weigh the combats a move risks.
  yucatan: { iterations: 60, samples: 6, rolloutPlies: 2 },
  // A turn is several moves (the tax, a site, buildings one by one): each tried move is followed by the
  // best rest of the turn, judged by the game's projected final scores (balam/bot.ts, the expert's
  // evaluation), so that a temple and the villages feeding it are seen together. Each move is tried once,
  // the face-down cards sampled four ways.
  balam: { iterations: 1, samples: 4, turnBeam: 1 },
};

/** The levels a game (an id from a request or the catalog) offers for a bot seat. */
export const botLevelsFor = (gameId: string): readonly BotLevel[] =>
  BOT_LEVELS.filter((level) => level !== "expert" || gameId in EXPERT_BUDGETS);
