// The composition root: every store and service of a process is built here, once, from the table's
// client and the config, and handed to the transports (./api.ts, ./live.ts) and the notifier and clock
// (./notifier.ts). The Lambda handlers, the local stack, the benches and the tests all build through it;
// each Lambda imports only the modules of what it serves, so its cold start loads nothing else.
import { CalendarService } from "../service/calendar";
import { QueueService } from "../service/queue";
import { TournamentService } from "../service/tournaments";
import { ChatStore } from "../store/chat";
import { HourlyLimiter } from "../store/hourly-limiter";
import { NoticeStore } from "../store/notices";
import { QueueStore } from "../store/queues";
import { RatingStore } from "../store/ratings";
import { ReadAheadStore } from "../store/read-ahead";
import { RhythmStore } from "../store/rhythm";
import { tableAnswers } from "../store/table";
import { TournamentStore } from "../store/tournaments";
import { gameCore, type ProcessDeps } from "./game-core";

/** The stores and services of one process, each built once: the game core's and all the others. */
export function core(deps: ProcessDeps) {
  const game = gameCore(deps);
  const { config, dynamo } = deps;
  const { games, users, service, now } = game;
  const queues = new QueueStore(dynamo, config.tableName);
  const ratings = new RatingStore(dynamo, config.tableName);
  return {
    ...game,
    chats: new ChatStore(dynamo, config.tableName),
    ratings,
    rhythms: new RhythmStore(dynamo, config.tableName),
    notices: new NoticeStore(dynamo, config.tableName, now),
    hourly: new HourlyLimiter(dynamo, config.tableName),
    queues,
    readAhead: new ReadAheadStore(dynamo, config.tableName),
    queue: new QueueService(games, queues, service),
    tournaments: new TournamentService(new TournamentStore(dynamo, config.tableName), games, service, ratings, users, now),
    calendars: new CalendarService(users, service),
    tableAnswers: () => tableAnswers(dynamo, config.tableName),
  };
}

export type Core = ReturnType<typeof core>;
