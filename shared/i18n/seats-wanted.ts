// Words of the lobby's seats wanted panel (web/src/pages/SeatsWanted.tsx), loaded with it: the shell
// every page waits for does without them.
import type { Message, Messages } from "./index";

const en = {
  "seats.title": "Seats wanted",
  "seats.rule":
    "These players went silent in games under way. Take a seat to play on from where it stands: your result is unrated, and the game becomes unrated for the others once you sit down.",
  "seats.none": "No seat is wanted right now.",
  "seats.where": (p) => `Seat ${Number(p.seat) + 1}, ${p.moves} ${Number(p.moves) === 1 ? "move" : "moves"} played, with ${p.players}`,
  "seats.time": "Time for a turn: {time}",
  "seats.noClock": "No clock",
  "seats.take": "Take seat {seat} in {game}",
  "seats.signIn": "Sign in with your email to take a seat.",
} satisfies Messages;

const fr: Record<keyof typeof en, Message> = {
  "seats.title": "Places à reprendre",
  "seats.rule":
    "Ces joueurs ne donnent plus signe de vie dans des parties en cours. Reprenez une place pour continuer la partie là où elle en est : votre résultat ne compte pas pour le classement, et la partie cesse de compter pour les autres dès que vous vous asseyez.",
  "seats.none": "Aucune place n’est à reprendre pour l’instant.",
  "seats.where": (p) => `Place ${Number(p.seat) + 1}, ${p.moves} ${Number(p.moves) <= 1 ? "coup joué" : "coups joués"}, avec ${p.players}`,
  "seats.time": "Temps pour un tour : {time}",
  "seats.noClock": "Sans pendule",
  "seats.take": "Reprendre la place {seat} dans {game}",
  "seats.signIn": "Connectez-vous avec votre adresse de courriel pour reprendre une place.",
};

export const seatsWantedMessages = { en: en as Messages, fr: fr as Messages };
