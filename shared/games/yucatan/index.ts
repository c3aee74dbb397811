// Yucatàn (Wolf Fang, 2008): warriors with secret guilds raid villages for prisoners to build a pyramid.
import * as z from "zod";
import { Random, checkPlayerCount, type GameDefinition } from "../../engine/index";
import { lazily } from "../../engine/lazy";
import { GUILDS } from "./data";
import { applyMove, awaited, initialState, legalMovesOf, type YucatanMove, type YucatanState } from "./rules";
import { yucatanSecrets } from "./secrets";
import { yucatanView, type YucatanView } from "./view";

export type { YucatanMove, YucatanState } from "./rules";
export type { YucatanView } from "./view";

export type YucatanOptions = Record<string, never>;

export const moveSchema = lazily(() => {
  const hex = z.number().int().nonnegative();
  const guild = z.enum(GUILDS);
  return z.discriminatedUnion("type", [
    z.object({ type: z.literal("placeVillage"), hex }),
    z.object({ type: z.literal("placeWarriors"), hexes: z.tuple([hex, hex]), guilds: z.tuple([guild, guild]) }),
    z.object({ type: z.literal("establish"), hex }),
    z.object({ type: z.literal("enlarge"), hex }),
    z.object({ type: z.literal("deploy"), hex, guild }),
    z.object({ type: z.literal("move"), warrior: z.number().int().positive(), to: hex }),
    z.object({ type: z.literal("build") }),
    z.object({ type: z.literal("removeWarrior"), warrior: z.number().int().positive() }),
    z.object({ type: z.literal("pass") }),
  ]);
});
export const optionsSchema = lazily(() => z.object({}).strict() as unknown as z.ZodType<YucatanOptions>);

export const yucatan: GameDefinition<YucatanState, YucatanMove, YucatanView, YucatanOptions> = {
  id: "yucatan",
  name: "Yucatàn",
  minPlayers: 2,
  maxPlayers: 4,
  get options() {
    return optionsSchema();
  },
  get move() {
    return moveSchema() as z.ZodType<YucatanMove>;
  },
  setup({ players, seed }) {
    checkPlayerCount(yucatan, players);
    // The rules choose no first player by chance here (seat 0 starts), but the state keeps its generator.
    return initialState(players, Random.fromSeed(seed).state);
  },
  awaiting: awaited,
  legalMoves: legalMovesOf,
  apply(state, seat, move) {
    const next = structuredClone(state);
    return { state: next, log: yucatan.applyInPlace!(next, seat, move) };
  },
  applyInPlace: applyMove,
  view: yucatanView,
  secrets: yucatanSecrets,
  result(state) {
    if (state.winner === null) return null;
    return { winners: [state.winner], scores: state.seats.map((s) => s.pyramid) };
  },
};
