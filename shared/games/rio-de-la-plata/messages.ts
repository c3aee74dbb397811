// Rio de la Plata's words: every log line of the engine (`rio-de-la-plata.<event>`), each move for the
// confirm step (`rio-de-la-plata.move.<type>`) and the board's own labels, in English and French.
import { listOf, plural as pluralOf, type Message, type MessageContext, type Params } from "../../i18n/index";
import { cellX, cellY } from "./data";

const K = "rio-de-la-plata";
const num = (v: unknown) => Number(v ?? 0);
/** A square as a chess-like name: columns A–P west to east, rows 1–10 north to south. */
const squareName = (cell: number) => `${String.fromCharCode(65 + cellX(cell))}${cellY(cell) + 1}`;
const sq = (p: Params, key = "cell") => squareName(num(p[key]));
const who = (p: Params, c: MessageContext, key = "seat") => c.player(num(p[key]));
const name = (c: MessageContext, kind: string, id: unknown) => c.t(`${K}.${kind}.${String(id)}`);

/** "2 coins, 1 stone and 3 wood" from counts keyed like the engine's bundles. */
function goods(
  counts: { money?: unknown; stone?: unknown; wood?: unknown; precious?: unknown; vp?: unknown },
  c: MessageContext,
  characters: unknown[] = [],
): string {
  const parts: string[] = [];
  for (const key of ["money", "stone", "wood", "precious", "vp"] as const) {
    const n = num(counts[key]);
    if (n > 0) parts.push(c.t(`${K}.count.${key}`, { n }));
  }
  for (const ch of characters) parts.push(name(c, "character", ch));
  return listOf(parts, c.lang) || c.t(`${K}.nothing`);
}
const tuple = (v: unknown) => {
  const [money, stone, wood, precious] = (Array.isArray(v) ? v : []) as number[];
  return { money, stone, wood, precious };
};
const bundleText = (b: unknown, c: MessageContext) => {
  const x = (b ?? {}) as { money?: unknown; stone?: unknown; wood?: unknown; precious?: unknown; characters?: unknown[] };
  return goods(x, c, x.characters ?? []);
};
const plural = (n: unknown, one: string, many: string) => (num(n) === 1 ? one : many);
const frPlural = (n: unknown, one: string, other: string) => pluralOf("fr", num(n), { one, other });

