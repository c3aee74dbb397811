// Balam: the view hides the Katun deck's order and the face-down cards of the round (but those the seat
// divined), and the other kings' distribution plans until they resolve. A sample shuffles every card
// the seat has not seen into the deck and the face-down places, and gives the other kings empty plans.
// Two things a view does not say are guessed: the cards already discarded (so the unseen pool may hold
// some of them) and who began the round (taken as the king to play). Games are long, so the strong bot
// scores a tried move directly by prestige and what builds more of it; the expert plans the rest of its
// turn and scores it by the final scores projected from what stands (below).
import { Random } from "../../engine/random";
import { encodeLayout } from "./board";
import { CARDS, SACRIFICE, WEALTH, type Wealth } from "./data";
import { balam, type BalamState } from "./index";
import type { BalamMove, BalamView } from "./index";
import { buildDeck } from "./rules-rounds";
import { buildingAt, citiesOf, countKind, geo, passable, podium, purseTotal, reachable, type Loc, type Route, type Step } from "./state";
import { lead, type Knowledge } from "../../bots/search";
import { copyData } from "../../engine/copy";

const CARD_INDEX = new Map(CARDS.map((c, i) => [c.id, i]));
const cardIndex = (id: string): number => CARD_INDEX.get(id)!;

function stepOf(view: BalamView): Step {
  const { kind } = view.step;
  if (kind === "build") return { kind, site: view.step.site!, free: view.step.free, ...(view.step.built ? { built: true as const } : {}) };
  if (kind === "war") return { kind, war: copyData(view.war!) };
  if (kind === "decision") return { kind, card: cardIndex(view.step.card!.id), used: [...view.step.cenotesUsed] };
  return { kind };
}

function determinizeBalam(view: BalamView, seat: number, rng: Random): BalamState {
  const known = new Set<number>();
  for (const c of view.katun.row) if (c.card) known.add(cardIndex(c.card.id));
  if (view.step.card) known.add(cardIndex(view.step.card.id));
  const unseen = rng.shuffle(CARDS.map((_, i) => i).filter((i) => !known.has(i)));
  const row = view.katun.row.map((c) => ({ card: c.card ? cardIndex(c.card.id) : unseen.pop()!, up: c.up }));
  const deck = unseen.slice(0, view.katun.deck);
  return {
    players: view.players,
    revision: view.revision,
    ballGamesToEnd: view.katun.ballGamesToEnd,
    dieFaces: [...view.dieFaces],
    board: encodeLayout({
      rows: view.board.rows,
      cols: view.board.cols,
      cells: view.board.cells.map((c) => ({ tile: c.tile, rotation: c.rotation })),
    }),
    rng: Random.fromSeed(`balam:${rng.int(0, 2 ** 31 - 1)}`).state,
    sites: view.sites.map((s) => ({ owner: s.owner, buildings: copyData(s.buildings) })),
    kings: view.kings.map((k) => ({ wealth: { ...k.wealth }, prestige: k.prestige })),
    supply: { ...view.supply },
    deck,
    row,
    seen: view.kings.map((_, s) => (s === seat ? view.katun.row.filter((c) => c.divined).map((c) => c.position) : [])),
    ballGames: view.katun.ballGames,
    eclipse: view.katun.eclipse,
    round: view.round,
    first: view.current,
    current: view.current,
    phase: view.phase,
    step: stepOf(view),
    plans: view.kings.map((k, s) => ({ routes: s === seat && view.plan ? copyData(view.plan) : [], submitted: k.planSubmitted })),
    lastWar: copyData(view.lastWar),
    final: copyData(view.final),
  };
}

// The expert's evaluation: each king's score as the game will count it at the end, projected from what
// stands now. Wealth is worth the final bonus; each remaining round's distribution brings what the
// villages make, carried to temples (their sacrifice) or palaces (wealth); each remaining ball game
// brings its points if the ball courts stood as they do.

/** The round that ends the game: the one laying out the last ball game (the eclipse may shift it by a card). */
const lastRounds = new Map<string, number>();
function lastRound(players: number, ballGamesToEnd: number): number {
  const key = `${players}:${ballGamesToEnd}`;
  let last = lastRounds.get(key);
  if (last === undefined) {
    // Where the ball games lie depends on the deck's make-up, not on its shuffle.
    const deck = buildDeck(Random.fromSeed("balam:last-round"));
    const ballGames = deck.flatMap((card, i) => (CARDS[card]!.kind === "ballGame" ? [i] : []));
    last = Math.floor((ballGames[ballGamesToEnd - 1] ?? deck.length - 1) / (players + 1)) + 1;
    lastRounds.set(key, last);
  }
  return last;
}

/** A wealth on the sheet: half a point at the end; the kinds that buy special buildings a little more. */
const KEPT: Record<Wealth, number> = { maize: 0.5, cacao: 0.55, shell: 0.55, jade: 0.55, obsidian: 0.5, prisoner: 0.5 };
/** A token no temple or palace can take yet: one built later may. */
const UNUSED = 0.15;
/** A token left in a storehouse for the next round. */
const STORED = 0.5;
/** A token not routed yet by a plan under way, as a share of the best it could bring: routing it must gain. */
const NOT_ROUTED_YET = 0.9;

