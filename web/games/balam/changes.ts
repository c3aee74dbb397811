// What changed on a Balam board between the viewer's last visit (`since`) and now: the board outlines
// those sites and cards and says why in their names, so a player coming back sees the others' turns.
import type { BalamView } from "../../../shared/games/balam/index";

/** Why a site is highlighted, in the order the words say it. */
type SiteChange = "taken" | "built" | "destroyed" | "wealth" | "markets" | "attacked";

export interface Changes {
  sites: Map<number, SiteChange[]>;
  /** Katun cards turned face up (or divined) since. */
  cards: Set<number>;
}

const buildingKey = (b: BalamView["sites"][number]["buildings"][number]) => `${b.kind}@${b.slots.join("-")}`;

export function changesSince(since: BalamView | undefined, view: BalamView): Changes {
  const changes: Changes = { sites: new Map(), cards: new Set() };
  // Another board (a different layout) or no visit: nothing to compare.
  if (!since || since.sites.length !== view.sites.length) return changes;
  const war = view.lastWar && JSON.stringify(view.lastWar) !== JSON.stringify(since.lastWar) ? view.lastWar : null;
  for (const site of view.sites) {
    const before = since.sites[site.index]!;
    const found: SiteChange[] = [];
    if (site.owner !== null && site.owner !== before.owner) found.push("taken");
    const had = new Set(before.buildings.map(buildingKey));
    const has = new Set(site.buildings.map(buildingKey));
    if ([...has].some((b) => !had.has(b))) found.push("built");
    if ([...had].some((b) => !has.has(b))) found.push("destroyed");
    const tokens = (s: typeof site) => s.buildings.map((b) => `${buildingKey(b)}:${b.token}`).join(",");
    if (tokens(site) !== tokens(before) && !found.includes("built") && !found.includes("destroyed")) found.push("wealth");
    if (site.pyramids.join() !== before.pyramids.join()) found.push("markets");
    if (war && war.to === site.index) found.push("attacked");
    if (found.length > 0) changes.sites.set(site.index, found);
  }
  for (const card of view.katun.row) {
    const before = since.round === view.round ? since.katun.row[card.position] : undefined;
    if (card.card && before?.card?.id !== card.card.id) changes.cards.add(card.position);
  }
  return changes;
}
