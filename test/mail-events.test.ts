// Bounces and complaints on the local stack: its outbox cannot bounce, so mail to bounce@… and
// complaint@… addresses has SES's event fed to the handler the cloud runs (functions/local/mail-events.ts).
// The address's user is marked, and a sign-in link to it is refused with the reason.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiClient } from "./support/client";
import { signedIn, startStack, type TestStack } from "./support/stack";

let stack: TestStack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.stop();
});

const troubleOf = async (client: ApiClient) => (await client.get("/api/me")).body.user.emailTrouble;

describe.each([
  ["bounce", "address-bounced", /bounced/],
  ["complaint", "address-complained", /spam/],
])("an address whose mail ends in a %s", (kind, code, words) => {
  it("is marked on its user, and refused a sign-in link with the reason, changing nothing", async () => {
    const email = `${kind}+ada@example.org`;
    // The first link's event names an address nobody has yet: it marks nothing.
    const ada = await signedIn(stack, email);
    expect(await troubleOf(ada)).toBeNull();
    expect((await ada.post("/api/auth/email", { email })).status).toBe(202);
    await expect.poll(() => troubleOf(ada)).toEqual({ kind, at: expect.any(String) });
    const mails = (await stack.outbox()).length;
    const refused = await new ApiClient(stack.url).post("/api/auth/email", { email: email.toUpperCase() });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({ code, message: expect.stringMatching(words) });
    expect((await stack.outbox()).length).toBe(mails);
  });
});

describe("an address that mail reaches", () => {
  it("is never marked", async () => {
    const bea = await signedIn(stack, "bea@example.org");
    expect((await bea.post("/api/auth/email", { email: "bea@example.org" })).status).toBe(202);
    await stack.waitForMail("bea@example.org", /sign-in/);
    expect(await troubleOf(bea)).toBeNull();
  });
});