interface Token {
  site: number;
  wealth: Wealth;
  /** In a storehouse, which keeps it from round to round. */
  stored: boolean;
}

/** What each village makes at the end of a round. */
function villageTokens(state: BalamState, seat: number): Token[] {
  const g = geo(state);
  const tokens: Token[] = [];
  state.sites.forEach((site, i) => {
    if (site.owner !== seat) return;
    for (const b of site.buildings) if (b.kind === "village") tokens.push({ site: i, wealth: g.sites[i]!.tile.production, stored: false });
  });
  return tokens;
}

/** The tokens on the king's buildings but a garrison's obsidian (kept for war), less those at `routed`. */
function boardTokens(state: BalamState, seat: number, routed: readonly Loc[] = []): Token[] {
  const tokens: Token[] = [];
  state.sites.forEach((site, i) => {
    if (site.owner !== seat) return;
    for (const b of site.buildings) {
      if (!b.token || (b.kind === "garrison" && b.token === "obsidian")) continue;
      if (routed.some((l) => l.site === i && l.slot === b.slots[0])) continue;
      tokens.push({ site: i, wealth: b.token, stored: b.kind === "storehouse" });
    }
  });
  return tokens;
}

/** Where a king's tokens may go at a distribution: his temples and palaces, and what each token can reach. */
interface Destinations {
  temples: Loc[];
  palaces: Loc[];
  reach(site: number): Set<number>;
}

function destinationsOf(state: BalamState, seat: number): Destinations {
  const temples: Loc[] = [];
  const palaces: Loc[] = [];
  state.sites.forEach((site, i) => {
    if (site.owner !== seat) return;
    for (const b of site.buildings) {
      if (b.kind === "temple") temples.push({ site: i, slot: b.slots[0]! });
      if (b.kind === "palace") palaces.push({ site: i, slot: b.slots[0]! });
    }
  });
  let open: boolean[] | undefined;
  const reaches = new Map<number, Set<number>>();
  return {
    temples,
    palaces,
    reach(site) {
      let reach = reaches.get(site);
      if (!reach) reaches.set(site, (reach = reachable(state, (open ??= passable(state, seat)), site)));
      return reach;
    },
  };
}

/**
 * What a distribution of `tokens` brings the king: each, the most precious first, to a temple within
 * reach (two a temple), else a palace (two a palace), as the transport rules allow. `used` counts what
 * routes already planned bring to each building ("site:slot").
 */
function distributionWorth(to: Destinations, tokens: readonly Token[], used = new Map<string, number>()): number {
  if (to.temples.length + to.palaces.length === 0) return tokens.length * UNUSED;
  const room = (list: Loc[]) => list.map((l) => ({ site: l.site, room: 2 - (used.get(`${l.site}:${l.slot}`) ?? 0) }));
  const temples = room(to.temples);
  const palaces = room(to.palaces);
  let worth = 0;
  for (const token of [...tokens].sort((a, b) => SACRIFICE[b.wealth] - SACRIFICE[a.wealth])) {
    const reach = to.reach(token.site);
    const temple = temples.find((t) => t.room > 0 && reach.has(t.site));
    const palace = temple ? undefined : palaces.find((p) => p.room > 0 && reach.has(p.site));
    if (temple) temple.room--;
    if (palace) palace.room--;
    worth += temple ? SACRIFICE[token.wealth] : palace ? KEPT[token.wealth] : UNUSED;
  }
  return worth;
}

/** What a planned route brings: a sacrifice, wealth on the sheet, a token kept; a garrison's token is lost or kept for war. */
function routeWorth(state: BalamState, { from, to }: Route): number {
  const wealth = buildingAt(state, from)!.token!;
  const kind = buildingAt(state, to)!.kind;
  return kind === "temple" ? SACRIFICE[wealth] : kind === "palace" ? KEPT[wealth] : kind === "storehouse" ? STORED : 0;
}

/** This round's distribution as the king has planned it: the routes, and the tokens not routed yet. */
function plannedWorth(state: BalamState, seat: number, to: Destinations): number {
  const plan = state.plans[seat]!;
  const used = new Map<string, number>();
  let worth = 0;
  for (const route of plan.routes) {
    const key = `${route.to.site}:${route.to.slot}`;
    used.set(key, (used.get(key) ?? 0) + 1);
    worth += routeWorth(state, route);
  }
  const left = boardTokens(
    state,
    seat,
    plan.routes.map((r) => r.from),
  );
  // A submitted plan loses what it leaves out, but a storehouse's stock; one under way may still route it.
  if (plan.submitted) return worth + STORED * left.filter((t) => t.stored).length;
  return worth + NOT_ROUTED_YET * distributionWorth(to, left, used);
}

