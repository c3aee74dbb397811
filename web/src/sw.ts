// The service worker (built to /sw.js): shows the notifier's web push as a notification, and a click
// on it brings up the game; its actions (the awaited seat's first moves) open their confirmation pages. The DOM typings lack the worker's, so the few parts used are typed here.

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
