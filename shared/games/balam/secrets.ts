// What a Balam reader may not see: every Katun card in the deck, each face-down card of the round that
// it did not divine (named by card, so dealing one face down reveals nothing), and during distribution
// the other kings' plans, which all open at once when the last plan is in.
import { CARDS } from "./data";
import type { BalamState } from "./state";

export function balamSecrets(state: BalamState, reader: number | null): string[] {
  const divined = reader === null ? [] : state.seen[reader]!;
  return [
    ...state.deck.map((card) => `Katun card ${card}`),
    ...state.row.flatMap((slot, position) => (slot.up || divined.includes(position) ? [] : [`Katun card ${slot.card}`])),
    ...(state.phase === "distribution" ? state.plans.flatMap((_, seat) => (seat === reader ? [] : [`plan of seat ${seat}`])) : []),
  ];
}

/** For the leak tests: `state` with the deck, the face-down cards and the plans `reader` may not see changed. */
export function scrambleBalam(state: BalamState, reader: number | null): BalamState {
  const s = structuredClone(state);
  s.deck = [...s.deck].reverse().map((c) => (c + 1) % CARDS.length);
  const seen: number[] = reader === null ? [] : s.seen[reader]!;
  s.row.forEach((slot, position) => {
    if (!slot.up && !seen.includes(position)) slot.card = (slot.card + 1) % CARDS.length;
  });
  s.plans.forEach((plan, i) => {
    if (i !== reader) plan.routes = [...plan.routes].reverse().slice(1);
  });
  return s;
}
