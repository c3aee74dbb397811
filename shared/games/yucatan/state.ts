// Yucatàn's state and moves, with the schemas of a move and of the options as the engine parses them.
import * as z from "../../zod";
import type { RandomState } from "../../engine/index";
import { lazily } from "../../engine/lazy";
import { firstPlayerOption } from "../first-player";
import { GUILDS, type Guild } from "./data";

export type Phase = "largeVillage" | "smallVillage" | "neutralVillage" | "warriors" | "play" | "over";

export interface Village {
  hex: number;
  /** null for a neutral village. */
  owner: number | null;
  large: boolean;
}

export interface Warrior {
  id: number;
  owner: number;
  hex: number;
  guild: Guild;
  /** Prisoner tokens under the warrior (0 to 3). */
  carried: number;
  /** Shown to everyone by a combat it survived. */
  shown: boolean;
}

export interface Seat {
  /** Warriors off the board, by guild. */
  reserve: Record<Guild, number>;
  villagesLeft: number;
  cityPrisoners: number;
  pyramid: number;
}

export interface YucatanState {
  players: number;
  /** The rules revision the game plays (shared/engine/revision.ts). */
  revision: number;
  rng: RandomState;
  phase: Phase;
  /** Placements made so far in the current setup phase. */
  step: number;
  /** The seat taking its action while playing. */
  turn: number;
  /** A seat that must take a warrior off the board before the game goes on (it lost a village). */
  pending: null | { seat: number };
  villages: Village[];
  warriors: Warrior[];
  seats: Seat[];
  prisonerSupply: number;
  neutralLeft: number;
  /** The seat that plays first, drawn at the start since revision 2; absent (revision 1): seat 0. */
  firstPlayer?: number;
  /** The quick setup (an option): the neutral villages are placed by lot, not by the players one by one. */
  quickSetup?: true;
  nextWarrior: number;
  winner: number | null;
}

export type YucatanMove =
  | { type: "placeVillage"; hex: number }
  | { type: "placeWarriors"; hexes: [number, number]; guilds: [Guild, Guild] }
  | { type: "establish"; hex: number }
  | { type: "enlarge"; hex: number }
  | { type: "deploy"; hex: number; guild: Guild }
  | { type: "move"; warrior: number; to: number }
  | { type: "build" }
  | { type: "removeWarrior"; warrior: number }
  | { type: "pass" };

export interface YucatanOptions {
  /** Neutral villages placed by lot under the same rules, instead of a turn per village (off: the text's setup). */
  quickSetup?: boolean;
  /** The seat that plays first (revision 2); absent: drawn at random. */
  firstPlayer?: number;
}

export const moveSchema = lazily(() => {
  const hex = z.int().check(z.nonnegative());
  const guild = z.enum(GUILDS);
  return z.discriminatedUnion("type", [
    z.object({ type: z.literal("placeVillage"), hex }),
    z.object({ type: z.literal("placeWarriors"), hexes: z.tuple([hex, hex]), guilds: z.tuple([guild, guild]) }),
    z.object({ type: z.literal("establish"), hex }),
    z.object({ type: z.literal("enlarge"), hex }),
    z.object({ type: z.literal("deploy"), hex, guild }),
    z.object({ type: z.literal("move"), warrior: z.int().check(z.positive()), to: hex }),
    z.object({ type: z.literal("build") }),
    z.object({ type: z.literal("removeWarrior"), warrior: z.int().check(z.positive()) }),
    z.object({ type: z.literal("pass") }),
  ]) as z.ZodMiniType<YucatanMove>;
});
export const optionsSchema = lazily(
  () =>
    z.strictObject({
      quickSetup: z._default(z.boolean(), false),
      firstPlayer: firstPlayerOption(),
    }) as unknown as z.ZodMiniType<YucatanOptions>,
);
