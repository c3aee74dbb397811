// The HTTP API: Hono routes that adapt requests to the domain services. Runs the same on Lambda, on the
// local stack and in tests.
import { createPublicKey } from "node:crypto";
import { Hono, type Context } from "hono";
import { getCookie, setCookie, deleteCookie } from "hono/cookie";
import { secureHeaders } from "hono/secure-headers";
import { bodyLimit } from "hono/body-limit";
import type { DynamoDBClient } from "@aws-sdk/client-dynamodb";
import * as z from "zod";
import { lazily } from "../../shared/engine/lazy";
import { appOrigin, type Config } from "../config";
import type { Mailer } from "../mail/mailer";
import { GameStore } from "../store/games";
import { tableAnswers } from "../store/table";
import { DEFAULT_REMINDERS, UserStore, type Lang, type User } from "../store/users";
import { AuthService, SIGN_IN_COOKIE, checkVacations, emailBody, guestBody, isSignInNonce, profileBody, safeNext, vacationBody } from "../service/auth";
import { callUrlProblem, refuseUncallable } from "../notifier/outbound";
import { HttpError, errorAnswer } from "../service/errors";
import { GameService, createGameBody, definitionOf, moveBody } from "../service/games";
import { shellCatalog } from "../../shared/i18n/catalogs";
import { translator } from "../../shared/i18n/index";
import { MAX_BODY_BYTES, checkBody, parseJson, tooLarge } from "../service/json-body";
import { SESSION_COOKIE, SESSION_DAYS, Tokens, callerPrincipal, principalToAct, type Principal } from "../service/tokens";
import { gamePage, inviteUrl, moveAnswer } from "../service/game-page";
import { games } from "../../shared/games/index";
import { registerPreviewRoutes } from "./previews";
import { unsubscribePage, type NamedGame, type UnsubscribeState } from "./unsubscribe-page";
import { SIGN_IN_PAGE_POLICY, signInConfirmationPage } from "./sign-in-page";
import { randomToken } from "../store/ids";
import { DEFAULT_RATE_LIMITS, HourlyLimiter, MoveLimiter, TOO_MANY_WRITES, TokenBuckets, clientAddress, mailboxKey, type RateLimits } from "./rate-limit";
import { cancelGame, exportGame } from "../service/records";
import { registerSocialRoutes } from "../social/routes";

export interface AppDeps {
  config: Config;
  dynamo: DynamoDBClient;
  mailer: Mailer;
  now?: () => Date;
  /** Rate limits (defaults in rate-limit.ts); tests set small ones. */
  limits?: Partial<RateLimits>;
  /** The process's move limiter, when its live channel takes moves too (by default one from `limits`). */
  moveLimiter?: MoveLimiter;
}

const pushSubscriptionBody = lazily(() =>
  z.object({
    endpoint: z
      .url({ protocol: /^https$/ })
      .max(1000)
      .superRefine(refuseUncallable("A push endpoint")),
    expirationTime: z.number().nullable().optional(),
    keys: z.strictObject({
      p256dh: z.string().max(100).refine(isP256Point, "the browser's public key: a P-256 point, 65 bytes in base64url"),
      auth: z.string().max(30).refine((auth) => base64UrlBytes(auth)?.length === 16, "the browser's secret: 16 bytes in base64url"),
    }),
  }),
);

/** The bytes of base64url text, or null when it is not base64url. */
function base64UrlBytes(text: string): Buffer | null {
  return /^[A-Za-z0-9_-]*$/.test(text) ? Buffer.from(text, "base64url") : null;
}

/**
 * Whether `key` is a browser's push key as RFC 8291 has it: an uncompressed P-256 point (0x04, x, y)
 * that lies on the curve. A bad one saved would make every notice to its user fail.
 */
function isP256Point(key: string): boolean {
  const point = base64UrlBytes(key);
  if (point?.length !== 65 || point[0] !== 0x04) return false;
  try {
    createPublicKey({ key: { kty: "EC", crv: "P-256", x: point.subarray(1, 33).toString("base64url"), y: point.subarray(33).toString("base64url") }, format: "jwk" });
    return true;
  } catch {
    return false;
  }
}

