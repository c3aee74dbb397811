// The Katun cards' decisions: why a king's choice for the face-up card is refused, and the candidates
// `legalMoves` offers for it.
import type { LogParam, Refusal } from "../../engine/index";
import { CATASTROPHES, WEALTH, type BuildingKind, type CardKind, type Wealth } from "./data";
import { distinct, locKey, no, type Facts, type MoveOf } from "./rules-facts";
import { buildingAt, cardOf, combinations, countKind, geo, type BalamState, type Building, type Loc, type Move } from "./state";

/** A storehouse or garrison holding a wealth (of that kind): the Mayas' wealth catastrophes and cenotes take. */
const holdsWealth = (b: Building | undefined, wealth?: Wealth): boolean =>
  (b?.kind === "storehouse" || b?.kind === "garrison") && b.token !== null && (wealth === undefined || b.token === wealth);

/** The Mayas' wealth (of one kind) on a king's storehouses and garrisons. */
function boardTokens(state: BalamState, seat: number, wealth?: Wealth): Loc[] {
  const out: Loc[] = [];
  state.sites.forEach((s, site) => {
    if (s.owner !== seat) return;
    for (const b of s.buildings) {
      if (holdsWealth(b, wealth)) out.push({ site, slot: b.slots[0]! });
    }
  });
  return out;
}

function buildingsOf(state: BalamState, seat: number, kind: BuildingKind): Loc[] {
  const out: Loc[] = [];
  state.sites.forEach((s, site) => {
    if (s.owner === seat) for (const b of s.buildings) if (b.kind === kind) out.push({ site, slot: b.slots[0]! });
  });
  return out;
}

/** Cities a city catastrophe destroys: at the foot of a volcano, or by the sea. */
export function doomedCities(state: BalamState, seat: number, where: "volcano" | "seaside"): number[] {
  const g = geo(state);
  return state.sites.flatMap((s, i) =>
    s.owner === seat && (where === "volcano" ? g.sites[i]!.tile.volcano : g.sites[i]!.seaside) ? [i] : [],
  );
}

/** Whether a catastrophe threatens the king at all: with nothing of what it destroys, no penalty. */
function threatened(state: BalamState, seat: number, kind: CardKind): boolean {
  const lose = CATASTROPHES[kind]!.lose;
  if (lose === "volcano" || lose === "seaside") return doomedCities(state, seat, lose).length > 0;
  return lose.some((l) => countKind(state, seat, l.kind) > 0);
}

export function decisionRefusal(facts: Facts, move: MoveOf<"gain" | "dowry" | "offer" | "tribute" | "ruin">): Refusal | null {
  const { state, seat } = facts;
  const step = state.step;
  if (step.kind !== "decision") return no("wrong-step", "balam.refused.noDecisionCard");
  const card = cardOf(step.card);
  const refused = decisionRefusalOf(card.kind, card.wealth, card.prestige);
  switch (card.kind) {
    case "prosperous":
      if (move.type !== "gain") return refused;
      return move.choice === "prestige" || (card.wealth.includes(move.choice) && state.supply[move.choice] > 0) ? null : refused;
    case "expedition":
      return move.type === "gain" && move.choice !== "prestige" && state.supply[move.choice] > 0 ? null : refused;
    case "marriage":
      return move.type === "dowry" && move.from !== seat && (state.kings[move.from]?.wealth[move.wealth] ?? 0) > 0 ? null : refused;
    case "cenoteCult": {
      if (move.type !== "offer") return refused;
      const isToken = state.sites[move.from.site]?.owner === seat && holdsWealth(buildingAt(state, move.from));
      const cenote = geo(state).sites[move.cenote];
      if (!isToken || !cenote?.tile.cenote || step.used.includes(move.cenote)) return refused;
      return facts.reach(move.from.site).has(move.cenote) ? null : refused;
    }
    default: {
      const spec = CATASTROPHES[card.kind];
      if (!spec || !threatened(state, seat, card.kind)) return refused;
      if (move.type === "tribute") {
        const paid = move.tokens.every((loc) => state.sites[loc.site]?.owner === seat && holdsWealth(buildingAt(state, loc), spec.pay));
        return move.tokens.length === spec.count && distinct(move.tokens, locKey) && paid ? null : refused;
      }
      if (move.type !== "ruin") return refused;
      const lose = spec.lose;
      if (lose === "volcano" || lose === "seaside") return move.buildings.length === 0 ? null : refused;
      // Of each kind named, as many as the card says, or all the king has when he has fewer; nothing else.
      const named = move.buildings.map((loc) => (state.sites[loc.site]?.owner === seat ? buildingAt(state, loc)?.kind : undefined));
      const exact = lose.every((l) => named.filter((k) => k === l.kind).length === Math.min(l.count, countKind(state, seat, l.kind)));
      const onlyNamed = named.every((k) => lose.some((l) => l.kind === k));
      return exact && onlyNamed && distinct(move.buildings, locKey) ? null : refused;
    }
  }
}

/** Why a Katun card's decision is refused: what the card asks for. */
function decisionRefusalOf(kind: CardKind, wealth: readonly Wealth[], prestige: number): Refusal {
  switch (kind) {
    case "prosperous":
      return no("not-allowed", "balam.refused.prosperous", { wealth, prestige });
    case "expedition":
      return no("not-allowed", "balam.refused.expedition");
    case "marriage":
      return no("not-allowed", "balam.refused.marriage");
    case "cenoteCult":
      return no("not-allowed", "balam.refused.cenoteCult");
    default: {
      const spec = CATASTROPHES[kind];
      if (!spec) return no("not-allowed", "balam.refused.noDecisionAsked");
      const lose: Record<string, LogParam> =
        typeof spec.lose === "string"
          ? { cities: spec.lose }
          : { kinds: spec.lose.map((l) => l.kind), counts: spec.lose.map((l) => l.count) };
      return no("not-allowed", "balam.refused.catastrophe", { count: spec.count, pay: spec.pay, ...lose });
    }
  }
}

export function decisionCandidates(state: BalamState, seat: number, cardIndex: number): Move[] {
  const card = cardOf(cardIndex);
  switch (card.kind) {
    case "prosperous":
    case "expedition":
      return [...WEALTH, "prestige" as const].map((choice) => ({ type: "gain" as const, choice }));
    case "marriage":
      return state.kings.flatMap((_, from) => WEALTH.map((wealth) => ({ type: "dowry" as const, from, wealth })));
    case "cenoteCult": {
      const cenotes = geo(state)
        .sites.filter((s) => s.tile.cenote)
        .map((s) => s.index);
      const offers = boardTokens(state, seat).flatMap((from) => cenotes.map((cenote) => ({ type: "offer" as const, from, cenote })));
      return [...offers, { type: "end" }];
    }
    default: {
      const spec = CATASTROPHES[card.kind];
      if (!spec) return [];
      const tributes = combinations(boardTokens(state, seat, spec.pay), spec.count).map((tokens) => ({ type: "tribute" as const, tokens }));
      if (spec.lose === "volcano" || spec.lose === "seaside") return [...tributes, { type: "ruin", buildings: [] }];
      let ruins: Loc[][] = [[]];
      for (const { kind, count } of spec.lose) {
        const owned = buildingsOf(state, seat, kind);
        const picks = combinations(owned, Math.min(count, owned.length));
        ruins = ruins.flatMap((r) => picks.map((p) => [...r, ...p]));
      }
      return [...tributes, ...ruins.map((buildings) => ({ type: "ruin" as const, buildings }))];
    }
  }
}
