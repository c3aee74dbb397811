// Leaving Turnpost: downloading one's data, asking for the account's deletion, the mailed link that confirms it (its page and
// form under /auth/, served by the API like the sign-in link's), and cancelling it (docs/privacy.md).
import { Hono } from "hono";
import type { AreaDeps, Env, RequestKit } from "./context";
import { DomainError } from "../record/errors";
import { DELETION_GRACE_DAYS } from "../service/account-deletion";
import { DataExport } from "../service/data-export";
import { DELETION_PAGE_POLICY, deletionConfirmationPage, deletionScheduledPage } from "./deletion-page";
import type { Context } from "hono";

/** Confirmation mails a user may ask for in an hour: each goes to their own address. */
const DELETION_MAILS_PER_HOUR = 3;

export function accountRoutes(deps: AreaDeps, kit: RequestKit): Hono<Env> {
  const { deletions, hourly, now } = deps;
  const { requireUser } = kit;
  const app = new Hono<Env>();
  const exports = new DataExport(
    deps.users,
    deps.games,
    deps.service,
    deps.chats,
    deps.ratings,
    deps.rhythms,
    deps.friends,
    deps.blocks,
    now,
  );

  // "Download my data": the whole archive, built as it is asked for (docs/privacy.md).
  app.get("/api/me/data", async (c) => {
    const user = await requireUser(c);
    c.header("Content-Disposition", `attachment; filename="turnpost-data-${now().toISOString().slice(0, 10)}.json"`);
    c.header("Cache-Control", "private, no-store");
    return c.json(await exports.archive(user));
  });

  app.post("/api/me/deletion", async (c) => {
    const user = await requireUser(c);
    if (!user.guest) {
      await hourly.take(`deletion-mail#${user.id}`, DELETION_MAILS_PER_HOUR, now(), {
        code: "too-many-deletion-mails",
        message: "Several confirmation links were already mailed to you: use the latest one, or try again later.",
      });
    }
    const asked = await deletions.request(user);
    return "mailed" in asked ? c.json({ mailed: true }, 202) : c.json({ deletionDueAt: asked.dueAt });
  });

  app.delete("/api/me/deletion", async (c) => {
    const user = await requireUser(c);
    return c.json({ cancelled: await deletions.cancel(user.id) });
  });

  function linkToken(token: unknown): string {
    if (typeof token !== "string" || !/^[A-Za-z0-9_-]{1,200}$/.test(token))
      throw new DomainError("invalid", "bad-request", "This confirmation link is incomplete: ask for a new one in Settings.");
    return token;
  }

  function html(c: Context<Env>, lang: "en" | "fr", body: string) {
    c.header("Cache-Control", "no-store");
    c.header("Content-Security-Policy", DELETION_PAGE_POLICY);
    c.header("Content-Language", lang);
    return c.html(body);
  }

  // Opening the link only asks: a mail scanner fetching it confirms nothing.
  app.get("/auth/delete", async (c) => {
    const token = linkToken(c.req.query("token"));
    const user = await deletions.pending(token);
    return html(c, user.lang, deletionConfirmationPage(user.lang, token, DELETION_GRACE_DAYS));
  });

  // The page's button: the link's token is the proof (it reached the address); cross-site posts are refused (Origin).
  app.post("/auth/delete", async (c) => {
    const form = await c.req.parseBody().catch(() => {
      throw new DomainError("invalid", "bad-form", "Send the confirmation as the confirmation page's form does.");
    });
    const { user, dueAt } = await deletions.confirm(linkToken(form.token));
    return html(c, user.lang, deletionScheduledPage(user.lang, dueAt, user.timeZone));
  });

  return app;
}
