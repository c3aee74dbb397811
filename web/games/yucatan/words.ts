// The Yucatàn board in words: a hex, a warrior, what changed since the last visit, a player's facts.
import type { Hex } from "../../../shared/games/yucatan/board";
import { GUILDS, type Guild } from "../../../shared/games/yucatan/data";
import type { YucatanView } from "../../../shared/games/yucatan/index";
import type { Translate } from "../../../shared/i18n/index";

type View = YucatanView;
type Warrior = View["warriors"][number];

export const guildName = (g: Guild | null, t: Translate) => t(g ? `yucatan.guild.${g}` : "yucatan.guild.unknown");

export interface Names {
  t: Translate;
  playerName(seat: number): string;
  seat: number | null;
}

/** What is on a hex, in words: its number, terrain, river, city, village and warrior. */
export function describeHex(view: View, hex: Hex, { t, playerName, seat }: Names): string {
  const parts = [t("yucatan.hex", { hex: hex.id }), t(`yucatan.terrain.${hex.terrain}`)];
  if (hex.beach) parts.push(t("yucatan.beach"));
  else if (hex.rivers.length > 0) parts.push(t("yucatan.river"));
  const city = view.cities.find((c) => c.hex === hex.id);
  if (city)
    parts.push(t("yucatan.cityOf", { name: playerName(city.seat), prisoners: city.prisoners, pyramid: view.seats[city.seat]!.pyramid }));
  const village = view.villages.find((v) => v.hex === hex.id);
  if (village)
    parts.push(
      t("yucatan.village", { owner: village.owner, name: village.owner === null ? "" : playerName(village.owner), size: village.size }),
    );
  const w = view.warriors.find((x) => x.hex === hex.id);
  if (w) parts.push(warriorWords(w, { t, playerName, seat }));
  return parts.join(", ");
}

function warriorWords(w: Warrior, { t, playerName, seat }: Names): string {
  return t("yucatan.warrior", {
    mine: w.owner === seat,
    name: playerName(w.owner),
    id: w.id,
    guild: guildName(w.guild, t),
    revealed: w.revealed,
    prisoners: w.prisoners,
  });
}

/**
 * What changed on each hex since the viewer's last visit, in words: warriors that arrived, were taken,
 * were revealed or took prisoners, villages built or taken, pyramids raised. Empty without an earlier
 * view (or for another board).
 */
export function sinceMarks(view: View, since: View | undefined, { t, playerName }: Names): Map<number, string[]> {
  const marks = new Map<number, string[]>();
  if (!since || since.board !== view.board) return marks;
  const mark = (hex: number, words: string) => marks.set(hex, [...(marks.get(hex) ?? []), words]);
  const before = new Map(since.warriors.map((w) => [w.id, w]));
  const now = new Set(view.warriors.map((w) => w.id));
  for (const w of view.warriors) {
    const was = before.get(w.id);
    const words = { name: playerName(w.owner), id: w.id };
    if (was?.hex !== w.hex) mark(w.hex, t("yucatan.sinceMoved", words));
    if (was && w.revealed && !was.revealed) mark(w.hex, t("yucatan.sinceRevealed", words));
    if (was && w.prisoners > was.prisoners) mark(w.hex, t("yucatan.sinceFought", words));
  }
  for (const was of since.warriors)
    if (!now.has(was.id)) mark(was.hex, t("yucatan.sinceTaken", { name: playerName(was.owner), id: was.id }));
  const villages = new Map(since.villages.map((v) => [v.hex, v]));
  for (const v of view.villages) {
    const was = villages.get(v.hex);
    if (was?.owner !== v.owner || was.size !== v.size) mark(v.hex, t("yucatan.sinceVillage"));
  }
  for (const city of view.cities)
    if (view.seats[city.seat]!.pyramid > (since.seats[city.seat]?.pyramid ?? 0)) mark(city.hex, t("yucatan.sincePyramid"));
  return marks;
}

export function seatFacts(view: View, s: View["seats"][number], t: Translate): string[] {
  const detail = s.reserveGuilds ? GUILDS.map((g) => `${guildName(g, t)} ${s.reserveGuilds![g]}`).join(", ") : "";
  const city = view.cities.find((c) => c.seat === s.seat)!;
  return [
    t("yucatan.pyramid", { level: s.pyramid }),
    t("yucatan.cityPrisoners", { count: city.prisoners }),
    t("yucatan.warriorsFed", { on: s.warriorsOnBoard, feed: s.canFeed }),
    t("yucatan.reserve", { count: s.reserve, detail }),
    t("yucatan.villagesLeft", { left: s.villagesLeft }),
  ];
}
