// What SES tells of the mail we sent. Its configuration set suppresses an address that bounced for good
// or whose owner marked a mail as spam; here the address's user is marked too, so that the app stops
// mailing it and says why (Settings, and sign-in refuses to send a link: functions/service/auth.ts).
import * as z from "../../shared/zod";
import type { EmailTrouble } from "../../shared/api/index";
import type { Mailer } from "../mail/mailer";
import type { UserStore } from "../store/users";
import { observe } from "../net/observe";

/** SES sends a message to 50 recipients at most: an event naming more is not one of its own. */
const MAX_RECIPIENTS = 50;
/** SNS carries 256 KB at most. */
const MAX_MESSAGE_CHARS = 262_144;
const MAX_ADDRESS_CHARS = 320;

const recipients = z.array(z.object({ emailAddress: z.string().check(z.maxLength(MAX_ADDRESS_CHARS)) })).check(z.maxLength(MAX_RECIPIENTS));
const timestamp = z.iso.datetime({ offset: true });
/** The part of SES's event publishing record read here: the rest (mail headers, diagnostics) is left. */
const sesEvent = z.union([
  z.object({
    eventType: z.literal("Bounce"),
    bounce: z.object({ bounceType: z.string(), bouncedRecipients: recipients, timestamp }),
  }),
  z.object({
    eventType: z.literal("Complaint"),
    complaint: z.object({ complainedRecipients: recipients, timestamp }),
  }),
]);

/** An SNS delivery to a Lambda subscriber, as far as it is read: each record's message, SES's event as JSON. */
export interface SnsEvent {
  Records: { Sns: { Message: string } }[];
}

/** The addresses an SES event says to stop mailing, and since when; null for any other event. */
function troubleIn(message: string): { addresses: string[]; trouble: EmailTrouble } | null {
  if (message.length > MAX_MESSAGE_CHARS) return null;
  let json: unknown;
  try {
    json = JSON.parse(message);
  } catch {
    return null;
  }
  const parsed = sesEvent.safeParse(json);
  if (!parsed.success) return null;
  const event = parsed.data;
  // A transient or undetermined bounce (a full mailbox, a server down) says nothing lasting of the address.
  if (event.eventType === "Bounce" && event.bounce.bounceType !== "Permanent") return null;
  const { list, at } =
    event.eventType === "Bounce"
      ? { list: event.bounce.bouncedRecipients, at: event.bounce.timestamp }
      : { list: event.complaint.complainedRecipients, at: event.complaint.timestamp };
  const kind = event.eventType === "Bounce" ? "bounce" : "complaint";
  // Addresses are indexed as sign-in lowercased them.
  return {
    addresses: list.map((recipient) => recipient.emailAddress.trim().toLowerCase()),
    trouble: { kind, at: new Date(at).toISOString() },
  };
}

export class MailEvents {
  constructor(private readonly users: Pick<UserStore, "userIdForEmail" | "markEmailTrouble">) {}

  /**
   * Marks the users of the addresses SES's events name. Answers how many were marked. A message that is
   * not such an event is left (and logged): throwing would only have SNS deliver it again.
   */
  async handle(event: SnsEvent): Promise<number> {
    let marked = 0;
    for (const record of event.Records) {
      const found = troubleIn(record.Sns.Message);
      if (!found) {
        observe.warn("mail event not acted on", { message: record.Sns.Message.slice(0, 200) });
        continue;
      }
      for (const address of found.addresses) {
        const id = await this.users.userIdForEmail(address);
        if (id && (await this.users.markEmailTrouble(id, address, found.trouble))) marked++;
      }
    }
    return marked;
  }
}

/**
 * SES's event of a permanent bounce or a complaint for one recipient: what the local stack feeds its own
 * handler for addresses that cannot bounce there (functions/local/mail-events.ts).
 */
export function sesNotification(kind: EmailTrouble["kind"], address: string, at: string) {
  const list = [{ emailAddress: address }];
  return kind === "bounce"
    ? { eventType: "Bounce", bounce: { bounceType: "Permanent", bounceSubType: "General", bouncedRecipients: list, timestamp: at } }
    : { eventType: "Complaint", complaint: { complainedRecipients: list, complaintFeedbackType: "abuse", timestamp: at } };
}

/**
 * The one way user mail goes out: turns, reminders, digests, tournament and league mail, answers to
 * replies. Mail to a marked address is dropped here (SES would suppress it anyway, and count it against
 * the account). Sign-in mail does not come this way: it refuses with the reason instead.
 */
export function skipTroubledAddresses(mailer: Mailer, users: Pick<UserStore, "emailTroubleOf">): Mailer {
  return {
    async send(mail) {
      if (await users.emailTroubleOf(mail.to.toLowerCase())) return void observe.count("MailSkipped");
      // The id the transport gave (SES's MessageId) goes on into the notices' ledger.
      return mailer.send(mail);
    },
  };
}
