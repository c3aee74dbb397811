// A new account starts in the time zone of the browser that made it (deadlines and quiet hours are then
// right before anyone opens the settings); a bad zone name is refused and makes nothing; an account that
// exists keeps the zone it has, whatever browser signs in to it.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ApiClient } from "./support/client";
import { startStack, type TestStack } from "./support/stack";

let stack: TestStack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.stop();
});

const mailsTo = async (email: string) => (await stack.outbox()).filter((m) => m.to.includes(email));

/** Asks for a link with `timeZone` from `client` and opens it there: the client is then signed in. */
async function signInFrom(client: ApiClient, email: string, timeZone: string): Promise<void> {
  const before = (await mailsTo(email)).length;
  expect((await client.post("/api/auth/email", { email, timeZone })).status).toBe(202);
  // The newest link: an address signed in to twice has had two.
  const mail = await vi.waitFor(async () => (await mailsTo(email)).at(before) ?? Promise.reject(new Error(`no new mail to ${email}`)));
  const url = new URL(/https?:\/\/\S+\/auth\/verify\?token=[\w-]+/.exec(mail.text)![0]);
  expect((await client.get(url.pathname + url.search)).status).toBe(303);
}

const zoneOf = async (client: ApiClient) => (await client.get("/api/me")).body.user.timeZone;

describe("the time zone at sign-up", () => {
  it("a guest starts in the browser's zone, or UTC when it sends none", async () => {
    const paris = new ApiClient(stack.url);
    expect((await paris.post("/api/auth/guest", { name: "Léa", timeZone: "Europe/Paris" })).status).toBe(200);
    expect(await zoneOf(paris)).toBe("Europe/Paris");
    expect(await zoneOf(await ApiClient.guest(stack.url, "Noé"))).toBe("UTC");
  });

  it("a zone that is no zone is refused by name, and no guest is made", async () => {
    const client = new ApiClient(stack.url);
    const reply = await client.post("/api/auth/guest", { name: "Mars", timeZone: "Mars/Olympus_Mons" });
    expect(reply.status).toBe(400);
    expect(JSON.stringify(reply.body.error)).toMatch(/timeZone/);
    expect((await client.get("/api/me")).status).toBe(401);
    const byEmail = await client.post("/api/auth/email", { email: "mars@example.org", timeZone: "Mars/Olympus_Mons" });
    expect(byEmail.status).toBe(400);
    expect(JSON.stringify(byEmail.body.error)).toMatch(/timeZone/);
  });

  it("an account made by email takes the asking browser's zone; later sign-ins keep it", async () => {
    const montreal = new ApiClient(stack.url);
    await signInFrom(montreal, "maude@example.org", "America/Montreal");
    expect(await zoneOf(montreal)).toBe("America/Montreal");
    const tokyo = new ApiClient(stack.url);
    await signInFrom(tokyo, "maude@example.org", "Asia/Tokyo");
    expect(await zoneOf(tokyo)).toBe("America/Montreal");
  });

  it("a guest who confirms an address keeps the zone it already has", async () => {
    const guest = new ApiClient(stack.url);
    expect((await guest.post("/api/auth/guest", { name: "Inès", timeZone: "Europe/Lisbon" })).status).toBe(200);
    await signInFrom(guest, "ines@example.org", "Asia/Tokyo");
    expect((await guest.get("/api/me")).body.user).toMatchObject({ email: "ines@example.org", timeZone: "Europe/Lisbon" });
  });
});