type Env = { Variables: { principal: Principal | null } };

export function createApp(deps: AppDeps) {
  const now = deps.now ?? (() => new Date());
  const tokens = new Tokens(deps.config.sessionSecret, now, deps.config.sessionSecretsToVerify);
  const users = new UserStore(deps.dynamo, deps.config.tableName);
  const gameStore = new GameStore(deps.dynamo, deps.config.tableName);
  const auth = new AuthService(users, gameStore, deps.mailer, deps.config, now);
  const service = new GameService(gameStore, now, deps.config.dayMs);
  const origin = appOrigin(deps.config);
  const limits = { ...DEFAULT_RATE_LIMITS, ...deps.limits };
  const moveLimiter = deps.moveLimiter ?? new MoveLimiter(limits.moveBurst, limits.movesPerSecond);
  const hourly = new HourlyLimiter(deps.dynamo, deps.config.tableName);
  const userWrites = new TokenBuckets(limits.writeBurst, limits.writesPerSecond, TOO_MANY_WRITES);
  const clientWrites = new TokenBuckets(limits.clientWriteBurst, limits.clientWritesPerSecond, TOO_MANY_WRITES);
  const clientOf = (c: Context) => clientAddress(c, deps.config.originSecret);

  const app = new Hono<Env>();
  registerPreviewRoutes(app, { store: gameStore, appUrl: deps.config.appUrl }); // first: sessionless, own headers

  app.use(secureHeaders({ crossOriginResourcePolicy: "same-origin" }));

  // Cross-site requests: a browser always sends Origin on a cross-origin POST; ours must match. The
  // one-click unsubscribe is exempt: mail providers post it, and its token is its only authority.
  app.use(async (c, next) => {
    if (c.req.method !== "GET" && c.req.method !== "HEAD" && c.req.path !== "/api/unsubscribe") {
      const from = c.req.header("origin");
      // Browsers that send no Origin still say where a request comes from in Sec-Fetch-Site.
      const crossSite = c.req.header("sec-fetch-site") === "cross-site";
      if ((from && from !== origin) || crossSite) throw new HttpError(403, "bad-origin", "Requests must come from Turnpost's own pages.");
    }
    await next();
  });

  // A body is read only up to the limit: a huge one is refused without being held in memory.
  app.use(bodyLimit({ maxSize: MAX_BODY_BYTES, onError: () => { throw tooLarge(); } }));

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
    if (c.req.method !== "GET" && c.req.method !== "HEAD" && !path.startsWith("/api/auth/") && !path.endsWith("/moves") && path !== "/api/unsubscribe") {
      const principal = c.get("principal");
      if (principal) userWrites.take(principal.userId, now());
      const client = clientOf(c);
      if (client) clientWrites.take(client, now());
    }
    await next();
  });

  async function readBody<T extends z.ZodType>(c: Context<Env>, schema: T): Promise<z.infer<T>> {
    const type = c.req.header("content-type") ?? "";
    if (!/^application\/json\b/i.test(type)) {
      throw new HttpError(415, "not-json", "Send the request body as JSON (Content-Type: application/json).");
    }
    return checkBody(parseJson(await c.req.text()), schema);
  }

  function langOf(c: Context<Env>, user?: User | null): Lang {
    if (user) return user.lang;
    return /^fr\b/i.test(c.req.header("accept-language") ?? "") ? "fr" : "en";
  }

  async function setSession(c: Context<Env>, user: User) {
    setCookie(c, SESSION_COOKIE, await tokens.session(user.id), {
      httpOnly: true,
      secure: true,
      sameSite: "Lax",
      path: "/",
      maxAge: SESSION_DAYS * 86_400,
    });
  }

  async function currentUser(c: Context<Env>): Promise<User | null> {
    const principal = c.get("principal");
    return principal ? users.get(principal.userId) : null;
  }

  async function requireUser(c: Context<Env>): Promise<User> {
    const principal = c.get("principal");
    if (principal?.seatGrant) throw new HttpError(403, "seat-link-only", "A seat link only plays its own seat: sign in or continue as a guest.");
    const user = await currentUser(c);
    if (!user) throw new HttpError(401, "not-signed-in", "Sign in, or continue as a guest, first.");
    return user;
  }

  function requirePrincipal(c: Context<Env>): Principal {
    return principalToAct(c.get("principal"));
  }

  async function seatLinkFor(userId: string, gameId: string, seat: number): Promise<string> {
    const token = await tokens.seatLink(userId, { gameId, seat });
    return new URL(`/play/${gameId}#seat=${token}`, deps.config.appUrl).toString();
  }

  function versionParam(value: string | undefined, name: string): number {
    const n = Number(value ?? "0");
    if (!Number.isSafeInteger(n) || n < 0) throw new HttpError(400, "bad-request", `${name} must be a whole number from 0.`);
    return n;
  }

  // --- auth
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

  app.post("/api/auth/email", async (c) => {
    const body = await readBody(c, emailBody());
    const client = clientOf(c);
    if (client) {
      await hourly.take(`sign-in-client#${client}`, limits.signInsPerClient, now(), {
        code: "too-many-sign-ins", message: "Too many sign-in emails were asked for from your network: try again later." });
    }
    await hourly.take(`sign-in-mailbox#${mailboxKey(body.email)}`, limits.signInsPerAddress, now(), {
      code: "too-many-sign-ins", message: "Several sign-in links were already sent to this address: use the latest one, or try again later." });
    await auth.requestSignIn(body.email, body.next, langOf(c, await currentUser(c)), signInNonce(c), body.timeZone);
    return c.json({ sent: true }, 202);
  });

  function linkToken(token: unknown): string {
    if (typeof token !== "string" || !token || token.length > 200) throw new HttpError(400, "bad-request", "This sign-in link is incomplete: ask for a new one.");
    return token;
  }

  /** Uses the link up and signs this browser in (a guest keeps its games, under the address's account if it has one). */
  async function completeSignIn(c: Context<Env>, token: string) {
    const { user, next } = await auth.verify(token, await currentUser(c), langOf(c));
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
    const form = await c.req.parseBody();
    const token = linkToken(form.token);
    const confirmation = typeof form.confirmation === "string" ? form.confirmation : "";
    if (!auth.confirms(token, getCookie(c, SIGN_IN_COOKIE), confirmation)) {
      throw new HttpError(403, "bad-confirmation", "This confirmation was not made on this browser's sign-in page: open the link again.");
    }
    return completeSignIn(c, token);
  });

  app.post("/api/auth/guest", async (c) => {
    const body = await readBody(c, guestBody());
    const client = clientOf(c);
    if (client) {
      await hourly.take(`guest-client#${client}`, limits.guestsPerClient, now(), {
        code: "too-many-guests", message: "Too many guest accounts were made from your network this hour: sign in by email, or try again later." });
    }
    const user = await auth.createGuest(body.name, langOf(c), body.timeZone);
    await setSession(c, user);
    return c.json({ user: publicUser(user) });
  });

  app.post("/api/auth/logout", (c) => {
    deleteCookie(c, SESSION_COOKIE, { path: "/", secure: true });
    return c.body(null, 204);
  });

  app.get("/api/me", async (c) => c.json({ user: publicUser(await requireUser(c)) }));

  app.patch("/api/me", async (c) => {
    const user = await requireUser(c);
    const body = await readBody(c, profileBody());
    const updated = await users.update(user.id, body);
    if (!updated) throw new HttpError(401, "not-signed-in", "Your account no longer exists: sign in again.");
    return c.json({ user: publicUser(updated) });
  });

  app.put("/api/me/vacations", async (c) => {
    const user = await requireUser(c);
    const { vacations } = await readBody(c, vacationBody());
    checkVacations(vacations, now());
    return c.json({ user: publicUser((await users.update(user.id, { vacations }))!) });
  });

  // Web push: the public key the browser subscribes with, and the subscriptions themselves.
  app.get("/api/push/key", (c) => {
    if (!deps.config.vapid) throw new HttpError(404, "push-off", "Push notifications are not set up on this server.");
    return c.json({ publicKey: deps.config.vapid.publicKey });
  });

  app.post("/api/me/push", async (c) => {
    const user = await requireUser(c);
    const subscription = await readBody(c, pushSubscriptionBody());
    await users.addPushSubscription(user.id, { endpoint: subscription.endpoint, keys: subscription.keys });
    return c.json({ subscribed: true }, 201);
  });

  app.post("/api/me/push/remove", async (c) => {
    const user = await requireUser(c);
    const { endpoint } = await readBody(c, z.strictObject({ endpoint: z.url().max(1000) }));
    await users.removePushSubscription(user.id, endpoint);
    return c.body(null, 204);
  });

  app.get("/api/me/games", async (c) => {
    const user = await requireUser(c);
    return c.json({ games: await service.listForUser(user.id) });
  });

  // --- games
  app.get("/api/games/catalog", (c) =>
    c.json({ games: Object.values(games).map((g) => ({ id: g.id, name: g.name, minPlayers: g.minPlayers, maxPlayers: g.maxPlayers })) }),
  );

  app.post("/api/games", async (c) => {
    const user = await requireUser(c);
    const body = await readBody(c, createGameBody());
    const tooMany = { code: "too-many-games", message: "Too many games were created this hour: play the ones you have, or try again later." };
    const client = clientOf(c);
    if (client) await hourly.take(`games-client#${client}`, limits.gamesPerClient, now(), tooMany);
    await hourly.take(`games-user#${user.id}`, limits.gamesPerUser, now(), tooMany);
    const game = await service.create(user, body);
    return c.json(
      { ...service.summary(game, 0), inviteUrl: inviteUrl(deps.config.appUrl, game.id), seatLink: await seatLinkFor(user.id, game.id, 0) },
      201,
    );
  });

  app.post("/api/games/:id/join", async (c) => {
    const user = await requireUser(c);
    const { game, seat } = await service.join(user, c.req.param("id"));
    return c.json({ ...service.summary(game, seat), seatLink: await seatLinkFor(user.id, game.id, seat) });
  });

  app.get("/api/games/:id", async (c) => {
    const { game, seat } = await service.loadReadable(c.req.param("id"), c.get("principal"));
    const page = gamePage(service, deps.config.appUrl, game, seat);
    c.header("ETag", page.etag);
    c.header("Cache-Control", "private, no-cache");
    if (c.req.header("if-none-match") === page.etag) return c.body(null, 304);
    return c.json(page.detail());
  });

  app.post("/api/games/:id/moves", async (c) => {
    const principal = requirePrincipal(c);
    moveLimiter.take(principal.userId, now());
    const body = await readBody(c, moveBody());
    const answer = moveAnswer(service, await service.move(principal, c.req.param("id"), body));
    c.header("ETag", answer.etag);
    return c.json(answer.body);
  });

  // The game's record as JSON: the caller's events while it is played, everything once it is over.
  app.get("/api/games/:id/export", async (c) => {
    const { game, seat } = await service.loadReadable(c.req.param("id"), c.get("principal"));
    const record = await exportGame(service, gameStore, game, seat);
    c.header("Content-Disposition", `attachment; filename="turnpost-${game.game}-${game.id}.json"`);
    c.header("Cache-Control", "private, no-cache");
    return c.json(record);
  });

  app.post("/api/games/:id/cancel", async (c) => {
    const user = await requireUser(c);
    await cancelGame(gameStore, await service.load(c.req.param("id")), user.id);
    return c.json({ cancelled: true });
  });

  // "New since your last visit": the page reports the version it shows and gets the one seen before.
  app.post("/api/games/:id/visit", async (c) => {
    const user = await requireUser(c);
    const { game, seat } = await service.loadReadable(c.req.param("id"), c.get("principal"));
    if (seat === null) throw new HttpError(403, "not-your-seat", "Only the game's players have visits kept.");
    const { version } = await readBody(c, z.strictObject({ version: z.number().int().min(0).max(game.version, `the game is at version ${game.version}`) }));
    return c.json({ previous: await gameStore.visit(user.id, game.id, version) });
  });

  app.put("/api/games/:id/mute", async (c) => {
    const user = await requireUser(c);
    const { game, seat } = await service.loadReadable(c.req.param("id"), c.get("principal"));
    if (seat === null) throw new HttpError(403, "not-your-seat", "Only the game's players can mute it.");
    const { muted } = await readBody(c, z.strictObject({ muted: z.boolean() }));
    await gameStore.setMuted(user.id, game.id, muted);
    return c.json({ muted });
  });

  app.put("/api/games/:id/webhook", async (c) => {
    const principal = requirePrincipal(c);
    const { url } = await readBody(c, z.strictObject({ url: z.string().max(500).nullable() }));
    const problem = url === null ? null : callUrlProblem(url, "A webhook URL");
    if (problem) throw new HttpError(400, "bad-webhook", problem);
    const game = await service.setChatWebhook(principal, c.req.param("id"), url);
    return c.json({ chatWebhook: game.chatWebhook });
  });

  app.get("/api/games/:id/events", async (c) => {
    const { game, seat } = await service.loadReadable(c.req.param("id"), c.get("principal"));
    const after = versionParam(c.req.query("after"), "after");
    return c.json(await service.events(game, seat, after, 200));
  });

  app.get("/api/games/:id/history/:version", async (c) => {
    const { game, seat } = await service.loadReadable(c.req.param("id"), c.get("principal"));
    const version = versionParam(c.req.param("version"), "version");
    return c.json({ version, view: await service.history(game, seat, version) });
  });

  registerSocialRoutes(app, {
    readBody,
    requireUser,
    requirePrincipal,
    limit: (userId) => moveLimiter.take(userId, now()),
    seatLinkFor,
    service,
    store: gameStore,
    users,
    now,
  });

  // The unsubscribe link of game emails. A GET (the link in the body, or any scanner) only shows the
  // page that asks; a POST of RFC 8058's one-click body (mail clients' button, from the header) stops
  // every game email; the page's own forms stop or resume this game's or every game's.
  async function unsubscribeGrant(c: Context<Env>) {
    const grant = await tokens.unsubscribeGrant(c.req.query("token") ?? "");
    const user = grant ? await users.get(grant.userId) : null;
    if (!grant || !user) throw new HttpError(400, "bad-unsubscribe-link", "This unsubscribe link is not valid: change your email settings from your profile.");
    const game = grant.gameId ? await gameStore.get(grant.gameId) : null;
    const seat = game ? game.players.findIndex((p) => p.userId === user.id) : -1;
    const t = translator(user.lang, shellCatalog);
    const named = game && seat !== -1
      ? { id: game.id, name: definitionOf(game.game).name, opponents: game.players.flatMap((p, i) => (i === seat ? [] : [p.name ?? t("player.default", { n: i + 1 })])) }
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
      throw new HttpError(400, "bad-unsubscribe-choice", 'Say what to stop or resume: "game" (the game the email was about) or "all".');
    }
    if (scope === "game") await gameStore.setMuted(grant.user.id, grant.game!.id, stop !== null);
    else await users.update(grant.user.id, { turnEmails: stop === null });
    return unsubscribeAnswer(c, grant.user.lang, stop ? { step: "stopped", scope } : { step: "resumed", scope }, grant.game);
  });

  app.get("/api/health", async (c) => {
    if (await tableAnswers(deps.dynamo, deps.config.tableName)) return c.json({ ok: true });
    return c.json({ ok: false, error: { code: "store-unavailable", message: "DynamoDB does not answer." } }, 503);
  });

  app.notFound((c) => c.json({ error: { code: "not-found", message: `Nothing at ${c.req.method} ${c.req.path}.` } }, 404));

  app.onError((error, c) => {
    const answer = errorAnswer(error);
    if (answer.retryAfter !== undefined) c.header("Retry-After", String(answer.retryAfter));
    return c.json(answer.body, answer.status);
  });

  return app;
}

function publicUser(user: User) {
  return { id: user.id, name: user.name, email: user.email, guest: user.guest, lang: user.lang, timeZone: user.timeZone,
    turnEmails: user.turnEmails, digest: user.digest, quietHours: user.quietHours, webhookUrl: user.webhookUrl, vacations: user.vacations,
    autoPlayForced: user.autoPlayForced ?? false, reminders: user.reminders ?? DEFAULT_REMINDERS };
}
