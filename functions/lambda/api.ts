// AWS Lambda entry of the API (API Gateway HTTP API payloads).
import { observed } from "./observe";
import { handle } from "hono/aws-lambda";
import { lambdaConfig } from "./config";
import { lazySesMailer } from "../mail/lazy-ses";
import { lazySesSuppressionList } from "../mail/lazy-suppression";
import { dynamoClient } from "../store/table";
import { apiApp } from "../compose/api";
import { apiCore } from "../compose/api-core";

const config = await lambdaConfig();
const app = apiApp(apiCore({ config, dynamo: dynamoClient() }), {
  mailer: lazySesMailer(config.mailFrom, process.env.SES_CONFIGURATION_SET),
  suppressions: lazySesSuppressionList(),
});

export const handler = observed(handle(app));
