// SES mail for the Lambda handlers, loaded on the first send: nodemailer and the SES client are a
// large part of a bundle, and the API mails only on sign-in, so a cold start should not load them.
import type { Mailer } from "./mailer";

export function lazySesMailer(from: string, configurationSet: string | undefined): Mailer {
  let mailer: Promise<Mailer> | undefined;
  return {
    async send(mail) {
      mailer ??= Promise.all([import("./mailer"), import("@aws-sdk/client-sesv2")]).then(
        ([{ SesMailer }, { SESv2Client }]) => new SesMailer(from, new SESv2Client({}), configurationSet),
      );
      return (await mailer).send(mail);
    },
  };
}
