// Yucatàn's words: every log line of the engine (`yucatan.combat`, …) and the board's own labels.
// Entries marked "(secret)" are logged with `seats: [owner]`, so only their owner ever reads them.
import { listOf, plural, type Message, type MessageContext, type Params } from "../../i18n/index";

const n = (value: unknown) => Number(value);
const who = (p: Params, c: MessageContext, key = "seat") => c.player(n(p[key]));
const guildEn = (g: unknown) => (g === "hummingbird" ? "hummingbird" : g === "snake" ? "snake" : "jaguar");
const guildFr = (g: unknown) => (g === "hummingbird" ? "colibri" : g === "snake" ? "serpent" : "jaguar");
const prisonersEn = (count: unknown) => `${count} ${n(count) === 1 ? "prisoner" : "prisoners"}`;
const prisonersFr = (count: unknown) => `${count} ${n(count) > 1 ? "prisonniers" : "prisonnier"}`;
/** "Alice's village" / "a neutral village" from a village owner that may be null. */
const villageOfEn = (owner: unknown, c: MessageContext) =>
  owner === null || owner === undefined ? "a neutral village" : `${c.player(n(owner))}'s village`;
const villageOfFr = (owner: unknown, c: MessageContext) =>
  owner === null || owner === undefined ? "un village neutre" : `le village de ${c.player(n(owner))}`;
const pairs = (p: Params, name: (g: unknown) => string, sep: string) =>
  ((p.warriors as number[]) ?? []).map((w, i) => `#${w} ${name((p.guilds as string[])?.[i])}`).join(sep);

