// Bots: a random one and a stronger one for every game (its knowledge in shared/games/<id>/bot.ts). A bot gets what its seat's view shows and the
// seat's legal moves, never the game's state; given the same inputs and the same Random it chooses the
// same move. Budgets count iterations, not time, so a game with bots replays identically.
import type { Bot } from "./bot";
import { gameModule, type GameId } from "../games/index";
import { EXPERT_BUDGETS, type BotLevel } from "./levels";
import { randomBot } from "./random";
import { searchBot } from "./search";

export type { Bot } from "./bot";

// Each game's bots, made on first use from its loaded module: a game's record in hand has it loaded.
const bots = new Map<string, Bot>();

/** A loaded game's bot: the strong one, or the expert where the game has one (./levels.ts). */
export function botFor(gameId: GameId, level: BotLevel): Bot {
  if (level === "random") return randomBot;
  // A game that offers no expert never gets one from the API; should a game's expert be withdrawn, its
  // running games' expert seats play the strong bot.
  const budget = level === "expert" ? EXPERT_BUDGETS[gameId] : undefined;
  const key = `${gameId} ${budget ? "expert" : "strong"}`;
  let bot = bots.get(key);
  if (!bot) {
    // Every registered game has its knowledge (`GameModule.bot` is required), so a strong bot always exists.
    // The expert is the strong bot's search with a bigger budget, and with what the game's knowledge gives
    // the expert alone (`Knowledge.expert`).
    const knowledge = gameModule(gameId).bot;
    bot = searchBot(budget ? { ...knowledge, ...knowledge.expert, ...budget } : knowledge);
    bots.set(key, bot);
  }
  return bot;
}

/** A bot level's display name, the same in every language (the web phrases the seat around it). */
export const botName = (level: BotLevel): string => `Computer (${level})`;
