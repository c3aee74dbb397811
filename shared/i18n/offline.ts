// Words of the web client without a connection: the game page's offline notice, a move kept to send
// later, and what became of it. French is typed against the English keys.
import type { Messages } from "./index";

const en = {
  "offline.notice": "You are offline. This is the board as it was when you last had a connection.",
  "offline.status": "Your move is saved on this device, waiting to be sent.",
  "offline.queued": "Your move “{move}” is saved on this device. It will be sent when you are back online.",
  "offline.sending": "Sending your move “{move}”, made while you were offline…",
  "offline.staleMove":
    "While you were offline, the game moved on: your move “{move}” was not played. The board now shows the game as it stands: choose again.",
  "offline.refusedMove": "Your move “{move}”, made while you were offline, was not played: {reason}",
};

const fr: Record<keyof typeof en, Messages[string]> = {
  "offline.notice": "Vous êtes hors ligne. Voici le plateau tel qu’il était lors de votre dernière connexion.",
  "offline.status": "Votre coup est gardé sur cet appareil, en attente d’envoi.",
  "offline.queued": "Votre coup « {move} » est gardé sur cet appareil. Il partira dès que vous serez de nouveau en ligne.",
  "offline.sending": "Envoi de votre coup « {move} », joué hors ligne…",
  "offline.staleMove":
    "Pendant que vous étiez hors ligne, la partie a avancé : votre coup « {move} » n’a pas été joué. Le plateau montre la partie où elle en est : choisissez à nouveau.",
  "offline.refusedMove": "Votre coup « {move} », joué hors ligne, n’a pas été joué : {reason}",
};

export const offlineMessages = { en, fr };
