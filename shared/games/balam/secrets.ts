// What a Balam reader may not see: every Katun card in the deck, each face-down card of the round that
// it did not divine (named by card, so dealing one face down reveals nothing), and during distribution
// the other kings' plans, which all open at once when the last plan is in.
import type { BalamState } from "./state";

export function balamSecrets(state: BalamState, reader: number | null): string[] {
  const divined = reader === null ? [] : state.seen[reader]!;
  return [
    ...state.deck.map((card) => `Katun card ${card}`),
    ...state.row.flatMap((slot, position) => (slot.up || divined.includes(position) ? [] : [`Katun card ${slot.card}`])),
    ...(state.phase === "distribution" ? state.plans.flatMap((_, seat) => (seat === reader ? [] : [`plan of seat ${seat}`])) : []),
  ];
}
