// The stores and services of a process beyond the game core (./game-core.ts): the chat, ratings,
// rhythms, queued moves, tournaments, leagues and calendars. `core` (./core.ts) builds them with the rest of a
// process; the API builds them with its first request beyond a game's own routes (./api-areas.ts).
import { CalendarService } from "../service/calendar";
import { LeagueService } from "../service/leagues";
import { QueueService } from "../service/queue";
import { TournamentService } from "../service/tournaments";
import { ChatStore } from "../store/chat";
import { QueueStore } from "../store/queues";
import { RatingStore } from "../store/ratings";
import { TournamentStore } from "../store/tournaments";
import type { ApiCore } from "./api-core";
import { SubstituteService } from "../service/substitutes";
import { NO_CIRCLE, type SeatOfferCircle } from "../service/seat-offer-circle";

/**
 * `circle`: who an offered seat goes to first and who may never take it (functions/service/seat-offer-circle.ts);
 * until friendship is kept, nobody (NO_CIRCLE). The real one is handed in here, by ./core.ts and ./api-areas.ts.
 */
export function areaServices({ config, dynamo, games, users, rhythms, service, now }: ApiCore, circle: SeatOfferCircle = NO_CIRCLE) {
  const queues = new QueueStore(dynamo, config.tableName);
  const ratings = new RatingStore(dynamo, config.tableName);
  const tournamentStore = new TournamentStore(dynamo, config.tableName);
  const tournaments = new TournamentService(tournamentStore, games, service, ratings, now);
  return {
    chats: new ChatStore(dynamo, config.tableName),
    ratings,
    rhythms,
    queues,
    queue: new QueueService(games, queues, service),
    tournaments,
    leagues: new LeagueService(tournamentStore, tournaments, users, now),
    calendars: new CalendarService(users, service),
    substitutes: new SubstituteService(games, service, circle, config.appUrl, now),
  };
}