export const en = {
  // Names.
  "rio-de-la-plata.count.money": (p) => `${p.n} ${plural(p.n, "coin", "coins")}`,
  "rio-de-la-plata.count.stone": "{n} stone",
  "rio-de-la-plata.count.wood": "{n} wood",
  "rio-de-la-plata.count.precious": (p) => `${p.n} precious ${plural(p.n, "good", "goods")}`,
  "rio-de-la-plata.count.vp": "{n} VP",
  "rio-de-la-plata.nothing": "nothing",
  "rio-de-la-plata.goods": (p, c) => goods(p, c, (p.characters as unknown[]) ?? []),
  "rio-de-la-plata.resource.stone": "stone",
  "rio-de-la-plata.resource.wood": "wood",
  "rio-de-la-plata.resource.precious": "precious goods",
  "rio-de-la-plata.ladder.palace": "Palace",
  "rio-de-la-plata.ladder.cathedral": "Cathedral",
  "rio-de-la-plata.ladder.fort": "Fort",
  "rio-de-la-plata.ladder.walls": "Walls",
  "rio-de-la-plata.ladder.port": "Port",
  "rio-de-la-plata.ladder.roads": "Roads",
  "rio-de-la-plata.field.mine": "the mine",
  "rio-de-la-plata.field.forest": "the forest",
  "rio-de-la-plata.field.agriculture": "agriculture",
  "rio-de-la-plata.spot.agriculture": "Agriculture",
  "rio-de-la-plata.spot.crafts": "Crafts",
  "rio-de-la-plata.spot.boat": "Boat",
  "rio-de-la-plata.spot.turnOrder": "Turn order",
  "rio-de-la-plata.building.hut": "hut",
  "rio-de-la-plata.building.house": "house",
  "rio-de-la-plata.building.garden": "garden",
  "rio-de-la-plata.building.monument": "monument",
  "rio-de-la-plata.building.church": "church",
  "rio-de-la-plata.building.market": "market",
  "rio-de-la-plata.building.stonemason": "stonemason",
  "rio-de-la-plata.building.carpenter": "carpenter",
  "rio-de-la-plata.building.enterprise": "enterprise",
  "rio-de-la-plata.building.barracks": "barracks",
  "rio-de-la-plata.building.palace": "Palace",
  "rio-de-la-plata.building.cathedral": "Cathedral",
  "rio-de-la-plata.building.fort": "Fort",
  "rio-de-la-plata.character.gunner": "Gunner",
  "rio-de-la-plata.character.farmer": "Farmer",
  "rio-de-la-plata.character.quarryman": "Quarryman",
  "rio-de-la-plata.character.woodcutter": "Woodcutter",
  "rio-de-la-plata.character.goldsmith": "Goldsmith",
  "rio-de-la-plata.character.merchant": "Merchant",
  "rio-de-la-plata.character.priest": "Priest",
  "rio-de-la-plata.character.sergeant": "Sergeant",
  "rio-de-la-plata.character.architect": "Architect",
  "rio-de-la-plata.character.notary": "Notary",
  "rio-de-la-plata.character.explorer": "Explorer",
  "rio-de-la-plata.character.governor": "Governor",
  "rio-de-la-plata.enemy.pirates": "the pirates",
  "rio-de-la-plata.enemy.natives": "the natives",
  "rio-de-la-plata.enemy.null": "nobody",
  "rio-de-la-plata.quarter": (p) => `quarter ${num(p.q) + 1}`,
  "rio-de-la-plata.segment": (p) => `wall segment ${num(p.segment) + 1}`,
  "rio-de-la-plata.stoneSquare": (p) => `stone square ${num(p.square) + 1}`,
  "rio-de-la-plata.phase.placement": "placement",
  "rio-de-la-plata.phase.effects": "effects",
  "rio-de-la-plata.phase.combat": "combat",
  "rio-de-la-plata.phase.over": "game over",
  "rio-de-la-plata.stage.enemy": "the attacker places the enemy",
  "rio-de-la-plata.stage.cannon": "the fort's cannon",
  "rio-de-la-plata.stage.hits": "the cannon removes enemy pieces",
  "rio-de-la-plata.stage.defence": "defenders take position",
  "rio-de-la-plata.stage.battle": "battle",

  // Log lines.
  "rio-de-la-plata.placedCity": (p, c) => `${who(p, c)} placed ${p.count} ${plural(p.count, "worker", "workers")} on ${sq(p)}.`,
  "rio-de-la-plata.displaced": (p, c) => `${who(p, c)} displaced ${p.count} of ${who(p, c, "victim")}'s workers from ${sq(p)}.`,
  "rio-de-la-plata.placedLadder": (p, c) =>
    `${who(p, c)} placed a worker on the ${name(c, "ladder", p.ladder)} ladder (step ${num(p.cell) + 1}).`,
  "rio-de-la-plata.placedField": (p, c) =>
    `${who(p, c)} placed ${p.count} ${plural(p.count, "worker", "workers")} in ${name(c, "field", p.field)}.`,
  "rio-de-la-plata.placedWorkers": (p, c) =>
    `${who(p, c)} placed ${p.count} ${plural(p.count, "worker", "workers")} on ${name(c, "spot", p.spot)}.`,
  "rio-de-la-plata.reservedCharacter": (p, c) => `${who(p, c)} reserved the ${name(c, "character", p.character)}.`,
  "rio-de-la-plata.boatOrdered": (p, c) => `${who(p, c)} paid for the boat to leave early.`,
  "rio-de-la-plata.passed": (p, c) => `${who(p, c)} passed.`,
  "rio-de-la-plata.ladderCompleted": (p, c) => {
    const awards = ((p.awards as number[]) ?? []).flatMap((vp, s) => (vp > 0 ? [`${c.player(s)} ${vp} VP`] : []));
    return `The ${name(c, "ladder", p.ladder)} ladder is complete (${who(p, c)} earns the ${p.bonus} VP bonus): ${listOf(awards, "en")}.`;
  },
  "rio-de-la-plata.majorPlaced": (p, c) =>
    `The ${name(c, "building", p.major)} stands on ${c.t(`${K}.stoneSquare`, { square: p.square })}${p.replaced ? `, replacing the ${name(c, "building", p.replaced)}` : ""}.`,
  "rio-de-la-plata.wallBuilt": (p, c) => `${who(p, c)} built ${c.t(`${K}.segment`, p)}.`,
  "rio-de-la-plata.roadBuilt": (p, c) =>
    `${who(p, c)} built a road piece in ${c.t(`${K}.quarter`, { q: p.quarter })}${p.connected ? ": it is now joined to the plaza" : ""}.`,
  "rio-de-la-plata.characterIncome": (p, c) => `${who(p, c)}'s ${name(c, "character", p.character)} brings in its yearly income.`,
  "rio-de-la-plata.harvested": (p, c) => `${who(p, c)} harvested ${name(c, "field", p.field)}: ${goods(p, c)}.`,
  "rio-de-la-plata.crafted": (p, c) => `${who(p, c)} turned 1 ${name(c, "resource", p.give)} into 1 precious good.`,
  "rio-de-la-plata.loaded": (p, c) => `${who(p, c)} loaded ${goods(p, c)} on the boat.`,
  "rio-de-la-plata.characterBought": (p, c) => `${who(p, c)} paid ${p.price} coins for the ${name(c, "character", p.character)}.`,
  "rio-de-la-plata.characterFined": (p, c) =>
    `${who(p, c)} could not pay for the ${name(c, "character", p.character)} and was fined ${goods({ money: p.money, vp: p.vp }, c)}.`,
  "rio-de-la-plata.built": (p, c) => `${who(p, c)} built a ${name(c, "building", p.kind)} on ${sq(p)} (+${p.vp} VP).`,
  "rio-de-la-plata.activated": (p, c) => `${who(p, c)} used ${c.player(num(p.owner))}'s ${name(c, "building", p.kind)} on ${sq(p)}.`,
  "rio-de-la-plata.effectsEnded": (p, c) => `${who(p, c)} is done with the effects.`,
  "rio-de-la-plata.bought": (p, c) =>
    `${who(p, c)} bought 1 ${name(c, "resource", p.resource)} from the bank for ${p.price} ${plural(p.price, "coin", "coins")}.`,
  "rio-de-la-plata.boatLeft": (p) => `The boat sailed with ${p.load} goods; it comes back in year ${p.returnYear}.`,
  "rio-de-la-plata.cargoSold": (p, c) =>
    `The boat is back: ${who(p, c)} sold ${goods(p, c)} for ${goods({ money: p.money, vp: p.vp }, c)}.`,
  "rio-de-la-plata.combatCheck": (p, c) => {
    const d = (p.dice as number[]) ?? [];
    const outcome = p.enemy ? `${name(c, "enemy", p.enemy)} attack!` : "no attack this year.";
    return `Combat check: ${d.join(" + ")} = ${p.total} against pirates ${p.pirates} and natives ${p.natives}: ${outcome}`;
  },
  "rio-de-la-plata.combatStarted": (p, c) =>
    `${who(p, c, "attacker")} leads ${name(c, "enemy", p.enemy)} with ${p.pieces} pieces; they fall back to step ${num(p.position) + 1} of the track.`,
  "rio-de-la-plata.enemyPlaced": (p) =>
    `A group of ${p.size} enemy ${plural(p.size, "piece", "pieces")} enters on ${sq(p)} (${p.left} left).`,
  "rio-de-la-plata.cannonFired": (p, c) => {
    const d = (p.dice as number[]) ?? [];
    return `${who(p, c)} fires the cannon, betting ${p.bet}: ${d.join(" + ")} — ${p.hit ? `hit${num(p.vp) > 0 ? ` (+${p.vp} VP)` : ""}` : "miss"}.`;
  },
  "rio-de-la-plata.cannonHit": (p) => `The cannon removes an enemy piece on ${sq(p)}.`,
  "rio-de-la-plata.defenderPlaced": (p, c) =>
    `${who(p, c)} placed a defender on ${sq(p)}${num(p.price) > 0 ? ` for ${p.price} ${plural(p.price, "coin", "coins")}` : ""}.`,
  "rio-de-la-plata.battleRound": (p) => `A battle round begins (${p.quiet} quiet ${plural(p.quiet, "round", "rounds")} so far).`,
  "rio-de-la-plata.groupMoved": (p, c) =>
    `${num(p.seat) < 0 ? "The enemy" : who(p, c)} moved a group of ${p.size} from ${sq(p, "from")} to ${sq(p, "to")}.`,
  "rio-de-la-plata.groupsMerged": (p, c) => `${who(p, c)} merged two groups.`,
  "rio-de-la-plata.mergeProposed": (p, c) =>
    `${who(p, c)} offers ${who(p, c, "to")} to merge their groups, with ${who(p, c, "top")} on top.`,
  "rio-de-la-plata.mergeAccepted": (p, c) => `${who(p, c)} accepted ${who(p, c, "from")}'s merge; ${who(p, c, "top")} leads the group.`,
  "rio-de-la-plata.mergeDeclined": (p, c) => `${who(p, c)} declined ${who(p, c, "from")}'s merge.`,
  "rio-de-la-plata.defenceEnded": (p, c) => `${who(p, c)} places no more defenders.`,
  "rio-de-la-plata.combatTurnEnded": (p, c) => `${who(p, c)} ends their combat turn.`,
  "rio-de-la-plata.battle": (p, c) => {
    const fallen = ((p.defendersLost as number[]) ?? []).map((s) => c.player(s));
    const outcome = c.t(`${K}.outcome.${String(p.outcome)}`);
    return `Battle on ${sq(p)}, ${p.mover} against ${p.target}: ${outcome}. Enemy pieces lost: ${p.enemiesLost}; defenders lost: ${fallen.length ? listOf(fallen, "en") : "none"}.`;
  },
  "rio-de-la-plata.outcome.moverWon": "the attacking group wins",
  "rio-de-la-plata.outcome.targetWon": "the group attacked holds",
  "rio-de-la-plata.outcome.enemyDominance": "a tie, the pirates prevail",
  "rio-de-la-plata.outcome.defenderDominance": "a tie, the barracks' defenders prevail",
  "rio-de-la-plata.outcome.bothLost": "a tie, both groups fall",
  "rio-de-la-plata.buildingDestroyed": (p, c) =>
    `The enemy destroyed ${p.owner === null || p.owner === undefined ? "the" : `${c.player(num(p.owner))}'s`} ${name(c, "building", p.kind)} on ${sq(p)}: ${who(p, c, "attacker")} scores ${p.vp} VP.`,
  "rio-de-la-plata.combatEnded": (p) =>
    p.reason === "quiet" ? "Three quiet rounds: the combat is over." : "No enemy is left: the combat is over.",
  "rio-de-la-plata.turnOrder": (p, c) => `New turn order: ${((p.order as number[]) ?? []).map((s) => c.player(s)).join(", ")}.`,
  "rio-de-la-plata.enemyAdvanced": (p, c) =>
    `${name(c, "enemy", p.enemy)} advance to step ${num(p.position) + 1} (value ${p.value}).`.replace(/^t/, "T"),
  "rio-de-la-plata.yearStarted": "Year {year} begins.",
  "rio-de-la-plata.offered": (p, c) =>
    `${who(p, c, "from")} offers ${who(p, c, "to")} ${goods(tuple(p.give), c, (p.giveCharacters as unknown[]) ?? [])} for ${goods(tuple(p.get), c, (p.getCharacters as unknown[]) ?? [])}.`,
  "rio-de-la-plata.offerAccepted": (p, c) => `${who(p, c, "to")} accepted ${who(p, c, "from")}'s offer.`,
  "rio-de-la-plata.offerDeclined": (p, c) => `${who(p, c, "to")} declined ${who(p, c, "from")}'s offer.`,
  "rio-de-la-plata.offerWithdrawn": (p, c) => `${who(p, c, "from")} withdrew the offer to ${who(p, c, "to")}.`,
  "rio-de-la-plata.gameEnded": (p, c) => {
    const scores = ((p.scores as number[]) ?? []).map((v, s) => `${c.player(s)} ${v}`);
    return `Game over. Scores: ${scores.join(", ")}. ${listOf(
      ((p.winners as number[]) ?? []).map((s) => c.player(s)),
      "en",
    )} won.`;
  },

  // Moves, for the confirm step and the buttons.
  "rio-de-la-plata.move.placeCity": (p) => `Place ${p.count} ${plural(p.count, "worker", "workers")} on ${sq(p)}`,
  "rio-de-la-plata.move.displace": (p, c) =>
    `Place ${p.count} ${plural(p.count, "worker", "workers")} on ${sq(p)}, sending ${who(p, c, "victim")}'s home`,
  "rio-de-la-plata.move.placeLadder": (p, c) =>
    `Put a worker on the ${name(c, "ladder", p.ladder)} ladder, step ${num(p.cell) + 1} (${p.vp} VP), paying ${p.cost}`,
  "rio-de-la-plata.move.placeField": (p, c) =>
    `Put ${p.count} ${plural(p.count, "worker", "workers")} in ${name(c, "field", p.field)}, cell ${num(p.cell) + 1}`,
  "rio-de-la-plata.move.placeWorkers": (p, c) => `Put ${p.count} ${plural(p.count, "worker", "workers")} on ${name(c, "spot", p.spot)}`,
  "rio-de-la-plata.move.reserveCharacter": (p, c) =>
    `Reserve the ${name(c, "character", p.character)} (${p.price} coins, paid in the effects)`,
  "rio-de-la-plata.move.sendBoat": "Pay 2 coins to send the boat off at the end of this year",
  "rio-de-la-plata.move.pass": "Pass: place no more workers this year",
  "rio-de-la-plata.move.buildWall": (p, c) => `Build ${c.t(`${K}.segment`, p)}`,
  "rio-de-la-plata.move.buildRoad": (p, c) => `Build a road piece in ${c.t(`${K}.quarter`, { q: p.quarter })}`,
  "rio-de-la-plata.move.placeMajor": (p, c) =>
    `Put the ${name(c, "building", p.major)} on ${c.t(`${K}.stoneSquare`, p)}${p.replaced ? `, replacing the ${name(c, "building", p.replaced)}` : ""}`,
  "rio-de-la-plata.move.harvest": (p, c) => `Harvest ${name(c, "field", p.field)}`,
  "rio-de-la-plata.move.craft": (p, c) => `Crafts: turn 1 ${name(c, "resource", p.give)} into 1 precious good`,
  "rio-de-la-plata.move.load": (p, c) => `Load ${goods(p, c)} on the boat`,
  "rio-de-la-plata.move.takeCharacter": (p, c) => `Take the ${name(c, "character", p.character)} for ${p.price} coins`,
  "rio-de-la-plata.move.build": (p, c) => `Build a ${name(c, "building", p.kind)} on ${sq(p)} for ${p.cost} (+${p.vp} VP)`,
  "rio-de-la-plata.move.activate": (p, c) => `Use the ${name(c, "building", p.kind)} on ${sq(p)}`,
  "rio-de-la-plata.move.endEffects": "End your effects (unused workers go home)",
  "rio-de-la-plata.move.buyResource": (p, c) =>
    `Buy 1 ${name(c, "resource", p.resource)} from the bank for ${p.price} ${plural(p.price, "coin", "coins")}`,
  "rio-de-la-plata.move.offer": (p, c) => `Offer ${c.player(num(p.to))} ${bundleText(p.give, c)} for ${bundleText(p.get, c)}`,
  "rio-de-la-plata.move.acceptOffer": (p, c) =>
    `Accept ${who(p, c, "from")}'s offer: you get ${bundleText(p.give, c)} and give ${bundleText(p.get, c)}`,
  "rio-de-la-plata.move.declineOffer": (p, c) => `Decline ${who(p, c, "from")}'s offer`,
  "rio-de-la-plata.move.withdrawOffer": (p, c) => `Withdraw your offer to ${who(p, c, "to")}`,
  "rio-de-la-plata.move.placeEnemy": (p) => `Bring a group of ${p.size} enemy ${plural(p.size, "piece", "pieces")} in on ${sq(p)}`,
  "rio-de-la-plata.move.cannon": "Fire the cannon, betting {bet}: it hits on {need} or more",
  "rio-de-la-plata.move.cannonHit": (p) => `Remove one enemy piece on ${sq(p)}`,
  "rio-de-la-plata.move.defend": (p) =>
    `Place a defender on ${sq(p)}${num(p.price) > 0 ? ` for ${p.price} ${plural(p.price, "coin", "coins")}` : " (free)"}`,
  "rio-de-la-plata.move.endDefence": "Place no more defenders",
  "rio-de-la-plata.move.moveGroup": (p) =>
    `Move the group of ${p.size} from ${sq(p, "from")} to ${sq(p, "to")}${p.fight ? " and fight there" : ""}`,
  "rio-de-la-plata.move.merge": (p) => `Merge your group on ${sq(p, "from")} into your group on ${sq(p, "to")}`,
  "rio-de-la-plata.move.proposeMerge": (p, c) =>
    `Offer ${who(p, c, "other")} to merge your group on ${sq(p, "from")} with theirs on ${sq(p, "to")}, ${who(p, c, "top")} on top`,
  "rio-de-la-plata.move.acceptMerge": (p, c) => `Accept ${who(p, c, "from")}'s merge (${who(p, c, "top")} on top)`,
  "rio-de-la-plata.move.declineMerge": (p, c) => `Decline ${who(p, c, "from")}'s merge`,
  "rio-de-la-plata.move.endCombatTurn": "End your combat turn",

  // Board labels.
  "rio-de-la-plata.city": "The city: 8 quarters around the plaza",
  "rio-de-la-plata.changedSince": "new since your last visit: {list}",
  "rio-de-la-plata.change.built": "built",
  "rio-de-la-plata.change.workers": "workers came or left",
  "rio-de-la-plata.change.attacked": "fighting",
  "rio-de-la-plata.change.taken": "taken",
  "rio-de-la-plata.tracks": "Years, enemies and turn order",
  "rio-de-la-plata.toReserve": (p) => `${p.n} you can reserve`,
  "rio-de-la-plata.legend": "What the pictures mean",
  "rio-de-la-plata.legend.worker": "a player's workers (with their number)",
  "rio-de-la-plata.legend.enemy": "an enemy piece",
  "rio-de-la-plata.legend.building": "a building, framed in its owner's colour",
  "rio-de-la-plata.legend.road": "road from a quarter's centre to the plaza (dashed: still to build)",
  "rio-de-la-plata.legend.wall": "wall segment (dashed: still to build)",
  "rio-de-la-plata.legend.river": "the river, where the boat sails",
  "rio-de-la-plata.legend.changed": "changed since your last visit",
  "rio-de-la-plata.legend.vp": "victory points",
  "rio-de-la-plata.square": (p) => `Square ${sq(p)}, ${p.quarter === -1 ? "the plaza" : `quarter ${num(p.quarter) + 1}`}`,
  "rio-de-la-plata.startZone": "start zone",
  "rio-de-la-plata.workersOf": (p, c) => `${who(p, c)}: ${p.n} ${plural(p.n, "worker", "workers")}`,
  "rio-de-la-plata.ownedBy": (p, c) => `${name(c, "building", p.kind)} of ${who(p, c)}`,
  "rio-de-la-plata.group": (p) => `a group: ${p.pieces}`,
  "rio-de-la-plata.enemyPiece": "enemy",
  "rio-de-la-plata.canPlay": "you can play here",
  "rio-de-la-plata.chooseOn": (p) => `On ${sq(p)}:`,
  "rio-de-la-plata.close": "Close",
  "rio-de-la-plata.wallUnbuilt": "unbuilt",
  "rio-de-la-plata.yearOf": (p) => `Year ${p.year} of ${p.years}`,
  "rio-de-la-plata.yearTrack": "The years; a skull moves the pirates and a feather the natives at the end of the year",
  "rio-de-la-plata.yearCell": (p) =>
    `Year ${p.year}${p.mark === "skull" ? ", skull" : p.mark === "feather" ? ", feather" : ""}${p.now ? ", now" : ""}`,
  "rio-de-la-plata.enemyTrack": "The enemy track",
  "rio-de-la-plata.enemyAt": (p, c) =>
    `${name(c, "enemy", p.enemy)}: step ${num(p.position) + 1}, an attack on a roll below ${p.value}, ${p.bonus} extra ${plural(p.bonus, "piece", "pieces")}`,
  "rio-de-la-plata.lastRoll": (p, c) =>
    `Last combat check (year ${p.year}): ${p.dice} — ${p.enemy ? name(c, "enemy", p.enemy) : "no attack"}`,
  "rio-de-la-plata.turnTrack": "Turn order",
  "rio-de-la-plata.phaseNow": (p, c) => `Phase: ${c.t(`${K}.phase.${String(p.phase)}`)}`,
  "rio-de-la-plata.active": (p, c) => `${who(p, c)} to play`,
  "rio-de-la-plata.yourTurn": "Your turn",
  "rio-de-la-plata.supplies": "Players",
  "rio-de-la-plata.supply.money": (p) => `${p.n} ${plural(p.n, "coin", "coins")}`,
  "rio-de-la-plata.supply.vp": (p) => `${p.n} VP`,
  "rio-de-la-plata.supply.stone": (p) => `${p.n} stone`,
  "rio-de-la-plata.supply.wood": (p) => `${p.n} wood`,
  "rio-de-la-plata.supply.precious": (p) => `${p.n} precious ${plural(p.n, "good", "goods")}`,
  "rio-de-la-plata.supply.workers": (p) =>
    `${p.supply} ${plural(p.supply, "worker", "workers")} in hand, ${p.placed} of 5 placed this year`,
  "rio-de-la-plata.noCharacters": "no characters",
  "rio-de-la-plata.passedShort": "passed",
  "rio-de-la-plata.pending": (p, c) =>
    p.kind === "major"
      ? `${who(p, c)} chooses where the ${name(c, "building", p.major)} stands.`
      : `${who(p, c)} places ${p.left} more ${p.kind === "walls" ? "wall segments" : "road pieces"}.`,
  "rio-de-la-plata.yourActions": "Your moves",
  "rio-de-la-plata.ladders": "Major buildings",
  "rio-de-la-plata.completed": "built",
  "rio-de-la-plata.ladderStep": (p, c) =>
    `${name(c, "ladder", p.ladder)} step ${num(p.cell) + 1}, ${p.vp} VP${p.holder === null ? ", free" : `, ${who(p, c, "holder")}`}`,
  "rio-de-la-plata.costEach": (p) => `each worker pays ${p.cost}`,
  "rio-de-la-plata.fields": "Mine and forest",
  "rio-de-la-plata.fieldCell": (p, c) =>
    `${name(c, "field", p.field)} cell ${num(p.cell) + 1}, ${p.workers} ${plural(p.workers, "worker", "workers")}${p.holder === null ? ", free" : `, ${who(p, c, "holder")}`}`,
  "rio-de-la-plata.spots": "Agriculture, crafts, boat and turn order",
  "rio-de-la-plata.onSpot": (p) => `${p.total} ${plural(p.total, "worker", "workers")}`,
  "rio-de-la-plata.characters": "Characters",
  "rio-de-la-plata.characterCard": (p, c) =>
    `${name(c, "character", p.character)}: ${p.price} coins, needs ${p.minVp} VP${p.owner !== null ? `, owned by ${who(p, c, "owner")}` : p.reserved !== null ? `, reserved by ${who(p, c, "reserved")}` : ""}`,
  "rio-de-la-plata.boat": "The boat",
  "rio-de-la-plata.boatState": (p) =>
    p.service
      ? p.returnYear
        ? `At sea, back in year ${p.returnYear}`
        : `At the quay, ${p.load}/${p.capacity} loaded`
      : "Not in service until the port is built",
  "rio-de-la-plata.cargoOf": (p, c) => `${who(p, c)}: ${goods(p, c)}`,
  "rio-de-la-plata.combat": "Combat",
  "rio-de-la-plata.combatLabel": "Combat:",
  "rio-de-la-plata.combatState": (p, c) =>
    `${name(c, "enemy", p.enemy)} led by ${who(p, c, "attacker")} — ${c.t(`${K}.stage.${String(p.stage)}`)}; ${p.toPlace} to place, ${p.quiet} quiet ${plural(p.quiet, "round", "rounds")}.`,
  "rio-de-la-plata.waitingFor": (p, c) =>
    `Waiting for ${listOf(
      ((p.seats as number[]) ?? []).map((s) => c.player(s)),
      "en",
    )}.`,
  "rio-de-la-plata.mergeOffer": (p, c) => `${who(p, c, "from")} offers ${who(p, c, "to")} to merge groups (${who(p, c, "top")} on top).`,
  "rio-de-la-plata.trades": "Trades",
  "rio-de-la-plata.offerLine": (p, c) => `${who(p, c, "from")} → ${who(p, c, "to")}: ${bundleText(p.give, c)} for ${bundleText(p.get, c)}`,
  "rio-de-la-plata.noOffers": "No open offers.",
  "rio-de-la-plata.accept": "Accept",
  "rio-de-la-plata.decline": "Decline",
  "rio-de-la-plata.withdraw": "Withdraw",
  "rio-de-la-plata.proposeTrade": "Propose a trade…",
  "rio-de-la-plata.tradeTitle": "Propose a trade",
  "rio-de-la-plata.tradeTo": "With",
  "rio-de-la-plata.youGive": "You give",
  "rio-de-la-plata.youGet": "You get",
  "rio-de-la-plata.money": "Coins",
  "rio-de-la-plata.stone": "Stone",
  "rio-de-la-plata.wood": "Wood",
  "rio-de-la-plata.precious": "Precious goods",
  "rio-de-la-plata.sendOffer": "Offer",
  "rio-de-la-plata.emptyOffer": "Give or ask for something.",
  "rio-de-la-plata.final": (p) => `Final: ${p.vp} VP + ${p.money} for coins + ${p.characters} characters + ${p.houses} houses = ${p.total}`,
  "rio-de-la-plata.options": "Rio de la Plata options",
  "rio-de-la-plata.shortGame": "Short game (15 years instead of 20)",
  "rio-de-la-plata.refused.noWorkers": "You have no workers on that square.",
  "rio-de-la-plata.refused.alreadyBuilt": "You have already built a building this year.",
  "rio-de-la-plata.refused.tooFewWorkers": (p) => `That building needs ${p.count} of your workers on the square.`,
  "rio-de-la-plata.refused.notYourHut": "A house is built by turning over one of your huts.",
  "rio-de-la-plata.refused.occupied": "There is already a building on that square.",
  "rio-de-la-plata.refused.noTiles": "You have no habitation tile left.",
  "rio-de-la-plata.refused.noTilesOfKind": "No tile of that building is left.",
  "rio-de-la-plata.refused.onePerQuarter": "That quarter already has that building.",
  "rio-de-la-plata.refused.needsHouse": "You need a house in the city before building that.",
  "rio-de-la-plata.refused.cannotPay": "You lack the resources to build that.",
  "rio-de-la-plata.refused.noBuilding": "There is no minor building to use on that square.",
  "rio-de-la-plata.refused.noEffect": "That building has no effect to use.",
  "rio-de-la-plata.refused.needsHouseBeside": "You need a house next to a building to use it.",
  "rio-de-la-plata.refused.used": "You have already used that building this year.",
  "rio-de-la-plata.refused.usedUp": "That building has been used as often as it may be this year.",
  "rio-de-la-plata.refused.cannotPayEffect": "You cannot pay for that building's effect.",
  "rio-de-la-plata.refused.noCombat": "There is no combat going on.",
  "rio-de-la-plata.refused.mergePending": "A merge offer is waiting for an answer.",
  "rio-de-la-plata.refused.notYourCombatTurn": "It is not your turn in the combat.",
  "rio-de-la-plata.refused.notYourGroup": "That group is not yours.",
  "rio-de-la-plata.refused.noSuchGroup": "There is no allied group to merge with.",
  "rio-de-la-plata.refused.notAdjacent": "Groups merge only with a group beside them.",
  "rio-de-la-plata.refused.battleOnly": "Groups move and merge in the battle only.",
  "rio-de-la-plata.refused.notPlacingEnemies": "The enemy pieces are not being placed now.",
  "rio-de-la-plata.refused.cannonNotFiring": "The cannon is not firing now.",
  "rio-de-la-plata.refused.noCannonHit": "The cannon has no hit to give now.",
  "rio-de-la-plata.refused.notAnEnemy": "The cannon removes enemy pieces only.",
  "rio-de-la-plata.refused.notPlacingDefenders": "Defenders are not being placed now.",
  "rio-de-la-plata.refused.defenderPrice": (p) => `Another defender costs ${p.count} ${plural(p.count, "coin", "coins")}.`,
  "rio-de-la-plata.refused.notYourGroupToMove": "That group is not yours to move.",
  "rio-de-la-plata.refused.alreadyMoved": "That group has already moved this round.",
  "rio-de-la-plata.refused.alreadyMerged": "That group has already merged this round.",
  "rio-de-la-plata.refused.outOfReach": (p) =>
    `A ${p.pieces}-piece group moves up to ${p.count} ${plural(p.count, "square", "squares")}, never diagonally nor through other groups.`,
  "rio-de-la-plata.refused.mergeNeedsAgreement": "Merging with another player's group needs their agreement: offer it.",
  "rio-de-la-plata.refused.notMixed": "Merge your own groups directly.",
  "rio-de-la-plata.refused.noBattleTurn": "There is no battle turn to end now.",
  "rio-de-la-plata.refused.groupFull": "A group has at most 3 pieces.",
  "rio-de-la-plata.refused.noMergeOffer": "No one has offered to merge a group with yours.",
  "rio-de-la-plata.refused.tooMany": "A group has 1 to 3 pieces, and no more than you have left.",
  "rio-de-la-plata.refused.notAnEntry": "Enemies enter on a free border square without a wall.",
  "rio-de-la-plata.refused.noDefenders": "You have no worker left to defend with.",
  "rio-de-la-plata.refused.notAPost": "Defenders stand on your own huts and houses or on a barracks, at most 3 to a square.",
  "rio-de-la-plata.refused.badTop": "The group's controller is one of the two players.",
  "rio-de-la-plata.refused.decisionPending": "A player must first place what their completed ladder built.",
  "rio-de-la-plata.refused.notYourTurn": "It is not your turn.",
  "rio-de-la-plata.refused.cannotPlaceCity":
    "Workers go next to your own hut or house or in the start zone, at most 3 to a square, one colour per square; to displace a rival place twice their number less one.",
  "rio-de-la-plata.refused.cellTaken": "That cell of the ladder is taken or not used at this player count.",
  "rio-de-la-plata.refused.cellPrice": (p) => `That cell needs ${p.count} ${plural(p.count, "worker", "workers")}.`,
  "rio-de-la-plata.refused.bankPrice": (p) => `The next resource from the bank costs ${p.count} ${plural(p.count, "coin", "coins")}.`,
  "rio-de-la-plata.refused.noDecision": "You have nothing to build now.",
  "rio-de-la-plata.refused.notPlacingWalls": "You are not placing walls.",
  "rio-de-la-plata.refused.notPlacingRoads": "You are not placing roads.",
  "rio-de-la-plata.refused.notPlacingMajor": "You are not placing a major building.",
  "rio-de-la-plata.refused.characterUnavailable": (p) =>
    `That character is taken, or needs ${p.vp} victory ${plural(p.vp, "point", "points")}.`,
  "rio-de-la-plata.refused.noWorkersIn": (p, c) => `You have no workers in ${name(c, "field", p.field)}.`,
  "rio-de-la-plata.refused.nothingToExchange": (p, c) => `You have no ${name(c, "resource", p.resource)} to exchange.`,
  "rio-de-la-plata.refused.noSuchOffer": "That offer is no longer open.",
  "rio-de-la-plata.refused.gameOver": "The game is over.",
  "rio-de-la-plata.refused.wrongPhase": "That move belongs to another phase.",
  "rio-de-la-plata.refused.cannotSendBoat":
    "The boat can be sent off early only from the quay, once a year, for 2 coins, and not the year it came back.",
  "rio-de-la-plata.refused.ladderClosed": "That building cannot be built any more.",
  "rio-de-la-plata.refused.noWorkerLeft": "You cannot place another worker this year.",
  "rio-de-la-plata.refused.cannotPayLadder": "You lack the resources this ladder asks for each worker.",
  "rio-de-la-plata.refused.noBoat": "The boat is not at the quay (or the port is not built).",
  "rio-de-la-plata.refused.tooManyWorkers": "You cannot place that many workers this year.",
  "rio-de-la-plata.refused.wallExists": "That wall segment already stands.",
  "rio-de-la-plata.refused.roadComplete": "That quarter is already joined to the plaza.",
  "rio-de-la-plata.refused.squareFree": "A major building replaces another only when both stone squares are taken.",
  "rio-de-la-plata.refused.noCrafts": "You have no workers left in the crafts.",
  "rio-de-la-plata.refused.noBoatWorkers": "You have no workers on the boat.",
  "rio-de-la-plata.refused.boatFull": "The boat has no room for that much.",
  "rio-de-la-plata.refused.lackResources": "You do not have those resources.",
  "rio-de-la-plata.refused.notReserved": "You have not reserved that character.",
  "rio-de-la-plata.refused.cannotTrade": "The player making the offer no longer has what they offered.",
  "rio-de-la-plata.refused.cannotTradeAsked": "You do not have what is asked for.",
  "rio-de-la-plata.refused.notYourOffer": "That offer is not yours to answer.",
  "rio-de-la-plata.refused.badPartner": "Offer a trade to another player of this game.",
  "rio-de-la-plata.refused.offerOpen": "You already have an offer waiting for an answer.",
  "rio-de-la-plata.refused.emptyOffer": "An offer must give or ask for something.",
  "rio-de-la-plata.refused.cannotGive": "You do not have what you offer.",
  "rio-de-la-plata.refused.badOffer": "That player does not own the character you ask for.",
  "rio-de-la-plata.refused.noSuchSeat": "There is no such seat in this game.",
  // What each revision of the rules changed (shared/engine/revision.ts); revision 1 is the rules as first played here.
  "rio-de-la-plata.revision.1": "The rules as Turnpost first played them.",
  "rio-de-la-plata.revision.2":
    "The enemy may enter the fort's square and destroy the fort (0 VP); its cannon falls with it. A defender without a hut, a house or a barracks in the city takes no part in the defence, not even with workers already there. Only walls close the city's edge: the enemy may enter by an edge square with a building, and destroys it at once. A group that has moved may still merge (the merge ends both groups' movement). Displacing a rival takes at least twice its workers less one (2 or 3 may replace 1), and no worker may stand on another player's hut or house; a player may always place workers on their own hut to upgrade it.",
  "rio-de-la-plata.revision.3": "Every move is written in the game's log: the end of a player's defence and of their combat turn.",
} satisfies Record<string, Message>;

