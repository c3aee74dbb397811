// Where a notice goes: email, web push (VAPID, RFC 8291 encryption by the web-push package), and chat
// webhooks (Discord, Slack, or generic JSON). Each is one `send`, so the notifier can retry one channel
// without repeating the others.
import webpush from "web-push";
import type { Mailer } from "../mail/mailer";
import { noticeMail } from "../mail/templates";
import type { PushSubscription, User, UserStore } from "../store/users";
import { assertPublicHost, type Lookup } from "./webhook-url";

export interface Notice {
  gameId: string;
  version: number;
  /** The seat told; -1 for the game's own chat webhook. */
  seat: number;
  kind: "turn" | "end" | "remind-day" | "remind-hour";
}

/** A notice in words, in the recipient's language. */
export interface NoticeMessage {
  subject: string;
  lines: string[];
  /** One line for push and chat. */
  short: string;
  action: { label: string; url: string };
  unsubscribeUrl: string;
}

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

export class EmailChannel {
  constructor(private readonly mailer: Mailer) {}

  async send(user: User, message: NoticeMessage): Promise<void> {
    await this.mailer.send(
      noticeMail({ lang: user.lang, to: user.email!, subject: message.subject, lines: message.lines, action: message.action, unsubscribeUrl: message.unsubscribeUrl }),
    );
  }
}

/** The push send function; injectable so tests can look at the encrypted request. */
export type PushSend = typeof webpush.sendNotification;

export class PushChannel {
  constructor(
    private readonly users: UserStore,
    private readonly vapid: VapidKeys,
    private readonly sendNotification: PushSend = webpush.sendNotification.bind(webpush),
  ) {}

  async send(user: User, message: NoticeMessage, tag: string): Promise<void> {
    const subscriptions = await this.users.pushSubscriptions(user.id);
    const payload = JSON.stringify({ title: message.subject, body: message.short, url: message.action.url, tag });
    for (const subscription of subscriptions) await this.sendOne(user.id, subscription, payload);
  }

  private async sendOne(userId: string, subscription: PushSubscription, payload: string): Promise<void> {
    try {
      await this.sendNotification(subscription, payload, {
        vapidDetails: this.vapid,
        TTL: 7 * 86_400,
        urgency: "normal",
      });
    } catch (error) {
      const status = (error as { statusCode?: number }).statusCode;
      // The browser dropped the subscription: forget it instead of failing the notice.
      if (status === 404 || status === 410) await this.users.removePushSubscription(userId, subscription.endpoint);
      else throw error;
    }
  }
}

export type Fetch = (url: string, init: RequestInit) => Promise<Response>;

export class WebhookChannel {
  constructor(
    private readonly fetchImpl: Fetch = fetch,
    private readonly lookup: Lookup,
  ) {}

  /** Discord wants `content`, Slack `text`; anything else gets a small JSON document. */
  static body(url: string, text: string, notice: Notice, link: string): unknown {
    const host = new URL(url).hostname;
    if (/(^|\.)discord(app)?\.com$/.test(host)) return { content: text };
    if (/(^|\.)slack\.com$/.test(host)) return { text };
    return { event: notice.kind, gameId: notice.gameId, version: notice.version, text, url: link };
  }

  async send(url: string, text: string, notice: Notice, link: string): Promise<void> {
    await assertPublicHost(url, this.lookup);
    const response = await this.fetchImpl(url, {
      method: "POST",
      headers: { "content-type": "application/json", "user-agent": "Turnpost-Notifier" },
      body: JSON.stringify(WebhookChannel.body(url, text, notice, link)),
      redirect: "error",
      signal: AbortSignal.timeout(5000),
    });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`webhook answered ${response.status}`);
  }
}
