// Words of queued moves (shared/api/queue.ts): the log line of a move played from a plan, why a plan was
// dropped (the game page and the "your turn" mail), and the refusals of a plan. The "Plan ahead" panel's
// own words load with it (plan-panel.ts).
import type { Message, Messages } from "./index";

const en = {
  "turnpost.queued": (p, c) => `${c.player(Number(p.seat))} had planned this move: the server played it when their turn came.`,

  "plan.dropped.no-match": "Your plan was dropped: the other players' moves were none of those you planned for.",
  "plan.dropped.illegal": "Your plan was dropped: the move you planned for what happened is not possible now.",
  "plan.dropped.played-yourself": "Your plan was dropped: you moved yourself since you made it.",
  "plan.dropped.takeback": "Your plan was dropped: moves were taken back since you made it.",

  "error.your-turn": "It is your turn: play your move rather than plan it.",
  "error.bad-queue": "This plan cannot be kept: {message}",
} satisfies Messages;

const fr: Record<keyof typeof en, Message> = {
  "turnpost.queued": (p, c) => `${c.player(Number(p.seat))} avait prévu ce coup : le serveur l’a joué quand son tour est venu.`,

  "plan.dropped.no-match": "Votre plan a été abandonné : les autres joueurs n’ont joué aucun des coups prévus.",
  "plan.dropped.illegal": "Votre plan a été abandonné : le coup prévu pour ce qui s’est passé n’est plus possible.",
  "plan.dropped.played-yourself": "Votre plan a été abandonné : vous avez joué vous-même depuis.",
  "plan.dropped.takeback": "Votre plan a été abandonné : des coups ont été repris depuis.",

  "error.your-turn": "C’est votre tour : jouez votre coup plutôt que de le prévoir.",
  "error.bad-queue": "Ce plan ne peut pas être gardé : {message}",
};

export const planMessages: Record<"en" | "fr", Messages> = { en, fr };
