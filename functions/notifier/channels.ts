// Where a notice goes: email, web push (VAPID, RFC 8291 encryption by the web-push package), and chat
// webhooks (Discord, Slack, or generic JSON). Each is one `send`, so the notifier can retry one channel
// without repeating the others.
import type webpush from "web-push";
import type { Mailer } from "../mail/mailer";
import { escapeHtml, noticeMail } from "../mail/templates";
import type { PushSubscription, User, UserStore } from "../store/users";
import type { Outbound } from "../net/outbound";

export interface Notice {
  gameId: string;
  version: number;
  /** The seat told; -1 for the game's own chat webhook. */
  seat: number;
  kind: "turn" | "end" | "remind-half" | "remind-day" | "remind-hour" | "invite";
}

/** A notice in words, in the recipient's language. */
export interface NoticeMessage {
  subject: string;
  lines: string[];
  /** One line for push and chat. */
  short: string;
  action: { label: string; url: string };
  unsubscribeUrl: string;
  /** The game's board image (public games only), shown in mail and chat. */
  image?: { url: string; alt: string } | null;
}

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

export class EmailChannel {
  constructor(private readonly mailer: Mailer) {}

  async send(user: User, message: NoticeMessage): Promise<void> {
    const mail = noticeMail({
      lang: user.lang,
      to: user.email!,
      subject: message.subject,
      lines: message.lines,
      action: message.action,
      unsubscribeUrl: message.unsubscribeUrl,
    });
    if (message.image && mail.html) {
      // The board under the title, at half its size so it fits a phone's mail app.
      const { url, alt } = message.image;
      const img = `<p><img src="${escapeHtml(url)}" alt="${escapeHtml(alt)}" width="600" height="315" style="max-width:100%;height:auto;border-radius:.4rem"></p>`;
      mail.html = mail.html.replace("</h1>", () => `</h1>\n${img}`);
    }
    await this.mailer.send(mail);
  }
}

/** The push send function; injectable so tests can look at the encrypted request. */
export type PushSend = typeof webpush.sendNotification;

/**
 * web-push and its crypto dependencies (about 90 KB) load on the first push: every process that builds
 * the notifier (the API's among them) would otherwise compile them on its cold start.
 */
const sendWithWebPush: PushSend = async (...args) => {
  const { default: webpush } = await import("web-push");
  return webpush.sendNotification(...args);
};

export class PushChannel {
  constructor(
    private readonly users: Pick<UserStore, "pushSubscriptions" | "removePushSubscription">,
    private readonly vapid: VapidKeys,
    private readonly outbound: Outbound,
    private readonly sendNotification: PushSend = sendWithWebPush,
  ) {}

  async send(user: User, message: NoticeMessage, tag: string): Promise<void> {
    const subscriptions = await this.users.pushSubscriptions(user.id);
    const payload = JSON.stringify({ title: message.subject, body: message.short, url: message.action.url, tag });
    for (const subscription of subscriptions) await this.sendOne(user.id, subscription, payload);
  }

  private async sendOne(userId: string, subscription: PushSubscription, payload: string): Promise<void> {
    try {
      // The endpoint is the browser's to choose, so it goes through the same checks as a webhook.
      this.outbound.assertCallable(subscription.endpoint);
      await this.sendNotification(subscription, payload, {
        vapidDetails: this.vapid,
        TTL: 7 * 86_400,
        urgency: "normal",
        agent: this.outbound.agent,
        timeout: 5000,
      });
    } catch (error) {
      const status = (error as { statusCode?: number }).statusCode;
      // The browser dropped the subscription: forget it instead of failing the notice.
      if (status === 404 || status === 410) await this.users.removePushSubscription(userId, subscription.endpoint);
      else throw error;
    }
  }
}

/** POSTs a JSON text to a URL and answers the status (Outbound.post; tests look at the calls instead). */
export type PostJson = (url: string, json: string) => Promise<number>;

export class WebhookChannel {
  constructor(private readonly post: PostJson) {}

  /** Discord wants `content`, Slack `text`; anything else gets a small JSON document. The board image,
   * when there is one, is an embed for Discord, an image block for Slack and `image` otherwise. */
  static body(url: string, text: string, notice: Notice, link: string, image?: string | null): unknown {
    const host = new URL(url).hostname;
    if (/(^|\.)discord(app)?\.com$/.test(host)) return image ? { content: text, embeds: [{ image: { url: image } }] } : { content: text };
    if (/(^|\.)slack\.com$/.test(host)) {
      if (!image) return { text };
      return {
        text,
        blocks: [
          { type: "section", text: { type: "plain_text", text } },
          { type: "image", image_url: image, alt_text: text },
        ],
      };
    }
    return { event: notice.kind, gameId: notice.gameId, version: notice.version, text, url: link, ...(image ? { image } : {}) };
  }

  async send(url: string, text: string, notice: Notice, link: string, image?: string | null): Promise<void> {
    const status = await this.post(url, JSON.stringify(WebhookChannel.body(url, text, notice, link, image)));
    // A redirect is not followed: it could lead anywhere, inside our network too.
    if (status >= 300 && status < 400) throw new Error(`webhook answered ${status}, a redirect, which is not followed`);
    if (status < 200 || status >= 300) throw new Error(`webhook answered ${status}`);
  }
}
