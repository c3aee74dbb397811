import { plural as pluralOf, type Message } from "./index";
import type { en } from "./en";

const plural = (count: unknown, one: string, many: string) => pluralOf("fr", Number(count), { one, other: many });

/** Every English key has its French message (checked by the type). */
/** « 2 échéances » : combien une place silencieuse en a manqué d’affilée. */
const missedDeadlines = (count: unknown) => `${count} ${plural(count, "échéance", "échéances")}`;
/** Pourquoi une place est silencieuse, en tête de phrase : absent plus d’un tour (`awayDays`), ou des échéances manquées d’affilée. */
export const silentBecause = (p: Record<string, unknown>, who: "you" | "them") =>
  Number(p.awayDays) > 0
    ? `${who === "you" ? "Vous n’avez" : `${p.player} n’a`} pas ouvert Turnpost depuis ${p.awayDays} ${plural(p.awayDays, "jour", "jours")} et ${who === "you" ? "avez manqué votre" : "a manqué son"} échéance`
    : `${who === "you" ? "Vous avez" : `${p.player} a`} manqué ${missedDeadlines(p.missed)} d’affilée`;
/** La garde d’une place silencieuse prise sur les vacances de son joueur, après sa fin ; rien sinon. */
export const onVacation = (days: unknown, whose: "vos" | "ses") =>
  Number(days) > 0 ? `, sur ${days} ${plural(days, "jour", "jours")} de ${whose} vacances` : "";

