// Words of the leagues (their page, the create form and the lobby's list), for the web client. French is typed against the
// English keys.
import { type Message, type Messages, plural } from "./index";

const en = {
  "league.title": "Leagues",
  "league.none": "No public league yet.",
  "league.create": "Create a league",
  "league.divisionOf": "Division {division} of {name}, season {season}",
  "league.season": "Season {n}",
  "league.divisions": (p) => `${p.count} ${plural("en", Number(p.count), { one: "division", other: "divisions" })}`,
  "league.moves": (p) =>
    Number(p.count) === 0
      ? "Nobody changes division at the end of a season."
      : Number(p.count) === 1
        ? "At the end of each season, the winner of each division but the top one goes up a division, and the last of each division but the lowest goes down one."
        : `At the end of each season, the best ${p.count} of each division but the top one go up a division, and the worst ${p.count} of each division but the lowest go down one.`,
  "league.marks": "The marks show who changes division if the standings stay as they are.",
  "league.going.up": "▲ goes up",
  "league.going.down": "▼ goes down",
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
  "league.title": "Ligues",
  "league.none": "Aucune ligue publique pour l’instant.",
  "league.create": "Créer une ligue",
  "league.divisionOf": "Division {division} de {name}, saison {season}",
  "league.season": "Saison {n}",
  "league.divisions": (p) => `${p.count} ${plural("fr", Number(p.count), { one: "division", other: "divisions" })}`,
  "league.moves": (p) =>
    Number(p.count) === 0
      ? "Personne ne change de division en fin de saison."
      : Number(p.count) === 1
        ? "À la fin de chaque saison, le premier de chaque division, sauf la plus haute, monte d’une division, et le dernier de chaque division, sauf la plus basse, descend d’une division."
        : `À la fin de chaque saison, les ${p.count} premiers de chaque division, sauf la plus haute, montent d’une division, et les ${p.count} derniers de chaque division, sauf la plus basse, descendent d’une division.`,
  "league.marks": "Les flèches montrent qui change de division si le classement reste tel quel.",
  "league.going.up": "▲ monte",
  "league.going.down": "▼ descend",
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

export const leagueMessages = { en: en as Messages, fr: fr as Messages };
