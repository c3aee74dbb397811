// Replies to "your turn" mails in the cloud: SES receives them (its receipt rule, cdk/), stores each
// message in S3, then invokes the mail-reply function (./mail-reply.ts) with its receipt. A message
// plays only when SES found it clean and from where it says: spam and virus scans passed, no DKIM or
// SPF failure, and at least one of them passed (a forwarded reply may keep its DKIM and lose its SPF).
import type { SESEvent, SESReceipt } from "aws-lambda";
import { GetObjectCommand, type S3Client } from "@aws-sdk/client-s3";
import { MAX_INBOUND_BYTES, readInbound, type InboundMail } from "../mail/inbound";
import { observe } from "../net/observe";

export interface SesReplyDeps {
  s3: Pick<S3Client, "send">;
  /** Where the receipt rule's S3 action stores messages: the bucket, and the prefix before the message id. */
  bucket: string;
  prefix: string;
  reply(mail: InboundMail): Promise<unknown>;
}

/** Why SES's verdicts refuse a message, or null when they let it play. */
function refusedBySes(receipt: Pick<SESReceipt, "spamVerdict" | "virusVerdict" | "dkimVerdict" | "spfVerdict">): string | null {
  if (receipt.spamVerdict.status !== "PASS") return `spam verdict ${receipt.spamVerdict.status}`;
  if (receipt.virusVerdict.status !== "PASS") return `virus verdict ${receipt.virusVerdict.status}`;
  if (receipt.dkimVerdict.status === "FAIL") return "DKIM failed";
  if (receipt.spfVerdict.status === "FAIL") return "SPF failed";
  if (receipt.dkimVerdict.status !== "PASS" && receipt.spfVerdict.status !== "PASS") return "neither DKIM nor SPF passed";
  return null;
}

/** Reads each accepted message from S3 and hands it on; a refused one is logged and never read. */
export async function handleSesReplies(event: SESEvent, deps: SesReplyDeps): Promise<void> {
  for (const { ses } of event.Records) {
    const refused = refusedBySes(ses.receipt);
    if (refused) {
      observe.warn("mail-reply: refused", { messageId: ses.mail.messageId, reason: refused });
      continue;
    }
    const object = await deps.s3.send(new GetObjectCommand({ Bucket: deps.bucket, Key: `${deps.prefix}${ses.mail.messageId}` }));
    if (!object.Body || (object.ContentLength ?? 0) > MAX_INBOUND_BYTES) {
      observe.warn("mail-reply: refused", { messageId: ses.mail.messageId, reason: "empty or too large" });
      continue;
    }
    const raw = Buffer.from(await object.Body.transformToByteArray());
    await deps.reply(await readInbound(raw, ses.receipt.recipients));
  }
}
