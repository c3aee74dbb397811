// AWS Lambda entry of the clock: an EventBridge schedule calls it every minute to sweep due games.
import { SESv2Client } from "@aws-sdk/client-sesv2";
import { lambdaConfig } from "../lambda-config";
import { SesMailer } from "../mail/mailer";
import { Notifier } from "../notifier/notify";
import { GameService } from "../service/games";
import { GameStore } from "../store/games";
import { dynamoClient } from "../store/table";
import { UserStore } from "../store/users";
import { Clock } from "./clock";

const config = await lambdaConfig();
const dynamo = dynamoClient();
const now = () => new Date();
const games = new GameStore(dynamo, config.tableName);
const clock = new Clock(
  games,
  new UserStore(dynamo, config.tableName),
  new GameService(games, now),
  new Notifier({ config, dynamo, mailer: new SesMailer(config.mailFrom, new SESv2Client({}), process.env.SES_CONFIGURATION_SET) }),
  now,
);

export async function handler(): Promise<{ handled: number }> {
  return { handled: await clock.sweep() };
}
