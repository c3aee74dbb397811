// What every area of the API is built with: its deps (functions/compose), the Hono env, the request helpers.
import type { Context, ErrorHandler, MiddlewareHandler, NotFoundHandler } from "hono";
import { setCookie } from "hono/cookie";
import type * as z from "../../shared/zod";
import type { Config } from "../config";
import type { Mailer, SuppressionList } from "../mail/mailer";
import type { GameStore } from "../store/games";
import type { ChatStore } from "../store/chat";
import type { RatingStore } from "../store/ratings";
import type { Lang, User, UserStore } from "../store/users";
import type { AuthService } from "../service/auth";
import type { AccountDeletion } from "../service/account-deletion";
import type { CalendarService } from "../service/calendar";
import { DomainError } from "../record/errors";
import type { GameService } from "../service/games";
import type { QueueService } from "../service/queue";
import type { QueueStore } from "../store/queues";
import { checkBody, parseJson } from "./json-body";
import { SESSION_COOKIE, SESSION_DAYS, type Tokens, principalToAct, type Principal } from "../service/tokens";
import { errorAnswer, isPhrased } from "./errors";
import { DEFAULT_RATE_LIMITS, MoveLimiter, clientAddress, type RateLimits } from "./rate-limit";
import type { HourlyLimiter } from "../store/hourly-limiter";
import type { NoticeStore } from "../store/notices";
import type { LeagueService } from "../service/leagues";
import type { TournamentService } from "../service/tournaments";
import type { FriendService } from "../service/friends";
import type { RhythmStore } from "../store/rhythm";
import type { BlockStore } from "../store/blocks";
import type { SubstituteService } from "../service/substitutes";
import { refuseRestricted } from "../record/restriction";
import type { ModerationService } from "../service/moderation";

export type Env = {
  Variables: {
    principal: Principal | null;
    /** The request's id in the logs, carried with a move to its notices (./app.ts). */
    correlationId: string;
  };
};

export interface AppOptions {
  mailer: Mailer;
  /** The mail transport's list of refused addresses, where it keeps one (SES in the cloud). */
  suppressions?: SuppressionList;
  /** Rate limits (defaults in rate-limit.ts); tests set small ones. */
  limits?: Partial<RateLimits>;
  /** The process's move limiter, when its live channel takes moves too (by default one from `limits`). */
  moveLimiter?: MoveLimiter;
}

/**
 * What the API is built from before its first request (functions/compose): what a game's own routes
 * use, the hourly limits and the health check.
 */
export interface AppDeps extends AppOptions {
  config: Config;
  now: () => Date;
  games: GameStore;
  users: UserStore;
  hourly: HourlyLimiter;
  /** The notices ledger: a page's visit records that it showed its seat the turn (undo reads it). */
  notices: NoticeStore;
  tokens: Tokens;
  service: GameService;
  /** Who blocked whom: the lobby, the chat and the block routes read it (docs/social.md, "Blocking"). */
  blocks: BlockStore;
  /** Whether the table answers (GET /api/health). */
  tableAnswers(): Promise<boolean>;
}

/**
 * What the API's other areas (./areas.ts) are built from, with the first request to one of them: the
 * stores and services only they use, which a cold start that answers a move need not load.
 */
export interface AreaDeps extends AppDeps {
  chats: ChatStore;
  ratings: RatingStore;
  rhythms: RhythmStore;
  /** Each seat's queued moves (functions/service/queue.ts). */
  queue: QueueService;
  queues: QueueStore;
  tournaments: TournamentService;
  leagues: LeagueService;
  friends: FriendService;
  auth: AuthService;
  calendars: CalendarService;
  /** The seats wanted list, substitutes and the choice at a table of two (functions/service/substitutes.ts). */
  substitutes: SubstituteService;
  /** Deleting accounts (functions/service/account-deletion.ts). */
  deletions: AccountDeletion;
  moderation: ModerationService;
}

/** Where the API's app puts who calls, checked once, in the values it hands an area with a request (./app.ts). */
const CALLER = "turnpostCaller";

/** The values an area's app gets with a request: the platform's own (the Lambda event, the socket), and who calls. */
export const handedOn = (c: Context<Env>): object => ({
  ...(c.env as object | undefined),
  [CALLER]: c.get("principal"),
  [CORRELATION]: c.get("correlationId"),
});

/** Where it puts the request's id, so that an area logs under the same one. */
const CORRELATION = "turnpostCorrelation";

/** Sets who calls in an area's app from what the API's app handed on, without checking the session again. */
export const callerHandedOn: MiddlewareHandler<Env> = async (c, next) => {
  const handed = c.env as { [CALLER]?: Principal | null; [CORRELATION]?: string };
  c.set("principal", handed[CALLER] ?? null);
  c.set("correlationId", handed[CORRELATION] ?? crypto.randomUUID());
  await next();
};

