// Tournaments on the local stack: the API's refusals and its create, join, leave and start; a 4-player
// round-robin of Yucata' started by the clock on its date and played to the end by bots through the API,
// with its standings, ratings and mails checked; and a late player dropped by the forfeit policy.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  MAX_DIVISION_PLAYERS,
  MAX_LEAGUE_CYCLES,
  MAX_LEAGUE_DIVISIONS,
  MAX_OPEN_TOURNAMENTS_PER_USER,
  type LeaguePage,
  type TournamentPage,
} from "../shared/api/index";
import { ApiClient } from "./support/client";
import { playTurns, ROUND_ROBIN } from "./support/tournament-bots";
import { befriend } from "./support/friends";
import { signedIn, startStack, type TestStack } from "./support/stack";

let stack: TestStack;
beforeAll(async () => void (stack = await startStack({ sweepByHand: true })));
afterAll(() => stack?.stop());

let people = 0;
/** A signed-in person (tournament games are rated: guests may not enter). */
async function person(): Promise<{ client: ApiClient; email: string }> {
  const email = `player${people++}-${Date.now().toString(36)}@example.test`;
  return { client: await signedIn(stack, email), email };
}

/** A league of `people` (the first creates it), each accepting, its first season started by the creator. */
async function startedLeague(people: { client: ApiClient }[], body: Record<string, unknown>): Promise<LeaguePage> {
  const named = await Promise.all(
    people.map(async (p) => ({ client: p.client, id: (await p.client.get("/api/me")).body.user.id as string })),
  );
  await befriend(named[0]!, ...named.slice(1));
  const created = await people[0]!.client.post("/api/leagues", body);
  expect(created.status).toBe(201);
  for (const p of people) await p.client.post(`/api/leagues/${created.body.id}/accept`);
  const started = await people[0]!.client.post(`/api/leagues/${created.body.id}/start`);
  expect(started.status).toBe(200);
  return started.body as LeaguePage;
}

const roundRobin = { ...ROUND_ROBIN, name: "Autumn cup" };

