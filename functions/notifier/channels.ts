// Where a notice goes: email, web push (VAPID, RFC 8291 encryption by the web-push package), and chat
// webhooks (Discord, Slack, or generic JSON). Each is one `send`, so the notifier can retry one channel
// without repeating the others.
import type webpush from "web-push";
import type { ReadOnFirstUse, VapidKeys } from "../config";
import type { Mailer } from "../mail/mailer";
import { escapeHtml, noticeMail, type MailChoices } from "../mail/templates";
import type { PushSubscription, User, UserStore } from "../store/users";
import type { Outbound, OutboundAnswer } from "../net/outbound";
import type { NoticeStore } from "../store/notices";
import { sha256Hex } from "../store/ids";
import type { Notice } from "../record/notices";
import { cleanName } from "../../shared/api/names";

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
  /** The awaited seat's few moves, to play from the mail and the notification (./mail-play.ts). */
  choices?: MailChoices | null;
  /** The id of the request whose move this tells: a mail header for the operator, never shown to the reader. */
  correlationId?: string;
}

/** The mail header that names the request a notice comes from (docs/operations.md, "Following one move"). */
const CORRELATION_MAIL_HEADER = "X-Turnpost-Correlation";

/** How many moves a notification offers as its buttons: browsers show two actions at most, some none. */
const PUSH_ACTIONS = 2;

export class EmailChannel {
  constructor(private readonly mailer: Mailer) {}

  /** Mails `message`; answers the id the mail service gave it, when it gives one. */
  async send(user: User, message: NoticeMessage): Promise<string | undefined> {
    const mail = noticeMail({
      lang: user.lang,
      to: user.email!,
      subject: message.subject,
      lines: message.lines,
      action: message.action,
      unsubscribeUrl: message.unsubscribeUrl,
      choices: message.choices,
    });
    if (message.image && mail.html) {
      // The board under the title, at half its size so it fits a phone's mail app.
      const { url, alt } = message.image;
      const img = `<p><img src="${escapeHtml(url)}" alt="${escapeHtml(alt)}" width="600" height="315" style="max-width:100%;height:auto;border-radius:.4rem"></p>`;
      mail.html = mail.html.replace("</h1>", () => `</h1>\n${img}`);
    }
    if (message.correlationId) mail.headers = { ...mail.headers, [CORRELATION_MAIL_HEADER]: message.correlationId };
    return (await this.mailer.send(mail)) ?? undefined;
  }
}