export const fr: Record<keyof typeof en, Message> = {
  loading: "Chargement…",
  "nav.skip": "Aller au contenu",
  "nav.label": "Principal",
  "nav.newGame": "Nouvelle partie",
  "nav.language": "Langue",
  "nav.signOut": "Se déconnecter",
  "nav.settings": "Réglages",
  "notFound.title": "Il n’y a rien à cette adresse.",
  "notFound.home": "Aller à vos parties",

  "home.welcome": "Jeux de société par correspondance",
  "home.pitch": "Jouez votre coup, fermez l’onglet : nous vous prévenons quand c’est de nouveau à vous.",
  "signIn.emailTitle": "Se connecter par e-mail",
  "signIn.email": "Adresse e-mail",
  "signIn.emailSubmit": "M’envoyer un lien de connexion",
  "signIn.fixAddress": "Connecté sur un autre appareil ? Confirmez de nouveau cette adresse, ou changez-la, dans les réglages.",
  "signIn.sent": "Un lien de connexion a été envoyé à {email}. Ouvrez-le dans les 15 minutes, sur cet appareil.",
  "signIn.guestTitle": "Jouer en invité",
  "signIn.guestName": "Votre nom, tel que les autres le verront",
  "signIn.guestSubmit": "Rejoindre en invité",

  "games.title": "Vos parties",
  "games.none": "Aucune partie pour l’instant. Lancez-en une et envoyez le lien d’invitation à vos amis.",
  "games.yourTurn": "À vous de jouer",
  "games.others": "En attente des autres",
  "games.finished": "Terminées",
  "games.with": (p) => `avec ${p.names}`,

  "player.default": "Joueur {n}",
  "player.former": "Un ancien joueur ({label})",
  "player.open": "Place libre",
  "player.you": "vous",

  "status.open": (p) => `En attente de joueurs : ${p.taken} ${plural(p.taken, "place prise", "places prises")} sur ${p.total}`,
  "status.yourTurn": "C’est à vous de jouer.",
  "listPlay.toggle": "Jouer depuis une liste",
  "listPlay.news": "Depuis votre dernière visite",
  "listPlay.noNews": "Rien de nouveau depuis votre dernière visite.",
  "listPlay.board": "Le plateau",
  "listPlay.moves": (p) => (Number(p.count) === 0 ? "Vos coups" : `Vos coups : ${p.count} ${plural(p.count, "choix", "choix")}`),
  "listPlay.noMoves": "Vous n’avez aucun coup à jouer maintenant.",
  "listPlay.filter": "Trouver un coup par ses mots",
  "status.waitingFor": "En attente de {names}.",
  "status.won": (p) => `Partie terminée : ${p.names} ${plural(p.count, "gagne", "gagnent ex æquo")}.`,
  "status.over": "Partie terminée.",

  "lobby.title": "Nouvelle partie",
  "lobby.signInFirst": "Connectez-vous pour créer une partie.",
  "lobby.game": "Jeu",
  "lobby.players": "Nombre de joueurs",
  "lobby.time": "Temps par coup",
  "lobby.noLimit": "Sans limite",
  "lobby.days": (p) => `${p.count} ${plural(p.count, "jour", "jours")}`,
  "lobby.private": "Privée : seuls les joueurs invités peuvent regarder",
  "lobby.create": "Créer la partie",
  "lobby.opponents": "Autres places",
  "lobby.seat": (p) => `Place ${p.seat}`,
  "lobby.seat.human": "Une personne (lien d’invitation)",
  "lobby.seat.random": "Ordinateur (au hasard)",
  "lobby.seat.strong": "Ordinateur (fort)",
  "lobby.seat.expert": "Ordinateur (expert)",
  "lobby.policy": "Quand un joueur dépasse son temps",
  "lobby.policy.bot": "Le serveur joue un coup à sa place",
  "lobby.policyHint.bot": "Un coup permis est joué pour lui et la partie continue.",
  "lobby.policy.skip": "Son tour est passé",
  "lobby.policyHint.skip": "Il passe quand la règle le permet ; sinon le serveur joue un coup pour lui.",
  "lobby.policy.forfeit": "Il abandonne",
  "lobby.policyHint.forfeit": "Il quitte la partie : à deux, l’autre gagne ; à plus, le serveur joue sa place jusqu’à la fin.",

  "lobby.silentAfter": "Échéances manquées d’affilée avant qu’une place soit silencieuse",
  "lobby.silentAfterHint":
    "La table garde alors la place le temps d’un tour, puis un remplaçant (ordinateur) la joue jusqu’à ce que son joueur joue de nouveau.",
  "clock.deadlineYou": "À jouer avant {deadline} : {left}.",
  "clock.deadlineThem": (p) => `${p.names} ${plural(p.count, "doit", "doivent")} jouer avant ${p.deadline} : ${p.left}.`,
  "clock.left": "il reste {time}",
  "clock.lessThanMinute": "moins d’une minute",
  "clock.overdue": "le temps est écoulé et le serveur agit dans un instant",
  "clock.policy.bot": "Si le temps est écoulé, le serveur joue un coup à la place du joueur.",
  "clock.policy.skip": "Si le temps est écoulé, le tour est passé quand la règle le permet (sinon le serveur joue un coup).",
  "clock.policy.forfeit": "Si le temps est écoulé, le joueur abandonne la partie.",

  "gameNotify.title": "Notifications de cette partie",
  "gameNotify.mute": "Mettre cette partie en sourdine : ni e-mail, ni push, ni message de chat personnel à son sujet",
  "gameNotify.muted": "En sourdine : vous ne serez pas prévenu pour cette partie, même quand c’est à vous.",
  "gameNotify.unmuted": "Pas en sourdine : vous êtes prévenu quand c’est à vous de jouer ici.",
  "gameNotify.muteSession":
    "Connectez-vous sur cet appareil pour mettre cette partie en sourdine (un lien de place seul ne le permet pas).",
  "gameNotify.chat": "Webhook du chat de groupe de cette partie (Discord, Slack ou autre)",
  "gameNotify.chatHint":
    "Chaque tour et le résultat y sont publiés, pour tous les joueurs. Collez l’adresse https:// du webhook entrant du chat.",
  "gameNotify.chatSave": "Enregistrer le webhook du chat",
  "gameNotify.chatRemove": "Ne plus publier dans le chat",
  "gameNotify.chatSaved": "Enregistré : le chat de la partie est prévenu à chaque tour.",
  "gameNotify.chatRemoved": "Le chat de la partie n’est plus prévenu des tours.",

  "settings.title": "Réglages",
  "settings.signInFirst": "Connectez-vous pour modifier vos réglages.",
  "settings.save": "Enregistrer",
  "settings.saved": "Enregistré.",
  "settings.profile": "Profil",
  "settings.name": "Votre nom, tel que les autres joueurs le voient",
  "settings.language": "Langue du site et de vos e-mails",
  "settings.timeZone": "Fuseau horaire",
  "settings.timeZoneHint":
    "Les échéances de vos e-mails, le récapitulatif quotidien et les heures calmes suivent ce fuseau. Ce navigateur est en {zone}.",
  "settings.timeZoneProposed": "Proposé d’après ce navigateur : enregistrez pour le garder.",
  "settings.emailTitle": "E-mail",
  "settings.emailTrouble.bounce":
    "Plus aucun courriel n’est envoyé à {email} depuis le {date} : un message envoyé à cette adresse est revenu non distribué. Les avis de tour, les rappels et les récapitulatifs ne partent plus ; les notifications push et les webhooks vous parviennent toujours.",
  "settings.emailTrouble.complaint":
    "Plus aucun courriel n’est envoyé à {email} depuis le {date} : l’un de nos messages à cette adresse a été signalé comme indésirable. Les avis de tour, les rappels et les récapitulatifs ne partent plus ; les notifications push et les webhooks vous parviennent toujours.",
  "settings.guestNoEmail":
    "En invité, vous n’avez pas encore d’adresse e-mail. Donnez-en une : un lien la confirme, et vos parties restent les vôtres.",
  "guestNotice.title": "Personne ne vous dira quand c’est à vous de jouer",
  "guestNotice.why":
    "Vous jouez en invité, sans adresse e-mail ni notifications sur cet appareil : si vous quittez cette page, vous ne saurez que c’est votre tour qu’en revenant. Donnez une adresse (un lien la confirme, et vos parties restent les vôtres) ou activez les notifications.",
  "guestNotice.how": "Être prévenu : donner une adresse ou activer les notifications",
  "guestNotice.short": "Aucune alerte de votre tour",
  "guestNotice.more": "Être prévenu",
  "guestNotice.email": "M’écrire à",
  "guestNotice.send": "M’envoyer le lien de confirmation",
  "guestNotice.sent": "Un lien est parti à {email} : ouvrez-le pour confirmer l’adresse. D’ici là, rien ne change.",
  "guestNotice.push": "Activer les notifications sur cet appareil",
  "guestNotice.beforeJoin":
    "Un invité n’est prévenu de rien quand c’est son tour : ni e-mail, ni notification. Après avoir rejoint la partie, vous pourrez donner une adresse e-mail ou activer les notifications ; sans l’un ni l’autre, il faudra revenir voir.",
  "settings.turnEmails": "M’envoyer un e-mail quand c’est à moi de jouer",
  "settings.reminders": "Me rappeler avant l’échéance (chaque rappel une fois par tour ; pendant mes heures calmes, il attend leur fin)",
  "settings.reminder.half": "Quand la moitié de mon temps est écoulée",
  "settings.reminder.day": "Un jour avant",
  "settings.reminder.hour": "Une heure avant",
  "settings.digest": "Au lieu d’un e-mail par tour, un e-mail par jour (à 8 h) listant les parties qui m’attendent",
  "settings.quietTitle": "Heures calmes",
  "settings.quietOn": "Heures calmes",
  "settings.quietFrom": "De",
  "settings.quietTo": "À",
  "settings.quietHint":
    "Entre ces heures, dans votre fuseau, rien ne vous est envoyé : notifications push, e-mails, rappels et messages de chat attendent la fin des heures calmes, puis arrivent une seule fois.",
  "settings.chatTitle": "Chat",
  "settings.webhookUrl": "L’URL de votre webhook de chat (Discord, Slack ou un autre service)",
  "settings.webhookHint":
    "Nous y publions un message quand c’est à vous de jouer. Créez un webhook entrant dans votre messagerie et collez son adresse https:// ; laissez vide pour aucun.",
  "settings.webhookRefused":
    "Cette URL a été refusée : {reason} Copiez l’adresse du webhook entrant depuis les réglages de votre messagerie et réessayez.",
  "settings.calendarTitle": "Agenda",
  "settings.calendarHint":
    "Abonnez votre agenda à cette adresse privée pour y voir chaque partie qui vous attend, jusqu’à son échéance. Qui a l’adresse voit vos échéances : faites-en une nouvelle si elle a circulé.",
  "settings.calendarUrl": "L’adresse de votre agenda",
  "settings.calendarMake": "Créer une adresse d’agenda",
  "settings.calendarRenew": "Créer une nouvelle adresse",
  "settings.calendarStop": "Arrêter l’agenda",
  "settings.calendarCopy": "Copier l’adresse",
  "settings.calendarCopied": "Copiée.",
  "settings.calendarRenewed": "Nouvelle adresse créée : l’ancienne ne fonctionne plus.",
  "settings.calendarStopped": "L’agenda est arrêté : son adresse ne fonctionne plus.",
  "settings.vacationTitle": "Vacances",
  "settings.vacationHint":
    "Pendant votre absence, vos échéances vous attendent : le temps qu’il vous restait repart à votre retour. Jusqu’à 30 jours par an.",
  "settings.vacationUsed": (p) => `${p.used} ${plural(p.used, "jour utilisé", "jours utilisés")} sur 30 en ${p.year}.`,
  "settings.vacationNone": "Aucunes vacances déclarées.",
  "settings.vacationFrom": "Premier jour d’absence",
  "settings.vacationTo": "Dernier jour d’absence",
  "settings.vacationAdd": "Ajouter ces vacances",
  "settings.vacationRemove": "Retirer les vacances {range}",
  "settings.vacationOrder": "Le dernier jour doit être le premier jour ou après : changez l’une des dates.",
  "settings.vacationRefused": "Non enregistré : {reason} Raccourcissez ou retirez des vacances, puis réessayez.",
  "settings.pushTitle": "Notifications push",
  "settings.pushHint":
    "Une notification sur cet appareil quand c’est à vous de jouer, même Turnpost fermé. Le navigateur vous demande la permission quand vous appuyez sur le bouton.",
  "settings.mailLinksTitle": "Liens de vos e-mails",
  "settings.mailLinksHint":
    "Les liens vers le plateau des e-mails de Turnpost ouvrent votre place pendant sept jours sans connexion. Si un e-mail a été transféré ou lu par quelqu’un d’autre, désactivez-les dès maintenant ; vous continuez à jouer ici comme avant.",
  "settings.mailLinksRevoke": "Révoquer les liens de mes e-mails",
  "settings.mailLinksRevoked": (p) =>
    `C’est fait : les liens déjà envoyés n’ouvrent plus votre place (${p.count} ${plural(p.count, "partie", "parties")}). Les prochains e-mails en apporteront de nouveaux.`,
  "settings.pushOn": "Activer les notifications push sur cet appareil",
  "settings.pushOff": "Désactiver les notifications push sur cet appareil",
  "settings.pushEnabled": "Les notifications push sont activées sur cet appareil.",
  "settings.pushDisabled": "Les notifications push sont désactivées sur cet appareil.",
  "settings.pushBusy": "Question au navigateur…",
  "settings.pushUnsupported":
    "Ce navigateur ne peut pas recevoir de notifications push. L’e-mail et le chat vous préviennent toujours ; sur iPhone, ajoutez d’abord Turnpost à l’écran d’accueil, puis ouvrez-le de là.",
  "settings.pushDenied":
    "Les notifications sont bloquées pour Turnpost dans ce navigateur. Autorisez-les dans les réglages du site (l’icône à gauche de l’adresse), puis appuyez de nouveau sur le bouton.",
  "settings.pushDismissed": "Le navigateur n’a pas reçu de réponse. Appuyez de nouveau sur le bouton et choisissez Autoriser.",
  "settings.pushNotSetUp": "Les notifications push ne sont pas configurées sur ce serveur. L’e-mail et le chat vous préviennent toujours.",
  "settings.pushFailed":
    "Ce navigateur n’a pas pu s’abonner aux notifications push ({reason}). L’e-mail et le chat vous préviennent toujours ; réessayez plus tard, ou dans un autre navigateur.",

  "invite.waiting": (p) => (p.count === 1 ? "En attente d’un joueur de plus." : `En attente de ${p.count} joueurs de plus.`),
  "invite.seats": "Places",
  "invite.link": "Lien d’invitation",
  "invite.copy": "Copier le lien",
  "invite.copied": "Copié",
  "invite.copyFailed": "Le lien n’a pas pu être copié : sélectionnez-le et copiez-le vous-même.",
  "invite.share": "Partager…",
  "invite.shareText": "Rejoignez ma partie de {game} sur Turnpost",
  "invite.hint":
    "Envoyez ce lien aux personnes avec qui vous voulez jouer. La partie commence quand toutes les places sont prises ; cette page se met à jour toute seule.",
  "invite.join": "Prendre une place dans {game}",
  "invite.time": (p) => `${p.count} ${plural(p.count, "jour", "jours")} par coup`,
  "invite.noTime": "Sans limite de temps",
  "invite.private": "partie privée",
  "invite.public": "partie publique",

  "log.title": "Déroulement",
  "log.new": "Nouveau depuis votre dernière visite",
  "board.new": "Nouveau",
  "history.open": "Historique",
  "history.leave": "Revenir à la partie",
  "history.label": "Historique",
  "history.first": "Au début",
  "history.previous": "Coup précédent",
  "history.next": "Coup suivant",
  "history.last": "Dernier coup",
  "history.setup": "Le plateau au départ",
  "history.step": "Coup {n} sur {total}",

  "result.title": "Scores finaux",
  "result.player": "Joueur",
  "result.score": "Score",
  "result.winner": "(gagnant)",
  "game.back": "Retour à vos parties",
  "game.seed": "La graine du tirage était {seed} (son empreinte, {hash}, était affichée dès le début).",
  "game.revision": "Cette partie se joue selon les règles de la révision {revision}",
  "game.revisionChange": "Révision {revision} : {change}",
  "game.revisionKept":
    "Une partie garde les règles avec lesquelles elle a commencé jusqu’à sa fin, même quand les règles changent pour les nouvelles parties.",

  "confirm.title": "Confirmez votre coup",
  "confirm.play": "Jouer",
  "confirm.retry": "Réessayer",
  "confirm.cancel": "Annuler",

  "keys.open": "Raccourcis clavier (?)",
  "keys.title": "Raccourcis clavier",
  "keys.help": "Afficher cette liste",
  "keys.moves": "Aller à vos coups sur le plateau",
  "keys.undo": "Annuler votre dernier coup, s’il n’a rien montré à personne",
  "keys.confirm": "Dans la fenêtre de confirmation : jouer le coup",
  "keys.escape": "Fermer une fenêtre, ou relâcher une pièce choisie",
  "keys.close": "Fermer",
  "keys.undone": "Votre dernier coup a été annulé.",
  "keys.nothingToUndo": "Aucun de vos coups ne peut être annulé seul pour l’instant.",

  "error.network": "Le serveur est injoignable. Vérifiez votre connexion, puis réessayez.",
  "error.not-signed-in": "Vous n’êtes pas connecté. Connectez-vous ci-dessous, ou rouvrez votre lien de place.",
  "error.forbidden": "Ceci ne vous est pas ouvert. Demandez un lien d’invitation à un joueur de la partie.",
  "error.not-found": "Cette partie n’existe pas. Vérifiez le lien, ou revenez à vos parties.",
  "error.conflict": "Quelqu’un a été plus rapide. La page est à jour : réessayez.",
  "error.stale-version": "La partie a avancé avant l’arrivée de votre coup. Le plateau est à jour : choisissez de nouveau.",
  "error.slow-down": "Trop de requêtes à la fois. Attendez quelques secondes, puis réessayez.",
  "error.unavailable": "Le serveur est occupé. Attendez une minute, puis réessayez.",
  "error.bad-origin": "Cette requête ne venait pas de la page de Turnpost. Rechargez la page et réessayez.",
  "error.game-full": "Toutes les places de cette partie sont prises. Demandez une nouvelle partie à ses joueurs, ou lancez la vôtre.",
  "error.game-over": "Cette partie est terminée : plus aucun coup ne peut être joué.",
  "error.not-your-seat": "Ce n’est pas à votre place de jouer. Attendez votre tour.",
  "error.seat-link-only": "Un lien de place ne joue que sa place. Connectez-vous ou continuez en invité pour cela.",
  "error.bad-seat-link": "Ce lien de place n’est plus valable. Demandez-en un nouveau au créateur de la partie.",
  "error.link-expired": "Ce lien de connexion a expiré ou a déjà servi. Demandez-en un nouveau ci-dessous.",
  "error.address-bounced":
    "Cette adresse rejette nos courriels : un message envoyé à cette adresse est revenu non distribué, un lien de connexion ne peut donc pas l’atteindre. Vérifiez qu’elle ne contient pas de faute de frappe, ou utilisez-en une autre.",
  "error.address-complained":
    "Un courriel envoyé à cette adresse a été signalé comme indésirable, nous ne lui écrivons donc plus : utilisez une autre adresse.",
  "error.game-not-found": "Cette partie n’existe pas. Vérifiez le lien, ou revenez à vos parties.",
  "error.game-cancelled":
    "Son créateur a annulé cette partie : plus aucun coup n’y est possible. Revenez à vos parties pour en commencer une autre.",
  "error.missing": "À remplir ou à corriger : {fields}.",
  "error.bad-request": "{message}",
  "error.blocked-player": "Vous ne pouvez pas vous asseoir à cette table : l’un de ses joueurs et vous avez un blocage entre vous.",
  "error.blocked-invitation": "Des joueurs qui ont un blocage entre eux ne peuvent pas être invités à une même table.",
  "error.text-too-long": "Trop long : {max} caractères au plus.",
  "error.text-empty": "Écrivez au moins un caractère visible.",
  "error.text-control": (p) =>
    p.field === "text"
      ? "Un message ne peut pas contenir de caractères de contrôle (une tabulation, par exemple)."
      : "Un nom ne peut contenir ni caractères de contrôle ni sauts de ligne.",
  "error.text-invisible": "Retirez les caractères invisibles (espaces sans largeur, marques de direction) : ils ne sont pas acceptés.",
  "error.text-reserved": "Ce nom se fait passer pour Turnpost, un modérateur ou un administrateur : choisissez-en un autre.",
  "error.generic": "Une erreur est survenue ({message}). Rechargez la page et réessayez.",
  "turnpost.timeout": (p, c) =>
    p.policy === "skip"
      ? `${c.player(Number(p.seat))} n’a pas joué à temps : son tour a été passé.`
      : `${c.player(Number(p.seat))} n’a pas joué à temps : le serveur a joué à sa place.`,
  "turnpost.forfeit": (p, c) => `${c.player(Number(p.seat))} n’a pas joué à temps et abandonne : le serveur joue désormais sa place.`,
  "turnpost.forfeitEnd": (p, c) => `${c.player(Number(p.seat))} n’a pas joué à temps et abandonne : la partie est terminée.`,
  "turnpost.standIn": (p, c) => `Un remplaçant (ordinateur) a joué pour ${c.player(Number(p.seat))}, qui ne donne plus signe de vie.`,
  "turnpost.seatBack": (p, c) => `${c.player(Number(p.seat))} est de retour et joue de nouveau sa place.`,
  "turnpost.substitute": (p) => `${p.name} a repris la place ${Number(p.seat) + 1}.`,
  "error.forfeited": "Vous avez abandonné cette partie faute d’avoir joué à temps ; le serveur joue votre place.",
  "error.vacation-allowance": "{message}",
  "error.bad-webhook": "{message}",

  "game.silent.holdYou": (p) =>
    `${silentBecause(p, "you")} : votre place vous est gardée jusqu’au ${p.until}${onVacation(p.vacationDays, "vos")}. Ensuite, un remplaçant (ordinateur) la joue jusqu’à ce que vous jouiez de nouveau.`,
  "game.silent.holdThem": (p) =>
    `${silentBecause(p, "them")} : sa place est gardée jusqu’au ${p.until}${onVacation(p.vacationDays, "ses")}. Ensuite, un remplaçant (ordinateur) la joue jusqu’à son retour.`,
  "game.silent.standInYou": "Un remplaçant, {level}, joue votre place. Jouez un coup pour la reprendre.",
  "game.silent.standInThem": "Un remplaçant, {level}, joue la place de {player} jusqu’à son retour.",
  "game.silent.offeredYou":
    "Un remplaçant (ordinateur) joue votre place, qui est maintenant proposée à qui voudra la reprendre. Jouez un coup pour la garder ; dès qu’une personne s’y assied, elle est à elle et la partie compte comme une défaite pour vous.",
  "game.silent.offeredThem":
    "Un remplaçant (ordinateur) joue la place de {player}, qui est maintenant proposée à qui voudra la reprendre. Dès qu’une personne s’y assied, la partie ne compte plus pour le classement.",
  "game.silent.choiceYou":
    "Un remplaçant (ordinateur) joue votre place, et votre adversaire choisit maintenant d’attendre qu’une autre personne la reprenne ou de gagner par abandon. Jouez un coup pour reprendre votre place.",
  "game.silent.choiceThem":
    "{player} ne donne toujours pas signe de vie. Attendre qu’une autre personne reprenne sa place (la partie ne compte alors plus pour le classement), ou gagner tout de suite par abandon ?",
  "game.silent.wait": "Attendre une autre personne",
  "game.silent.forfeit": "Gagner par abandon",
  "game.substituted": "{substitute} a repris la place de {leaver} le {at}. Depuis, la partie ne compte plus pour le classement.",
  "calendar.name": "Turnpost : vos coups",
  "calendar.summary": "À vous de jouer dans {game} contre {opponents}",
  "calendar.description": "Jouez avant le {deadline} : {url}",
  "turnpost.refused.badMove": "Ce n’est pas un coup de {game} : {issues}",
};
