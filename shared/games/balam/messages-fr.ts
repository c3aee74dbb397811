// Balam's words in French, key for key as the English catalog (messages-en.ts).
import { listOf, plural, type Message } from "../../i18n/index";
import type { en } from "./messages-en";
import {
  aFr,
  arr,
  bFr,
  BUILDING_FR,
  cardFr,
  cardKind,
  closersFr,
  countedFr,
  face,
  garrisonsNamed,
  num,
  pick,
  prestigeFr,
  reasonFr,
  scoresOf,
  slot,
  slotsText,
  tokens,
  wFr,
  who,
} from "./words";

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
  "balam.obsidian-spent": (p, c) => `${who(p, c)} dépense l’obsidienne de la garnison du site ${p.site} (emplacement ${slot(p.slot)}).`,
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
  "balam.move.spend": (p) => {
    const named = garrisonsNamed(p.garrisons, "fr");
    if (named.length === 0) {
      return num(p.spent)
        ? `Se défendre avec ${countedFr("obsidian", p.spent)} dépensée${num(p.spent) > 1 ? "s" : ""}.`
        : "Se défendre sans dépenser d’obsidienne.";
    }
    return `Dépenser l’obsidienne ${named.length > 1 ? "des garnisons" : "de la garnison"} ${listOf(named, "fr")}${p.submit ? ", puis se défendre" : ""}.`;
  },
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
  "balam.step.spend": (p, c) =>
    `${c.player(num(p.attacker))} attaque votre cité du site ${p.site}. Choisissez, garnison par garnison, l’obsidienne que vous dépensez, puis défendez-vous.`,
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
  "balam.refused.nameGarrisons":
    "Nommez les garnisons dont vous dépensez l’obsidienne : les règles de cette partie vous les laissent choisir.",
  "balam.refused.defenceCount":
    "Cette partie suit ses anciennes règles : dites combien d’obsidiennes vous dépensez, prises d’abord dans la cité attaquée.",
  "balam.refused.defenceGarrisons":
    "Seules les obsidiennes de vos garnisons de la cité attaquée et de vos cités voisines peuvent être dépensées, une fois chacune.",
  "balam.refused.spendNothing": "Nommez une garnison dont vous dépensez l’obsidienne, ou défendez-vous avec ce que vous avez dépensé.",
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
    "Le défenseur choisit les garnisons dont il dépense l’obsidienne, dans la cité attaquée et dans ses cités voisines, au lieu de dire un nombre pris d’abord dans la cité attaquée. Chaque coup est écrit dans le journal de la partie : le choix d’un site, la fin d’une construction, chaque trajet ajouté à un plan de répartition et la fin des offrandes aux cénotes.",
};
