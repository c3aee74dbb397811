// Balam's words shared by both catalogs: wealth, buildings and cards in each language, and how a log
// line's params are read and counted (messages-en.ts, messages-fr.ts).
import { CARDS } from "./data";
import { listOf, plural, type MessageContext, type Params } from "../../i18n/index";

type Forms = [one: string, many: string];

const WEALTH_EN: Record<string, Forms> = {
  maize: ["maize", "maize"],
  cacao: ["cacao", "cacao"],
  shell: ["shell", "shells"],
  jade: ["jade", "jade"],
  obsidian: ["obsidian", "obsidian"],
  prisoner: ["prisoner", "prisoners"],
};
const WEALTH_FR: Record<string, Forms> = {
  maize: ["maïs", "maïs"],
  cacao: ["cacao", "cacao"],
  shell: ["coquillage", "coquillages"],
  jade: ["jade", "jade"],
  obsidian: ["obsidienne", "obsidiennes"],
  prisoner: ["prisonnier", "prisonniers"],
};
export const BUILDING_EN: Record<string, Forms> = {
  village: ["village", "villages"],
  garrison: ["garrison", "garrisons"],
  palace: ["palace", "palaces"],
  temple: ["temple", "temples"],
  storehouse: ["storehouse", "storehouses"],
  market: ["market", "markets"],
  ballcourt: ["ball court", "ball courts"],
  observatory: ["observatory", "observatories"],
};
export const BUILDING_FR: Record<string, Forms> = {
  village: ["village", "villages"],
  garrison: ["garnison", "garnisons"],
  palace: ["palais", "palais"],
  temple: ["temple", "temples"],
  storehouse: ["réserve", "réserves"],
  market: ["marché", "marchés"],
  ballcourt: ["terrain de pelote", "terrains de pelote"],
  observatory: ["observatoire", "observatoires"],
};
const CARD_EN: Record<string, string> = {
  prosperous: "Prosperous Katun",
  favourable: "Favourable Katun",
  exceptional: "Exceptional Katun",
  expedition: "Return of an expedition",
  cacaoFeast: "Cacao feast",
  marriage: "Princely marriage",
  cenoteCult: "Cult of the sacred cenotes",
  ballGame: "Ball game",
  eclipse: "Eclipse",
  drought: "Drought",
  insurrection: "Insurrection",
  earthquake: "Earthquake",
  pochtecas: "Pochteca competition",
  toltecRaid: "Toltec raid",
  decadence: "Decadence",
  eruption: "Volcanic eruptions",
  tidalWave: "Tidal wave",
};
const CARD_FR: Record<keyof typeof CARD_EN, string> = {
  prosperous: "Katun prospère",
  favourable: "Katun favorable",
  exceptional: "Katun exceptionnel",
  expedition: "Retour d’expédition",
  cacaoFeast: "Fête du cacao",
  marriage: "Mariage princier",
  cenoteCult: "Culte des cénotes sacrés",
  ballGame: "Match de pelote",
  eclipse: "Éclipse",
  drought: "Sécheresse",
  insurrection: "Insurrection",
  earthquake: "Tremblement de terre",
  pochtecas: "Concurrence pochtecas",
  toltecRaid: "Raid toltèque",
  decadence: "Décadence",
  eruption: "Éruptions volcaniques",
  tidalWave: "Raz de marée",
};

export const pick = (forms: Forms | undefined, fallback: unknown, n: number) => (forms ? forms[n > 1 ? 1 : 0] : String(fallback));
export const num = (v: unknown) => Number(v);
export const arr = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
// Who closes a site to the reader's wealth (`closedBy`): the king who controls it, or several with more small
// pyramids than the reader (the kings tied for the most on a free site, or under revision 1 the rivals together).
export const closersEn = (by: unknown, c: MessageContext) => {
  const kings = arr(by).map((s) => c.player(num(s)));
  return kings.length > 1 ? `${listOf(kings, "en")} have more small pyramids there than you` : `${kings[0] ?? "another king"} controls it`;
};
export const closersFr = (by: unknown, c: MessageContext) => {
  const kings = arr(by).map((s) => c.player(num(s)));
  return kings.length > 1 ? `${listOf(kings, "fr")} y ont plus de petites pyramides que vous` : `${kings[0] ?? "un autre roi"} le contrôle`;
};

