// Setup and the life of a round: the Katun deck, laying out the cards, divination, production, the end of a
// round (Chaak's clemency, the end check) and the final wealth bonus.
import { Random, rulesAtLeast, type LogEntry } from "../../engine/index";
import { encodeLayout, randomLayout } from "./board";
import { CARDS, CLEMENCY_MAIZE, DEFAULT_BOARD, START_MAIZE, SUPPLY, WEALTH } from "./data";
import { countKind, emptyPurse, gain, geo, nextSeat, podium, purseTotal, type BalamOptions, type BalamState } from "./state";

/**
 * The Katun deck: ball games, prosperous cards and the eclipse set aside; the rest shuffled into six
 * near-equal piles with a ball game between consecutive piles; the prosperous cards shuffled on top; the
 * eclipse slipped in near the middle.
 */
export function buildDeck(random: Random): number[] {
  const all = CARDS.map((_, i) => i);
  const ballGames = all.filter((i) => CARDS[i]!.kind === "ballGame");
  const prosperous = all.filter((i) => CARDS[i]!.kind === "prosperous");
  const eclipse = all.filter((i) => CARDS[i]!.kind === "eclipse");
  const rest = random.shuffle(all.filter((i) => !["ballGame", "prosperous", "eclipse"].includes(CARDS[i]!.kind)));
  const body: number[] = [];
  let taken = 0;
  for (let pile = 0; pile < 6; pile++) {
    const size = Math.floor(rest.length / 6) + (pile < rest.length % 6 ? 1 : 0);
    body.push(...rest.slice(taken, taken + size));
    taken += size;
    if (pile < 5) body.push(ballGames[pile]!);
  }
  const deck = [...random.shuffle(prosperous), ...body];
  const middle = Math.floor(deck.length / 2) + random.int(-3, 3);
  deck.splice(middle, 0, ...eclipse);
  return deck;
}

export function setupState(players: number, options: BalamOptions, seed: string, log: LogEntry[], revision: number): BalamState {
  const random = Random.fromSeed(seed);
  const board = encodeLayout(options.board === "random" ? randomLayout(random) : DEFAULT_BOARD);
  const deck = buildDeck(random);
  const supply = { ...SUPPLY };
  supply.maize -= START_MAIZE * players;
  const state: BalamState = {
    players,
    revision,
    ballGamesToEnd: options.ballGames ?? players,
    dieFaces: [...options.dieFaces],
    board,
    rng: random.state,
    sites: geometrySites(board),
    kings: Array.from({ length: players }, () => ({ wealth: { ...emptyPurse(), maize: START_MAIZE }, prestige: 0 })),
    supply,
    deck,
    row: [],
    seen: Array.from({ length: players }, () => []),
    ballGames: 0,
    eclipse: false,
    round: 0,
    first: 0,
    current: 0,
    phase: "turns",
    step: { kind: "start" },
    plans: Array.from({ length: players }, () => ({ routes: [], submitted: false })),
    lastWar: null,
    final: null,
  };
  startRound(state, 0, log);
  return state;
}

function geometrySites(board: string) {
  return geo({ board } as BalamState).sites.map(() => ({ owner: null, buildings: [] }));
}

/** Lays out players+1 face-down cards, then divination by observatories. */
function startRound(state: BalamState, first: number, log: LogEntry[]): void {
  if (state.deck.length === 0) {
    endGame(state, log);
    return;
  }
  state.round++;
  state.first = first;
  state.current = first;
  state.phase = "turns";
  state.step = { kind: "start" };
  state.plans = state.plans.map(() => ({ routes: [], submitted: false }));
  state.row = state.deck.splice(0, state.players + 1).map((card) => ({ card, up: false }));
  state.seen = state.seen.map(() => []);
  log.push({ key: "balam.round", params: { round: state.round, first, cards: state.row.length } });
  divine(state, log);
}

