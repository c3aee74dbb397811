// AWS Lambda entry of the clock: an EventBridge schedule calls it every minute to sweep due games.
import { lambdaConfig } from "./config";
import { lazySesMailer } from "../mail/lazy-ses";
import { Notifier } from "../notifier/notify";
import { GameService } from "../service/games";
import { GameStore } from "../store/games";
import { dynamoClient } from "../store/table";
import { UserStore } from "../store/users";
import { Clock } from "../clock/clock";

const config = await lambdaConfig();
const dynamo = dynamoClient();
const now = () => new Date();
const games = new GameStore(dynamo, config.tableName);
const clock = new Clock(
  games,
  new UserStore(dynamo, config.tableName),
  new GameService(games, now),
  new Notifier({ config, dynamo, mailer: lazySesMailer(config.mailFrom, process.env.SES_CONFIGURATION_SET) }),
  now,
);

export async function handler(): Promise<{ handled: number }> {
  return { handled: await clock.sweep() };
}
