import { DeleteSuppressedDestinationCommand, NotFoundException, SESv2Client, SendEmailCommand } from "@aws-sdk/client-sesv2";
import { mockClient } from "aws-sdk-client-mock";
import { afterEach, describe, expect, it } from "vitest";
import { lazySesMailer } from "./lazy-ses";
import { lazySesSuppressionList } from "./lazy-suppression";

const ses = mockClient(SESv2Client);
afterEach(() => ses.reset());

describe("the Lambda handlers' SES mailer", () => {
  it("loads the SES mailer on the first send and sends every mail through it with the configuration set", async () => {
    ses.on(SendEmailCommand).resolves({ MessageId: "m-1" });
    const mailer = lazySesMailer("Turnpost <turns@turnpost.example>", "turnpost-dev");
    const mail = { subject: "Sign in", text: "Your link", html: "<p>Your link</p>" };
    await Promise.all([mailer.send({ to: "ann@example.org", ...mail }), mailer.send({ to: "bob@example.org", ...mail })]);
    const inputs = ses.commandCalls(SendEmailCommand).map((call) => call.args[0].input);
    expect(inputs.map((input) => input.Destination?.ToAddresses)).toEqual([["ann@example.org"], ["bob@example.org"]]);
    expect(inputs.map((input) => [input.FromEmailAddress, input.ConfigurationSetName])).toEqual([
      ["Turnpost <turns@turnpost.example>", "turnpost-dev"],
      ["Turnpost <turns@turnpost.example>", "turnpost-dev"],
    ]);
  });
});

describe("SES's suppression list", () => {
  it("takes an address off it, and finds nothing wrong when it was not on it", async () => {
    ses
      .on(DeleteSuppressedDestinationCommand, { EmailAddress: "gone@example.org" })
      .rejects(new NotFoundException({ message: "not there", $metadata: {} }));
    const list = lazySesSuppressionList();
    await list.release("ann@example.org");
    await list.release("gone@example.org");
    expect(ses.commandCalls(DeleteSuppressedDestinationCommand).map((call) => call.args[0].input.EmailAddress)).toEqual([
      "ann@example.org",
      "gone@example.org",
    ]);
  });

  it("lets any other failure through, so the person is told the link could not be sent", async () => {
    ses.on(DeleteSuppressedDestinationCommand).rejects(new Error("throttled"));
    await expect(lazySesSuppressionList().release("ann@example.org")).rejects.toThrow("throttled");
  });
});
