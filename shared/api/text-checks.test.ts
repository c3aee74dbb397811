// Every typed name and chat message is checked by one schema: these tables are what it lets through and
// what it turns away, with the code a client phrases.
import { describe, expect, it } from "vitest";
import { impersonates, typedText } from "./text-checks";

const outcome = (kind: "name" | "chat", text: string, max = 40) => {
  const parsed = typedText(kind, max).safeParse(text);
  return parsed.success
    ? { saved: parsed.data }
    : { refused: parsed.error.issues.map((i) => (i as { params?: { code?: string } }).params?.code) };
};

describe("a typed name", () => {
  it.each([
    ["Ann Marie", "Ann Marie"],
    ["  Ann\u00a0\u00a0Marie  ", "Ann Marie"],
    ["Zoë", "Zoë"],
    ["Zoe\u0308", "Zoë"],
    ["Badminton Bob", "Badminton Bob"],
    ["Adam Inez", "Adam Inez"],
    ["Postman Pat", "Postman Pat"],
    ["Ana 👩‍💻", "Ana 👩‍💻"],
    ["Léa ❤️", "Léa ❤️"],
    ["Mod", "Mod"],
  ])("saves %j as %j", (typed, saved) => expect(outcome("name", typed)).toEqual({ saved }));

  it.each([
    ["", "text-empty"],
    ["   ", "text-empty"],
    ["x".repeat(41), "text-too-long"],
    [`A${"\u200b".repeat(200)}`, "text-too-long"],
    ["Ann\tLee", "text-control"],
    ["Ann\r\nLee", "text-control"],
    ["Ann\u0000", "text-control"],
    ["Ann\u2028Lee", "text-control"],
    ["\u202eAnn", "text-invisible"],
    ["An\u200bn", "text-invisible"],
    ["Ann\u2066", "text-invisible"],
    ["Ann\u00ad", "text-invisible"],
    ["\ufeffAnn", "text-invisible"],
    ["A\u200d", "text-invisible"],
    ["A\ufe0f", "text-invisible"],
    ["Ann\ud800", "text-invisible"],
    ["Turnpost", "text-reserved"],
    ["turnpost team", "text-reserved"],
    ["TURNPOST", "text-reserved"],
    ["Tùrnpöst", "text-reserved"],
    ["T u r n p o s t", "text-reserved"],
    ["t.u.r.n.p.o.s.t", "text-reserved"],
    ["Turnp0st", "text-reserved"],
    ["Tumpost", "text-reserved"],
    ["Тurnроst", "text-reserved"], // Cyrillic Т, р, о
    ["ΤURΝPOST", "text-reserved"], // Greek Tau and Nu
    ["ｔｕｒｎｐｏｓｔ", "text-reserved"], // full-width
    ["Moderator", "text-reserved"],
    ["the_moderator", "text-reserved"],
    ["Modérateur", "text-reserved"],
    ["rnoderator", "text-reserved"],
    ["m0derat0r", "text-reserved"],
    ["Admin", "text-reserved"],
    ["adm1n", "text-reserved"],
    ["Admin Bob", "text-reserved"],
    ["Administrator", "text-reserved"],
    ["SiteAdmin", "text-reserved"],
    ["аdmin", "text-reserved"], // Cyrillic а
    ["@dmin", "text-reserved"],
  ])("refuses %j: %s", (typed, code) => expect(outcome("name", typed)).toEqual({ refused: [code] }));
});

describe("a chat message", () => {
  it.each([
    ["Good game!", "Good game!"],
    ["  two\r\nlines \n", "two\nlines"],
    ["I am not the admin, ask Turnpost", "I am not the admin, ask Turnpost"],
    ["Bravo 👍🏽 1️⃣", "Bravo 👍🏽 1️⃣"],
  ])("saves %j as %j", (typed, saved) => expect(outcome("chat", typed, 500)).toEqual({ saved }));

  it.each([
    ["", "text-empty"],
    ["\n\n", "text-empty"],
    ["x".repeat(501), "text-too-long"],
    ["bell\u0007", "text-control"],
    ["tab\there", "text-control"],
    ["see \u202ethis", "text-invisible"],
    ["zero\u200bwidth", "text-invisible"],
    ["\u2067isolate", "text-invisible"],
  ])("refuses %j: %s", (typed, code) => expect(outcome("chat", typed, 500)).toEqual({ refused: [code] }));
});

it("reads a name the way a reader would, not its code points", () => {
  expect(impersonates("ＡＤＭＩＮ")).toBe(true);
  expect(impersonates("Ådmîn")).toBe(true);
  expect(impersonates("Madmin")).toBe(true);
  expect(impersonates("Madison")).toBe(false);
  expect(impersonates("Turner Post")).toBe(false);
});
