import { describe, expect, it } from "vitest";
import type { EmailTrouble } from "../../shared/api/index";
import type { Mailer, OutgoingMail } from "../mail/mailer";
import { MailEvents, sesNotification, skipTroubledAddresses } from "./mail-events";

const AT = "2026-12-02T01:00:00.000Z";

/** The users' store as far as mail events go: addresses of users, and the marks made. */
function usersOf(addresses: Record<string, string>) {
  const marks: { id: string; email: string; trouble: EmailTrouble }[] = [];
  return {
    marks,
    async userIdForEmail(email: string) {
      return addresses[email] ?? null;
    },
    async markEmailTrouble(id: string, email: string, trouble: EmailTrouble) {
      marks.push({ id, email, trouble });
      return true;
    },
  };
}

/** A bounce's event, open to changes. */
const bounceTo = (address: string) =>
  sesNotification("bounce", address, AT) as { bounce: { bounceType: string; bouncedRecipients: { emailAddress: string }[] } };

const snsOf = (...messages: unknown[]) => ({ Records: messages.map((message) => ({ Sns: { Message: JSON.stringify(message) } })) });

describe("SES's mail events", () => {
  it("mark the user of each permanently bounced recipient, the address as the index keeps it", async () => {
    const users = usersOf({ "ada@example.org": "u-ada", "bea@example.org": "u-bea" });
    const bounce = bounceTo("Ada@Example.org");
    bounce.bounce.bouncedRecipients.push({ emailAddress: "bea@example.org" }, { emailAddress: "nobody@example.org" });
    expect(await new MailEvents(users).handle(snsOf(bounce))).toBe(2);
    expect(users.marks).toEqual([
      { id: "u-ada", email: "ada@example.org", trouble: { kind: "bounce", at: AT } },
      { id: "u-bea", email: "bea@example.org", trouble: { kind: "bounce", at: AT } },
    ]);
  });

  it("mark a complaint's recipients", async () => {
    const users = usersOf({ "ada@example.org": "u-ada" });
    expect(await new MailEvents(users).handle(snsOf(sesNotification("complaint", "ada@example.org", AT)))).toBe(1);
    expect(users.marks).toEqual([{ id: "u-ada", email: "ada@example.org", trouble: { kind: "complaint", at: AT } }]);
  });

  it("leave a transient bounce, another event and a message that is not SES's alone", async () => {
    const users = usersOf({ "ada@example.org": "u-ada" });
    const transient = bounceTo("ada@example.org");
    transient.bounce.bounceType = "Transient";
    const delivery = { eventType: "Delivery", mail: {}, delivery: { recipients: ["ada@example.org"] } };
    const events = { Records: [...snsOf(transient, delivery).Records, { Sns: { Message: "not json" } }] };
    expect(await new MailEvents(users).handle(events)).toBe(0);
    expect(users.marks).toEqual([]);
  });

  it("leave a message naming more recipients than SES sends a message to", async () => {
    const users = usersOf(Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`a${i}@example.org`, `u-${i}`])));
    const bounce = bounceTo("a0@example.org");
    for (let i = 1; i <= 50; i++) bounce.bounce.bouncedRecipients.push({ emailAddress: `a${i}@example.org` });
    expect(await new MailEvents(users).handle(snsOf(bounce))).toBe(0);
  });
});

describe("mail to a marked address", () => {
  it("is dropped, and mail to any other address goes out", async () => {
    const sent: OutgoingMail[] = [];
    const mailer: Mailer = { send: async (mail) => void sent.push(mail) };
    const troubles: Record<string, EmailTrouble> = { "ada@example.org": { kind: "bounce", at: AT } };
    const guarded = skipTroubledAddresses(mailer, { emailTroubleOf: async (email) => troubles[email] ?? null });
    const mail = (to: string) => ({ to, subject: "Your turn", text: "", html: "" });
    await guarded.send(mail("ada@example.org"));
    await guarded.send(mail("bea@example.org"));
    expect(sent.map((m) => m.to)).toEqual(["bea@example.org"]);
  });
});
