// Balam: the view hides the Katun deck's order and the face-down cards of the round (but those the seat
// divined), and the other kings' distribution plans until they resolve. A sample shuffles every card
// the seat has not seen into the deck and the face-down places, and gives the other kings empty plans.
// Two things a view does not say are guessed: the cards already discarded (so the unseen pool may hold
// some of them) and who began the round (taken as the king to play). Games are long, so a tried move is
// scored directly by prestige and what builds more of it.
import { Random } from "../../engine/random";
import { encodeLayout } from "./board";
import { CARDS } from "./data";
import { balam, type BalamState } from "./index";
import type { BalamMove, BalamView } from "./index";
import { purseTotal, type Step } from "./state";
import { lead, type Knowledge } from "../../bots/search";

const CARD_INDEX = new Map(CARDS.map((c, i) => [c.id, i]));
const cardIndex = (id: string): number => CARD_INDEX.get(id)!;

function stepOf(view: BalamView): Step {
  const { kind } = view.step;
  if (kind === "build") return { kind, site: view.step.site!, free: view.step.free };
  if (kind === "war") return { kind, war: structuredClone(view.war!) };
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
    ballGamesToEnd: view.katun.ballGamesToEnd,
    dieFaces: [...view.dieFaces],
    board: encodeLayout({
      rows: view.board.rows,
      cols: view.board.cols,
      cells: view.board.cells.map((c) => ({ tile: c.tile, rotation: c.rotation })),
    }),
    rng: Random.fromSeed(`balam:${rng.int(0, 2 ** 31 - 1)}`).state,
    sites: view.sites.map((s) => ({ owner: s.owner, buildings: structuredClone(s.buildings) })),
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
    plans: view.kings.map((k, s) => ({ routes: s === seat && view.plan ? structuredClone(view.plan) : [], submitted: k.planSubmitted })),
    lastWar: structuredClone(view.lastWar),
    final: structuredClone(view.final),
  };
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
  iterations: 1,
  samples: 2,
};
