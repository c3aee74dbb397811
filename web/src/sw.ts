// The service worker (built to /sw.js): shows the notifier's web push as a notification, and a click
// on it brings up the game, and its actions (the awaited seat's first moves) open their confirmation
// pages; and it keeps the site's files for offline use, so a game page opens without
// the network (the page itself keeps the last board it showed: web/src/offline.ts). The DOM typings lack
// the worker's, so the few parts used are typed here.

/** Written in by web/build.ts: the build's version and the files a page may need offline. */
declare const TURNPOST_BUILD: { version: string; files: string[] };

interface PushPayload {
  title?: string;
  body?: string;
  url?: string;
  tag?: string;
  /** The first of the awaited seat's moves: each opens its confirmation page, which plays only once confirmed. */
  actions?: { action: string; title: string; url: string }[];
}
/** The worker's notification options: the DOM's, and the actions only a service worker may show. */
export type ShownNotification = NotificationOptions & { actions?: { action: string; title: string }[] };
interface WaitUntil {
  waitUntil(work: Promise<unknown>): void;
}
interface PushEventLike extends WaitUntil {
  data: { json(): unknown } | null;
}
interface NotificationEventLike extends WaitUntil {
  /** The action pressed; "" for the notification itself. */
  action?: string;
  notification: { data?: { url?: string; actions?: Record<string, string> }; close(): void };
}
interface FetchEventLike {
  request: Request;
  respondWith(response: Promise<Response>): void;
}
interface WindowClientLike {
  url: string;
  focus(): Promise<unknown>;
}
export interface WorkerScope {
  location: { origin: string };
  registration: {
    showNotification(title: string, options: ShownNotification): Promise<void>;
  };
  clients: {
    matchAll(options: { type: "window"; includeUncontrolled: boolean }): Promise<readonly WindowClientLike[]>;
    openWindow(url: string): Promise<unknown>;
    claim(): Promise<void>;
  };
  caches: Pick<CacheStorage, "open" | "keys" | "delete" | "match">;
  fetch(request: Request): Promise<Response>;
  skipWaiting(): Promise<void>;
  addEventListener(type: "push", listener: (event: PushEventLike) => void): void;
  addEventListener(type: "notificationclick", listener: (event: NotificationEventLike) => void): void;
  addEventListener(type: "install" | "activate", listener: (event: WaitUntil) => void): void;
  addEventListener(type: "fetch", listener: (event: FetchEventLike) => void): void;
}

const scope = self as unknown as WorkerScope;

scope.addEventListener("push", (event) => {
  let payload: PushPayload = {};
  try {
    payload = (event.data?.json() ?? {}) as PushPayload;
  } catch {
    // Not JSON: still say something rather than drop a turn silently.
  }
  const actions = payload.actions ?? [];
  event.waitUntil(
    scope.registration.showNotification(payload.title || "Turnpost", {
      body: payload.body,
      // One notification per game: a newer turn replaces the older one.
      tag: payload.tag,
      ...(actions.length ? { actions: actions.map(({ action, title }) => ({ action, title })) } : {}),
      data: {
        url: payload.url ?? "/",
        ...(actions.length ? { actions: Object.fromEntries(actions.map(({ action, url }) => [action, url])) } : {}),
      },
    }),
  );
});

scope.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const data = event.notification.data;
  const actionUrl = event.action ? data?.actions?.[event.action] : undefined;
  // Only our own pages: a link elsewhere falls back to the home page.
  let target = new URL(actionUrl ?? data?.url ?? "/", scope.location.origin);
  if (target.origin !== scope.location.origin) target = new URL("/", scope.location.origin);
  event.waitUntil(
    (async () => {
      // A move's confirmation page opens on its own: the game's tab may show another moment.
      if (actionUrl) return void (await scope.clients.openWindow(target.href));
      const tabs = await scope.clients.matchAll({ type: "window", includeUncontrolled: true });
      // A tab already on that game (its seat token already taken out of the address) is brought forward.
      const open = tabs.find((tab) => {
        const at = new URL(tab.url);
        return at.origin === target.origin && at.pathname === target.pathname;
      });
      if (open) await open.focus();
      else await scope.clients.openWindow(target.href);
    })(),
  );
});

/** One cache per build: a worker only ever reads its own, and drops the others once it is in charge. */
const CACHE_PREFIX = "turnpost-";
const cacheName = `${CACHE_PREFIX}${TURNPOST_BUILD.version}`;
const offlineFiles = new Set(TURNPOST_BUILD.files);
/** The page every client route is (the server answers them all with it). */
const SHELL = "/";
/** Server paths, never the client's routes: offline, these fail as they would without a worker. */
const SERVER_PREFIXES = ["/api/", "/auth/", "/live", "/dev/"];

scope.addEventListener("install", (event) => {
  // A new build takes over at once: the files of the pages still open are on the server and in the CDN.
  event.waitUntil(
    (async () => {
      await (await scope.caches.open(cacheName)).addAll([...offlineFiles]);
      await scope.skipWaiting();
    })(),
  );
});

scope.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      const stale = (await scope.caches.keys()).filter((name) => name.startsWith(CACHE_PREFIX) && name !== cacheName);
      await Promise.all(stale.map((name) => scope.caches.delete(name)));
      // The page that installed this worker is served by it from now on, not from its next load.
      await scope.clients.claim();
    })(),
  );
});

scope.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== scope.location.origin || SERVER_PREFIXES.some((prefix) => url.pathname.startsWith(prefix))) return;
  if (request.mode === "navigate") event.respondWith(pageOrShell(request));
  else if (offlineFiles.has(url.pathname)) event.respondWith(keptOrFetched(request, url.pathname));
});

/** A page from the network (it may carry a newer build, or a game's link-preview tags); offline, the kept shell. */
async function pageOrShell(request: Request): Promise<Response> {
  try {
    return await scope.fetch(request);
  } catch (error) {
    const shell = await (await scope.caches.open(cacheName)).match(SHELL);
    if (!shell) throw error;
    return shell;
  }
}

/** The build's files never change under their name within a build: the kept copy, else the network's. */
async function keptOrFetched(request: Request, path: string): Promise<Response> {
  return (await (await scope.caches.open(cacheName)).match(path)) ?? scope.fetch(request);
}
