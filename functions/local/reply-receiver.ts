// The local stack's reply receiver: an SMTP server on this machine that takes replies to "your turn"
// mails (play+<token>@…) and hands them to the same service as the cloud's SES → S3 → Lambda path
// (functions/notifier/mail-reply.ts). No authentication, no TLS: it listens on loopback only.
import { SMTPServer, type SMTPServerDataStream } from "smtp-server";
import { MAX_INBOUND_BYTES, readInbound } from "../mail/inbound";
import type { MailReplies } from "../notifier/mail-reply";

export interface ReplyReceiver {
  port: number;
  stop(): Promise<void>;
}

/** The message's bytes, or null when it is larger than a reply ever is. */
async function bytesOf(stream: SMTPServerDataStream): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += (chunk as Buffer).length;
    if (size <= MAX_INBOUND_BYTES) chunks.push(chunk as Buffer);
  }
  return size <= MAX_INBOUND_BYTES ? Buffer.concat(chunks) : null;
}

export async function startReplyReceiver(replies: MailReplies, port: number, host = "127.0.0.1"): Promise<ReplyReceiver> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    size: MAX_INBOUND_BYTES,
    logger: false,
    onData(stream, session, done) {
      (async () => {
        const raw = await bytesOf(stream);
        if (!raw) return done(Object.assign(new Error("A reply is a few lines: this message is too large."), { responseCode: 552 }));
        const recipients = session.envelope.rcptTo.map((to) => to.address);
        await replies.reply(await readInbound(raw, recipients));
        done();
      })().catch((error) => {
        console.error("reply receiver: reply failed", error);
        done(Object.assign(new Error("The reply could not be handled now: try again later."), { responseCode: 451 }));
      });
    },
  });
  await new Promise<void>((ready, fail) => {
    server.once("error", fail);
    server.listen(port, host, () => ready());
  });
  return { port, stop: () => new Promise<void>((done) => server.close(() => done())) };
}