/** A route's context, written apart from its route: a path parameter may be `undefined` to the compiler. */
type RouteContext = Context<Env>;

/** The schemas of what a route reads (withBody, withQuery), built only when asked for. */
export interface Takes {
  body?: () => z.ZodMiniType;
  query?: () => z.ZodMiniType;
}

const TAKES = Symbol("takes");

function taking<H extends (c: RouteContext) => Promise<Response>>(takes: Takes, handler: H): H {
  return Object.assign(handler, { [TAKES]: takes });
}

/** What a route's handler reads, as withBody and withQuery marked it; nothing for any other handler. */
export const takesOf = (handler: unknown): Takes => (handler as { [TAKES]?: Takes })[TAKES] ?? {};

/** The request helpers every area's routes share, built once per app from its deps. */
export function requestKit(deps: AppDeps) {
  const { tokens, users } = deps;
  const limits = { ...DEFAULT_RATE_LIMITS, ...deps.limits };
  const moveLimiter = deps.moveLimiter ?? new MoveLimiter(limits.moveBurst, limits.movesPerSecond);
  const clientOf = (c: Context) => clientAddress(c, deps.config.originSecret);

  async function readBody<T extends z.ZodMiniType>(c: Context<Env>, schema: T): Promise<z.infer<T>> {
    const type = c.req.header("content-type") ?? "";
    if (!/^application\/json\b/i.test(type)) {
      throw new DomainError("unsupported", "not-json", "Send the request body as JSON (Content-Type: application/json).");
    }
    return checkBody(parseJson(await c.req.text()), schema);
  }

  /**
   * A route's handler that reads a JSON body of `schema` when it calls `read` (after its own checks of who
   * calls; `read` may take a narrower schema made from what it has read). The body's only way in: so the
   * schema rides on the handler, and the app's route list says which body every route takes (./app.ts).
   */
  function withBody<T extends z.ZodMiniType>(
    schema: () => T,
    handle: (c: RouteContext, read: (exact?: T) => Promise<z.infer<T>>) => Promise<Response>,
  ) {
    return taking({ body: schema }, (c: RouteContext) => handle(c, (exact) => readBody(c, exact ?? schema())));
  }

  /** A route's handler that reads a query of `schema` when it calls `read`, the schema riding on it as withBody's. */
  function withQuery<T extends z.ZodMiniType>(schema: () => T, handle: (c: RouteContext, read: () => z.infer<T>) => Promise<Response>) {
    return taking({ query: schema }, (c: RouteContext) => handle(c, () => checkBody(c.req.query(), schema())));
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
    if (principal?.seatGrant)
      throw new DomainError("forbidden", "seat-link-only", "A seat link only plays its own seat: sign in or continue as a guest.");
    const user = await currentUser(c);
    if (!user) throw new DomainError("unauthenticated", "not-signed-in", "Sign in, or continue as a guest, first.");
    // A suspended or banned account's sessions stop at once: the user item read here says so.
    refuseRestricted(user, deps.now());
    return user;
  }

  function requirePrincipal(c: Context<Env>): Principal {
    return principalToAct(c.get("principal"));
  }

  async function seatLinkFor(userId: string, gameId: string, seat: number): Promise<string> {
    const token = await tokens.seatLink(userId, { gameId, seat });
    return new URL(`/play/${gameId}#seat=${token}`, deps.config.appUrl).toString();
  }

  /** The one error answer of every app of the API (./errors.ts). */
  const answerError: ErrorHandler<Env> = async (error, c) => {
    // A refused move reads in the caller's language: their saved one, else their browser's.
    const reader = isPhrased(error) ? await currentUser(c).catch(() => null) : null;
    const answer = await errorAnswer(error, langOf(c, reader), c.get("correlationId"));
    if (answer.retryAfter !== undefined) c.header("Retry-After", String(answer.retryAfter));
    return c.json(answer.body, answer.status);
  };

  const answerNotFound: NotFoundHandler = (c) =>
    c.json({ error: { code: "not-found", message: `Nothing at ${c.req.method} ${c.req.path}.` } }, 404);

  function versionParam(value: string | undefined, name: string): number {
    const n = Number(value ?? "0");
    if (!Number.isSafeInteger(n) || n < 0) throw new DomainError("invalid", "bad-request", `${name} must be a whole number from 0.`);
    return n;
  }

  return {
    limits,
    moveLimiter,
    clientOf,
    withBody,
    withQuery,
    langOf,
    setSession,
    currentUser,
    requireUser,
    requirePrincipal,
    seatLinkFor,
    versionParam,
    answerError,
    answerNotFound,
  };
}

export type RequestKit = ReturnType<typeof requestKit>;
