// Words of queued moves (shared/api/queue.ts): the log line of a move played from a plan, why a plan was
// dropped (the game page and the "your turn" mail), and the game page's "Plan ahead" panel.
import type { Message, Messages } from "./index";

const en = {
  "turnpost.queued": (p, c) => `${c.player(Number(p.seat))} had planned this move: the server played it when their turn came.`,

  "plan.dropped.no-match": "Your plan was dropped: the other players' moves were none of those you planned for.",
  "plan.dropped.illegal": "Your plan was dropped: the move you planned for what happened is not possible now.",
  "plan.dropped.played-yourself": "Your plan was dropped: you moved yourself since you made it.",
  "plan.dropped.takeback": "Your plan was dropped: moves were taken back since you made it.",

  "plan.title": "Plan ahead",
  "plan.hint": "Choose your next move now: the server plays it when your turn comes, only you see your plan.",
  "plan.when": "When",
  "plan.always": "Whatever the others play",
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
  "error.your-turn": "It is your turn: play your move rather than plan it.",
  "error.bad-queue": "This plan cannot be kept: {message}",
} satisfies Messages;

const fr: Record<keyof typeof en, Message> = {
  "turnpost.queued": (p, c) => `${c.player(Number(p.seat))} avait prévu ce coup : le serveur l’a joué quand son tour est venu.`,

  "plan.dropped.no-match": "Votre plan a été abandonné : les autres joueurs n’ont joué aucun des coups prévus.",
  "plan.dropped.illegal": "Votre plan a été abandonné : le coup prévu pour ce qui s’est passé n’est plus possible.",
  "plan.dropped.played-yourself": "Votre plan a été abandonné : vous avez joué vous-même depuis.",
  "plan.dropped.takeback": "Votre plan a été abandonné : des coups ont été repris depuis.",

  "plan.title": "Prévoir mes coups",
  "plan.hint": "Choisissez votre prochain coup dès maintenant : le serveur le joue quand votre tour vient ; vous seul voyez votre plan.",
  "plan.when": "Quand",
  "plan.always": "Quoi que jouent les autres",
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
  "error.your-turn": "C’est votre tour : jouez votre coup plutôt que de le prévoir.",
  "error.bad-queue": "Ce plan ne peut pas être gardé : {message}",
};

export const planMessages: Record<"en" | "fr", Messages> = { en, fr };
