// Balam's words: every log line of the engine (`balam.round`, …, docs/games/balam.md lists them with their
// params), the moves as the confirm dialog says them, and the board's own labels, in English and French.
import { CARDS } from "./data";
import { listOf, plural, type Message, type MessageContext, type Params } from "../../i18n/index";

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
const BUILDING_EN: Record<string, Forms> = {
  village: ["village", "villages"],
  garrison: ["garrison", "garrisons"],
  palace: ["palace", "palaces"],
  temple: ["temple", "temples"],
  storehouse: ["storehouse", "storehouses"],
  market: ["market", "markets"],
  ballcourt: ["ball court", "ball courts"],
  observatory: ["observatory", "observatories"],
};
const BUILDING_FR: Record<string, Forms> = {
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

const pick = (forms: Forms | undefined, fallback: unknown, n: number) => (forms ? forms[n > 1 ? 1 : 0] : String(fallback));
const num = (v: unknown) => Number(v);
const arr = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
// Who closes a site to the reader's wealth (`closedBy`): the king who controls it, or several with more small
// pyramids than the reader (the kings tied for the most on a free site, or under revision 1 the rivals together).
const closersEn = (by: unknown, c: MessageContext) => {
  const kings = arr(by).map((s) => c.player(num(s)));
  return kings.length > 1 ? `${listOf(kings, "en")} have more small pyramids there than you` : `${kings[0] ?? "another king"} controls it`;
};
const closersFr = (by: unknown, c: MessageContext) => {
  const kings = arr(by).map((s) => c.player(num(s)));
  return kings.length > 1 ? `${listOf(kings, "fr")} y ont plus de petites pyramides que vous` : `${kings[0] ?? "un autre roi"} le contrôle`;
};

/** "2 maize", "1 shell" / "2 coquillages". */
const countedEn = (w: unknown, n: unknown) => `${n} ${pick(WEALTH_EN[String(w)], w, num(n))}`;
const countedFr = (w: unknown, n: unknown) => `${n} ${pick(WEALTH_FR[String(w)], w, num(n))}`;
/** A list of single tokens, grouped: ["maize","maize","jade"] → "2 maize and 1 jade". */
function tokens(wealth: unknown, lang: "en" | "fr"): string {
  const counts = new Map<string, number>();
  for (const w of arr(wealth)) counts.set(String(w), (counts.get(String(w)) ?? 0) + 1);
  const counted = lang === "en" ? countedEn : countedFr;
  return listOf(
    [...counts].map(([w, n]) => counted(w, n)),
    lang,
  );
}
const wEn = (w: unknown) => pick(WEALTH_EN[String(w)], w, 1);
const wFr = (w: unknown) => pick(WEALTH_FR[String(w)], w, 1);
const bEn = (k: unknown) => pick(BUILDING_EN[String(k)], k, 1);
const bFr = (k: unknown) => pick(BUILDING_FR[String(k)], k, 1);
const cardEn = (k: unknown) => CARD_EN[String(k)] ?? String(k);
const cardFr = (k: unknown) => CARD_FR[String(k)] ?? String(k);
/** A card named by its id (divination): its kind, in the reader's language. */
const cardKind = (id: unknown) => CARDS.find((c) => c.id === id)?.kind;
const who = (p: Params, c: MessageContext, key = "seat") => c.player(num(p[key]));
/** Slots are numbered from 1 on screen. */
const prestigeFr = (n: unknown) => `${n} ${plural("fr", num(n), { one: "point", other: "points" })} de prestige`;
/** A building with its article: "une garnison", "un temple". */
const aFr = (k: unknown) => `${bFr(k) === "réserve" || bFr(k) === "garnison" ? "une" : "un"} ${bFr(k)}`;
const slot = (s: unknown) => num(s) + 1;
const slotsText = (slots: unknown, lang: "en" | "fr") => {
  const shown = arr(slots).map(slot);
  return shown.length > 1
    ? `${lang === "en" ? "slots" : "emplacements"} ${shown.join("–")}`
    : `${lang === "en" ? "slot" : "emplacement"} ${shown[0]}`;
};
const face = (f: unknown, lang: "en" | "fr") => (f === "skull" ? (lang === "en" ? "skull" : "crâne") : String(f));
const reasonEn = (r: unknown) => (r === "war" ? "war" : r === "demolished" ? "demolition" : cardEn(r));
const reasonFr = (r: unknown) => (r === "war" ? "la guerre" : r === "demolished" ? "la démolition" : cardFr(r));
const scoresOf = (p: Params, c: MessageContext, lang: "en" | "fr") =>
  listOf(
    arr(p.scores).map((s, seat) => `${c.player(seat)} ${s}${num(arr(p.bonus)[seat]) ? ` (+${arr(p.bonus)[seat]})` : ""}`),
    lang,
  );

export const en = {
  // --- Log lines
  "balam.round": (p, c) => `Round ${p.round} begins with ${who(p, c, "first")}: ${p.cards} Katun cards are laid face down.`,
  "balam.divination": (p, c) =>
    `${who(p, c)}'s observatories reveal ${p.count} ${num(p.count) > 1 ? "cards" : "card"} of the round to them.`,
  "balam.divined": (p) =>
    `You foresee: ${arr(p.positions)
      .map((pos, i) => `card ${num(pos) + 1}: ${cardEn(cardKind(arr(p.cards)[i]))}`)
      .join(", ")}.`,
  "balam.flipped": (p, c) => `${who(p, c)} turns over card ${num(p.position) + 1}: ${cardEn(p.kind)}.`,
  "balam.tax": (p, c) => `${who(p, c)} pays 1 ${wEn(p.wealth)} to act.`,
  "balam.site-chosen": (p, c) => `${who(p, c)} chooses site ${p.site} to build on.`,
  "balam.build-finished": (p, c) => `${who(p, c)} finishes building on site ${p.site}.`,
  "balam.built": (p, c) =>
    `${who(p, c)} builds a ${bEn(p.kind)} on site ${p.site} (slot ${slot(p.slot)}) for ${tokens(p.paid, "en")}${p.founded ? ", founding a city" : ""}.`,
  "balam.demolished": (p, c) => `${who(p, c)} pulls down their ${bEn(p.kind)} on site ${p.site} (slot ${slot(p.slot)}).`,
  "balam.city-lost": (p, c) => `${who(p, c)} loses the city on site ${p.site} (${reasonEn(p.reason)}): the site is free again.`,
  "balam.passed": (p, c) => `${who(p, c)} passes.`,
  "balam.attack": (p, c) =>
    `${who(p, c)} attacks ${who(p, c, "defender")}'s city on site ${p.to} from site ${p.from} with ${p.garrisons} ${num(p.garrisons) > 1 ? "garrisons" : "garrison"}${num(p.obsidian) ? `, spending ${p.obsidian} obsidian` : ""}.`,
  "balam.defence": (p, c) => `${who(p, c)} defends with ${p.obsidian} obsidian.`,
  "balam.dice": (p, c) =>
    `${who(p, c)} rolls ${arr(p.faces)
      .map((f) => face(f, "en"))
      .join(
        ", ",
      )}: attack ${p.attack} against defence ${p.defence}${num(p.points) > 0 ? `, ${p.points} ${num(p.points) > 1 ? "points" : "point"} of destruction` : ": the attack fails"}.`,
  "balam.garrison-lost": (p, c) =>
    `${who(p, c)} loses the garrison on site ${p.site} (slot ${slot(p.slot)})${p.token ? ` with its ${wEn(p.token)}` : ""}.`,
  "balam.destroyed": (p, c) => `${who(p, c)} destroys ${who(p, c, "defender")}'s ${bEn(p.kind)} on site ${p.site}.`,
  "balam.prisoners": (p, c) =>
    `${who(p, c)} captures ${p.taken} ${num(p.taken) > 1 ? "prisoners" : "prisoner"} and keeps ${p.kept} in free garrisons.`,
  "balam.devastated": (p, c) =>
    `${who(p, c, "defender")}'s city on site ${p.site} is devastated: ${who(p, c)} may build there without paying the tax.`,
  "balam.gained": (p, c) => `${who(p, c)} gains ${countedEn(p.wealth, p.count)}.`,
  "balam.prestige": (p, c) => `${who(p, c)} takes ${p.points} prestige.`,
  "balam.dowry": (p, c) => `${who(p, c)} takes 1 ${wEn(p.wealth)} from ${who(p, c, "from")} as a dowry.`,
  "balam.offered": (p, c) => `${who(p, c)} offers 1 ${wEn(p.wealth)} to the cenote on site ${p.site}: ${p.points} prestige.`,
  "balam.offerings-ended": (p, c) => `${who(p, c)} makes no more offerings.`,
  "balam.tribute": (p, c) => `${who(p, c)} pays ${countedEn(p.wealth, p.count)} from the board against the ${cardEn(p.kind)}.`,
  "balam.ruined": (p, c) => {
    const lost = arr(p.buildings).length
      ? listOf(
          arr(p.buildings).map((k, i) => `the ${bEn(k)} on site ${arr(p.sites)[i]}`),
          "en",
        )
      : arr(p.sites).length
        ? `the cities on sites ${arr(p.sites).join(", ")}`
        : "nothing";
    return `${cardEn(p.kind)}: ${who(p, c)} loses ${lost}.`;
  },
  "balam.no-effect": (p, c) => `${cardEn(p.kind)}: nothing happens to ${who(p, c)}.`,
  "balam.ball-game": (p, c) => {
    const won = arr(p.points).flatMap((pts, seat) => (num(pts) > 0 ? [`${c.player(seat)} ${pts}`] : []));
    return `Ball game ${p.number} of ${p.of}: ${won.length ? `prestige for ${listOf(won, "en")}` : "nobody scores"}.`;
  },
  "balam.eclipse": (p, c) => `${who(p, c)} reveals the eclipse: from now on Chaak sends no more maize.`,
  "balam.produced": (p, c) => `${who(p, c)}'s villages produce ${countedEn(p.wealth, p.count)}.`,
  "balam.production-short": (p, c) => `The supply is out: ${who(p, c)}'s villages miss ${countedEn(p.wealth, p.count)}.`,
  "balam.plan-submitted": (p, c) => `${who(p, c)} has sent their distribution plan.`,
  "balam.route-planned": (p, c) => `${who(p, c)} adds a route to their distribution plan.`,
  "balam.taxed": (p, c) => `${who(p, c)}'s palaces collect ${tokens(p.wealth, "en")}.`,
  "balam.ceremony": (p, c) => `${who(p, c)}'s temples sacrifice ${tokens(p.wealth, "en")}: ${p.points} prestige.`,
  "balam.lost": (p, c) => `${who(p, c)} loses ${tokens(p.wealth, "en")} left on the board.`,
  "balam.clemency": (p, c) => `Chaak's clemency: ${who(p, c)} gains ${countedEn("maize", p.count)}.`,
  "balam.game-end": (p, c) => `The game is over. Prestige with the wealth bonus: ${scoresOf(p, c, "en")}.`,

  // --- Moves, for the confirm dialog
  "balam.move.flip": (p) => `Turn over Katun card ${num(p.card) + 1} (instead of paying a wealth).`,
  "balam.move.tax": (p) => `Pay 1 ${wEn(p.wealth)}, then build, attack or pass.`,
  "balam.move.site": (p) => (p.free ? `Found a city on site ${p.site} and build there.` : `Build in your city on site ${p.site}.`),
  "balam.move.build": (p) => `Build a ${bEn(p.kind)} on ${slotsText(p.slots, "en")} of site ${p.site}, paying ${tokens(p.pay, "en")}.`,
  "balam.move.demolish": (p) => `Pull down your ${bEn(p.kind)} on slot ${slot(p.slot)} of site ${p.site} (free).`,
  "balam.move.attack": (p, c) =>
    `Attack ${who(p, c, "defender")}'s city on site ${p.to} from site ${p.from} with the garrisons on slots ${arr(p.garrisons).map(slot).join(", ")}${arr(p.obsidian).length ? `, spending ${arr(p.obsidian).length} obsidian` : ""}.`,
  "balam.move.defend": (p) => `Defend with ${p.obsidian} obsidian${num(p.obsidian) ? " (taken first from the attacked city)" : ""}.`,
  "balam.move.casualties": (p) => `Lose the garrisons on ${arr(p.slots).map(slot).join(", ")} of site ${p.site}.`,
  "balam.move.destroy": (p) =>
    arr(p.kinds).length ? `Destroy the ${listOf(arr(p.kinds).map(bEn), "en")} on site ${p.site}.` : "Destroy nothing.",
  "balam.move.end": (p) =>
    p.during === "act"
      ? "Pass (the wealth paid is spent)."
      : p.during === "build"
        ? p.nothingBuilt
          ? "Finish building without building anything: the wealth you paid to act is spent all the same."
          : "Finish building."
        : "Make no more offerings.",
  "balam.move.gain": (p) => (p.choice === "prestige" ? `Take ${p.points} prestige.` : `Take 1 ${wEn(p.choice)} from the supply.`),
  "balam.move.dowry": (p, c) => `Take 1 ${wEn(p.wealth)} from ${who(p, c, "from")} as a dowry.`,
  "balam.move.offer": (p) => `Send the ${wEn(p.wealth)} on site ${p.from} to the cenote on site ${p.cenote} (${p.points} prestige).`,
  "balam.move.tribute": (p) =>
    `Pay ${tokens(p.wealth, "en")} from ${listOf(
      arr(p.sites).map((s) => `site ${s}`),
      "en",
    )}.`,
  "balam.move.ruin": (p) =>
    arr(p.kinds).length
      ? `Lose ${listOf(
          arr(p.kinds).map((k, i) => `the ${bEn(k)} on site ${arr(p.sites)[i]}`),
          "en",
        )} instead of paying.`
      : `Lose your cities on sites ${arr(p.sites).join(", ")} instead of paying.`,
  "balam.move.route": (p) =>
    `Send the ${wEn(p.wealth)} on site ${p.fromSite} to your ${bEn(p.kind)} on site ${p.toSite} (slot ${slot(p.toSlot)}).`,
  "balam.move.routes": (p) => `Send ${p.count} wealth as planned${p.submit ? " and submit your plan" : ""}.`,
  "balam.move.submit": (p) =>
    num(p.count)
      ? `Submit your plan (${p.count} ${num(p.count) > 1 ? "routes" : "route"}); wealth not sent anywhere is lost, except in storehouses and armed garrisons.`
      : "Submit an empty plan: wealth on villages and prisoners in garrisons are lost.",

  // --- The board
  "balam.changedSince": "new since your last visit: {list}",
  "balam.change.taken": "taken",
  "balam.change.built": "built on",
  "balam.change.destroyed": "buildings lost",
  "balam.change.wealth": "wealth moved",
  "balam.change.markets": "markets changed",
  "balam.change.attacked": "attacked",
  "balam.cardNew": "turned up since your last visit",
  "balam.legend": "What the pictures mean",
  "balam.legend.city": "large pyramid: a king's city",
  "balam.legend.market": "small pyramid and count: a king's markets around the site",
  "balam.legend.path": "path between sites",
  "balam.legend.changed": "changed since your last visit",
  "balam.inHand": "in hand:",
  "balam.map": "The land of the Maya kings: sites joined by paths",
  "balam.site": "Site {n}",
  "balam.slot": "slot {n}",
  "balam.free": "free",
  "balam.cityOf": "{name}'s city",
  "balam.volcano": "volcano",
  "balam.cenote": "cenote",
  "balam.seaside": "by the sea",
  "balam.produces": (p) => `produces ${wEn(p.wealth)}`,
  "balam.slots": "{n} slots",
  "balam.emptySlot": "empty",
  "balam.holding": (p) => `holding ${wEn(p.wealth)}`,
  "balam.markets": "small pyramids: {list}",
  "balam.pathsTo": "paths to sites {list}",
  "balam.chooseSite": (p) => `${p.label}. Choose this site to build on.`,
  "balam.building": (p) => `${bEn(p.kind)}`,
  "balam.buildingPlural": (p) => pick(BUILDING_EN[String(p.kind)], p.kind, num(p.n)),
  "balam.wealthName": (p) => wEn(p.wealth),
  "balam.cardName": (p) => cardEn(p.kind),
  "balam.kings": "The kings",
  "balam.prestigePoints": "{n} prestige",
  "balam.cities": (p) => `${p.n} ${num(p.n) === 1 ? "city" : "cities"}`,
  "balam.pyramidsLeft": "pyramids left: {large} large, {small} small",
  "balam.observatories": "observatories {n}",
  "balam.ballCourts": "ball courts {n}",
  "balam.planSent": "plan sent",
  "balam.planning": "planning",
  "balam.toPlay": "to play",
  "balam.sheet": "Wealth on the sheet",
  "balam.katun": "Katun cards of round {round}",
  "balam.katunFacts": (p) => `${p.deck} cards in the deck · ball games ${p.played} of ${p.end}${p.eclipse ? " · the eclipse is out" : ""}`,
  "balam.cardPosition": "Card {n}",
  "balam.faceDown": "face down",
  "balam.divinedTag": "foreseen",
  "balam.flipCard": "{card}: turn it over",
  "balam.cardDetail": (p) =>
    p.kind === "prosperous"
      ? `${cardEn(p.kind)}: ${arr(p.wealth).map(wEn).join(" or ")} or ${p.prestige} prestige`
      : p.kind === "favourable"
        ? `${cardEn(p.kind)}: ${arr(p.wealth).map(wEn).join("")}`
        : cardEn(p.kind),
  "balam.yourMove": "Your move",
  "balam.step.start": "Turn over a face-down Katun card above, or pay one wealth to build, attack or pass:",
  "balam.step.act": "Choose a site on the map to build on (your city or a free site), attack, or pass.",
  "balam.step.build": (p) =>
    `Building on site ${p.site}${p.free ? " (devastated city, no tax)" : ""}: choose a building, a slot, then how to pay.`,
  "balam.step.defend": (p, c) => `${c.player(num(p.attacker))} attacks your city on site ${p.site}. Spend obsidian to defend?`,
  "balam.step.casualties": "Skulls: choose which committed garrisons you lose.",
  "balam.step.destroy": (p) => `Your attack scores ${p.points}: choose what to destroy.`,
  "balam.step.decision": (p) => `${cardEn(p.kind)}: your choice.`,
  "balam.waitingFor": (p) => `Waiting for ${p.names}.`,
  "balam.payTax": "Pay one wealth",
  "balam.attackTitle": "Attack",
  "balam.attackTarget": (p, c) => `From site ${p.from} against ${c.player(num(p.defender))}'s city on site ${p.to}`,
  "balam.buildTitle": "Build",
  "balam.buildKind": (p) =>
    `${bEn(p.kind)} (${arr(p.cost)
      .map((x) => (x === "any" ? "any wealth" : wEn(x)))
      .join(" + ")})`,
  "balam.chooseSlot": (p) => `On ${slotsText(p.slots, "en")}`,
  "balam.payWith": (p) => `Pay ${tokens(p.pay, "en")}`,
  "balam.demolishTitle": "Pull down (free)",
  "balam.lastWar": "The last war",
  "balam.warLine": (p, c) => `${c.player(num(p.attacker))} (site ${p.from}) against ${c.player(num(p.defender))} (site ${p.to})`,
  "balam.diceLabel": "Dice",
  "balam.dieFace": (p) => (p.face === "skull" ? "skull" : `${p.face}`),
  "balam.warScore": (p) =>
    `attack ${p.attack} (with ${p.attackObsidian} obsidian) against defence ${p.defence} (with ${p.defenceObsidian} obsidian)`,
  "balam.warOutcome": (p) =>
    [
      num(p.points) > 0 ? `${p.points} ${num(p.points) > 1 ? "points" : "point"} of destruction` : "no damage",
      arr(p.destroyed).length ? `destroyed: ${listOf(arr(p.destroyed).map(bEn), "en")}` : null,
      num(p.garrisonsLost) ? `attacker's garrisons lost: ${p.garrisonsLost}` : null,
      num(p.prisoners) ? `prisoners kept: ${p.prisoners}` : null,
      p.devastated ? "the city is devastated" : null,
    ]
      .filter(Boolean)
      .join(" · "),
  "balam.distribution": "Distribution",
  "balam.distributionHelp":
    "Route each wealth on your buildings: to a temple (sacrificed for prestige), a palace (back on your sheet), a garrison (obsidian only) or a storehouse (kept). Of the wealth you leave where it is, only storehouses' stock and garrisons' obsidian stay; the rest is lost.",
  "balam.yourPlan": "Your plan",
  "balam.noRoutes": "No route yet.",
  "balam.toRoute": "Wealth to route",
  "balam.nothingToRoute": "Every wealth of yours has a route.",
  "balam.tokenAt": (p) => `${wEn(p.wealth)} on your ${bEn(p.kind)}, site ${p.site} (slot ${slot(p.slot)})`,
  "balam.sendTo": "Send it to",
  "balam.destination": (p) => `your ${bEn(p.kind)} on site ${p.site} (slot ${slot(p.slot)})`,
  "balam.noDestination": "You have no temple, palace, garrison or storehouse to send it to.",
  "balam.submitPlan": "Submit the plan",
  "balam.planIn": "Your plan is in. The wealth moves when every king has sent theirs.",
  "balam.final": (p) => `Wealth bonus +${p.bonus} (from ${p.wealth} wealth)`,
  "balam.refused.gameOver": "The game is over.",
  "balam.refused.notYourTurn": "It is not your turn.",
  "balam.refused.distribution": "Every king is planning the distribution: send your plan.",
  "balam.refused.flipAtStart": "You flip a Katun card instead of paying a wealth, at the start of your turn.",
  "balam.refused.noCard": "Flip one of the face-down Katun cards of this round.",
  "balam.refused.taxAtStart": "You pay one wealth at the start of your turn only.",
  "balam.refused.noneOnSheet": (p) => `You have no ${wEn(p.wealth)} on your sheet.`,
  "balam.refused.taxBeforeBuilding": "Pay one wealth first; then choose where to build.",
  "balam.refused.noSite": "There is no such site.",
  "balam.refused.buildOnOwn": "You build on your own cities or on free sites only.",
  "balam.refused.noPyramid": "You have no large pyramid left to found a city.",
  "balam.refused.nothingToEnd": "There is nothing to finish now.",
  "balam.refused.siteFirst": "Choose the site you build on first, after paying your wealth.",
  "balam.refused.twoSlots": (p) => `A ${bEn(p.kind)} covers two adjacent slots.`,
  "balam.refused.oneSlot": (p) => `A ${bEn(p.kind)} covers one slot.`,
  "balam.refused.slotTaken": "That slot is taken or does not exist on this site.",
  "balam.refused.twoSlotsForTemple": "A palace or temple needs two adjacent slots.",
  "balam.refused.noTile": (p) => `No ${String(p.tile).split("-").map(bEn).join("/")} tile is left.`,
  "balam.refused.noSmallPyramids": "You have too few small pyramids left for a market here.",
  "balam.refused.costsWealth": (p) => `A ${bEn(p.kind)} costs ${listOf(arr(p.wealth).map(wEn), "en")}.`,
  "balam.refused.costsCount": (p) => `A ${bEn(p.kind)} costs ${p.count} wealth.`,
  "balam.refused.notEnoughOnSheet": (p) => `You do not have enough ${wEn(p.wealth)} on your sheet.`,
  "balam.refused.demolishWhileBuilding": "You may remove buildings only while building on that site.",
  "balam.refused.noBuilding": "None of your buildings starts at that slot.",
  "balam.refused.taxBeforeAttack": "Pay one wealth first; then you may attack (instead of building).",
  "balam.refused.attackFromOwn": "You attack from one of your own cities.",
  "balam.refused.noEnemy": "You attack an enemy city.",
  "balam.refused.notNeighbour": "The enemy city must be at the end of a path from yours.",
  "balam.refused.badGarrisons": "Name each committed garrison of the attacking city once.",
  "balam.refused.badObsidian": "Only obsidian on the committed garrisons can be spent, once each.",
  "balam.refused.noBattle": "No battle is waiting for that decision.",
  "balam.refused.defenceObsidian": (p) => `You can spend from 0 to ${p.count} obsidian on the defending garrisons.`,
  "balam.refused.casualties": (p) => `Choose ${p.count} of the committed garrisons to lose.`,
  "balam.refused.destruction": (p) =>
    `Destroy buildings worth up to ${p.points} ${num(p.points) === 1 ? "point" : "points"} (temples and palaces count 2) until nothing more fits.`,
  "balam.refused.noDecisionCard": "No Katun card is waiting for your decision.",
  "balam.refused.prosperous": (p) =>
    `This card gives ${arr(p.wealth).map(wEn).join(" or ")} (while the supply has some) or ${p.prestige} prestige.`,
  "balam.refused.expedition": "Choose one wealth the supply still has.",
  "balam.refused.marriage": "Take one wealth another king has on his sheet.",
  "balam.refused.cenoteCult":
    "Send one wealth from your storehouses or garrisons to each cenote it can reach by your transport rules, or stop.",
  "balam.refused.noDecisionAsked": "This card asks for no decision.",
  "balam.refused.catastrophe": (p) => {
    const lose = p.cities
      ? `your cities ${p.cities === "volcano" ? "next to a volcano" : "by the sea"}`
      : listOf(
          arr(p.kinds).map((k, i) => `${arr(p.counts)[i]} ${pick(BUILDING_EN[String(k)], k, num(arr(p.counts)[i]))}`),
          "en",
        );
    return `Pay ${countedEn(p.pay, p.count)} from your storehouses or garrisons, or lose ${lose} (of your choice).`;
  },
  "balam.refused.noWealth": (p) => `There is none of your wealth on site ${p.site}, slot ${slot(p.slot)}.`,
  "balam.refused.badDestination": "Wealth goes to one of your temples, palaces, garrisons or storehouses.",
  "balam.refused.alreadyThere": "That wealth is already there.",
  "balam.refused.garrisonObsidian": "A garrison is equipped with obsidian only.",
  "balam.refused.cannotLeave": (p, c) => `The ${wEn(p.wealth)} cannot leave site ${p.site}: ${closersEn(p.by, c)}.`,
  "balam.refused.cannotEnter": (p, c) => `Your wealth may not enter site ${p.site}: ${closersEn(p.by, c)}.`,
  "balam.refused.cannotCross": (p) =>
    `The ${wEn(p.wealth)} from site ${p.from} cannot reach site ${p.to} without crossing a site whose markets you do not control.`,
  "balam.refused.twice": "Each wealth travels once.",
  "balam.refused.fullTwo": (p) => `A ${bEn(p.kind)} takes at most 2 wealth.`,
  "balam.refused.fullOne": (p) => `A ${bEn(p.kind)} holds a single wealth (site ${p.site}, slot ${slot(p.slot)}).`,
  "balam.refused.distributionLater": "The distribution comes at the end of the round.",
  // What each revision of the rules changed (shared/engine/revision.ts); revision 1 is the rules as first played here.
  "balam.revision.1": "The rules as Turnpost first played them.",
  "balam.revision.2":
    "A site's market control is held by one king, the one with the most small pyramids there (the other kings' pyramids no longer add up against yours); on a tie the owner keeps his city and the tied kings may all cross a free site. Two kings tied for the most observatories each see a different Katun card. A plan may store wealth in a full storehouse, or obsidian on a garrison holding a prisoner: what was there is lost.",
  "balam.revision.3":
    "Every move is written in the game's log: choosing a site, finishing a build, each route added to a distribution plan and the end of the offerings to the cenotes.",
} satisfies Record<string, Message>;

export const fr: Record<keyof typeof en, Message> = {
  "balam.round": (p, c) => `La manche ${p.round} commence avec ${who(p, c, "first")} : ${p.cards} cartes Katun sont posées face cachée.`,
  "balam.divination": (p, c) =>
    `Les observatoires de ${who(p, c)} lui révèlent ${p.count} ${num(p.count) > 1 ? "cartes" : "carte"} de la manche.`,
  "balam.divined": (p) =>
    `Vous prévoyez : ${arr(p.positions)
      .map((pos, i) => `carte ${num(pos) + 1} : ${cardFr(cardKind(arr(p.cards)[i]))}`)
      .join(", ")}.`,
  "balam.flipped": (p, c) => `${who(p, c)} retourne la carte ${num(p.position) + 1} : ${cardFr(p.kind)}.`,
  "balam.tax": (p, c) => `${who(p, c)} paie 1 ${wFr(p.wealth)} pour agir.`,
  "balam.site-chosen": (p, c) => `${who(p, c)} choisit le site ${p.site} pour y construire.`,
  "balam.build-finished": (p, c) => `${who(p, c)} termine ses constructions sur le site ${p.site}.`,
  "balam.built": (p, c) =>
    `${who(p, c)} construit ${aFr(p.kind)} sur le site ${p.site} (emplacement ${slot(p.slot)}) pour ${tokens(p.paid, "fr")}${p.founded ? ", et fonde une cité" : ""}.`,
  "balam.demolished": (p, c) => `${who(p, c)} démolit son bâtiment (${bFr(p.kind)}) du site ${p.site} (emplacement ${slot(p.slot)}).`,
  "balam.city-lost": (p, c) => `${who(p, c)} perd sa cité du site ${p.site} (${reasonFr(p.reason)}) : le site est de nouveau libre.`,
  "balam.passed": (p, c) => `${who(p, c)} passe.`,
  "balam.attack": (p, c) =>
    `${who(p, c)} attaque la cité de ${who(p, c, "defender")} sur le site ${p.to} depuis le site ${p.from} avec ${p.garrisons} ${num(p.garrisons) > 1 ? "garnisons" : "garnison"}${num(p.obsidian) ? `, en dépensant ${countedFr("obsidian", p.obsidian)}` : ""}.`,
  "balam.defence": (p, c) => `${who(p, c)} se défend avec ${countedFr("obsidian", p.obsidian)}.`,
  "balam.dice": (p, c) =>
    `${who(p, c)} lance ${arr(p.faces)
      .map((f) => face(f, "fr"))
      .join(
        ", ",
      )} : attaque ${p.attack} contre défense ${p.defence}${num(p.points) > 0 ? `, ${p.points} ${num(p.points) > 1 ? "points" : "point"} de destruction` : " : l’attaque échoue"}.`,
  "balam.garrison-lost": (p, c) =>
    `${who(p, c)} perd la garnison du site ${p.site} (emplacement ${slot(p.slot)})${p.token ? ` et son ${wFr(p.token)}` : ""}.`,
  "balam.destroyed": (p, c) => `${who(p, c)} détruit un bâtiment de ${who(p, c, "defender")} (${bFr(p.kind)}) sur le site ${p.site}.`,
  "balam.prisoners": (p, c) => `${who(p, c)} capture ${countedFr("prisoner", p.taken)} et en garde ${p.kept} dans des garnisons libres.`,
  "balam.devastated": (p, c) =>
    `La cité de ${who(p, c, "defender")} sur le site ${p.site} est dévastée : ${who(p, c)} peut y bâtir sans payer la taxe.`,
  "balam.gained": (p, c) => `${who(p, c)} gagne ${countedFr(p.wealth, p.count)}.`,
  "balam.prestige": (p, c) => `${who(p, c)} prend ${prestigeFr(p.points)}.`,
  "balam.dowry": (p, c) => `${who(p, c)} prend 1 ${wFr(p.wealth)} à ${who(p, c, "from")} en dot.`,
  "balam.offered": (p, c) => `${who(p, c)} offre 1 ${wFr(p.wealth)} au cénote du site ${p.site} : ${prestigeFr(p.points)}.`,
  "balam.offerings-ended": (p, c) => `${who(p, c)} ne fait plus d’offrande.`,
  "balam.tribute": (p, c) => `${who(p, c)} paie ${countedFr(p.wealth, p.count)} du plateau contre la carte ${cardFr(p.kind)}.`,
  "balam.ruined": (p, c) => {
    const lost = arr(p.buildings).length
      ? listOf(
          arr(p.buildings).map((k, i) => `${aFr(k)} (site ${arr(p.sites)[i]})`),
          "fr",
        )
      : arr(p.sites).length
        ? `ses cités des sites ${arr(p.sites).join(", ")}`
        : "rien";
    return `${cardFr(p.kind)} : ${who(p, c)} perd ${lost}.`;
  },
  "balam.no-effect": (p, c) => `${cardFr(p.kind)} : rien n’arrive à ${who(p, c)}.`,
  "balam.ball-game": (p, c) => {
    const won = arr(p.points).flatMap((pts, seat) => (num(pts) > 0 ? [`${c.player(seat)} ${pts}`] : []));
    return `Match de pelote ${p.number} sur ${p.of} : ${won.length ? `prestige pour ${listOf(won, "fr")}` : "personne ne marque"}.`;
  },
  "balam.eclipse": (p, c) => `${who(p, c)} révèle l’éclipse : désormais Chaak n’envoie plus de maïs.`,
  "balam.produced": (p, c) => `Les villages de ${who(p, c)} produisent ${countedFr(p.wealth, p.count)}.`,
  "balam.production-short": (p, c) => `La réserve est vide : il manque ${countedFr(p.wealth, p.count)} aux villages de ${who(p, c)}.`,
  "balam.plan-submitted": (p, c) => `${who(p, c)} a envoyé son plan de répartition.`,
  "balam.route-planned": (p, c) => `${who(p, c)} ajoute un trajet à son plan de répartition.`,
  "balam.taxed": (p, c) => `Les palais de ${who(p, c)} perçoivent ${tokens(p.wealth, "fr")}.`,
  "balam.ceremony": (p, c) => `Les temples de ${who(p, c)} sacrifient ${tokens(p.wealth, "fr")} : ${prestigeFr(p.points)}.`,
  "balam.lost": (p, c) => `${who(p, c)} perd ${tokens(p.wealth, "fr")} restés sur le plateau.`,
  "balam.clemency": (p, c) => `Clémence de Chaak : ${who(p, c)} gagne ${countedFr("maize", p.count)}.`,
  "balam.game-end": (p, c) => `La partie est finie. Prestige avec le bonus de richesse : ${scoresOf(p, c, "fr")}.`,

  "balam.move.flip": (p) => `Retourner la carte Katun ${num(p.card) + 1} (au lieu de payer une richesse).`,
  "balam.move.tax": (p) => `Payer 1 ${wFr(p.wealth)}, puis construire, attaquer ou passer.`,
  "balam.move.site": (p) =>
    p.free ? `Fonder une cité sur le site ${p.site} et y construire.` : `Construire dans votre cité du site ${p.site}.`,
  "balam.move.build": (p) =>
    `Construire : ${bFr(p.kind)}, ${slotsText(p.slots, "fr")} du site ${p.site}, en payant ${tokens(p.pay, "fr")}.`,
  "balam.move.demolish": (p) => `Démolir votre bâtiment (${bFr(p.kind)}) de l’emplacement ${slot(p.slot)} du site ${p.site} (gratuit).`,
  "balam.move.attack": (p, c) =>
    `Attaquer la cité de ${who(p, c, "defender")} sur le site ${p.to} depuis le site ${p.from} avec les garnisons des emplacements ${arr(p.garrisons).map(slot).join(", ")}${arr(p.obsidian).length ? `, en dépensant ${countedFr("obsidian", arr(p.obsidian).length)}` : ""}.`,
  "balam.move.defend": (p) =>
    `Se défendre avec ${countedFr("obsidian", p.obsidian)}${num(p.obsidian) ? " (prises d’abord dans la cité attaquée)" : ""}.`,
  "balam.move.casualties": (p) => `Perdre les garnisons des emplacements ${arr(p.slots).map(slot).join(", ")} du site ${p.site}.`,
  "balam.move.destroy": (p) =>
    arr(p.kinds).length ? `Détruire sur le site ${p.site} : ${listOf(arr(p.kinds).map(bFr), "fr")}.` : "Ne rien détruire.",
  "balam.move.end": (p) =>
    p.during === "act"
      ? "Passer (la richesse payée est dépensée)."
      : p.during === "build"
        ? p.nothingBuilt
          ? "Terminer sans rien construire : la richesse payée pour agir est dépensée quand même."
          : "Terminer la construction."
        : "Ne plus faire d’offrande.",
  "balam.move.gain": (p) => (p.choice === "prestige" ? `Prendre ${prestigeFr(p.points)}.` : `Prendre 1 ${wFr(p.choice)} dans la réserve.`),
  "balam.move.dowry": (p, c) => `Prendre 1 ${wFr(p.wealth)} à ${who(p, c, "from")} en dot.`,
  "balam.move.offer": (p) => `Envoyer le ${wFr(p.wealth)} du site ${p.from} au cénote du site ${p.cenote} (${prestigeFr(p.points)}).`,
  "balam.move.tribute": (p) =>
    `Payer ${tokens(p.wealth, "fr")} depuis ${listOf(
      arr(p.sites).map((s) => `le site ${s}`),
      "fr",
    )}.`,
  "balam.move.ruin": (p) =>
    arr(p.kinds).length
      ? `Perdre ${listOf(
          arr(p.kinds).map((k, i) => `${bFr(k)} (site ${arr(p.sites)[i]})`),
          "fr",
        )} au lieu de payer.`
      : `Perdre vos cités des sites ${arr(p.sites).join(", ")} au lieu de payer.`,
  "balam.move.route": (p) =>
    `Envoyer le ${wFr(p.wealth)} du site ${p.fromSite} vers votre bâtiment (${bFr(p.kind)}) du site ${p.toSite} (emplacement ${slot(p.toSlot)}).`,
  "balam.move.routes": (p) => `Envoyer ${p.count} richesses comme prévu${p.submit ? " et valider votre plan" : ""}.`,
  "balam.move.submit": (p) =>
    num(p.count)
      ? `Valider votre plan (${p.count} ${num(p.count) > 1 ? "trajets" : "trajet"}) ; les richesses envoyées nulle part sont perdues, sauf en réserve et dans les garnisons armées.`
      : "Valider un plan vide : les richesses des villages et les prisonniers des garnisons sont perdus.",

  "balam.changedSince": "nouveau depuis votre dernière visite : {list}",
  "balam.change.taken": "prise",
  "balam.change.built": "construction",
  "balam.change.destroyed": "bâtiments perdus",
  "balam.change.wealth": "richesses déplacées",
  "balam.change.markets": "marchés changés",
  "balam.change.attacked": "attaquée",
  "balam.cardNew": "retournée depuis votre dernière visite",
  "balam.legend": "Ce que montrent les images",
  "balam.legend.city": "grande pyramide : la cité d’un roi",
  "balam.legend.market": "petite pyramide et nombre : les marchés d’un roi autour du site",
  "balam.legend.path": "chemin entre deux sites",
  "balam.legend.changed": "changé depuis votre dernière visite",
  "balam.inHand": "en réserve :",
  "balam.map": "Le pays des rois mayas : des sites reliés par des chemins",
  "balam.site": "Site {n}",
  "balam.slot": "emplacement {n}",
  "balam.free": "libre",
  "balam.cityOf": "cité de {name}",
  "balam.volcano": "volcan",
  "balam.cenote": "cénote",
  "balam.seaside": "en bord de mer",
  "balam.produces": (p) => `produit ${wFr(p.wealth)}`,
  "balam.slots": "{n} emplacements",
  "balam.emptySlot": "vide",
  "balam.holding": (p) => `avec ${wFr(p.wealth)}`,
  "balam.markets": "petites pyramides : {list}",
  "balam.pathsTo": "chemins vers les sites {list}",
  "balam.chooseSite": (p) => `${p.label}. Choisir ce site pour construire.`,
  "balam.building": (p) => `${bFr(p.kind)}`,
  "balam.buildingPlural": (p) => pick(BUILDING_FR[String(p.kind)], p.kind, num(p.n)),
  "balam.wealthName": (p) => wFr(p.wealth),
  "balam.cardName": (p) => cardFr(p.kind),
  "balam.kings": "Les rois",
  "balam.prestigePoints": (p) => prestigeFr(p.n),
  "balam.cities": (p) => `${p.n} ${num(p.n) > 1 ? "cités" : "cité"}`,
  "balam.pyramidsLeft": "pyramides restantes : {large} grandes, {small} petites",
  "balam.observatories": "observatoires {n}",
  "balam.ballCourts": "terrains de pelote {n}",
  "balam.planSent": "plan envoyé",
  "balam.planning": "planifie",
  "balam.toPlay": "au trait",
  "balam.sheet": "Richesses sur la feuille",
  "balam.katun": "Cartes Katun de la manche {round}",
  "balam.katunFacts": (p) =>
    `${p.deck} cartes dans la pioche · matchs de pelote ${p.played} sur ${p.end}${p.eclipse ? " · l’éclipse est sortie" : ""}`,
  "balam.cardPosition": "Carte {n}",
  "balam.faceDown": "face cachée",
  "balam.divinedTag": "prévue",
  "balam.flipCard": "{card} : la retourner",
  "balam.cardDetail": (p) =>
    p.kind === "prosperous"
      ? `${cardFr(p.kind)} : ${arr(p.wealth).map(wFr).join(" ou ")} ou ${prestigeFr(p.prestige)}`
      : p.kind === "favourable"
        ? `${cardFr(p.kind)} : ${arr(p.wealth).map(wFr).join("")}`
        : cardFr(p.kind),
  "balam.yourMove": "À vous de jouer",
  "balam.step.start": "Retournez une carte Katun face cachée ci-dessus, ou payez une richesse pour construire, attaquer ou passer :",
  "balam.step.act": "Choisissez un site sur la carte pour construire (votre cité ou un site libre), attaquez, ou passez.",
  "balam.step.build": (p) =>
    `Construction sur le site ${p.site}${p.free ? " (cité dévastée, sans taxe)" : ""} : choisissez un bâtiment, un emplacement, puis le paiement.`,
  "balam.step.defend": (p, c) =>
    `${c.player(num(p.attacker))} attaque votre cité du site ${p.site}. Dépenser de l’obsidienne pour la défendre ?`,
  "balam.step.casualties": "Crânes : choisissez les garnisons engagées que vous perdez.",
  "balam.step.destroy": (p) => `Votre attaque marque ${p.points} : choisissez quoi détruire.`,
  "balam.step.decision": (p) => `${cardFr(p.kind)} : à vous de choisir.`,
  "balam.waitingFor": (p) => `En attente de ${p.names}.`,
  "balam.payTax": "Payer une richesse",
  "balam.attackTitle": "Attaquer",
  "balam.attackTarget": (p, c) => `Du site ${p.from} contre la cité de ${c.player(num(p.defender))} sur le site ${p.to}`,
  "balam.buildTitle": "Construire",
  "balam.buildKind": (p) =>
    `${bFr(p.kind)} (${arr(p.cost)
      .map((x) => (x === "any" ? "une richesse au choix" : wFr(x)))
      .join(" + ")})`,
  "balam.chooseSlot": (p) =>
    `Sur ${arr(p.slots).length > 1 ? "les" : "l’"}${arr(p.slots).length > 1 ? " " : ""}${slotsText(p.slots, "fr")}`,
  "balam.payWith": (p) => `Payer ${tokens(p.pay, "fr")}`,
  "balam.demolishTitle": "Démolir (gratuit)",
  "balam.lastWar": "La dernière guerre",
  "balam.warLine": (p, c) => `${c.player(num(p.attacker))} (site ${p.from}) contre ${c.player(num(p.defender))} (site ${p.to})`,
  "balam.diceLabel": "Dés",
  "balam.dieFace": (p) => (p.face === "skull" ? "crâne" : `${p.face}`),
  "balam.warScore": (p) =>
    `attaque ${p.attack} (dont ${p.attackObsidian} obsidienne) contre défense ${p.defence} (dont ${p.defenceObsidian} obsidienne)`,
  "balam.warOutcome": (p) =>
    [
      num(p.points) > 0 ? `${p.points} ${num(p.points) > 1 ? "points" : "point"} de destruction` : "aucun dégât",
      arr(p.destroyed).length ? `détruits : ${listOf(arr(p.destroyed).map(bFr), "fr")}` : null,
      num(p.garrisonsLost) ? `garnisons perdues par l’attaquant : ${p.garrisonsLost}` : null,
      num(p.prisoners) ? `prisonniers gardés : ${p.prisoners}` : null,
      p.devastated ? "la cité est dévastée" : null,
    ]
      .filter(Boolean)
      .join(" · "),
  "balam.distribution": "Répartition",
  "balam.distributionHelp":
    "Acheminez chaque richesse de vos bâtiments : vers un temple (sacrifiée pour du prestige), un palais (rendue à votre feuille), une garnison (obsidienne seulement) ou une réserve (gardée). Des richesses laissées sur place, seuls le stock des réserves et l’obsidienne des garnisons restent ; le reste est perdu.",
  "balam.yourPlan": "Votre plan",
  "balam.noRoutes": "Aucun trajet pour l’instant.",
  "balam.toRoute": "Richesses à acheminer",
  "balam.nothingToRoute": "Chacune de vos richesses a un trajet.",
  "balam.tokenAt": (p) => `${wFr(p.wealth)} sur votre bâtiment (${bFr(p.kind)}), site ${p.site} (emplacement ${slot(p.slot)})`,
  "balam.sendTo": "L’envoyer vers",
  "balam.destination": (p) => `votre bâtiment (${bFr(p.kind)}) du site ${p.site} (emplacement ${slot(p.slot)})`,
  "balam.noDestination": "Vous n’avez ni temple, ni palais, ni garnison, ni réserve où l’envoyer.",
  "balam.submitPlan": "Valider le plan",
  "balam.planIn": "Votre plan est envoyé. Les richesses bougent quand tous les rois ont envoyé le leur.",
  "balam.final": (p) => `Bonus de richesse +${p.bonus} (pour ${p.wealth} richesses)`,
  "balam.refused.gameOver": "La partie est finie.",
  "balam.refused.notYourTurn": "Ce n’est pas votre tour.",
  "balam.refused.distribution": "Tous les rois préparent la distribution : envoyez votre plan.",
  "balam.refused.flipAtStart": "On retourne une carte Katun au lieu de payer une richesse, au début de son tour.",
  "balam.refused.noCard": "Retournez l’une des cartes Katun face cachée de cette manche.",
  "balam.refused.taxAtStart": "On ne paie une richesse qu’au début de son tour.",
  "balam.refused.noneOnSheet": (p) => `Vous n’avez pas de ${wFr(p.wealth)} sur votre fiche.`,
  "balam.refused.taxBeforeBuilding": "Payez d’abord une richesse, puis choisissez où construire.",
  "balam.refused.noSite": "Ce site n’existe pas.",
  "balam.refused.buildOnOwn": "Vous ne construisez que sur vos propres cités ou sur des sites libres.",
  "balam.refused.noPyramid": "Il ne vous reste aucune grande pyramide pour fonder une cité.",
  "balam.refused.nothingToEnd": "Il n’y a rien à terminer maintenant.",
  "balam.refused.siteFirst": "Choisissez d’abord le site où construire, après avoir payé votre richesse.",
  "balam.refused.twoSlots": (p) => `${aFr(p.kind)} occupe deux emplacements voisins.`.replace(/^./, (x) => x.toUpperCase()),
  "balam.refused.oneSlot": (p) => `${aFr(p.kind)} occupe un emplacement.`.replace(/^./, (x) => x.toUpperCase()),
  "balam.refused.slotTaken": "Cet emplacement est pris ou n’existe pas sur ce site.",
  "balam.refused.twoSlotsForTemple": "Un palais ou un temple demande deux emplacements voisins.",
  "balam.refused.noTile": (p) => `Il ne reste aucune tuile ${String(p.tile).split("-").map(bFr).join("/")}.`,
  "balam.refused.noSmallPyramids": "Il vous reste trop peu de petites pyramides pour un marché ici.",
  "balam.refused.costsWealth": (p) => `${aFr(p.kind)} coûte ${listOf(arr(p.wealth).map(wFr), "fr")}.`.replace(/^./, (x) => x.toUpperCase()),
  "balam.refused.costsCount": (p) =>
    `${aFr(p.kind)} coûte ${p.count} ${num(p.count) > 1 ? "richesses" : "richesse"}.`.replace(/^./, (x) => x.toUpperCase()),
  "balam.refused.notEnoughOnSheet": (p) => `Vous n’avez pas assez de ${wFr(p.wealth)} sur votre fiche.`,
  "balam.refused.demolishWhileBuilding": "Vous ne retirez des bâtiments que pendant que vous construisez sur ce site.",
  "balam.refused.noBuilding": "Aucun de vos bâtiments ne commence à cet emplacement.",
  "balam.refused.taxBeforeAttack": "Payez d’abord une richesse ; vous pourrez alors attaquer (au lieu de construire).",
  "balam.refused.attackFromOwn": "Vous attaquez depuis l’une de vos propres cités.",
  "balam.refused.noEnemy": "Vous attaquez une cité ennemie.",
  "balam.refused.notNeighbour": "La cité ennemie doit être au bout d’un chemin partant de la vôtre.",
  "balam.refused.badGarrisons": "Nommez une seule fois chaque garnison engagée de la cité qui attaque.",
  "balam.refused.badObsidian": "Seule l’obsidienne des garnisons engagées peut être dépensée, une fois chacune.",
  "balam.refused.noBattle": "Aucune bataille n’attend cette décision.",
  "balam.refused.defenceObsidian": (p) => `Vous pouvez dépenser de 0 à ${p.count} obsidienne sur les garnisons qui défendent.`,
  "balam.refused.casualties": (p) => `Choisissez ${p.count} des garnisons engagées à perdre.`,
  "balam.refused.destruction": (p) =>
    `Détruisez des bâtiments valant jusqu’à ${p.points} ${plural("fr", num(p.points), { one: "point", other: "points" })} (temples et palais comptent 2), jusqu’à ce que plus rien ne tienne.`,
  "balam.refused.noDecisionCard": "Aucune carte Katun n’attend votre décision.",
  "balam.refused.prosperous": (p) =>
    `Cette carte donne ${arr(p.wealth).map(wFr).join(" ou ")} (tant que la réserve en a) ou ${prestigeFr(p.prestige)}.`,
  "balam.refused.expedition": "Choisissez une richesse que la réserve a encore.",
  "balam.refused.marriage": "Prenez une richesse qu’un autre roi a sur sa fiche.",
  "balam.refused.cenoteCult":
    "Envoyez une richesse de vos réserves ou garnisons vers chaque cénote qu’elle peut atteindre selon vos règles de transport, ou arrêtez.",
  "balam.refused.noDecisionAsked": "Cette carte ne demande aucune décision.",
  "balam.refused.catastrophe": (p) => {
    const lose = p.cities
      ? `vos cités ${p.cities === "volcano" ? "voisines d’un volcan" : "au bord de la mer"}`
      : listOf(
          arr(p.kinds).map((k, i) => `${arr(p.counts)[i]} ${pick(BUILDING_FR[String(k)], k, num(arr(p.counts)[i]))}`),
          "fr",
        );
    return `Payez ${countedFr(p.pay, p.count)} de vos réserves ou garnisons, ou perdez ${lose} (à votre choix).`;
  },
  "balam.refused.noWealth": (p) => `Vous n’avez aucune richesse sur le site ${p.site}, emplacement ${slot(p.slot)}.`,
  "balam.refused.badDestination": "Une richesse va vers l’un de vos temples, palais, garnisons ou réserves.",
  "balam.refused.alreadyThere": "Cette richesse y est déjà.",
  "balam.refused.garrisonObsidian": "Une garnison ne s’équipe que d’obsidienne.",
  "balam.refused.cannotLeave": (p, c) => `Le ${wFr(p.wealth)} ne peut pas quitter le site ${p.site} : ${closersFr(p.by, c)}.`,
  "balam.refused.cannotEnter": (p, c) => `Vos richesses ne peuvent pas entrer sur le site ${p.site} : ${closersFr(p.by, c)}.`,
  "balam.refused.cannotCross": (p) =>
    `Le ${wFr(p.wealth)} du site ${p.from} ne peut pas atteindre le site ${p.to} sans traverser un site dont vous ne contrôlez pas les marchés.`,
  "balam.refused.twice": "Chaque richesse ne voyage qu’une fois.",
  "balam.refused.fullTwo": (p) => `${aFr(p.kind)} reçoit au plus 2 richesses.`.replace(/^./, (x) => x.toUpperCase()),
  "balam.refused.fullOne": (p) =>
    `${aFr(p.kind)} ne contient qu’une richesse (site ${p.site}, emplacement ${slot(p.slot)}).`.replace(/^./, (x) => x.toUpperCase()),
  "balam.refused.distributionLater": "La distribution vient à la fin de la manche.",
  "balam.revision.1": "Les règles telles que Turnpost les a d’abord jouées.",
  "balam.revision.2":
    "Le contrôle commercial d’un site est détenu par un seul roi, celui qui y a le plus de petites pyramides (les pyramides des autres rois ne s’additionnent plus contre les vôtres) ; en cas d’égalité, le propriétaire garde sa cité et les rois à égalité peuvent tous traverser un site disponible. Deux rois à égalité pour le plus d’observatoires regardent chacun une carte Katun différente. Un plan peut stocker une richesse dans une réserve pleine, ou une obsidienne sur une garnison qui garde un prisonnier : ce qui s’y trouvait est perdu.",
  "balam.revision.3":
    "Chaque coup est écrit dans le journal de la partie : le choix d’un site, la fin d’une construction, chaque trajet ajouté à un plan de répartition et la fin des offrandes aux cénotes.",
};
