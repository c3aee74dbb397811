// What the checks of one state and seat share, and the small helpers the rule modules' checks use.
import { ruleRefusal } from "../../engine/index";
import type { en } from "./messages";
import type { Transport } from "./rules-distribution";
import { closedBy } from "./rules-transport";
import {
  awaitingSeats,
  buildingTilesLeft,
  geo,
  influence,
  largePyramidsLeft,
  passable,
  reachable,
  smallPyramidsLeft,
  type BalamState,
  type Loc,
  type Move,
} from "./state";

export type MoveOf<T extends Move["type"]> = Extract<Move, { type: T }>;

/** Refusals are phrased by the catalog (messages.ts), where each of these keys has its words. */
export const no = ruleRefusal<Extract<keyof typeof en, `balam.refused.${string}`>>;

export const locKey = (l: Loc) => `${l.site}:${l.slot}`;
/** Whether every item appears once (as told by `key`). */
export function distinct<T>(items: readonly T[], key: (item: T) => unknown = (item) => item): boolean {
  return new Set(items.map(key)).size === items.length;
}

// ---------------------------------------------------------------------------------------------------
// What the checks of one state and seat share, computed on first use and kept while the state does not
// change: `legalMoves` checks many candidates against one state.

export class Facts implements Transport {
  private openSites?: boolean[];
  private readonly reaches = new Map<number, Set<number>>();
  private readonly free = new Map<number, Set<number>>();
  private tiles?: ReturnType<typeof buildingTilesLeft>;
  private small?: number;
  private large?: number;
  private awaited?: boolean;

  constructor(
    readonly state: BalamState,
    readonly seat: number,
  ) {}

  get isAwaited(): boolean {
    return (this.awaited ??= awaitingSeats(this.state).includes(this.seat));
  }
  /** Whether the seat's wealth may enter or cross each site. */
  get open(): boolean[] {
    return (this.openSites ??= passable(this.state, this.seat));
  }
  get revision(): number {
    return this.state.revision;
  }
  get sites(): BalamState["sites"] {
    return this.state.sites;
  }
  /** The kings who close `site` to the seat's wealth (only asked when it is closed, so not kept). */
  closers(site: number): number[] {
    return closedBy(influence(this.state)[site]!, this.state.sites[site]!.owner, this.seat, this.state);
  }
  /** Sites the seat's wealth on `site` can reach. */
  reach(site: number): Set<number> {
    let reach = this.reaches.get(site);
    if (!reach) this.reaches.set(site, (reach = reachable(this.state, this.open, site)));
    return reach;
  }
  freeSlots(site: number): Set<number> {
    let free = this.free.get(site);
    if (!free) {
      const used = new Set(this.state.sites[site]!.buildings.flatMap((b) => b.slots));
      free = new Set(Array.from({ length: geo(this.state).sites[site]!.slots }, (_, i) => i).filter((i) => !used.has(i)));
      this.free.set(site, free);
    }
    return free;
  }
  get tilesLeft(): ReturnType<typeof buildingTilesLeft> {
    return (this.tiles ??= buildingTilesLeft(this.state));
  }
  get smallPyramids(): number {
    return (this.small ??= smallPyramidsLeft(this.state, this.seat));
  }
  get largePyramids(): number {
    return (this.large ??= largePyramidsLeft(this.state, this.seat));
  }
}
