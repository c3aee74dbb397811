// The distribution's rule for routes, apart from the rest of the rules so that the board can load it alone:
// the engine checks a plan with it (rules-moves.ts), and the board explains with it, from its view, a route
// the legal moves do not offer.
import { ruleRefusal, rulesAtLeast, type Refusal } from "../../engine/index";
import type { BuildingKind } from "./data";
import type { en } from "./messages";
import { closedBy, openTo, reachableFrom } from "./rules-transport";
import type { Building, Loc, Route } from "./state";
import type { BalamView } from "./view";

/** Refusals are phrased by the catalog (messages.ts), where each of these keys has its words. */
const no = ruleRefusal<Extract<keyof typeof en, `balam.refused.${string}`>>;

export const sameLoc = (a: Loc, b: Loc) => a.site === b.site && a.slot === b.slot;

/** Where wealth may be sent. */
export const DESTINATIONS: ReadonlySet<BuildingKind> = new Set(["temple", "palace", "garrison", "storehouse"]);

/**
 * What the distribution's rules read: the sites, and the seat's transport (sites its wealth may enter or
 * cross, where it can reach, and who closes a site to it). The engine's Facts give it from the state, the
 * board `viewTransport` from its view.
 */
export interface Transport {
  readonly seat: number;
  /** The rules revision the game plays. */
  readonly revision: number;
  readonly sites: readonly { owner: number | null; buildings: readonly Building[] }[];
  readonly open: readonly boolean[];
  reach(site: number): Set<number>;
  closers(site: number): number[];
}

const buildingIn = (t: Transport, loc: Loc) => t.sites[loc.site]?.buildings.find((b) => b.slots[0] === loc.slot);

/** Why one route is refused on its own (capacity aside), or null. */
function routeRefusal(t: Transport, route: Route): Refusal | null {
  const { seat } = t;
  const source = buildingIn(t, route.from);
  if (!source || t.sites[route.from.site]!.owner !== seat || !source.token) {
    return no("no-wealth", "balam.refused.noWealth", { site: route.from.site, slot: route.from.slot });
  }
  const dest = buildingIn(t, route.to);
  if (!dest || t.sites[route.to.site]!.owner !== seat || !DESTINATIONS.has(dest.kind)) {
    return no("bad-destination", "balam.refused.badDestination");
  }
  if (sameLoc(route.from, route.to)) return no("bad-destination", "balam.refused.alreadyThere");
  if (dest.kind === "garrison" && source.token !== "obsidian") return no("bad-destination", "balam.refused.garrisonObsidian");
  if (route.from.site !== route.to.site) {
    if (!t.open[route.from.site]) {
      return no("transport-blocked", "balam.refused.cannotLeave", {
        wealth: source.token,
        site: route.from.site,
        by: t.closers(route.from.site),
      });
    }
    if (!t.open[route.to.site]) {
      return no("transport-blocked", "balam.refused.cannotEnter", { site: route.to.site, by: t.closers(route.to.site) });
    }
    if (!t.reach(route.from.site).has(route.to.site)) {
      return no("transport-blocked", "balam.refused.cannotCross", { wealth: source.token, from: route.from.site, to: route.to.site });
    }
  }
  return null;
}

/**
 * Room left at a destination given the routes planned. From revision 2 what lies in a storehouse, or a
 * prisoner on a garrison, gives way to the wealth routed in (and is lost, like wealth not stored); under
 * revision 1 it stayed and the building was full.
 */
function roomLeft(t: Transport, routes: readonly Route[], to: Loc): number {
  const dest = buildingIn(t, to)!;
  const incoming = routes.filter((r) => sameLoc(r.to, to)).length;
  if (dest.kind === "temple" || dest.kind === "palace") return 2 - incoming;
  const givesWay = rulesAtLeast(t, 2) && (dest.kind === "storehouse" || dest.token === "prisoner");
  const stays = dest.token !== null && !givesWay && !routes.some((r) => sameLoc(r.from, to));
  return 1 - incoming - (stays ? 1 : 0);
}

/** Why `routes` cannot join the seat's `planned` ones, or null: each route on its own, then the room at each end. */
export function planRefusal(t: Transport, planned: readonly Route[], routes: readonly Route[]): Refusal | null {
  const all = [...planned];
  for (const route of routes) {
    const refused = routeRefusal(t, route);
    if (refused) return refused;
    if (all.some((r) => sameLoc(r.from, route.from))) return no("twice", "balam.refused.twice");
    all.push(route);
  }
  for (const route of routes) {
    if (roomLeft(t, all, route.to) < 0) {
      const kind = buildingIn(t, route.to)!.kind;
      return kind === "temple" || kind === "palace"
        ? no("full", "balam.refused.fullTwo", { kind })
        : no("full", "balam.refused.fullOne", { kind, site: route.to.site, slot: route.to.slot });
    }
  }
  return null;
}

/** The transport rule as `seat` meets it on a view: what `planRefusal` reads, for the board. */
export function viewTransport(view: BalamView, seat: number): Transport {
  const open = view.sites.map((s) => openTo(s.pyramids, s.owner, seat, view));
  const neighbours = view.sites.map((s) => s.neighbours);
  return {
    seat,
    revision: view.revision,
    sites: view.sites,
    open,
    reach: (site) => reachableFrom(neighbours, open, site),
    closers: (site) => closedBy(view.sites[site]!.pyramids, view.sites[site]!.owner, seat, view),
  };
}
