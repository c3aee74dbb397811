// The pieces Rio de la Plata's board is made of (index.tsx, city.tsx, sections.tsx): a move's button, a
// seat's swatch, the mark of what changed, a place on a ladder, a folding panel, and what they all read (Ctx).
import { useState } from "preact/hooks";
import type { ComponentChildren } from "preact";
import type { RioMove, RioView } from "../../../shared/games/rio-de-la-plata/index";
import { describeRio } from "../../../shared/games/rio-de-la-plata/describe";
import type { Translate } from "../../../shared/i18n/index";
import { Folded } from "../../src/folded";
import type { Changes } from "./changes";
import { Icon, SEAT_COLOURS } from "./icons";
import { seatColour, seatInk } from "../../../shared/palette";

export type Move = RioMove;

export type View = RioView;

export type Bundle = Extract<Move, { type: "offer" }>["give"];

export type Group = NonNullable<View["combat"]>["groups"][number];

export const K = "rio-de-la-plata";

export const CELL = 40;

/** The margin round the city where the walls stand: wide enough for a wall's tap area outside the squares. */
export const SHORE = 44;

export const ENEMY_PIECE = -1;

export interface Ctx {
  view: View;
  seat: number | null;
  t: Translate;
  playerName(seat: number): string;
  onMove(move: Move, confirmed?: boolean): void;
  changes: Changes;
}

/**
 * A move's button: it shows the move's words, or `children` (a number, a short word the move's words
 * contain), or `shown`, a text of its own that its name starts with (WCAG's label in name) before the move's words.
 */
export function MoveButton({
  ctx,
  move,
  children,
  shown,
  class: cls,
}: {
  ctx: Ctx;
  move: Move;
  children?: ComponentChildren;
  shown?: string;
  class?: string;
}) {
  const label = describeRio(move, ctx.view, ctx.seat, ctx.t, ctx.playerName);
  const name = shown === undefined ? label : `${shown}. ${label}`;
  const face = shown ?? children;
  return (
    <button
      type="button"
      class={cls ? `rio-move ${cls}` : "rio-move"}
      data-move={JSON.stringify(move)}
      aria-label={face === undefined ? undefined : name}
      title={face === undefined ? undefined : label}
      onClick={() => ctx.onMove(move)}
    >
      {face ?? label}
    </button>
  );
}

/** A seat's colour as a background, with the ink that reads on it. */
export const seatStyle = (seat: number) => ({ background: seatColour("rio-de-la-plata", seat), color: seatInk("rio-de-la-plata", seat) });

export function Swatch({ seat }: { seat: number }) {
  return (
    <span class="rio-swatch" style={seatStyle(seat)} aria-hidden="true">
      {seat + 1}
    </span>
  );
}

/** Activates an SVG element with Enter or Space, as a button would. */
export const keyActivate = (action: () => void) => (e: { key: string; preventDefault(): void }) => {
  if (e.key === "Enter" || e.key === " ") {
    e.preventDefault();
    action();
  }
};

/** The mark of something changed since the viewer's last visit: a dashed outline and the word "New". */
export function News({ size, t }: { size: number; t: Translate }) {
  return (
    <g class="news" aria-hidden="true">
      <rect x="1" y="1" width={size - 2} height={size - 2} rx="4" class="outline" />
      <rect x="3" y="-5" width={size - 6} height="11" rx="5" class="badge" />
      <text x={size / 2} y="3.5" text-anchor="middle" textLength={size - 12} lengthAdjust="spacingAndGlyphs" class="since-word">
        {t("board.new")}
      </text>
    </g>
  );
}

/** A place on a ladder or a field: the worker standing there drawn in its player's colour, or free. */
export function Place({
  holder,
  words,
  fresh,
  value,
  ctx,
}: {
  holder: number | null;
  words: string;
  fresh: boolean;
  value: number;
  ctx: Ctx;
}) {
  const label = fresh ? `${words}, ${ctx.t(`${K}.changedSince`, { list: ctx.t(`${K}.change.taken`) })}` : words;
  return (
    <span class={`slot${holder === null ? "" : " held"}${fresh ? " changed" : ""}`} role="img" aria-label={label} title={label}>
      {holder !== null && <Icon name="worker" colour={SEAT_COLOURS[holder]} size={18} />}
      <span aria-hidden="true">{value}</span>
    </span>
  );
}

/** A secondary panel: open on a wide screen or when it holds one of the player's moves, folded otherwise. */
export function Fold({ title, open, children, class: cls }: { title: string; open: boolean; children: ComponentChildren; class?: string }) {
  const [wide] = useState(() => typeof matchMedia === "function" && matchMedia("(min-width: 1000px)").matches);
  return (
    <Folded class={cls ? `rio-section rio-fold ${cls}` : "rio-section rio-fold"} open={wide || open} summary={title}>
      {children}
    </Folded>
  );
}
