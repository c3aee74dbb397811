// Yucata's state, its options and move as the engine parses them, and the game as it is set up.
import * as z from "../../zod";
import { Random, RuleError, type RandomState } from "../../engine/index";
import { lazily } from "../../engine/lazy";
import { firstPlayerOption, isSeatOf } from "../first-player";
import { CARDS, DEFAULT_LAYOUT, layoutProblems, randomLayout, type Card, type Effect } from "./data";

export const optionsSchema = lazily(() =>
  z.strictObject({
    /** "default", "random" (seeded, drawn at setup) or a custom 40-character layout. */
    layout: z._default(
      z.string().check(
        z.superRefine((layout, ctx) => {
          if (layout === "default" || layout === "random") return;
          for (const message of layoutProblems(layout)) ctx.addIssue({ code: "custom", message });
        }),
      ),
      "default",
    ),
    /** The seat that plays first; without it the seeded random source picks. */
    firstPlayer: firstPlayerOption(),
  }),
);
export type YucataOptions = z.infer<ReturnType<typeof optionsSchema>>;

export const moveSchema = lazily(() => z.strictObject({ card: z.literal(CARDS) }));
export type YucataMove = z.infer<ReturnType<typeof moveSchema>>;

export interface Stones {
  beige: number;
  blue: number;
  /** 1 for the player who took the red stone on square 39, else 0. */
  red: number;
}

export interface YucataState {
  /** The rules revision the game plays (shared/engine/revision.ts). */
  revision: number;
  /** The layout as it stands: a taken stone is ".". */
  board: string;
  positions: number[];
  stones: Stones[];
  /** Cards in hand, in the order of CARDS. */
  hands: Card[][];
  /** Cards played since the last pick-up, the most recent last. */
  piles: Card[][];
  /** What each seat's most recent card did (a question takes on what it copied); null before its first card. */
  effects: (Effect | null)[];
  firstPlayer: number;
  /** The seat to play; null once an amulet has reached the temple. */
  turn: number | null;
  rng: RandomState;
}

/** The game at its start for `players` (a count the engine has checked): the track, full hands, a first player. */
export function setupState(players: number, options: YucataOptions, seed: string, revision: number): YucataState {
  const layoutOption = options.layout ?? "default";
  if (layoutOption !== "default" && layoutOption !== "random") {
    const problems = layoutProblems(layoutOption);
    if (problems.length > 0) throw new RuleError("bad-option", "yucata.refused.layout", { problems: problems.join(" ") });
  }
  const { firstPlayer: chosen } = options;
  if (!isSeatOf(chosen, players)) {
    throw new RuleError("bad-option", "yucata.refused.firstPlayer", { players, last: players - 1, chosen: chosen ?? null });
  }
  const random = Random.fromSeed(seed);
  // The rules choose the first player after the track is built.
  const board = layoutOption === "default" ? DEFAULT_LAYOUT : layoutOption === "random" ? randomLayout(random) : layoutOption;
  const firstPlayer = chosen ?? random.int(0, players - 1);
  return {
    revision,
    board,
    positions: Array(players).fill(0),
    stones: Array.from({ length: players }, () => ({ beige: 0, blue: 0, red: 0 })),
    hands: Array.from({ length: players }, () => [...CARDS]),
    piles: Array.from({ length: players }, () => []),
    effects: Array(players).fill(null),
    firstPlayer,
    turn: firstPlayer,
    rng: random.state,
  };
}
