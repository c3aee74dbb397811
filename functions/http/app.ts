// The HTTP API: the middleware every request goes through, a game's own routes, the other areas
// (./areas.ts) handed on once loaded, and the one error answer (./context.ts, ./errors.ts). Runs the
// same on Lambda, on the local stack and in tests.
import { Hono, type Context } from "hono";
import { TrieRouter } from "hono/router/trie-router";
import { getCookie } from "hono/cookie";
import { secureHeaders } from "hono/secure-headers";
import { bodyLimit } from "hono/body-limit";
import { lazily } from "../../shared/engine/lazy";
import { appOrigin } from "../config";
import { DomainError } from "../record/errors";
import { MAX_BODY_BYTES, tooLarge } from "./json-body";
import { TOO_MANY_WRITES, TokenBuckets } from "./rate-limit";
import { SESSION_COOKIE, callerPrincipal, type Principal } from "../service/tokens";
import { handedOn, requestKit, takesOf, type AppDeps, type Env, type RequestKit, type Takes } from "./context";
import type { Areas } from "./areas";
import { gameRoutes } from "./games";
import { compressJson } from "./compress-json";
import { PREVIEW_PATHS } from "./preview-paths";
import { acceptedCorrelationId } from "../net/observe";

/**
 * The API. `loadAreas` builds its areas beyond a game's own routes (./areas.ts), asked once, at the first
 * request to one of them: a cold start that answers a move loads none of their modules.
 */
export function createApp(deps: AppDeps, loadAreas: (kit: RequestKit) => Promise<Areas>) {
  const { now, tokens } = deps;
  const kit = requestKit(deps);
  const { limits, clientOf } = kit;
  const origin = appOrigin(deps.config);
  const userWrites = new TokenBuckets(limits.writeBurst, limits.writesPerSecond, TOO_MANY_WRITES);
  const clientWrites = new TokenBuckets(limits.clientWriteBurst, limits.clientWritesPerSecond, TOO_MANY_WRITES);
  const areas = lazily(() => loadAreas(kit));
  /** Hands the request on to an area's app, as it stands after the middleware before this handler, with who calls. */
  const handOn = (area: (loaded: Areas) => Hono<Env>) => async (c: Context<Env>) => area(await areas()).fetch(c.req.raw, handedOn(c));

  // The trie router outright: Hono's default first builds a RegExpRouter at the first request, which gives
  // up on the link previews' `/og/:id/:file{…}` and falls back to this one: about 3 ms of a cold start.
  const app = new Hono<Env>({ router: new TrieRouter() });
  // First, ahead of the middleware: the link previews never read a session and set headers of their own.
  app.on(
    "GET",
    Object.values(PREVIEW_PATHS),
    handOn((loaded) => loaded.previews),
  );

  // The request's id, from the client (bounded and plain) or the platform (API Gateway's request id):
  // logged with what the request did, written with a move, answered in a header.
  app.use(async (c, next) => {
    const correlationId = acceptedCorrelationId(c.req.header(CORRELATION_HEADER)) ?? platformRequestId(c) ?? crypto.randomUUID();
    c.set("correlationId", correlationId);
    c.header(CORRELATION_HEADER, correlationId);
    await next();
  });

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

  app.route("/", gameRoutes(deps, kit));

  app.get("/api/health", async (c) => {
    if (await deps.tableAnswers()) return c.json({ ok: true });
    return c.json({ ok: false, error: { code: "store-unavailable", message: "DynamoDB does not answer." } }, 503);
  });

  // What no route above (nor one a process adds, as the local stack's /live) answers: the other areas,
  // whose own "not found" answers what none of them has either.
  app.notFound(handOn((loaded) => loaded.others));
  app.onError(kit.answerError);

  /**
   * Every method and path the app serves, its areas' too (built for it): what docs/reliability.md's table
   * of abuse cases must cover (test/reliability/routes.test.ts). Middleware, registered for every method
   * ("ALL"), is no route.
   */
  const servedRoutes = async (): Promise<ServedRoute[]> => {
    const loaded = await areas();
    const byRoute = new Map<string, ServedRoute>();
    for (const { method, path, handler } of [app, loaded.previews, loaded.others].flatMap((served) => served.routes)) {
      const key = `${method} ${path}`;
      // The app's own entry of a preview hands the request on; the previews' entry is the route itself.
      if (method !== "ALL") byRoute.set(key, { method, path, takes: { ...byRoute.get(key)?.takes, ...takesOf(handler) } });
    }
    return [...byRoute.values()];
  };
  return Object.assign(app, { servedRoutes });
}

const CORRELATION_HEADER = "x-correlation-id";

/** API Gateway's id of the request, where the Lambda adapter hands its event on (hono/aws-lambda's `c.env.event`). */
function platformRequestId(c: Context<Env>): string | null {
  const id = (c.env as { event?: { requestContext?: { requestId?: unknown } } } | undefined)?.event?.requestContext?.requestId;
  return typeof id === "string" ? acceptedCorrelationId(id) : null;
}

export interface ServedRoute {
  method: string;
  path: string;
  /** The schemas of the body and query it reads, where it reads them through withBody or withQuery (./context.ts). */
  takes: Takes;
}
