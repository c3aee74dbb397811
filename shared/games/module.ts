// A game as the rest of the code needs it, in one typed module: the registry (./index.ts) lists one per
// game, and every field is required, so a game cannot be registered without its words, its bot or its
// picture. Pure: no I/O, no clock.
import type { Knowledge } from "../bots/search";
import type { GameDefinition } from "../engine/index";
import type { Catalog, Translate } from "../i18n/index";
import type { Box } from "../previews/box";

export interface GameModule<State, Move, View, Options> {
  /** The rules: setup, legal moves, apply, views, secrets, result. */
  definition: GameDefinition<State, Move, View, Options>;
  /**
   * Log lines (`<id>.<event>`), moves and the board's own words, in every language: loaded on first use
   * (a chunk of their own in the Lambdas), as only what phrases a line needs them, never a move.
   */
  loadMessages(): Promise<Catalog>;
  /** What the strong bot knows of the game; the clock plays it for a seat out of time. */
  bot: Knowledge<State, Move, View>;
  /** The spectator view drawn inside `box`, as SVG elements, for link previews. */
  drawPreview(view: View, box: Box): string;
  /**
   * For the leak tests: a copy of `state` with everything `reader` may not see changed (hands, guilds,
   * deck order, face-down cards, plans), its view unchanged; the random state is left to the caller.
   */
  scrambleHidden(state: State, reader: number | null): State;
  /**
   * A legal move in words, from what `seat` sees (its view): the web client's buttons and confirm step,
   * and the choices a "your turn" mail and push offer.
   */
  describeMove(move: Move, context: DescribeContext<View>): string;
}

/** What a move is described from: the viewer's view and seat, and the reader's words. */
export interface DescribeContext<View = unknown> {
  view: View;
  seat: number | null;
  t: Translate;
  playerName(seat: number): string;
}

// biome-ignore lint/suspicious/noExplicitAny: the registry holds modules of every game's own types.
export type AnyGameModule = GameModule<any, any, any, any>;