export const en = {
  "yucatan.largeVillagePlaced": (p, c) => `${who(p, c)} placed their large village on hex ${p.hex}.`,
  "yucatan.smallVillagePlaced": (p, c) => `${who(p, c)} placed their small village on hex ${p.hex}.`,
  "yucatan.neutralVillagePlaced": (p, c) => `${who(p, c)} placed a neutral village on hex ${p.hex}.`,
  "yucatan.neutralVillagesByLot": (p) => {
    const hexes = (p.hexes as number[]) ?? [];
    const villages = plural("en", hexes.length, { one: "neutral village was", other: "neutral villages were" });
    return `Quick setup: ${hexes.length} ${villages} placed by lot where the rules allow, on ${plural("en", hexes.length, { one: "hex", other: "hexes" })} ${listOf(hexes.map(String), "en")}.`;
  },
  "yucatan.noRoomForVillage": (p, c) =>
    `${who(p, c)} has no room left for their ${p.stage === "largeVillage" ? "large" : "small"} village and skips that step.`,
  "yucatan.warriorsPlaced": (p, c) => {
    const [a, b] = (p.warriors as number[]) ?? [];
    const [x, y] = (p.hexes as number[]) ?? [];
    return `${who(p, c)} placed warriors #${a} and #${b} on hexes ${x} and ${y}, beside their city.`;
  },
  "yucatan.guildsChosen": (p) => `(secret, only you see this) Your warriors' guilds: ${pairs(p, guildEn, ", ")}.`,
  "yucatan.started": (p, c) => `The villages and warriors are in place: ${who(p, c, "first")} plays first.`,
  "yucatan.established": (p, c) => `${who(p, c)} established a village on hex ${p.hex}.`,
  "yucatan.enlarged": (p, c) => `${who(p, c)} enlarged their village on hex ${p.hex}.`,
  "yucatan.deployed": (p, c) =>
    `${who(p, c)} deployed warrior #${p.warrior} on hex ${p.hex}${p.fromVillage ? ", from their large village (now small)" : ", beside their city"}.`,
  "yucatan.deployedGuild": (p) => `(secret, only you see this) Your warrior #${p.warrior} is a ${guildEn(p.guild)}.`,
  "yucatan.moved": (p, c) => `${who(p, c)} moved warrior #${p.warrior} from hex ${p.from} to hex ${p.to}.`,
  "yucatan.villageRaided": (p, c) =>
    `${who(p, c)}'s warrior #${p.warrior} raided ${villageOfEn(p.villageOwner, c)} on hex ${p.hex}: ${p.removed ? "it is destroyed" : "it shrinks to a small village"}${
      n(p.captured) > 0 ? ` and a prisoner is captured (carrying ${p.carried})` : " but no prisoner could be taken"
    }.`,
  "yucatan.mustRemoveWarrior": (p, c) =>
    `${who(p, c)} lost a village and cannot feed all their warriors: they must take one off the board.`,
  "yucatan.warriorRemoved": (p, c) =>
    `${who(p, c)} took warrior #${p.warrior} off hex ${p.hex}${n(p.discarded) > 0 ? `; its ${prisonersEn(p.discarded)} go back to the supply` : ""}.`,
  "yucatan.combat": (p, c) => {
    const attackerWon = p.winner === p.attacker;
    const loserSeat = attackerWon ? p.defenderSeat : p.attackerSeat;
    const winnerGuild = guildEn(attackerWon ? p.attackerGuild : p.defenderGuild);
    const loserGuild = guildEn(attackerWon ? p.defenderGuild : p.attackerGuild);
    const gains = [
      n(p.taken) > 0 ? `takes the loser's ${prisonersEn(p.taken)}` : "",
      n(p.captured) > 0 ? "captures a prisoner" : "",
    ].filter(Boolean);
    return `Combat on hex ${p.hex}: ${who(p, c, "attackerSeat")}'s ${guildEn(p.attackerGuild)} (#${p.attacker}) attacked ${who(p, c, "defenderSeat")}'s ${guildEn(p.defenderGuild)} (#${p.defender}). ${p.attackerGuild === p.defenderGuild ? "Same guild: the defender" : `The ${winnerGuild} beats the ${loserGuild}:`} ${who(p, c, "winnerSeat")} wins${
      attackerWon ? " and takes the hex" : " and holds the hex"
    }; ${c.player(n(loserSeat))}'s warrior goes back to the reserve.${gains.length ? ` The winner ${gains.join(" and ")} (carrying ${p.carried}).` : ""}`;
  },
  "yucatan.cityRaided": (p, c) =>
    `${who(p, c)}'s warrior #${p.warrior} entered ${c.player(n(p.city))}'s city and took ${prisonersEn(p.taken)} (carrying ${p.carried}).`,
  "yucatan.delivered": (p, c) =>
    `${who(p, c)}'s warrior #${p.warrior} delivered ${prisonersEn(p.count)} to their city (now ${p.cityPrisoners}).`,
  "yucatan.pyramidBuilt": (p, c) => `${who(p, c)} built level ${p.level} of their pyramid.`,
  "yucatan.won": (p, c) => `${who(p, c)} completed the pyramid and wins.`,
  "yucatan.passed": (p, c) => `${who(p, c)} could do nothing and passed.`,

  "yucatan.guild.jaguar": "jaguar",
  "yucatan.guild.hummingbird": "hummingbird",
  "yucatan.guild.snake": "snake",
  "yucatan.guild.unknown": "guild unknown",
  "yucatan.guildMark.jaguar": "J",
  "yucatan.guildMark.hummingbird": "H",
  "yucatan.guildMark.snake": "S",
  "yucatan.board": "The board: jungle, deep jungle, mountains, the great river with its beaches, and the cities",
  "yucatan.hex": "Hex {hex}",
  "yucatan.terrain.jungle": "jungle",
  "yucatan.terrain.deepJungle": "deep jungle",
  "yucatan.terrain.mountain": "mountain",
  "yucatan.terrain.greatRiver": "great river",
  "yucatan.terrain.city": "city",
  "yucatan.beach": "beach",
  "yucatan.river": "beside a river",
  "yucatan.cityOf": (p) => `${p.name}'s city, ${prisonersEn(p.prisoners)}, pyramid ${p.pyramid} of 5`,
  "yucatan.village": (p) => `${p.owner === null ? "neutral" : `${p.name}'s`} ${p.size === "large" ? "large" : "small"} village`,
  "yucatan.warrior": (p) =>
    `${p.mine ? "your" : `${p.name}'s`} warrior #${p.id}, ${p.guild}${p.revealed ? " (revealed)" : ""}${n(p.prisoners) > 0 ? `, carrying ${prisonersEn(p.prisoners)}` : ""}`,
  "yucatan.sinceMoved": "new since your last visit: {name}'s warrior #{id} arrived here",
  "yucatan.sinceTaken": "new since your last visit: {name}'s warrior #{id} was taken from here",
  "yucatan.sinceRevealed": "new since your last visit: warrior #{id}'s guild was revealed",
  "yucatan.sinceFought": "new since your last visit: warrior #{id} took prisoners in a fight",
  "yucatan.sinceVillage": "new since your last visit: the village changed",
  "yucatan.sincePyramid": "new since your last visit: the pyramid rose",
  "yucatan.do.placeVillage": "Place your village here",
  "yucatan.do.placeNeutral": "Place a neutral village here",
  "yucatan.do.placeWarrior": "Place a starting warrior here",
  "yucatan.do.select": "Select this warrior",
  "yucatan.do.deselect": "Selected; choose again to let go",
  "yucatan.do.move": "Move the selected warrior here",
  "yucatan.do.attack": "Attack here with the selected warrior",
  "yucatan.do.establish": "Establish a village here",
  "yucatan.do.enlarge": "Enlarge this village",
  "yucatan.do.deploy": "Deploy a warrior here",
  "yucatan.do.remove": "Take this warrior off the board",
  "yucatan.do.setupPicked": "Starting warrior chosen here; choose again to undo",

  "yucatan.stage": (p) => `Setup, step ${p.n} of 4`,
  "yucatan.prompt.largeVillage": "Place your large village on a highlighted hex beside your city's river.",
  "yucatan.prompt.smallVillage":
    "Place your small village on a highlighted hex beside your city's river or a river beside your large village.",
  "yucatan.prompt.neutralVillage": (p) => `Place a neutral village (${p.left} left) on a highlighted hex, away from every river.`,
  "yucatan.prompt.warriors":
    "Choose two highlighted hexes beside your city for your starting warriors, and a guild for each (only you will know them).",
  "yucatan.prompt.warriorsSecond": "Now the hex of your second warrior.",
  "yucatan.prompt.guild": (p) => `Which guild for the warrior on hex ${p.hex}?`,
  "yucatan.prompt.play": "Your turn: select a warrior to move it, choose a highlighted hex to establish, enlarge or deploy, or build.",
  "yucatan.prompt.moveSelected": (p) =>
    `Warrior #${p.id} selected: choose a highlighted destination. A hex with an enemy warrior means combat.`,
  "yucatan.prompt.deployGuild": (p) => `Which guild for the warrior deployed on hex ${p.hex}?`,
  "yucatan.prompt.remove": "You lost a village and cannot feed all your warriors: choose one of yours to take off the board.",
  "yucatan.prompt.pass": "No action is possible for you: you can only pass.",
  "yucatan.wait.setup": (p) => `${p.name} is placing (${p.what}).`,
  "yucatan.wait.largeVillage": "a large village",
  "yucatan.wait.smallVillage": "a small village",
  "yucatan.wait.neutralVillage": "a neutral village",
  "yucatan.wait.warriors": "two starting warriors",
  "yucatan.wait.play": "{name} is taking their action.",
  "yucatan.wait.remove": "{name} lost a village and must take a warrior off the board.",
  "yucatan.over": "{name} completed the pyramid and wins.",
  "yucatan.chooseGuild": (p) => `${p.guild} (${p.left} in reserve)`,
  "yucatan.alsoHere": "Or, on this warrior's hex:",
  "yucatan.cancel": "Cancel the selection",
  "yucatan.startOver": "Start over",
  "yucatan.build": (p) => `Build pyramid level ${p.level} (3 prisoners)`,
  "yucatan.pass": "Pass",

  "yucatan.players": "Players",
  "yucatan.toPlay": "to play",
  "yucatan.reserve": (p) => `reserve ${p.count}${p.detail ? ` (${p.detail})` : ""}`,
  "yucatan.villagesLeft": (p) => `villages left ${p.left} of 8`,
  "yucatan.warriorsFed": (p) => `warriors ${p.on} (can feed ${p.feed})`,
  "yucatan.cityPrisoners": (p) => `city ${prisonersEn(p.count)}`,
  "yucatan.pyramid": "pyramid {level} of 5",
  "yucatan.supply": (p) => `Prisoner supply: ${p.supply} · neutral villages to place: ${p.neutral}`,

  "yucatan.describe.placeLarge": "Place your large village on hex {hex}.",
  "yucatan.describe.placeSmall": "Place your small village on hex {hex}.",
  "yucatan.describe.placeNeutral": "Place a neutral village on hex {hex}.",
  "yucatan.describe.placeWarriors": (p) => `Place a ${guildEn(p.g1)} warrior on hex ${p.h1} and a ${guildEn(p.g2)} warrior on hex ${p.h2}.`,
  "yucatan.describe.establish": "Establish a village on hex {hex}.",
  "yucatan.describe.enlarge": "Enlarge your village on hex {hex}.",
  "yucatan.describe.deploy": (p) =>
    `Deploy a ${guildEn(p.guild)} warrior on hex ${p.hex}${p.fromVillage ? " (your large village there becomes small)" : ""}.`,
  "yucatan.describe.move": (p) => {
    const what =
      p.effect === "attack"
        ? `: it attacks ${p.name}'s warrior (${p.enemyGuild ? guildEn(p.enemyGuild) : "guild unknown"})`
        : p.effect === "raid"
          ? `: it raids ${p.owner === null ? "the neutral village" : `${p.name}'s village`}`
          : p.effect === "city"
            ? `: it takes prisoners from ${p.name}'s city`
            : "";
    return `Move your ${guildEn(p.guild)} warrior #${p.id} from hex ${p.from} to hex ${p.to}${what}.`;
  },
  "yucatan.describe.build": (p) => `Build level ${p.level} of your pyramid with 3 of your city's prisoners.`,
  "yucatan.describe.remove": (p) => `Take your ${guildEn(p.guild)} warrior #${p.id} on hex ${p.hex} off the board.`,
  "yucatan.describe.pass": "Pass: no action is possible.",
  "yucatan.refused.noSuchHex": "There is no hex {hex} on this board.",
  "yucatan.refused.largeVillagePlace":
    "Your large village must be beside your city's river, not beside your city, and not beside another village.",
  "yucatan.refused.smallVillagePlace":
    "Your small village must be beside your city's river or a river beside your large village, and not beside a village or a city.",
  "yucatan.refused.neutralVillagePlace":
    "A neutral village must be beside no river, off the mountains and the great river, and not beside a village or a city.",
  "yucatan.refused.guildNotInReserve": (p) => `You have no ${guildEn(p.guild)} warrior left in your reserve.`,
  "yucatan.refused.sameHex": "Your two warriors need two different hexes.",
  "yucatan.refused.notBesideCity": "Starting warriors go on free hexes beside your city.",
  "yucatan.refused.noVillagesLeft": "All your village tokens are on the board.",
  "yucatan.refused.villageNotAllowed":
    "A village cannot stand there: not on mountains, the great river or a city, and never beside a village or a city.",
  "yucatan.refused.villageOutOfReach":
    "A new village goes beside a river that touches one of your villages or your city, or under one of your warriors.",
  "yucatan.refused.notYourVillage": "You can only enlarge one of your own villages.",
  "yucatan.refused.alreadyLarge": "That village is already large.",
  "yucatan.refused.noWarriorInReserve": "All your warriors are on the board.",
  "yucatan.refused.cannotFeed": (p) =>
    `Your city and villages feed ${p.count} ${plural("en", Number(p.count), { one: "warrior", other: "warriors" })}, and that many are already on the board.`,
  "yucatan.refused.deployHex": "A new warrior goes on a free hex beside your city or on one of your large villages with no warrior on it.",
  "yucatan.refused.moveOwnWarrior": "Move one of your own warriors on the board.",
  "yucatan.refused.unreachable":
    "A warrior moves one hex, two along river hexes, or across the great river onto a beach; never through mountains, the great river or another warrior.",
  "yucatan.refused.notEnoughPrisoners": (p) => `A pyramid level costs ${p.cost} prisoners from your city; you have ${p.count}.`,
  "yucatan.refused.removeOwnWarrior": "Take one of your own warriors off the board.",
  "yucatan.refused.gameOver": "The game is over.",
  "yucatan.refused.notYourTurn": "It is not your decision now.",
  "yucatan.refused.placeWarriorsFirst": "Place your two starting warriors beside your city.",
  "yucatan.refused.placeVillageFirst": "Place a village: the game has not started yet.",
  "yucatan.refused.mustRemoveWarrior": "You lost a village and must first take one of your warriors off the board.",
  "yucatan.refused.cannotPass": "You may only pass when no action is possible.",
  "yucatan.refused.chooseAction": "Choose one of the five actions: establish, enlarge, deploy, move or build.",
  "yucatan.options": "Yucatàn options",
  "yucatan.quickSetup": "Quick setup: neutral villages placed by lot (under the same rules), not one turn each",
  "yucatan.firstPlayer": "First player",
  "yucatan.firstPlayer.random": "Drawn at random",
  "yucatan.firstPlayer.seat": "Seat {n}",
  "yucatan.refused.firstPlayer": "With {players} players the first player is a seat from 0 to {last}, not {chosen}.",
  // What each revision of the rules changed (shared/engine/revision.ts); revision 1 is the rules as first played here.
  "yucatan.revision.1": "The rules as Turnpost first played them.",
  "yucatan.revision.2":
    "The first player is drawn at random (or chosen when the game is made), no longer always the creator; the setup starts from the player on their right. A warrior crossing the great river lands on the other bank, no longer back on its own; a two-hex river move may end in an enemy city; a defender winning on one of its large villages or in its city delivers its prisoners to its city at once.",
} satisfies Record<string, Message>;

