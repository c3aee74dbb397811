// Undo and takebacks without a store: whose move may be taken back, when an undo is refused, and the
// board a takeback leaves, replayed from the seed.
import { describe, expect, it } from "vitest";
import { gameRules, loadGames } from "../../shared/games/index";
import { yucataGame } from "../../test/support/game-record";
import { DAY_MS } from "../config";
import type { GameEvent, GameRecord } from "./game";
import { lastOwnMove, takeBack, undoRefusal } from "./takeback";
import { advance } from "./transitions";

await loadGames();

const time = { at: "2026-03-01T12:00:00.000Z", dayMs: DAY_MS };

/** Plays the awaited seat's first legal move (`by` acting) and returns the game and the log so far. */
function play(game: GameRecord, events: GameEvent[], by: string) {
  const seat = game.awaiting[0]!;
  const def = gameRules(game.game);
  const next = advance(game, seat, def.legalMoves(game.state, seat)[0], `m${game.version + 1}`, by, time);
  return { game: next.game, events: [...events, next.event] };
}

describe("what a player may take back", () => {
  it("is its own last move still in effect, not one the clock played for its seat", () => {
    let { game, events } = play(yucataGame(), [], "u0");
    ({ game, events } = play(game, events, "u1"));
    expect(lastOwnMove(0, "u0", events)?.version).toBe(1);
    ({ game, events } = play(game, events, "clock"));
    expect(lastOwnMove(0, "u0", events)?.version, "the clock's move for seat 0 is not Ann's").toBe(1);
    expect(lastOwnMove(1, "u1", events)?.version).toBe(2);
  });

  it("is no longer a move a takeback undid", () => {
    const { game, events } = play(yucataGame(), [], "u0");
    const undone = takeBack(game, 0, "u0", 0, "undo", events, time);
    expect(lastOwnMove(0, "u0", [...events, undone.event])).toBeNull();
  });
});

/** Nobody was told anything of the game. */
const untold = async () => [];

describe("undo alone", () => {
  it("is allowed for a Yucata' card (it reveals nothing), refused once someone played since", async () => {
    // A Yucata' card is played face up from a hand that holds no secret of the table's.
    let { game, events } = play(yucataGame(), [], "u0");
    expect(await undoRefusal(game, 0, "u0", events, untold)).toBeNull();
    ({ game, events } = play(game, events, "u1"));
    expect((await undoRefusal(game, 0, "u0", events, untold))?.code).toBe("undo-after-others");
    // A move the clock played for Ann's seat is not hers to undo.
    ({ game, events } = play(game, events, "clock"));
    expect((await undoRefusal(game, 0, "u0", events, untold))?.code).toBe("undo-after-others");
  });

  it("is refused once the seat the move made awaited was told so, by any channel or the game's chat", async () => {
    const { game, events } = play(yucataGame(), [], "u0");
    const asked: number[] = [];
    const told = (seats: number[]) => async (version: number) => {
      asked.push(version);
      return seats;
    };
    expect((await undoRefusal(game, 0, "u0", events, told([1])))?.code).toBe("undo-told");
    expect(asked, "told of the move's version or later").toEqual([events.at(-1)!.version]);
    expect((await undoRefusal(game, 0, "u0", events, told([-1])))?.code).toBe("undo-told");
    // Only the mover's own mail went: nobody else heard of a turn.
    expect(await undoRefusal(game, 0, "u0", events, told([0]))).toBeNull();
  });

  it("is refused for a Balam flip of a face-down Katun card, which shows the card", async () => {
    // Rules: "(NJ+1) cartes Katun sont placées à côté du plateau, faces cachées"; "le roi retourne une des
    // cartes posées en début de manche, et en applique les effets".
    const balam = gameRules("balam");
    const options = balam.options.parse({});
    const state = balam.setup({ players: 2, options, seed: "undo-flip" });
    const game = yucataGame({ game: "balam", options, state, seed: "undo-flip", awaiting: balam.awaiting(state) });
    const seat = game.awaiting[0]!;
    const flip = balam.legalMoves(state, seat).find((m) => (m as { type: string }).type === "flip");
    expect(flip, "a flip is among the first moves").toBeDefined();
    const next = advance(game, seat, flip, "m1", game.players[seat]!.userId!, time);
    expect((await undoRefusal(next.game, seat, game.players[seat]!.userId!, [next.event], untold))?.code).toBe("undo-reveals");
  });
});

describe("taking moves back", () => {
  it("puts the board back as it stood, appends an event that says how many moves went, and begins a new turn", () => {
    const start = yucataGame({ timePerMoveDays: 2 });
    let { game, events } = play(start, [], "u0");
    ({ game, events } = play(game, events, "u1"));
    const back = takeBack(game, 0, "u0", 0, "takeback", events, time);
    expect(back.game).toMatchObject({ version: 3, rev: game.rev + 1, state: start.state, awaiting: start.awaiting, takeback: null });
    expect(back.game.turnSince).toBe(time.at);
    expect(back.game.deadline).toBe("2026-03-03T12:00:00.000Z");
    expect(back.event).toEqual({
      gameId: "g1",
      version: 3,
      seat: 0,
      move: null,
      clientMoveId: "takeback-3",
      log: [{ key: "turnpost.takeback", params: { seat: 0, moves: 2 } }],
      at: time.at,
      by: "u0",
      takeback: { to: 0, kind: "takeback" },
    });
  });
});
