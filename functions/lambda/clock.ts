// AWS Lambda entry of the clock: an EventBridge schedule calls it every minute to sweep due games.
import { observed } from "./observe";
import type { Context } from "aws-lambda";
import { lambdaConfig } from "./config";
import { lazySesMailer } from "../mail/lazy-ses";
import { dynamoClient } from "../store/table";
import { Clock } from "../clock/clock";
import { core } from "../compose/core";
import { accountDeletion } from "../compose/account-deletion";
import { notifier } from "../compose/notifier";

const config = await lambdaConfig();
const dynamo = dynamoClient();
const built = core({ config, dynamo });
const mailer = lazySesMailer(config.mailFrom, process.env.SES_CONFIGURATION_SET);
const clock = new Clock(
  built.games,
  built.users,
  built.service,
  notifier(built, { mailer }),
  built.now,
  built.rhythms,
  built.tournaments,
  built.ratings,
  accountDeletion(built, built.ratings, mailer),
);

/** No due item starts with less than this left of the function's time: the next minute's sweep goes on. */
const ITEM_TIME_MS = 10_000;

export const handler = observed(
  async (_event: unknown, context: Pick<Context, "getRemainingTimeInMillis">): Promise<{ handled: number }> => ({
    handled: await clock.sweep(() => context.getRemainingTimeInMillis() > ITEM_TIME_MS),
  }),
);