describe("creating, entering and starting a tournament", () => {
  it("refuses what does not fit, naming what is wrong", async () => {
    const { client } = await person();
    const guest = await ApiClient.guest(stack.url, "Gus");
    const refusals: [ApiClient, unknown, number, string | RegExp][] = [
      [guest, roundRobin, 403, "guest-in-tournament"],
      [client, { ...roundRobin, game: "chess" }, 404, "unknown-game"],
      [client, { ...roundRobin, tableSize: 5, maxEntrants: 10 }, 400, "bad-table-size"],
      [client, { ...roundRobin, format: "swiss", tableSize: 3 }, 400, /Swiss seats two/],
      [client, { ...roundRobin, maxEntrants: 1000 }, 400, /maxEntrants/],
      [client, { ...roundRobin, name: "x".repeat(61) }, 400, /name/],
      [client, { ...roundRobin, format: "swiss", maxEntrants: 8, rounds: 5 }, 400, "bad-rounds"],
      [client, { ...roundRobin, startAt: "2020-01-01T00:00:00Z" }, 400, "bad-start"],
      [client, { ...roundRobin, timePerMoveDays: 4 }, 400, /timePerMoveDays/],
    ];
    for (const [who, body, status, what] of refusals) {
      const reply = await who.post("/api/tournaments", body);
      expect(reply.status, JSON.stringify(body)).toBe(status);
      if (typeof what === "string") expect(reply.body.error.code).toBe(what);
      else expect(reply.body.error.message).toMatch(what);
    }
    expect((await client.get("/api/tournaments/nope")).status).toBe(404);
    expect((await client.get(`/api/tournaments/${"x".repeat(200)}`)).status).toBe(404);
  });

  it("lets players enter and leave, and starts when full with the first round's games", async () => {
    const [host, b, c, d, e] = await Promise.all([person(), person(), person(), person(), person()]);
    const created = await host.client.post("/api/tournaments", roundRobin);
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    expect(created.body).toMatchObject({ status: "open", entrants: 1, you: { entered: true, creator: true } });
    expect((await host.client.get("/api/tournaments")).body.tournaments.map((t: { id: string }) => t.id)).toContain(id);

    expect((await b.client.post(`/api/tournaments/${id}/join`)).body.entrants).toBe(2);
    expect((await b.client.post(`/api/tournaments/${id}/start`)).body.error.code).toBe("not-creator");
    expect((await c.client.post(`/api/tournaments/${id}/leave`)).body.error.code).toBe("not-entered");
    expect((await b.client.post(`/api/tournaments/${id}/leave`)).body.entrants).toBe(1);
    for (const p of [b, c, d]) expect((await p.client.post(`/api/tournaments/${id}/join`)).status).toBe(200);

    const page = (await e.client.get(`/api/tournaments/${id}`)).body as TournamentPage;
    expect(page.status).toBe("active");
    // Only the round that opened is computed and stored: the next comes when this one is over.
    expect(page.rounds).toHaveLength(1);
    expect(page.rounds[0]!.games.map((g) => g.status)).toEqual(["active", "active"]);
    expect(page.standings.map((s) => s.points)).toEqual([0, 0, 0, 0]);
    expect(page.tieBreaks).toEqual(["sonneborn-berger", "wins"]);
    expect((await e.client.post(`/api/tournaments/${id}/join`)).body.error.code).toBe("tournament-started");
    expect((await b.client.post(`/api/tournaments/${id}/leave`)).body.error.code).toBe("tournament-started");
    expect((await host.client.get("/api/tournaments")).body.tournaments.map((t: { id: string }) => t.id)).not.toContain(id);
    // The round's games are the players' own, listed with their other games.
    const bId = (await b.client.get("/api/me")).body.user.id;
    const bGame = page.rounds[0]!.games.find((g) => g.players.some((p) => p.userId === bId));
    expect((await b.client.get("/api/me/games")).body.games.map((g: { id: string }) => g.id)).toContain(bGame!.id);
    expect((await b.client.get(`/api/games/${bGame!.id}`)).body.tournamentId).toBe(id);
    // A table is the tournament's: its first player cannot cancel it before moving, as they could their own game.
    let firstSeat: ApiClient | undefined;
    for (const p of [host, b, c, d]) if ((await p.client.get("/api/me")).body.user.id === bGame!.players[0]!.userId) firstSeat = p.client;
    const cancelled = await firstSeat!.post(`/api/games/${bGame!.id}/cancel`);
    expect(cancelled.status).toBe(409);
    expect(cancelled.body.error.code).toBe("tournament-game");
  });

  it("starts by its creator with enough entrants, and refuses with too few; a private one is not listed", async () => {
    const [host, b] = await Promise.all([person(), person()]);
    const id = (await host.client.post("/api/tournaments", { ...roundRobin, maxEntrants: 8, private: true })).body.id;
    expect((await host.client.get("/api/tournaments")).body.tournaments.map((t: { id: string }) => t.id)).not.toContain(id);
    const early = await host.client.post(`/api/tournaments/${id}/start`);
    expect(early.status).toBe(409);
    expect(early.body.error.code).toBe("too-few-entrants");
    await b.client.post(`/api/tournaments/${id}/join`);
    const started = await host.client.post(`/api/tournaments/${id}/start`);
    expect(started.body.status).toBe("active");
    expect(started.body.rounds[0].games).toHaveLength(1);
  });
});

