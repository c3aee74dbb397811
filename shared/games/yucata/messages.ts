// Yucata's words: log lines from the engine (`yucata.played`, …) and the board's own labels.
import { listOf, plural, type Message, type MessageContext, type Params } from "../../i18n/index";

type Stones = { beige?: unknown; blue?: unknown; red?: unknown };

const beigeFr = (n: unknown) => plural("fr", Number(n), { one: "beige", other: "beiges" });

function stonesEn({ beige, blue, red }: Stones): string {
  const parts: string[] = [];
  if (Number(beige) > 0) parts.push(`${beige} beige ${Number(beige) > 1 ? "stones" : "stone"}`);
  if (Number(blue) > 0) parts.push(`${blue} blue ${Number(blue) > 1 ? "stones" : "stone"}`);
  if (Number(red) > 0) parts.push("the red stone");
  return parts.length ? listOf(parts, "en") : "no stones";
}

const hasStones = ({ beige, blue, red }: Stones) => Number(beige) > 0 || Number(blue) > 0 || Number(red) > 0;

function stonesFr({ beige, blue, red }: Stones): string {
  const parts: string[] = [];
  if (Number(beige) > 0) parts.push(`${beige} ${Number(beige) > 1 ? "pierres beiges" : "pierre beige"}`);
  if (Number(blue) > 0) parts.push(`${blue} ${Number(blue) > 1 ? "pierres bleues" : "pierre bleue"}`);
  if (Number(red) > 0) parts.push("la pierre rouge");
  return parts.length ? listOf(parts, "fr") : "aucune pierre";
}

const names = (p: Params, ctx: MessageContext) =>
  listOf(
    ((p.winners as number[]) ?? []).map((s) => ctx.player(s)),
    ctx.lang,
  );

export const en = {
  "yucata.card": (p) => (p.card === "sword" ? "sword" : p.card === "question" ? "question card" : `${p.card}`),
  "yucata.played": (p, c) => {
    const card = c.t("yucata.card", { card: p.card });
    const as = p.card === "question" ? ` (as ${c.t("yucata.card", { card: p.effect })})` : "";
    return `${c.player(Number(p.seat))} played the ${card}${as} and moved from square ${p.from} to ${p.to}.`;
  },
  "yucata.took": (p, c) => `${c.player(Number(p.seat))} took ${stonesEn(p)}.`,
  "yucata.pickedUp": (p, c) => `${c.player(Number(p.seat))} took all seven cards back.`,
  "yucata.ended": (p, c) => `${c.player(Number(p.seat))}'s amulet reached the temple: the game is over.`,
  "yucata.scored": (p, c) =>
    `${c.player(Number(p.seat))} scores ${p.score}: ${p.beige} beige, ${p.blue} blue${p.blueReturned ? " (one given back for the red stone)" : ""}, ${p.penalty} beige returned for the blue ones.`,
  "yucata.won": (p, c) => `${names(p, c)} ${((p.winners as number[]) ?? []).length > 1 ? "share the win" : "wins"}.`,

  "yucata.track": "The track, from the start (square 0) to the temple (square 39)",
  "yucata.square": "Square {n}",
  "yucata.start": "start",
  "yucata.startShort": "Start",
  "yucata.temple": "temple",
  "yucata.stone.beige": "beige stone",
  "yucata.stone.blue": "blue stone",
  "yucata.stone.red": "red stone",
  "yucata.amuletOf": "{name}'s amulet",
  "yucata.landsHere": "your amulet would land here",
  "yucata.sinceMoved": "new since your last visit: {name}'s amulet moved here",
  "yucata.sinceTaken": "new since your last visit: its stone was taken",
  "yucata.toPlay": "to play",
  "yucata.onSquare": "square {n}",
  "yucata.stones": (p) => `beige ${p.beige}, blue ${p.blue}${p.red ? ", red" : ""}`,
  "yucata.cardsInHand": (p) => `${p.count} ${p.count === 1 ? "card" : "cards"} in hand`,
  "yucata.lastCard": "last played: {card}",
  "yucata.yourCards": "Your cards",
  "yucata.previousCard": "You may not play the {card} now: the previous player just played it (unless it is your last card).",
  "yucata.playCard": "Play the {card} → {to}: your amulet moves to square {to}",
  "yucata.cardHeld": "{card}: not playable now",
  "yucata.describe": (p) => `Play the ${p.card}: your amulet moves from square ${p.from} to ${p.to} and takes ${stonesEn(p)}.`,
  "yucata.describeBare": "Play the {card}.",
  "yucata.breakdown": (p) =>
    `Final: ${p.beige} beige, ${p.blue} blue${p.red ? ", the red stone" : ""}; the blue stones cost ${p.penalty} beige (1 for the first, 2 for the second, and so on) → ${p.score} ${plural("en", Number(p.score), { one: "point", other: "points" })}`,
  "yucata.options": "Yucata' options",
  "yucata.layout": "Stones on the track",
  "yucata.layout.default": "The usual layout",
  "yucata.layout.random": "Shuffled",
  "yucata.firstPlayer": "First player",
  "yucata.firstPlayer.random": "Drawn at random",
  "yucata.firstPlayer.seat": "Seat {n}",

  "yucata.refused.gameOver": "The game is over: an amulet has reached the temple.",
  "yucata.refused.notYourTurn": "It is not your turn.",
  "yucata.refused.notInHand": (p, c) =>
    `Your ${c.t("yucata.card", { card: p.card })} is already on your pile; you get it back once all seven are played.`,
  "yucata.refused.questionFirst": "The question card cannot be the first card of the game: there is no card to repeat yet.",
  "yucata.refused.sameCard": (p, c) =>
    `The previous player just played the ${c.t("yucata.card", { card: p.card })}; you may play it only when it is your last card.`,
  "yucata.refused.layout": "This layout of stones does not fit the track: {problems}",
  "yucata.refused.firstPlayer": "With {players} players the first player is a seat from 0 to {last}, not {chosen}.",
  // What each revision of the rules changed (shared/engine/revision.ts); revision 1 is the rules as first played here.
  "yucata.revision.1": "The rules as Turnpost first played them.",
} satisfies Record<string, Message>;

