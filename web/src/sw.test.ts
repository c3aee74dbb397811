// The service worker's two handlers against a fake worker scope: a push becomes the notification the
// notifier asked for, and a click brings up the game's tab, or opens it, never another site.
import { beforeAll, describe, expect, it } from "vitest";
import type { ShownNotification, WorkerScope } from "./sw";

const ORIGIN = "https://turnpost.example";
type Listener = (event: unknown) => void;

const listeners = new Map<string, Listener>();
const shown: { title: string; options: ShownNotification }[] = [];
let tabs: { url: string; focused: boolean; focus(): Promise<unknown> }[] = [];
const opened: string[] = [];

const scope: WorkerScope = {
  location: { origin: ORIGIN },
  registration: {
    showNotification: async (title, options) => void shown.push({ title, options }),
  },
  clients: {
    matchAll: async () => tabs,
    openWindow: async (url) => void opened.push(url),
  },
  addEventListener: ((type: string, listener: Listener) => void listeners.set(type, listener)) as WorkerScope["addEventListener"],
};

beforeAll(async () => {
  (globalThis as { self?: unknown }).self = scope;
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
