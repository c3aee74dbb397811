// Leagues on DynamoDB Local, through the league service: a league of two divisions, once its players
// accepted, starts a round-robin per division; once every division's games have ended, the best of the
// lower division goes up and the worst of the upper one goes down, and the next season starts with the
// same sizes and with whoever accepted meanwhile. The largest league allowed opens one round per division.
import { inject, beforeAll, describe, expect, it } from "vitest";
import { core, type Core } from "../functions/compose/core";
import type { Config } from "../functions/config";
import { newId } from "../functions/store/ids";
import { dynamoClient, ensureTable } from "../functions/store/table";
import type { User } from "../functions/store/users";
import { currentStandings } from "../functions/record/tournament";
import { advance } from "../functions/record/transitions";
import { MAX_DIVISION_PLAYERS, MAX_LEAGUE_CYCLES, MAX_LEAGUE_DIVISIONS } from "../shared/api/index";
import { botFor } from "../shared/bots/index";
import { Random } from "../shared/engine/random";
import { gameRules, loadGames } from "../shared/games/index";

await loadGames();

let built: Core;
beforeAll(async () => {
  const dynamo = dynamoClient(inject("dynamoEndpoint"));
  const tableName = `league-${newId(8)}`;
  await ensureTable(dynamo, tableName);
  const config: Config = {
    tableName,
    appUrl: "http://localhost:1",
    mailFrom: "Turnpost <turns@turnpost.local>",
    sessionSecret: new TextEncoder().encode(`league-${newId(24)}`),
    local: false,
    vapid: null,
  };
  built = core({ config, dynamo });
});

const player = (name: string) => ({ userId: `u-${name}-${newId(6)}`, name });
const accept = (league: { id: string }, p: { userId: string; name: string }) =>
  built.leagues.answer({ id: p.userId, name: p.name, guest: false } as User, league.id, true);

/** Plays a tournament's open games to their end with bots, telling the tournament of each end (as the stream does). */
async function playOpenRounds(tournamentId: string): Promise<void> {
  for (let rounds = 0; rounds < 20; rounds++) {
    const tournament = await built.tournaments.load(tournamentId);
    if (tournament.status === "finished") return;
    const open = tournament.rounds.flatMap((r) => r.tables).filter((t) => t.gameId && t.places === null);
    for (const table of open) {
      for (let moves = 0; moves < 500; moves++) {
        const game = (await built.games.get(table.gameId!))!;
        if (game.status === "finished") break;
        const seat = game.awaiting[0]!;
        const { view, legalMoves } = gameRules("yucata");
        const move = botFor("yucata", "random").choose({
          view: view(game.state as never, seat),
          legal: legalMoves(game.state as never, seat),
          seat,
          rng: Random.fromSeed(`${game.id}:${game.version}`),
        });
        await built.service.commitServerMove(
          game,
          advance(game, seat, move, `league-${game.version}`, game.players[seat]!.userId!, built.service.time()),
        );
      }
      await built.tournaments.gameChanged(table.gameId!);
    }
  }
  throw new Error(`tournament ${tournamentId} did not end`);
}

