// Words of the game page's "Plan ahead" panel (web/src/pages/game/PlanAhead.tsx), loaded with it: only a
// waiting player reads them, so the shell every page waits for does without.
import type { Message, Messages } from "./index";

const en = {
  "plan.title": "Plan ahead",
  "plan.hint": "Choose your next move now: the server plays it when your turn comes, only you see your plan.",
  "plan.when": "When",
  "plan.always": "Whatever the others play",
  "plan.if": "If “{moves}”",
  "plan.possible":
    "What the others may do, as you would read it in the log: possibilities worked out from what you can see, not knowledge of hidden cards. Your move is played only if what happens reads exactly so.",
  "plan.play": "Play",
  "plan.add": "Add to my plan",
  "plan.saved": "Plan saved.",
  "plan.empty": "Nothing planned.",
  "plan.remove": "Remove",
  "plan.clear": "Clear my plan",
  "plan.premove": "Whatever happens: {move}",
  "plan.branch": "If “{moves}”, then: {move}",
  "plan.then": (p) => (Number(p.count) > 1 ? `then ${p.count} more moves planned` : "then 1 more move planned"),
  "plan.noMoves": "No move to plan from here: wait for your turn.",
  "plan.older": "Made before the others' last moves: it still stands, and a new branch replaces it.",
} satisfies Messages;

const fr: Record<keyof typeof en, Message> = {
  "plan.title": "Prévoir mes coups",
  "plan.hint": "Choisissez votre prochain coup dès maintenant : le serveur le joue quand votre tour vient ; vous seul voyez votre plan.",
  "plan.when": "Quand",
  "plan.always": "Quoi que jouent les autres",
  "plan.if": "Si « {moves} »",
  "plan.possible":
    "Ce que les autres peuvent faire, tel que vous le liriez dans le journal : des possibilités tirées de ce que vous voyez, et non la connaissance des cartes cachées. Votre coup n’est joué que si ce qui se passe se lit exactement ainsi.",
  "plan.play": "Jouer",
  "plan.add": "Ajouter à mon plan",
  "plan.saved": "Plan enregistré.",
  "plan.empty": "Rien de prévu.",
  "plan.remove": "Retirer",
  "plan.clear": "Effacer mon plan",
  "plan.premove": "Quoi qu’il arrive : {move}",
  "plan.branch": "Si « {moves} », alors : {move}",
  "plan.then": (p) => (Number(p.count) > 1 ? `puis ${p.count} autres coups prévus` : "puis 1 autre coup prévu"),
  "plan.noMoves": "Aucun coup à prévoir d’ici : attendez votre tour.",
  "plan.older": "Fait avant les derniers coups des autres : il tient toujours, et une nouvelle branche le remplace.",
};

export const planPanelMessages: Record<"en" | "fr", Messages> = { en, fr };
