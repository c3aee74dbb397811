// Incoming mail (a reply to a "your turn" mail), parsed by mailparser as a mail client would read it.
import type { Readable } from "node:stream";
import { simpleParser } from "mailparser";

/** The most of a message read: a reply is a number and a quote, never megabytes. */
export const MAX_INBOUND_BYTES = 256 * 1024;

export interface InboundMail {
  /** The envelope's recipients (SMTP's RCPT TO, SES's receipt): where the message was really sent. */
  recipients: string[];
  /** The plain text, or the HTML's text when the message has no plain part. */
  text: string;
  /** The header's sender, lowercased (anyone can write it: it only counts replies), or null. */
  from: string | null;
}

export async function readInbound(raw: Buffer | Readable, recipients: string[]): Promise<InboundMail> {
  const parsed = await simpleParser(raw);
  return { recipients, text: parsed.text ?? "", from: parsed.from?.value[0]?.address?.toLowerCase() ?? null };
}
