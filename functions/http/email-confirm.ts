// Settings' fix of an address whose mail stopped (it bounced, or a mail to it was reported as spam):
// POST /api/me/email mails a link that confirms the account's own address again, or another one to
// replace it; the link's page (GET) names the address and changes nothing, as mail scanners open every
// link; its button (POST) confirms, once. A forged, used or expired link is bad input: a 4xx JSON error.
import { Hono, type Context } from "hono";
import * as z from "../../shared/zod";
import { lazily } from "../../shared/engine/lazy";
import { escapeHtml } from "../mail/templates";
import type { Lang } from "../store/users";
import type { AreaDeps, Env, RequestKit } from "./context";
import { SAME_ORIGIN_REFERRER, SIGN_IN_PAGE_POLICY } from "./sign-in-page";

/** At most this many links an hour per account: each is a mail to an address that may not want it. */
const CONFIRMATIONS_PER_HOUR = 5;

const confirmBody = lazily(() => z.strictObject({ email: z.optional(z.email().check(z.maxLength(254))) }));
const confirmQuery = lazily(() => z.strictObject({ token: z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/, "the link's token")) }));

const WORDS = {
  en: {
    title: "Confirm your address",
    question: (email: string) => `Have Turnpost write to you at ${email}?`,
    submit: "Confirm the address",
    done: (email: string) => `Confirmed: Turnpost writes to you at ${email} again.`,
    settings: "Open your settings",
  },
  fr: {
    title: "Confirmez votre adresse",
    question: (email: string) => `Recevoir les courriels de Turnpost à ${email} ?`,
    submit: "Confirmer l’adresse",
    done: (email: string) => `Confirmé : Turnpost vous écrit de nouveau à ${email}.`,
    settings: "Ouvrir vos réglages",
  },
} as const;

/** The link's page: the question and its button, or what following it did. */
function confirmationPage(lang: Lang, email: string, confirmed: boolean): string {
  const t = WORDS[lang];
  const body = confirmed
    ? [`<p role="status">${escapeHtml(t.done(email))}</p>`, `<p><a href="/settings">${escapeHtml(t.settings)}</a></p>`]
    : [
        `<form method="post">`,
        `<button type="submit" style="font-size:1rem;padding:.5rem 1rem">${escapeHtml(t.submit)}</button>`,
        `</form>`,
      ];
  return [
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">`,
    // Its form posts back: with the site's no-referrer, a browser would post it from "Origin: null".
    SAME_ORIGIN_REFERRER,
    `<title>${escapeHtml(t.title)}</title></head>`,
    `<body style="font-family:system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem;line-height:1.5;overflow-wrap:anywhere">`,
    `<h1 style="font-size:1.25rem">${escapeHtml(confirmed ? t.title : t.question(email))}</h1>`,
    ...body,
    `</body></html>`,
  ].join("\n");
}

export function emailConfirmRoutes(deps: AreaDeps, kit: RequestKit): Hono<Env> {
  const { auth, hourly, now } = deps;
  const { withBody, withQuery, requireUser } = kit;
  const app = new Hono<Env>();

  function page(c: Context<Env>, lang: Lang, email: string, confirmed: boolean) {
    c.header("Cache-Control", "no-store");
    c.header("Content-Security-Policy", SIGN_IN_PAGE_POLICY);
    c.header("Content-Language", lang);
    return c.html(confirmationPage(lang, email, confirmed));
  }

  app.post(
    "/api/me/email",
    withBody(confirmBody, async (c, read) => {
      const user = await requireUser(c);
      const body = await read();
      await hourly.take(`email-confirmation#${user.id}`, CONFIRMATIONS_PER_HOUR, now(), {
        code: "too-many-confirmations",
        message: "Several confirmation links were already sent: use the latest one, or try again later.",
      });
      return c.json({ sentTo: await auth.requestEmailConfirmation(user, body.email) }, 202);
    }),
  );

  app.get(
    "/api/me/email/confirm",
    withQuery(confirmQuery, async (c, read) => {
      const { user, email } = await auth.pendingEmailConfirmation(read().token);
      return page(c, user.lang, email, false);
    }),
  );

  app.post(
    "/api/me/email/confirm",
    withQuery(confirmQuery, async (c, read) => {
      const { user, email } = await auth.confirmEmail(read().token);
      return page(c, user.lang, email, true);
    }),
  );

  return app;
}
