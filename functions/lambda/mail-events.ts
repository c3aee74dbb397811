// AWS Lambda entry of SES's bounces and complaints: the configuration set publishes them to an SNS topic
// this function alone subscribes to (cdk/constructs/mail-events.ts). It reads no secret and mails nobody:
// the table's name is all its configuration.
import { observed } from "./observe";
import type { SNSEvent } from "aws-lambda";
import { MailEvents } from "../notifier/mail-events";
import { dynamoClient } from "../store/table";
import { UserStore } from "../store/users";

const tableName = process.env.TABLE_NAME;
if (!tableName) throw new Error("environment variable TABLE_NAME is not set");
const events = new MailEvents(new UserStore(dynamoClient(), tableName));

export const handler = observed(async (event: SNSEvent): Promise<{ marked: number }> => ({ marked: await events.handle(event) }));
