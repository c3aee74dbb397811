// Bots: a random one and a stronger one for every game. A bot gets what its seat's view shows and the
// seat's legal moves, never the game's state; given the same inputs and the same Random it chooses the
// same move. Budgets count iterations, not time, so a game with bots replays identically.
import type { Random } from "../engine/random";
import { balamKnowledge } from "./balam";
import { randomBot } from "./random";
import { rioKnowledge } from "./rio-de-la-plata";
import { searchBot, type Knowledge } from "./search";
import { yucataKnowledge } from "./yucata";
import { yucatanKnowledge } from "./yucatan";

export const BOT_LEVELS = ["random", "strong"] as const;
export type BotLevel = (typeof BOT_LEVELS)[number];

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

export const knowledge: Record<string, Knowledge> = {
  balam: balamKnowledge,
  "rio-de-la-plata": rioKnowledge,
  yucata: yucataKnowledge,
  yucatan: yucatanKnowledge,
};

const strongBots: Record<string, Bot> = Object.fromEntries(Object.entries(knowledge).map(([id, k]) => [id, searchBot(k)]));

export function botFor(gameId: string, level: BotLevel): Bot {
  if (level === "random") return randomBot;
  const bot = strongBots[gameId];
  if (!bot) throw new Error(`no strong bot for ${gameId}`);
  return bot;
}

/** A bot level's display name, the same in every language (the web phrases the seat around it). */
export const botName = (level: BotLevel): string => `Computer (${level})`;