/** A remaining ball game's points to the king, were the ball courts and cities as they stand (see `podium`). */
function ballGamePoints(state: BalamState, seat: number): number {
  const { first, second } = podium(state.kings.map((_, s) => countKind(state, s, "ballcourt")));
  const cities = citiesOf(state, seat);
  if (first.includes(seat) && first.length === 1) return cities;
  return first.includes(seat) || second.includes(seat) ? Math.floor(cities / 2) : 0;
}

/** The king's final score, projected; `reader` is the seat whose own plan is known. */
function projectedScore(state: BalamState, seat: number, reader: number): number {
  const king = state.kings[seat]!;
  let score = king.prestige;
  for (const w of WEALTH) score += king.wealth[w] * KEPT[w];
  const roundsLeft = Math.max(0, lastRound(state.players, state.ballGamesToEnd) - state.round);
  const to = destinationsOf(state, seat);
  const made = villageTokens(state, seat);
  // This round's distribution, then the rounds after it.
  if (state.phase === "turns") score += distributionWorth(to, [...made, ...boardTokens(state, seat)]);
  // The others' plans are hidden: they are taken to route their tokens as well as they can.
  else if (seat === reader) score += plannedWorth(state, seat, to);
  else score += distributionWorth(to, boardTokens(state, seat));
  score += roundsLeft * distributionWorth(to, made);
  return score + Math.max(0, state.ballGamesToEnd - state.ballGames) * ballGamePoints(state, seat);
}

/** The expert's evaluation: the projected final scores' lead. */
function balamExpertEvaluate(state: BalamState, seat: number): number {
  return lead(
    state.kings.map((_, s) => projectedScore(state, s, seat)),
    seat,
    EXPERT_SCALE,
  );
}
const EXPERT_SCALE = 8;

/** Unowned sites a plan considers founding: the best few by the rank below. */
const NEW_SITES = 3;

/** A site to found: room for buildings, a precious production, no volcano or sea to ruin it. */
function siteRank(state: BalamState, site: number): number {
  const info = geo(state).sites[site]!;
  return 2 * info.slots + SACRIFICE[info.tile.production] - (info.tile.volcano ? 1 : 0) - (info.seaside ? 1 : 0);
}

/** Routes a plan tries at each step: the few worth most by where they take their token (the others come later). */
const ROUTES_TRIED = 3;

function bestRoutes(state: BalamState, routes: (BalamMove & { type: "distribute" })[]): BalamMove[] {
  return routes
    .map((move) => ({ move, worth: routeWorth(state, move.routes[0]!) }))
    .sort((a, b) => b.worth - a.worth)
    .slice(0, ROUTES_TRIED)
    .map((r) => r.move);
}

/**
 * The moves the expert's plan tries: one payment for each building (the one that keeps the most worth),
 * the turn tax in the least worthy wealth, the king's own cities and the best few free sites, and no
 * demolition.
 */
function plannedMoves(state: BalamState, _seat: number, legal: readonly BalamMove[]): readonly BalamMove[] {
  const cost = (pay: readonly Wealth[]) => pay.reduce((n, w) => n + KEPT[w], 0);
  const cheapest = new Map<string, BalamMove & { type: "build" }>();
  let tax: (BalamMove & { type: "tax" }) | undefined;
  const free: number[] = [];
  const routes: (BalamMove & { type: "distribute" })[] = [];
  const kept: BalamMove[] = [];
  for (const move of legal) {
    if (move.type === "distribute" && move.routes.length === 1) routes.push(move);
    else if (move.type === "build") {
      const key = `${move.kind}:${move.slots.join(",")}`;
      const known = cheapest.get(key);
      if (!known || cost(move.pay) < cost(known.pay)) cheapest.set(key, move);
    } else if (move.type === "tax") {
      if (!tax || KEPT[move.wealth] < KEPT[tax.wealth]) tax = move;
    } else if (move.type === "site" && state.sites[move.site]!.owner === null) free.push(move.site);
    else if (move.type !== "demolish") kept.push(move);
  }
  const sites = free
    .sort((a, b) => siteRank(state, b) - siteRank(state, a) || a - b)
    .slice(0, NEW_SITES)
    .map((site) => ({ type: "site" as const, site }));
  const planned = [...kept, ...sites, ...bestRoutes(state, routes), ...cheapest.values(), ...(tax ? [tax] : [])];
  return planned.length > 0 ? planned : legal;
}

/** Prestige, plus what turns into prestige later: wealth on the sheet and buildings standing. */
function worth(state: BalamState, seat: number): number {
  let buildings = 0;
  for (const site of state.sites) if (site.owner === seat) buildings += site.buildings.length;
  return state.kings[seat]!.prestige + purseTotal(state.kings[seat]!.wealth) * 0.25 + buildings * 0.6;
}

export const balamKnowledge: Knowledge<BalamState, BalamMove, BalamView> = {
  game: balam,
  determinize: determinizeBalam,
  evaluate: (state, seat) =>
    lead(
      state.kings.map((_, s) => worth(state, s)),
      seat,
      5,
    ),
  rolloutPlies: 0,
  expert: { evaluate: balamExpertEvaluate, plannedMoves },
  iterations: 1,
  samples: 2,
};
