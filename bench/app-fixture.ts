// What several bench sections share: the app's configuration for in-process runs, and a game started
// through the API with a guest session per seat (as real players would: create, then join).
import { gunzipSync } from "node:zlib";
import type { Config } from "../functions/config";

export const benchConfig: Config = {
  tableName: "bench",
  appUrl: "http://localhost:3000",
  mailFrom: "bench@turnpost.local",
  sessionSecret: new TextEncoder().encode("bench-secret-0123456789abcdefghij"),
  local: false,
  vapid: null,
};

/** Anything that answers a Request like `fetch`: the Hono app in-process, or a server over HTTP. */
export type Fetch = (path: string, init: RequestInit) => Promise<Response>;

export async function json<T = any>(response: Response): Promise<T> {
  const bytes = new Uint8Array(await response.arrayBuffer());
  // The app in this process answers as the API sends, gzipped when asked; fetch over HTTP has decoded it.
  const gzipped = bytes[0] === 0x1f && bytes[1] === 0x8b;
  const body = JSON.parse(new TextDecoder().decode(gzipped ? gunzipSync(bytes) : bytes));
  if (!response.ok) throw new Error(`${response.status} ${JSON.stringify(body)}`);
  return body as T;
}

export interface StartedGame {
  id: string;
  /** The `tp_session=…` cookie of each seat. */
  cookies: string[];
  /** Each seat's link (`/play/<id>#seat=<token>`): it opens the game as that player with no session. */
  seatLinks: string[];
}

/**
 * What a browser's every request to the API says it takes (Chromium's own list): the API gzips a JSON
 * answer of 1 KB or more for it (functions/http/compress-json.ts), so the benches pay that as players do.
 */
export const BROWSER_ACCEPT_ENCODING = { "accept-encoding": "gzip, deflate, br, zstd" };

export function postAs(fetchFn: Fetch, cookie: string, path: string, body: unknown): Promise<Response> {
  return fetchFn(path, {
    method: "POST",
    headers: { "content-type": "application/json", cookie, ...BROWSER_ACCEPT_ENCODING },
    body: JSON.stringify(body),
  });
}

/** One guest per seat; seat 0 creates the game, the others join, which starts it. */
export async function startGame(fetchFn: Fetch, gameId: string, players: number): Promise<StartedGame> {
  const cookies: string[] = [];
  for (let seat = 0; seat < players; seat++) {
    const reply = await fetchFn("/api/auth/guest", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: `P${seat}` }),
    });
    if (!reply.ok) throw new Error(`guest: ${reply.status} ${await reply.text()}`);
    cookies.push(reply.headers.get("set-cookie")!.split(";")[0]!);
  }
  const created = await json<{ id: string; seatLink: string }>(await postAs(fetchFn, cookies[0]!, "/api/games", { game: gameId, players }));
  const seatLinks = [created.seatLink];
  for (let seat = 1; seat < players; seat++) {
    seatLinks.push((await json<{ seatLink: string }>(await postAs(fetchFn, cookies[seat]!, `/api/games/${created.id}/join`, {}))).seatLink);
  }
  return { id: created.id, cookies, seatLinks };
}

/**
 * A clock for in-process apps that moves ten seconds per reading: bots move far faster than people, and
 * the API's per-user move limit (a token bucket refilled by this clock) must not throttle the bench.
 */
export function benchClock(): () => Date {
  const start = Date.now();
  let readings = 0;
  return () => new Date(start + ++readings * 10_000);
}
