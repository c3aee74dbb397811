// The calendar feed: a private URL per user that calendar apps poll, with one event per game that waits
// on them under a clock, ending at its deadline, in their language; replaced or stopped from Settings.
// Parsed by ical.js, as a calendar app would.
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiClient, moveId } from "./support/client";
import { startStack, type TestStack } from "./support/stack";
import { UserStore } from "../functions/store/users";
import { dynamoClient } from "../functions/store/table";

let stack: TestStack;
beforeAll(async () => {
  stack = await startStack({ notifier: false });
});
afterAll(async () => stack?.stop());

/** The feed at `url` as a calendar app fetches it (no cookie), parsed; its status when not 200. */
async function feed(url: string): Promise<ICAL.Component | number> {
  const answer = await fetch(url.replace(/^https?:\/\/[^/]+/, stack.url));
  if (answer.status !== 200) return answer.status;
  expect(answer.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
  const body = await answer.text();
  // Every line ends in CRLF and none is longer than 75 octets (RFC 5545, 3.1).
  expect(body.endsWith("\r\n")).toBe(true);
  for (const line of body.split("\r\n")) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  // TEXT holds no control character (RFC 5545, 3.3.11): none but the CRLF that ends each line.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this looks for.
  expect(body.replaceAll("\r\n", "")).not.toMatch(/[\u0000-\u001f\u007f-\u009f]/);
  return new ICAL.Component(ICAL.parse(body));
}

function events(calendar: ICAL.Component | number): ICAL.Event[] {
  if (typeof calendar === "number") throw new Error(`the feed answered ${calendar}`);
  return calendar.getAllSubcomponents("vevent").map((event) => new ICAL.Event(event));
}

async function feedUrl(client: ApiClient): Promise<string> {
  const made = await client.post("/api/me/calendar");
  expect(made.status).toBe(200);
  return made.body.url;
}

describe("a calendar feed", () => {
  it("lists each game that waits on its reader, at the deadline, and follows the moves", async () => {
    const ann = await ApiClient.guest(stack.url, "Ann");
    const ben = await ApiClient.guest(stack.url, "Ben");
    expect((await ann.get("/api/me/calendar")).body).toEqual({ url: null });
    const annFeed = await feedUrl(ann);
    expect(annFeed).toMatch(/\/cal\/[A-Za-z0-9_-]{43}\.ics$/);
    expect((await ann.get("/api/me/calendar")).body).toEqual({ url: annFeed });
    expect(events(await feed(annFeed))).toEqual([]);

    // A game under a clock that waits on Ann, and one without a clock (no deadline, no event).
    const created = await ann.post("/api/games", { game: "yucata", players: 2, options: { firstPlayer: 0 }, timePerMoveDays: 3 });
    await ben.post(`/api/games/${created.body.id}/join`);
    const untimed = await ann.post("/api/games", { game: "yucata", players: 2, options: { firstPlayer: 0 } });
    await ben.post(`/api/games/${untimed.body.id}/join`);
    const game = (await ann.get(`/api/games/${created.body.id}`)).body;

    const [event, ...more] = events(await feed(annFeed));
    expect(more).toEqual([]);
    expect(event!.summary).toBe("Your move in Yucata' vs Ben");
    // At the deadline's second (rounded down: never later than the deadline), after half an hour to play in.
    const deadline = Math.floor(Date.parse(game.deadline) / 1000) * 1000;
    expect(event!.endDate.toJSDate().getTime()).toBe(deadline);
    expect(event!.startDate.toJSDate().getTime()).toBe(deadline - 30 * 60_000);
    const page = `${new URL(annFeed).origin}/g/${game.id}`;
    expect(event!.uid).toBe(`${game.id}-0@${new URL(annFeed).hostname}`);
    expect(event!.component.getFirstPropertyValue("url")).toBe(page);
    expect(event!.description).toContain(`(UTC): ${page}`);

    // Ann moved: her feed is empty, Ben's shows the game with a later sequence.
    await ann.post(`/api/games/${game.id}/moves`, { version: game.version, move: game.legalMoves[0], clientMoveId: moveId() });
    expect(events(await feed(annFeed))).toEqual([]);
    const [benEvent] = events(await feed(await feedUrl(ben)));
    expect(benEvent!.summary).toBe("Your move in Yucata' vs Ann");
    expect(benEvent!.sequence).toBe(game.version + 1);
  });

  it("speaks its reader's language and says the deadline in their time zone", async () => {
    const zoe = await ApiClient.guest(stack.url, "Zoé");
    const eve = await ApiClient.guest(stack.url, "Ève");
    await zoe.request("PATCH", "/api/me", { lang: "fr", timeZone: "Europe/Paris" });
    const created = await zoe.post("/api/games", { game: "yucata", players: 2, options: { firstPlayer: 0 }, timePerMoveDays: 2 });
    await eve.post(`/api/games/${created.body.id}/join`);
    const game = (await zoe.get(`/api/games/${created.body.id}`)).body;
    expect(game.awaiting).toEqual([0]);
    const zoeFeed = await feedUrl(zoe);
    const calendar = await feed(zoeFeed);
    expect((calendar as ICAL.Component).getFirstPropertyValue("x-wr-calname")).toBe("Turnpost\u00a0: vos coups");
    expect((calendar as ICAL.Component).getFirstPropertyValue("x-wr-timezone")).toBe("Europe/Paris");
    const [event] = events(calendar);
    expect(event!.summary).toBe("À vous de jouer dans Yucata' contre Ève");
    const paris = new Intl.DateTimeFormat("fr", { dateStyle: "full", timeStyle: "short", timeZone: "Europe/Paris" });
    // Folded at 75 octets in the feed, whole again once parsed.
    expect(event!.description).toBe(
      `Jouez avant le ${paris.format(new Date(game.deadline))} (Europe/Paris)\u00a0: ${new URL(zoeFeed).origin}/g/${game.id}`,
    );
  });

  it("writes a name's control characters and delimiters so that they inject nothing", async () => {
    const ann = await ApiClient.guest(stack.url, "Ann");
    const mal = await ApiClient.guest(stack.url, "Mal");
    // A name saved before names were cleaned at save time: the feed must keep it inert on its own.
    const malId = (await mal.get("/api/me")).body.user.id;
    const raw = "Mal\r\nATTENDEE:x\rX-INJ:1\t\u0000;a,b\\c";
    await new UserStore(dynamoClient(stack.dynamoEndpoint), stack.tableName).update(malId, { name: raw });
    const created = await ann.post("/api/games", { game: "yucata", players: 2, options: { firstPlayer: 0 }, timePerMoveDays: 3 });
    await mal.post(`/api/games/${created.body.id}/join`);

    const [event, ...more] = events(await feed(await feedUrl(ann)));
    expect(more).toEqual([]);
    expect(event!.summary).toBe("Your move in Yucata' vs Mal ATTENDEE:x X-INJ:1 ;a,b\\c");
    expect(event!.component.getAllProperties().map((p) => p.name)).toEqual([
      "uid",
      "dtstamp",
      "last-modified",
      "sequence",
      "dtstart",
      "dtend",
      "summary",
      "description",
      "url",
      "transp",
    ]);
    expect(event!.component.getFirstSubcomponent("valarm")!.getFirstPropertyValue("description")).toBe(event!.summary);
  });

  it("stops answering a replaced or stopped URL, and anything else that is not a feed", async () => {
    const ivy = await ApiClient.guest(stack.url, "Ivy");
    const first = await feedUrl(ivy);
    const second = await feedUrl(ivy);
    expect(second).not.toBe(first);
    expect(await feed(first)).toBe(404);
    expect(events(await feed(second))).toEqual([]);
    expect((await ivy.request("DELETE", "/api/me/calendar")).status).toBe(204);
    expect(await feed(second)).toBe(404);
    expect((await ivy.get("/api/me/calendar")).body).toEqual({ url: null });
    for (const path of ["/cal/short.ics", `/cal/${"a".repeat(43)}.ics`, `/cal/${"a".repeat(65)}.ics`, "/cal/../api/me.ics"])
      expect((await fetch(`${stack.url}${path}`)).status).toBe(404);
  });

  it("is made only by a signed-in caller", async () => {
    const anonymous = new ApiClient(stack.url);
    expect((await anonymous.post("/api/me/calendar")).status).toBe(401);
  });
});
