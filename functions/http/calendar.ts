// The calendar feed (RFC 5545) and the Settings routes that make, replace and stop it. A feed is read by
// calendar apps without a session, so its URL's secret is its only authority (functions/service/calendar.ts).
import { Hono } from "hono";
import type { MyGame } from "../../shared/api/index";
import { playerNameOf } from "../../shared/api/names";
import { listOf } from "../../shared/i18n/index";
import { phraser } from "../notifier/phrase";
import type { User } from "../store/users";
import type { AreaDeps, Env, RequestKit } from "./context";
import { intl } from "../../shared/i18n/intl";

/** How long before its deadline a game's event starts: the event is the time left to play in, ending at the deadline. */
const EVENT_MINUTES = 30;

export function calendarRoutes(deps: AreaDeps, kit: RequestKit): Hono<Env> {
  const { calendars, config } = deps;
  const app = new Hono<Env>();
  const feedUrl = (secret: string) => `${config.appUrl}/cal/${secret}.ics`;

  app.get("/cal/:file{[A-Za-z0-9_-]{1,64}\\.ics}", async (c) => {
    const found = await calendars.deadlines(c.req.param("file").replace(/\.ics$/, ""));
    // A plain 404, the same for a secret never made and one replaced: nothing says which.
    if (!found) return c.text("No calendar here: make a new link in Turnpost's settings.", 404);
    c.header("Content-Type", "text/calendar; charset=utf-8");
    c.header("Cache-Control", "private, max-age=300");
    c.header("Referrer-Policy", "no-referrer");
    return c.body(await calendarFeed(found.user, found.games, config.appUrl, deps.now()));
  });

  app.get("/api/me/calendar", async (c) => {
    const user = await kit.requireUser(c);
    return c.json({ url: user.calendarSecret ? feedUrl(user.calendarSecret) : null });
  });

  app.post("/api/me/calendar", async (c) => {
    const user = await kit.requireUser(c);
    return c.json({ url: feedUrl(await calendars.renew(user)) });
  });

  app.delete("/api/me/calendar", async (c) => {
    await calendars.stop(await kit.requireUser(c));
    return c.body(null, 204);
  });

  return app;
}

/** One VEVENT per game that waits on `user`, ending at its deadline, in `user`'s language. */
async function calendarFeed(user: User, games: MyGame[], appUrl: string, now: Date): Promise<string> {
  const { t } = await phraser(user.lang, []);
  const opponents = (game: MyGame) =>
    listOf(
      // A name saved before names were cleaned on saving may still hold anything.
      game.players.filter((p) => !p.you).map((p) => (p.bot ? t(`lobby.seat.${p.bot}`) : playerNameOf(p.name ?? "?"))),
      user.lang,
    );
  const host = new URL(appUrl).hostname;
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//Turnpost//Deadlines//${user.lang.toUpperCase()}`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${text(t("calendar.name"))}`,
    `X-WR-TIMEZONE:${user.timeZone}`,
    // Apps that honour it poll hourly; the feed is built from the games at each poll.
    "REFRESH-INTERVAL;VALUE=DURATION:PT1H",
    "X-PUBLISHED-TTL:PT1H",
  ];
  for (const game of games) {
    const deadline = new Date(game.deadline!);
    const url = `${appUrl}/g/${game.id}`;
    const summary = t("calendar.summary", { game: game.gameName, opponents: opponents(game) });
    const when = intl(Intl.DateTimeFormat, user.lang, { dateStyle: "full", timeStyle: "short", timeZone: user.timeZone }).format(deadline);
    lines.push(
      "BEGIN:VEVENT",
      // Per game and reader: two players who share a calendar see two events.
      `UID:${game.id}-${game.seat}@${host}`,
      `DTSTAMP:${stamp(now)}`,
      `LAST-MODIFIED:${stamp(new Date(game.updatedAt))}`,
      // The game's version orders the event's updates: a later move is a newer event.
      `SEQUENCE:${game.version}`,
      `DTSTART:${stamp(new Date(deadline.getTime() - EVENT_MINUTES * 60_000))}`,
      `DTEND:${stamp(deadline)}`,
      `SUMMARY:${text(summary)}`,
      `DESCRIPTION:${text(t("calendar.description", { deadline: `${when} (${user.timeZone})`, url }))}`,
      `URL:${url}`,
      "TRANSP:TRANSPARENT",
      "BEGIN:VALARM",
      "ACTION:DISPLAY",
      `DESCRIPTION:${text(summary)}`,
      "TRIGGER;RELATED=END:-PT1H",
      "END:VALARM",
      "END:VEVENT",
    );
  }
  lines.push("END:VCALENDAR");
  return `${lines.map(folded).join("\r\n")}\r\n`;
}

/** A UTC date-time as RFC 5545 writes it: 20261127T100000Z. Every app shows it in its reader's zone. */
function stamp(date: Date): string {
  return `${date.toISOString().replace(/[-:]/g, "").slice(0, 15)}Z`;
}

/**
 * A TEXT value (RFC 5545, 3.3.11): backslash, semicolon and comma escaped, a line break (CRLF, CR or LF)
 * written as \n, and every other control character, which TEXT may not hold, a space: a bare CR let a
 * name start a property of its own in some readers.
 */
function text(value: string): string {
  return (
    value
      .replace(/[\\;,]/g, (c) => `\\${c}`)
      .replace(/\r\n?|\n/g, "\\n")
      // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this replaces.
      .replace(/[\u0000-\u001f\u007f-\u009f]+/g, " ")
  );
}

/** A content line folded at 75 octets, never inside a UTF-8 character (RFC 5545, 3.1). */
function folded(line: string): string {
  const parts: string[] = [];
  let part = "";
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    // Continuation lines start with a space, which counts toward their 75.
    if (octets + size > (parts.length ? 74 : 75)) {
      parts.push(part);
      part = "";
      octets = 0;
    }
    part += char;
    octets += size;
  }
  parts.push(part);
  return parts.join("\r\n ");
}
