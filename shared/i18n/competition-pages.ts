// Words of the pages loaded on first use (web/src/lazy-page.tsx): the tournament and league pages
// and their forms. French is typed against the English keys.
import { type Message, type Messages, plural } from "./index";

const en = {
  "tournament.standings": "Standings",
  "tournament.col.rank": "#",
  "tournament.col.player": "Player",
  "tournament.col.points": "Pts",
  "tournament.col.played": "Pl.",
  "tournament.annulled": "dropped early: results struck out",
  "tournament.roundScheduled": "Opens when the round before is over",
  "tournament.deadline": (p) => `${p.names} ${plural("en", Number(p.count), { one: "moves", other: "move" })} by ${p.date}`,
  "tournament.bye": "Bye: {name}",
  "tournament.sittingOut": "Sitting out: {names}",
  "tournament.players": (p) => `${p.count} ${plural("en", Number(p.count), { one: "player", other: "players" })}`,
  "tournament.join": "Enter the tournament",
  "tournament.leave": "Leave the tournament",
  "tournament.invite": "Invite link",
  "tournament.copied": "Link copied.",
  "tournament.rules":
    "A player who times out under the forfeit policy is dropped: before half their games their results are struck out, after that their remaining games count as lost. A player on vacation is paused, as in any game.",
  "tournamentForm.name": "Name",
  "tournamentForm.game": "Game",
  "tournamentForm.format": "Format",
  "tournamentForm.tableSize": "Players per table",
  "tournamentForm.maxEntrants": "Most entrants",
  "tournamentForm.cycles": "Games per pairing",
  "tournamentForm.rounds": "Rounds",
  "tournamentForm.days": "Days per move",
  "tournamentForm.policy": "When a player is late",
  "tournamentForm.start": "Start",
  "tournamentForm.startFull": "When every place is taken",
  "tournamentForm.startDate": "On a date",
  "tournamentForm.date": "Start date",
  "tournamentForm.private": "Private: only people with the invite link can enter",
  "tournamentForm.submit": "Create the tournament",
  "league.moves": (p) =>
    Number(p.count) === 0
      ? "Nobody changes division at the end of a season."
      : Number(p.count) === 1
        ? "At the end of each season, the winner of each division but the top one goes up a division, and the last of each division but the lowest goes down one."
        : `At the end of each season, the best ${p.count} of each division but the top one go up a division, and the worst ${p.count} of each division but the lowest go down one.`,
  "league.marks": "The marks show who changes division if the standings stay as they are.",
  "league.division": "Division {n}",
  "league.divisionPage": "Division {n}’s page",
  "league.yourDivision": "You play in division {n}.",
  "league.games": "The games, round by round",
  "league.seasons": "Seasons",
  "league.seasonBegun": "Season {n}, begun {date}",
  "league.link": "Copy the league’s link",
  "error.league-not-found": "No league has this id: check the link.",
  "error.unknown-player": "A player listed is unknown, or has not signed in by email: check each profile address.",
  "leagueForm.moves": "Players going up and down between divisions",
  "leagueForm.divisions": "Divisions, from the top",
  "leagueForm.players": (p) =>
    `Division ${p.n}: one player per line, the address of their profile (${p.min} to ${p.max} ${plural("en", Number(p.max), { one: "player", other: "players" })})`,
  "leagueForm.addDivision": "Add a division",
  "leagueForm.removeDivision": "Remove the last division",
  "leagueForm.private": "Private: not listed publicly, only its link shows it",
  "leagueForm.help": "Each division plays a round-robin. The players named are entered at once, and their first games begin.",
  "leagueForm.submit": "Create the league",
} satisfies Record<string, Message>;

