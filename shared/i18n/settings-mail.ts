// Words of Settings' fix of an address whose mail stopped (web/src/pages/SettingsMailTrouble.tsx),
// loaded with the Settings page (web/src/lazy-page.tsx), not in the shell. French is typed against the
// English keys.
import type { Message, Messages } from "./index";

const en = {
  "mailFix.title": "Get mail again",
  "mailFix.again":
    "If {email} is right and can receive mail again, confirm it: we send it one link, and mail starts again once you open it.",
  "mailFix.againSubmit": "Send a link to {email}",
  "mailFix.other": "Or use another address: it replaces {email} once you open the link we send to it.",
  "mailFix.otherLabel": "New email address",
  "mailFix.otherSubmit": "Send a link to the new address",
  "mailFix.sent": "A link went to {email}. Open it to confirm the address: nothing else is mailed there until then.",
  "error.email-taken": "Another Turnpost account already uses this address: choose another one.",
  "error.too-many-confirmations": "Several links were already sent: use the latest one, or try again in an hour.",
};

const fr: Record<keyof typeof en, Message> = {
  "mailFix.title": "Recevoir de nouveau nos courriels",
  "mailFix.again":
    "Si l’adresse {email} est juste et peut de nouveau recevoir du courrier, confirmez-la : nous lui envoyons un lien, et les courriels reprennent dès que vous l’ouvrez.",
  "mailFix.againSubmit": "Envoyer un lien à {email}",
  "mailFix.other": "Ou utilisez une autre adresse : elle remplace {email} dès que vous ouvrez le lien que nous lui envoyons.",
  "mailFix.otherLabel": "Nouvelle adresse e-mail",
  "mailFix.otherSubmit": "Envoyer un lien à la nouvelle adresse",
  "mailFix.sent": "Un lien est parti vers {email}. Ouvrez-le pour confirmer l’adresse : rien d’autre n’y est envoyé d’ici là.",
  "error.email-taken": "Un autre compte Turnpost utilise déjà cette adresse : choisissez-en une autre.",
  "error.too-many-confirmations": "Plusieurs liens ont déjà été envoyés : utilisez le dernier, ou réessayez dans une heure.",
};

export const settingsMailMessages = { en: en as Messages, fr: fr as Messages };
