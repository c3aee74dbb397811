// Web push on this device: the service worker at /sw.js, the browser's permission and subscription,
// and the server's copy of it. Nothing here runs until the player presses the button.
import type { PushSubscriptionBody } from "../../shared/api/index";
import { api, ApiError } from "./api";

export type PushState = "unsupported" | "denied" | "off" | "on";

/** Why turning push on did not work, for the page to say what to do next. */
export class PushProblem extends Error {
  constructor(
    readonly kind: "unsupported" | "denied" | "dismissed" | "not-set-up" | "failed",
    reason = "",
  ) {
    super(reason);
  }
}

const supported = () => "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;

async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration("/");
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** What this device is set to now, without asking the player anything. */
export async function pushState(): Promise<PushState> {
  if (!supported()) return "unsupported";
  if (Notification.permission === "denied") return "denied";
  return (await currentSubscription().catch(() => null)) ? "on" : "off";
}

/** The VAPID key arrives base64url-encoded; the push manager wants its bytes. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, "+").replace(/_/g, "/") + "=".repeat((4 - (base64url.length % 4)) % 4);
  return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
}

/** Must be called from the click itself: browsers only ask for permission on a user gesture. */
export async function enablePush(): Promise<void> {
  if (!supported()) throw new PushProblem("unsupported");
  const permission = await Notification.requestPermission();
  if (permission === "denied") throw new PushProblem("denied");
  if (permission !== "granted") throw new PushProblem("dismissed");
  let publicKey: string;
  try {
    publicKey = await api.pushKey();
  } catch (error) {
    if (error instanceof ApiError && error.code === "push-off") throw new PushProblem("not-set-up");
    throw error;
  }
  const registration = await navigator.serviceWorker.register("/sw.js", { scope: "/" });
  let subscription: PushSubscription;
  try {
    await navigator.serviceWorker.ready;
    subscription = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) });
  } catch (error) {
    // No push service reachable, a blocked one, or a browser that refuses: nothing was subscribed.
    throw new PushProblem("failed", (error as Error)?.message || String(error));
  }
  try {
    await api.addPush(subscription.toJSON() as PushSubscriptionBody);
  } catch (error) {
    await subscription.unsubscribe().catch(() => undefined); // not half on: the server would never use it
    throw error;
  }
}

export async function disablePush(): Promise<void> {
  const subscription = await currentSubscription();
  if (!subscription) return;
  await api.removePush(subscription.endpoint);
  await subscription.unsubscribe();
}
