// What the notifier's tests share: a notifier of their own on the test stack's table (the stack reads no
// stream), its senders recorded, its clock moved by the test, and a game whose turn it tells.

import { createDecipheriv, type createECDH, hkdfSync } from "node:crypto";
import { GetItemCommand } from "@aws-sdk/client-dynamodb";
import webpush from "web-push";
import { core } from "../../functions/compose/core";
import { notifier } from "../../functions/compose/notifier";
import type { OutgoingMail } from "../../functions/mail/mailer";
import type { Notifier } from "../../functions/notifier/notify";
import { toAttributes } from "../../functions/store/attributes";
import type { ChangeRecord } from "../../functions/store/changes";
import { dynamoClient, keys } from "../../functions/store/table";
import { ApiClient, moveId } from "../support/client";
import type { TestStack } from "../support/stack";

export async function gameRecord(stack: TestStack, id: string): Promise<ChangeRecord> {
  const client = dynamoClient(stack.dynamoEndpoint);
  const { Item } = await client.send(new GetItemCommand({ TableName: stack.tableName, Key: toAttributes(keys.game(id)) }));
  client.destroy();
  return { eventID: `record-${id}`, eventName: "MODIFY", dynamodb: { NewImage: Item } };
}

export interface Harness {
  notifier: Notifier;
  mails: OutgoingMail[];
  pushes: { endpoint: string; body: Buffer; headers: Record<string, string> }[];
  hooks: { url: string; body: unknown }[];
  failMail: boolean;
  /** Mail sends begun; with `hangMail`, each one never ends, as in a process stopped mid-send. */
  mailsBegun: number;
  hangMail: boolean;
  /** Push endpoints that answer a server error. */
  failPush: Set<string>;
}

/** The notifier's clock, which the tests move: no test waits on real time. */
export interface TestClock {
  now: Date;
  /** The wake-ups the notifier asked for (a held notice's item, `pk|sk`, and when it is due). */
  wakeUps: { key: string; at: Date }[];
}

export function harness(
  stack: TestStack,
  clock?: TestClock,
  timing: { holdMs?: number; graceMs?: number } = {},
  dynamo = dynamoClient(stack.dynamoEndpoint),
): Harness {
  const h: Harness = {
    notifier: undefined!,
    mails: [],
    pushes: [],
    hooks: [],
    failMail: false,
    mailsBegun: 0,
    hangMail: false,
    failPush: new Set(),
  };
  const now = clock ? () => clock.now : undefined;
  const timed = clock
    ? {
        wakeAt: async (key: string, at: Date) => void clock.wakeUps.push({ key, at }),
        ...timing,
      }
    : { holdMs: 0 };
  const vapid = { ...webpush.generateVAPIDKeys(), subject: "mailto:test@turnpost.local" };
  const config = {
    tableName: stack.tableName,
    appUrl: stack.url,
    mailFrom: "t@t",
    sessionSecret: stack.sessionSecret,
    local: true,
    vapid: async () => vapid,
  };
  h.notifier = notifier(core({ config, dynamo, now }), {
    mailer: {
      async send(mail) {
        h.mailsBegun++;
        if (h.hangMail) await new Promise(() => {});
        if (h.failMail) throw new Error("mail server down");
        h.mails.push(mail);
        // As SES answers: the id it gave the message.
        return `<${h.mails.length}@mail.test>`;
      },
    },
    async pushSend(subscription, payload, options) {
      if (h.failPush.has(subscription.endpoint)) throw Object.assign(new Error("push service down"), { statusCode: 503 });
      const details = webpush.generateRequestDetails(subscription, payload as string, options);
      h.pushes.push({ endpoint: details.endpoint, body: details.body, headers: details.headers as Record<string, string> });
      return { statusCode: 201, body: "", headers: {} };
    },
    async callWebhook(_method, url, json) {
      h.hooks.push({ url, body: JSON.parse(json) });
      return { status: 204, body: "" };
    },
    ...timed,
  });
  return h;
}

/** A started game: Alice (email, seat 0) and Bob (guest, seat 1, plays first); Bob has played once. */
export async function gameAwaitingAlice(stack: TestStack) {
  const alice = new ApiClient(stack.url);
  const email = `alice-${moveId()}@example.org`;
  await alice.post("/api/auth/email", { email });
  const mail = await stack.waitForMail(email, /sign-in/); // sign-in links leave from the request itself
  const link = new URL(/http:\/\/\S+verify\?token=[\w-]+/.exec(mail.text)![0]);
  await alice.get(link.pathname + link.search);
  const me = (await alice.get("/api/me")).body.user;
  const created = await alice.post("/api/games", { game: "yucata", players: 2, options: { firstPlayer: 1 } });
  const bob = await ApiClient.guest(stack.url, "Bob");
  await bob.post(`/api/games/${created.body.id}/join`);
  await bob.post(`/api/games/${created.body.id}/moves`, { version: 0, move: { card: 4 }, clientMoveId: moveId() });
  return { id: created.body.id as string, alice, aliceId: me.id as string, bob };
}

export const testClock = (): TestClock => ({ now: new Date(), wakeUps: [] });

/** Moves the clock to each wake-up asked for and tells its notice, as the delayed queue would. */
export async function wakeUp(clock: TestClock, h: Harness): Promise<void> {
  for (let next = clock.wakeUps.shift(); next; next = clock.wakeUps.shift()) {
    if (next.at > clock.now) clock.now = next.at;
    await h.notifier.sendDeferred(next.key);
  }
}

/** RFC 8291 as a browser applies it: ECDH with the server's key, HKDF with the auth secret, AES-128-GCM. */
export function decryptPush(body: Buffer, ua: { ecdh: ReturnType<typeof createECDH>; auth: Buffer }): string {
  const salt = body.subarray(0, 16);
  const idLength = body[20]!;
  const serverPublic = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const shared = ua.ecdh.computeSecret(serverPublic);
  const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), ua.ecdh.getPublicKey(), serverPublic]);
  const ikm = Buffer.from(hkdfSync("sha256", shared, ua.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: aes128gcm\0"), 16));
  const nonce = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: nonce\0"), 12));
  const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  // The last record ends with the 0x02 delimiter, then zero padding.
  return padded.subarray(0, padded.lastIndexOf(2)).toString("utf8");
}
