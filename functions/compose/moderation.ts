// Moderation's service, built on a process's stores: the API's areas (./api-areas.ts) and the operator's
// command line (functions/cli/admin.ts) build the same one.
import type { Mailer } from "../mail/mailer";
import { ModerationService } from "../service/moderation";
import { SeatHandover } from "../service/seat-handover";
import { ModerationStore } from "../store/moderation";
import type { RatingStore } from "../store/ratings";
import type { ApiCore } from "./api-core";

export function moderationService(built: ApiCore & { ratings: RatingStore }, mailer: Mailer): ModerationService {
  const handover = new SeatHandover(built.games, built.service, built.now, built.ratings);
  return new ModerationService({ ...built, moderation: new ModerationStore(built.dynamo, built.config.tableName), handover, mailer });
}
