// Words of the shell's board furniture (the phone menu, the pan-and-zoom box, folded panels) and the
// rules pages. French is typed against the English keys.
import { plural, type Messages } from "./index";

const en = {
  "nav.menu": "Menu",
  "nav.rules": "Rules",
  "nav.skipToMoves": "Skip to your move",
  "board.panHint": "Drag to see the rest of the board.",
  "board.wholeBoard": "Whole board",
  "board.zoomIn": "Zoom in",
  "game.more": "Chat, notes and notifications",
  "rules.title": "How to play {game}",
  "rules.index": "Rules of the games",
  "rules.intro": "Each game explained in a few minutes: the goal, what is in the box, a turn, scoring and the end.",
  "rules.goal": "The goal",
  "rules.components": "What is in the box",
  "rules.turn": "A turn",
  "rules.scoring": "Scoring",
  "rules.end": "The end",
  "rules.picture": "A game of {game} under way, as our board draws it",
  "rules.howTo": "How to play your turn",
  "rules.full": "All the rules of {game}",
  "rules.link": "Rules",
  "rules.facts": "{players} · {moves}, {duration} · {weight}",
  "facts.players": "{min} to {max} players",
  "facts.moves": (p) => `about ${p.count} ${plural("en", Number(p.count), { one: "move", other: "moves" })} each`,
  "facts.weeks": (p) =>
    `about ${p.count} ${plural("en", Number(p.count), { one: "week", other: "weeks" })} with ${p.players} players at a move a day`,
  "facts.months": (p) =>
    `about ${p.count} ${plural("en", Number(p.count), { one: "month", other: "months" })} with ${p.players} players at a move a day`,
  "facts.weight.light": "light",
  "facts.weight.medium": "medium weight",
  "facts.weight.heavy": "heavy",
} satisfies Messages;

const fr: Record<keyof typeof en, Messages[string]> = {
  "nav.menu": "Menu",
  "nav.rules": "Règles",
  "nav.skipToMoves": "Aller à votre coup",
  "board.panHint": "Faites glisser pour voir le reste du plateau.",
  "board.wholeBoard": "Plateau entier",
  "board.zoomIn": "Agrandir",
  "game.more": "Discussion, notes et notifications",
  "rules.title": "Comment jouer à {game}",
  "rules.index": "Règles des jeux",
  "rules.intro": "Chaque jeu expliqué en quelques minutes\u00a0: le but, le matériel, un tour, les points et la fin.",
  "rules.goal": "Le but",
  "rules.components": "Le matériel",
  "rules.turn": "Un tour",
  "rules.scoring": "Les points",
  "rules.end": "La fin",
  "rules.picture": "Une partie de {game} en cours, telle que notre plateau la dessine",
  "rules.howTo": "Comment jouer votre tour",
  "rules.full": "Toutes les règles de {game}",
  "rules.link": "Règles",
  "rules.facts": "{players} · {moves}, {duration} · {weight}",
  "facts.players": "{min} à {max} joueurs",
  "facts.moves": (p) => `environ ${p.count} ${plural("fr", Number(p.count), { one: "coup", other: "coups" })} chacun`,
  "facts.weeks": (p) =>
    `environ ${p.count} ${plural("fr", Number(p.count), { one: "semaine", other: "semaines" })} à ${p.players} joueurs, à un coup par jour`,
  "facts.months": (p) => `environ ${p.count} mois à ${p.players} joueurs, à un coup par jour`,
  "facts.weight.light": "léger",
  "facts.weight.medium": "poids moyen",
  "facts.weight.heavy": "lourd",
};

export const boardMessages = { en, fr };
