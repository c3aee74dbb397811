// Balam's words in English: every log line of the engine (`balam.round`, …, docs/games/balam.md lists them
// with their params), the moves as the confirm dialog says them, and the board's own labels.
import { listOf, type Message } from "../../i18n/index";
import {
  aBuildingEn,
  arr,
  bEn,
  BUILDING_EN,
  cardEn,
  cardKind,
  closersEn,
  countedEn,
  face,
  garrisonsNamed,
  num,
  pick,
  reasonEn,
  scoresOf,
  slot,
  slotsText,
  tokens,
  wEn,
  who,
} from "./words";

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
    `${who(p, c)} builds ${aBuildingEn(p.kind)} on site ${p.site} (slot ${slot(p.slot)}) for ${tokens(p.paid, "en")}${p.founded ? ", founding a city" : ""}.`,
  "balam.demolished": (p, c) => `${who(p, c)} pulls down their ${bEn(p.kind)} on site ${p.site} (slot ${slot(p.slot)}).`,
  "balam.city-lost": (p, c) => `${who(p, c)} loses the city on site ${p.site} (${reasonEn(p.reason)}): the site is free again.`,
  "balam.passed": (p, c) => `${who(p, c)} passes.`,
  "balam.attack": (p, c) =>
    `${who(p, c)} attacks ${who(p, c, "defender")}'s city on site ${p.to} from site ${p.from} with ${p.garrisons} ${num(p.garrisons) > 1 ? "garrisons" : "garrison"}${num(p.obsidian) ? `, spending ${p.obsidian} obsidian` : ""}.`,
  "balam.defence": (p, c) => `${who(p, c)} defends with ${p.obsidian} obsidian.`,
  "balam.obsidian-spent": (p, c) => `${who(p, c)} spends the obsidian of the garrison on site ${p.site} (slot ${slot(p.slot)}).`,
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
  "balam.move.build": (p) =>
    `Build ${aBuildingEn(p.kind)} on ${slotsText(p.slots, "en")} of site ${p.site}, paying ${tokens(p.pay, "en")}.`,
  "balam.move.demolish": (p) => `Pull down your ${bEn(p.kind)} on slot ${slot(p.slot)} of site ${p.site} (free).`,
  "balam.move.attack": (p, c) =>
    `Attack ${who(p, c, "defender")}'s city on site ${p.to} from site ${p.from} with the garrisons on slots ${arr(p.garrisons).map(slot).join(", ")}${arr(p.obsidian).length ? `, spending ${arr(p.obsidian).length} obsidian` : ""}.`,
  "balam.move.defend": (p) => `Defend with ${p.obsidian} obsidian${num(p.obsidian) ? " (taken first from the attacked city)" : ""}.`,
  "balam.move.spend": (p) => {
    const named = garrisonsNamed(p.garrisons, "en");
    if (named.length === 0) return num(p.spent) ? `Defend with the ${p.spent} obsidian spent.` : "Defend without spending obsidian.";
    return `Spend the obsidian of the ${named.length > 1 ? "garrisons" : "garrison"} on ${listOf(named, "en")}${p.submit ? ", then defend" : ""}.`;
  },
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
  "balam.step.spend": (p, c) =>
    `${c.player(num(p.attacker))} attacks your city on site ${p.site}. Choose, garrison by garrison, the obsidian you spend, then defend.`,
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
  "balam.refused.nameGarrisons": "Name the garrisons whose obsidian you spend: this game's rules let you choose them.",
  "balam.refused.defenceCount": "This game plays its older rules: say how many obsidian you spend, taken first from the attacked city.",
  "balam.refused.defenceGarrisons":
    "Only the obsidian on your garrisons in the attacked city and in your cities next to it can be spent, once each.",
  "balam.refused.spendNothing": "Name a garrison whose obsidian you spend, or defend with what you have spent.",
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
    "The defender chooses which garrisons' obsidian he spends, in the attacked city and in his cities next to it, instead of saying a number taken first from the attacked city. Every move is written in the game's log: choosing a site, finishing a build, each route added to a distribution plan and the end of the offerings to the cenotes.",
} satisfies Record<string, Message>;