export const fr: Record<keyof typeof en, Message> = {
  "yucatan.largeVillagePlaced": (p, c) => `${who(p, c)} place son grand village sur la case ${p.hex}.`,
  "yucatan.smallVillagePlaced": (p, c) => `${who(p, c)} place son petit village sur la case ${p.hex}.`,
  "yucatan.neutralVillagePlaced": (p, c) => `${who(p, c)} place un village neutre sur la case ${p.hex}.`,
  "yucatan.neutralVillagesByLot": (p) => {
    const hexes = (p.hexes as number[]) ?? [];
    const villages = plural("fr", hexes.length, { one: "village neutre a été placé", other: "villages neutres ont été placés" });
    return `Mise en place rapide : ${hexes.length} ${villages} au hasard là où les règles le permettent, ${plural("fr", hexes.length, { one: "sur la case", other: "sur les cases" })} ${listOf(hexes.map(String), "fr")}.`;
  },
  "yucatan.noRoomForVillage": (p, c) =>
    `${who(p, c)} n’a plus de place pour son ${p.stage === "largeVillage" ? "grand" : "petit"} village et passe cette étape.`,
  "yucatan.warriorsPlaced": (p, c) => {
    const [a, b] = (p.warriors as number[]) ?? [];
    const [x, y] = (p.hexes as number[]) ?? [];
    return `${who(p, c)} place les guerriers n° ${a} et n° ${b} sur les cases ${x} et ${y}, à côté de sa ville.`;
  },
  "yucatan.guildsChosen": (p) => `(secret, vous seul le voyez) Guildes de vos guerriers : ${pairs(p, guildFr, ", ")}.`,
  "yucatan.started": (p, c) => `Villages et guerriers sont en place : ${who(p, c, "first")} joue en premier.`,
  "yucatan.established": (p, c) => `${who(p, c)} fonde un village sur la case ${p.hex}.`,
  "yucatan.enlarged": (p, c) => `${who(p, c)} agrandit son village de la case ${p.hex}.`,
  "yucatan.deployed": (p, c) =>
    `${who(p, c)} déploie le guerrier n° ${p.warrior} sur la case ${p.hex}${p.fromVillage ? ", depuis son grand village (devenu petit)" : ", à côté de sa ville"}.`,
  "yucatan.deployedGuild": (p) => `(secret, vous seul le voyez) Votre guerrier n° ${p.warrior} est un ${guildFr(p.guild)}.`,
  "yucatan.moved": (p, c) => `${who(p, c)} déplace le guerrier n° ${p.warrior} de la case ${p.from} à la case ${p.to}.`,
  "yucatan.villageRaided": (p, c) =>
    `Le guerrier n° ${p.warrior} de ${who(p, c)} pille ${villageOfFr(p.villageOwner, c)} de la case ${p.hex} : ${p.removed ? "il est détruit" : "il redevient petit"}${
      n(p.captured) > 0 ? ` et un prisonnier est capturé (il en porte ${p.carried})` : " mais aucun prisonnier n’a pu être pris"
    }.`,
  "yucatan.mustRemoveWarrior": (p, c) =>
    `${who(p, c)} a perdu un village et ne peut plus nourrir tous ses guerriers : il doit en retirer un du plateau.`,
  "yucatan.warriorRemoved": (p, c) =>
    `${who(p, c)} retire le guerrier n° ${p.warrior} de la case ${p.hex}${n(p.discarded) > 0 ? ` ; ses ${prisonersFr(p.discarded)} retournent à la réserve` : ""}.`,
  "yucatan.combat": (p, c) => {
    const attackerWon = p.winner === p.attacker;
    const loserSeat = attackerWon ? p.defenderSeat : p.attackerSeat;
    const winnerGuild = guildFr(attackerWon ? p.attackerGuild : p.defenderGuild);
    const loserGuild = guildFr(attackerWon ? p.defenderGuild : p.attackerGuild);
    const gains = [
      n(p.taken) > 0 ? `prend les ${prisonersFr(p.taken)} du perdant` : "",
      n(p.captured) > 0 ? "capture un prisonnier" : "",
    ].filter(Boolean);
    return `Combat sur la case ${p.hex} : le ${guildFr(p.attackerGuild)} (n° ${p.attacker}) de ${who(p, c, "attackerSeat")} attaque le ${guildFr(p.defenderGuild)} (n° ${p.defender}) de ${who(p, c, "defenderSeat")}. ${p.attackerGuild === p.defenderGuild ? "Même guilde : le défenseur" : `Le ${winnerGuild} bat le ${loserGuild} :`} ${who(p, c, "winnerSeat")} gagne${
      attackerWon ? " et prend la case" : " et garde la case"
    } ; le guerrier de ${c.player(n(loserSeat))} retourne en réserve.${gains.length ? ` Le vainqueur ${gains.join(" et ")} (il en porte ${p.carried}).` : ""}`;
  },
  "yucatan.cityRaided": (p, c) =>
    `Le guerrier n° ${p.warrior} de ${who(p, c)} entre dans la ville de ${c.player(n(p.city))} et prend ${prisonersFr(p.taken)} (il en porte ${p.carried}).`,
  "yucatan.delivered": (p, c) =>
    `Le guerrier n° ${p.warrior} de ${who(p, c)} livre ${prisonersFr(p.count)} à sa ville (qui en a ${p.cityPrisoners}).`,
  "yucatan.pyramidBuilt": (p, c) => `${who(p, c)} construit le niveau ${p.level} de sa pyramide.`,
  "yucatan.won": (p, c) => `${who(p, c)} achève sa pyramide et gagne.`,
  "yucatan.passed": (p, c) => `${who(p, c)} ne pouvait rien faire et passe.`,

  "yucatan.guild.jaguar": "jaguar",
  "yucatan.guild.hummingbird": "colibri",
  "yucatan.guild.snake": "serpent",
  "yucatan.guild.unknown": "guilde inconnue",
  "yucatan.guildMark.jaguar": "J",
  "yucatan.guildMark.hummingbird": "C",
  "yucatan.guildMark.snake": "S",
  "yucatan.board": "Le plateau : jungle, jungle profonde, montagnes, le grand fleuve et ses plages, et les villes",
  "yucatan.hex": "Case {hex}",
  "yucatan.terrain.jungle": "jungle",
  "yucatan.terrain.deepJungle": "jungle profonde",
  "yucatan.terrain.mountain": "montagne",
  "yucatan.terrain.greatRiver": "grand fleuve",
  "yucatan.terrain.city": "ville",
  "yucatan.beach": "plage",
  "yucatan.river": "au bord d’un fleuve",
  "yucatan.cityOf": (p) => `ville de ${p.name}, ${prisonersFr(p.prisoners)}, pyramide ${p.pyramid} sur 5`,
  "yucatan.village": (p) => `${p.size === "large" ? "grand" : "petit"} village ${p.owner === null ? "neutre" : `de ${p.name}`}`,
  "yucatan.warrior": (p) =>
    `${p.mine ? "votre guerrier" : `guerrier de ${p.name},`} n° ${p.id}, ${p.guild}${p.revealed ? " (révélé)" : ""}${n(p.prisoners) > 0 ? `, portant ${prisonersFr(p.prisoners)}` : ""}`,
  "yucatan.sinceMoved": "nouveau depuis votre dernière visite : le guerrier n° {id} de {name} est arrivé ici",
  "yucatan.sinceTaken": "nouveau depuis votre dernière visite : le guerrier n° {id} de {name} a été pris ici",
  "yucatan.sinceRevealed": "nouveau depuis votre dernière visite : la guilde du guerrier n° {id} a été révélée",
  "yucatan.sinceFought": "nouveau depuis votre dernière visite : le guerrier n° {id} a fait des prisonniers au combat",
  "yucatan.sinceVillage": "nouveau depuis votre dernière visite : le village a changé",
  "yucatan.sincePyramid": "nouveau depuis votre dernière visite : la pyramide s’est élevée",
  "yucatan.do.placeVillage": "Placer votre village ici",
  "yucatan.do.placeNeutral": "Placer un village neutre ici",
  "yucatan.do.placeWarrior": "Placer un guerrier de départ ici",
  "yucatan.do.select": "Choisir ce guerrier",
  "yucatan.do.deselect": "Choisi ; choisissez-le à nouveau pour le lâcher",
  "yucatan.do.move": "Déplacer ici le guerrier choisi",
  "yucatan.do.attack": "Attaquer ici avec le guerrier choisi",
  "yucatan.do.establish": "Fonder un village ici",
  "yucatan.do.enlarge": "Agrandir ce village",
  "yucatan.do.deploy": "Déployer un guerrier ici",
  "yucatan.do.remove": "Retirer ce guerrier du plateau",
  "yucatan.do.setupPicked": "Guerrier de départ choisi ici ; choisissez à nouveau pour annuler",

  "yucatan.stage": (p) => `Mise en place, étape ${p.n} sur 4`,
  "yucatan.prompt.largeVillage": "Placez votre grand village sur une case en surbrillance, au bord du fleuve de votre ville.",
  "yucatan.prompt.smallVillage":
    "Placez votre petit village sur une case en surbrillance, au bord du fleuve de votre ville ou d’un fleuve qui touche votre grand village.",
  "yucatan.prompt.neutralVillage": (p) => `Placez un village neutre (encore ${p.left}) sur une case en surbrillance, loin de tout fleuve.`,
  "yucatan.prompt.warriors":
    "Choisissez deux cases en surbrillance à côté de votre ville pour vos guerriers de départ, et une guilde pour chacun (vous seul la connaîtrez).",
  "yucatan.prompt.warriorsSecond": "Maintenant la case de votre second guerrier.",
  "yucatan.prompt.guild": (p) => `Quelle guilde pour le guerrier de la case ${p.hex} ?`,
  "yucatan.prompt.play":
    "À vous : choisissez un guerrier pour le déplacer, une case en surbrillance pour fonder, agrandir ou déployer, ou construisez.",
  "yucatan.prompt.moveSelected": (p) =>
    `Guerrier n° ${p.id} choisi : choisissez une destination en surbrillance. Une case avec un guerrier ennemi, c’est le combat.`,
  "yucatan.prompt.deployGuild": (p) => `Quelle guilde pour le guerrier déployé sur la case ${p.hex} ?`,
  "yucatan.prompt.remove":
    "Vous avez perdu un village et ne pouvez plus nourrir tous vos guerriers : choisissez-en un à retirer du plateau.",
  "yucatan.prompt.pass": "Aucune action ne vous est possible : vous ne pouvez que passer.",
  "yucatan.wait.setup": (p) => `${p.name} place ${p.what}.`,
  "yucatan.wait.largeVillage": "un grand village",
  "yucatan.wait.smallVillage": "un petit village",
  "yucatan.wait.neutralVillage": "un village neutre",
  "yucatan.wait.warriors": "deux guerriers de départ",
  "yucatan.wait.play": "{name} joue son action.",
  "yucatan.wait.remove": "{name} a perdu un village et doit retirer un guerrier du plateau.",
  "yucatan.over": "{name} achève sa pyramide et gagne.",
  "yucatan.chooseGuild": (p) => `${p.guild} (${p.left} en réserve)`,
  "yucatan.alsoHere": "Ou, sur la case de ce guerrier :",
  "yucatan.cancel": "Annuler le choix",
  "yucatan.startOver": "Recommencer",
  "yucatan.build": (p) => `Construire le niveau ${p.level} de la pyramide (3 prisonniers)`,
  "yucatan.pass": "Passer",

  "yucatan.players": "Joueurs",
  "yucatan.toPlay": "au trait",
  "yucatan.reserve": (p) => `réserve ${p.count}${p.detail ? ` (${p.detail})` : ""}`,
  "yucatan.villagesLeft": (p) => `villages restants ${p.left} sur 8`,
  "yucatan.warriorsFed": (p) => `guerriers ${p.on} (peut en nourrir ${p.feed})`,
  "yucatan.cityPrisoners": (p) => `ville : ${prisonersFr(p.count)}`,
  "yucatan.pyramid": "pyramide {level} sur 5",
  "yucatan.supply": (p) => `Réserve de prisonniers : ${p.supply} · villages neutres à placer : ${p.neutral}`,

  "yucatan.describe.placeLarge": "Placer votre grand village sur la case {hex}.",
  "yucatan.describe.placeSmall": "Placer votre petit village sur la case {hex}.",
  "yucatan.describe.placeNeutral": "Placer un village neutre sur la case {hex}.",
  "yucatan.describe.placeWarriors": (p) => `Placer un ${guildFr(p.g1)} sur la case ${p.h1} et un ${guildFr(p.g2)} sur la case ${p.h2}.`,
  "yucatan.describe.establish": "Fonder un village sur la case {hex}.",
  "yucatan.describe.enlarge": "Agrandir votre village de la case {hex}.",
  "yucatan.describe.deploy": (p) =>
    `Déployer un ${guildFr(p.guild)} sur la case ${p.hex}${p.fromVillage ? " (votre grand village y redevient petit)" : ""}.`,
  "yucatan.describe.move": (p) => {
    const what =
      p.effect === "attack"
        ? ` : il attaque le guerrier de ${p.name} (${p.enemyGuild ? guildFr(p.enemyGuild) : "guilde inconnue"})`
        : p.effect === "raid"
          ? ` : il pille ${p.owner === null ? "le village neutre" : `le village de ${p.name}`}`
          : p.effect === "city"
            ? ` : il prend des prisonniers dans la ville de ${p.name}`
            : "";
    return `Déplacer votre ${guildFr(p.guild)} n° ${p.id} de la case ${p.from} à la case ${p.to}${what}.`;
  },
  "yucatan.describe.build": (p) => `Construire le niveau ${p.level} de votre pyramide avec 3 prisonniers de votre ville.`,
  "yucatan.describe.remove": (p) => `Retirer du plateau votre ${guildFr(p.guild)} n° ${p.id} de la case ${p.hex}.`,
  "yucatan.describe.pass": "Passer : aucune action n’est possible.",
  "yucatan.refused.noSuchHex": "Il n’y a pas d’hexagone {hex} sur ce plateau.",
  "yucatan.refused.largeVillagePlace":
    "Votre grand village doit border la rivière de votre cité, sans toucher votre cité ni un autre village.",
  "yucatan.refused.smallVillagePlace":
    "Votre petit village doit border la rivière de votre cité ou une rivière qui borde votre grand village, sans toucher un village ni une cité.",
  "yucatan.refused.neutralVillagePlace":
    "Un village neutre ne borde aucune rivière, n’est ni sur les montagnes ni sur le grand fleuve, et ne touche ni village ni cité.",
  "yucatan.refused.guildNotInReserve": (p) => `Il ne vous reste aucun guerrier ${guildFr(p.guild)} en réserve.`,
  "yucatan.refused.sameHex": "Vos deux guerriers doivent occuper deux hexagones différents.",
  "yucatan.refused.notBesideCity": "Les guerriers de départ vont sur des hexagones libres voisins de votre cité.",
  "yucatan.refused.noVillagesLeft": "Tous vos jetons village sont sur le plateau.",
  "yucatan.refused.villageNotAllowed":
    "Un village ne peut pas se tenir là : ni sur les montagnes, le grand fleuve ou une cité, ni à côté d’un village ou d’une cité.",
  "yucatan.refused.villageOutOfReach":
    "Un nouveau village borde une rivière qui touche l’un de vos villages ou votre cité, ou se place sous l’un de vos guerriers.",
  "yucatan.refused.notYourVillage": "Vous ne pouvez agrandir que l’un de vos propres villages.",
  "yucatan.refused.alreadyLarge": "Ce village est déjà grand.",
  "yucatan.refused.noWarriorInReserve": "Tous vos guerriers sont sur le plateau.",
  "yucatan.refused.cannotFeed": (p) =>
    `Votre cité et vos villages nourrissent ${p.count} ${plural("fr", Number(p.count), { one: "guerrier", other: "guerriers" })}, et il y en a déjà autant sur le plateau.`,
  "yucatan.refused.deployHex":
    "Un nouveau guerrier va sur un hexagone libre voisin de votre cité ou sur l’un de vos grands villages sans guerrier.",
  "yucatan.refused.moveOwnWarrior": "Déplacez l’un de vos propres guerriers du plateau.",
  "yucatan.refused.unreachable":
    "Un guerrier avance d’un hexagone, de deux le long d’une rivière, ou traverse le grand fleuve vers une plage ; jamais à travers les montagnes, le grand fleuve ou un autre guerrier.",
  "yucatan.refused.notEnoughPrisoners": (p) => `Un niveau de pyramide coûte ${p.cost} prisonniers de votre cité ; vous en avez ${p.count}.`,
  "yucatan.refused.removeOwnWarrior": "Retirez du plateau l’un de vos propres guerriers.",
  "yucatan.refused.gameOver": "La partie est finie.",
  "yucatan.refused.notYourTurn": "Ce n’est pas à vous de décider maintenant.",
  "yucatan.refused.placeWarriorsFirst": "Placez vos deux guerriers de départ à côté de votre cité.",
  "yucatan.refused.placeVillageFirst": "Placez un village : la partie n’a pas encore commencé.",
  "yucatan.refused.mustRemoveWarrior": "Vous avez perdu un village et devez d’abord retirer l’un de vos guerriers du plateau.",
  "yucatan.refused.cannotPass": "Vous ne pouvez passer que si aucune action n’est possible.",
  "yucatan.refused.chooseAction": "Choisissez l’une des cinq actions : fonder, agrandir, recruter, déplacer ou bâtir.",
  "yucatan.options": "Options de Yucatàn",
  "yucatan.quickSetup": "Mise en place rapide : villages neutres placés au hasard (selon les mêmes règles), pas un tour chacun",
  "yucatan.firstPlayer": "Premier joueur",
  "yucatan.firstPlayer.random": "Tiré au sort",
  "yucatan.firstPlayer.seat": "Place {n}",
  "yucatan.refused.firstPlayer": "À {players} joueurs, le premier joueur est une place de 0 à {last}, pas {chosen}.",
  "yucatan.revision.1": "Les règles telles que Turnpost les a d’abord jouées.",
  "yucatan.revision.2":
    "Le premier joueur est tiré au sort (ou choisi à la création de la partie), et non plus toujours son créateur ; la mise en place commence par le joueur à sa droite. Un guerrier qui traverse le grand fleuve arrive sur l’autre rive, et non plus sur la sienne ; un déplacement de deux cases le long d’un fleuve peut finir dans une ville ennemie ; un défenseur vainqueur sur l’un de ses grands villages ou dans sa ville livre aussitôt ses prisonniers à sa ville.",
};
