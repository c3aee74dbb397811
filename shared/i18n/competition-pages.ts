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
  "tournament.signInToEnter":
    "To enter, sign in with your email address: its rounds are announced by email, and the link we send brings you back here.",
  "tournament.guestToEnter":
    "A guest cannot enter a tournament, whose rounds are announced by email. Sign in with your address to enter: the link we send brings you back here.",
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
  "league.invited": "{name} invited you to play in division {n} of this league. You are in only if you accept.",
  "league.accept": "Accept the invitation",
  "league.decline": "Decline",
  "league.acceptedNote": "You accepted: you play from the next season that starts.",
  "league.withdraw": "Withdraw from the league",
  "league.declinedNote": "You declined this invitation.",
  "league.acceptAfterAll": "Accept after all",
  "league.notStartedNote": "The first season has not started: its creator starts it with those who accepted.",
  "league.acceptedTitle": "Who accepted",
  "league.inDivision": "{name}, division {n}",
  "league.answer.invited": "no answer yet",
  "league.answer.declined": "declined",
  "league.invitationsTitle": "Invitations not accepted",
  "league.start": (p) =>
    `Start the season with the ${p.count} ${plural("en", Number(p.count), { one: "player", other: "players" })} who accepted`,
  "error.not-invited": "This league’s creator did not invite you.",
  "error.too-few-accepted": "Too few players have accepted yet: a season needs at least a table’s worth.",
  "error.season-started": "This league’s first season has started already.",
  "error.league-not-found": "No league has this id: check the link.",
  "error.unknown-player": "A player listed is unknown, or has not signed in by email: check each profile address.",
  "leagueForm.moves": "Players going up and down between divisions",
  "leagueForm.divisions": "Divisions, from the top",
  "leagueForm.players": (p) =>
    `Division ${p.n}: you and your friends who play in it (${p.min} to ${p.max} ${plural("en", Number(p.max), { one: "player", other: "players" })})`,
  "leagueForm.you": "{name} (you)",
  "league.ask": "Ask to join the league",
  "league.askNote":
    "Its creator accepts or declines your request; once it is accepted, you play from the next season, in the lowest division.",
  "league.signInToAsk":
    "To ask to join, sign in with your email address: the league’s rounds are announced by email, and the link we send brings you back here.",
  "league.guestToAsk":
    "A guest cannot join a league, whose rounds are announced by email. Sign in with your address to ask: the link we send brings you back here.",
  "league.askedNote": "You asked to join: {name}, its creator, accepts or declines your request.",
  "league.withdrawRequest": "Withdraw my request",
  "league.requestsTitle": "Asking to join",
  "league.requestsNote": "Whom you accept plays from the next season, in the lowest division.",
  "league.acceptRequest": "Accept {name}",
  "league.declineRequest": "Decline {name}",
  "leagueForm.noFriends":
    "You have no friends to invite yet: add them from their profiles. Anyone else asks to join from the league’s link, and you accept them on its page.",
  "leagueForm.addDivision": "Add a division",
  "leagueForm.removeDivision": "Remove the last division",
  "leagueForm.private": "Private: not listed publicly, only its link shows it",
  "leagueForm.help":
    "Each division plays a round-robin. The friends you choose are invited: each is in once they accept on the league’s page, and you start the first season with those who accepted. Anyone else asks to join from the league’s link: you accept them, and they play from the next season in the lowest division.",
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
  "tournament.signInToEnter":
    "Pour vous inscrire, connectez-vous avec votre adresse e-mail : ses rondes sont annoncées par e-mail, et le lien que nous vous envoyons vous ramène ici.",
  "tournament.guestToEnter":
    "Un invité ne peut pas s’inscrire à un tournoi, dont les rondes sont annoncées par e-mail. Connectez-vous avec votre adresse pour vous inscrire : le lien que nous vous envoyons vous ramène ici.",
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
  "league.invited": "{name} vous invite à jouer en division {n} de cette ligue. Vous n’en faites partie que si vous acceptez.",
  "league.accept": "Accepter l’invitation",
  "league.decline": "Refuser",
  "league.acceptedNote": "Vous avez accepté : vous jouez dès la prochaine saison qui commence.",
  "league.withdraw": "Me retirer de la ligue",
  "league.declinedNote": "Vous avez refusé cette invitation.",
  "league.acceptAfterAll": "Accepter finalement",
  "league.notStartedNote": "La première saison n’a pas commencé : son créateur la lance avec ceux qui ont accepté.",
  "league.acceptedTitle": "Ceux qui ont accepté",
  "league.inDivision": "{name}, division {n}",
  "league.answer.invited": "pas encore de réponse",
  "league.answer.declined": "a refusé",
  "league.invitationsTitle": "Invitations non acceptées",
  "league.start": (p) =>
    Number(p.count) === 1
      ? "Lancer la saison avec le seul joueur qui a accepté"
      : `Lancer la saison avec les ${p.count} joueurs qui ont accepté`,
  "error.not-invited": "Le créateur de cette ligue ne vous a pas invité.",
  "error.too-few-accepted": "Trop peu de joueurs ont accepté pour l’instant : une saison demande au moins une table complète.",
  "error.season-started": "La première saison de cette ligue a déjà commencé.",
  "error.league-not-found": "Aucune ligue n’a cet identifiant : vérifiez le lien.",
  "error.unknown-player": "Un joueur de la liste est inconnu, ou ne s’est pas connecté par e-mail : vérifiez chaque adresse de profil.",
  "leagueForm.moves": "Joueurs qui montent et descendent entre divisions",
  "leagueForm.divisions": "Divisions, de la plus haute à la plus basse",
  "leagueForm.players": (p) =>
    `Division ${p.n} : vous et ceux de vos amis qui y jouent (de ${p.min} à ${p.max} ${plural("fr", Number(p.max), { one: "joueur", other: "joueurs" })})`,
  "leagueForm.you": "{name} (vous)",
  "league.ask": "Demander à rejoindre la ligue",
  "league.askNote":
    "Son créateur accepte ou refuse votre demande ; une fois votre demande acceptée, vous jouez dès la saison suivante, dans la division la plus basse.",
  "league.signInToAsk":
    "Pour demander à la rejoindre, connectez-vous avec votre adresse e-mail : les rondes de la ligue sont annoncées par e-mail, et le lien que nous vous envoyons vous ramène ici.",
  "league.guestToAsk":
    "Un invité ne peut pas rejoindre une ligue, dont les rondes sont annoncées par e-mail. Connectez-vous avec votre adresse pour le demander : le lien que nous vous envoyons vous ramène ici.",
  "league.askedNote": "Vous avez demandé à la rejoindre : {name}, son créateur, accepte ou refuse votre demande.",
  "league.withdrawRequest": "Retirer ma demande",
  "league.requestsTitle": "Demandent à rejoindre la ligue",
  "league.requestsNote": "Ceux que vous acceptez jouent dès la saison suivante, dans la division la plus basse.",
  "league.acceptRequest": "Accepter {name}",
  "league.declineRequest": "Refuser {name}",
  "leagueForm.noFriends":
    "Vous n’avez pas encore d’amis à inviter : ajoutez-les depuis leur profil. Les autres demandent à rejoindre la ligue depuis son lien, et vous les acceptez sur sa page.",
  "leagueForm.addDivision": "Ajouter une division",
  "leagueForm.removeDivision": "Retirer la dernière division",
  "leagueForm.private": "Privée : non listée publiquement, seul son lien la montre",
  "leagueForm.help":
    "Chaque division joue un toutes-rondes. Les amis que vous choisissez sont invités : chacun en fait partie une fois qu’il a accepté sur la page de la ligue, et vous lancez la première saison avec ceux qui ont accepté. Les autres demandent à la rejoindre depuis son lien : vous les acceptez, et ils jouent dès la saison suivante dans la division la plus basse.",
  "leagueForm.submit": "Créer la ligue",
};

export const competitionPageMessages = { en: en as Messages, fr: fr as Messages };
