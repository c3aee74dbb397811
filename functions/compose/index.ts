// The composition root: every store and service of a process is built here, once, from the table's
// client and the config, and handed to the transports (the API, the live channel) and the notifier and
// clock. The Lambda handlers, the local stack, the benches and the tests all build through it.
import type { DynamoDBClient } from "@aws-sdk/client-dynamodb";
import type { Config } from "../config";
import type { Mailer } from "../mail/mailer";
import { createApp } from "../http/app";
import type { AppOptions } from "../http/context";
import { LiveService, type LiveSender } from "../live/live";
import { Notifier, type NotifierOptions } from "../notifier/notify";
import { MailPlay } from "../notifier/mail-play";
import type { MoveLimiter } from "../http/rate-limit";
import { GameService } from "../service/games";
import { AuthService } from "../service/auth";
import { CalendarService } from "../service/calendar";
import { Tokens } from "../service/tokens";
import { ChatStore } from "../store/chat";
import { GameStore } from "../store/games";
import { HourlyLimiter } from "../store/hourly-limiter";
import { LiveConnectionStore } from "../store/live";
import { NoticeStore } from "../store/notices";
import { RatingStore } from "../store/ratings";
import { tableAnswers } from "../store/table";
import { UserStore } from "../store/users";
import { TournamentService } from "../service/tournaments";
import { TournamentStore } from "../store/tournaments";
import { RhythmStore } from "../store/rhythm";

export interface ProcessDeps {
  config: Config;
  dynamo: DynamoDBClient;
  now?: () => Date;
}

/** The stores and services of one process, each built once. */
export function core({ config, dynamo, now = () => new Date() }: ProcessDeps) {
  const games = new GameStore(dynamo, config.tableName);
  const ratings = new RatingStore(dynamo, config.tableName);
  const users = new UserStore(dynamo, config.tableName);
  const service = new GameService(games, now, config.dayMs, users);
  return {
    config,
    now,
    games,
    users,
    chats: new ChatStore(dynamo, config.tableName),
    ratings,
    rhythms: new RhythmStore(dynamo, config.tableName),
    connections: new LiveConnectionStore(dynamo, config.tableName, now),
    notices: new NoticeStore(dynamo, config.tableName, now),
    hourly: new HourlyLimiter(dynamo, config.tableName),
    tokens: new Tokens(config.sessionSecret, now, config.sessionSecretsToVerify),
    service,
    tournaments: new TournamentService(new TournamentStore(dynamo, config.tableName), games, service, ratings, users, now),
    calendars: new CalendarService(users, service),
    tableAnswers: () => tableAnswers(dynamo, config.tableName),
  };
}

export type Core = ReturnType<typeof core>;

/** The HTTP API of a process (its Hono app). */
export function apiApp(built: Core, options: AppOptions & { mailer: Mailer }) {
  const auth = new AuthService(built.users, built.games, options.mailer, built.config, built.now);
  return createApp({ ...built, ...options, auth });
}

/** The live channel of a process, pushing through `sender`. */
export function liveService(built: Core, options: { sender: LiveSender; moveLimiter?: MoveLimiter }) {
  return new LiveService({ ...built, ...options });
}

/** The notifier of a process: notices of the table's changes, and the clock's reminders. */
export function notifier(built: Core, options: NotifierOptions) {
  return new Notifier({ ...built, pages: built.connections, ...options });
}

/** Moves played from a notice: the reply receivers' service (the local SMTP receiver, the mail-reply Lambda). */
export function mailPlay(built: Core, mailer: Mailer) {
  return new MailPlay({ ...built, mailer });
}
