// A stand-in for Discord's webhook API, over TLS as the real one: execute a webhook (with `wait=true`
// it answers the created message), edit a webhook's message, delete it. It keeps the channel's
// messages so a test reads what a member of the channel would see: the text once Discord's markdown
// escapes are read, the links it shows and the mentions it would notify (all of them unless the message
// says otherwise in `allowed_mentions`, as Discord does). Its certificate is made for discord.com by
// openssl at start; the notifier trusts it through the Outbound's test-only `ca`.
import { createServer, type Server } from "node:https";
import { selfSigned } from "./self-signed";

interface DiscordMessage {
  id: string;
  content: string;
  embeds: unknown[];
  edits: number;
  /** What `content` shows: each escaped punctuation mark as the mark. */
  shown: string;
  /** Where the links it shows lead: masked ones (`[text](url)`) and bare URLs. */
  links: string[];
  /** The mentions it holds (`@everyone`, `@here`, `<@id>`, `<@&id>`), and those that notify someone. */
  mentions: string[];
  pings: string[];
}

interface MessageBody {
  content?: string;
  embeds?: unknown[];
  allowed_mentions?: { parse?: ("everyone" | "users" | "roles")[] };
}

/** What Discord's client makes of a message's words. */
function read(content: string, allowed: MessageBody["allowed_mentions"]) {
  // A backslash before punctuation makes it plain: such a mark starts no syntax.
  const unescaped = content.replace(/\\[^0-9A-Za-z\s]/g, "\u0000");
  const links = [...unescaped.matchAll(/\[[^\]]*\]\((https?:\/\/[^)\s]+)\)|(https?:\/\/[^\s<]+)/g)].map((m) => m[1] ?? m[2]!);
  const mentions = [...unescaped.matchAll(/@everyone|@here|<@!?\d+>|<@&\d+>/g)].map((m) => m[0]);
  const kind = (mention: string) => (mention.startsWith("<@&") ? "roles" : mention.startsWith("<@") ? "users" : "everyone");
  const pings = mentions.filter((mention) => !allowed?.parse || allowed.parse.includes(kind(mention)));
  return { shown: content.replace(/\\([^0-9A-Za-z\s])/g, "$1"), links, mentions, pings };
}

export interface FakeDiscord {
  /** The webhook URL a channel's settings would show, on this server's port. */
  webhookUrl: string;
  /** The certificate to trust (PEM). */
  ca: string;
  /** The channel's messages, oldest first, deleted ones gone. */
  messages(): DiscordMessage[];
  /** Deletes a message as a channel's moderator would. */
  remove(id: string): void;
  /** Every request, as "METHOD /path?query". */
  calls: string[];
  close(): Promise<void>;
}

const WEBHOOK_ID = "1180000000000000001";
const WEBHOOK_TOKEN = "fake-token";

export async function startFakeDiscord(): Promise<FakeDiscord> {
  const { key, cert } = selfSigned("discord.com");
  const messages = new Map<string, DiscordMessage>();
  const calls: string[] = [];
  let nextId = 1_180_000_000_000_000_100n;
  const server: Server = createServer({ key, cert }, (request, response) => {
    const url = new URL(request.url ?? "/", "https://discord.com");
    calls.push(`${request.method} ${url.pathname}${url.search}`);
    const answer = (status: number, body?: unknown) => {
      response.writeHead(status, body === undefined ? {} : { "content-type": "application/json" });
      response.end(body === undefined ? undefined : JSON.stringify(body));
    };
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const match = /^\/api\/webhooks\/(\d+)\/([\w-]+)(?:\/messages\/(\d+))?$/.exec(url.pathname);
      if (!match) return answer(404, { message: "404: Not Found", code: 0 });
      if (match[1] !== WEBHOOK_ID || match[2] !== WEBHOOK_TOKEN) return answer(401, { message: "Invalid Webhook Token", code: 50027 });
      let body: MessageBody = {};
      try {
        body = chunks.length ? JSON.parse(Buffer.concat(chunks).toString("utf8")) : {};
      } catch {
        return answer(400, { message: "The request body contains invalid JSON.", code: 50109 });
      }
      const messageId = match[3];
      if (request.method === "POST" && !messageId) {
        if (!body.content && !body.embeds?.length) return answer(400, { message: "Cannot send an empty message", code: 50006 });
        const content = body.content ?? "";
        const message = { id: String(nextId++), content, embeds: body.embeds ?? [], edits: 0, ...read(content, body.allowed_mentions) };
        messages.set(message.id, message);
        return url.searchParams.get("wait") === "true" ? answer(200, message) : answer(204);
      }
      const message = messageId ? messages.get(messageId) : undefined;
      if (!message) return answer(404, { message: "Unknown Message", code: 10008 });
      if (request.method === "PATCH") {
        const content = body.content ?? message.content;
        Object.assign(message, {
          content,
          embeds: body.embeds ?? message.embeds,
          edits: message.edits + 1,
          ...read(content, body.allowed_mentions),
        });
        return answer(200, message);
      }
      if (request.method === "DELETE") {
        messages.delete(message.id);
        return answer(204);
      }
      answer(405, { message: "405: Method Not Allowed", code: 0 });
    });
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const port = (server.address() as { port: number }).port;
  return {
    webhookUrl: `https://discord.com:${port}/api/webhooks/${WEBHOOK_ID}/${WEBHOOK_TOKEN}`,
    ca: cert,
    messages: () => [...messages.values()],
    remove: (id) => void messages.delete(id),
    calls,
    close: () => new Promise((done) => server.close(() => done())),
  };
}
