// A Rio de la Plata move in words, from what the mover sees: the web client's buttons and confirm step,
// and the choices of a "your turn" mail.
import type { DescribeContext } from "../module";
import type { Translate } from "../../i18n/index";
import { BUILDINGS, CANNON_MARGIN, CHARACTERS, FOREST_CELLS, LADDERS, MINE_CELLS, QUARTER_OF, roadLength } from "./data";
import type { RioMove, RioView } from "./index";

type Move = RioMove;
type View = RioView;
const K = "rio-de-la-plata";

export const goods = (t: Translate, amount: object) => t(`${K}.goods`, { ...amount });
export const groupOf = (view: View, id: number) => view.combat?.groups.find((g) => g.id === id);

/** The parameters each move's message needs, read from the view (prices, names, what stands where). */
function moveParams(move: Move, view: View, seat: number | null, t: Translate): Record<string, unknown> {
  const s = seat === null ? null : view.seats[seat];
  switch (move.type) {
    case "placeLadder":
      return { ...move, vp: LADDERS[move.ladder].cells[move.cell]!.vp, cost: goods(t, LADDERS[move.ladder].cost) };
    case "placeField":
      return { ...move, count: (move.field === "mine" ? MINE_CELLS : FOREST_CELLS)[move.cell] };
    case "reserveCharacter":
    case "takeCharacter":
      return { ...move, price: CHARACTERS[move.character].price };
    case "placeMajor":
      return { ...move, major: view.pending?.kind === "major" ? view.pending.major : null, replaced: view.stoneSquares[move.square] };
    case "build":
      return { ...move, vp: BUILDINGS[move.kind].vp, cost: goods(t, BUILDINGS[move.kind].cost) };
    case "activate":
      return { ...move, kind: view.buildings[move.cell]?.kind };
    case "buyResource":
      return { ...move, price: (s?.bought ?? 0) + 1 };
    case "acceptOffer":
    case "declineOffer":
    case "withdrawOffer":
      return { ...(view.offers.find((o) => o.id === move.offer) ?? {}) };
    case "cannon":
      return { ...move, need: move.bet + CANNON_MARGIN };
    case "cannonHit":
      return { cell: groupOf(view, move.group)?.cell };
    case "moveGroup": {
      const g = groupOf(view, move.group);
      return { from: g?.cell, to: move.to, size: g?.pieces.length, fight: view.combat?.groups.some((x) => x.cell === move.to) };
    }
    case "merge":
    case "proposeMerge": {
      const into = groupOf(view, move.into);
      return { ...move, from: groupOf(view, move.group)?.cell, to: into?.cell, other: into?.pieces[0] };
    }
    case "acceptMerge":
    case "declineMerge":
      return { ...(view.combat?.merge ?? {}) };
    default:
      return { ...move };
  }
}

function isDisplacement(view: View, seat: number | null, move: Move): { victim: number } | null {
  if (move.type !== "placeCity" || seat === null) return null;
  const crews = view.crews[move.cell] ?? [];
  if (crews.length === 0 || crews.some((c) => c.seat === seat)) return null;
  const b = view.buildings[move.cell];
  const q = QUARTER_OF[move.cell]!;
  const limit = b && b.kind !== "hut" && b.kind !== "house" && view.roads[q]! >= roadLength(q) ? 2 : 1;
  return crews.length >= limit ? { victim: crews[0]!.seat } : null;
}

/** A move in words, without the full stop: a button's label. */
export function describeRio(move: Move, view: View, seat: number | null, t: Translate, playerName: (seat: number) => string): string {
  const displaced = isDisplacement(view, seat, move);
  if (displaced) return t(`${K}.move.displace`, { ...move, ...displaced }, playerName);
  return t(`${K}.move.${move.type}`, moveParams(move, view, seat, t), playerName);
}

/** A move as a sentence: the confirm step, and a mail's choice. */
export function describeRioMove(move: Move, { view, seat, t, playerName }: DescribeContext<View>): string {
  return `${describeRio(move, view, seat, t, playerName)}.`;
}
