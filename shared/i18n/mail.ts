// The words of what Turnpost sends (turn mails and pushes, digests, a seat's rescue, one tap and reply
// to play): read by the server only, so the web client's shell does not carry them. French is typed
// against the English keys.
import { onVacation as onVacationEn, silentBecause as becauseEn } from "./en";
import { onVacation as onVacationFr, silentBecause as becauseFr } from "./fr";
import type { Message, Messages } from "./index";

const en = {
  "notice.openGame": "Open the game",
  "notice.seat.holdSubjectYou": "Your seat in {game} is held for you until {until}",
  "notice.seat.holdSubjectThem": "{player} has gone silent in {game}: their seat is held",
  "notice.seat.holdLineYou": (p) =>
    `${becauseEn(p, "you")} in ${p.game}. The table holds your seat until ${p.until}${onVacationEn(p.vacationDays, "your")}; after that a stand-in bot plays it for you, move by move, until you play again.`,
  "notice.seat.holdLineThem": (p) =>
    `${becauseEn(p, "them")} in ${p.game}. The table holds their seat until ${p.until}${onVacationEn(p.vacationDays, "their")}; after that a stand-in bot plays it, move by move, until they play again.`,
  "notice.seat.standInSubjectYou": "A stand-in now plays your seat in {game}",
  "notice.seat.standInSubjectThem": "A stand-in now plays {player}'s seat in {game}",
  "notice.seat.standInLineYou": "A stand-in bot, {level}, now plays your seat in {game}, move by move. Play a move to take your seat back.",
  "notice.seat.standInLineThem": "A stand-in bot, {level}, now plays {player}'s seat in {game}, move by move, until they play again.",
  "notice.seat.backSubjectThem": "{player} is back in {game}",
  "notice.seat.backLineThem": "{player} is back and plays their own seat in {game} again.",
  "notice.seat.offeredSubjectYou": "Your seat in {game} is offered to a substitute",
  "notice.seat.offeredSubjectThem": "{player}'s seat in {game} is offered to a substitute",
  "notice.seat.offeredLineYou":
    "The stand-in has played your seat in {game} for a turn's time: it is now offered to a substitute. Play a move before someone sits down to keep it; once someone does, the seat is theirs and the game counts as a loss for you.",
  "notice.seat.offeredLineThem":
    "The stand-in has played {player}'s seat in {game} for a turn's time: it is now offered to a substitute, and plays on until one sits down. From then on the game is unrated.",
  "notice.seat.choiceSubjectYou": "{other} may now end {game} with a win by forfeit",
  "notice.seat.choiceSubjectThem": "{player} is still silent in {game}: wait for a substitute, or win by forfeit?",
  "notice.seat.choiceLineYou":
    "The stand-in has played your seat in {game} for a turn's time: {other} now chooses between waiting for a substitute and winning by forfeit. Play a move to take your seat back.",
  "notice.seat.choiceLineThem":
    "The stand-in has played {player}'s seat in {game} for a turn's time. Choose on the game's page: wait for a substitute to take the seat (the game is then unrated), or win now by forfeit.",
  "notice.seat.takenSubjectYou": "{substitute} took over your seat in {game}",
  "notice.seat.takenSubjectThem": "{substitute} took over {player}'s seat in {game}",
  "notice.seat.takenLineYou": "{substitute} took over your seat in {game}: the game goes on without you, and counts as a loss for you.",
  "notice.seat.takenLineThem":
    "{substitute} took over {player}'s seat in {game} and plays it from now on. The game is unrated for everyone but {player}, who takes a loss.",
  "notice.play": "Play",
  "notice.rematch": "Offer a rematch",
  "notice.turnSubject": "Your turn vs {opponents} in {game} (move {move})",
  "notice.halfTimeSubject": "Half your time is gone for your move vs {opponents} in {game} (move {move})",
  "notice.dayLeftSubject": "A day left for your move vs {opponents} in {game} (move {move})",
  "notice.hourLeftSubject": "An hour left for your move vs {opponents} in {game} (move {move})",
  "notice.turnLine": "It is your turn in your game of {game} with {opponents}.",
  "notice.turnShort": "It is your turn in {game}.",
  "notice.since": "Since your last move:",
  "notice.deadline": "Play before {deadline}.",
  "notice.endSubject": "Game over vs {opponents} in {game}",
  "notice.endLine": "Your game of {game} is over. Won by: {winners}.",
  "notice.chatTurn": "It's {players}'s turn in {game}: {url}",
  "notice.chatEnd": "The game of {game} is over, won by {winners}: {url}",
  "notice.digestSubject": (p) => `${p.count} ${Number(p.count) === 1 ? "game awaits" : "games await"} your move`,
  "notice.digestLine": (p) => `${p.count} ${Number(p.count) === 1 ? "game is" : "games are"} waiting for you on Turnpost:`,
  "notice.inviteSubject": "{host} offers you a rematch of {game}",
  "notice.inviteLine": "{host} offers you a rematch of {game}: your seat is kept for you.",
  "notice.join": "Take my seat",
  "notice.myGames": "My games",
  "notice.choices": "Your moves now: one tap each, then confirm.",
  "notice.replyToPlay": "Or reply to this email with the number of your move on the first line.",
  "mailPlay.title": "Your move in {game}",
  "mailPlay.ask": "Play this move? Nothing is played until you press the button.",
  "mailPlay.submit": "Play it",
  "mailPlay.board": "Open the board",
  "mailPlay.played": "Played: {move}",
  "mailPlay.next": "Your turn goes on. Choose your next step: each button plays it at once.",
  "mailPlay.alreadyPlayed": "This move was already played: nothing more was done.",
  "mailPlay.stale": "The game has moved on since this email: nothing was played.",
  "mailPlay.notUnderstood": "The first line should be the number of one of your moves, from 1 to {count}: nothing was played.",
  "mailPlay.notAllowed": "This link does not let you play: nothing was played.",
  "mailPlay.answerSubject": "Your reply in {game}",
} satisfies Record<string, Message>;

