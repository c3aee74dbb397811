// Words of Settings' "Delete my account" section (web/src/pages/SettingsLeave.tsx), loaded with it: few
// readers ever open it, so the shell every page waits for does without (docs/privacy.md).
import type { Message, Messages } from "./index";

const en = {
  "leave.title": "Delete my account",
  "leave.explain":
    "Your account is deleted 7 days after you confirm. Your seats in games under way go to a stand-in and the others see you as a former player; your address, name, notes and chat messages are erased. Finished games keep their records.",
  "leave.ask": "Delete my account",
  "leave.mailed": "We mailed a link to {email}: open it to confirm the deletion.",
  "leave.due": "Your account will be deleted on {date}. Signing in before then cancels the deletion.",
  "leave.keep": "Keep my account",
  "leave.kept": "Your account will not be deleted.",
  "leave.cancelled": "Signing in cancelled the deletion of your account.",
  "leave.download": "Download my data",
  "leave.downloadHint": "One JSON file of everything Turnpost holds about you, games included.",
} satisfies Messages;

const fr: Record<keyof typeof en, Message> = {
  "leave.title": "Supprimer mon compte",
  "leave.explain":
    "Votre compte est supprimé 7 jours après votre confirmation. Vos places dans les parties en cours passent à un remplaçant et les autres vous voient comme un ancien joueur ; votre adresse, votre nom, vos notes et vos messages sont effacés. Les parties terminées gardent leur historique.",
  "leave.ask": "Supprimer mon compte",
  "leave.mailed": "Nous avons envoyé un lien à {email} : ouvrez-le pour confirmer la suppression.",
  "leave.due": "Votre compte sera supprimé le {date}. Vous connecter d’ici là annule la suppression.",
  "leave.keep": "Garder mon compte",
  "leave.kept": "Votre compte ne sera pas supprimé.",
  "leave.cancelled": "Votre connexion a annulé la suppression de votre compte.",
  "leave.download": "Télécharger mes données",
  "leave.downloadHint": "Un fichier JSON de tout ce que Turnpost garde sur vous, parties comprises.",
};

export const leaveSectionMessages: Record<"en" | "fr", Messages> = { en, fr };
