// The local stack's bounces and complaints. Its outbox and SMTP server take any address, so mail to
// bounce@… or complaint@… (a +tag allowed) has SES's event, as SNS would deliver it, handed to the
// handler the cloud's mail-events function runs: a test or a person sees the same marks the cloud makes.
import type { Mailer } from "../mail/mailer";
import { type MailEvents, sesNotification } from "../notifier/mail-events";

const TROUBLED = /^(bounce|complaint)(\+[^@]*)?@/i;

export function feedingMailEvents(mailer: Mailer, events: MailEvents, now: () => Date): Mailer {
  return {
    async send(mail) {
      await mailer.send(mail);
      const kind = TROUBLED.exec(mail.to)?.[1]?.toLowerCase();
      if (kind !== "bounce" && kind !== "complaint") return;
      const message = JSON.stringify(sesNotification(kind, mail.to, now().toISOString()));
      await events.handle({ Records: [{ Sns: { Message: message } }] });
    },
  };
}