describe("a round-robin of Yucata' played by bots", () => {
  it("starts on its date, opens each round as the last ends, and ends with standings, ratings and mails", async () => {
    const players = await Promise.all([person(), person(), person(), person()]);
    const clients = players.map((p) => p.client);
    const startAt = new Date(Date.now() + 3_600_000);
    const id = (await clients[0]!.post("/api/tournaments", { ...roundRobin, name: "Bots' cup", startAt: startAt.toISOString() })).body
      .id as string;
    for (const client of clients.slice(1)) await client.post(`/api/tournaments/${id}/join`);
    expect((await clients[0]!.get(`/api/tournaments/${id}`)).body.status).toBe("open");

    await stack.sweep(new Date(startAt.getTime() + 1000));
    expect((await clients[0]!.get(`/api/tournaments/${id}`)).body.status).toBe("active");
    for (const { email } of players) {
      // Each player's mail leads to their own game of the round.
      // The name is its creator's words: quoted in the body as theirs, never in the subject.
      const mail = await stack.waitForMail(email, /^Round 1 of your Yucata. tournament begins$/);
      expect(mail.text).toContain("Its name, as its creator wrote it: “Bots' cup”");
      const gameIds = ((await clients[0]!.get(`/api/tournaments/${id}`)).body as TournamentPage).rounds[0]!.games.map((g) => g.id);
      expect(gameIds).toContain(/\/play\/([\w-]+)/.exec(mail.text)?.[1]);
    }

    // The stream reports each ended game to the tournament, which opens the next round by itself.
    await vi.waitFor(
      async () => {
        await playTurns(clients, "yucata");
        const page = (await clients[0]!.get(`/api/tournaments/${id}`)).body as TournamentPage;
        if (page.status !== "finished") throw new Error(`round ${page.rounds.filter((r) => r.openedAt).length} in play`);
      },
      { timeout: 180_000, interval: 100 },
    );

    const page = (await clients[0]!.get(`/api/tournaments/${id}`)).body as TournamentPage;
    const games = page.rounds.flatMap((r) => r.games);
    expect(games).toHaveLength(6);
    expect(games.every((g) => g.status === "finished" && g.places !== null)).toBe(true);
    // Every pairing met once.
    const pairings = games.map((g) =>
      g.players
        .map((p) => p.userId)
        .sort()
        .join("+"),
    );
    expect(new Set(pairings).size).toBe(6);

    // The final standings are the games' results: a win 1, a draw ½, ordered by points then Sonneborn-Berger.
    const points = new Map<string, number>();
    for (const g of games) {
      g.players.forEach((p, seat) => {
        const share = g.places![seat] === 1 ? (g.places!.filter((place) => place === 1).length === 2 ? 0.5 : 1) : 0;
        points.set(p.userId, (points.get(p.userId) ?? 0) + share);
      });
    }
    expect(page.standings.map((s) => s.rank)).toEqual([1, 2, 3, 4]);
    expect(page.standings.every((s) => s.played === 3 && s.points === points.get(s.userId))).toBe(true);
    expect(page.standings.reduce((sum, s) => sum + s.points, 0)).toBe(6);
    const order = page.standings.map((s) => [s.points, s.tieBreaks[0], s.tieBreaks[1]] as const);
    for (let i = 1; i < order.length; i++) {
      const [a, b] = [order[i - 1]!, order[i]!];
      expect(a[0] > b[0] || (a[0] === b[0] && (a[1] > b[1] || (a[1] === b[1] && a[2] >= b[2])))).toBe(true);
    }
    // Sonneborn-Berger of the leader: the points of those they beat, half of those they drew.
    const leader = page.standings[0]!;
    let sb = 0;
    for (const g of games) {
      const seat = g.players.findIndex((p) => p.userId === leader.userId);
      if (seat === -1) continue;
      const other = g.players[1 - seat]!.userId;
      const result = g.places![seat]! < g.places![1 - seat]! ? 1 : g.places![seat] === g.places![1 - seat] ? 0.5 : 0;
      sb += result * points.get(other)!;
    }
    expect(leader.tieBreaks[0]).toBe(sb);
    expect(page.seed).toBeDefined();

    // Each game fed the ratings, like any rated game.
    const me = (await clients[0]!.get("/api/me")).body.user;
    const profile = (await clients[0]!.get(`/api/users/${me.id}`)).body;
    expect(profile.ratings.find((r: { game: string }) => r.game === "yucata")?.games).toBe(3);

    for (const { email } of players) {
      await stack.waitForMail(email, /^Round 3 of your Yucata. tournament begins$/);
      const end = await stack.waitForMail(email, /^Your Yucata. tournament is over/);
      expect(end.text).toContain(`1. ${leader.name}`);
    }
  }, 240_000);
});

