// The cloud's reply adapter: SES's receipt decides whether a stored reply is read at all, and an accepted
// one reaches the service with SES's recipients and the message's text.
import { GetObjectCommand, S3Client } from "@aws-sdk/client-s3";
import type { SESEvent, SESReceiptStatus } from "aws-lambda";
import { mockClient } from "aws-sdk-client-mock";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { InboundMail } from "../mail/inbound";
import { handleSesReplies } from "./ses-replies";

const s3 = mockClient(S3Client);
afterEach(() => s3.reset());

const RECIPIENT = "play+g1-0-1-0123456789abcdef01234567@reply.turnpost.example";
const MESSAGE = [
  "From: Alice <alice@example.org>",
  `To: ${RECIPIENT}`,
  "Subject: Re: Your turn",
  "Content-Type: text/plain; charset=utf-8",
  "",
  "2",
  "",
  "> 1. Play the 3",
  "",
].join("\r\n");

type Verdicts = Partial<Record<"spamVerdict" | "virusVerdict" | "dkimVerdict" | "spfVerdict", SESReceiptStatus["status"]>>;

function event(verdicts: Verdicts = {}): SESEvent {
  const status = (name: keyof Verdicts) => ({ status: verdicts[name] ?? "PASS" });
  return {
    Records: [
      {
        eventSource: "aws:ses",
        eventVersion: "1.0",
        ses: {
          mail: { messageId: "m-1", source: "alice@example.org", destination: [RECIPIENT] } as SESEvent["Records"][number]["ses"]["mail"],
          receipt: {
            timestamp: "2026-11-24T04:00:00.000Z",
            processingTimeMillis: 100,
            recipients: [RECIPIENT],
            spamVerdict: status("spamVerdict"),
            virusVerdict: status("virusVerdict"),
            spfVerdict: status("spfVerdict"),
            dkimVerdict: status("dkimVerdict"),
            dmarcVerdict: { status: "PASS" },
            action: { type: "Lambda", functionArn: "arn:aws:lambda:eu-west-1:123456789012:function:reply", invocationType: "Event" },
          },
        },
      },
    ],
  };
}

async function deliver(verdicts: Verdicts): Promise<InboundMail[]> {
  s3.on(GetObjectCommand, { Bucket: "replies-bucket", Key: "replies/m-1" }).resolves({
    ContentLength: MESSAGE.length,
    Body: { transformToByteArray: async () => new TextEncoder().encode(MESSAGE) } as never,
  });
  const handed: InboundMail[] = [];
  await handleSesReplies(event(verdicts), {
    s3: s3 as unknown as S3Client,
    bucket: "replies-bucket",
    prefix: "replies/",
    reply: async (mail) => void handed.push(mail),
  });
  return handed;
}

describe("the mail-reply Lambda", () => {
  it("reads a clean, authenticated reply from S3 and hands it on with SES's recipients", async () => {
    const handed = await deliver({});
    expect(handed).toHaveLength(1);
    expect(handed[0]!.recipients).toEqual([RECIPIENT]);
    expect(handed[0]!.text.split("\n")[0]).toBe("2");
    expect(s3.commandCalls(GetObjectCommand)).toHaveLength(1);
  });

  it("still takes a forwarded reply whose DKIM passed and SPF did not", async () => {
    expect(await deliver({ spfVerdict: "GRAY" })).toHaveLength(1);
  });

  it.each<[string, Verdicts]>([
    ["a failing DKIM verdict", { dkimVerdict: "FAIL" }],
    ["a failing SPF verdict", { spfVerdict: "FAIL" }],
    ["neither DKIM nor SPF passing", { dkimVerdict: "GRAY", spfVerdict: "GRAY" }],
    ["spam", { spamVerdict: "FAIL" }],
    ["a virus", { virusVerdict: "FAIL" }],
    ["a scan that could not run", { virusVerdict: "PROCESSING_FAILED" }],
  ])("refuses %s without reading the message", async (_, verdicts) => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(await deliver(verdicts)).toEqual([]);
    expect(s3.commandCalls(GetObjectCommand)).toHaveLength(0);
    expect(warn).toHaveBeenCalledWith("mail-reply: refused", { messageId: "m-1", reason: expect.any(String) });
    warn.mockRestore();
  });
});
