// A scrambler of secrets for the leak tests: the same game state with everything one reader may not see
// changed (other hands, unrevealed guilds and reserves, the deck order, face-down cards, others' plans,
// the random state). A reader's view, and what a move shows that reader, must not tell the two apart.
import { CARDS as YUCATA_CARDS } from "../../shared/games/yucata/data";
import { GUILDS } from "../../shared/games/yucatan/data";
import { CARDS as BALAM_CARDS } from "../../shared/games/balam/data";

type AnyState = any;

/** A state that differs from `state` only in what `reader` may not see. */
export function hideFrom(game: string, state: AnyState, reader: number | null): AnyState {
  const s = structuredClone(state);
  s.rng = s.rng.map((w: number) => (w ^ 0x5a5a5a5a) | 0);
  const others = (i: number) => i !== reader;
  if (game === "yucata") {
    const order = (c: unknown) => YUCATA_CARDS.indexOf(c as never);
    s.hands = s.hands.map((hand: unknown[], i: number) =>
      others(i) ? hand.map((c) => YUCATA_CARDS[(order(c) + 1) % YUCATA_CARDS.length]).sort((a, b) => order(a) - order(b)) : hand,
    );
  } else if (game === "yucatan") {
    const next = (g: (typeof GUILDS)[number]) => GUILDS[(GUILDS.indexOf(g) + 1) % GUILDS.length];
    for (const w of s.warriors) if (!w.shown && others(w.owner)) w.guild = next(w.guild);
    s.seats.forEach((seat: { reserve: Record<string, number> }, i: number) => {
      if (others(i)) seat.reserve = Object.fromEntries(GUILDS.map((g, k) => [next(g), state.seats[i].reserve[GUILDS[k]!]]));
    });
  } else if (game === "balam") {
    s.deck = [...s.deck].reverse().map((c: number) => (c + 1) % BALAM_CARDS.length);
    const seen: number[] = reader === null ? [] : s.seen[reader];
    s.row.forEach((slot: { card: number; up: boolean }, position: number) => {
      if (!slot.up && !seen.includes(position)) slot.card = (slot.card + 1) % BALAM_CARDS.length;
    });
    s.plans.forEach((plan: { routes: unknown[] }, i: number) => {
      if (others(i)) plan.routes = [...plan.routes].reverse().slice(1);
    });
  }
  return s;
}
