// Everything of the local stack but DynamoDB itself: table, app, static site, live channel, notifier. Used by
// `npm start` and by the tests, so both run the same code.
import { accountDeletion } from "../compose/account-deletion";
import { serve, type ServerType } from "@hono/node-server";
import { DynamoDBStreamsClient } from "@aws-sdk/client-dynamodb-streams";
import { join } from "node:path";
import { apiApp } from "../compose/api";
import { core } from "../compose/core";
import { liveService } from "../compose/live";
import { mailReplies, notifier as notifierOf } from "../compose/notifier";
import { MoveLimiter } from "../http/rate-limit";
import type { Config } from "../config";
import { OutboxMailer, SmtpMailer } from "../mail/mailer";
import { MailEvents } from "../notifier/mail-events";
import { feedingMailEvents } from "./mail-events";
import type { OutboundOptions } from "../net/outbound";
import { pokeAfterWrites, pollStream } from "./stream";
import { LocalNoticeQueue, noteHandedOver } from "../notifier/notice-queue";
import { observeWith, type Observer } from "../net/observe";
import type { Notifier } from "../notifier/notify";
import { dynamoClient, ensureTable, tableStreamArn, withoutSdkLogger } from "../store/table";
import { createSite } from "./site";
import { mountLive } from "./live";
import { Clock } from "../clock/clock";
import { startTimer } from "./timer";
import { startReplyReceiver } from "./reply-receiver";

export interface LocalServerOptions {
  dynamoEndpoint: string;
  tableName: string;
  port: number;
  /** The interface to listen on (default 127.0.0.1: this machine only). */
  hostname?: string;
  dataDir: string;
  webDir: string;
  sessionSecret: Uint8Array;
  vapid: Config["vapid"];
  /** A shortened clock day for demos and tests (default: a real day). */
  dayMs?: number;
  /** How often the clock sweeps (default every second; the cloud sweeps every minute); null: only `sweep()` does. */
  clockIntervalMs?: number | null;
  /** The time every part of the stack reads (default the machine's): tests move it to a deadline. */
  now?: () => Date;
  /** False leaves the stream unread (tests that drive their own notifier). */
  notifier?: boolean;
  /** How often the stream is read besides after each write of this process (default 250 ms). */
  streamPollMs?: number;
  /** How long a "your turn" waits for an undo (default TURN_HOLD_MS; tests shorten it). */
  noticeHoldMs?: number;
  /** How long after a player stops looking at a game their "your turn" goes (default LOOKING_GRACE_MS). */
  lookingGraceMs?: number;
  /** Tests: how the notifier resolves the hosts it calls, and whether it may call loopback. */
  outbound?: OutboundOptions;
  /** Defaults to http://localhost:<port>. */
  appUrl?: string;
  smtpUrl?: string;
  /** The port of the reply receiver (on 127.0.0.1): replies to "your turn" mails play their move. Absent: none. */
  replyPort?: number;
  /** Called after each mail lands in the outbox (not with smtpUrl). */
  onMailSent?: () => void;
  /** Where the stack's log lines and counts go while it runs (functions/net/observe.ts); by default the quiet one. */
  observer?: Observer;
}

export interface LocalServer {
  url: string;
  outboxDir: string;
  /** Where replies to "your turn" mails are received, when they are. */
  replyPort: number | null;
  /** One clock sweep now; resolves once it has handled what was due. */
  sweep(): Promise<number>;
  stop(): Promise<void>;
}

