// A player's rhythm from their moves: the median reply, the share within a day, the hours they move in
// their own time zone, and recent timeouts; each move counted once, the aggregates bounded in size.
import { describe, expect, it } from "vitest";
import { yucataGame } from "../../test/support/game-record";
import { emptyRhythm, forecastFinish, type RhythmStats, rhythmOf, withGame, withReply, withTimeout } from "./rhythm";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const NOW = Date.parse("2026-06-15T12:00:00Z");

function replies(list: { at: string; ms: number }[], timeZone = "UTC"): RhythmStats {
  return list.reduce((stats, r, i) => withReply(stats, `g#${i}`, Date.parse(r.at), r.ms, timeZone)!, emptyRhythm());
}

describe("a player's rhythm", () => {
  it("tells the median reply and the share of moves within 24 hours", () => {
    const stats = replies([
      { at: "2026-06-01T08:00:00Z", ms: 2 * HOUR },
      { at: "2026-06-02T08:00:00Z", ms: 30 * HOUR },
      { at: "2026-06-03T08:00:00Z", ms: 5 * HOUR },
      { at: "2026-06-04T08:00:00Z", ms: 20 * HOUR },
    ]);
    const rhythm = rhythmOf(stats, NOW);
    expect(rhythm.moves).toBe(4);
    expect(rhythm.medianReplyMs).toBe(12.5 * HOUR);
    expect(rhythm.within24h).toBe(0.75);
  });

  it("reads the hours of the day in the player's own time zone, daylight saving included", () => {
    // 18:30 UTC is 20:30 in Paris in June, 19:30 in January.
    const summer = replies([{ at: "2026-06-01T18:30:00Z", ms: HOUR }], "Europe/Paris");
    const winter = replies([{ at: "2026-01-12T18:30:00Z", ms: HOUR }], "Europe/Paris");
    expect(rhythmOf(summer, NOW).usualHours).toEqual([20]);
    expect(rhythmOf(winter, NOW).usualHours).toEqual([19]);
    const evenings = replies(
      ["2026-06-01T19:10:00Z", "2026-06-02T19:50:00Z", "2026-06-03T07:00:00Z", "2026-06-04T12:00:00Z", "2026-06-05T07:30:00Z"].map(
        (at) => ({
          at,
          ms: HOUR,
        }),
      ),
      "UTC",
    );
    expect(rhythmOf(evenings, NOW).usualHours).toEqual([7, 19, 12]);
  });

  it("counts a move seen twice on the stream once", () => {
    const once = withReply(emptyRhythm(), "g#7", NOW, HOUR, "UTC")!;
    expect(withReply(once, "g#7", NOW, HOUR, "UTC")).toBeNull();
    expect(withTimeout(once, "g#7", "2026-06-15T00:00:00Z")).toBeNull();
  });

  it("counts the timeouts of the last 90 days only", () => {
    let stats = emptyRhythm();
    for (const [i, at] of ["2026-01-01T00:00:00Z", "2026-04-01T00:00:00Z", "2026-06-10T00:00:00Z"].entries())
      stats = withTimeout(stats, `t#${i}`, at)!;
    expect(rhythmOf(stats, NOW).timeouts90d).toBe(2);
  });

  it("stays the same size however many moves the player makes", () => {
    let stats = emptyRhythm();
    for (let i = 0; i < 500; i++) stats = withReply(stats, `g#${i}`, NOW + i * HOUR, (i % 48) * HOUR, "UTC")!;
    expect(stats.moves).toBe(500);
    expect(JSON.stringify(stats).length).toBeLessThan(1500);
    // The median is over recent replies, which cover every hour of two days.
    expect(rhythmOf(stats, NOW).medianReplyMs).toBeGreaterThan(10 * HOUR);
  });

  it("is empty before the first move", () => {
    expect(rhythmOf(emptyRhythm(), NOW)).toEqual({
      moves: 0,
      medianReplyMs: null,
      within24h: null,
      usualHours: [],
      timeouts90d: 0,
      gamesStarted12m: 0,
      finishRate: null,
    });
  });
});

describe("a player's finish rate", () => {
  it("is the games finished over the games started in the last 12 months, each game counted once", () => {
    let stats = emptyRhythm();
    // A game of last year's May is past the window; four this year, three of them finished.
    stats = withGame(stats, "old", "started", Date.parse("2025-05-10T00:00:00Z"))!;
    for (const id of ["a", "b", "c", "d"]) stats = withGame(stats, id, "started", Date.parse("2026-02-01T00:00:00Z"))!;
    for (const id of ["a", "b", "c"]) stats = withGame(stats, id, "finished", Date.parse("2026-05-01T00:00:00Z"))!;
    expect(withGame(stats, "a", "finished", NOW), "a game's end seen twice").toBeNull();
    expect(rhythmOf(stats, NOW)).toMatchObject({ gamesStarted12m: 4, finishRate: 0.75 });
  });

  it("keeps a year of months, however many games", () => {
    let stats = emptyRhythm();
    for (let i = 0; i < 400; i++) stats = withGame(stats, `g${i}`, "started", NOW - i * 3 * DAY)!;
    expect(stats.games).toHaveLength(13);
    expect(JSON.stringify(stats).length).toBeLessThan(1500);
  });
});

