// A small client for API tests: it keeps its cookies like a browser and may hold a seat link. It talks to
// a server over HTTP (a base URL) or to an app in the same process (anything with Hono's `request`).
export interface Reply<T = any> {
  status: number;
  body: T;
  headers: Headers;
  /** The body as sent, for messages and for answers that are not JSON. */
  text: string;
}

export interface InProcessTarget {
  request(path: string, init?: RequestInit): Response | Promise<Response>;
}

export class ApiClient {
  cookies = new Map<string, string>();
  bearer: string | null = null;

  constructor(readonly target: string | InProcessTarget) {}

  private send(path: string, init: RequestInit): Promise<Response> {
    return typeof this.target === "string"
      ? fetch(new URL(path, this.target), { ...init, redirect: "manual" })
      : Promise.resolve(this.target.request(path, init));
  }

  async request<T = any>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Reply<T>> {
    const response = await this.send(path, {
      method,
      headers: {
        ...(body !== undefined ? { "content-type": "application/json" } : {}),
        ...(this.cookies.size ? { cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ") } : {}),
        ...(this.bearer ? { authorization: `Bearer ${this.bearer}` } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(";");
      const [name, value] = pair!.split("=");
      const expired = attributes.some((a) => /max-age=0/i.test(a.trim()));
      if (expired || value === "") this.cookies.delete(name!.trim());
      else this.cookies.set(name!.trim(), value!);
    }
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // not JSON: keep the text
    }
    return { status: response.status, body: parsed as T, headers: response.headers, text };
  }

  get<T = any>(path: string, headers?: Record<string, string>) {
    return this.request<T>("GET", path, undefined, headers);
  }

  post<T = any>(path: string, body: unknown = {}, headers?: Record<string, string>) {
    return this.request<T>("POST", path, body, headers);
  }

  /** A named guest, as the web client makes one. */
  static async guest(baseUrl: string, name: string): Promise<ApiClient> {
    const client = new ApiClient(baseUrl);
    const reply = await client.post("/api/auth/guest", { name });
    if (reply.status !== 200) throw new Error(`guest sign-in failed: ${reply.status} ${JSON.stringify(reply.body)}`);
    return client;
  }
}

/** The seat token inside a seat link (`/play/<id>#seat=<token>`). */
export function seatToken(seatLink: string): string {
  return new URL(seatLink).hash.replace(/^#seat=/, "");
}

let counter = 0;
/** A fresh id, unique within the run (for clientMoveId, or to make addresses unique). */
export function moveId(prefix = "move"): string {
  return `${prefix}-${Date.now().toString(36)}-${(counter++).toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}

/** Plays the first legal move of `player`'s seat, which must be accepted; answers the mover's game page. */
export async function playFirstLegal(player: ApiClient, id: string): Promise<any> {
  const game = (await player.get(`/api/games/${id}`)).body;
  const moved = await player.post(`/api/games/${id}/moves`, { version: game.version, move: game.legalMoves[0], clientMoveId: moveId() });
  if (moved.status !== 200) throw new Error(`the move was refused: ${moved.status} ${JSON.stringify(moved.body)}`);
  return moved.body;
}
