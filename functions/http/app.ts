// The HTTP API: the middleware every request goes through, each area's routes mounted with route(),
// and the one error answer (./errors.ts). Runs the same on Lambda, on the local stack and in tests.
import { Hono, type Context } from "hono";
import { TrieRouter } from "hono/router/trie-router";
import { getCookie } from "hono/cookie";
import { secureHeaders } from "hono/secure-headers";
import { bodyLimit } from "hono/body-limit";
import { appOrigin } from "../config";
import { DomainError } from "../record/errors";
import { errorAnswer, isPhrased } from "./errors";
import { MAX_BODY_BYTES, tooLarge } from "./json-body";
import { SESSION_COOKIE, callerPrincipal, type Principal } from "../service/tokens";
import { previewRoutes } from "./previews";
import { TOO_MANY_WRITES, TokenBuckets } from "./rate-limit";
import { requestKit, type AppDeps, type Env } from "./context";
import { authRoutes } from "./auth";
import { meRoutes } from "./me";
import { calendarRoutes } from "./calendar";
import { gameRoutes } from "./games";
import { socialRoutes } from "./social";
import { queueRoutes } from "./queue";
import { unsubscribeRoutes } from "./unsubscribe";
import { tournamentRoutes } from "./tournaments";
import { clockRoutes } from "./clocks";
import { mailPlayRoutes } from "./mail-play";
import { compressJson } from "./compress-json";

export function createApp(deps: AppDeps) {
  const { now, tokens } = deps;
  const kit = requestKit(deps);
  const { limits, clientOf } = kit;
  const origin = appOrigin(deps.config);
  const userWrites = new TokenBuckets(limits.writeBurst, limits.writesPerSecond, TOO_MANY_WRITES);
  const clientWrites = new TokenBuckets(limits.clientWriteBurst, limits.clientWritesPerSecond, TOO_MANY_WRITES);

  // The trie router outright: Hono's default first builds a RegExpRouter at the first request, which gives
  // up on the link previews' `/og/:id/:file{…}` and falls back to this one: about 3 ms of a cold start.
  const app = new Hono<Env>({ router: new TrieRouter() });
  app.route("/", previewRoutes({ store: deps.games, tournaments: deps.tournaments, appUrl: deps.config.appUrl })); // first: sessionless, own headers

  app.use(secureHeaders({ crossOriginResourcePolicy: "same-origin" }));
  app.use("/api/*", compressJson);

  // Cross-site requests: a browser always sends Origin on a cross-origin POST; ours must match. The
  // one-click unsubscribe is exempt: mail providers post it, and its token is its only authority.
  app.use(async (c, next) => {
    if (c.req.method !== "GET" && c.req.method !== "HEAD" && c.req.path !== "/api/unsubscribe") {
      const from = c.req.header("origin");
      // Browsers that send no Origin still say where a request comes from in Sec-Fetch-Site.
      const crossSite = c.req.header("sec-fetch-site") === "cross-site";
      if ((from && from !== origin) || crossSite)
        throw new DomainError("forbidden", "bad-origin", "Requests must come from Turnpost's own pages.");
    }
    await next();
  });

  // A body is read only up to the limit: a huge one is refused without being held in memory.
  app.use(
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: () => {
        throw tooLarge();
      },
    }),
  );

  app.use(async (c, next) => {
    c.set("principal", await principalOf(c));
    await next();
  });

  function principalOf(c: Context<Env>): Promise<Principal | null> {
    const authorization = c.req.header("authorization");
    // A malformed Authorization header is a bad seat link, not an absent one.
    const seatToken = authorization ? (/^Bearer\s+(\S+)$/i.exec(authorization)?.[1] ?? "") : undefined;
    return callerPrincipal(tokens, seatToken, getCookie(c, SESSION_COOKIE));
  }

  // Writes other than moves (their own limiter) and the sign-in routes (counted per hour below), per
  // user and per client address: one script looping on PUT /webhook made 417 game writes in 5 s.
  app.use("/api/*", async (c, next) => {
    const path = c.req.path;
    if (
      c.req.method !== "GET" &&
      c.req.method !== "HEAD" &&
      !path.startsWith("/api/auth/") &&
      !path.endsWith("/moves") &&
      path !== "/api/unsubscribe"
    ) {
      const principal = c.get("principal");
      if (principal) userWrites.take(principal.userId, now());
      const client = await clientOf(c);
      if (client) clientWrites.take(client, now());
    }
    await next();
  });

  app.route("/", authRoutes(deps, kit));
  app.route("/", meRoutes(deps, kit));
  app.route("/", calendarRoutes(deps, kit));
  app.route("/", gameRoutes(deps, kit));
  app.route("/", socialRoutes(deps, kit));
  app.route("/", queueRoutes(deps, kit));
  app.route("/", clockRoutes(deps));
  app.route("/", unsubscribeRoutes(deps));
  app.route("/", mailPlayRoutes(deps));
  app.route("/", tournamentRoutes(deps, kit));

  app.get("/api/health", async (c) => {
    if (await deps.tableAnswers()) return c.json({ ok: true });
    return c.json({ ok: false, error: { code: "store-unavailable", message: "DynamoDB does not answer." } }, 503);
  });

  app.notFound((c) => c.json({ error: { code: "not-found", message: `Nothing at ${c.req.method} ${c.req.path}.` } }, 404));

  app.onError(async (error, c) => {
    // A refused move reads in the caller's language: their saved one, else their browser's.
    const reader = isPhrased(error) ? await kit.currentUser(c).catch(() => null) : null;
    const answer = await errorAnswer(error, kit.langOf(c, reader));
    if (answer.retryAfter !== undefined) c.header("Retry-After", String(answer.retryAfter));
    return c.json(answer.body, answer.status);
  });

  return app;
}
