// Leagues on DynamoDB Local, through the tournament service: a league of two divisions starts a
// round-robin per division; once every division's games have ended, the best of the lower division goes
// up and the worst of the upper one goes down, and the next season starts with the same sizes.
import { inject, beforeAll, describe, expect, it } from "vitest";
import { core, type Core } from "../functions/compose/core";
import type { Config } from "../functions/config";
import { newId } from "../functions/store/ids";
import { dynamoClient, ensureTable } from "../functions/store/table";
import type { User } from "../functions/store/users";
import { currentStandings } from "../functions/record/tournament";
import { advance } from "../functions/record/transitions";
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
    const league = await built.tournaments.createLeague(creator, {
      name: "Winter league",
      moves: 1,
      divisions: [top, bottom],
      game: "yucata",
      tableSize: 2,
      cycles: 1,
      timePerMoveDays: 3,
      timeoutPolicy: "bot",
      private: false,
    });
    expect(league.seasons).toHaveLength(1);
    const [topId, bottomId] = league.seasons[0]!.divisions as [string, string];
    for (const id of [topId, bottomId]) expect((await built.tournaments.load(id)).status).toBe("active");
    await expect(built.tournaments.advanceLeague(league.id)).rejects.toMatchObject({ code: "season-not-over" });

    await playOpenRounds(topId);
    await playOpenRounds(bottomId);
    const topOrder = currentStandings(await built.tournaments.load(topId)).map((s) => s.entrant);
    const bottomOrder = currentStandings(await built.tournaments.load(bottomId)).map((s) => s.entrant);

    const next = await built.tournaments.advanceLeague(league.id);
    expect(next.seasons).toHaveLength(2);
    const [newTop, newBottom] = await Promise.all(next.seasons[1]!.divisions.map((id) => built.tournaments.load(id)));
    const members = (t: typeof newTop) => t!.entrants.map((e) => e.userId).sort();
    expect(members(newTop)).toEqual([topOrder[0]!, topOrder[1]!, bottomOrder[0]!].sort());
    expect(members(newBottom)).toEqual([topOrder[2]!, bottomOrder[1]!, bottomOrder[2]!].sort());
    expect(newTop!.status).toBe("active");
    expect(newTop!.rounds[0]!.tables.some((t) => t.gameId !== null)).toBe(true);
    expect(newTop!.league).toEqual({ id: league.id, season: 2, division: 1 });
  }, 120_000);

  it("refuses divisions the core cannot move players between", async () => {
    const creator = { id: "league-host", name: "Host", guest: false } as User;
    const settings = { game: "yucata", tableSize: 2, cycles: 1, timePerMoveDays: 3, timeoutPolicy: "bot", private: false } as const;
    await expect(
      built.tournaments.createLeague(creator, {
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
