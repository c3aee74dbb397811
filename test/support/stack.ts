// The real local stack for tests: the Hono app, the static web client and the notifier, on a random
// port, against the run's DynamoDB Local with a table of its own.
import type { SeatOfferCircle } from "../../functions/service/seat-offer-circle";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { inject } from "vitest";
import webpush from "web-push";
import { freePort } from "../../functions/local/dynamo";
import { startLocalServer } from "../../functions/local/server";
import { readOutbox, type StoredMail } from "../../functions/mail/outbox";
import { newId } from "../../functions/store/ids";
import { ApiClient, moveId } from "./client";
import type { OutboundOptions } from "../../functions/net/outbound";
import type { Observer } from "../../functions/net/observe";

export interface TestStack {
  url: string;
  tableName: string;
  dynamoEndpoint: string;
  sessionSecret: Uint8Array;
  /** The reply receiver's SMTP port on 127.0.0.1, with `replyReceiver`. */
  replyPort: number | null;
  outbox(): Promise<StoredMail[]>;
  /** Waits until a mail to `to` whose subject matches arrives (the notifier reads the stream). */
  waitForMail(to: string, subject: RegExp, timeoutMs?: number): Promise<StoredMail>;
  /**
   * With `sweepByHand`: moves the stack's time forward to `now` (it runs on from there) and runs one
   * clock sweep, so a test reaches a deadline without waiting for it.
   */
  sweep(now: Date): Promise<void>;
  stop(): Promise<void>;
}

export interface StackOptions {
  smtpUrl?: string;
  /** A shortened clock day, to see deadlines pass. */
  dayMs?: number;
  clockIntervalMs?: number;
  /** No clock timer: the test moves time and sweeps with `sweep(now)`. */
  sweepByHand?: boolean;
  /** False: the stack reads no stream, for tests that drive a notifier of their own. */
  notifier?: boolean;
  /** How often the stream is read besides after each of the stack's own writes (default 250 ms). */
  streamPollMs?: number;
  /**
   * The wait of a "your turn" for an undo (default none: a test of the hold sets it, and with
   * `sweepByHand` reaches its end by `sweep(now)`).
   */
  noticeHoldMs?: number;
  /** How long after a player stops looking at a game their "your turn" goes (default: the real 3 minutes). */
  lookingGraceMs?: number;
  /** How the notifier resolves the hosts it calls, and whether it may call this machine (loopback). */
  outbound?: OutboundOptions;
  /** Runs the reply receiver (TestStack.replyPort): replies to "your turn" mails play their move. */
  replyReceiver?: boolean;
  /** Where the stack's log lines and counts go (by default nowhere but errors on the console). */
  observer?: Observer;
  /** Who an offered seat goes to first: the players' friends, and blocks (by default nobody's). */
  circle?: SeatOfferCircle;
}

/** A client signed in by the emailed link (the account is made on the first sign-in), as a browser does it. */
export async function signedIn(stack: Pick<TestStack, "url" | "waitForMail">, email: string): Promise<ApiClient> {
  const client = new ApiClient(stack.url);
  // Said at once when the link was refused, rather than as a mail that never comes.
  const asked = await client.post("/api/auth/email", { email });
  if (asked.status >= 300) throw new Error(`sign-in for ${email} answered ${asked.status}: ${asked.text}`);
  const mail = await stack.waitForMail(email, /sign-in/);
  const link = new URL(/http:\/\/\S+verify\?token=[\w-]+/.exec(mail.text)![0]);
  await client.get(link.pathname + link.search);
  return client;
}

/**
 * A Yucata' game where `email` (signed in, seat 0) awaits after a guest, Bob, made the first move, with
 * the "your turn" mail that move sent her.
 */
export async function awaitedAfterBob(stack: Pick<TestStack, "url" | "waitForMail">, email: string) {
  const alice = await signedIn(stack, email);
  const created = await alice.post("/api/games", { game: "yucata", players: 2, options: { firstPlayer: 1 } });
  const gameId = created.body.id as string;
  const bob = await ApiClient.guest(stack.url, "Bob");
  await bob.post(`/api/games/${gameId}/join`);
  await bob.post(`/api/games/${gameId}/moves`, { version: 0, move: { card: 2 }, clientMoveId: moveId() });
  return { alice, bob, gameId, mail: await stack.waitForMail(email, /Your turn/) };
}

