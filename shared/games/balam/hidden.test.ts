// Hidden information: the deck order and face-down Katun cards reach only a diviner entitled to them.
// Every view and every visible log entry of every seat and of a spectator is scanned in random games.
import { describe, expect, it } from "vitest";
import { isLogVisibleTo } from "../../engine/index";
import { Random } from "../../engine/random";
import { turnSteps } from "../../engine/reveal";
import { CARDS } from "./data";
import { balam, type BalamState } from "./index";
import { scrambleBalam } from "./secrets";

/** Card ids `reader` may not see in `state`: the deck, and face-down cards it did not divine. */
function secretCards(state: BalamState, reader: number | null): string[] {
  const hidden = state.row.flatMap((c, position) => (c.up || (reader !== null && state.seen[reader]!.includes(position)) ? [] : [c.card]));
  return [...state.deck, ...hidden].map((i) => `"${CARDS[i]!.id}"`);
}

describe("Balam hides the Katun cards", () => {
  for (const players of [2, 3, 4]) {
    it(`shows no seat nor spectator a card it may not see (${players} players)`, () => {
      let divinedViews = 0;
      const leaks: string[] = [];
      for (let g = 0; g < 8; g++) {
        const chooser = Random.fromSeed(`hidden-${players}-${g}`);
        let state = balam.setup({ players, options: balam.options.parse({}), seed: `hidden-${players}-${g}` });
        // Half the games start with observatories (seat 0 leads, seat 1 second) so diviners are met often.
        if (g % 2 === 1) {
          state.sites[0] = {
            owner: 0,
            buildings: [
              { kind: "observatory", slots: [0], token: null },
              { kind: "observatory", slots: [1], token: null },
            ],
          };
          state.sites[25] = { owner: 1, buildings: [{ kind: "observatory", slots: [0], token: null }] };
        }
        const readers = [null, ...Array.from({ length: players }, (_, i) => i)];
        for (let step = 0; step < 5000 && balam.awaiting(state).length > 0; step++) {
          for (const reader of readers) {
            const view = JSON.stringify(balam.view(state, reader));
            for (const id of secretCards(state, reader)) if (view.includes(id)) leaks.push(`view of ${reader}: ${id}`);
            if (view.includes('"divined":true')) divinedViews++;
          }
          const seat = chooser.pick(balam.awaiting(state));
          const next = balam.apply(state, seat, chooser.pick(balam.legalMoves(state, seat)));
          for (const reader of readers) {
            const visible = JSON.stringify(next.log.filter((e) => isLogVisibleTo(e, reader)));
            for (const id of secretCards(next.state, reader)) if (visible.includes(id)) leaks.push(`log of ${reader}: ${id}`);
          }
          state = next.state;
        }
      }
      expect(leaks).toEqual([]);
      // The scan met diviners, so it did look at views that show some face-down cards.
      expect(divinedViews).toBeGreaterThan(0);
    });
  }
});

describe("Balam's leak-test scramble is a deal the reader cannot tell apart", () => {
  it("keeps every card unique, so a turn's steps are judged the same on it", () => {
    let flipsAfterDivining = 0;
    const differ: string[] = [];
    for (let g = 0; g < 15; g++) {
      const chooser = Random.fromSeed(`scramble-${g}`);
      let state = balam.setup({ players: 2, options: balam.options.parse({}), seed: `scramble-${g}` });
      for (let step = 0; step < 2000 && balam.awaiting(state).length > 0; step++) {
        const seat = chooser.pick(balam.awaiting(state));
        const moves = balam.legalMoves(state, seat);
        const scrambled = scrambleBalam(state, seat);
        const cards = [...scrambled.deck, ...scrambled.row.map((slot) => slot.card)];
        if (new Set(cards).size !== cards.length) differ.push(`game ${g} step ${step}: a card twice`);
        const real = turnSteps(balam, 2, state, seat, moves);
        if (JSON.stringify(real) !== JSON.stringify(turnSteps(balam, 2, scrambled, seat, moves)))
          differ.push(`game ${g} step ${step}: steps`);
        if (state.seen[seat]!.length > 0 && moves.some((move) => move.type === "flip")) flipsAfterDivining++;
        state = balam.apply(state, seat, chooser.pick(moves)).state;
      }
    }
    expect(differ).toEqual([]);
    // The games met the case that once failed: a diviner about to flip a card.
    expect(flipsAfterDivining).toBeGreaterThan(0);
  });
});
