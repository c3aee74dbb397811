// A Balam move in words, from what the mover sees: the confirm step of the web client, and the
// choices of a "your turn" mail.
import type { DescribeContext } from "../module";
import { SACRIFICE } from "./data";
import type { BalamMove, BalamView } from "./index";

type Loc = { site: number; slot: number };

/** The building whose first slot is `l`, as the view shows it. */
export const buildingAt = (view: BalamView, l: Loc) => view.sites[l.site]?.buildings.find((b) => b.slots[0] === l.slot);

export function describeBalamMove(move: BalamMove, { view, seat, t, playerName }: DescribeContext<BalamView>): string {
  const say = (params: Record<string, unknown>) => t(`balam.move.${move.type}`, params, playerName);
  switch (move.type) {
    case "site":
      return say({ site: move.site, free: view.sites[move.site]?.owner === null });
    case "build":
      return say({ ...move, site: view.step.site });
    case "demolish": {
      const site = view.step.site ?? 0;
      return say({ ...move, site, kind: buildingAt(view, { site, slot: move.slot })?.kind });
    }
    case "attack":
      return say({ ...move, defender: view.sites[move.to]?.owner ?? 0 });
    case "spend":
      return say({ ...move, spent: view.war?.defenceObsidian ?? 0 });
    case "casualties":
      return say({ ...move, site: view.war?.from });
    case "destroy": {
      const site = view.war?.to ?? 0;
      return say({ site, kinds: move.slots.map((slot) => buildingAt(view, { site, slot })?.kind) });
    }
    case "end":
      // Finishing a paid build step with nothing built spends the turn's wealth for nothing: the words say so.
      return say({ during: view.step.kind, nothingBuilt: view.step.kind === "build" && !view.step.free && view.step.built === false });
    case "gain":
      return say({ ...move, points: view.step.card?.prestige ?? 0 });
    case "offer": {
      const wealth = buildingAt(view, move.from)?.token;
      return say({ from: move.from.site, cenote: move.cenote, wealth, points: wealth ? 2 * SACRIFICE[wealth] : 0 });
    }
    case "tribute":
      return say({ wealth: move.tokens.map((l) => buildingAt(view, l)?.token), sites: [...new Set(move.tokens.map((l) => l.site))] });
    case "ruin": {
      if (move.buildings.length > 0) {
        return say({ kinds: move.buildings.map((l) => buildingAt(view, l)?.kind), sites: move.buildings.map((l) => l.site) });
      }
      // Eruption or tidal wave: every city of the king at the foot of a volcano, or by the sea.
      const volcano = view.step.card?.kind === "eruption";
      return say({ kinds: [], sites: view.sites.filter((s) => s.owner === seat && (volcano ? s.volcano : s.seaside)).map((s) => s.index) });
    }
    case "distribute": {
      if (move.routes.length === 0 && move.submit) return t("balam.move.submit", { count: view.plan?.length ?? 0 });
      if (move.routes.length === 1 && !move.submit) {
        const { from, to } = move.routes[0]!;
        return t("balam.move.route", {
          wealth: buildingAt(view, from)?.token,
          fromSite: from.site,
          toSite: to.site,
          toSlot: to.slot,
          kind: buildingAt(view, to)?.kind,
        });
      }
      return t("balam.move.routes", { count: move.routes.length, submit: move.submit });
    }
    default:
      return say({ ...move });
  }
}
