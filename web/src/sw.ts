// The service worker (built to /sw.js): shows the notifier's web push as a notification, and a click
// on it brings up the game. The DOM typings lack the worker's, so the few parts used are typed here.

interface PushPayload {
  title?: string;
  body?: string;
  url?: string;
  tag?: string;
}
interface WaitUntil {
  waitUntil(work: Promise<unknown>): void;
}
interface PushEventLike extends WaitUntil {
  data: { json(): unknown } | null;
}
interface NotificationEventLike extends WaitUntil {
  notification: { data?: { url?: string }; close(): void };
}
interface WindowClientLike {
  url: string;
  focus(): Promise<unknown>;
}
export interface WorkerScope {
  location: { origin: string };
  registration: { showNotification(title: string, options: NotificationOptions): Promise<void> };
  clients: {
    matchAll(options: { type: "window"; includeUncontrolled: boolean }): Promise<readonly WindowClientLike[]>;
    openWindow(url: string): Promise<unknown>;
  };
  addEventListener(type: "push", listener: (event: PushEventLike) => void): void;
  addEventListener(type: "notificationclick", listener: (event: NotificationEventLike) => void): void;
}

const scope = self as unknown as WorkerScope;

scope.addEventListener("push", (event) => {
  let payload: PushPayload = {};
  try {
    payload = (event.data?.json() ?? {}) as PushPayload;
  } catch {
    // Not JSON: still say something rather than drop a turn silently.
  }
  event.waitUntil(
    scope.registration.showNotification(payload.title || "Turnpost", {
      body: payload.body,
      // One notification per game: a newer turn replaces the older one.
      tag: payload.tag,
      data: { url: payload.url ?? "/" },
    }),
  );
});

scope.addEventListener("notificationclick", (event) => {
  event.notification.close();
  // Only our own pages: a link elsewhere falls back to the home page.
  let target = new URL(event.notification.data?.url ?? "/", scope.location.origin);
  if (target.origin !== scope.location.origin) target = new URL("/", scope.location.origin);
  event.waitUntil(
    (async () => {
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