export const fr: Record<keyof typeof en, Message> = {
  "rio-de-la-plata.count.money": (p) => `${p.n} ${plural(p.n, "pièce", "pièces")}`,
  "rio-de-la-plata.count.stone": "{n} pierre",
  "rio-de-la-plata.count.wood": "{n} bois",
  "rio-de-la-plata.count.precious": (p) => `${p.n} ${plural(p.n, "bien précieux", "biens précieux")}`,
  "rio-de-la-plata.count.vp": "{n} PV",
  "rio-de-la-plata.nothing": "rien",
  "rio-de-la-plata.goods": (p, c) => goods(p, c, (p.characters as unknown[]) ?? []),
  "rio-de-la-plata.resource.stone": "pierre",
  "rio-de-la-plata.resource.wood": "bois",
  "rio-de-la-plata.resource.precious": "bien précieux",
  "rio-de-la-plata.ladder.palace": "Palais",
  "rio-de-la-plata.ladder.cathedral": "Cathédrale",
  "rio-de-la-plata.ladder.fort": "Fort",
  "rio-de-la-plata.ladder.walls": "Remparts",
  "rio-de-la-plata.ladder.port": "Port",
  "rio-de-la-plata.ladder.roads": "Routes",
  "rio-de-la-plata.field.mine": "la carrière",
  "rio-de-la-plata.field.forest": "la forêt",
  "rio-de-la-plata.field.agriculture": "l’agriculture",
  "rio-de-la-plata.spot.agriculture": "Agriculture",
  "rio-de-la-plata.spot.crafts": "Artisanat",
  "rio-de-la-plata.spot.boat": "Bateau",
  "rio-de-la-plata.spot.turnOrder": "Ordre du tour",
  "rio-de-la-plata.building.hut": "cabane",
  "rio-de-la-plata.building.house": "maison",
  "rio-de-la-plata.building.garden": "jardin",
  "rio-de-la-plata.building.monument": "monument",
  "rio-de-la-plata.building.church": "église",
  "rio-de-la-plata.building.market": "marché",
  "rio-de-la-plata.building.stonemason": "tailleur de pierre",
  "rio-de-la-plata.building.carpenter": "charpentier",
  "rio-de-la-plata.building.enterprise": "entreprise",
  "rio-de-la-plata.building.barracks": "caserne",
  "rio-de-la-plata.building.palace": "Palais",
  "rio-de-la-plata.building.cathedral": "Cathédrale",
  "rio-de-la-plata.building.fort": "Fort",
  "rio-de-la-plata.character.gunner": "Canonnier",
  "rio-de-la-plata.character.farmer": "Fermier",
  "rio-de-la-plata.character.quarryman": "Carrier",
  "rio-de-la-plata.character.woodcutter": "Bûcheron",
  "rio-de-la-plata.character.goldsmith": "Orfèvre",
  "rio-de-la-plata.character.merchant": "Marchand",
  "rio-de-la-plata.character.priest": "Prêtre",
  "rio-de-la-plata.character.sergeant": "Sergent",
  "rio-de-la-plata.character.architect": "Architecte",
  "rio-de-la-plata.character.notary": "Notaire",
  "rio-de-la-plata.character.explorer": "Explorateur",
  "rio-de-la-plata.character.governor": "Gouverneur",
  "rio-de-la-plata.enemy.pirates": "les pirates",
  "rio-de-la-plata.enemy.natives": "les indigènes",
  "rio-de-la-plata.enemy.null": "personne",
  "rio-de-la-plata.quarter": (p) => `le quartier ${num(p.q) + 1}`,
  "rio-de-la-plata.segment": (p) => `le tronçon de rempart ${num(p.segment) + 1}`,
  "rio-de-la-plata.stoneSquare": (p) => `la case de pierre ${num(p.square) + 1}`,
  "rio-de-la-plata.phase.placement": "placement",
  "rio-de-la-plata.phase.effects": "effets",
  "rio-de-la-plata.phase.combat": "combat",
  "rio-de-la-plata.phase.over": "partie finie",
  "rio-de-la-plata.stage.enemy": "l’attaquant place l’ennemi",
  "rio-de-la-plata.stage.cannon": "le canon du fort",
  "rio-de-la-plata.stage.hits": "le canon retire des pions ennemis",
  "rio-de-la-plata.stage.defence": "les défenseurs prennent position",
  "rio-de-la-plata.stage.battle": "bataille",

  "rio-de-la-plata.placedCity": (p, c) => `${who(p, c)} place ${p.count} ${plural(p.count, "ouvrier", "ouvriers")} en ${sq(p)}.`,
  "rio-de-la-plata.displaced": (p, c) =>
    `${who(p, c)} chasse ${p.count} ${plural(p.count, "ouvrier", "ouvriers")} de ${who(p, c, "victim")} de ${sq(p)}.`,
  "rio-de-la-plata.placedLadder": (p, c) =>
    `${who(p, c)} place un ouvrier sur l’échelle ${name(c, "ladder", p.ladder)} (case ${num(p.cell) + 1}).`,
  "rio-de-la-plata.placedField": (p, c) =>
    `${who(p, c)} place ${p.count} ${plural(p.count, "ouvrier", "ouvriers")} dans ${name(c, "field", p.field)}.`,
  "rio-de-la-plata.placedWorkers": (p, c) =>
    `${who(p, c)} place ${p.count} ${plural(p.count, "ouvrier", "ouvriers")} sur ${name(c, "spot", p.spot)}.`,
  "rio-de-la-plata.reservedCharacter": (p, c) => `${who(p, c)} réserve le personnage ${name(c, "character", p.character)}.`,
  "rio-de-la-plata.boatOrdered": (p, c) => `${who(p, c)} paie le départ anticipé du bateau.`,
  "rio-de-la-plata.passed": (p, c) => `${who(p, c)} passe.`,
  "rio-de-la-plata.ladderCompleted": (p, c) => {
    const awards = ((p.awards as number[]) ?? []).flatMap((vp, s) => (vp > 0 ? [`${c.player(s)} ${vp} PV`] : []));
    return `L’échelle ${name(c, "ladder", p.ladder)} est complète (${who(p, c)} gagne le bonus de ${p.bonus} PV) : ${listOf(awards, "fr")}.`;
  },
  "rio-de-la-plata.majorPlaced": (p, c) =>
    `${name(c, "building", p.major)} se dresse sur ${c.t(`${K}.stoneSquare`, { square: p.square })}${p.replaced ? ` à la place de ${name(c, "building", p.replaced)}` : ""}.`,
  "rio-de-la-plata.wallBuilt": (p, c) => `${who(p, c)} construit ${c.t(`${K}.segment`, p)}.`,
  "rio-de-la-plata.roadBuilt": (p, c) =>
    `${who(p, c)} pose un tronçon de route dans ${c.t(`${K}.quarter`, { q: p.quarter })}${p.connected ? ", désormais relié à la place" : ""}.`,
  "rio-de-la-plata.characterIncome": (p, c) => `Le ${name(c, "character", p.character)} de ${who(p, c)} rapporte son revenu annuel.`,
  "rio-de-la-plata.harvested": (p, c) => `${who(p, c)} récolte ${name(c, "field", p.field)} : ${goods(p, c)}.`,
  "rio-de-la-plata.crafted": (p, c) => `${who(p, c)} change 1 ${name(c, "resource", p.give)} en 1 bien précieux.`,
  "rio-de-la-plata.loaded": (p, c) => `${who(p, c)} charge ${goods(p, c)} sur le bateau.`,
  "rio-de-la-plata.characterBought": (p, c) => `${who(p, c)} paie ${p.price} pièces pour le ${name(c, "character", p.character)}.`,
  "rio-de-la-plata.characterFined": (p, c) =>
    `${who(p, c)} ne peut payer le ${name(c, "character", p.character)} et reçoit une amende de ${goods({ money: p.money, vp: p.vp }, c)}.`,
  "rio-de-la-plata.built": (p, c) => `${who(p, c)} construit : ${name(c, "building", p.kind)} en ${sq(p)} (+${p.vp} PV).`,
  "rio-de-la-plata.activated": (p, c) =>
    `${who(p, c)} utilise le bâtiment ${name(c, "building", p.kind)} de ${c.player(num(p.owner))} en ${sq(p)}.`,
  "rio-de-la-plata.effectsEnded": (p, c) => `${who(p, c)} a fini ses effets.`,
  "rio-de-la-plata.bought": (p, c) =>
    `${who(p, c)} achète 1 ${name(c, "resource", p.resource)} à la banque pour ${p.price} ${plural(p.price, "pièce", "pièces")}.`,
  "rio-de-la-plata.boatLeft": (p) => `Le bateau part avec ${p.load} marchandises ; il reviendra l’année ${p.returnYear}.`,
  "rio-de-la-plata.cargoSold": (p, c) =>
    `Le bateau revient : ${who(p, c)} vend ${goods(p, c)} pour ${goods({ money: p.money, vp: p.vp }, c)}.`,
  "rio-de-la-plata.combatCheck": (p, c) => {
    const d = (p.dice as number[]) ?? [];
    const outcome = p.enemy ? `${name(c, "enemy", p.enemy)} attaquent !` : "pas d’attaque cette année.";
    return `Test de combat : ${d.join(" + ")} = ${p.total} contre pirates ${p.pirates} et indigènes ${p.natives} : ${outcome}`;
  },
  "rio-de-la-plata.combatStarted": (p, c) =>
    `${who(p, c, "attacker")} mène ${name(c, "enemy", p.enemy)} avec ${p.pieces} pions ; ils reculent à la case ${num(p.position) + 1} de la piste.`,
  "rio-de-la-plata.enemyPlaced": (p) =>
    `Un groupe de ${p.size} ${plural(p.size, "pion ennemi entre", "pions ennemis entre")} en ${sq(p)} (reste ${p.left}).`,
  "rio-de-la-plata.cannonFired": (p, c) => {
    const d = (p.dice as number[]) ?? [];
    return `${who(p, c)} tire au canon en misant ${p.bet} : ${d.join(" + ")} — ${p.hit ? `touché${num(p.vp) > 0 ? ` (+${p.vp} PV)` : ""}` : "raté"}.`;
  },
  "rio-de-la-plata.cannonHit": (p) => `Le canon retire un pion ennemi en ${sq(p)}.`,
  "rio-de-la-plata.defenderPlaced": (p, c) =>
    `${who(p, c)} place un défenseur en ${sq(p)}${num(p.price) > 0 ? ` pour ${p.price} ${plural(p.price, "pièce", "pièces")}` : ""}.`,
  "rio-de-la-plata.battleRound": (p) =>
    `Un tour de bataille commence (${p.quiet} ${plural(p.quiet, "tour calme", "tours calmes")} jusqu’ici).`,
  "rio-de-la-plata.groupMoved": (p, c) =>
    `${num(p.seat) < 0 ? "L’ennemi" : who(p, c)} déplace un groupe de ${p.size} de ${sq(p, "from")} à ${sq(p, "to")}.`,
  "rio-de-la-plata.groupsMerged": (p, c) => `${who(p, c)} réunit deux groupes.`,
  "rio-de-la-plata.mergeProposed": (p, c) =>
    `${who(p, c)} propose à ${who(p, c, "to")} de réunir leurs groupes, ${who(p, c, "top")} au-dessus.`,
  "rio-de-la-plata.mergeAccepted": (p, c) =>
    `${who(p, c)} accepte la réunion proposée par ${who(p, c, "from")} ; ${who(p, c, "top")} mène le groupe.`,
  "rio-de-la-plata.mergeDeclined": (p, c) => `${who(p, c)} refuse la réunion proposée par ${who(p, c, "from")}.`,
  "rio-de-la-plata.defenceEnded": (p, c) => `${who(p, c)} ne place plus de défenseur.`,
  "rio-de-la-plata.combatTurnEnded": (p, c) => `${who(p, c)} termine son tour de combat.`,
  "rio-de-la-plata.battle": (p, c) => {
    const fallen = ((p.defendersLost as number[]) ?? []).map((s) => c.player(s));
    const outcome = c.t(`${K}.outcome.${String(p.outcome)}`);
    return `Bataille en ${sq(p)}, ${p.mover} contre ${p.target} : ${outcome}. Pions ennemis perdus : ${p.enemiesLost} ; défenseurs perdus : ${fallen.length ? listOf(fallen, "fr") : "aucun"}.`;
  },
  "rio-de-la-plata.outcome.moverWon": "le groupe qui attaque l’emporte",
  "rio-de-la-plata.outcome.targetWon": "le groupe attaqué tient bon",
  "rio-de-la-plata.outcome.enemyDominance": "égalité, les pirates l’emportent",
  "rio-de-la-plata.outcome.defenderDominance": "égalité, les défenseurs de la caserne l’emportent",
  "rio-de-la-plata.outcome.bothLost": "égalité, les deux groupes tombent",
  "rio-de-la-plata.buildingDestroyed": (p, c) =>
    `L’ennemi détruit ${p.owner === null || p.owner === undefined ? "le bâtiment" : `le bâtiment de ${c.player(num(p.owner))}`} (${name(c, "building", p.kind)}) en ${sq(p)} : ${who(p, c, "attacker")} marque ${p.vp} PV.`,
  "rio-de-la-plata.combatEnded": (p) =>
    p.reason === "quiet" ? "Trois tours calmes : le combat est fini." : "Il ne reste aucun ennemi : le combat est fini.",
  "rio-de-la-plata.turnOrder": (p, c) => `Nouvel ordre du tour : ${((p.order as number[]) ?? []).map((s) => c.player(s)).join(", ")}.`,
  "rio-de-la-plata.enemyAdvanced": (p, c) =>
    `${name(c, "enemy", p.enemy)} avancent à la case ${num(p.position) + 1} (valeur ${p.value}).`.replace(/^l/, "L"),
  "rio-de-la-plata.yearStarted": "L’année {year} commence.",
  "rio-de-la-plata.offered": (p, c) =>
    `${who(p, c, "from")} propose à ${who(p, c, "to")} ${goods(tuple(p.give), c, (p.giveCharacters as unknown[]) ?? [])} contre ${goods(tuple(p.get), c, (p.getCharacters as unknown[]) ?? [])}.`,
  "rio-de-la-plata.offerAccepted": (p, c) => `${who(p, c, "to")} accepte l’offre de ${who(p, c, "from")}.`,
  "rio-de-la-plata.offerDeclined": (p, c) => `${who(p, c, "to")} refuse l’offre de ${who(p, c, "from")}.`,
  "rio-de-la-plata.offerWithdrawn": (p, c) => `${who(p, c, "from")} retire son offre à ${who(p, c, "to")}.`,
  "rio-de-la-plata.gameEnded": (p, c) => {
    const scores = ((p.scores as number[]) ?? []).map((v, s) => `${c.player(s)} ${v}`);
    const winners = (p.winners as number[]) ?? [];
    return `Partie finie. Scores : ${scores.join(", ")}. ${listOf(
      winners.map((s) => c.player(s)),
      "fr",
    )} ${winners.length > 1 ? "gagnent" : "gagne"}.`;
  },

  "rio-de-la-plata.move.placeCity": (p) => `Placer ${p.count} ${plural(p.count, "ouvrier", "ouvriers")} en ${sq(p)}`,
  "rio-de-la-plata.move.displace": (p, c) =>
    `Placer ${p.count} ${plural(p.count, "ouvrier", "ouvriers")} en ${sq(p)} et renvoyer ceux de ${who(p, c, "victim")}`,
  "rio-de-la-plata.move.placeLadder": (p, c) =>
    `Placer un ouvrier sur l’échelle ${name(c, "ladder", p.ladder)}, case ${num(p.cell) + 1} (${p.vp} PV), en payant ${p.cost}`,
  "rio-de-la-plata.move.placeField": (p, c) =>
    `Placer ${p.count} ${plural(p.count, "ouvrier", "ouvriers")} dans ${name(c, "field", p.field)}, case ${num(p.cell) + 1}`,
  "rio-de-la-plata.move.placeWorkers": (p, c) =>
    `Placer ${p.count} ${plural(p.count, "ouvrier", "ouvriers")} sur ${name(c, "spot", p.spot)}`,
  "rio-de-la-plata.move.reserveCharacter": (p, c) =>
    `Réserver le personnage ${name(c, "character", p.character)} (${p.price} pièces, payées aux effets)`,
  "rio-de-la-plata.move.sendBoat": "Payer 2 pièces pour faire partir le bateau à la fin de l’année",
  "rio-de-la-plata.move.pass": "Passer : ne plus placer d’ouvrier cette année",
  "rio-de-la-plata.move.buildWall": (p, c) => `Construire ${c.t(`${K}.segment`, p)}`,
  "rio-de-la-plata.move.buildRoad": (p, c) => `Poser un tronçon de route dans ${c.t(`${K}.quarter`, { q: p.quarter })}`,
  "rio-de-la-plata.move.placeMajor": (p, c) =>
    `Placer ${name(c, "building", p.major)} sur ${c.t(`${K}.stoneSquare`, p)}${p.replaced ? ` à la place de ${name(c, "building", p.replaced)}` : ""}`,
  "rio-de-la-plata.move.harvest": (p, c) => `Récolter ${name(c, "field", p.field)}`,
  "rio-de-la-plata.move.craft": (p, c) => `Artisanat : changer 1 ${name(c, "resource", p.give)} en 1 bien précieux`,
  "rio-de-la-plata.move.load": (p, c) => `Charger ${goods(p, c)} sur le bateau`,
  "rio-de-la-plata.move.takeCharacter": (p, c) => `Prendre le ${name(c, "character", p.character)} pour ${p.price} pièces`,
  "rio-de-la-plata.move.build": (p, c) => `Construire : ${name(c, "building", p.kind)} en ${sq(p)} pour ${p.cost} (+${p.vp} PV)`,
  "rio-de-la-plata.move.activate": (p, c) => `Utiliser le bâtiment ${name(c, "building", p.kind)} en ${sq(p)}`,
  "rio-de-la-plata.move.endEffects": "Finir vos effets (les ouvriers inutilisés rentrent)",
  "rio-de-la-plata.move.buyResource": (p, c) =>
    `Acheter 1 ${name(c, "resource", p.resource)} à la banque pour ${p.price} ${plural(p.price, "pièce", "pièces")}`,
  "rio-de-la-plata.move.offer": (p, c) => `Proposer à ${c.player(num(p.to))} ${bundleText(p.give, c)} contre ${bundleText(p.get, c)}`,
  "rio-de-la-plata.move.acceptOffer": (p, c) =>
    `Accepter l’offre de ${who(p, c, "from")} : vous recevez ${bundleText(p.give, c)} et donnez ${bundleText(p.get, c)}`,
  "rio-de-la-plata.move.declineOffer": (p, c) => `Refuser l’offre de ${who(p, c, "from")}`,
  "rio-de-la-plata.move.withdrawOffer": (p, c) => `Retirer votre offre à ${who(p, c, "to")}`,
  "rio-de-la-plata.move.placeEnemy": (p) =>
    `Faire entrer un groupe de ${p.size} ${plural(p.size, "pion ennemi", "pions ennemis")} en ${sq(p)}`,
  "rio-de-la-plata.move.cannon": "Tirer au canon en misant {bet} : touché sur {need} ou plus",
  "rio-de-la-plata.move.cannonHit": (p) => `Retirer un pion ennemi en ${sq(p)}`,
  "rio-de-la-plata.move.defend": (p) =>
    `Placer un défenseur en ${sq(p)}${num(p.price) > 0 ? ` pour ${p.price} ${plural(p.price, "pièce", "pièces")}` : " (gratuit)"}`,
  "rio-de-la-plata.move.endDefence": "Ne plus placer de défenseur",
  "rio-de-la-plata.move.moveGroup": (p) =>
    `Déplacer le groupe de ${p.size} de ${sq(p, "from")} à ${sq(p, "to")}${p.fight ? " et y combattre" : ""}`,
  "rio-de-la-plata.move.merge": (p) => `Réunir votre groupe de ${sq(p, "from")} à votre groupe de ${sq(p, "to")}`,
  "rio-de-la-plata.move.proposeMerge": (p, c) =>
    `Proposer à ${who(p, c, "other")} de réunir votre groupe de ${sq(p, "from")} au sien en ${sq(p, "to")}, ${who(p, c, "top")} au-dessus`,
  "rio-de-la-plata.move.acceptMerge": (p, c) => `Accepter la réunion proposée par ${who(p, c, "from")} (${who(p, c, "top")} au-dessus)`,
  "rio-de-la-plata.move.declineMerge": (p, c) => `Refuser la réunion proposée par ${who(p, c, "from")}`,
  "rio-de-la-plata.move.endCombatTurn": "Finir votre tour de combat",

  "rio-de-la-plata.city": "La ville : 8 quartiers autour de la place",
  "rio-de-la-plata.changedSince": "nouveau depuis votre dernière visite : {list}",
  "rio-de-la-plata.change.built": "construit",
  "rio-de-la-plata.change.workers": "ouvriers arrivés ou partis",
  "rio-de-la-plata.change.attacked": "combat",
  "rio-de-la-plata.change.taken": "prise",
  "rio-de-la-plata.tracks": "Années, ennemis et ordre du tour",
  "rio-de-la-plata.toReserve": (p) => `${p.n} ${frPlural(p.n, "réservable", "réservables")}`,
  "rio-de-la-plata.legend": "Ce que montrent les images",
  "rio-de-la-plata.legend.worker": "les ouvriers d’un joueur (avec leur nombre)",
  "rio-de-la-plata.legend.enemy": "un pion ennemi",
  "rio-de-la-plata.legend.building": "un bâtiment, encadré de la couleur de son propriétaire",
  "rio-de-la-plata.legend.road": "route du centre d’un quartier à la place (en pointillé : à construire)",
  "rio-de-la-plata.legend.wall": "tronçon de rempart (en pointillé : à construire)",
  "rio-de-la-plata.legend.river": "le fleuve, où navigue le bateau",
  "rio-de-la-plata.legend.changed": "changé depuis votre dernière visite",
  "rio-de-la-plata.legend.vp": "points de victoire",
  "rio-de-la-plata.square": (p) => `Case ${sq(p)}, ${p.quarter === -1 ? "la place" : `quartier ${num(p.quarter) + 1}`}`,
  "rio-de-la-plata.startZone": "zone de départ",
  "rio-de-la-plata.workersOf": (p, c) => `${who(p, c)} : ${p.n} ${plural(p.n, "ouvrier", "ouvriers")}`,
  "rio-de-la-plata.ownedBy": (p, c) => `${name(c, "building", p.kind)} de ${who(p, c)}`,
  "rio-de-la-plata.group": (p) => `un groupe : ${p.pieces}`,
  "rio-de-la-plata.enemyPiece": "ennemi",
  "rio-de-la-plata.canPlay": "vous pouvez jouer ici",
  "rio-de-la-plata.chooseOn": (p) => `En ${sq(p)} :`,
  "rio-de-la-plata.close": "Fermer",
  "rio-de-la-plata.wallUnbuilt": "non construit",
  "rio-de-la-plata.yearOf": (p) => `Année ${p.year} sur ${p.years}`,
  "rio-de-la-plata.yearTrack": "Les années ; un crâne fait avancer les pirates et une plume les indigènes en fin d’année",
  "rio-de-la-plata.yearCell": (p) =>
    `Année ${p.year}${p.mark === "skull" ? ", crâne" : p.mark === "feather" ? ", plume" : ""}${p.now ? ", en cours" : ""}`,
  "rio-de-la-plata.enemyTrack": "La piste des ennemis",
  "rio-de-la-plata.enemyAt": (p, c) =>
    `${name(c, "enemy", p.enemy)} : case ${num(p.position) + 1}, attaque sur un jet inférieur à ${p.value}, ${p.bonus} ${plural(p.bonus, "pion", "pions")} en plus`,
  "rio-de-la-plata.lastRoll": (p, c) =>
    `Dernier test de combat (année ${p.year}) : ${p.dice} — ${p.enemy ? name(c, "enemy", p.enemy) : "pas d’attaque"}`,
  "rio-de-la-plata.turnTrack": "Ordre du tour",
  "rio-de-la-plata.phaseNow": (p, c) => `Phase : ${c.t(`${K}.phase.${String(p.phase)}`)}`,
  "rio-de-la-plata.active": (p, c) => `${who(p, c)} a la main`,
  "rio-de-la-plata.yourTurn": "À vous de jouer",
  "rio-de-la-plata.supplies": "Joueurs",
  "rio-de-la-plata.supply.money": (p) => `${p.n} ${frPlural(p.n, "pièce", "pièces")}`,
  "rio-de-la-plata.supply.vp": (p) => `${p.n} PV`,
  "rio-de-la-plata.supply.stone": (p) => `${p.n} ${frPlural(p.n, "pierre", "pierres")}`,
  "rio-de-la-plata.supply.wood": (p) => `${p.n} bois`,
  "rio-de-la-plata.supply.precious": (p) => `${p.n} ${frPlural(p.n, "bien précieux", "biens précieux")}`,
  "rio-de-la-plata.supply.workers": (p) =>
    `${p.supply} ${frPlural(p.supply, "ouvrier", "ouvriers")} en main, ${p.placed} sur 5 ${frPlural(p.placed, "placé", "placés")} cette année`,
  "rio-de-la-plata.noCharacters": "aucun personnage",
  "rio-de-la-plata.passedShort": "a passé",
  "rio-de-la-plata.pending": (p, c) =>
    p.kind === "major"
      ? `${who(p, c)} choisit où placer ${name(c, "building", p.major)}.`
      : `${who(p, c)} place encore ${p.left} ${p.kind === "walls" ? "tronçons de rempart" : "tronçons de route"}.`,
  "rio-de-la-plata.yourActions": "Vos coups",
  "rio-de-la-plata.ladders": "Grands bâtiments",
  "rio-de-la-plata.completed": "construit",
  "rio-de-la-plata.ladderStep": (p, c) =>
    `${name(c, "ladder", p.ladder)} case ${num(p.cell) + 1}, ${p.vp} PV${p.holder === null ? ", libre" : `, ${who(p, c, "holder")}`}`,
  "rio-de-la-plata.costEach": (p) => `chaque ouvrier paie ${p.cost}`,
  "rio-de-la-plata.fields": "Carrière et forêt",
  "rio-de-la-plata.fieldCell": (p, c) =>
    `${name(c, "field", p.field)} case ${num(p.cell) + 1}, ${p.workers} ${plural(p.workers, "ouvrier", "ouvriers")}${p.holder === null ? ", libre" : `, ${who(p, c, "holder")}`}`,
  "rio-de-la-plata.spots": "Agriculture, artisanat, bateau et ordre du tour",
  "rio-de-la-plata.onSpot": (p) => `${p.total} ${plural(p.total, "ouvrier", "ouvriers")}`,
  "rio-de-la-plata.characters": "Personnages",
  "rio-de-la-plata.characterCard": (p, c) =>
    `${name(c, "character", p.character)} : ${p.price} pièces, ${p.minVp} PV requis${p.owner !== null ? `, à ${who(p, c, "owner")}` : p.reserved !== null ? `, réservé par ${who(p, c, "reserved")}` : ""}`,
  "rio-de-la-plata.boat": "Le bateau",
  "rio-de-la-plata.boatState": (p) =>
    p.service
      ? p.returnYear
        ? `En mer, de retour l’année ${p.returnYear}`
        : `À quai, ${p.load}/${p.capacity} chargés`
      : "Hors service tant que le port n’est pas construit",
  "rio-de-la-plata.cargoOf": (p, c) => `${who(p, c)} : ${goods(p, c)}`,
  "rio-de-la-plata.combat": "Combat",
  "rio-de-la-plata.combatLabel": "Combat :",
  "rio-de-la-plata.combatState": (p, c) =>
    `${name(c, "enemy", p.enemy)} menés par ${who(p, c, "attacker")} — ${c.t(`${K}.stage.${String(p.stage)}`)} ; ${p.toPlace} à placer, ${p.quiet} ${plural(p.quiet, "tour calme", "tours calmes")}.`,
  "rio-de-la-plata.waitingFor": (p, c) =>
    `En attente de ${listOf(
      ((p.seats as number[]) ?? []).map((s) => c.player(s)),
      "fr",
    )}.`,
  "rio-de-la-plata.mergeOffer": (p, c) =>
    `${who(p, c, "from")} propose à ${who(p, c, "to")} de réunir leurs groupes (${who(p, c, "top")} au-dessus).`,
  "rio-de-la-plata.trades": "Échanges",
  "rio-de-la-plata.offerLine": (p, c) =>
    `${who(p, c, "from")} → ${who(p, c, "to")} : ${bundleText(p.give, c)} contre ${bundleText(p.get, c)}`,
  "rio-de-la-plata.noOffers": "Aucune offre en cours.",
  "rio-de-la-plata.accept": "Accepter",
  "rio-de-la-plata.decline": "Refuser",
  "rio-de-la-plata.withdraw": "Retirer",
  "rio-de-la-plata.proposeTrade": "Proposer un échange…",
  "rio-de-la-plata.tradeTitle": "Proposer un échange",
  "rio-de-la-plata.tradeTo": "Avec",
  "rio-de-la-plata.youGive": "Vous donnez",
  "rio-de-la-plata.youGet": "Vous recevez",
  "rio-de-la-plata.money": "Pièces",
  "rio-de-la-plata.stone": "Pierre",
  "rio-de-la-plata.wood": "Bois",
  "rio-de-la-plata.precious": "Biens précieux",
  "rio-de-la-plata.sendOffer": "Proposer",
  "rio-de-la-plata.emptyOffer": "Donnez ou demandez quelque chose.",
  "rio-de-la-plata.final": (p) =>
    `Final : ${p.vp} PV + ${p.money} pour l’argent + ${p.characters} personnages + ${p.houses} maisons = ${p.total}`,
  "rio-de-la-plata.options": "Options de Rio de la Plata",
  "rio-de-la-plata.shortGame": "Partie courte (15 ans au lieu de 20)",
  "rio-de-la-plata.refused.noWorkers": "Vous n’avez pas d’ouvrier sur cette case.",
  "rio-de-la-plata.refused.alreadyBuilt": "Vous avez déjà construit un bâtiment cette année.",
  "rio-de-la-plata.refused.tooFewWorkers": (p) => `Ce bâtiment demande ${p.count} de vos ouvriers sur la case.`,
  "rio-de-la-plata.refused.notYourHut": "Une maison se construit en retournant l’une de vos huttes.",
  "rio-de-la-plata.refused.occupied": "Il y a déjà un bâtiment sur cette case.",
  "rio-de-la-plata.refused.noTiles": "Il ne vous reste aucune tuile d’habitation.",
  "rio-de-la-plata.refused.noTilesOfKind": "Il ne reste aucune tuile de ce bâtiment.",
  "rio-de-la-plata.refused.onePerQuarter": "Ce quartier a déjà ce bâtiment.",
  "rio-de-la-plata.refused.needsHouse": "Il vous faut une maison dans la ville avant de construire cela.",
  "rio-de-la-plata.refused.cannotPay": "Vous n’avez pas les ressources pour construire cela.",
  "rio-de-la-plata.refused.noBuilding": "Il n’y a pas de bâtiment mineur à utiliser sur cette case.",
  "rio-de-la-plata.refused.noEffect": "Ce bâtiment n’a pas d’effet à utiliser.",
  "rio-de-la-plata.refused.needsHouseBeside": "Il vous faut une maison à côté d’un bâtiment pour l’utiliser.",
  "rio-de-la-plata.refused.used": "Vous avez déjà utilisé ce bâtiment cette année.",
  "rio-de-la-plata.refused.usedUp": "Ce bâtiment a servi autant de fois qu’il le peut cette année.",
  "rio-de-la-plata.refused.cannotPayEffect": "Vous ne pouvez pas payer l’effet de ce bâtiment.",
  "rio-de-la-plata.refused.noCombat": "Aucun combat n’est en cours.",
  "rio-de-la-plata.refused.mergePending": "Une offre de fusion attend une réponse.",
  "rio-de-la-plata.refused.notYourCombatTurn": "Ce n’est pas votre tour dans le combat.",
  "rio-de-la-plata.refused.notYourGroup": "Ce groupe n’est pas à vous.",
  "rio-de-la-plata.refused.noSuchGroup": "Il n’y a pas de groupe allié avec qui fusionner.",
  "rio-de-la-plata.refused.notAdjacent": "Un groupe ne fusionne qu’avec un groupe voisin.",
  "rio-de-la-plata.refused.battleOnly": "Les groupes ne se déplacent et ne fusionnent que pendant la bataille.",
  "rio-de-la-plata.refused.notPlacingEnemies": "Ce n’est pas le moment de placer les ennemis.",
  "rio-de-la-plata.refused.cannonNotFiring": "Le canon ne tire pas maintenant.",
  "rio-de-la-plata.refused.noCannonHit": "Le canon n’a pas de coup à donner maintenant.",
  "rio-de-la-plata.refused.notAnEnemy": "Le canon ne retire que des pièces ennemies.",
  "rio-de-la-plata.refused.notPlacingDefenders": "Ce n’est pas le moment de placer les défenseurs.",
  "rio-de-la-plata.refused.defenderPrice": (p) => `Un défenseur de plus coûte ${p.count} ${frPlural(p.count, "pièce", "pièces")}.`,
  "rio-de-la-plata.refused.notYourGroupToMove": "Ce groupe n’est pas à vous : vous ne pouvez pas le déplacer.",
  "rio-de-la-plata.refused.alreadyMoved": "Ce groupe s’est déjà déplacé ce tour-ci.",
  "rio-de-la-plata.refused.alreadyMerged": "Ce groupe a déjà fusionné ce tour-ci.",
  "rio-de-la-plata.refused.outOfReach": (p) =>
    `Un groupe de ${p.pieces} ${frPlural(p.pieces, "pièce", "pièces")} avance d’au plus ${p.count} ${frPlural(p.count, "case", "cases")}, jamais en diagonale ni à travers d’autres groupes.`,
  "rio-de-la-plata.refused.mergeNeedsAgreement": "Fusionner avec le groupe d’un autre joueur demande son accord : proposez-le.",
  "rio-de-la-plata.refused.notMixed": "Fusionnez directement vos propres groupes.",
  "rio-de-la-plata.refused.noBattleTurn": "Il n’y a pas de tour de bataille à finir maintenant.",
  "rio-de-la-plata.refused.groupFull": "Un groupe compte au plus 3 pièces.",
  "rio-de-la-plata.refused.noMergeOffer": "Personne n’a proposé de fusionner un groupe avec le vôtre.",
  "rio-de-la-plata.refused.tooMany": "Un groupe compte de 1 à 3 pièces, et pas plus qu’il ne vous en reste.",
  "rio-de-la-plata.refused.notAnEntry": "Les ennemis entrent par une case libre du bord sans rempart.",
  "rio-de-la-plata.refused.noDefenders": "Il ne vous reste aucun ouvrier pour défendre.",
  "rio-de-la-plata.refused.notAPost": "Les défenseurs se tiennent sur vos huttes et maisons ou sur une caserne, au plus 3 par case.",
  "rio-de-la-plata.refused.badTop": "Le groupe est mené par l’un des deux joueurs.",
  "rio-de-la-plata.refused.decisionPending": "Un joueur doit d’abord placer ce que son échelle complétée a construit.",
  "rio-de-la-plata.refused.notYourTurn": "Ce n’est pas votre tour.",
  "rio-de-la-plata.refused.cannotPlaceCity":
    "Les ouvriers vont à côté de votre hutte ou maison ou dans la zone de départ, au plus 3 par case, une couleur par case ; pour chasser un rival, placez deux fois leur nombre moins un.",
  "rio-de-la-plata.refused.cellTaken": "Cette case de l’échelle est prise ou inutilisée à ce nombre de joueurs.",
  "rio-de-la-plata.refused.cellPrice": (p) => `Cette case demande ${p.count} ${frPlural(p.count, "ouvrier", "ouvriers")}.`,
  "rio-de-la-plata.refused.bankPrice": (p) =>
    `La prochaine ressource de la banque coûte ${p.count} ${frPlural(p.count, "pièce", "pièces")}.`,
  "rio-de-la-plata.refused.noDecision": "Vous n’avez rien à construire maintenant.",
  "rio-de-la-plata.refused.notPlacingWalls": "Vous ne placez pas de remparts.",
  "rio-de-la-plata.refused.notPlacingRoads": "Vous ne placez pas de routes.",
  "rio-de-la-plata.refused.notPlacingMajor": "Vous ne placez pas de bâtiment majeur.",
  "rio-de-la-plata.refused.characterUnavailable": (p) =>
    `Ce personnage est pris, ou demande ${p.vp} ${frPlural(p.vp, "point", "points")} de victoire.`,
  "rio-de-la-plata.refused.noWorkersIn": (p, c) => `Vous n’avez pas d’ouvrier dans ${name(c, "field", p.field)}.`,
  "rio-de-la-plata.refused.nothingToExchange": (p, c) => `Vous n’avez pas de ${name(c, "resource", p.resource)} à échanger.`,
  "rio-de-la-plata.refused.noSuchOffer": "Cette offre n’est plus ouverte.",
  "rio-de-la-plata.refused.gameOver": "La partie est finie.",
  "rio-de-la-plata.refused.wrongPhase": "Ce coup appartient à une autre phase.",
  "rio-de-la-plata.refused.cannotSendBoat":
    "Le bateau ne part en avance que du quai, une fois par an, pour 2 pièces, et pas l’année de son retour.",
  "rio-de-la-plata.refused.ladderClosed": "Ce bâtiment ne peut plus être construit.",
  "rio-de-la-plata.refused.noWorkerLeft": "Vous ne pouvez plus placer d’ouvrier cette année.",
  "rio-de-la-plata.refused.cannotPayLadder": "Vous n’avez pas les ressources que cette échelle demande pour chaque ouvrier.",
  "rio-de-la-plata.refused.noBoat": "Le bateau n’est pas au quai (ou le port n’est pas construit).",
  "rio-de-la-plata.refused.tooManyWorkers": "Vous ne pouvez pas placer autant d’ouvriers cette année.",
  "rio-de-la-plata.refused.wallExists": "Ce segment de rempart est déjà debout.",
  "rio-de-la-plata.refused.roadComplete": "Ce quartier est déjà relié à la place.",
  "rio-de-la-plata.refused.squareFree": "Un bâtiment majeur n’en remplace un autre que si les deux cases de pierre sont prises.",
  "rio-de-la-plata.refused.noCrafts": "Il ne vous reste aucun ouvrier dans l’artisanat.",
  "rio-de-la-plata.refused.noBoatWorkers": "Vous n’avez pas d’ouvrier sur le bateau.",
  "rio-de-la-plata.refused.boatFull": "Le bateau n’a pas la place pour autant.",
  "rio-de-la-plata.refused.lackResources": "Vous n’avez pas ces ressources.",
  "rio-de-la-plata.refused.notReserved": "Vous n’avez pas réservé ce personnage.",
  "rio-de-la-plata.refused.cannotTrade": "Le joueur qui fait l’offre n’a plus ce qu’il offrait.",
  "rio-de-la-plata.refused.cannotTradeAsked": "Vous n’avez pas ce qui est demandé.",
  "rio-de-la-plata.refused.notYourOffer": "Ce n’est pas à vous de répondre à cette offre.",
  "rio-de-la-plata.refused.badPartner": "Proposez un échange à un autre joueur de cette partie.",
  "rio-de-la-plata.refused.offerOpen": "Vous avez déjà une offre qui attend une réponse.",
  "rio-de-la-plata.refused.emptyOffer": "Une offre doit donner ou demander quelque chose.",
  "rio-de-la-plata.refused.cannotGive": "Vous n’avez pas ce que vous offrez.",
  "rio-de-la-plata.refused.badOffer": "Ce joueur n’a pas le personnage que vous demandez.",
  "rio-de-la-plata.refused.noSuchSeat": "Il n’y a pas cette place dans la partie.",
  "rio-de-la-plata.revision.1": "Les règles telles que Turnpost les a d’abord jouées.",
  "rio-de-la-plata.revision.2":
    "L’ennemi peut entrer sur la case du fort et le détruire (0 PV) ; son canon tombe avec lui. Un défenseur sans hutte, sans maison et sans caserne dans la ville ne prend pas part à la défense, même avec des ouvriers déjà sur place. Seuls les murs ferment le bord de la ville : l’ennemi peut entrer par une case du bord occupée par un bâtiment, qu’il détruit aussitôt. Un groupe qui s’est déplacé peut encore fusionner (la fusion met fin au déplacement des deux groupes). Remplacer les ouvriers d’un adversaire demande au moins deux fois leur nombre moins un (2 ou 3 peuvent en remplacer 1), et aucun ouvrier ne peut se placer sur la hutte ou la maison d’un autre joueur ; un joueur peut toujours placer des ouvriers sur sa propre hutte pour en faire une maison.",
  "rio-de-la-plata.revision.3":
    "Chaque coup est écrit dans le journal de la partie : la fin de la défense d’un joueur et celle de son tour de combat.",
};
