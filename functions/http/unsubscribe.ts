// The unsubscribe link of game emails and its page.
import type { AreaDeps, Env } from "./context";
import { Hono, type Context } from "hono";
import type { Lang } from "../store/users";
import { DomainError } from "../record/errors";
import { definitionOf } from "../service/games";
import { translator } from "../../shared/i18n/index";
import { shellCatalogOnFirstUse } from "../../shared/i18n/shell-on-first-use";
import { unsubscribePage, type NamedGame, type UnsubscribeState } from "./unsubscribe-page";
import { SIGN_IN_PAGE_POLICY } from "./sign-in-page";

export function unsubscribeRoutes(deps: AreaDeps): Hono<Env> {
  const { tokens, users, games: gameStore } = deps;
  const app = new Hono<Env>();

  // The unsubscribe link of game emails. A GET (the link in the body, or any scanner) only shows the
  // page that asks; a POST of RFC 8058's one-click body (mail clients' button, from the header) stops
  // every game email; the page's own forms stop or resume this game's or every game's.
  async function unsubscribeGrant(c: Context<Env>) {
    const grant = await tokens.unsubscribeGrant(c.req.query("token") ?? "");
    const user = grant ? await users.get(grant.userId) : null;
    if (!grant || !user)
      throw new DomainError(
        "invalid",
        "bad-unsubscribe-link",
        "This unsubscribe link is not valid: change your email settings from your profile.",
      );
    const game = grant.gameId ? await gameStore.get(grant.gameId) : null;
    const seat = game ? game.players.findIndex((p) => p.userId === user.id) : -1;
    const t = translator(user.lang, await shellCatalogOnFirstUse());
    const named =
      game && seat !== -1
        ? {
            id: game.id,
            name: definitionOf(game.game).name,
            opponents: game.players.flatMap((p, i) => (i === seat ? [] : [p.name ?? t("player.default", { n: i + 1 })])),
          }
        : null;
    return { user, game: named };
  }

  function unsubscribeAnswer(c: Context<Env>, lang: Lang, state: UnsubscribeState, game: NamedGame | null) {
    c.header("Cache-Control", "no-store");
    c.header("Content-Security-Policy", SIGN_IN_PAGE_POLICY); // the same plain page: no script, forms post here only
    c.header("Content-Language", lang);
    return c.html(unsubscribePage(lang, state, c.req.path + new URL(c.req.url).search, game));
  }

  app.get("/api/unsubscribe", async (c) => {
    const grant = await unsubscribeGrant(c);
    return unsubscribeAnswer(c, grant.user.lang, { step: "ask" }, grant.game);
  });

  app.post("/api/unsubscribe", async (c) => {
    const grant = await unsubscribeGrant(c);
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    if (form["List-Unsubscribe"] === "One-Click") {
      await users.update(grant.user.id, { turnEmails: false });
      return c.json({ unsubscribed: true });
    }
    const stop = form.stop === "game" || form.stop === "all" ? form.stop : null;
    const resume = form.resume === "game" || form.resume === "all" ? form.resume : null;
    const scope = stop ?? resume;
    if (!scope || (scope === "game" && !grant.game)) {
      throw new DomainError(
        "invalid",
        "bad-unsubscribe-choice",
        'Say what to stop or resume: "game" (the game the email was about) or "all".',
      );
    }
    if (scope === "game") await gameStore.setMuted(grant.user.id, grant.game!.id, stop !== null);
    else await users.update(grant.user.id, { turnEmails: stop === null });
    return unsubscribeAnswer(c, grant.user.lang, stop ? { step: "stopped", scope } : { step: "resumed", scope }, grant.game);
  });

  return app;
}
