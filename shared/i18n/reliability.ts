// Words of reliability (docs/clocks.md): a creator's minimums for open seats (the new-game form's fields,
// the lobby's line saying why a seat is closed to its reader) and a player's consent to spend vacation
// days when they go silent. French is typed against the English keys.
import { type Lang, type Message, type Messages, plural } from "./index";

const timeouts = (lang: Lang, n: unknown) =>
  `${n} ${plural(lang, Number(n), lang === "en" ? { one: "timeout", other: "timeouts" } : { one: "dépassement", other: "dépassements" })}`;

const en = {
  "lobby.minimums": "Who may take an open seat",
  "lobby.minFinish": "Lowest finish rate, in % (empty: no minimum)",
  "lobby.maxTimeouts": "Most timeouts in the last 90 days (empty: no limit)",
  "lobby.minimumsHint":
    "A player below these cannot take an open seat. Someone who started no game in the last 12 months has no finish rate to hold against them.",
  "openGames.asksFinish": "Asks for a finish rate of at least {minimum}%.",
  "openGames.asksTimeouts": (p) =>
    Number(p.maximum) === 0 ? "Asks for no timeout in 90 days." : `Asks for at most ${timeouts("en", p.maximum)} in 90 days.`,
  "openGames.closedFinish": "Closed to you: your finish rate is {yours}%, below the {minimum}% asked.",
  "openGames.closedTimeouts": (p) =>
    `Closed to you: you have ${timeouts("en", p.yours)} in 90 days; this game allows ${Number(p.maximum) === 0 ? "none" : `at most ${p.maximum}`}.`,
  "settings.vacationWhenSilent": "If I go silent in a game, hold my seat on my vacation days first",
  "settings.vacationWhenSilentHint":
    "When you miss deadlines in a row, up to 7 days left of this year's allowance become a vacation from that day: your clocks stop, and the table is told when it ends. Then a stand-in bot plays your seat until you play again.",
} satisfies Messages;

const fr: Record<keyof typeof en, Message> = {
  "lobby.minimums": "Qui peut prendre une place libre",
  "lobby.minFinish": "Taux minimal de parties terminées, en % (vide : aucun minimum)",
  "lobby.maxTimeouts": "Dépassements de temps permis sur les 90 derniers jours, au plus (vide : sans limite)",
  "lobby.minimumsHint":
    "Un joueur en dessous ne peut pas prendre de place libre. Qui n’a commencé aucune partie ces 12 derniers mois n’a pas de taux retenu contre lui.",
  "openGames.asksFinish": "Demande au moins {minimum} % de parties terminées.",
  "openGames.asksTimeouts": (p) =>
    Number(p.maximum) === 0
      ? "N’accepte aucun dépassement de temps en 90 jours."
      : `Accepte au plus ${timeouts("fr", p.maximum)} de temps en 90 jours.`,
  "openGames.closedFinish": "Fermée pour vous : vous terminez {yours} % de vos parties, moins que les {minimum} % demandés.",
  "openGames.closedTimeouts": (p) =>
    `Fermée pour vous : vous avez ${timeouts("fr", p.yours)} de temps en 90 jours ; cette partie n’en accepte ${Number(p.maximum) === 0 ? "aucun" : `pas plus de ${p.maximum}`}.`,
  "settings.vacationWhenSilent": "Si je ne donne plus signe de vie dans une partie, garder d’abord ma place sur mes jours de vacances",
  "settings.vacationWhenSilentHint":
    "Quand vous manquez des échéances d’affilée, jusqu’à 7 jours restants de votre quota de l’année deviennent des vacances à partir de ce jour : vos pendules s’arrêtent, et la table apprend quand elles finissent. Ensuite, un remplaçant (ordinateur) joue votre place jusqu’à ce que vous jouiez de nouveau.",
};

export const reliabilityMessages = { en, fr };