/**
 * The leader in observatories sees players cards (the leftmost of the row), the second one card (the
 * rightmost); see `podium` for the other ties. Two tied leaders see one card each (« ceux-ci ne peuvent
 * regarder qu'une carte »): from revision 2 a different one, the leftmost to the first of them in turn
 * order from the round's first king and the next to the other; under revision 1 both the leftmost.
 */
function divine(state: BalamState, log: LogEntry[]): void {
  const counts = state.kings.map((_, seat) => countKind(state, seat, "observatory"));
  const { first, second } = podium(counts);
  const last = state.row.length - 1;
  const grant = (seat: number, positions: number[]) => {
    state.seen[seat] = positions;
    log.push({ key: "balam.divination", params: { seat, count: positions.length } });
    log.push({
      key: "balam.divined",
      params: { seat, positions, cards: positions.map((p) => CARDS[state.row[p]!.card]!.id) },
      seats: [seat],
    });
  };
  if (first.length === 1)
    grant(
      first[0]!,
      Array.from({ length: Math.min(state.players, state.row.length) }, (_, i) => i),
    );
  else if (rulesAtLeast(state, 2)) {
    const turnsAfterFirst = (seat: number) => (seat - state.first + state.players) % state.players;
    const inTurnOrder = [...first].sort((a, b) => turnsAfterFirst(a) - turnsAfterFirst(b));
    inTurnOrder.forEach((seat, i) => {
      grant(seat, [i]);
    });
  } else for (const seat of first) grant(seat, [0]);
  for (const seat of second) grant(seat, [last]);
}

/** Every village produces its site's colour; when tokens run short, turn order from the round's first king. */
export function produce(state: BalamState, log: LogEntry[]): void {
  const g = geo(state);
  for (let k = 0; k < state.players; k++) {
    const seat = (state.first + k) % state.players;
    const made = emptyPurse();
    const short = emptyPurse();
    state.sites.forEach((site, i) => {
      if (site.owner !== seat) return;
      const colour = g.sites[i]!.tile.production;
      for (const b of site.buildings) {
        if (b.kind !== "village") continue;
        if (state.supply[colour] > 0) {
          state.supply[colour]--;
          b.token = colour;
          made[colour]++;
        } else short[colour]++;
      }
    });
    for (const w of WEALTH) {
      if (made[w] > 0) log.push({ key: "balam.produced", params: { seat, wealth: w, count: made[w] } });
      if (short[w] > 0) log.push({ key: "balam.production-short", params: { seat, wealth: w, count: short[w] } });
    }
  }
}

/** After distribution: Chaak's clemency while the eclipse is not out, then the end check or a new round. */
export function closeRound(state: BalamState, lastPlayer: number, log: LogEntry[]): void {
  if (!state.eclipse) {
    for (let k = 0; k < state.players; k++) {
      const seat = (state.first + k) % state.players;
      const got = gain(state, seat, "maize", CLEMENCY_MAIZE);
      log.push({ key: "balam.clemency", params: { seat, count: got } });
    }
  }
  state.row = [];
  if (state.ballGames >= state.ballGamesToEnd) endGame(state, log);
  else startRound(state, nextSeat(state, lastPlayer), log);
}

/** Half a point per wealth left on the king's sheet, rounded down. */
function endGame(state: BalamState, log: LogEntry[]): void {
  const wealth = state.kings.map((k) => purseTotal(k.wealth));
  const bonus = wealth.map((w) => Math.floor(w / 2));
  for (const [seat, k] of state.kings.entries()) k.prestige += bonus[seat]!;
  state.final = { bonus, wealth };
  state.phase = "over";
  state.step = { kind: "start" };
  log.push({ key: "balam.game-end", params: { bonus, scores: state.kings.map((k) => k.prestige) } });
}

export function winners(state: BalamState): number[] {
  const scores = state.kings.map((k) => k.prestige);
  const best = Math.max(...scores);
  const leaders = scores.flatMap((s, i) => (s === best ? [i] : []));
  const wealth = state.final?.wealth ?? state.kings.map((k) => purseTotal(k.wealth));
  const richest = Math.max(...leaders.map((i) => wealth[i]!));
  return leaders.filter((i) => wealth[i] === richest);
}
