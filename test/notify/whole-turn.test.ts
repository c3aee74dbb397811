// A whole turn from the mail: where a seat's turn of several steps has few complete ways to go (Balam,
// Rio de la Plata), each is one button that plays every step, in one write, once; a step refused plays
// none of them.
import { beforeAll, describe, expect, it } from "vitest";
import { turnChoices } from "../../shared/engine/whole-turns";
import { gameRules, loadGames, type GameId } from "../../shared/games/index";
import { MAX_MAIL_CHOICES } from "../../functions/notifier/mail-play";
import { GameService } from "../../functions/service/games";
import { Tokens } from "../../functions/service/tokens";
import { DomainError } from "../../functions/record/errors";
import { APP_URL, inProcessApp, playThroughApi, startedGame, type InProcess } from "../reliability/support";

await loadGames();

let env: InProcess;
beforeAll(async () => {
  env = await inProcessApp();
});

/** A seeded game played at random until an awaited seat's turn has few whole turns, one of several steps. */
async function awaitedWithWholeTurns(game: GameId, seed: string) {
  const { id, callers } = await startedGame(env, game, 2, {}, seed);
  for (let moves = 0; moves < 300; moves++) {
    const record = (await env.games.get(id))!;
    for (const seat of record.awaiting) {
      const turns = turnChoices(gameRules(game), 2, record.state, seat, MAX_MAIL_CHOICES);
      if (!turns?.some((turn) => turn.length > 1)) continue;
      const grant = { gameId: id, seat, version: record.version, turn: Date.parse(record.turnSince!) };
      const token = new Tokens(env.config.sessionSecret).playToken(record.players[seat]!.userId!, grant);
      return { id, seat, version: record.version, turns, token, userId: record.players[seat]!.userId! };
    }
    await playThroughApi(id, callers, `${seed}-${moves}`, 1);
  }
  throw new Error(`no turn of few whole turns in 300 moves of ${game}`);
}

/** The confirmation link as a browser opens it: its form posts from our own origin. */
function open(token: string, choice: number, method: "GET" | "POST") {
  return env.caller().request(method, `/api/mail-move?token=${token}&choice=${choice}`, method === "POST" ? "" : undefined, {
    origin: new URL(APP_URL).origin,
    "content-type": "application/x-www-form-urlencoded",
  });
}

describe("a whole turn from the mail", () => {
  for (const game of ["balam", "rio-de-la-plata"] as const) {
    it(`plays every step of the ${game} turn a button names, in one write, and only once`, async () => {
      const { id, seat, version, turns, token } = await awaitedWithWholeTurns(game, `whole-${game}`);
      const choice = turns.findIndex((turn) => turn.length > 1) + 1;
      const turn = turns[choice - 1]!;

      const shown = await open(token, choice, "GET");
      expect(shown.status).toBe(200);
      expect(shown.text).toContain(" → ");
      expect((await env.games.get(id))!.version).toBe(version);

      const played = await open(token, choice, "POST");
      expect(played.status).toBe(200);
      expect(played.text).toContain("Played: ");
      const after = (await env.games.get(id))!;
      expect(after.version).toBe(version + turn.length);
      for (const [i, step] of turn.entries()) {
        const event = (await env.games.getEvent(id, version + 1 + i))!;
        expect(event).toMatchObject({ seat, move: step.move });
      }

      // The same button again, and another of the mail's: nothing more is played.
      for (const again of [choice, choice === 1 ? 2 : 1]) {
        const page = await open(token, again, "POST");
        expect(page.status).toBe(200);
        expect(page.text).toContain("This move was already played");
      }
      expect((await env.games.get(id))!.version).toBe(version + turn.length);
    });
  }

  it("plays none of a turn's moves when one of them is refused, nor a turn of too many moves", async () => {
    const { id, seat, version, turns, userId } = await awaitedWithWholeTurns("balam", "whole-refused");
    const service = new GameService(env.games, env.now);
    const principal = { userId, seatGrant: { gameId: id, seat } };
    const [first, last] = [turns.find((turn) => turn.length > 1)![0]!.move, turns.find((turn) => turn.length > 1)!.at(-1)!.move];
    // The closing move twice: the second comes after the turn is over, so the rules refuse it.
    const refused = service.playTurn(principal, id, { version, moves: [first, last, last], clientMoveId: "mail-refused-turn" });
    await expect(refused).rejects.toMatchObject({ kind: "invalid" });
    const tooLong = service.playTurn(principal, id, { version, moves: Array(9).fill(first), clientMoveId: "mail-long-turn" });
    await expect(tooLong).rejects.toThrow(DomainError);
    await expect(tooLong).rejects.toMatchObject({ code: "bad-turn" });
    expect((await env.games.get(id))!.version).toBe(version);
    expect(await env.games.getEvent(id, version + 1)).toBeNull();
  });
});