/** "2 maize", "1 shell" / "2 coquillages". */
export const countedEn = (w: unknown, n: unknown) => `${n} ${pick(WEALTH_EN[String(w)], w, num(n))}`;
export const countedFr = (w: unknown, n: unknown) => `${n} ${pick(WEALTH_FR[String(w)], w, num(n))}`;
/** A list of single tokens, grouped: ["maize","maize","jade"] → "2 maize and 1 jade". */
export function tokens(wealth: unknown, lang: "en" | "fr"): string {
  const counts = new Map<string, number>();
  for (const w of arr(wealth)) counts.set(String(w), (counts.get(String(w)) ?? 0) + 1);
  const counted = lang === "en" ? countedEn : countedFr;
  return listOf(
    [...counts].map(([w, n]) => counted(w, n)),
    lang,
  );
}
export const wEn = (w: unknown) => pick(WEALTH_EN[String(w)], w, 1);
export const wFr = (w: unknown) => pick(WEALTH_FR[String(w)], w, 1);
export const bEn = (k: unknown) => pick(BUILDING_EN[String(k)], k, 1);
/** One building in English with its article: "a palace", "an observatory". */
export const aBuildingEn = (k: unknown) => {
  const noun = bEn(k);
  return `${/^[aeiou]/i.test(noun) ? "an" : "a"} ${noun}`;
};
export const bFr = (k: unknown) => pick(BUILDING_FR[String(k)], k, 1);
export const cardEn = (k: unknown) => CARD_EN[String(k)] ?? String(k);
export const cardFr = (k: unknown) => CARD_FR[String(k)] ?? String(k);
/** A card named by its id (divination): its kind, in the reader's language. */
export const cardKind = (id: unknown) => CARDS.find((c) => c.id === id)?.kind;
export const who = (p: Params, c: MessageContext, key = "seat") => c.player(num(p[key]));
/** Slots are numbered from 1 on screen. */
export const prestigeFr = (n: unknown) => `${n} ${plural("fr", num(n), { one: "point", other: "points" })} de prestige`;
/** A building with its article: "une garnison", "un temple". */
export const aFr = (k: unknown) => `${bFr(k) === "réserve" || bFr(k) === "garnison" ? "une" : "un"} ${bFr(k)}`;
export const slot = (s: unknown) => num(s) + 1;
export const slotsText = (slots: unknown, lang: "en" | "fr") => {
  const shown = arr(slots).map(slot);
  return shown.length > 1
    ? `${lang === "en" ? "slots" : "emplacements"} ${shown.join("–")}`
    : `${lang === "en" ? "slot" : "emplacement"} ${shown[0]}`;
};
/** The garrisons a defender names, by site and slot. */
export const garrisonsNamed = (garrisons: unknown, lang: "en" | "fr") =>
  arr(garrisons).map((g) => {
    const { site, slot: at } = g as { site: unknown; slot: unknown };
    return lang === "en" ? `site ${site} (slot ${slot(at)})` : `du site ${site} (emplacement ${slot(at)})`;
  });
export const face = (f: unknown, lang: "en" | "fr") => (f === "skull" ? (lang === "en" ? "skull" : "crâne") : String(f));
export const reasonEn = (r: unknown) => (r === "war" ? "war" : r === "demolished" ? "demolition" : cardEn(r));
export const reasonFr = (r: unknown) => (r === "war" ? "la guerre" : r === "demolished" ? "la démolition" : cardFr(r));
export const scoresOf = (p: Params, c: MessageContext, lang: "en" | "fr") =>
  listOf(
    arr(p.scores).map((s, seat) => `${c.player(seat)} ${s}${num(arr(p.bonus)[seat]) ? ` (+${arr(p.bonus)[seat]})` : ""}`),
    lang,
  );
