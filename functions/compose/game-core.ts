// What a process needs to read and play games: the games' and users' stores, the game service, the
// session tokens and the live pages' connections. The live channel's and the stream's Lambdas build only
// this, so their cold starts load none of the rest (tournaments, chat, notices, previews); `core` in
// ./core.ts builds the rest on top of it.
import type { DynamoDBClient } from "@aws-sdk/client-dynamodb";
import type { Config } from "../config";
import { GameService } from "../service/games";
import { Tokens } from "../service/tokens";
import { GameStore } from "../store/games";
import { LiveConnectionStore } from "../store/live";
import { UserStore } from "../store/users";
import { RhythmStore } from "../store/rhythm";
import { BlockStore } from "../store/blocks";

export interface ProcessDeps {
  config: Config;
  dynamo: DynamoDBClient;
  now?: () => Date;
}

/** The stores and services that read and play games, each built once. */
export function gameCore({ config, dynamo, now = () => new Date() }: ProcessDeps) {
  const games = new GameStore(dynamo, config.tableName);
  const users = new UserStore(dynamo, config.tableName);
  // The join route reads a player's record for a game that asks for minimums.
  const rhythms = new RhythmStore(dynamo, config.tableName);
  // And whether anyone seated has a block with the joining player (docs/social.md, "Blocking").
  const blocks = new BlockStore(dynamo, config.tableName);
  return {
    config,
    now,
    games,
    users,
    rhythms,
    blocks,
    service: new GameService(games, now, config.dayMs, users, rhythms, blocks),
    tokens: new Tokens(config.sessionSecret, now, config.sessionSecretsToVerify),
    connections: new LiveConnectionStore(dynamo, config.tableName, now),
  };
}

export type GameCore = ReturnType<typeof gameCore>;
