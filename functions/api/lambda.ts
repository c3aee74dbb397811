// AWS Lambda entry of the API (API Gateway HTTP API payloads).
import { handle } from "hono/aws-lambda";
import { SESv2Client } from "@aws-sdk/client-sesv2";
import { lambdaConfig } from "../lambda-config";
import { SesMailer } from "../mail/mailer";
import { dynamoClient } from "../store/table";
import { createApp } from "./app";

const config = await lambdaConfig();
const app = createApp({
  config,
  dynamo: dynamoClient(),
  mailer: new SesMailer(config.mailFrom, new SESv2Client({}), process.env.SES_CONFIGURATION_SET),
});

export const handler = handle(app);