describe("a game's forecast end", () => {
  // Under way for two days, 30 moves in: enough to forecast from.
  const game = yucataGame({
    players: [
      { userId: "u0", name: "Ann", guest: false },
      { userId: "u1", name: "Ben", guest: false },
    ],
    timePerMoveDays: 3,
    version: 30,
    createdAt: new Date(NOW - 2 * DAY).toISOString(),
  });
  const rhythm = (medianReplyMs: number | null, moves = 51) => ({
    moves,
    medianReplyMs,
    within24h: 1,
    usualHours: [],
    timeouts90d: 0,
    gamesStarted12m: 0,
    finishRate: null,
  });
  const inRange = (range: { earliest: number; latest: number } | null, end: number) =>
    range !== null && range.earliest <= end && end <= range.latest && range.earliest < range.latest;

  it("gives none for a game a few fast moves and minutes old", () => {
    const fresh = { ...game, version: 4, createdAt: new Date(NOW - 10 * 60_000).toISOString() };
    expect(forecastFinish(fresh, [rhythm(60_000), rhythm(60_000)], 800, NOW, DAY)).toBeNull();
    // Many moves within an hour are still minutes of play; a day without moves is too few moves.
    expect(forecastFinish({ ...fresh, version: 40 }, [rhythm(60_000), rhythm(60_000)], 800, NOW, DAY)).toBeNull();
    expect(forecastFinish({ ...game, version: 2 }, [rhythm(HOUR), rhythm(HOUR)], 800, NOW, DAY)).toBeNull();
  });

  it("gives a range holding the end the players' measured rhythms lead to", () => {
    // Ann answers in 2 hours, Ben in 10, each over many moves: 20 moves left end 120 hours on.
    const range = forecastFinish(game, [rhythm(2 * HOUR), rhythm(10 * HOUR)], 20, NOW, DAY);
    expect(inRange(range, NOW + 120 * HOUR)).toBe(true);
    // Not so wide that it says nothing: well within the time per move's pace.
    expect(range!.latest).toBeLessThan(NOW + 20 * 3 * DAY);
  });

  it("leans on the prior while the players have few replies", () => {
    // One reply of a minute each is no pace of play: the game's time per move says more.
    const range = forecastFinish(game, [rhythm(60_000, 1), rhythm(60_000, 1)], 20, NOW, DAY);
    expect(range!.earliest).toBeGreaterThan(NOW + 20 * 12 * HOUR);
    // The same minute over many replies is the players' pace.
    const measured = forecastFinish(game, [rhythm(60_000), rhythm(60_000)], 20, NOW, DAY);
    expect(measured!.latest).toBeLessThan(range!.earliest);
  });

  it("takes nothing for a seat the server plays and never more than the time per move", () => {
    const withBot = { ...game, players: [game.players[0]!, { userId: null, name: "Bot", guest: false, bot: "strong" as const }] };
    expect(inRange(forecastFinish(withBot, [rhythm(4 * HOUR), null], 10, NOW, DAY), NOW + 20 * HOUR)).toBe(true);
    const slow = forecastFinish(game, [rhythm(20 * DAY), rhythm(20 * DAY)], 4, NOW, DAY);
    expect(slow!.latest).toBeLessThanOrEqual(NOW + 4 * 3 * DAY);
  });

  it("lays each move on its player's clock: a night stops it as it stops their deadline", () => {
    // Ann sleeps from 22:00 to 06:00 UTC and answers in 6 hours; the bot at once. From noon, at her pace,
    // the game ends at 08:00 the next day (her second move has 4 hours before her night and 2 after it).
    const ann = { ...game.players[0]!, rest: { days: [], timeZone: "UTC", night: { start: "22:00", end: "06:00" } } };
    const withBot = { ...game, awaiting: [0], players: [ann, { userId: null, name: "Bot", guest: false, bot: "strong" as const }] };
    const range = forecastFinish(withBot, [rhythm(6 * HOUR), null], 4, NOW, DAY);
    expect(inRange(range, Date.parse("2026-06-16T08:00:00Z"))).toBe(true);
    const awake = forecastFinish({ ...withBot, players: [game.players[0]!, withBot.players[1]!] }, [rhythm(6 * HOUR), null], 4, NOW, DAY);
    expect(range!.latest).toBeGreaterThan(awake!.latest);
  });
});
