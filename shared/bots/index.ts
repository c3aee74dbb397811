// Bots: a random one and a stronger one for every game (its knowledge in shared/games/<id>/bot.ts). A bot gets what its seat's view shows and the
// seat's legal moves, never the game's state; given the same inputs and the same Random it chooses the
// same move. Budgets count iterations, not time, so a game with bots replays identically.
import type { Random } from "../engine/random";
import { GAME_IDS, gameModules, type GameId } from "../games/index";
import { EXPERT_BUDGETS, type BotLevel } from "./levels";
import { randomBot } from "./random";
import { searchBot } from "./search";

interface BotInput {
  /** `game.view(state, seat)`: all the bot may know. */
  view: unknown;
  /** The seat's legal moves now (at least one). */
  legal: readonly unknown[];
  seat: number;
  /** The bot's own generator: its choice depends only on the inputs and this. */
  rng: Random;
  /** Search iterations; the bot's default when absent. */
  budget?: number;
}

export interface Bot {
  /** One of `legal`. */
  choose(input: BotInput): unknown;
}

// Every registered game has its knowledge (`GameModule.bot` is required), so a strong bot always exists.
const strongBots = Object.fromEntries(GAME_IDS.map((id) => [id, searchBot(gameModules[id].bot)])) as Record<GameId, Bot>;

// The expert is the strong bot's search with a bigger budget, and with what the game's knowledge gives the
// expert alone (`Knowledge.expert`), in the games where that wins (./levels.ts).
const expertBots: Partial<Record<GameId, Bot>> = Object.fromEntries(
  GAME_IDS.flatMap((id) => {
    const budget = EXPERT_BUDGETS[id];
    const knowledge = gameModules[id].bot;
    return budget ? [[id, searchBot({ ...knowledge, ...knowledge.expert, ...budget })]] : [];
  }),
);

export function botFor(gameId: GameId, level: BotLevel): Bot {
  if (level === "random") return randomBot;
  // A game that offers no expert never gets one from the API; should a game's expert be withdrawn, its
  // running games' expert seats play the strong bot.
  if (level === "expert") return expertBots[gameId] ?? strongBots[gameId];
  return strongBots[gameId];
}

/** A bot level's display name, the same in every language (the web phrases the seat around it). */
export const botName = (level: BotLevel): string => `Computer (${level})`;
