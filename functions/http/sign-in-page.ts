// The page a sign-in link shows when it is opened in a browser other than the one that asked for it:
// it names the address and what signing in will do, and signs in only when its button is pressed (a
// POST carrying the form token bound to this browser). Plain HTML from the API, English or French.
import { escapeHtml } from "../mail/templates";
import type { Lang } from "../store/users";

export interface SignInConfirmation {
  lang: Lang;
  /** The address the link signs in as. */
  email: string;
  /** Who this browser is signed in as now: a guest, an address, or nobody. */
  current: { guest: true } | { guest: false; email: string | null } | null;
  /** Whether signing in attaches the current guest's games to the address (as a new account or to its own). */
  mergesGuest: boolean;
  token: string;
  confirmation: string;
}

/** No script, styles inline, the form posts here only, and no other site may frame it. */
export const SIGN_IN_PAGE_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

/**
 * The head's referrer policy of a page whose form posts back: the site's no-referrer would make the
 * browser post it with "Origin: null", which the API refuses as cross-site; same-origin keeps the link's
 * token from any other site all the same.
 */
export const SAME_ORIGIN_REFERRER = `<meta name="referrer" content="same-origin">`;

const WORDS = {
  en: {
    title: "Sign in to Turnpost",
    question: (email: string) => `Sign in as ${email}?`,
    merge: (email: string) => `Sign in as ${email} and attach your guest games to it?`,
    switchFrom: (current: string) => `You are signed in as ${current} now: you will leave that account.`,
    elsewhere: "This link was asked for in another browser. If you did not ask for it, close this page: nothing happens.",
    submit: "Sign in",
    someone: "another account",
  },
  fr: {
    title: "Se connecter à Turnpost",
    question: (email: string) => `Se connecter en tant que ${email} ?`,
    merge: (email: string) => `Se connecter en tant que ${email} et y rattacher vos parties d'invité ?`,
    switchFrom: (current: string) => `Vous êtes connecté en tant que ${current} : vous quitterez ce compte.`,
    elsewhere: "Ce lien a été demandé depuis un autre navigateur. Si vous ne l'avez pas demandé, fermez cette page : rien ne se passera.",
    submit: "Se connecter",
    someone: "un autre compte",
  },
} as const;

export function signInConfirmationPage(page: SignInConfirmation): string {
  const t = WORDS[page.lang];
  const question = page.mergesGuest ? t.merge(page.email) : t.question(page.email);
  const lines: string[] = [t.elsewhere];
  if (page.current && !page.current.guest) lines.unshift(t.switchFrom(page.current.email ?? t.someone));
  return [
    `<!doctype html><html lang="${page.lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">`,
    SAME_ORIGIN_REFERRER,
    `<title>${escapeHtml(t.title)}</title></head>`,
    `<body style="font-family:system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem;line-height:1.5">`,
    `<h1 style="font-size:1.25rem">${escapeHtml(question)}</h1>`,
    ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<form method="post" action="/auth/verify">`,
    `<input type="hidden" name="token" value="${escapeHtml(page.token)}">`,
    `<input type="hidden" name="confirmation" value="${escapeHtml(page.confirmation)}">`,
    `<button type="submit" style="font-size:1rem;padding:.5rem 1rem">${escapeHtml(t.submit)}</button>`,
    `</form></body></html>`,
  ].join("\n");
}
