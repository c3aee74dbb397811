// Names people type for others to read are cleaned when they are saved, by every route that saves one:
// a guest's, a profile's, the one an email sign-up makes from the address, a tournament's and a league's.
// Invisible characters (bidi overrides, zero-width ones) go, control characters and line breaks become a
// space, and a name left with nothing visible is refused with a 400 naming the field, saving nothing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiClient } from "./support/client";
import { signedIn, startStack, type TestStack } from "./support/stack";

let stack: TestStack;
beforeAll(async () => void (stack = await startStack({ notifier: false })));
afterAll(() => stack?.stop());

/** A name as a pasted one may come: a right-to-left override, zero-width spaces, a CR LF, a tab and a NUL. */
const dirty = "\u202eAnn\u200b\u200b\r\nMarie\t\u0000Lee\ufeff ";
const invisible = "\u200b\u202e\u2066\u00ad\r\n\t";

const tournament = { game: "yucata", format: "round-robin", tableSize: 2, maxEntrants: 4, timePerMoveDays: 3, timeoutPolicy: "bot" };

describe("a name typed in", () => {
  it("is saved clean when a guest signs in, and refused when nothing visible is left", async () => {
    const guest = await ApiClient.guest(stack.url, dirty);
    expect((await guest.get("/api/me")).body.user.name).toBe("Ann Marie Lee");
    const refused = await new ApiClient(stack.url).post("/api/auth/guest", { name: invisible });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toMatch(/^name: /);
    expect(refused.headers.get("set-cookie")).toBeNull();
  });

  it("is saved clean from the settings, and a refused one changes nothing", async () => {
    const guest = await ApiClient.guest(stack.url, "Zed");
    expect((await guest.request("PATCH", "/api/me", { name: dirty })).status).toBe(200);
    expect((await guest.get("/api/me")).body.user.name).toBe("Ann Marie Lee");
    const refused = await guest.request("PATCH", "/api/me", { name: invisible, lang: "fr" });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toMatch(/^name: /);
    expect((await guest.get("/api/me")).body.user).toMatchObject({ name: "Ann Marie Lee", lang: "en" });
    // Bounded before it is cleaned: a name padded with 200 zero-width spaces is refused as too long.
    const huge = await guest.request("PATCH", "/api/me", { name: `A${"\u200b".repeat(200)}` });
    expect(huge.status).toBe(400);
    expect(huge.body.error.message).toBe("name: at most 40 characters");
  });

  it("made from an address's local part is bounded as a typed one", async () => {
    const local = `a${"b".repeat(50)}`;
    const client = await signedIn(stack, `${local}@example.test`);
    expect((await client.get("/api/me")).body.user.name).toBe(local.slice(0, 40));
  });

  it("of a tournament or a league is cleaned or refused as a player's", async () => {
    const host = await signedIn(stack, `host-${Date.now().toString(36)}@example.test`);
    const created = await host.post("/api/tournaments", { ...tournament, name: `Autumn\u200b\r\ncup\u202e` });
    expect(created.status).toBe(201);
    expect((await host.get(`/api/tournaments/${created.body.id}`)).body.name).toBe("Autumn cup");
    for (const path of ["/api/tournaments", "/api/leagues"]) {
      const refused = await host.post(path, { ...tournament, moves: 0, divisions: [["a", "b"]], name: invisible });
      expect(refused.status, path).toBe(400);
      expect(refused.body.error.message, path).toMatch(/(^|; )name: a name needs at least one visible character/);
    }
  });
});
