// The service worker's handlers against a fake worker scope: a push becomes the notification the
// notifier asked for, and a click brings up the game's tab, or opens it, never another site; the build's
// files are kept in the build's own cache, older builds' caches dropped, and offline a page still opens.
import { beforeAll, describe, expect, it } from "vitest";
import type { ShownNotification, WorkerScope } from "./sw";

const ORIGIN = "https://turnpost.example";
type Listener = (event: unknown) => void;

const listeners = new Map<string, Listener>();
const shown: { title: string; options: ShownNotification }[] = [];
let tabs: { url: string; focused: boolean; focus(): Promise<unknown> }[] = [];
const opened: string[] = [];
const BUILD = { version: "build2", files: ["/", "/manifest.webmanifest", "/assets/main-AB12.js", "/assets/yucata-CD34.js"] };
/** The fake cache storage: cache name → path → what was kept. */
const stored = new Map<string, Map<string, string>>();
let online = true;
const fetched: string[] = [];
let skippedWaiting = false;
let claimed = false;

const fakeCache = (name: string) => {
  const entries = stored.get(name) ?? new Map<string, string>();
  stored.set(name, entries);
  return {
    addAll: async (paths: string[]) => {
      for (const path of paths) entries.set(path, `kept ${path}`);
    },
    match: async (path: string) => (entries.has(path) ? new Response(entries.get(path)) : undefined),
  } as unknown as Cache;
};

const scope: WorkerScope = {
  location: { origin: ORIGIN },
  registration: {
    showNotification: async (title, options) => void shown.push({ title, options }),
  },
  clients: {
    matchAll: async () => tabs,
    openWindow: async (url) => void opened.push(url),
    claim: async () => void (claimed = true),
  },
  caches: {
    open: async (name) => fakeCache(name),
    keys: async () => [...stored.keys()],
    delete: async (name) => stored.delete(name),
    match: async () => undefined,
  },
  fetch: async (request) => {
    if (!online) throw new TypeError("Failed to fetch");
    fetched.push(new URL(request.url).pathname);
    return new Response(`network ${new URL(request.url).pathname}`);
  },
  skipWaiting: async () => void (skippedWaiting = true),
  addEventListener: ((type: string, listener: Listener) => void listeners.set(type, listener)) as WorkerScope["addEventListener"],
};

beforeAll(async () => {
  (globalThis as { self?: unknown }).self = scope;
  (globalThis as { TURNPOST_BUILD?: unknown }).TURNPOST_BUILD = BUILD;
  await import("./sw");
});

/** Dispatches like the browser: the handler hands its work to waitUntil, which we await. */
async function dispatch(type: string, event: Record<string, unknown>): Promise<void> {
  let work: Promise<unknown> = Promise.resolve();
  listeners.get(type)!({ ...event, waitUntil: (p: Promise<unknown>) => (work = p) });
  await work;
}

const tab = (url: string) => {
  const t = { url, focused: false, focus: async () => (t.focused = true) };
  return t;
};

describe("push", () => {
  it("shows the payload's title and body, one notification per game tag, and keeps the link", async () => {
    shown.length = 0;
    const payload = { title: "Your turn in Yucata'", body: "It is your turn.", url: `${ORIGIN}/play/g1#seat=tok`, tag: "g1" };
    await dispatch("push", { data: { json: () => payload } });
    expect(shown).toEqual([
      { title: "Your turn in Yucata'", options: { body: "It is your turn.", tag: "g1", data: { url: payload.url } } },
    ]);
  });

  it("offers the moves the notifier sent as the notification's actions", async () => {
    shown.length = 0;
    const confirm = (n: number) => `${ORIGIN}/api/mail-move?token=tok&choice=${n}`;
    const payload = {
      title: "Your turn",
      body: "It is your turn.",
      url: `${ORIGIN}/play/g1#seat=tok`,
      tag: "g1",
      actions: [
        { action: "choice-1", title: "Play the 3", url: confirm(1) },
        { action: "choice-2", title: "Play the sword", url: confirm(2) },
      ],
    };
    await dispatch("push", { data: { json: () => payload } });
    expect(shown[0]!.options.actions).toEqual([
      { action: "choice-1", title: "Play the 3" },
      { action: "choice-2", title: "Play the sword" },
    ]);
    expect(shown[0]!.options.data).toEqual({ url: payload.url, actions: { "choice-1": confirm(1), "choice-2": confirm(2) } });
  });

  it("still tells the player something when the payload is not JSON", async () => {
    shown.length = 0;
    await dispatch("push", { data: { json: () => JSON.parse("not json") } });
    expect(shown).toEqual([{ title: "Turnpost", options: { body: undefined, tag: undefined, data: { url: "/" } } }]);
  });
});