export async function startLocalServer(options: LocalServerOptions): Promise<LocalServer> {
  const observerBefore = options.observer ? observeWith(options.observer) : null;
  const dynamo = dynamoClient(options.dynamoEndpoint);
  await ensureTable(dynamo, options.tableName);
  const url = options.appUrl ?? `http://localhost:${options.port}`;
  const outboxDir = join(options.dataDir, "outbox");
  const config: Config = {
    tableName: options.tableName,
    appUrl: url,
    mailFrom: "Turnpost <turns@turnpost.local>",
    sessionSecret: options.sessionSecret,
    vapid: options.vapid,
    dayMs: options.dayMs,
    local: true,
    // Any domain reaches the local receiver: the outbox's own one names the reply addresses.
    ...(options.replyPort ? { replyDomain: "turnpost.local" } : {}),
  };
  // Moves over HTTP and over the live channel count against one limit per user.
  const moveLimiter = new MoveLimiter();
  const now = options.now ?? (() => new Date());
  const built = core({ config, dynamo, now });
  const mailer = feedingMailEvents(
    options.smtpUrl ? new SmtpMailer(config.mailFrom, options.smtpUrl) : new OutboxMailer(config.mailFrom, outboxDir, options.onMailSent),
    new MailEvents(built.users),
    now,
  );
  const api = apiApp(built, { mailer, moveLimiter });
  // Upgrades reach the api app directly (the site's routes never see them); a plain GET /live is the web client's.
  const liveMount = mountLive(api, (sender) => liveService(built, { sender, moveLimiter, announced: built.notices }));
  const site = createSite(api, options.webDir, outboxDir);
  const server: ServerType = await new Promise((done) => {
    const s = serve({ fetch: site.fetch, port: options.port, hostname: options.hostname ?? "127.0.0.1" }, () => done(s));
  });
  liveMount.injectWebSocket(server);
  const streams = withoutSdkLogger(
    new DynamoDBStreamsClient({
      endpoint: options.dynamoEndpoint,
      region: "local",
      credentials: { accessKeyId: "local", secretAccessKey: "local" },
    }),
  );
  // The cloud's delayed wake-up messages (functions/lambda/notices.ts) as timers: a turn held for
  // its possible undo is told when due, whether or not the clock sweeps by itself.
  const wakeUps = new Set<ReturnType<typeof setTimeout>>();
  const notifier: Notifier = notifierOf(built, {
    mailer,
    outbound: options.outbound,
    holdMs: options.noticeHoldMs,
    graceMs: options.lookingGraceMs,
    async wakeAt(key, at) {
      const timer = setTimeout(() => {
        wakeUps.delete(timer);
        notifier.sendDeferred(key).catch((error) => console.error("notices: held notice failed", key, error));
      }, at.getTime() - now().getTime());
      wakeUps.add(timer);
    },
  });
  // As in the cloud: the stream's reader pushes to live pages and hands the records to the notice
  // queue, whose channels (a webhook may hang for seconds) never hold the stream.
  const notices = new LocalNoticeQueue(async (record) => (await notifier.handle([record])).length === 0);
  const poller =
    options.notifier === false
      ? null
      : pollStream(
          streams,
          await tableStreamArn(dynamo, options.tableName),
          async (records) => {
            await liveMount.live.handle(records);
            notices.push(records);
            noteHandedOver(records);
          },
          options.streamPollMs,
        );
  if (poller) pokeAfterWrites(dynamo, poller);
  const replies = options.replyPort ? await startReplyReceiver(mailReplies(built, mailer), options.replyPort) : null;
  const deletions = accountDeletion(built, built.ratings, mailer);
  const clock = new Clock(
    built.games,
    built.users,
    built.service,
    notifier,
    built.now,
    built.rhythms,
    built.tournaments,
    built.ratings,
    deletions,
  );
  // Every second, not the cloud's minute: a bot's move is due a few seconds after the turn reaches it.
  const clockTimer = options.clockIntervalMs === null ? null : startTimer(() => clock.sweep(), options.clockIntervalMs ?? 1_000);
  return {
    url,
    outboxDir,
    replyPort: replies?.port ?? null,
    sweep: () => clock.sweep(),
    async stop() {
      await clockTimer?.stop();
      await replies?.stop();
      for (const timer of wakeUps) clearTimeout(timer);
      await poller?.stop();
      await notices.stop();
      liveMount.closeAll();
      await new Promise<void>((done) => server.close(() => done()));
      streams.destroy();
      dynamo.destroy();
      if (observerBefore) observeWith(observerBefore);
    },
  };
}