describe("a late player under the forfeit policy", () => {
  it("forfeits the game, is dropped, and the next Swiss round pairs the others with a bye", async () => {
    const players = await Promise.all([person(), person(), person(), person(), person(), person()]);
    const clients = players.map((p) => p.client);
    const created = await clients[0]!.post("/api/tournaments", {
      ...roundRobin,
      maxEntrants: 6,
      name: "Strict Swiss",
      format: "swiss",
      timePerMoveDays: 1,
      timeoutPolicy: "forfeit",
    });
    expect(created.body.swissRounds).toBe(3);
    const id = created.body.id as string;
    for (const client of clients.slice(1)) await client.post(`/api/tournaments/${id}/join`);
    const started = (await clients[0]!.get(`/api/tournaments/${id}`)).body as TournamentPage;
    expect(started.rounds).toHaveLength(1);

    // Everyone but the first to move in one game plays on to the end; that one never moves.
    const [late] = started.rounds[0]!.games;
    const lateGame = (await clients[0]!.get(`/api/games/${late!.id}`)).body;
    const lateUser = late!.players[lateGame.awaiting[0]]!.userId;
    const others: ApiClient[] = [];
    for (const client of clients) if ((await client.get("/api/me")).body.user.id !== lateUser) others.push(client);
    await vi.waitFor(
      async () => {
        await playTurns(others, "yucata");
        const page = (await clients[0]!.get(`/api/tournaments/${id}`)).body as TournamentPage;
        if (page.rounds[0]!.games.filter((g) => g.status === "finished").length < 2) throw new Error("the other games go on");
      },
      { timeout: 60_000, interval: 100 },
    );

    await stack.sweep(new Date(Date.now() + 3 * 86_400_000));
    const page = await vi.waitFor(
      async () => {
        const current = (await clients[0]!.get(`/api/tournaments/${id}`)).body as TournamentPage;
        if (current.rounds.length < 2) throw new Error("round 2 not open yet");
        return current;
      },
      { timeout: 15_000, interval: 100 },
    );
    expect(page.players.find((p) => p.userId === lateUser)?.dropped).toBe(true);
    expect(page.rounds[0]!.games.find((g) => g.id === late!.id)?.status).toBe("finished");
    // Five players are left: four meet, one has the bye, and the dropped player is not paired.
    expect(page.rounds[1]!.games).toHaveLength(2);
    expect(page.rounds[1]!.games[0]!.players.map((p) => p.userId)).not.toContain(lateUser);
    expect(page.rounds[1]!.bye).not.toBeNull();
    expect(page.standings.find((s) => s.userId === lateUser)?.dropped).toBe(true);
  }, 120_000);
});

describe("a silent player in a Swiss round", () => {
  it("is played out by a stand-in, and not paired in the next round", async () => {
    const players = await Promise.all([person(), person(), person(), person(), person(), person()]);
    const clients = players.map((p) => p.client);
    const created = await clients[0]!.post("/api/tournaments", {
      ...roundRobin,
      maxEntrants: 6,
      name: "Patient Swiss",
      format: "swiss",
      timePerMoveDays: 1,
      timeoutPolicy: "bot",
    });
    const id = created.body.id as string;
    for (const client of clients.slice(1)) await client.post(`/api/tournaments/${id}/join`);
    const started = (await clients[0]!.get(`/api/tournaments/${id}`)).body as TournamentPage;
    const [silent] = started.rounds[0]!.games;
    const silentGame = (await clients[0]!.get(`/api/games/${silent!.id}`)).body;
    const silentUser = silent!.players[silentGame.awaiting[0]]!.userId;
    const others: ApiClient[] = [];
    for (const client of clients) if ((await client.get("/api/me")).body.user.id !== silentUser) others.push(client);

    // The others play every turn; the clock sweeps two days on each time: two timeouts, the hold, then
    // the stand-in plays the silent seat to the game's end.
    let now = Date.now();
    const page = await vi.waitFor(
      async () => {
        await playTurns(others, "yucata");
        // Days pass until the stand-in plays, then minutes (the sessions last a month of the stack's time).
        const standing = (await clients[0]!.get(`/api/games/${silent!.id}`)).body.rescue?.[0]?.step === "stand-in";
        now += standing ? 60_000 : 2 * 86_400_000;
        await stack.sweep(new Date(now));
        const current = (await clients[0]!.get(`/api/tournaments/${id}`)).body as TournamentPage;
        if (current.rounds.length < 2) throw new Error("round 2 not open yet");
        return current;
      },
      { timeout: 90_000, interval: 50 },
    );
    const events = (await clients[0]!.get(`/api/games/${silent!.id}/events`)).body.events as { log: { key: string }[] }[];
    expect(events.some((e) => e.log.some((l) => l.key === "turnpost.standIn"))).toBe(true);
    expect(page.rounds[0]!.games.find((g) => g.id === silent!.id)?.status).toBe("finished");
    expect(page.players.find((p) => p.userId === silentUser)?.dropped).toBe(true);
    // Five players are left: four meet, one has the bye, and the silent player is not paired.
    expect(page.rounds[1]!.games).toHaveLength(2);
    expect(page.rounds[1]!.games.flatMap((g) => g.players.map((p) => p.userId))).not.toContain(silentUser);
    expect(page.rounds[1]!.bye).not.toBeNull();
    expect(page.rounds[1]!.bye).not.toBe(silentUser);
  }, 120_000);
});