describe("notificationclick", () => {
  const click = async (url: string | undefined, action = "", actions?: Record<string, string>) => {
    let closed = false;
    await dispatch("notificationclick", { action, notification: { data: { url, actions }, close: () => (closed = true) } });
    return closed;
  };

  it("opens a move's confirmation page for an action, which plays nothing by itself", async () => {
    tabs = [tab(`${ORIGIN}/play/g1`)];
    opened.length = 0;
    const confirm = `${ORIGIN}/api/mail-move?token=tok&choice=2`;
    await click(`${ORIGIN}/play/g1#seat=tok`, "choice-2", { "choice-2": confirm });
    expect(opened).toEqual([confirm]);
    expect(tabs[0]!.focused).toBe(false);
    opened.length = 0;
    await click(`${ORIGIN}/play/g1#seat=tok`, "choice-1", { "choice-1": "https://elsewhere.example/phish" });
    expect(opened).toEqual([`${ORIGIN}/`]);
  });

  it("focuses a tab already on that game rather than opening another", async () => {
    tabs = [tab(`${ORIGIN}/`), tab(`${ORIGIN}/play/g1`)];
    opened.length = 0;
    expect(await click(`${ORIGIN}/play/g1#seat=tok`)).toBe(true);
    expect(tabs.map((t) => t.focused)).toEqual([false, true]);
    expect(opened).toEqual([]);
  });

  it("opens the game, seat link included, when no tab shows it", async () => {
    tabs = [tab(`${ORIGIN}/play/other`)];
    opened.length = 0;
    await click(`${ORIGIN}/play/g1#seat=tok`);
    expect(opened).toEqual([`${ORIGIN}/play/g1#seat=tok`]);
    expect(tabs[0]!.focused).toBe(false);
  });

  it("never opens another site", async () => {
    tabs = [];
    opened.length = 0;
    await click("https://elsewhere.example/phish");
    expect(opened).toEqual([`${ORIGIN}/`]);
  });
});

describe("offline", () => {
  /** A fetch as the browser dispatches it: the worker's answer, or null when it leaves the request alone. */
  const request = async (path: string, mode: RequestMode = "no-cors"): Promise<string | null> => {
    const answered: Promise<Response>[] = [];
    const req = Object.defineProperty(new Request(`${ORIGIN}${path}`), "mode", { value: mode });
    listeners.get("fetch")!({ request: req, respondWith: (answer: Promise<Response>) => answered.push(answer) });
    return answered[0] ? (await answered[0]).text() : null;
  };

  it("keeps every file of the build in the build's own cache on install, and takes over at once", async () => {
    stored.clear();
    await dispatch("install", {});
    expect([...stored.keys()]).toEqual(["turnpost-build2"]);
    expect([...stored.get("turnpost-build2")!.keys()]).toEqual(BUILD.files);
    expect(skippedWaiting).toBe(true);
  });

  it("drops the caches of older builds on activate, and no one else's, then serves the open pages", async () => {
    stored.clear();
    for (const name of ["turnpost-build1", "turnpost-build2", "someone-else"]) fakeCache(name);
    await dispatch("activate", {});
    expect([...stored.keys()].sort()).toEqual(["someone-else", "turnpost-build2"]);
    expect(claimed).toBe(true);
  });

  it("answers a built file from the cache, without the network", async () => {
    stored.clear();
    await dispatch("install", {});
    fetched.length = 0;
    expect(await request("/assets/yucata-CD34.js")).toBe("kept /assets/yucata-CD34.js");
    expect(fetched).toEqual([]);
  });

  it("opens a game page from the network when online, and from the kept shell when offline", async () => {
    stored.clear();
    await dispatch("install", {});
    online = true;
    expect(await request("/play/g1", "navigate")).toBe("network /play/g1");
    online = false;
    try {
      expect(await request("/play/g1", "navigate")).toBe("kept /");
    } finally {
      online = true;
    }
  });

  it("leaves the API and other sites to the network", async () => {
    expect(await request("/api/games/g1")).toBeNull();
    expect(await request("/auth/verify?token=x", "navigate")).toBeNull();
  });
});
