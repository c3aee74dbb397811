// Settings' fix of an address whose mail stopped: a link mailed to the same address lifts the mark,
// one mailed to another replaces the old address, and only once followed; a forged or used link, or
// an address another account has, changes nothing and is said so.
import { beforeAll, describe, expect, it } from "vitest";
import { APP_URL, emailUser, guest, inProcessApp, type Caller, type InProcess } from "./reliability/support";

let env: InProcess;
beforeAll(async () => {
  env = await inProcessApp();
});

/** `address` signed in by its link, then marked: a mail to it bounced. */
async function bounced(address: string): Promise<{ caller: Caller; id: string }> {
  const caller = await emailUser(env, address);
  const id = (await caller.get("/api/me")).body.user.id as string;
  expect(await env.users.markEmailTrouble(id, address, { kind: "bounce", at: "2026-11-30T10:00:00.000Z" })).toBe(true);
  return { caller, id };
}

/** The confirmation link of the last mail to `to`, as a path. */
function confirmationLink(to: string): string {
  const mail = env.mails.filter((m) => m.to === to).at(-1);
  expect(mail?.subject, `a confirmation mail to ${to}`).toMatch(/^Confirm your/);
  const url = new URL(/https?:\/\/\S+\/api\/me\/email\/confirm\?token=[\w-]+/.exec(mail!.text)![0]);
  return url.pathname + url.search;
}

/** The link's page as a browser opens it, and its button's post (from our own origin). */
function open(path: string, method: "GET" | "POST" = "GET") {
  return env.caller().request(method, path, method === "POST" ? "" : undefined, {
    origin: new URL(APP_URL).origin,
    "content-type": "application/x-www-form-urlencoded",
  });
}

const me = async (caller: Caller) => (await caller.get("/api/me")).body.user;

describe("fixing an address whose mail stopped", () => {
  it("lifts the bounce mark only when the link mailed to the same address is followed, once", async () => {
    const { caller } = await bounced("same@example.org");
    expect(await caller.post("/api/me/email", {})).toMatchObject({ status: 202, body: { sentTo: "same@example.org" } });
    // SES's suppression list would drop the link: the address comes off it first, the mark stays.
    expect(env.released).toEqual(["same@example.org"]);
    const link = confirmationLink("same@example.org");
    expect((await me(caller)).emailTrouble).toMatchObject({ kind: "bounce" });

    // Opening it (a mail scanner does) names the address and changes nothing.
    const shown = await open(link);
    expect(shown.status).toBe(200);
    expect(shown.text).toContain("Have Turnpost write to you at same@example.org?");
    expect((await me(caller)).emailTrouble).toMatchObject({ kind: "bounce" });

    const confirmed = await open(link, "POST");
    expect(confirmed.status).toBe(200);
    expect(confirmed.text).toContain("Confirmed: Turnpost writes to you at same@example.org again.");
    expect((await me(caller)).emailTrouble).toBeNull();

    // Followed again (a replay): a 4xx naming why, nothing changed.
    for (const method of ["GET", "POST"] as const) {
      expect(await open(link, method)).toMatchObject({ status: 400, body: { error: { code: "link-expired" } } });
    }
  });

  it("refuses a forged or malformed link, and asks for nothing when mail reaches the address", async () => {
    const { caller } = await bounced("forged@example.org");
    const forged = `/api/me/email/confirm?token=${"A".repeat(43)}`;
    for (const method of ["GET", "POST"] as const) {
      expect(await open(forged, method)).toMatchObject({ status: 400, body: { error: { code: "link-expired" } } });
      expect((await open("/api/me/email/confirm?token=short", method)).status).toBe(400);
    }
    expect((await me(caller)).emailTrouble).toMatchObject({ kind: "bounce" });
    const fine = await emailUser(env, "fine@example.org");
    expect(await fine.post("/api/me/email", {})).toMatchObject({ status: 400, body: { error: { code: "address-fine" } } });
    const visitor = await guest(env, "Visitor");
    expect(await visitor.post("/api/me/email", {})).toMatchObject({ status: 403, body: { error: { code: "no-address" } } });
    expect(await caller.post("/api/me/email", { email: "not an address" })).toMatchObject({ status: 400 });
    expect(await caller.post("/api/me/email", { email: `${"a".repeat(250)}@example.org` })).toMatchObject({ status: 400 });
  });

  it("changes to another address only once its link is followed, keeping the old one until then", async () => {
    const { caller, id } = await bounced("old@example.org");
    expect(await caller.post("/api/me/email", { email: "New@Example.org" })).toMatchObject({
      status: 202,
      body: { sentTo: "new@example.org" },
    });
    const link = confirmationLink("new@example.org");
    // A new address was never refused: neither it nor the old one comes off SES's list.
    expect(env.released.filter((a) => a.startsWith("old@") || a.startsWith("new@"))).toEqual([]);
    expect(await me(caller)).toMatchObject({ email: "old@example.org", emailTrouble: { kind: "bounce" } });
    expect(await env.users.userIdForEmail("new@example.org")).toBeNull();

    expect((await open(link, "POST")).status).toBe(200);
    expect(await me(caller)).toMatchObject({ email: "new@example.org", emailTrouble: null });
    expect(await env.users.userIdForEmail("new@example.org")).toBe(id);
    expect(await env.users.userIdForEmail("old@example.org")).toBeNull();
  });

  it("answers a clear 409 for an address another account has, without saying whose", async () => {
    await emailUser(env, "taken@example.org");
    const { caller } = await bounced("wants@example.org");
    const refused = await caller.post("/api/me/email", { email: "taken@example.org" });
    expect(refused).toMatchObject({ status: 409, body: { error: { code: "email-taken" } } });
    expect(refused.text).not.toMatch(/taken@|Seat|user/i);
    expect(env.mails.filter((m) => m.to === "taken@example.org" && /^Confirm/.test(m.subject))).toHaveLength(0);

    // Taken between the link and its following: refused then too, the old address kept.
    expect((await caller.post("/api/me/email", { email: "race@example.org" })).status).toBe(202);
    const link = confirmationLink("race@example.org");
    await emailUser(env, "race@example.org");
    expect(await open(link, "POST")).toMatchObject({ status: 409, body: { error: { code: "email-taken" } } });
    expect(await me(caller)).toMatchObject({ email: "wants@example.org", emailTrouble: { kind: "bounce" } });
  });
});
