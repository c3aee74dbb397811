// Trades in Rio de la Plata: offers of money, resources and characters that any seat makes to another at
// any time, beside the year's flow.
import type { LogParam, Refusal } from "../../engine/index";
import {
  canPay,
  gain,
  logKey,
  pay,
  refuseIf,
  type Bundle,
  type Log,
  type MoveRules,
  type Offer,
  type RioMove,
  type RioState,
  type SeatState,
  refuse,
} from "./state";

const hasBundle = (s: SeatState, b: Bundle): boolean => canPay(s, b) && b.characters.every((c) => s.characters.includes(c));
const isEmpty = (b: Bundle): boolean => b.money + b.stone + b.wood + b.precious + b.characters.length === 0;

function offerRefusal(state: RioState, o: Offer): Refusal | null {
  return (
    refuseIf(!hasBundle(state.seats[o.from]!, o.give), "cannot-trade", "rio-de-la-plata.refused.cannotTrade") ??
    refuseIf(!hasBundle(state.seats[o.to]!, o.get), "cannot-trade", "rio-de-la-plata.refused.cannotTradeAsked")
  );
}

/** The open offer an answer names, and whether `seat` may give that answer. */
function answerRefusal(state: RioState, seat: number, id: number, side: "from" | "to"): Refusal | null {
  const o = state.offers.find((x) => x.id === id);
  if (!o) return refuse("no-such-offer", "rio-de-la-plata.refused.noSuchOffer");
  return refuseIf(o[side] !== seat, "not-your-offer", "rio-de-la-plata.refused.notYourOffer");
}

function closeOffer(state: RioState, id: number, what: "offerAccepted" | "offerDeclined" | "offerWithdrawn", log: Log): void {
  const o = state.offers.find((x) => x.id === id)!;
  state.offers = state.offers.filter((x) => x !== o);
  log.push({ key: logKey(what), params: { offer: o.id, from: o.from, to: o.to } });
}

export const TRADES: MoveRules<"offer" | "acceptOffer" | "declineOffer" | "withdrawOffer"> = {
  offer: {
    refusal: (state, seat, move) =>
      refuseIf(move.to === seat || move.to >= state.players, "bad-partner", "rio-de-la-plata.refused.badPartner") ??
      refuseIf(
        state.offers.some((o) => o.from === seat),
        "offer-open",
        "rio-de-la-plata.refused.offerOpen",
      ) ??
      refuseIf(isEmpty(move.give) && isEmpty(move.get), "empty-offer", "rio-de-la-plata.refused.emptyOffer") ??
      refuseIf(!hasBundle(state.seats[seat]!, move.give), "cannot-give", "rio-de-la-plata.refused.cannotGive") ??
      refuseIf(
        !move.get.characters.every((c) => state.seats[move.to]!.characters.includes(c)),
        "bad-offer",
        "rio-de-la-plata.refused.badOffer",
      ),
    play(state, seat, move, log) {
      const offer: Offer = { id: state.nextOffer++, from: seat, to: move.to, give: move.give, get: move.get };
      state.offers.push(offer);
      log.push({
        key: logKey("offered"),
        params: { offer: offer.id, from: seat, to: move.to, ...bundleParams("give", move.give), ...bundleParams("get", move.get) },
      });
    },
  },
  acceptOffer: {
    refusal: (state, seat, move) =>
      answerRefusal(state, seat, move.offer, "to") ?? offerRefusal(state, state.offers.find((x) => x.id === move.offer)!),
    play(state, _seat, move, log) {
      const o = state.offers.find((x) => x.id === move.offer)!;
      transfer(state, o.from, o.to, o.give);
      transfer(state, o.to, o.from, o.get);
      closeOffer(state, move.offer, "offerAccepted", log);
    },
  },
  declineOffer: {
    refusal: (state, seat, move) => answerRefusal(state, seat, move.offer, "to"),
    play: (state, _seat, move, log) => closeOffer(state, move.offer, "offerDeclined", log),
  },
  withdrawOffer: {
    refusal: (state, seat, move) => answerRefusal(state, seat, move.offer, "from"),
    play: (state, _seat, move, log) => closeOffer(state, move.offer, "offerWithdrawn", log),
  },
};

const emptyBundle = (): Bundle => ({ money: 0, stone: 0, wood: 0, precious: 0, characters: [] });
/** The answers to open offers, and the simple offers listed to every other seat (any well-formed offer may be made). */
export function tradeCandidates(state: RioState): RioMove[] {
  const out: RioMove[] = [];
  for (const o of state.offers)
    out.push({ type: "acceptOffer", offer: o.id }, { type: "declineOffer", offer: o.id }, { type: "withdrawOffer", offer: o.id });
  for (let to = 0; to < state.players; to++) {
    out.push(
      { type: "offer", to, give: { ...emptyBundle(), stone: 1 }, get: { ...emptyBundle(), wood: 1 } },
      { type: "offer", to, give: { ...emptyBundle(), wood: 1 }, get: { ...emptyBundle(), stone: 1 } },
      { type: "offer", to, give: { ...emptyBundle(), money: 2 }, get: { ...emptyBundle(), precious: 1 } },
    );
  }
  return out;
}

function bundleParams(prefix: "give" | "get", b: Bundle): Record<string, LogParam> {
  return { [prefix]: [b.money, b.stone, b.wood, b.precious], [`${prefix}Characters`]: b.characters };
}

function transfer(state: RioState, from: number, to: number, b: Bundle): void {
  const a = state.seats[from]!,
    z = state.seats[to]!;
  pay(a, b);
  gain(z, b);
  a.characters = a.characters.filter((c) => !b.characters.includes(c));
  z.characters.push(...b.characters);
}