export const fr: Record<keyof typeof en, Message> = {
  // With its article, as French needs it wherever a card is named: "Jouer l’épée", "Jouer le 3".
  "yucata.card": (p) => (p.card === "sword" ? "l’épée" : p.card === "question" ? "le point d’interrogation" : `le ${p.card}`),
  "yucata.played": (p, c) => {
    const card = c.t("yucata.card", { card: p.card });
    const as = p.card === "question" ? ` (valant ${c.t("yucata.card", { card: p.effect })})` : "";
    return `${c.player(Number(p.seat))} a joué ${card}${as} et avance de la case ${p.from} à la case ${p.to}.`;
  },
  "yucata.took": (p, c) => `${c.player(Number(p.seat))} prend ${stonesFr(p)}.`,
  "yucata.pickedUp": (p, c) => `${c.player(Number(p.seat))} reprend ses sept cartes en main.`,
  "yucata.ended": (p, c) => `L’amulette de ${c.player(Number(p.seat))} atteint le temple : la partie est finie.`,
  "yucata.scored": (p, c) =>
    `${c.player(Number(p.seat))} marque ${p.score} : ${p.beige} beiges, ${p.blue} bleues${p.blueReturned ? " (une rendue grâce à la pierre rouge)" : ""}, ${p.penalty} beiges rendues pour les bleues.`,
  "yucata.won": (p, c) => `${names(p, c)} ${((p.winners as number[]) ?? []).length > 1 ? "gagnent ex æquo" : "gagne"}.`,

  "yucata.track": "Le parcours, du départ (case 0) au temple (case 39)",
  "yucata.square": "Case {n}",
  "yucata.start": "départ",
  "yucata.startShort": "Départ",
  "yucata.temple": "temple",
  "yucata.stone.beige": "pierre beige",
  "yucata.stone.blue": "pierre bleue",
  "yucata.stone.red": "pierre rouge",
  "yucata.amuletOf": "amulette de {name}",
  "yucata.landsHere": "votre amulette arriverait ici",
  "yucata.sinceMoved": "nouveau depuis votre dernière visite : l’amulette de {name} est arrivée ici",
  "yucata.sinceTaken": "nouveau depuis votre dernière visite : sa pierre a été prise",
  "yucata.toPlay": "au trait",
  "yucata.onSquare": "case {n}",
  "yucata.stones": (p) => `beiges ${p.beige}, bleues ${p.blue}${p.red ? ", rouge" : ""}`,
  "yucata.cardsInHand": (p) => `${p.count} ${Number(p.count) > 1 ? "cartes" : "carte"} en main`,
  "yucata.lastCard": "dernière jouée : {card}",
  "yucata.yourCards": "Vos cartes",
  "yucata.previousCard":
    "Vous ne pouvez pas jouer {card} maintenant : le joueur précédent vient de la jouer (sauf si c’est votre dernière carte).",
  "yucata.playCard": "Jouer {card} → {to} : votre amulette va à la case {to}",
  "yucata.cardHeld": "{card} : injouable maintenant",
  // "ne prend aucune pierre": French negates the verb when nothing is taken.
  "yucata.describe": (p) =>
    `Jouer ${p.card} : votre amulette va de la case ${p.from} à la case ${p.to} et ${hasStones(p) ? "prend" : "ne prend"} ${stonesFr(p)}.`,
  "yucata.describeBare": "Jouer {card}.",
  "yucata.breakdown": (p) =>
    `Final : ${p.beige} ${beigeFr(p.beige)}, ${p.blue} ${plural("fr", Number(p.blue), { one: "bleue", other: "bleues" })}${p.red ? ", la pierre rouge" : ""} ; les bleues coûtent ${p.penalty} ${beigeFr(p.penalty)} (1 pour la première, 2 pour la deuxième, etc.) → ${p.score} ${plural("fr", Number(p.score), { one: "point", other: "points" })}`,
  "yucata.options": "Options de Yucata'",
  "yucata.layout": "Pierres sur le parcours",
  "yucata.layout.default": "Disposition habituelle",
  "yucata.layout.random": "Mélangées",
  "yucata.firstPlayer": "Premier joueur",
  "yucata.firstPlayer.random": "Tiré au sort",
  "yucata.firstPlayer.seat": "Place {n}",

  "yucata.refused.gameOver": "La partie est finie : une amulette a atteint le temple.",
  "yucata.refused.notYourTurn": "Ce n’est pas votre tour.",
  "yucata.refused.notInHand": (p, c) =>
    `Vous avez déjà posé ${c.t("yucata.card", { card: p.card })} sur votre pile ; vous reprenez vos cartes quand les sept sont jouées.`,
  "yucata.refused.questionFirst": "Le point d’interrogation ne peut pas ouvrir la partie : il n’y a pas encore de carte à répéter.",
  "yucata.refused.sameCard": (p, c) =>
    `Le joueur précédent vient de jouer ${c.t("yucata.card", { card: p.card })} ; vous ne pouvez jouer cette carte que si c’est votre dernière.`,
  "yucata.refused.layout": "Cette disposition des pierres ne convient pas au parcours : {problems}",
  "yucata.refused.firstPlayer": "À {players} joueurs, le premier joueur est une place de 0 à {last}, pas {chosen}.",
  "yucata.revision.1": "Les règles telles que Turnpost les a d’abord jouées.",
};
