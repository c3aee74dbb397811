// Account deletion and the seat hand-over it calls, built from a process's stores: the API's settings
// routes ask for and confirm deletions, the clock carries them out (functions/service/account-deletion.ts).
import { appOrigin } from "../config";
import type { Mailer } from "../mail/mailer";
import { AccountDeletion } from "../service/account-deletion";
import { SeatHandover } from "../service/seat-handover";
import { DeletionStore } from "../store/deletions";
import type { RatingStore } from "../store/ratings";
import type { ApiCore } from "./api-core";

export function accountDeletion(
  { config, dynamo, games, users, service, now }: ApiCore,
  ratings: RatingStore,
  mailer: Mailer | null,
): AccountDeletion {
  const handover = new SeatHandover(games, service, now, ratings);
  return new AccountDeletion(users, new DeletionStore(dynamo, config.tableName), games, handover, mailer, appOrigin(config), now);
}
