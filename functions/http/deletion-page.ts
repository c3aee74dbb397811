// The pages of a mailed link that confirms an account's deletion (functions/service/account-deletion.ts):
// the link shows what it will do and confirms only when its button is pressed (a mail scanner that
// fetches links deletes nothing); the answer says when the deletion happens and that signing in before
// then cancels it. Plain HTML from the API, English or French, in the account's language.
import { escapeHtml } from "../mail/templates";
import type { Lang } from "../store/users";
import { SAME_ORIGIN_REFERRER } from "./sign-in-page";

const WORDS = {
  en: {
    title: "Delete your Turnpost account",
    question: "Delete your Turnpost account?",
    explain: (days: number) =>
      `Your account is deleted ${days} days after you confirm. Your seats in games under way go to a stand-in, and you appear to the others as a former player; your address, name, notes and chat messages are erased.`,
    export: "You can download your data from Settings first.",
    submit: "Delete my account",
    scheduled: "Your account will be deleted",
    when: (date: string) => `Your account will be deleted on ${date}.`,
    cancel: "Signing in to Turnpost before then cancels the deletion.",
    signIn: "Go to Turnpost",
  },
  fr: {
    title: "Supprimer votre compte Turnpost",
    question: "Supprimer votre compte Turnpost ?",
    explain: (days: number) =>
      `Votre compte est supprimé ${days} jours après votre confirmation. Vos places dans les parties en cours passent à un remplaçant, et les autres vous voient comme un ancien joueur ; votre adresse, votre nom, vos notes et vos messages sont effacés.`,
    export: "Vous pouvez d'abord télécharger vos données depuis les réglages.",
    submit: "Supprimer mon compte",
    scheduled: "Votre compte sera supprimé",
    when: (date: string) => `Votre compte sera supprimé le ${date}.`,
    cancel: "Vous connecter à Turnpost d'ici là annule la suppression.",
    signIn: "Aller sur Turnpost",
  },
} as const;

/** No script, styles inline, the form posts here only, and no other site may frame it. */
export const DELETION_PAGE_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

function page(lang: Lang, title: string, body: string[]): string {
  return [
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">`,
    SAME_ORIGIN_REFERRER,
    `<title>${escapeHtml(title)}</title></head>`,
    `<body style="font-family:system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem;line-height:1.5"><main>`,
    ...body,
    `</main></body></html>`,
  ].join("\n");
}

/** The page a confirmation link opens: what deleting does, and the button that confirms it. */
export function deletionConfirmationPage(lang: Lang, token: string, graceDays: number): string {
  const t = WORDS[lang];
  return page(lang, t.title, [
    `<h1 style="font-size:1.25rem">${escapeHtml(t.question)}</h1>`,
    `<p>${escapeHtml(t.explain(graceDays))}</p>`,
    `<p><a href="/settings">${escapeHtml(t.export)}</a></p>`,
    `<form method="post" action="/auth/delete">`,
    `<input type="hidden" name="token" value="${escapeHtml(token)}">`,
    `<button type="submit" style="font-size:1rem;padding:.5rem 1rem">${escapeHtml(t.submit)}</button>`,
    `</form>`,
  ]);
}

/** The grace notice once the deletion is confirmed: its date in the account's time zone, and how to cancel. */
export function deletionScheduledPage(lang: Lang, dueAt: string, timeZone: string): string {
  const t = WORDS[lang];
  const date = new Intl.DateTimeFormat(lang, { dateStyle: "long", timeStyle: "short", timeZone }).format(new Date(dueAt));
  return page(lang, t.scheduled, [
    `<h1 style="font-size:1.25rem">${escapeHtml(t.scheduled)}</h1>`,
    `<p role="status">${escapeHtml(t.when(date))}</p>`,
    `<p>${escapeHtml(t.cancel)}</p>`,
    `<p><a href="/">${escapeHtml(t.signIn)}</a></p>`,
  ]);
}
