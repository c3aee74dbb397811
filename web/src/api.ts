// The HTTP API (docs/api.md) as typed functions. A game's requests carry its seat token, when this
// browser holds one, as `Authorization: Bearer`; errors become ApiError with the server's code.
import type {
  CalendarFeed,
  CatalogEntry,
  CreatedGame,
  CreateGameRequest,
  ErrorBody,
  EventPage,
  GamePage,
  JoinedGame,
  MoveAnswer,
  MoveRequest,
  MyGame,
  ProfilePatch,
  PublicUser,
  PushSubscriptionBody,
  Vacation,
} from "../../shared/api/index";

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/** The server's error body, `{ error: { code, message, …extra } }`, as an ApiError. */
export function apiError(status: number, body: unknown, fallbackMessage: string): ApiError {
  const { code, message, ...extra } = (body as Partial<ErrorBody> | null)?.error ?? {};
  return new ApiError(status, code ?? `http-${status}`, message ?? fallbackMessage, extra);
}

const seatKey = (gameId: string) => `tp.seat.${gameId}`;

export const seatTokens = {
  get: (gameId: string) => localStorage.getItem(seatKey(gameId)),
  /** Keeps the token of a `/play/<id>#seat=<token>` link. */
  saveFromLink(seatLink: string): void {
    const match = seatLink.match(/\/play\/([^/#?]+)[^#]*#seat=([^&]+)/);
    if (match) localStorage.setItem(seatKey(decodeURIComponent(match[1]!)), decodeURIComponent(match[2]!));
  },
  forget: (gameId: string) => localStorage.removeItem(seatKey(gameId)),
  clearAll(): void {
    for (const key of Object.keys(localStorage)) if (key.startsWith("tp.seat.")) localStorage.removeItem(key);
  },
};

/**
 * A seat link `/play/<id>#seat=<token>` hands this browser a seat: keep the token for that game and
 * take it out of the address bar, so it is not bookmarked or shared by accident.
 */
export function takeSeatTokenFromUrl(): void {
  if (!/[#&]seat=/.test(location.hash)) return;
  seatTokens.saveFromLink(location.pathname + location.hash);
  history.replaceState(null, "", location.pathname + location.search);
}

interface RequestOptions {
  body?: unknown;
  gameId?: string;
  etag?: string;
}

interface Sent {
  /** The seat token it carries, if any. */
  token: string | null;
  response: Promise<Response>;
}

function send(method: string, path: string, options: RequestOptions): Sent {
  const headers: Record<string, string> = { Accept: "application/json" };
  if (options.body !== undefined) headers["Content-Type"] = "application/json";
  if (options.etag) headers["If-None-Match"] = options.etag;
  const token = (options.gameId && seatTokens.get(options.gameId)) || null;
  if (token) headers.Authorization = `Bearer ${token}`;
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  return { token, response: fetch(path, { method, headers, credentials: "same-origin", body }) };
}

/**
 * GETs sent before the app ran (web/src/early.ts), by path: the first `request` of that path takes the
 * answer (the page opened asks it at once). The early script is a bundle of its own (web/build.ts), so
 * the map is kept on the window, where both bundles find the same one.
 */
const sentEarly: Map<string, Sent> = ((globalThis as { turnpostEarly?: Map<string, Sent> }).turnpostEarly ??= new Map());

/** Sends GET `path` now, as `request` would, for the first `request` of it to take. */
function askEarly(path: string, gameId: string): Promise<Response> {
  const sent = send("GET", path, { gameId });
  // Awaited only when the app asks: a failure must not surface as an unhandled rejection meanwhile.
  sent.response.catch(() => undefined);
  sentEarly.set(path, sent);
  return sent.response;
}

/** What `askEarly` sent for this request, once, if it was sent the same way (same seat token, no ETag). */
function takeEarly(method: string, path: string, options: RequestOptions): Sent | undefined {
  const sent = sentEarly.get(path);
  sentEarly.delete(path);
  const token = (options.gameId && seatTokens.get(options.gameId)) || null;
  return method === "GET" && !options.etag && sent?.token === token ? sent : undefined;
}

export async function request<T>(
  method: string,
  path: string,
  options: RequestOptions = {},
): Promise<{ status: number; data: T; etag: string | null }> {
  const sent = takeEarly(method, path, options) ?? send(method, path, options);
  const { token } = sent;
  const retryWithoutToken = async () => {
    // An expired or revoked seat link: forget it and fall back on the session, if there is one.
    seatTokens.forget(options.gameId!);
    return request<T>(method, path, options);
  };
  let response: Response;
  try {
    response = await sent.response;
  } catch {
    throw new ApiError(0, "network", "The server could not be reached.");
  }
  if (response.status === 304) return { status: 304, data: undefined as T, etag: options.etag ?? null };
  const text = await response.text();
  let data: unknown = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    data = null;
  }
  if (!response.ok) {
    const error = apiError(response.status, data, response.statusText);
    if (token && error.code === "bad-seat-link") return retryWithoutToken();
    throw error;
  }
  return { status: response.status, data: data as T, etag: response.headers.get("ETag") };
}

/** This browser's time zone name, UTC when it gives none. */
export const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";

const game = (id: string) => `/api/games/${encodeURIComponent(id)}`;

/**
 * A game page's first data, asked for before the app runs as the page asks it, so with this browser's
 * seat or session: the game, then, once it is readable, its players' rhythms (the forecast beside the
 * players). Answers which game it is (null when refused), read from a copy.
 */
export function askGameEarly(id: string): Promise<string | null> {
  // Copied at once, while the page has not read the body yet (its reading is queued after this one).
  return askEarly(game(id), id).then(
    async (response) => {
      if (!response.ok) return null;
      askEarly(`${game(id)}/rhythms`, id);
      return ((await response.clone().json()) as GamePage).game;
    },
    () => null,
  );
}

export const api = {
  me: async () => (await request<{ user: PublicUser }>("GET", "/api/me")).data.user,
  updateMe: async (patch: ProfilePatch) => (await request<{ user: PublicUser }>("PATCH", "/api/me", { body: patch })).data.user,
  setVacations: async (vacations: Vacation[]) =>
    (await request<{ user: PublicUser }>("PUT", "/api/me/vacations", { body: { vacations } })).data.user,
  calendar: async () => (await request<CalendarFeed>("GET", "/api/me/calendar")).data.url,
  renewCalendar: async () => (await request<CalendarFeed>("POST", "/api/me/calendar", { body: {} })).data.url,
  stopCalendar: () => request("DELETE", "/api/me/calendar"),
  /** Mails a link confirming `email`, or the account's own address again when absent; the address it went to. */
  confirmEmail: async (email?: string) =>
    (await request<{ sentTo: string }>("POST", "/api/me/email", { body: email === undefined ? {} : { email } })).data.sentTo,
  revokeMailLinks: async () => (await request<{ games: number }>("POST", "/api/me/mail-links/revoke", { body: {} })).data.games,
  pushKey: async () => (await request<{ publicKey: string }>("GET", "/api/push/key")).data.publicKey,
  addPush: (subscription: PushSubscriptionBody) => request("POST", "/api/me/push", { body: subscription }),
  removePush: (endpoint: string) => request("POST", "/api/me/push/remove", { body: { endpoint } }),
  // Both send this browser's zone: an account they make starts in it, not in UTC (an existing one keeps its own).
  signInByEmail: (email: string, next: string) => request("POST", "/api/auth/email", { body: { email, next, timeZone: browserZone() } }),
  signInAsGuest: async (name: string) =>
    (await request<{ user: PublicUser }>("POST", "/api/auth/guest", { body: { name, timeZone: browserZone() } })).data.user,
  signOut: () => request("POST", "/api/auth/logout", { body: {} }),
  catalog: async () => (await request<{ games: CatalogEntry[] }>("GET", "/api/games/catalog")).data.games,
  myGames: async () => (await request<{ games: MyGame[] }>("GET", "/api/me/games")).data.games,
  create: async (body: CreateGameRequest) => (await request<CreatedGame>("POST", "/api/games", { body })).data,
  /** Joins with the session (a seat token only plays its own seat, it cannot take another). */
  join: async (id: string) => (await request<JoinedGame>("POST", `${game(id)}/join`, { body: {} })).data,
  /** null when unchanged since `etag`. */
  detail: async (id: string, etag?: string) => {
    const answer = await request<GamePage>("GET", game(id), { gameId: id, etag });
    return answer.status === 304 ? null : { detail: answer.data, etag: answer.etag };
  },
  move: async (id: string, body: MoveRequest) => (await request<MoveAnswer>("POST", `${game(id)}/moves`, { body, gameId: id })).data,
  events: async (id: string, after: number) => (await request<EventPage>("GET", `${game(id)}/events?after=${after}`, { gameId: id })).data,
  history: async (id: string, version: number) =>
    (await request<{ version: number; view: unknown }>("GET", `${game(id)}/history/${version}`, { gameId: id })).data,
  /** Muting is the signed-in player's own choice, so it goes with the session, not a seat link. */
  /** Records that this player sees the game at `version`; answers the version seen at their visit before. */
  visit: async (id: string, version: number) =>
    (await request<{ previous: number | null }>("POST", `${game(id)}/visit`, { body: { version } })).data.previous,
  mute: async (id: string, muted: boolean) =>
    (await request<{ muted: boolean }>("PUT", `${game(id)}/mute`, { body: { muted } })).data.muted,
  setChatWebhook: async (id: string, url: string | null) =>
    (await request<{ chatWebhook: string | null }>("PUT", `${game(id)}/webhook`, { body: { url }, gameId: id })).data.chatWebhook,
};
