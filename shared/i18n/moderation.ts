// Words of moderation (docs/operations.md, "Moderation"): the report menu, the notices list, the mail
// telling a player of an action, and the refusals of the operator's blocklist. The web client loads them
// with the report menu or the notices list, never in its shell; the server joins them to the catalog it
// phrases refusals and mail with (./shell-on-first-use.ts). French is typed against the English keys.
import type { Message, Messages } from "./index";

const actionEn: Record<string, string> = {
  warned: "You were warned",
  "message-hidden": "A message of yours was hidden",
  renamed: "Your display name was changed",
  suspended: "Your account is suspended",
  banned: "Your account is closed",
};
const actionFr: Record<string, string> = {
  warned: "Vous avez reçu un avertissement",
  "message-hidden": "Un de vos messages a été masqué",
  renamed: "Votre nom affiché a été changé",
  suspended: "Votre compte est suspendu",
  banned: "Votre compte est fermé",
};

const en = {
  "report.openFor": "Report {name}",
  "report.openMessage": "Report this message ({name})",
  "report.players": "At the table",
  "report.title": "Report to the moderators",
  "report.what": "What to report",
  "report.kind.message": "This message",
  "report.kind.name": "This player's name",
  "report.kind.player": "This player",
  "report.reason": "Why",
  "report.reason.spam": "Spam or advertising",
  "report.reason.abuse": "Insults, harassment or threats",
  "report.reason.cheating": "Cheating or stalling on purpose",
  "report.reason.impersonation": "Pretends to be someone else",
  "report.reason.offensive-name": "Offensive name",
  "report.reason.other": "Something else",
  "report.text": "Anything the moderators should know (optional)",
  "report.send": "Send the report",
  "report.cancel": "Cancel",
  "report.sent": "Thank you: the moderators will look at it. Settings will tell you when they have.",
  "report.duplicate": "You had reported this already: the moderators have it.",
  "notices.title": "From the moderators",
  "notices.none": "Nothing from the moderators.",
  "notices.reviewed": "The moderators looked at your report.",
  "notices.reviewedDetail": (p) =>
    `Your report of ${p.kind === "message" ? "a message" : p.kind === "name" ? "a name" : "a player"} has been looked at.`,
  "notices.action": (p) => actionEn[String(p.action)] ?? String(p.action),
  "notices.until": "Until {until}.",
  "notices.appeal": "Appeal",
  "notices.appealText": "Why the decision was wrong",
  "notices.appealSend": "Send the appeal",
  "notices.appealed": "Your appeal was sent: the moderators will look at it again.",
  "moderation.mailSubject": (p) => `${actionEn[String(p.action)] ?? String(p.action)} on Turnpost`,
  "moderation.mailLine": "The moderators of Turnpost took this action: {note}",
  "moderation.mailUntil": "It lasts until {until}.",
  "moderation.mailAppeal": "You may appeal it once, from Settings.",
  "moderation.mailOpen": "Open Settings",
  "moderation.blockedDomain": "Addresses at {domain} cannot sign in to Turnpost: use another address.",
  "moderation.blockedName": "This name cannot be used on Turnpost: choose another one.",
  "moderation.restricted": (p) =>
    p.until ? `Your account is suspended until ${p.until}: see Settings for why.` : "Your account is closed: see Settings for why.",
} satisfies Messages;

const fr: Record<keyof typeof en, Message> = {
  "report.openFor": "Signaler {name}",
  "report.openMessage": "Signaler ce message ({name})",
  "report.players": "À la table",
  "report.title": "Signaler aux modérateurs",
  "report.what": "Ce que vous signalez",
  "report.kind.message": "Ce message",
  "report.kind.name": "Le nom de ce joueur",
  "report.kind.player": "Ce joueur",
  "report.reason": "Pourquoi",
  "report.reason.spam": "Spam ou publicité",
  "report.reason.abuse": "Insultes, harcèlement ou menaces",
  "report.reason.cheating": "Triche ou obstruction volontaire",
  "report.reason.impersonation": "Se fait passer pour quelqu’un d’autre",
  "report.reason.offensive-name": "Nom choquant",
  "report.reason.other": "Autre chose",
  "report.text": "Ce que les modérateurs devraient savoir (facultatif)",
  "report.send": "Envoyer le signalement",
  "report.cancel": "Annuler",
  "report.sent": "Merci : les modérateurs vont l’examiner. Les réglages vous diront quand ce sera fait.",
  "report.duplicate": "Vous l’aviez déjà signalé : les modérateurs l’ont reçu.",
  "notices.title": "De la part des modérateurs",
  "notices.none": "Rien de la part des modérateurs.",
  "notices.reviewed": "Les modérateurs ont examiné votre signalement.",
  "notices.reviewedDetail": (p) =>
    `Votre signalement ${p.kind === "message" ? "d’un message" : p.kind === "name" ? "d’un nom" : "d’un joueur"} a été examiné.`,
  "notices.action": (p) => actionFr[String(p.action)] ?? String(p.action),
  "notices.until": "Jusqu’au {until}.",
  "notices.appeal": "Faire appel",
  "notices.appealText": "Pourquoi la décision est injuste",
  "notices.appealSend": "Envoyer l’appel",
  "notices.appealed": "Votre appel a été envoyé : les modérateurs vont réexaminer la décision.",
  "moderation.mailSubject": (p) => `${actionFr[String(p.action)] ?? String(p.action)} sur Turnpost`,
  "moderation.mailLine": "Les modérateurs de Turnpost ont pris cette mesure : {note}",
  "moderation.mailUntil": "Elle dure jusqu’au {until}.",
  "moderation.mailAppeal": "Vous pouvez faire appel une fois, depuis les réglages.",
  "moderation.mailOpen": "Ouvrir les réglages",
  "moderation.blockedDomain": "Les adresses de {domain} ne peuvent pas se connecter à Turnpost : utilisez une autre adresse.",
  "moderation.blockedName": "Ce nom ne peut pas être utilisé sur Turnpost : choisissez-en un autre.",
  "moderation.restricted": (p) =>
    p.until
      ? `Votre compte est suspendu jusqu’au ${p.until} : les réglages vous disent pourquoi.`
      : "Votre compte est fermé : les réglages vous disent pourquoi.",
};

export const moderationMessages = { en: en as Messages, fr: fr as Messages };
