// What the Balam board's parts share: the context they draw with, a move's button, a site in words.
import type { BalamMove, BalamView } from "../../../shared/games/balam/index";
import { describeBalamMove } from "../../../shared/games/balam/describe";
import type { Translate } from "../../../shared/i18n/index";
import type { Changes } from "./changes";

export type Site = BalamView["sites"][number];
export type Ctx = { view: BalamView; seat: number | null; t: Translate; playerName(seat: number): string; changes: Changes };

export const encode = (move: BalamMove) => JSON.stringify(move);

// ---------------------------------------------------------------------------------------------------
// Words for a move (the confirm dialog and every move button)

export function MoveButton({ move, ctx, onMove, label }: { move: BalamMove; ctx: Ctx; onMove(m: BalamMove): void; label?: string }) {
  return (
    <button type="button" class="move" data-move={encode(move)} onClick={() => onMove(move)}>
      {label ?? describeBalamMove(move, ctx)}
    </button>
  );
}

export function siteLabel(site: Site, { t, playerName, changes }: Ctx): string {
  const changed = changes.sites.get(site.index);
  const parts = [
    t("balam.site", { n: site.index }),
    changed ? t("balam.changedSince", { list: changed.map((c) => t(`balam.change.${c}`)).join(", ") }) : null,
    t("balam.produces", { wealth: site.production }),
    site.owner === null ? t("balam.free") : t("balam.cityOf", { name: playerName(site.owner) }),
    site.volcano ? t("balam.volcano") : null,
    site.cenote ? t("balam.cenote") : null,
    site.seaside ? t("balam.seaside") : null,
    t("balam.slots", { n: site.slots }),
    ...site.buildings.map((b) => `${slotsText(b.slots, t)}: ${buildingText(b, t)}`),
    site.pyramids.some((n) => n > 0)
      ? t("balam.markets", { list: site.pyramids.flatMap((n, s) => (n > 0 ? [`${playerName(s)} ${n}`] : [])).join(", ") })
      : null,
    t("balam.pathsTo", { list: site.neighbours.join(", ") }),
  ];
  return parts.filter(Boolean).join(", ");
}

const slotsText = (slots: number[], t: Translate) => slots.map((s) => t("balam.slot", { n: s + 1 })).join("–");
export const buildingText = (b: Site["buildings"][number], t: Translate) =>
  `${t("balam.building", { kind: b.kind })}${b.token ? ` ${t("balam.holding", { wealth: b.token })}` : ""}`;
