// The API's areas beyond a game's own routes, with the services only they use: loaded by ./api.ts at
// the first request to one of them.
import { areas } from "../http/areas";
import type { AppOptions, RequestKit } from "../http/context";
import type { Mailer } from "../mail/mailer";
import { AuthService } from "../service/auth";
import { accountDeletion } from "./account-deletion";
import { areaServices } from "./area-services";
import { moderationService } from "./moderation";
import type { ApiCore } from "./api-core";
import type { Core } from "./core";

export function apiAreas(built: ApiCore | Core, options: AppOptions & { mailer: Mailer }, kit: RequestKit) {
  // A process that built every service (./core.ts: the local stack, tests, benches) serves its own; a
  // Lambda built only the API's core, and builds the rest now, once.
  const services = "queue" in built ? built : areaServices(built);
  const auth = new AuthService(built.users, built.games, options.mailer, built.config, built.now, options.suppressions);
  const deletions = accountDeletion(built, services.ratings, options.mailer);
  const moderation = moderationService({ ...built, ...services }, options.mailer);
  return areas({ ...built, ...options, ...services, auth, deletions, moderation }, kit);
}