/**
 * A two-player Balam game of two mail users, started: the awaited one (seat, client, address) and their
 * "your turn" mail, whose few first-step choices (a Katun card to flip, or the tax) open a turn of steps.
 */
export async function awaitedInBalam(stack: Pick<TestStack, "url" | "waitForMail">, emails: [string, string]) {
  const players = [await signedIn(stack, emails[0]), await signedIn(stack, emails[1])] as const;
  const gameId = (await players[0].post("/api/games", { game: "balam", players: 2 })).body.id as string;
  await players[1].post(`/api/games/${gameId}/join`);
  const detail = (await players[0].get(`/api/games/${gameId}`)).body;
  const seat = detail.awaiting[0] as number;
  // Seat 0 is the creator's: the seats are taken in order.
  const email = emails[seat]!;
  return { gameId, seat, player: players[seat]!, email, mail: await stack.waitForMail(email, /Your turn/) };
}

export async function startStack(options: StackOptions = {}): Promise<TestStack> {
  const dynamoEndpoint = inject("dynamoEndpoint");
  const dataDir = await mkdtemp(join(tmpdir(), "turnpost-test-"));
  const tableName = `test-${newId(8)}`;
  const sessionSecret = new TextEncoder().encode(`test-secret-${newId(16)}`);
  const vapid = { ...webpush.generateVAPIDKeys(), subject: "mailto:test@turnpost.local" };
  // How far the stack's time runs ahead of the machine's; only `sweep(now)` moves it.
  let aheadMs = 0;
  // The waits for a mail, each looking again whenever one lands (rather than reading the outbox on a timer).
  const mailWaits = new Set<() => void>();
  const server = await startLocalServer({
    dynamoEndpoint,
    tableName,
    port: await freePort(),
    dataDir,
    webDir: resolve(import.meta.dirname, "../../web/dist"),
    sessionSecret,
    vapid: async () => vapid,
    smtpUrl: options.smtpUrl,
    dayMs: options.dayMs,
    clockIntervalMs: options.sweepByHand ? null : options.clockIntervalMs,
    now: () => new Date(Date.now() + aheadMs),
    notifier: options.notifier,
    streamPollMs: options.streamPollMs,
    outbound: options.outbound,
    noticeHoldMs: options.noticeHoldMs ?? 0,
    lookingGraceMs: options.lookingGraceMs,
    replyPort: options.replyReceiver ? await freePort() : undefined,
    observer: options.observer,
    circle: options.circle,
    onMailSent: () => {
      for (const look of mailWaits) look();
    },
  });
  // Each mail parsed once: every wait looks again at the whole outbox whenever a mail lands.
  const parsedMails = new Map<string, Promise<StoredMail>>();
  const outbox = () => readOutbox(server.outboxDir, parsedMails);
  return {
    url: server.url,
    tableName,
    dynamoEndpoint,
    sessionSecret,
    replyPort: server.replyPort,
    outbox,
    waitForMail: (to, subject, timeoutMs = 15_000) =>
      new Promise<StoredMail>((found, failed) => {
        const finish = () => {
          clearTimeout(timer);
          mailWaits.delete(look);
        };
        // One look at a time: a mail landing meanwhile asks for one more when it ends.
        let looking = false;
        let again = false;
        const look = () => {
          if (looking) return void (again = true);
          looking = true;
          outbox().then((mails) => {
            looking = false;
            const mail = mails.find((m) => m.to.includes(to) && subject.test(m.subject));
            if (mail && mailWaits.has(look)) {
              finish();
              found(mail);
            } else if (again) {
              again = false;
              look();
            }
          }, failed);
        };
        const timer = setTimeout(() => {
          finish();
          failed(new Error(`no mail to ${to} matching ${subject} within ${timeoutMs} ms`));
        }, timeoutMs);
        mailWaits.add(look);
        look();
      }),
    async sweep(now) {
      if (!options.sweepByHand) throw new Error("sweep(now) needs a stack started with sweepByHand");
      aheadMs = Math.max(aheadMs, now.getTime() - Date.now());
      await server.sweep();
    },
    async stop() {
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
