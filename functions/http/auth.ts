// The sign-in routes: a link by email, its confirmation page, guests, signing out.
import type { AreaDeps, Env, RequestKit } from "./context";
import { publicUser } from "./me";
import { Hono, type Context } from "hono";
import { getCookie, setCookie, deleteCookie } from "hono/cookie";
import { appOrigin } from "../config";
import { SIGN_IN_COOKIE, isSignInNonce, safeNext } from "../service/auth";
import { emailBody, guestBody } from "../../shared/api/index";
import { DomainError } from "../record/errors";
import { SESSION_COOKIE } from "../service/tokens";
import { SIGN_IN_PAGE_POLICY, signInConfirmationPage } from "./sign-in-page";
import { randomToken } from "../store/ids";
import { mailboxKey } from "./rate-limit";
import { DAY_WINDOW_MS } from "../store/hourly-limiter";

export function authRoutes(deps: AreaDeps, kit: RequestKit): Hono<Env> {
  const { now, auth, hourly } = deps;
  const { limits, clientOf, withBody, langOf, setSession, currentUser } = kit;
  const origin = appOrigin(deps.config);
  const app = new Hono<Env>();

  /** This browser's sign-in nonce (SIGN_IN_COOKIE), set now if it has none. */
  function signInNonce(c: Context<Env>): string {
    const kept = getCookie(c, SIGN_IN_COOKIE);
    const nonce = isSignInNonce(kept) ? kept : randomToken();
    setCookie(c, SIGN_IN_COOKIE, nonce, {
      httpOnly: true,
      secure: new URL(deps.config.appUrl).protocol === "https:",
      sameSite: "Lax",
      path: "/", // read where a link is asked for (/api/auth/email) and where it is opened (/auth/verify)
      maxAge: 86_400,
    });
    return nonce;
  }

  app.post(
    "/api/auth/email",
    withBody(emailBody, async (c, read) => {
      const body = await read();
      await deps.moderation.checkAddress(body.email);
      const client = await clientOf(c);
      if (client) {
        await hourly.take(`sign-in-client#${client}`, limits.signInsPerClient, now(), {
          code: "too-many-sign-ins",
          message: "Too many sign-in emails were asked for from your network: try again later.",
        });
      }
      await hourly.take(`sign-in-mailbox#${mailboxKey(body.email)}`, limits.signInsPerAddress, now(), {
        code: "too-many-sign-ins",
        message: "Several sign-in links were already sent to this address: use the latest one, or try again later.",
      });
      await auth.requestSignIn(body.email, body.next, langOf(c, await currentUser(c)), signInNonce(c), body.timeZone);
      return c.json({ sent: true }, 202);
    }),
  );

  function linkToken(token: unknown): string {
    if (typeof token !== "string" || !token || token.length > 200)
      throw new DomainError("invalid", "bad-request", "This sign-in link is incomplete: ask for a new one.");
    return token;
  }

  /** Uses the link up and signs this browser in (a guest keeps its games, under the address's account if it has one). */
  async function completeSignIn(c: Context<Env>, token: string) {
    const { user, next } = await auth.verify(token, await currentUser(c), langOf(c));
    // Signing in during a deletion's grace period cancels it; /api/me then says so (deletionCancelledAt).
    // The user item says whether one is scheduled, so a sign-in without one writes nothing more.
    if (user.deletionDueAt) await deps.deletions.cancel(user.id);
    await setSession(c, user);
    return c.redirect(safeNext(next, origin), 303);
  }

  // In the browser that asked for the link it signs in at once; anywhere else it asks first, and the
  // link stays unused until the page's button is pressed.
  app.get("/auth/verify", async (c) => {
    const token = linkToken(c.req.query("token"));
    const claim = await auth.pending(token);
    const kept = getCookie(c, SIGN_IN_COOKIE);
    if (auth.askedBy(claim, kept)) return completeSignIn(c, token);
    const current = await currentUser(c);
    const lang = langOf(c, current);
    const page = signInConfirmationPage({
      lang,
      email: claim.email,
      current: current ? (current.guest ? { guest: true } : { guest: false, email: current.email }) : null,
      mergesGuest: current?.guest === true,
      token,
      confirmation: auth.confirmation(token, signInNonce(c)),
    });
    c.header("Cache-Control", "no-store");
    c.header("Content-Security-Policy", SIGN_IN_PAGE_POLICY);
    c.header("Content-Language", lang);
    return c.html(page);
  });

  // The confirmation page's button. Cross-site posts are refused above (Origin); the form token must
  // also match this browser's SameSite nonce, which another site's form cannot send.
  app.post("/auth/verify", async (c) => {
    // A body that is no form (a broken multipart one makes the parser throw) is a bad request, not our fault.
    const form = await c.req.parseBody().catch(() => {
      throw new DomainError("invalid", "bad-form", "Send the confirmation as the sign-in page's form does.");
    });
    const token = linkToken(form.token);
    const confirmation = typeof form.confirmation === "string" ? form.confirmation : "";
    if (!auth.confirms(token, getCookie(c, SIGN_IN_COOKIE), confirmation)) {
      throw new DomainError(
        "forbidden",
        "bad-confirmation",
        "This confirmation was not made on this browser's sign-in page: open the link again.",
      );
    }
    return completeSignIn(c, token);
  });

  app.post(
    "/api/auth/guest",
    withBody(guestBody, async (c, read) => {
      const body = await read();
      const client = await clientOf(c);
      await deps.moderation.checkName(body.name);
      if (client) {
        await hourly.take(`guest-client#${client}`, limits.guestsPerClient, now(), {
          code: "too-many-guests",
          message: "Too many guest accounts were made from your network this hour: sign in by email, or try again later.",
        });
        await hourly.take(
          `guest-client-day#${client}`,
          limits.guestsPerClientPerDay,
          now(),
          {
            code: "too-many-guests",
            message: `At most ${limits.guestsPerClientPerDay} guest accounts are made from one network in a day: sign in by email, or try again tomorrow.`,
          },
          DAY_WINDOW_MS,
        );
      }
      const user = await auth.createGuest(body.name, langOf(c), body.timeZone);
      await setSession(c, user);
      return c.json({ user: publicUser(user) });
    }),
  );

  app.post("/api/auth/logout", (c) => {
    deleteCookie(c, SESSION_COOKIE, { path: "/", secure: true });
    return c.body(null, 204);
  });

  return app;
}
