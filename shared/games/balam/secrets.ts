// What a Balam reader may not see: every Katun card in the deck, each face-down card of the round that
// it did not divine (named by card, so dealing one face down reveals nothing), and during distribution
// the other kings' plans, which all open at once when the last plan is in.
import type { BalamState } from "./state";
import { copyData } from "../../engine/copy";

export function balamSecrets(state: BalamState, reader: number | null): string[] {
  const divined = reader === null ? [] : state.seen[reader]!;
  return [
    ...state.deck.map((card) => `Katun card ${card}`),
    ...state.row.flatMap((slot, position) => (slot.up || divined.includes(position) ? [] : [`Katun card ${slot.card}`])),
    ...(state.phase === "distribution" ? state.plans.flatMap((_, seat) => (seat === reader ? [] : [`plan of seat ${seat}`])) : []),
  ];
}

/**
 * For the leak tests: `state` with the deck, the face-down cards and the plans `reader` may not see changed.
 * The cards hidden from `reader` trade places among themselves, so every card stays unique, as in play.
 */
export function scrambleBalam(state: BalamState, reader: number | null): BalamState {
  const s = copyData(state);
  const seen: number[] = reader === null ? [] : s.seen[reader]!;
  const hiddenRow = s.row.filter((slot, position) => !slot.up && !seen.includes(position));
  const hidden = [...s.deck, ...hiddenRow.map((slot) => slot.card)];
  const moved = [...hidden.slice(1), ...hidden.slice(0, 1)];
  s.deck = moved.slice(0, s.deck.length);
  hiddenRow.forEach((slot, i) => {
    slot.card = moved[s.deck.length + i]!;
  });
  s.plans.forEach((plan, i) => {
    if (i !== reader) plan.routes = [...plan.routes].reverse().slice(1);
  });
  return s;
}
