// What a bot is, apart from the registry of ./index.ts: the bots themselves (./random.ts, ./search.ts)
// are imported by the games' modules, which the registry loads, so they must not import the registry.
import type { Random } from "../engine/random";

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