/** Sends one subscription's push (`push`), or passes over it: what the notifier's ledger decides per endpoint. */
export type PushEach = (endpoint: string, push: () => Promise<void>) => Promise<void>;

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
    private readonly vapid: ReadOnFirstUse<VapidKeys>,
    private readonly outbound: Outbound,
    private readonly sendNotification: PushSend = sendWithWebPush,
  ) {}

  /**
   * Pushes `message` to each of the user's subscriptions through `each`, which may pass over one told
   * already (the notifier's ledger, per subscription). Every endpoint is tried; the first failure is then thrown.
   */
  async send(user: User, message: NoticeMessage, tag: string, each: PushEach = (_, push) => push()): Promise<void> {
    const subscriptions = await this.users.pushSubscriptions(user.id);
    // Each action opens its move's confirmation page (web/src/sw.ts): a tap alone never plays.
    const actions = (message.choices?.moves ?? [])
      .slice(0, PUSH_ACTIONS)
      .map((move, i) => ({ action: `choice-${i + 1}`, title: move.label, url: move.url }));
    const payload = JSON.stringify({
      title: message.subject,
      body: message.short,
      url: message.action.url,
      tag,
      ...(actions.length ? { actions } : {}),
    });
    const failures: unknown[] = [];
    for (const subscription of subscriptions) {
      try {
        await each(subscription.endpoint, () => this.sendOne(user.id, subscription, payload));
      } catch (error) {
        failures.push(error);
      }
    }
    if (failures.length) throw failures[0];
  }

  private async sendOne(userId: string, subscription: PushSubscription, payload: string): Promise<void> {
    const vapidDetails = await this.vapid();
    try {
      // The endpoint is the browser's to choose, so it goes through the same checks as a webhook.
      this.outbound.assertCallable(subscription.endpoint);
      await this.sendNotification(subscription, payload, {
        vapidDetails,
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

/** Sends a JSON text to a URL (Outbound.send; tests answer in its place or point it at a fake server). */
export type CallWebhook = (method: "POST" | "PATCH", url: string, json: string) => Promise<OutboundAnswer>;

/** Where the id of the message a game's notices edit is kept between notices. */
export type ChatMessages = Pick<NoticeStore, "chatMessage" | "keepChatMessage" | "forgetChatMessage">;

/** Where a webhook notice goes: the URL, and whose it is (`chat`: the game's; `user:<id>`: a player's own). */
export interface WebhookTarget {
  url: string;
  owner: string;
}

/** User-written words (a player's name) written so that they show as typed where a text goes. */
export type Escape = (userText: string) => string;

/** A line with user-written words in it, phrased once it is known which markup it goes into. */
export type ChatText = (written: Escape) => string;

/** The words of a webhook notice: the line itself, the game's page, its board picture and deadline. */
export interface WebhookText {
  text: ChatText;
  link: string;
  image?: string | null;
  deadline?: string | null;
}

const isDiscord = (url: string) => /(^|\.)discord(app)?\.com$/.test(new URL(url).hostname);

/**
 * Discord's markdown shows a punctuation mark as typed after a backslash: so a name makes no bold, code,
 * heading, quote or list, no masked link (`[text](url)`), no link (`https\://`) and no mention
 * (`@everyone`, `<@id>`). Mentions are off besides (`allowed_mentions`), whatever the words.
 */
const discordText: Escape = (text) => text.replace(/[\\*_~`|<>[\]()#@:!-]/g, "\\$&");

/** Slack reads `<…>` as a link or a mention (`<!channel>`, `<https://…|text>`): its three entities keep them words. */
const slackText: Escape = (text) => text.replace(/[&<>]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;" })[c]!);

/** JSON for a program: the words as they are. */
const plainText: Escape = (text) => text;

/** A Discord message id, as the API's snowflakes are: digits only (anything else is not used in a URL). */
const SNOWFLAKE = /^\d{1,25}$/;

export class WebhookChannel {
  constructor(
    private readonly call: CallWebhook,
    private readonly messages: ChatMessages,
  ) {}

  /**
   * Discord wants `content`, Slack `text`; anything else gets a small JSON document. The board image,
   * when there is one, is an embed for Discord, an image block for Slack and `image` otherwise.
   * Discord and Slack render a timestamp in each reader's own time zone, so the deadline goes as one.
   */
  static body(url: string, words: WebhookText, notice: Notice): unknown {
    const host = new URL(url).hostname;
    const { link, image, deadline } = words;
    // A name saved before names were cleaned on saving may still hold controls or bidi overrides.
    const text = (written: Escape) => words.text((userText) => written(cleanName(userText)));
    const unix = deadline ? Math.floor(Date.parse(deadline) / 1000) : null;
    if (isDiscord(url)) {
      const line = text(discordText);
      const content = unix ? `${line}\n⏳ <t:${unix}:f> (<t:${unix}:R>)` : line;
      // Whatever a name holds, nothing in a notice pings anyone: mentions are off for the whole message.
      const allowed_mentions = { parse: [] };
      return image ? { content, allowed_mentions, embeds: [{ image: { url: image } }] } : { content, allowed_mentions };
    }
    if (/(^|\.)slack\.com$/.test(host)) {
      const said = text(slackText);
      const line = unix ? `${said}\n⏳ <!date^${unix}^{date_short_pretty} {time}|${deadline}>` : said;
      if (!image) return { text: line };
      return {
        text: line,
        blocks: [
          { type: "section", text: { type: "mrkdwn", text: line } },
          { type: "image", image_url: image, alt_text: said },
        ],
      };
    }
    return {
      event: notice.kind,
      gameId: notice.gameId,
      version: notice.version,
      text: text(plainText),
      url: link,
      ...(deadline ? { deadline } : {}),
      ...(image ? { image } : {}),
    };
  }

  /**
   * Tells `target` of `notice`. On Discord a game has one message that each later turn edits in place
   * (an edit does not ping the channel again); the end of the game, an invitation, or a message that
   * was deleted meanwhile gets a new one. Other services get a new message each time.
   */
  async send(target: WebhookTarget, words: WebhookText, notice: Notice): Promise<void> {
    const json = JSON.stringify(WebhookChannel.body(target.url, words, notice));
    if (!isDiscord(target.url)) return void check(await this.call("POST", target.url, json));
    const urlHash = sha256Hex(target.url);
    const inPlace = notice.kind !== "end" && notice.kind !== "invite";
    if (inPlace) {
      const kept = await this.messages.chatMessage(notice.gameId, target.owner);
      if (kept?.urlHash === urlHash) {
        const answer = await this.call("PATCH", discordMessageUrl(target.url, kept.messageId), json);
        // 404: someone deleted the message; a new one takes its place below.
        if (answer.status !== 404) return void check(answer);
      }
    }
    const answer = check(await this.call("POST", withWait(target.url), json));
    if (!inPlace) return void (await this.messages.forgetChatMessage(notice.gameId, target.owner));
    const messageId = parsedId(answer.body);
    if (messageId) await this.messages.keepChatMessage(notice.gameId, target.owner, { messageId, urlHash });
  }
}

/** The answer when it is a success; a redirect (never followed: it could lead inside our network) or an error throws. */
function check(answer: OutboundAnswer): OutboundAnswer {
  const { status } = answer;
  if (status >= 300 && status < 400) throw new Error(`webhook answered ${status}, a redirect, which is not followed`);
  if (status < 200 || status >= 300) throw new Error(`webhook answered ${status}`);
  return answer;
}

/** The webhook's URL asking Discord to answer the created message (`wait=true`), its other parameters kept. */
function withWait(url: string): string {
  const waiting = new URL(url);
  waiting.searchParams.set("wait", "true");
  return waiting.toString();
}

/** Discord's URL of a message posted by a webhook: `<webhook>/messages/<id>`, with the thread parameter kept. */
function discordMessageUrl(url: string, messageId: string): string {
  const message = new URL(url);
  message.pathname = `${message.pathname.replace(/\/+$/, "")}/messages/${messageId}`;
  message.searchParams.delete("wait");
  return message.toString();
}

/** The id in Discord's answer to a create with `wait=true`, or null when the answer has none we can use. */
function parsedId(body: string): string | null {
  try {
    const id = (JSON.parse(body) as { id?: unknown }).id;
    return typeof id === "string" && SNOWFLAKE.test(id) ? id : null;
  } catch {
    return null;
  }
}
