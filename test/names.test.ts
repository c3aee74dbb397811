// Names people type for others to read are checked when they are saved, by every route that saves one
// (shared/api/text-checks.ts): a guest's, a profile's, a tournament's and a league's, and the one an email
// sign-up makes from the address. Control and invisible characters (bidi overrides, zero-width ones) and
// names passing for Turnpost or its staff are refused with a 400 whose code says what is wrong and whose
// message names the field, saving nothing; spaces are only tidied.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiClient } from "./support/client";
import { signedIn, startStack, type TestStack } from "./support/stack";

let stack: TestStack;
beforeAll(async () => void (stack = await startStack({ notifier: false })));
afterAll(() => stack?.stop());

const tournament = { game: "yucata", format: "round-robin", tableSize: 2, maxEntrants: 4, timePerMoveDays: 3, timeoutPolicy: "bot" };

/** Names each route must refuse, with the code of what is wrong. */
const refusals = [
  ["\u202eAnn", "text-invisible"],
  ["Ann\u200bLee", "text-invisible"],
  ["Ann\r\nLee", "text-control"],
  ["Ann\tLee", "text-control"],
  ["\u200b\u202e", "text-invisible"],
  ["   ", "text-empty"],
  ["Turnpost", "text-reserved"],
  ["Mоderator", "text-reserved"], // a Cyrillic о
  ["ADMIN Lee", "text-reserved"],
] as const;

describe("a name typed in", () => {
  it("is saved tidied when a guest signs in, and refused, with no session, when it hides or claims something", async () => {
    const guest = await ApiClient.guest(stack.url, "  Ann\u00a0 Marie ");
    expect((await guest.get("/api/me")).body.user.name).toBe("Ann Marie");
    for (const [name, code] of refusals) {
      const refused = await new ApiClient(stack.url).post("/api/auth/guest", { name });
      expect(refused.status, name).toBe(400);
      expect(refused.body.error, name).toMatchObject({ code, field: "name" });
      expect(refused.body.error.message, name).toMatch(/^name: /);
      expect(refused.headers.get("set-cookie"), name).toBeNull();
    }
  });

  it("is refused from the settings the same way, and a refused one changes nothing", async () => {
    const guest = await ApiClient.guest(stack.url, "Zed");
    expect((await guest.request("PATCH", "/api/me", { name: "Zoë Lee" })).status).toBe(200);
    for (const [name, code] of refusals) {
      const refused = await guest.request("PATCH", "/api/me", { name, lang: "fr" });
      expect(refused.status, name).toBe(400);
      expect(refused.body.error.code, name).toBe(code);
    }
    expect((await guest.get("/api/me")).body.user).toMatchObject({ name: "Zoë Lee", lang: "en" });
    // Bounded before it is read: a name padded with 200 zero-width spaces is refused as too long.
    const huge = await guest.request("PATCH", "/api/me", { name: `A${"\u200b".repeat(200)}` });
    expect(huge.status).toBe(400);
    expect(huge.body.error).toMatchObject({ code: "text-too-long", max: 40, message: "name: at most 40 characters" });
  });

  it("made from an address's local part is bounded as a typed one, and claims no staff name", async () => {
    const local = `a${"b".repeat(50)}`;
    const client = await signedIn(stack, `${local}@example.test`);
    expect((await client.get("/api/me")).body.user.name).toBe(local.slice(0, 40));
    const admin = await signedIn(stack, `admin-${Date.now().toString(36)}@example.test`);
    expect((await admin.get("/api/me")).body.user.name).toBe("player");
  });

  it("of a tournament or a league is checked as a player's", async () => {
    const host = await signedIn(stack, `host-${Date.now().toString(36)}@example.test`);
    const created = await host.post("/api/tournaments", { ...tournament, name: "Autumn  cup" });
    expect(created.status).toBe(201);
    expect((await host.get(`/api/tournaments/${created.body.id}`)).body.name).toBe("Autumn cup");
    for (const path of ["/api/tournaments", "/api/leagues"]) {
      for (const [name, code] of refusals) {
        const refused = await host.post(path, { ...tournament, moves: 0, divisions: [["a", "b"]], name });
        expect(refused.status, path).toBe(400);
        expect(refused.body.error.message, path).toMatch(/(^|; )name: /);
        // Another field may be wrong too (a league's divisions here): the name's code is the one answered.
        expect(refused.body.error.code, `${path} ${name}`).toBe(code);
      }
    }
  });
});

describe("a chat message", () => {
  it("is refused with its code when it hides something, and saved with its line breaks", async () => {
    const host = await ApiClient.guest(stack.url, "Host");
    const game = await host.post("/api/games", { game: "yucata", players: 2 });
    expect(game.status).toBe(201);
    for (const [text, code] of [
      ["see \u202ethis", "text-invisible"],
      ["ding\u0007", "text-control"],
      [" \n ", "text-empty"],
      ["x".repeat(501), "text-too-long"],
    ] as const) {
      const refused = await host.post(`/api/games/${game.body.id}/chat`, { text });
      expect(refused.status, text).toBe(400);
      expect(refused.body.error, text).toMatchObject({ code, field: "text" });
    }
    const saved = await host.post(`/api/games/${game.body.id}/chat`, { text: " Good luck!\r\nHave fun 👍🏽 " });
    expect(saved.status).toBe(201);
    expect(saved.body.message.text).toBe("Good luck!\nHave fun 👍🏽");
    expect((await host.get(`/api/games/${game.body.id}/chat`)).body.messages.map((m: { text: string }) => m.text)).toEqual([
      "Good luck!\nHave fun 👍🏽",
    ]);
  });
});