describe("the lobby", () => {
  it("takes a few open tournaments per creator, so that one account cannot push the others off it", async () => {
    const [flooder, honest] = await Promise.all([person(), person()]);
    const fair = (await honest.client.post("/api/tournaments", { ...roundRobin, name: "Honest cup" })).body.id;
    for (let n = 0; n < MAX_OPEN_TOURNAMENTS_PER_USER; n++) {
      expect((await flooder.client.post("/api/tournaments", { ...roundRobin, name: `Flood ${n}` })).status).toBe(201);
    }
    const refused = await flooder.client.post("/api/tournaments", { ...roundRobin, name: "Flood again" });
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe("too-many-open-tournaments");
    const listed = (await honest.client.get("/api/tournaments")).body.tournaments as { id: string; name: string }[];
    expect(listed.map((t) => t.id)).toContain(fair);
    expect(listed.filter((t) => t.name.startsWith("Flood"))).toHaveLength(MAX_OPEN_TOURNAMENTS_PER_USER);
  });
});

describe("a round-robin at three seats", () => {
  it("seats full tables, the rest sitting out, for the rounds in which every pair can meet", async () => {
    const players = await Promise.all([person(), person(), person(), person()]);
    const id = (await players[0]!.client.post("/api/tournaments", { ...roundRobin, name: "Three-way", tableSize: 3 })).body.id;
    for (const p of players.slice(1)) await p.client.post(`/api/tournaments/${id}/join`);
    const page = (await players[0]!.client.get(`/api/tournaments/${id}`)).body as TournamentPage;
    // One table of three and one player sitting out; the second round is computed when it opens.
    expect(page.rounds).toHaveLength(1);
    expect(page.rounds[0]!.games.map((g) => g.players.length)).toEqual([3]);
    expect(page.rounds[0]!.sittingOut).toHaveLength(1);
    expect(page.rounds[0]!.games[0]!.status).toBe("active");
  });
});

