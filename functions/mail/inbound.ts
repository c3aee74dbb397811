// Incoming mail (a reply to a "your turn" mail), as the reply receivers hand it on.

export interface InboundMail {
  /** The envelope's recipients (SMTP's RCPT TO, SES's receipt): where the message was really sent. */
  recipients: string[];
  /** The plain text, or the HTML's text when the message has no plain part. */
  text: string;
}
