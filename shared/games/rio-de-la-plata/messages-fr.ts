// Rio de la Plata's words in French: the same keys as the English catalog (messages.ts), whose phrasing
// helpers they share.
import { listOf, plural as pluralOf, type Message } from "../../i18n/index";
import { K, bundleText, goods, name, num, plural, sq, tuple, who, type en } from "./messages";

const frPlural = (n: unknown, one: string, other: string) => pluralOf("fr", num(n), { one, other });

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
  "rio-de-la-plata.phase.homecoming": "retour des ouvriers",
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
  "rio-de-la-plata.survivorsStay": (p, c) =>
    `${p.count} ${plural(p.count, "ouvrier", "ouvriers")} de ${who(p, c)} ${plural(p.count, "reste", "restent")} en ${sq(p)} après le combat.`,
  "rio-de-la-plata.survivorsHome": (p, c) =>
    `${p.count} ${plural(p.count, "ouvrier", "ouvriers")} de ${who(p, c)} ${plural(p.count, "rentre", "rentrent")} depuis ${sq(p)}, où ses ouvriers ne peuvent pas se tenir.`,
  "rio-de-la-plata.sentHome": (p, c) => `${who(p, c)} ramène ${p.count} ${plural(p.count, "ouvrier", "ouvriers")} depuis ${sq(p)}.`,
  "rio-de-la-plata.workersStay": (p, c) =>
    `${who(p, c)} laisse ${p.count} ${plural(p.count, "ouvrier", "ouvriers")} dans la ville pour l’année suivante.`,
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
  "rio-de-la-plata.move.sendHome": (p) => `Ramener ${p.count} ${plural(p.count, "ouvrier", "ouvriers")} depuis ${sq(p)}`,
  "rio-de-la-plata.move.keepWorkers": "Laisser vos autres ouvriers de la ville en place pour l’année suivante",

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
  "rio-de-la-plata.refused.notHomecoming": "Les ouvriers ne quittent la ville qu’à la fin de l’année.",
  "rio-de-la-plata.refused.tooFewToSend": (p) => `Vous n’avez pas ${p.count} ${plural(p.count, "ouvrier", "ouvriers")} sur cette case.`,
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
    "Les ouvriers de la ville peuvent rester : à la fin de chaque année sauf la dernière, chaque joueur, dans l’ordre du tour, choisit lesquels de ses ouvriers de la ville rentrent ; les autres restent sur leur case l’année suivante, où ils peuvent construire ou utiliser un bâtiment. Après un combat, les survivants des défenseurs restent là où leur groupe a fini quand un de leurs ouvriers peut s’y tenir, et rentrent sinon. Chaque coup est écrit dans le journal de la partie : la fin de la défense d’un joueur et celle de son tour de combat.",
};
