// Balam (Patrice Vernet, Neuroludic 2006): Maya kings build cities, wage war and live through Katun cards.
// Rules: ../../../../shared/rules/balam.fr.txt; rulings: ../../../../shared/games/balam.md.
import * as z from "zod";
import { checkPlayerCount, type GameDefinition, type LogEntry } from "../../engine/index";
import { lazily } from "../../engine/lazy";
import { BUILDINGS, DIE_FACES, WEALTH } from "./data";
import { applyMove, awaitingSeats, legalMoves, type Move } from "./moves";
import { setupState, winners, type BalamOptions } from "./rounds";
import { balamSecrets } from "./secrets";
import type { BalamState } from "./state";
import { balamView, type BalamView } from "./view";

export type { BalamState, BalamView, Move as BalamMove, BalamOptions };

export const optionsSchema = lazily(() => {
  const dieFace = z.union([z.number().int().min(0).max(3), z.literal("skull")]);
  return z.strictObject({
    /** The ball game that ends the game: 2 to 5; null means as many as there are players. */
    ballGames: z.number().int().min(2).max(5).nullable().default(null),
    board: z.enum(["default", "random"]).default("default"),
    /** The six faces of a war die. */
    dieFaces: z.array(dieFace).length(6).default([...DIE_FACES]),
  }) as z.ZodType<BalamOptions>;
});

export const moveSchema = lazily(() => {
  const index = z.number().int().min(0);
  const wealth = z.enum(WEALTH);
  const loc = z.object({ site: index, slot: index });
  return z.discriminatedUnion("type", [
    z.object({ type: z.literal("flip"), card: index }),
    z.object({ type: z.literal("tax"), wealth }),
    z.object({ type: z.literal("site"), site: index }),
    z.object({ type: z.literal("build"), kind: z.enum(BUILDINGS), slots: z.array(index).min(1).max(2), pay: z.array(wealth).max(2) }),
    z.object({ type: z.literal("demolish"), slot: index }),
    z.object({ type: z.literal("attack"), from: index, to: index, garrisons: z.array(index).min(1).max(4), obsidian: z.array(index).max(4) }),
    z.object({ type: z.literal("defend"), obsidian: index }),
    z.object({ type: z.literal("casualties"), slots: z.array(index).max(4) }),
    z.object({ type: z.literal("destroy"), slots: z.array(index).max(4) }),
    z.object({ type: z.literal("end") }),
    z.object({ type: z.literal("gain"), choice: z.union([wealth, z.literal("prestige")]) }),
    z.object({ type: z.literal("dowry"), from: index, wealth }),
    z.object({ type: z.literal("offer"), from: loc, cenote: index }),
    z.object({ type: z.literal("tribute"), tokens: z.array(loc).max(2) }),
    z.object({ type: z.literal("ruin"), buildings: z.array(loc).max(60) }),
    z.object({ type: z.literal("distribute"), routes: z.array(z.object({ from: loc, to: loc })).max(200), submit: z.boolean() }),
  ]) as z.ZodType<Move>;
});

export const balam: GameDefinition<BalamState, Move, BalamView, BalamOptions> = {
  id: "balam",
  name: "Balam",
  minPlayers: 2,
  maxPlayers: 4,
  get options() {
    return optionsSchema();
  },
  get move() {
    return moveSchema();
  },
  setup({ players, options, seed }) {
    checkPlayerCount(balam, players);
    return setupState(players, optionsSchema().parse(options), seed, []);
  },
  awaiting: awaitingSeats,
  legalMoves,
  apply(input, seat, move) {
    const state = structuredClone(input);
    return { state, log: balam.applyInPlace!(state, seat, move) };
  },
  applyInPlace(state, seat, move) {
    const log: LogEntry[] = [];
    applyMove(state, seat, move, log);
    return log;
  },
  view: balamView,
  secrets: balamSecrets,
  result(state) {
    if (state.phase !== "over") return null;
    return { winners: winners(state), scores: state.kings.map((k) => k.prestige) };
  },
};
