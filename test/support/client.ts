// A small HTTP client for API tests: it keeps its cookies like a browser and may hold a seat link.
export interface Reply<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

export class ApiClient {
  private cookies = new Map<string, string>();
  bearer: string | null = null;

  constructor(readonly baseUrl: string) {}

  async request<T = any>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Reply<T>> {
    const response = await fetch(new URL(path, this.baseUrl), {
      method,
      redirect: "manual",
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
      const [name, value] = pair.split("=");
      const expired = attributes.some((a) => /max-age=0/i.test(a.trim()));
      if (expired || value === "") this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value);
    }
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // not JSON: keep the text
    }
    return { status: response.status, body: parsed as T, headers: response.headers };
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
export function moveId(): string {
  return `move-${Date.now().toString(36)}-${(counter++).toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}