const fr: Record<keyof typeof en, Message> = {
  "notice.openGame": "Ouvrir la partie",
  "notice.seat.holdSubjectYou": "Votre place dans {game} vous est gardée jusqu’au {until}",
  "notice.seat.holdSubjectThem": "{player} ne donne plus signe de vie dans {game} : sa place est gardée",
  "notice.seat.holdLineYou": (p) =>
    `${becauseFr(p, "you")} dans ${p.game}. La table vous garde votre place jusqu’au ${p.until}${onVacationFr(p.vacationDays, "vos")} ; ensuite, un remplaçant (ordinateur) la joue pour vous, coup par coup, jusqu’à ce que vous jouiez de nouveau.`,
  "notice.seat.holdLineThem": (p) =>
    `${becauseFr(p, "them")} dans ${p.game}. La table lui garde sa place jusqu’au ${p.until}${onVacationFr(p.vacationDays, "ses")} ; ensuite, un remplaçant (ordinateur) la joue, coup par coup, jusqu’à son retour.`,
  "notice.seat.standInSubjectYou": "Un remplaçant joue désormais votre place dans {game}",
  "notice.seat.standInSubjectThem": "Un remplaçant joue désormais la place de {player} dans {game}",
  "notice.seat.standInLineYou":
    "Un remplaçant, {level}, joue désormais votre place dans {game}, coup par coup. Jouez un coup pour reprendre votre place.",
  "notice.seat.standInLineThem":
    "Un remplaçant, {level}, joue désormais la place de {player} dans {game}, coup par coup, jusqu’à son retour.",
  "notice.seat.backSubjectThem": "{player} est de retour dans {game}",
  "notice.seat.backLineThem": "{player} est de retour et joue de nouveau sa place dans {game}.",
  "notice.seat.offeredSubjectYou": "Votre place dans {game} est proposée à un autre joueur",
  "notice.seat.offeredSubjectThem": "La place de {player} dans {game} est proposée à un autre joueur",
  "notice.seat.offeredLineYou":
    "Le remplaçant a joué votre place dans {game} pendant le temps d’un tour : elle est maintenant proposée à qui voudra la reprendre. Jouez un coup avant que quelqu’un ne la prenne pour la garder ; sinon, elle sera à cette personne et la partie comptera comme une défaite pour vous.",
  "notice.seat.offeredLineThem":
    "Le remplaçant a joué la place de {player} dans {game} pendant le temps d’un tour : elle est maintenant proposée à qui voudra la reprendre, et il continue de la jouer jusque-là. Dès qu’une personne s’y assied, la partie ne compte plus pour le classement.",
  "notice.seat.choiceSubjectYou": "{other} peut désormais finir {game} en gagnant par abandon",
  "notice.seat.choiceSubjectThem":
    "{player} ne donne toujours pas signe de vie dans {game} : attendre un autre joueur, ou gagner par abandon ?",
  "notice.seat.choiceLineYou":
    "Le remplaçant a joué votre place dans {game} pendant le temps d’un tour : {other} choisit maintenant d’attendre qu’une autre personne la reprenne ou de gagner par abandon. Jouez un coup pour reprendre votre place.",
  "notice.seat.choiceLineThem":
    "Le remplaçant a joué la place de {player} dans {game} pendant le temps d’un tour. Choisissez sur la page de la partie : attendre qu’une autre personne reprenne la place (la partie ne compte alors plus pour le classement), ou gagner tout de suite par abandon.",
  "notice.seat.takenSubjectYou": "{substitute} a repris votre place dans {game}",
  "notice.seat.takenSubjectThem": "{substitute} a repris la place de {player} dans {game}",
  "notice.seat.takenLineYou":
    "{substitute} a repris votre place dans {game} : la partie continue sans vous et compte comme une défaite pour vous.",
  "notice.seat.takenLineThem":
    "{substitute} a repris la place de {player} dans {game} et la joue désormais. La partie ne compte plus pour le classement, sauf pour {player}, qui la perd.",
  "notice.play": "Jouer",
  "notice.rematch": "Proposer une revanche",
  "notice.turnSubject": "À vous de jouer contre {opponents} à {game} (coup {move})",
  "notice.halfTimeSubject": "La moitié de votre temps est écoulée pour jouer contre {opponents} à {game} (coup {move})",
  "notice.dayLeftSubject": "Plus qu’un jour pour jouer contre {opponents} à {game} (coup {move})",
  "notice.hourLeftSubject": "Plus qu’une heure pour jouer contre {opponents} à {game} (coup {move})",
  "notice.turnLine": "C’est votre tour dans votre partie de {game} avec {opponents}.",
  "notice.turnShort": "C’est votre tour : {game}.",
  "notice.since": "Depuis votre dernier coup :",
  "notice.deadline": "Jouez avant le {deadline}.",
  "notice.endSubject": "Fin de votre partie contre {opponents} à {game}",
  "notice.endLine": "Votre partie de {game} est terminée. Victoire de : {winners}.",
  "notice.chatTurn": "C’est au tour de {players} dans {game} : {url}",
  "notice.chatEnd": "La partie de {game} est terminée, victoire de {winners} : {url}",
  "notice.digestSubject": (p) => `${p.count} ${Number(p.count) === 1 ? "partie attend" : "parties attendent"} votre coup`,
  "notice.digestLine": (p) => `${p.count} ${Number(p.count) === 1 ? "partie vous attend" : "parties vous attendent"} sur Turnpost :`,
  "notice.inviteSubject": "{host} vous propose une revanche à {game}",
  "notice.inviteLine": "{host} vous propose une revanche à {game} : votre place vous est gardée.",
  "notice.join": "Prendre ma place",
  "notice.myGames": "Mes parties",
  "notice.choices": "Vos coups possibles : un geste chacun, puis confirmez.",
  "notice.replyToPlay": "Ou répondez à ce courriel avec le numéro de votre coup en première ligne.",
  "mailPlay.title": "Votre coup à {game}",
  "mailPlay.ask": "Jouer ce coup ? Rien n’est joué avant que vous n’appuyiez sur le bouton.",
  "mailPlay.submit": "Le jouer",
  "mailPlay.board": "Ouvrir le plateau",
  "mailPlay.played": "Joué : {move}",
  "mailPlay.next": "Votre tour continue. Choisissez l’étape suivante : chaque bouton la joue aussitôt.",
  "mailPlay.alreadyPlayed": "Ce coup est déjà joué : rien de plus n’a été fait.",
  "mailPlay.stale": "La partie a avancé depuis ce courriel : rien n’a été joué.",
  "mailPlay.notUnderstood": "La première ligne doit être le numéro d’un de vos coups, de 1 à {count} : rien n’a été joué.",
  "mailPlay.notAllowed": "Ce lien ne vous permet pas de jouer : rien n’a été joué.",
  "mailPlay.answerSubject": "Votre réponse à {game}",
};

export const mailMessages = { en: en as Messages, fr: fr as Messages };
