// Rio de la Plata's words: every log line of the engine (`rio-de-la-plata.<event>`), each move for the
// confirm step (`rio-de-la-plata.move.<type>`) and the board's own labels, in English here and in French in
// messages-fr.ts, which shares the phrasing helpers below.
import { listOf, type Message, type MessageContext, type Params } from "../../i18n/index";
import { cellX, cellY } from "./data";

export const K = "rio-de-la-plata";
export const num = (v: unknown) => Number(v ?? 0);
/** A square as a chess-like name: columns A–P west to east, rows 1–10 north to south. */
const squareName = (cell: number) => `${String.fromCharCode(65 + cellX(cell))}${cellY(cell) + 1}`;
export const sq = (p: Params, key = "cell") => squareName(num(p[key]));
export const who = (p: Params, c: MessageContext, key = "seat") => c.player(num(p[key]));
export const name = (c: MessageContext, kind: string, id: unknown) => c.t(`${K}.${kind}.${String(id)}`);

/** "2 coins, 1 stone and 3 wood" from counts keyed like the engine's bundles. */
export function goods(
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
export const tuple = (v: unknown) => {
  const [money, stone, wood, precious] = (Array.isArray(v) ? v : []) as number[];
  return { money, stone, wood, precious };
};
export const bundleText = (b: unknown, c: MessageContext) => {
  const x = (b ?? {}) as { money?: unknown; stone?: unknown; wood?: unknown; precious?: unknown; characters?: unknown[] };
  return goods(x, c, x.characters ?? []);
};
export const plural = (n: unknown, one: string, many: string) => (num(n) === 1 ? one : many);

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
  "rio-de-la-plata.phase.homecoming": "workers home",
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
  "rio-de-la-plata.survivorsStay": (p, c) =>
    `${p.count} of ${who(p, c)}'s ${plural(p.count, "worker stays", "workers stay")} on ${sq(p)} after the combat.`,
  "rio-de-la-plata.survivorsHome": (p, c) =>
    `${p.count} of ${who(p, c)}'s ${plural(p.count, "worker goes", "workers go")} home from ${sq(p)}, where no worker of theirs may stand.`,
  "rio-de-la-plata.sentHome": (p, c) => `${who(p, c)} takes ${p.count} ${plural(p.count, "worker", "workers")} home from ${sq(p)}.`,
  "rio-de-la-plata.workersStay": (p, c) =>
    `${who(p, c)} leaves ${p.count} ${plural(p.count, "worker", "workers")} in the city for next year.`,
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
  "rio-de-la-plata.move.sendHome": (p) => `Take ${p.count} ${plural(p.count, "worker", "workers")} home from ${sq(p)}`,
  "rio-de-la-plata.move.keepWorkers": "Leave your other city workers where they stand for next year",

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
  "rio-de-la-plata.refused.notHomecoming": "Workers go home from the city only at the end of the year.",
  "rio-de-la-plata.refused.tooFewToSend": (p) => `You do not have ${p.count} ${plural(p.count, "worker", "workers")} on that square.`,
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
  "rio-de-la-plata.revision.3":
    "City workers may stay: at the end of each year but the last, each player in turn order chooses which of their workers in the city go home, and the others stay on their squares into the next year, where they may build or use a building. After a combat, the defenders' survivors stay where their group ended when a worker of theirs may stand there, and go home otherwise. Every move is written in the game's log: the end of a player's defence and of their combat turn.",
} satisfies Record<string, Message>;