describe("a tournament's link preview", () => {
  it("names a public tournament and draws its standings; a private one says nothing", async () => {
    const [host, b] = await Promise.all([person(), person()]);
    const open = (await host.client.post("/api/tournaments", { ...roundRobin, name: "Preview cup", maxEntrants: 2 })).body;
    await b.client.post(`/api/tournaments/${open.id}/join`);
    const html = (await host.client.get(`/t/${open.id}`)).text;
    expect(html).toContain('<meta property="og:title" content="Preview cup: Round-robin of Yucata');
    expect(html).toMatch(/og:description" content="Round 1 of 1 in play\. 1\. /);
    const image = /og:image" content="([^"]+)"/.exec(html)![1]!;
    const png = await fetch(image);
    expect(png.status).toBe(200);
    expect(png.headers.get("content-type")).toBe("image/png");
    expect(new Uint8Array(await png.arrayBuffer()).subarray(1, 4)).toEqual(new TextEncoder().encode("PNG"));

    const hidden = (await host.client.post("/api/tournaments", { ...roundRobin, name: "Secret cup", private: true })).body;
    const secret = (await host.client.get(`/t/${hidden.id}`)).text;
    expect(secret).not.toContain("Secret cup");
    expect(secret).toContain('name="robots" content="noindex"');
    expect((await host.client.get(`/og/t/${hidden.id}/1.png`)).status).toBe(404);
  });

  it("names a public league and shows its top division's picture; a private one says nothing", async () => {
    const people = await Promise.all([person(), person(), person(), person()]);
    const ids = await Promise.all(people.map(async (p) => (await p.client.get("/api/me")).body.user.id as string));
    const { game, tableSize, timePerMoveDays, timeoutPolicy } = roundRobin;
    const body = { game, tableSize, timePerMoveDays, timeoutPolicy, moves: 1, divisions: [ids.slice(0, 2), ids.slice(2)] };
    const league = await startedLeague(people, { ...body, name: "Preview league" });
    const html = (await people[0]!.client.get(`/l/${league.id}`)).text;
    expect(html).toContain('<meta property="og:title" content="Preview league: a league of Yucata');
    expect(html).toMatch(/og:description" content="Season 1, 2 divisions\. Division 1: 1\. /);
    const image = /og:image" content="([^"]+)"/.exec(html)![1]!;
    expect(image).toContain(`/og/t/${league.divisions[0]!.id}/`);
    expect((await fetch(image)).headers.get("content-type")).toBe("image/png");

    const hidden = (await people[0]!.client.post("/api/leagues", { ...body, name: "Secret league", private: true })).body as LeaguePage;
    const secret = (await people[0]!.client.get(`/l/${hidden.id}`)).text;
    expect(secret).not.toContain("Secret league");
    expect(secret).toContain('name="robots" content="noindex"');
  });
});

describe("a player on vacation under the forfeit policy", () => {
  it("is paused like in any game, not dropped", async () => {
    const [away, other] = await Promise.all([person(), person()]);
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    // Wide enough to cover the stack's clock, which earlier sweeps moved days ahead.
    expect((await away.client.request("PUT", "/api/me/vacations", { vacations: [{ from: day(-1), to: day(20) }] })).status).toBe(200);
    const id = (
      await away.client.post("/api/tournaments", {
        ...roundRobin,
        name: "Summer cup",
        maxEntrants: 2,
        timePerMoveDays: 1,
        timeoutPolicy: "forfeit",
      })
    ).body.id;
    await other.client.post(`/api/tournaments/${id}/join`);
    const gameId = ((await away.client.get(`/api/tournaments/${id}`)).body as TournamentPage).rounds[0]!.games[0]!.id!;
    // Whoever is to move first, the one away must be awaited at some point: play the other's turns only.
    await vi.waitFor(
      async () => {
        await playTurns([other.client], "yucata");
        const game = (await away.client.get(`/api/games/${gameId}`)).body;
        if (!game.yourTurn) throw new Error("the other player's turn");
      },
      { timeout: 15_000, interval: 100 },
    );

    await stack.sweep(new Date(Date.now() + 12 * 86_400_000));
    const game = (await away.client.get(`/api/games/${gameId}`)).body;
    expect(game.status).toBe("active");
    expect(game.yourTurn).toBe(true);
    expect(Date.parse(game.deadline)).toBeGreaterThan(Date.parse(`${day(21)}T00:00:00Z`));
    const page = (await away.client.get(`/api/tournaments/${id}`)).body as TournamentPage;
    expect(page.players.every((p) => !p.dropped)).toBe(true);
  });
});

describe("creating a league", () => {
  it("starts, once they accepted, a round-robin per division of the players named, and refuses unknown ones", async () => {
    const people = await Promise.all([person(), person(), person(), person()]);
    const ids = await Promise.all(people.map(async (p) => (await p.client.get("/api/me")).body.user.id as string));
    const body = {
      name: "Club league",
      game: "yucata",
      tableSize: 2,
      timePerMoveDays: 3,
      timeoutPolicy: "forfeit",
      moves: 1,
      divisions: [ids.slice(0, 2), ids.slice(2)],
    };
    const created = { body: await startedLeague(people, body) };
    expect(created.body.seasons).toHaveLength(1);
    expect(created.body.seasons[0]!.divisions.map((d) => [d.status, d.entrants])).toEqual([
      ["active", 2],
      ["active", 2],
    ]);
    expect((await people[0]!.client.get(`/api/leagues/${created.body.id}`)).body).toEqual(created.body);
    expect((await people[0]!.client.get("/api/leagues")).body.leagues).toContainEqual(
      expect.objectContaining({ id: created.body.id, season: 1, divisionSizes: [2, 2] }),
    );

    // The current season in full: who would go up and down if the standings stayed as they are.
    const page = (await people[2]!.client.get(`/api/leagues/${created.body.id}`)).body as LeaguePage;
    expect(page.you).toEqual({ creator: false, division: 2, invitation: "accepted", namedFor: 2 });
    const [top, bottom] = page.divisions as [LeaguePage["divisions"][0], LeaguePage["divisions"][0]];
    expect([top.goingUp, top.goingDown]).toEqual([[], [top.standings[1]!.userId]]);
    expect([bottom.goingUp, bottom.goingDown]).toEqual([[bottom.standings[0]!.userId], []]);
    const division = (await people[2]!.client.get(`/api/tournaments/${bottom.id}`)).body as TournamentPage;
    expect(division.league).toEqual({ id: created.body.id, name: "Club league", season: 1, division: 2 });

    const unknown = await people[0]!.client.post("/api/leagues", { ...body, divisions: [[ids[0], "nobody-here"], ids.slice(2)] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.code).toBe("unknown-player");
    const twice = await people[0]!.client.post("/api/leagues", { ...body, divisions: [ids.slice(0, 2), [ids[0], ids[3]]] });
    expect(twice.body.error.code).toBe("bad-league");
    const tooManyMoves = await people[0]!.client.post("/api/leagues", { ...body, moves: 2 });
    expect(tooManyMoves.body.error.code).toBe("bad-league");
    expect((await people[0]!.client.get("/api/leagues/none")).status).toBe(404);
  });

  it("refuses a league just past each bound, naming the field", async () => {
    const { client } = await person();
    const ids = (count: number, from = 0) => Array.from({ length: count }, (_, i) => `player-${from + i}`);
    const body = { name: "Huge league", game: "rio-de-la-plata", tableSize: 5, timePerMoveDays: 3, timeoutPolicy: "bot", moves: 0 };
    const refusals: [unknown, RegExp][] = [
      [{ ...body, divisions: Array.from({ length: MAX_LEAGUE_DIVISIONS + 1 }, (_, d) => ids(5, d * 5)) }, /divisions/],
      [{ ...body, divisions: [ids(MAX_DIVISION_PLAYERS + 1)] }, /divisions/],
      [{ ...body, cycles: MAX_LEAGUE_CYCLES + 1, divisions: [ids(5)] }, /cycles/],
      [{ ...body, tableSize: 6, divisions: [ids(6)] }, /tableSize/],
      [{ ...body, moves: MAX_DIVISION_PLAYERS / 2 + 1, divisions: [ids(5)] }, /moves/],
    ];
    for (const [refused, field] of refusals) {
      const reply = await client.post("/api/leagues", refused);
      expect(reply.status, JSON.stringify(refused).slice(0, 120)).toBe(400);
      expect(reply.body.error.message).toMatch(field);
    }
  });
});

describe("an open page asking again", () => {
  it("gets 304 while nothing changed, and the new page once it changed", async () => {
    const [host, guest, a, b] = await Promise.all([person(), person(), person(), person()]);
    const created = await host.client.post("/api/tournaments", { ...roundRobin, maxEntrants: 3 });
    const ids = await Promise.all([host, a, b].map(async (p) => (await p.client.get("/api/me")).body.user.id as string));
    await befriend(...[host, a, b].map((p, index) => ({ client: p.client, id: ids[index]! })));
    const { name, game, tableSize, timePerMoveDays, timeoutPolicy } = roundRobin;
    const league = await host.client.post("/api/leagues", {
      name,
      game,
      tableSize,
      timePerMoveDays,
      timeoutPolicy,
      moves: 0,
      divisions: [ids.slice(1)],
    });
    for (const path of [`/api/tournaments/${created.body.id}`, `/api/leagues/${league.body.id}`]) {
      const tag = (await host.client.get(path)).headers.get("etag");
      expect(tag, path).toBeTruthy();
      expect((await host.client.get(path, { "If-None-Match": tag! })).status, path).toBe(304);
    }
    const path = `/api/tournaments/${created.body.id}`;
    const before = (await host.client.get(path)).headers.get("etag")!;
    await guest.client.post(`${path}/join`);
    const after = await host.client.get(path, { "If-None-Match": before });
    expect(after.status).toBe(200);
    expect(after.body.entrants).toBe(2);
  });
});

// Last in the file: its sweep moves the stack's clock three weeks ahead.
describe("a tournament whose date comes without enough entrants", () => {
  it("is cancelled by the clock, and then refuses entries saying so", async () => {
    const [host, late] = await Promise.all([person(), person()]);
    const startAt = new Date(Date.now() + 20 * 86_400_000);
    const id = (await host.client.post("/api/tournaments", { ...roundRobin, name: "Lonely cup", startAt: startAt.toISOString() })).body.id;
    await stack.sweep(new Date(startAt.getTime() + 1000));
    expect((await host.client.get(`/api/tournaments/${id}`)).body.status).toBe("cancelled");
    const refused = await late.client.post(`/api/tournaments/${id}/join`);
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe("tournament-cancelled");
  });
});
