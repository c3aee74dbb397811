// Outgoing mail. One composer (nodemailer's) builds every message; transports differ only in where the
// bytes go: a local outbox folder, an SMTP server, or SES.
import { mkdir, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";
import nodemailer from "nodemailer";
import { type SESv2Client, SendEmailCommand } from "@aws-sdk/client-sesv2";

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where a reply goes (a "your turn" mail's: the address that plays a move by its number). */
  replyTo?: string;
  headers?: Record<string, string>;
}

export interface Mailer {
  /** Sends `mail`; answers the id the transport gave the message, when it gives one (SES's MessageId). */
  // biome-ignore lint/suspicious/noConfusingVoidType: a sender with no id to give (tests, benches) answers nothing at all.
  send(mail: OutgoingMail): Promise<string | void>;
}

/**
 * Where the mail transport keeps the addresses it refuses to mail (SES's suppression list); the local
 * outbox and SMTP keep none, so a process on them has no such list at all.
 */
export interface SuppressionList {
  /** Takes `address` off the list, so that what is sent to it next is delivered again. */
  release(address: string): Promise<void>;
}

async function compose(from: string, mail: OutgoingMail): Promise<{ bytes: Buffer; messageId: string }> {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  const info = await composer.sendMail({ from, ...mail });
  return { bytes: info.message as Buffer, messageId: info.messageId };
}

/**
 * Writes each message as an .eml file, named so that they list in the order they were sent, and then
 * tells `onSent` (the test stack's waits for a mail), never before the file is whole.
 */
export class OutboxMailer implements Mailer {
  private sequence = 0;

  constructor(
    private readonly from: string,
    readonly dir: string,
    private readonly onSent: () => void = () => {},
  ) {}

  async send(mail: OutgoingMail): Promise<string> {
    await mkdir(this.dir, { recursive: true });
    const name = `${Date.now()}-${String(++this.sequence).padStart(4, "0")}.eml`;
    const { bytes, messageId } = await compose(this.from, mail);
    // Renamed into place whole: a reader of the folder lists .eml files only.
    await writeFile(join(this.dir, `${name}.part`), bytes);
    await rename(join(this.dir, `${name}.part`), join(this.dir, name));
    this.onSent();
    return messageId;
  }
}

export class SmtpMailer implements Mailer {
  private readonly transport;

  constructor(
    private readonly from: string,
    url: string,
  ) {
    this.transport = nodemailer.createTransport(url);
  }

  async send(mail: OutgoingMail): Promise<string> {
    return (await this.transport.sendMail({ from: this.from, ...mail })).messageId;
  }
}

export class SesMailer implements Mailer {
  constructor(
    private readonly from: string,
    private readonly client: SESv2Client,
    private readonly configurationSet?: string,
  ) {}

  async send(mail: OutgoingMail): Promise<string | undefined> {
    const { MessageId } = await this.client.send(
      new SendEmailCommand({
        FromEmailAddress: this.from,
        Destination: { ToAddresses: [mail.to] },
        Content: { Raw: { Data: (await compose(this.from, mail)).bytes } },
        ConfigurationSetName: this.configurationSet,
      }),
    );
    // SES sets its own Message-ID on the way out: its id is the one a bounce or complaint names.
    return MessageId;
  }
}