describe("a league", () => {
  it("moves the best of a division up and the worst down between seasons", async () => {
    const creator = { id: "league-host", name: "Host", guest: false } as User;
    const top = ["Ana", "Bea", "Cy"].map(player);
    const bottom = ["Dan", "Eve", "Flo"].map(player);
    const late = player("Gus");
    const created = await built.leagues.create(creator, {
      name: "Winter league",
      moves: 1,
      divisions: [top, [...bottom, late]],
      game: "yucata",
      tableSize: 2,
      cycles: 1,
      timePerMoveDays: 3,
      timeoutPolicy: "bot",
      private: false,
    });
    for (const p of [...top, ...bottom]) await accept(created, p);
    const league = await built.leagues.start(creator, created.id);
    expect(league.seasons).toHaveLength(1);
    const [topId, bottomId] = league.seasons[0]!.divisions as [string, string];
    for (const id of [topId, bottomId]) expect((await built.tournaments.load(id)).status).toBe("active");
    expect((await built.tournaments.load(bottomId)).entrants.map((e) => e.userId)).not.toContain(late.userId);
    // Accepting once the season has started: in from the next one.
    await accept(created, late);
    await expect(built.leagues.advance(league.id)).rejects.toMatchObject({ code: "season-not-over" });

    await playOpenRounds(topId);
    await playOpenRounds(bottomId);
    const topOrder = currentStandings(await built.tournaments.load(topId)).map((s) => s.entrant);
    const bottomOrder = currentStandings(await built.tournaments.load(bottomId)).map((s) => s.entrant);

    const next = await built.leagues.advance(league.id);
    expect(next.seasons).toHaveLength(2);
    const [newTop, newBottom] = await Promise.all(next.seasons[1]!.divisions.map((id) => built.tournaments.load(id)));
    const members = (t: typeof newTop) => t!.entrants.map((e) => e.userId).sort();
    expect(members(newTop)).toEqual([topOrder[0]!, topOrder[1]!, bottomOrder[0]!].sort());
    expect(members(newBottom)).toEqual([topOrder[2]!, bottomOrder[1]!, bottomOrder[2]!, late.userId].sort());
    expect(newTop!.status).toBe("active");
    expect(newTop!.rounds[0]!.tables.some((t) => t.gameId !== null)).toBe(true);
    expect(newTop!.league).toEqual({ id: league.id, season: 2, division: 1 });
  }, 120_000);

  it("seats one who asked from its link, once its creator accepted, in the next season's lowest division", async () => {
    const creator = { id: `league-host-${newId(6)}`, name: "Host", guest: false } as User;
    const [top, bottom] = [["Ana", "Bea"].map(player), ["Cy", "Dan"].map(player)] as const;
    const created = await built.leagues.create(creator, {
      name: "Open league",
      moves: 1,
      divisions: [top, bottom],
      game: "yucata",
      tableSize: 2,
      cycles: 1,
      timePerMoveDays: 3,
      timeoutPolicy: "bot",
      private: false,
    });
    for (const p of [...top, ...bottom]) await accept(created, p);
    const league = await built.leagues.start(creator, created.id);
    const visitor = { id: `u-visitor-${newId(6)}`, name: "Vi", guest: false } as User;
    await built.leagues.ask(visitor, league.id);
    // Asking is not being in: the visitor cannot accept themselves, and only the creator answers.
    await expect(built.leagues.answer(visitor, league.id, true)).rejects.toMatchObject({ code: "request-waiting" });
    await expect(built.leagues.answerRequest(visitor, league.id, visitor.id, true)).rejects.toMatchObject({ code: "not-creator" });
    const asked = await built.leagues.page(league.id, creator.id, "", () => "");
    expect(asked.requests).toEqual([{ userId: visitor.id, name: "Vi" }]);
    expect(asked.players.map((p) => p.userId)).not.toContain(visitor.id);
    await built.leagues.answerRequest(creator, league.id, visitor.id, true);
    await expect(built.leagues.answerRequest(creator, league.id, visitor.id, true)).rejects.toMatchObject({ code: "no-request" });
    const accepted = await built.leagues.page(league.id, visitor.id, "", () => "");
    expect(accepted.you).toMatchObject({ invitation: "accepted", division: null });
    expect(accepted.players).toContainEqual({ userId: visitor.id, name: "Vi", division: 2 });

    for (const id of league.seasons[0]!.divisions) await playOpenRounds(id);
    const next = await built.leagues.advance(league.id);
    const lowest = await built.tournaments.load(next.seasons[1]!.divisions.at(-1)!);
    expect(lowest.entrants.map((e) => e.userId)).toContain(visitor.id);
  }, 120_000);

  it("refuses divisions the core cannot move players between", async () => {
    const creator = { id: "league-host", name: "Host", guest: false } as User;
    const settings = { game: "yucata", tableSize: 2, cycles: 1, timePerMoveDays: 3, timeoutPolicy: "bot", private: false } as const;
    await expect(
      built.leagues.create(creator, {
        ...settings,
        name: "Too many moves",
        moves: 2,
        divisions: [
          [player("a"), player("b")],
          [player("c"), player("d")],
        ],
      }),
    ).rejects.toMatchObject({ code: "bad-league" });
  });
});

describe("the largest league allowed", () => {
  it("opens the first round of each division and computes none of the later ones", async () => {
    const creator = { id: "league-host", name: "Host", guest: false } as User;
    const divisions = Array.from({ length: MAX_LEAGUE_DIVISIONS }, (_, d) =>
      Array.from({ length: MAX_DIVISION_PLAYERS }, (_, p) => player(`d${d}p${p}`)),
    );
    const created = await built.leagues.create(creator, {
      name: "Big league",
      moves: MAX_DIVISION_PLAYERS / 2,
      divisions,
      game: "rio-de-la-plata",
      tableSize: 5,
      cycles: MAX_LEAGUE_CYCLES,
      timePerMoveDays: 3,
      timeoutPolicy: "bot",
      private: false,
    });
    for (const p of divisions.flat()) await accept(created, p);
    const league = await built.leagues.start(creator, created.id);
    expect(league.seasons[0]!.divisions).toHaveLength(MAX_LEAGUE_DIVISIONS);
    for (const id of league.seasons[0]!.divisions) {
      const division = await built.tournaments.load(id);
      // 120 pairs, 30 met per round of three tables: 4 rounds a cycle, two cycles; only the first is stored.
      expect(division.roundRobinRounds).toBe(8);
      expect(division.rounds).toHaveLength(1);
      expect(division.rounds[0]!.tables.map((t) => t.gameId !== null)).toEqual([true, true, true]);
      expect(division.rounds[0]!.sittingOut).toHaveLength(1);
    }
  }, 120_000);
});
