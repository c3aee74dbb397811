// The stores and services of a process beyond the game core (./game-core.ts): the chat, ratings,
// rhythms, queued moves, tournaments, leagues, friends and calendars. `core` (./core.ts) builds them with the rest of a
// process; the API builds them with its first request beyond a game's own routes (./api-areas.ts).
import { CalendarService } from "../service/calendar";
import { FriendService } from "../service/friends";
import { LeagueService } from "../service/leagues";
import { QueueService } from "../service/queue";
import { TournamentService } from "../service/tournaments";
import { ChatStore } from "../store/chat";
import { FriendStore } from "../store/friends";
import { QueueStore } from "../store/queues";
import { RatingStore } from "../store/ratings";
import { TournamentStore } from "../store/tournaments";
import type { ApiCore } from "./api-core";
import { SubstituteService } from "../service/substitutes";
import { seatOfferCircle } from "../service/seat-offer-circle";

export function areaServices({ config, dynamo, games, users, rhythms, blocks, service, now }: ApiCore) {
  const queues = new QueueStore(dynamo, config.tableName);
  const ratings = new RatingStore(dynamo, config.tableName);
  const tournamentStore = new TournamentStore(dynamo, config.tableName);
  const tournaments = new TournamentService(tournamentStore, games, service, ratings, now, blocks);
  const friendStore = new FriendStore(dynamo, config.tableName);
  const friends = new FriendService(friendStore, users, (a, b) => blocks.blockedBetween(a, b), now);
  return {
    chats: new ChatStore(dynamo, config.tableName),
    ratings,
    rhythms,
    queues,
    queue: new QueueService(games, queues, service),
    tournaments,
    friends,
    leagues: new LeagueService(tournamentStore, tournaments, users, friends, now, blocks),
    calendars: new CalendarService(users, service),
    substitutes: new SubstituteService(games, service, seatOfferCircle(friendStore, blocks), config.appUrl, now),
  };
}
