// SES mail for the Lambda handlers, loaded on the first send: nodemailer and the SES client are a
// large part of a bundle, and the API mails only on sign-in, so a cold start should not load them.
import type { Mailer, SuppressionList } from "./mailer";

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

/**
 * SES's account-level suppression list, loaded on first use: an address that bounced is on it, and SES
 * drops whatever is sent to it, the link that would confirm it again included.
 */
export function lazySesSuppressionList(): SuppressionList {
  let client: Promise<{ send(address: string): Promise<unknown> }> | undefined;
  return {
    async release(address) {
      client ??= import("@aws-sdk/client-sesv2").then(({ SESv2Client, DeleteSuppressedDestinationCommand }) => {
        const ses = new SESv2Client({});
        return { send: (EmailAddress: string) => ses.send(new DeleteSuppressedDestinationCommand({ EmailAddress })) };
      });
      try {
        await (await client).send(address);
      } catch (error) {
        // Not on the list (a soft bounce, or released already): nothing stands in the link's way.
        if ((error as { name?: string }).name !== "NotFoundException") throw error;
      }
    },
  };
}
