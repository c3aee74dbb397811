import { describe, expect, it } from "vitest";
import { readConfig } from "./config.js";

const context = (values: Record<string, unknown>) => ({ tryGetContext: (key: string) => values[key] });
const certificateArn = "arn:aws:acm:us-east-1:123456789012:certificate/abc";

describe("deployment context", () => {
  it("defaults to the dev stage and mails from the domain it serves", () => {
    const config = readConfig(context({}));
    expect(config.stage).toBe("dev");
    const withDomain = readConfig(context({ stage: "prod", domain: "play.turnpost.example", certificateArn }));
    expect(withDomain).toMatchObject({
      stage: "prod",
      mailFrom: "no-reply@play.turnpost.example",
      mailIdentity: "play.turnpost.example",
    });
  });

  it("verifies the domain of the From address unless told to verify one address", () => {
    expect(readConfig(context({ mailFrom: "Turnpost <hello@mail.turnpost.example>" }))).toMatchObject({
      mailIdentity: "mail.turnpost.example",
      mailAddress: "hello@mail.turnpost.example",
    });
    expect(readConfig(context({ mailFrom: "hello@turnpost.example", mailIdentity: "hello@turnpost.example" })).mailIdentity).toBe(
      "hello@turnpost.example",
    );
  });

  it("refuses what would deploy something broken, saying what is wrong", () => {
    expect(() => readConfig(context({ stage: "production" }))).toThrow(/stage.*dev, prod/);
    expect(() => readConfig(context({ domain: "play.turnpost.example" }))).toThrow(/certificateArn/);
    expect(() => readConfig(context({ certificateArn }))).toThrow(/domain/);
    expect(() =>
      readConfig(context({ domain: "play.turnpost.example", certificateArn: certificateArn.replace("us-east-1", "eu-west-1") })),
    ).toThrow(/us-east-1/);
    expect(() => readConfig(context({ mailFrom: "turnpost" }))).toThrow(/mailFrom/);
    expect(() => readConfig(context({ replyDomain: "play+x@reply.turnpost.example" }))).toThrow(/replyDomain/);
    expect(readConfig(context({ replyDomain: "reply.turnpost.example" })).replyDomain).toBe("reply.turnpost.example");
  });
});
