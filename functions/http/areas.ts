// The API's areas beyond a game's own routes: the link previews, signing in, the player's settings and
// calendar, playing together, queued moves, clocks, unsubscribing, moves from a mail, tournaments, friends,
// substitutes, moderation. The app builds them with the first request to one of them and hands such
// requests on (./app.ts), so a cold start that answers a move compiles and runs none of their modules.
import { Hono } from "hono";
import { TrieRouter } from "hono/router/trie-router";
import { accountRoutes } from "./account";
import { authRoutes } from "./auth";
import { blockRoutes } from "./blocks";
import { calendarRoutes } from "./calendar";
import { clockRoutes } from "./clocks";
import { callerHandedOn, type AreaDeps, type Env, type RequestKit } from "./context";
import { friendRoutes } from "./friends";
import { emailConfirmRoutes } from "./email-confirm";
import { mailPlayRoutes } from "./mail-play";
import { meRoutes } from "./me";
import { moderationRoutes } from "./moderation";
import { previewRoutes } from "./previews";
import { queueRoutes } from "./queue";
import { socialRoutes } from "./social";
import { substituteRoutes } from "./substitutes";
import { tournamentRoutes } from "./tournaments";
import { unsubscribeRoutes } from "./unsubscribe";

export interface Areas {
  /** The link previews: sessionless, with headers of their own, answered ahead of the API's middleware. */
  previews: Hono<Env>;
  /** Every other route, after the API's middleware, which hands on who calls. */
  others: Hono<Env>;
}

export function areas(deps: AreaDeps, kit: RequestKit): Areas {
  // The trie router, as the app's own (./app.ts): the previews' paths are patterns RegExpRouter gives up on.
  const previews = new Hono<Env>({ router: new TrieRouter() });
  previews.route("/", previewRoutes({ store: deps.games, tournaments: deps.tournaments, appUrl: deps.config.appUrl }));
  const others = new Hono<Env>({ router: new TrieRouter() });
  others.use(callerHandedOn);
  others.route("/", authRoutes(deps, kit));
  others.route("/", meRoutes(deps, kit));
  others.route("/", emailConfirmRoutes(deps, kit));
  others.route("/", accountRoutes(deps, kit));
  others.route("/", calendarRoutes(deps, kit));
  others.route("/", socialRoutes(deps, kit));
  others.route("/", blockRoutes(deps, kit));
  others.route("/", queueRoutes(deps, kit));
  others.route("/", clockRoutes(deps));
  others.route("/", unsubscribeRoutes(deps));
  others.route("/", mailPlayRoutes(deps));
  others.route("/", tournamentRoutes(deps, kit));
  others.route("/", friendRoutes(deps.friends, kit));
  others.route("/", substituteRoutes(deps, kit));
  others.route("/", moderationRoutes(deps, kit));
  for (const app of [previews, others]) {
    app.notFound(kit.answerNotFound);
    app.onError(kit.answerError);
  }
  return { previews, others };
}
