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
  "league.going.up": "▲ goes up",
  "league.going.down": "▼ goes down",
  "league.notStarted": "Not started yet",
  "league.invitations": "Your invitations",
  "league.invitedBy": "invited by {name}",
  "league.policy.forfeit": "A late player forfeits and is dropped from the league",
} satisfies Record<string, Message>;

const fr: Record<keyof typeof en, Message> = {
  "league.title": "Ligues",
  "league.none": "Aucune ligue publique pour l’instant.",
  "league.create": "Créer une ligue",
  "league.divisionOf": "Division {division} de {name}, saison {season}",
  "league.season": "Saison {n}",
  "league.divisions": (p) => `${p.count} ${plural("fr", Number(p.count), { one: "division", other: "divisions" })}`,
  "league.going.up": "▲ monte",
  "league.going.down": "▼ descend",
  "league.notStarted": "Pas encore commencée",
  "league.invitations": "Vos invitations",
  "league.invitedBy": "invitation de {name}",
  "league.policy.forfeit": "Un joueur en retard perd la partie et quitte la ligue",
};

export const leagueMessages = { en: en as Messages, fr: fr as Messages };
