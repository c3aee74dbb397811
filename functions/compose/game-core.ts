// What a process needs to read and play games: the games' and users' stores, the game service, the
// session tokens and the live pages' connections. The live channel's and the stream's Lambdas build only
// this, so their cold starts load none of the rest (tournaments, chat, notices, previews); `core` in
// ./core.ts builds the rest on top of it.
import type { SeatOfferCircle } from "../service/seat-offer-circle";
import type { DynamoDBClient } from "@aws-sdk/client-dynamodb";
import type { Config } from "../config";
import { GameService } from "../service/games";
import { Tokens } from "../service/tokens";
import { GameStore } from "../store/games";
import { LiveConnectionStore } from "../store/live";
import { UserStore } from "../store/users";
import { RhythmStore } from "../store/rhythm";

export interface ProcessDeps {
  config: Config;
  dynamo: DynamoDBClient;
  now?: () => Date;
  /** Who an offered seat goes to first (functions/service/seat-offer-circle.ts; absent: NO_CIRCLE). */
  circle?: SeatOfferCircle;
}

/** The stores and services that read and play games, each built once. */
export function gameCore({ config, dynamo, now = () => new Date() }: ProcessDeps) {
  const games = new GameStore(dynamo, config.tableName);
  const users = new UserStore(dynamo, config.tableName);
  // The join route reads a player's record for a game that asks for minimums.
  const rhythms = new RhythmStore(dynamo, config.tableName);
  return {
    config,
    now,
    games,
    users,
    rhythms,
    service: new GameService(games, now, config.dayMs, users, rhythms),
    tokens: new Tokens(config.sessionSecret, now, config.sessionSecretsToVerify),
    connections: new LiveConnectionStore(dynamo, config.tableName, now),
  };
}

export type GameCore = ReturnType<typeof gameCore>;
