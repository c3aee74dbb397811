// Words of the tournaments (their page, the create form, the lobby's list and the mails), shared by the
// web client and the notifier. French is typed against the English keys.
import { type Lang, type Message, type Messages, plural } from "./index";

/** "1.5 pts", "1,5 pt" (French counts below 2 as one). */
const points = (lang: Lang, value: unknown) => {
  const n = Number(value);
  return `${n.toLocaleString(lang, { maximumFractionDigits: 2 })} ${plural(lang, n, { one: "pt", other: "pts" })}`;
};

const en = {
  "tournament.roundSubject": "Round {round} of your {game} tournament begins",
  "tournament.roundLine": "Round {round} of your {game} tournament has begun.",
  "tournament.roundGame": (p) =>
    `Your game against ${p.opponents}: ${p.days} ${plural("en", Number(p.days), { one: "day", other: "days" })} per move.`,
  "tournament.endSubject": "Your {game} tournament is over: the final standings",
  "tournament.endLine": "Your {game} tournament is over. The final standings:",
  "tournament.namedBy": "Its name, as its creator wrote it: “{name}”",
  "tournament.standingLine": (p) => `${p.rank}. ${p.name}: ${points("en", p.points)}`,
  "tournament.open": "Open the tournament",
  "tournament.partOf": "A tournament game: the standings",

  "tournaments.title": "Tournaments",
  "tournaments.none": "No public tournament is open for entry right now.",
  "tournaments.create": "Create a tournament",
  "tournaments.entrants": (p) => `${p.count} of ${p.max} ${plural("en", Number(p.max), { one: "place", other: "places" })} taken`,
  "tournaments.whenFull": "Starts when full",
  "tournaments.startsAt": "Starts {date}",
  "tournaments.format.round-robin": "Round-robin",
  "tournaments.format.swiss": "Swiss",
  "tournaments.status.open": "Open for entry",
  "tournaments.status.active": "In play",
  "tournaments.status.finished": "Over",
  "tournaments.status.cancelled": "Cancelled: too few entrants",
  "tournaments.perTable": (p) => `${p.count} ${plural("en", Number(p.count), { one: "player", other: "players" })} per table`,
  "tournaments.days": (p) => `${p.count} ${plural("en", Number(p.count), { one: "day", other: "days" })} per move`,
  "tournaments.policy.bot": "A late move is played by the computer",
  "tournaments.policy.skip": "A late turn is skipped",
  "tournaments.policy.forfeit": "A late player forfeits and is dropped",

  "tournament.tieBreaks.sonneborn-berger":
    "Ties are broken by Sonneborn-Berger (the points of those you beat, half of those you drew), then by wins, then by lot.",
  "tournament.tieBreaks.buchholz":
    "Ties are broken by Buchholz (your opponents' points), then by median Buchholz (without the best and the worst opponent), then by lot.",
  "tournament.col.sonneborn-berger": "S-B",
  "tournament.col.wins": "Wins",
  "tournament.col.buchholz": "Buch.",
  "tournament.col.median-buchholz": "Med.",
  "tournament.dropped": "dropped",
  "tournament.rounds": "Rounds",
  "tournament.round": "Round {n}",
  "tournament.game.active": "In play",
  "tournament.game.finished": "Over",
  "tournament.game.scheduled": "Scheduled",
  "tournament.game.forfeited": "Forfeited",
  "tournament.start": "Start now",
  "tournament.view": "Open the game",
  "error.tournament-not-found": "No tournament has this id: check the link.",
} satisfies Record<string, Message>;

const fr: Record<keyof typeof en, Message> = {
  "tournament.roundSubject": "La ronde {round} de votre tournoi de {game} commence",
  "tournament.roundLine": "La ronde {round} de votre tournoi de {game} a commencé.",
  "tournament.roundGame": (p) =>
    `Votre partie contre ${p.opponents} : ${p.days} ${plural("fr", Number(p.days), { one: "jour", other: "jours" })} par coup.`,
  "tournament.endSubject": "Votre tournoi de {game} est terminé : le classement final",
  "tournament.endLine": "Votre tournoi de {game} est terminé. Le classement final :",
  "tournament.namedBy": "Son nom, tel que son créateur l’a écrit : « {name} »",
  "tournament.standingLine": (p) => `${p.rank}. ${p.name} : ${points("fr", p.points)}`,
  "tournament.open": "Ouvrir le tournoi",
  "tournament.partOf": "Une partie de tournoi : le classement",

  "tournaments.title": "Tournois",
  "tournaments.none": "Aucun tournoi public n’est ouvert aux inscriptions pour l’instant.",
  "tournaments.create": "Créer un tournoi",
  "tournaments.entrants": (p) => `${p.count} ${plural("fr", Number(p.count), { one: "place prise", other: "places prises" })} sur ${p.max}`,
  "tournaments.whenFull": "Commence une fois complet",
  "tournaments.startsAt": "Commence le {date}",
  "tournaments.format.round-robin": "Toutes rondes",
  "tournaments.format.swiss": "Système suisse",
  "tournaments.status.open": "Inscriptions ouvertes",
  "tournaments.status.active": "En cours",
  "tournaments.status.finished": "Terminé",
  "tournaments.status.cancelled": "Annulé : trop peu d’inscrits",
  "tournaments.perTable": (p) => `${p.count} ${plural("fr", Number(p.count), { one: "joueur", other: "joueurs" })} par table`,
  "tournaments.days": (p) => `${p.count} ${plural("fr", Number(p.count), { one: "jour", other: "jours" })} par coup`,
  "tournaments.policy.bot": "Un coup en retard est joué par l’ordinateur",
  "tournaments.policy.skip": "Un tour en retard est passé",
  "tournaments.policy.forfeit": "Un joueur en retard perd la partie et quitte le tournoi",

  "tournament.tieBreaks.sonneborn-berger":
    "Les égalités se départagent au Sonneborn-Berger (les points de ceux que vous avez battus, la moitié de ceux avec qui vous avez fait match nul), puis aux victoires, puis par tirage au sort.",
  "tournament.tieBreaks.buchholz":
    "Les égalités se départagent au Buchholz (les points de vos adversaires), puis au Buchholz médian (sans le meilleur ni le moins bon adversaire), puis par tirage au sort.",
  "tournament.col.sonneborn-berger": "S-B",
  "tournament.col.wins": "Vict.",
  "tournament.col.buchholz": "Buch.",
  "tournament.col.median-buchholz": "Méd.",
  "tournament.dropped": "éliminé",
  "tournament.rounds": "Rondes",
  "tournament.round": "Ronde {n}",
  "tournament.game.active": "En cours",
  "tournament.game.finished": "Terminée",
  "tournament.game.scheduled": "Prévue",
  "tournament.game.forfeited": "Perdue par forfait",
  "tournament.start": "Commencer maintenant",
  "tournament.view": "Ouvrir la partie",
  "error.tournament-not-found": "Aucun tournoi n’a cet identifiant : vérifiez le lien.",
};

export const tournamentMessages = { en: en as Messages, fr: fr as Messages };
