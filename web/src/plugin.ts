// The game plugin interface. Each game lives in web/games/<id>/index.tsx, is listed in web/src/games.ts
// and loads as its own chunk. Its default export is a GamePlugin:
//   Board          draws the view as SVG; calls onMove(move) with one of legalMoves (the shell asks the
//                  player to confirm, then sends it). It never fetches: the shell owns the network.
//   describeMove   the move in words, for the confirm dialog ("Play the 3: your amulet moves to 7").
//   describeBoard  the board and each player in words, as the seat may see them: paragraphs for the
//                  page's "play from a list" mode (screen readers, keyboards).
//   messages       { en, fr }: log lines (`<id>.played`, …) and the plugin's own words, see shared/i18n/index.ts.
//   Options        optional: the game's setup options in the create form.
// See docs/web.md.
import type { ComponentType } from "preact";
import type { Catalog, Lang, Translate } from "../../shared/i18n/index";
import type { PlayerView } from "../../shared/api/index";
import type { DescribeContext } from "../../shared/games/module";

export interface BoardProps<View = unknown, Move = unknown> {
  /** The game as the viewer may see it (the server's `view`, or a past one in history). */
  view: View;
  /**
   * The viewer's own view at their last visit, when the game moved on since (undefined otherwise, in
   * history and for spectators): the board highlights what moved, was taken, revealed or attacked.
   */
  since?: View;
  /** The viewer's legal moves now; empty in history, for spectators and when it is not their turn. */
  legalMoves: Move[];
  /** The viewer's seat; null for a spectator. */
  seat: number | null;
  players: PlayerView[];
  /** Goes through the shell's confirm step. */
  onMove(move: Move): void;
  t: Translate;
  /** A seat's display name. */
  playerName(seat: number): string;
  lang: Lang;
}

export interface OptionsProps {
  players: number;
  /** The options object sent as `options` in POST /api/games. */
  value: Record<string, unknown>;
  onChange(value: Record<string, unknown>): void;
  t: Translate;
}

export interface GamePlugin<View = unknown, Move = unknown> {
  Board: ComponentType<BoardProps<View, Move>>;
  describeMove(move: Move, context: DescribeContext<View>): string;
  describeBoard(context: DescribeContext<View>): string[];
  messages: Catalog;
  Options?: ComponentType<OptionsProps>;
}
