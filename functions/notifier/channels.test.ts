// The chat webhook channel's choice between a new message and an edit, with the calls answered here:
// which owner's message is edited, and what a changed URL or another service gets.
import { describe, expect, it } from "vitest";
import type { ChatMessage } from "../store/notices";
import { type CallWebhook, type ChatMessages, type Escape, WebhookChannel } from "./channels";

/** A channel whose calls and kept messages are recorded; Discord answers each create with a new id. */
function recorded() {
  const calls: { method: string; url: string; body: { content?: string; text?: string } }[] = [];
  const kept = new Map<string, ChatMessage>();
  let id = 100;
  const call: CallWebhook = async (method, url, json) => {
    calls.push({ method, url, body: JSON.parse(json) });
    return method === "POST" && url.includes("wait=true")
      ? { status: 200, body: JSON.stringify({ id: String(id++) }) }
      : { status: 204, body: "" };
  };
  const messages: ChatMessages = {
    chatMessage: async (gameId, target) => kept.get(`${gameId}|${target}`) ?? null,
    keepChatMessage: async (gameId, target, message) => void kept.set(`${gameId}|${target}`, message),
    forgetChatMessage: async (gameId, target) => void kept.delete(`${gameId}|${target}`),
  };
  return { channel: new WebhookChannel(call, messages), calls, kept };
}

const turn = (version: number) => ({ gameId: "g1", version, seat: -1, kind: "turn" as const });
const words = (text: string) => ({ text: () => text, link: "https://turnpost.example/g/g1", deadline: "2026-11-27T10:00:00.000Z" });
const DISCORD = "https://discord.com/api/webhooks/1/tok";

describe("a Discord webhook", () => {
  it("keeps one message per owner: the game's chat and a player's own webhook edit their own", async () => {
    const { channel, calls } = recorded();
    await channel.send({ url: DISCORD, owner: "chat" }, words("It's Ann's turn"), turn(1));
    await channel.send({ url: DISCORD, owner: "user:ben" }, words("Your turn"), turn(1));
    await channel.send({ url: DISCORD, owner: "chat" }, words("It's Ben's turn"), turn(2));
    await channel.send({ url: DISCORD, owner: "user:ben" }, words("Your turn again"), turn(3));
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      `POST ${DISCORD}?wait=true`,
      `POST ${DISCORD}?wait=true`,
      `PATCH ${DISCORD}/messages/100`,
      `PATCH ${DISCORD}/messages/101`,
    ]);
    expect(calls[2]!.body.content).toBe("It's Ben's turn\n⏳ <t:1795773600:f> (<t:1795773600:R>)");
  });

  it("posts anew through a changed URL, keeping a thread parameter on the edit", async () => {
    const { channel, calls } = recorded();
    const thread = `${DISCORD}?thread_id=42`;
    await channel.send({ url: DISCORD, owner: "chat" }, words("one"), turn(1));
    await channel.send({ url: thread, owner: "chat" }, words("two"), turn(2));
    await channel.send({ url: thread, owner: "chat" }, words("three"), turn(3));
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      `POST ${DISCORD}?wait=true`,
      `POST ${DISCORD}?thread_id=42&wait=true`,
      `PATCH ${DISCORD}/messages/101?thread_id=42`,
    ]);
  });

  it("posts the end as a new message and forgets the turn message", async () => {
    const { channel, calls, kept } = recorded();
    await channel.send({ url: DISCORD, owner: "chat" }, words("turn"), turn(1));
    await channel.send({ url: DISCORD, owner: "chat" }, { ...words("over"), deadline: null }, { ...turn(9), kind: "end" });
    expect(calls.map((c) => c.method)).toEqual(["POST", "POST"]);
    expect(kept.size).toBe(0);
  });

  it("does not edit by an id Discord's answer did not give as a snowflake", async () => {
    const calls: string[] = [];
    const kept = new Map<string, ChatMessage>();
    const channel = new WebhookChannel(
      async (method, url) => {
        calls.push(`${method} ${url}`);
        return { status: 200, body: JSON.stringify({ id: "../../other" }) };
      },
      {
        chatMessage: async () => kept.get("x") ?? null,
        keepChatMessage: async (_g, _t, m) => void kept.set("x", m),
        forgetChatMessage: async () => {},
      },
    );
    await channel.send({ url: DISCORD, owner: "chat" }, words("a"), turn(1));
    await channel.send({ url: DISCORD, owner: "chat" }, words("b"), turn(2));
    expect(calls).toEqual([`POST ${DISCORD}?wait=true`, `POST ${DISCORD}?wait=true`]);
  });
});

describe("a name in a webhook's text", () => {
  const line = (name: string) => ({ text: (written: Escape) => `It's ${written(name)}'s turn`, link: "https://turnpost.example/g/g1" });

  it("is plain characters in Discord's markdown, with mentions off, and loses what nobody sees", () => {
    expect(WebhookChannel.body(DISCORD, line("**Ann** `x` _y_ ~z~ > # - |s| \\"), turn(1))).toEqual({
      content: "It's \\*\\*Ann\\*\\* \\`x\\` \\_y\\_ \\~z\\~ \\> \\# \\- \\|s\\| \\\\'s turn",
      allowed_mentions: { parse: [] },
    });
    expect(WebhookChannel.body(DISCORD, line("An\u202en\u200b\r\nLee"), turn(1))).toMatchObject({ content: "It's Ann Lee's turn" });
  });

  it("is words in Slack's markup, and as typed for any other service", () => {
    expect(WebhookChannel.body("https://hooks.slack.com/services/T/B/x", line("<!here> & <@U1>"), turn(1))).toEqual({
      text: "It's &lt;!here&gt; &amp; &lt;@U1&gt;'s turn",
    });
    expect(WebhookChannel.body("https://chat.example/hook", line("<!here> **x**"), turn(1))).toMatchObject({
      text: "It's <!here> **x**'s turn",
    });
  });
});

describe("Slack and other webhooks", () => {
  it("get one message per turn, each naming the game", async () => {
    const { channel, calls, kept } = recorded();
    const slack = "https://hooks.slack.com/services/T/B/x";
    await channel.send({ url: slack, owner: "chat" }, words("It's Ann's turn in Yucata'"), turn(1));
    await channel.send({ url: slack, owner: "chat" }, words("It's Ben's turn in Yucata'"), turn(2));
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([`POST ${slack}`, `POST ${slack}`]);
    expect(calls.every((c) => c.body.text?.includes("in Yucata'"))).toBe(true);
    expect(calls[0]!.body.text).toContain("<!date^1795773600^{date_short_pretty} {time}|2026-11-27T10:00:00.000Z>");
    expect(kept.size).toBe(0);
  });
});
