// Calls from our servers (chat webhooks, web push) never reach inside our network: every IPv6 spelling of
// a private IPv4 address is refused when the URL is saved, and at call time every address a host name
// resolves to is checked and the connection goes to the checked address (nothing resolves it again).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createServer, type Server } from "node:net";
import { createECDH, randomBytes } from "node:crypto";
import { Outbound, type Resolve } from "../../functions/net/outbound";
import { PushChannel, WebhookChannel } from "../../functions/notifier/channels";
import { guest, inProcessApp, startedGame, type InProcess } from "./support";

let env: InProcess;
beforeAll(async () => {
  env = await inProcessApp();
});

/** Addresses the old patterns let through, each inside our network or no one's. */
const INSIDE = [
  "[::ffff:127.0.0.1]", // IPv4-mapped, which the URL parser writes [::ffff:7f00:1]
  "[::ffff:a00:1]", // IPv4-mapped 10.0.0.1
  "[64:ff9b::7f00:1]", // NAT64 of 127.0.0.1
  "[64:ff9b::a9fe:a9fe]", // NAT64 of 169.254.169.254, the cloud's metadata service
  "[::127.0.0.1]", // IPv4-compatible
  "[fec0::1]", // site-local
  "[2002:7f00:1::]", // 6to4 of 127.0.0.1
  "169.254.169.254",
  "0x7f.1", // 127.0.0.1, once parsed
  "localhost.",
];

describe("saving a URL we would call", () => {
  it("refuses a chat webhook on any address inside, naming what is wrong", async () => {
    const { id, callers } = await startedGame(env, "yucata", 2);
    for (const host of INSIDE) {
      const reply = await callers[0]!.request("PUT", `/api/games/${id}/webhook`, { url: `https://${host}/hook` });
      expect(reply.status, host).toBe(400);
      expect(reply.body.error.code, host).toBe("bad-webhook");
      expect(reply.body.error.message, host).toMatch(/^A webhook URL must point to a public server\./);
    }
    const mapped = await callers[0]!.request("PUT", `/api/games/${id}/webhook`, { url: "https://[::ffff:127.0.0.1]/hook" });
    expect(mapped.body.error.message).toBe("A webhook URL must point to a public server. ::ffff:7f00:1 is a loopback address.");
    expect((await callers[0]!.get(`/api/games/${id}`)).body.chatWebhook ?? null).toBeNull();
  });

  it("refuses a personal webhook the same way", async () => {
    const caller = await guest(env, "Hooked");
    const reply = await caller.request("PATCH", "/api/me", { webhookUrl: "https://[64:ff9b::a9fe:a9fe]/hook" });
    expect(reply.status).toBe(400);
    expect(reply.text).toContain("A webhook URL must point to a public server. 64:ff9b::a9fe:a9fe is a link-local address.");
  });

  it("refuses a push endpoint on an address inside", async () => {
    const caller = await guest(env, "Pushed");
    const keys = { p256dh: createECDH("prime256v1").generateKeys().toString("base64url"), auth: randomBytes(16).toString("base64url") };
    for (const host of INSIDE) {
      const reply = await caller.post("/api/me/push", { endpoint: `https://${host}/push/1`, keys });
      expect(reply.status, host).toBe(400);
      expect(reply.text, host).toContain("A push endpoint must point to a public server.");
    }
    expect((await caller.post("/api/me/push", { endpoint: "https://push.example/send/1", keys })).status).toBe(201);
  });
});

/** A TCP server on loopback that counts connections and never answers: what a call must never reach. */
async function listener(): Promise<{ server: Server; port: number; connections: () => number }> {
  let count = 0;
  const server = createServer((socket) => {
    count++;
    socket.on("error", () => {});
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  return { server, port: (server.address() as { port: number }).port, connections: () => count };
}

describe("calling it", () => {
  let inside: Awaited<ReturnType<typeof listener>>;
  beforeAll(async () => {
    inside = await listener();
  });
  afterAll(() => inside.server.close());

  /** DNS as an attacker runs it: the name resolves to a public address and to ours. */
  const rebinding: Resolve = async (name) => (name === "hook.test" ? ["93.184.215.14", "127.0.0.1"] : ["::ffff:7f00:1"]);

  it("refuses a host name that resolves to any address inside, before connecting", async () => {
    const outbound = new Outbound({ resolve: rebinding });
    await expect(outbound.send("POST", `https://hook.test:${inside.port}/`, "{}")).rejects.toThrow(/127\.0\.0\.1 is a loopback address/);
    await expect(outbound.send("POST", `https://mapped.test:${inside.port}/`, "{}")).rejects.toThrow(/::ffff:7f00:1 is a loopback address/);
    // A URL stored before these checks, with an address literal (no name to resolve).
    await expect(outbound.send("POST", `https://[::ffff:7f00:1]:${inside.port}/`, "{}")).rejects.toThrow(/loopback/);
    expect(inside.connections()).toBe(0);
  });

  it("sends web push through the same check", async () => {
    const ecdh = createECDH("prime256v1");
    const subscription = {
      endpoint: `https://hook.test:${inside.port}/push/1`,
      keys: { p256dh: ecdh.generateKeys().toString("base64url"), auth: randomBytes(16).toString("base64url") },
    };
    const users = { pushSubscriptions: async () => [subscription], removePushSubscription: async () => {} };
    const vapid = { ...(await import("web-push")).default.generateVAPIDKeys(), subject: "mailto:t@turnpost.local" };
    const push = new PushChannel(users as never, async () => vapid, new Outbound({ resolve: rebinding }));
    const message = { subject: "s", lines: [], short: "s", action: { label: "a", url: "https://turnpost.example/" }, unsubscribeUrl: "" };
    await expect(push.send({ id: "u" } as never, message, "t")).rejects.toThrow(/127\.0\.0\.1 is a loopback address/);
    subscription.endpoint = `https://[64:ff9b::7f00:1]:${inside.port}/push/1`;
    await expect(push.send({ id: "u" } as never, message, "t")).rejects.toThrow(/loopback/);
    expect(inside.connections()).toBe(0);
  });

  it("reaches loopback only with the tests' allowance, which no other private address gets", async () => {
    const allowed = new Outbound({ resolve: async () => ["127.0.0.1"], allowLoopback: true });
    // The listener never answers TLS: the call times out, but it did connect.
    await expect(allowed.send("POST", `https://hook.test:${inside.port}/`, "{}", 300)).rejects.toThrow();
    expect(inside.connections()).toBe(1);
    const privateNet = new Outbound({ resolve: async () => ["10.0.0.1"], allowLoopback: true });
    await expect(privateNet.send("POST", `https://hook.test:${inside.port}/`, "{}")).rejects.toThrow(/10\.0\.0\.1 is a private address/);
  });

  it("does not follow a redirect: a 3xx answer is a failed call", async () => {
    const hook = new WebhookChannel(async () => ({ status: 302, body: "" }), {} as never);
    const notice = { gameId: "g", version: 1, seat: -1, kind: "turn" as const };
    const words = { text: () => "Your turn", link: "https://turnpost.example/g/g" };
    await expect(hook.send({ url: "https://chat.example/hook", owner: "chat" }, words, notice)).rejects.toThrow(/redirect/);
  });
});