const fr: Record<keyof typeof en, Message> = {
  "tournament.standings": "Classement",
  "tournament.col.rank": "#",
  "tournament.col.player": "Joueur",
  "tournament.col.points": "Pts",
  "tournament.col.played": "J.",
  "tournament.annulled": "éliminé tôt : résultats annulés",
  "tournament.roundScheduled": "S’ouvre quand la ronde précédente est finie",
  "tournament.deadline": (p) => `${p.names} ${plural("fr", Number(p.count), { one: "doit", other: "doivent" })} jouer avant le ${p.date}`,
  "tournament.bye": "Exempt : {name}",
  "tournament.sittingOut": "Au repos : {names}",
  "tournament.players": (p) => `${p.count} ${plural("fr", Number(p.count), { one: "joueur", other: "joueurs" })}`,
  "tournament.join": "S’inscrire au tournoi",
  "tournament.leave": "Quitter le tournoi",
  "tournament.invite": "Lien d’invitation",
  "tournament.copied": "Lien copié.",
  "tournament.rules":
    "Un joueur en retard sous la règle du forfait quitte le tournoi : avant la moitié de ses parties, ses résultats sont annulés ; ensuite, ses parties restantes comptent comme perdues. Un joueur en vacances est mis en pause, comme dans toute partie.",
  "tournamentForm.name": "Nom",
  "tournamentForm.game": "Jeu",
  "tournamentForm.format": "Formule",
  "tournamentForm.tableSize": "Joueurs par table",
  "tournamentForm.maxEntrants": "Inscrits au plus",
  "tournamentForm.cycles": "Parties par paire",
  "tournamentForm.rounds": "Rondes",
  "tournamentForm.days": "Jours par coup",
  "tournamentForm.policy": "Quand un joueur est en retard",
  "tournamentForm.start": "Début",
  "tournamentForm.startFull": "Quand toutes les places sont prises",
  "tournamentForm.startDate": "À une date",
  "tournamentForm.date": "Date de début",
  "tournamentForm.private": "Privé : seules les personnes ayant le lien d’invitation peuvent s’inscrire",
  "tournamentForm.submit": "Créer le tournoi",
  "league.moves": (p) =>
    Number(p.count) === 0
      ? "Personne ne change de division en fin de saison."
      : Number(p.count) === 1
        ? "À la fin de chaque saison, le premier de chaque division, sauf la plus haute, monte d’une division, et le dernier de chaque division, sauf la plus basse, descend d’une division."
        : `À la fin de chaque saison, les ${p.count} premiers de chaque division, sauf la plus haute, montent d’une division, et les ${p.count} derniers de chaque division, sauf la plus basse, descendent d’une division.`,
  "league.marks": "Les flèches montrent qui change de division si le classement reste tel quel.",
  "league.division": "Division {n}",
  "league.divisionPage": "La page de la division {n}",
  "league.yourDivision": "Vous jouez en division {n}.",
  "league.games": "Les parties, ronde par ronde",
  "league.seasons": "Saisons",
  "league.seasonBegun": "Saison {n}, commencée le {date}",
  "league.link": "Copier le lien de la ligue",
  "error.league-not-found": "Aucune ligue n’a cet identifiant : vérifiez le lien.",
  "error.unknown-player": "Un joueur de la liste est inconnu, ou ne s’est pas connecté par e-mail : vérifiez chaque adresse de profil.",
  "leagueForm.moves": "Joueurs qui montent et descendent entre divisions",
  "leagueForm.divisions": "Divisions, de la plus haute à la plus basse",
  "leagueForm.players": (p) =>
    `Division ${p.n} : un joueur par ligne, l’adresse de son profil (de ${p.min} à ${p.max} ${plural("fr", Number(p.max), { one: "joueur", other: "joueurs" })})`,
  "leagueForm.addDivision": "Ajouter une division",
  "leagueForm.removeDivision": "Retirer la dernière division",
  "leagueForm.private": "Privée : non listée publiquement, seul son lien la montre",
  "leagueForm.help":
    "Chaque division joue un toutes-rondes. Les joueurs nommés sont inscrits d’office, et leurs premières parties commencent.",
  "leagueForm.submit": "Créer la ligue",
};

export const competitionPageMessages = { en: en as Messages, fr: fr as Messages };
