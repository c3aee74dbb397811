// AWS Lambda entry of the clock: an EventBridge schedule calls it every minute to sweep due games.
import { lambdaConfig } from "./config";
import { lazySesMailer } from "../mail/lazy-ses";
import { Notifier } from "../notifier/notify";
import { dynamoClient } from "../store/table";
import { Clock } from "../clock/clock";
import { core } from "../compose/index";

const config = await lambdaConfig();
const dynamo = dynamoClient();
const { games, users, service, now } = core({ config, dynamo });
const clock = new Clock(games, users, service, new Notifier({ config, dynamo, mailer: lazySesMailer(config.mailFrom, process.env.SES_CONFIGURATION_SET) }), now);

export async function handler(): Promise<{ handled: number }> {
  return { handled: await clock.sweep() };
}
