// AWS Lambda entry of replies to "your turn" mails: SES's receipt rule stores the message in S3 and
// invokes this with its receipt (./ses-replies.ts); the move and the answer mail are the service's
// (functions/notifier/mail-reply.ts), as on the local stack's SMTP receiver.
import { observed } from "./observe";
import type { SESEvent } from "aws-lambda";
import { S3Client } from "@aws-sdk/client-s3";
import { lambdaConfig } from "./config";
import { lazySesMailer } from "../mail/lazy-ses";
import { dynamoClient } from "../store/table";
import { core } from "../compose/core";
import { mailReplies } from "../compose/notifier";
import { handleSesReplies } from "./ses-replies";

const config = await lambdaConfig();
const replies = mailReplies(core({ config, dynamo: dynamoClient() }), lazySesMailer(config.mailFrom, process.env.SES_CONFIGURATION_SET));
const s3 = new S3Client({});

export const handler = observed(async (event: SESEvent): Promise<void> => {
  await handleSesReplies(event, {
    s3,
    bucket: process.env.REPLY_BUCKET!,
    prefix: process.env.REPLY_PREFIX ?? "",
    reply: (mail) => replies.reply(mail),
  });
});
