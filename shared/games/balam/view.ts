// What a seat (or a spectator) sees of a Balam game: everything but the cards face down it has not divined,
// the other kings' distribution plans, and the random state.
import { rulesAtLeast } from "../../engine/index";
import { exitsOf } from "./board";
import { CARDS, type CardKind, type DieFace, type Wealth } from "./data";
import {
  awaitingSeats,
  buildingTilesLeft,
  citiesOf,
  countKind,
  geo,
  influence,
  largePyramidsLeft,
  smallPyramidsLeft,
  type BalamState,
  type Building,
  type Purse,
  type Route,
  type War,
} from "./state";

interface CardView {
  id: string;
  kind: CardKind;
  wealth: readonly Wealth[];
  prestige: number;
}

export interface BalamView {
  /** The reader's seat, null for a spectator. */
  you: number | null;
  players: number;
  /** The rules revision the game plays: what a bot's sampled state plays too. */
  revision: number;
  round: number;
  phase: BalamState["phase"];
  /** Whose turn it is (during the turns), and who the game waits for now. */
  current: number;
  awaiting: number[];
  /** The current king's step: "start" (flip or pay), "act" (build, attack or pass), "build" on `site`
   * (`free`: a devastated city taken without the turn tax; `built`: a building went up there, known from
   * rules revision 3, null before), "war", or "decision" on the face-up `card`. */
  step: {
    kind: BalamState["step"]["kind"];
    site: number | null;
    free: boolean;
    built: boolean | null;
    card: CardView | null;
    cenotesUsed: number[];
  };
  board: {
    rows: number;
    cols: number;
    cells: { row: number; col: number; tile: string; rotation: number; site: number | null; exits: string[] }[];
    /** Paths as pairs of site indexes. */
    paths: [number, number][];
  };
  sites: {
    index: number;
    tile: string;
    row: number;
    col: number;
    production: Wealth;
    slots: number;
    links: readonly (readonly [number, number])[];
    seaside: boolean;
    volcano: boolean;
    cenote: boolean;
    neighbours: number[];
    owner: number | null;
    buildings: Building[];
    /** Small pyramids (market control) per seat. */
    pyramids: number[];
  }[];
  kings: {
    seat: number;
    wealth: Purse;
    prestige: number;
    cities: number;
    largePyramids: number;
    smallPyramids: number;
    observatories: number;
    ballCourts: number;
    planSubmitted: boolean;
  }[];
  supply: Purse;
  buildingTiles: Record<string, number>;
  katun: {
    deck: number;
    /** The round's cards: `card` is null while face down, unless the reader divined it (`divined`). */
    row: { position: number; up: boolean; divined: boolean; card: CardView | null }[];
    ballGames: number;
    ballGamesToEnd: number;
    eclipse: boolean;
  };
  dieFaces: DieFace[];
  /** The battle under way (the defender's choice, or the attacker's casualties or destruction). */
  war: War | null;
  /** The last battle fought, with its dice. */
  lastWar: War | null;
  /** The reader's own distribution plan so far (others' plans stay hidden until they resolve). */
  plan: Route[] | null;
  final: BalamState["final"];
}

const cardView = (i: number): CardView => {
  const c = CARDS[i]!;
  return { id: c.id, kind: c.kind, wealth: c.wealth, prestige: c.prestige };
};

export function balamView(state: BalamState, seat: number | null): BalamView {
  const g = geo(state);
  const pyramids = influence(state);
  const step = state.step;
  const seen = seat === null ? [] : state.seen[seat]!;
  return {
    you: seat,
    players: state.players,
    revision: state.revision,
    round: state.round,
    phase: state.phase,
    current: state.current,
    awaiting: awaitingSeats(state),
    step: {
      kind: step.kind,
      site: step.kind === "build" ? step.site : null,
      free: step.kind === "build" && step.free,
      built: step.kind !== "build" ? false : rulesAtLeast(state, 3) ? step.built === true : null,
      card: step.kind === "decision" ? cardView(step.card) : null,
      cenotesUsed: step.kind === "decision" ? step.used : [],
    },
    board: {
      rows: g.layout.rows,
      cols: g.layout.cols,
      cells: g.layout.cells.map((c, i) => ({
        row: Math.floor(i / g.layout.cols),
        col: i % g.layout.cols,
        tile: c.tile,
        rotation: c.rotation,
        site: g.cellSite[i]!,
        exits: exitsOf(c),
      })),
      paths: g.paths,
    },
    sites: g.sites.map((s) => ({
      index: s.index,
      tile: s.tile.id,
      row: s.row,
      col: s.col,
      production: s.tile.production,
      slots: s.slots,
      links: s.links,
      seaside: s.seaside,
      volcano: s.tile.volcano,
      cenote: s.tile.cenote,
      neighbours: s.neighbours,
      owner: state.sites[s.index]!.owner,
      buildings: state.sites[s.index]!.buildings,
      pyramids: pyramids[s.index]!,
    })),
    kings: state.kings.map((k, i) => ({
      seat: i,
      wealth: k.wealth,
      prestige: k.prestige,
      cities: citiesOf(state, i),
      largePyramids: largePyramidsLeft(state, i),
      smallPyramids: smallPyramidsLeft(state, i),
      observatories: countKind(state, i, "observatory"),
      ballCourts: countKind(state, i, "ballcourt"),
      planSubmitted: state.phase === "distribution" && state.plans[i]!.submitted,
    })),
    supply: state.supply,
    buildingTiles: buildingTilesLeft(state),
    katun: {
      deck: state.deck.length,
      row: state.row.map((c, position) => {
        const divined = !c.up && seen.includes(position);
        return { position, up: c.up, divined, card: c.up || divined ? cardView(c.card) : null };
      }),
      ballGames: state.ballGames,
      ballGamesToEnd: state.ballGamesToEnd,
      eclipse: state.eclipse,
    },
    dieFaces: state.dieFaces,
    war: step.kind === "war" ? step.war : null,
    lastWar: state.lastWar,
    plan: seat !== null && state.phase === "distribution" ? state.plans[seat]!.routes : null,
    final: state.final,
  };
}
