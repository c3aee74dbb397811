import { describe, expect, it } from "vitest";
import { RuleError, type LogEntry } from "../../engine/index";
import { parseMove } from "../../engine/parse";
import { randomPlayout } from "../../engine/play";
import { Random } from "../../engine/random";
import { yucataKnowledge } from "./bot";
import { DEFAULT_LAYOUT, layoutProblems } from "./data";
import { optionsSchema, yucata, type Card, type YucataState } from "./index";
import { finalScores } from "./rules";

function start(options: object = { firstPlayer: 0 }, players = 2, seed = "test"): YucataState {
  return yucata.setup({ players, options: optionsSchema().parse(options), seed });
}

/** Plays `cards` in turn order, returning the final state and every log entry. */
function play(state: YucataState, cards: Card[]): { state: YucataState; log: LogEntry[] } {
  const log: LogEntry[] = [];
  for (const card of cards) {
    const result = yucata.apply(state, state.turn!, { card });
    state = result.state;
    log.push(...result.log);
  }
  return { state, log };
}

/** The code of the RuleError that refuses `move`, parsed at the engine's edge as the server does. */
function refusal(state: YucataState, seat: number, move: unknown): string {
  try {
    yucata.apply(state, seat, parseMove(yucata, move));
  } catch (error) {
    expect(error).toBeInstanceOf(RuleError);
    return (error as RuleError).code;
  }
  throw new Error("the move was accepted");
}

const legalCards = (state: YucataState, seat: number) => yucata.legalMoves(state, seat).map((m) => m.card);

describe("setup", () => {
  it("puts every amulet on the start square with the seven cards in hand", () => {
    const state = start({ firstPlayer: 2 }, 4);
    expect(state.positions).toEqual([0, 0, 0, 0]);
    expect(state.hands.every((h) => h.length === 7)).toBe(true);
    expect(state.board).toBe(DEFAULT_LAYOUT);
    expect(yucata.awaiting(state)).toEqual([2]);
  });

  it("lets the seeded random source pick the first player when none is chosen", () => {
    const firsts = new Set<number>();
    for (let i = 0; i < 40; i++) firsts.add(start({}, 3, `first-${i}`).firstPlayer);
    expect([...firsts].sort()).toEqual([0, 1, 2]);
    expect(start({}, 3, "same").firstPlayer).toBe(start({}, 3, "same").firstPlayer);
  });

  it("refuses a first player outside the player count", () => {
    expect(() => start({ firstPlayer: 2 }, 2)).toThrow(RuleError);
    expect(() => start({ firstPlayer: 3 }, 3)).toThrow(
      expect.objectContaining({ code: "bad-option", key: "yucata.refused.firstPlayer", params: { players: 3, last: 2, chosen: 3 } }),
    );
  });

  it("refuses an unparsed bad layout with bad-option", () => {
    expect(() => yucata.setup({ players: 2, options: { layout: "S...." }, seed: "x" })).toThrow(
      expect.objectContaining({ code: "bad-option" }),
    );
  });

  it("draws a random layout from the seed that obeys the variant rules and shows it", () => {
    const a = start({ layout: "random", firstPlayer: 0 }, 2, "r1");
    const b = start({ layout: "random", firstPlayer: 0 }, 2, "r2");
    expect(layoutProblems(a.board)).toEqual([]);
    expect(a.board).not.toBe(b.board);
    expect(yucata.view(a, null).board).toBe(a.board);
  });

  it("plays on a custom layout", () => {
    const custom = "S....UBBBBBUBBUBBBUBBUBBBUBBUBBBUBBUBBBR";
    const { state } = play(start({ layout: custom, firstPlayer: 0 }), [5]);
    expect(state.stones[0]).toEqual({ beige: 0, blue: 1, red: 0 });
  });
});

describe("moving and taking stones", () => {
  it("worked check: a first 3 lands on square 3 and takes nothing; a following 5 lands on 5 and takes one beige", () => {
    const first = play(start(), [3]);
    expect(first.state.positions).toEqual([3, 0]);
    expect(first.state.stones[0]).toEqual({ beige: 0, blue: 0, red: 0 });
    expect(first.state.board).toBe(DEFAULT_LAYOUT);
    const second = play(first.state, [5]);
    expect(second.state.positions).toEqual([3, 5]);
    expect(second.state.stones[1]).toEqual({ beige: 1, blue: 0, red: 0 });
    expect(second.state.board[5]).toBe(".");
    expect(second.log).toEqual([
      { key: "yucata.played", params: { seat: 1, card: 5, effect: 5, from: 0, to: 5 } },
      { key: "yucata.took", params: { seat: 1, beige: 1, blue: 0, red: 0 } },
    ]);
  });

  it("takes the stone of every square passed, not only the arrival square", () => {
    // Seat 0: 5 (square 5), seat 1: 1, seat 0: 4 from 5 takes squares 6–9 = B U B B.
    const { state } = play(start(), [5, 1, 4]);
    expect(state.positions[0]).toBe(9);
    expect(state.stones[0]).toEqual({ beige: 4, blue: 1, red: 0 });
    expect(state.board.slice(0, 10)).toBe("S.........");
  });

  it("takes nothing from squares already emptied by an amulet ahead", () => {
    // Seat 0 to 5 (B); seat 1 to 4; seat 0 to 8 (B U B); seat 1 to 5, already emptied by seat 0.
    const { state } = play(start(), [5, 4, 3, 1]);
    expect(state.positions).toEqual([8, 5]);
    expect(state.stones[1]).toEqual({ beige: 0, blue: 0, red: 0 });
    expect(state.stones[0]).toEqual({ beige: 3, blue: 1, red: 0 });
  });

  it("several amulets may share a square", () => {
    const { state } = play(start(), [3, 1, 2, 4]);
    expect(state.positions).toEqual([5, 5]);
  });
});

describe("the sword", () => {
  it("puts the amulet just ahead of the most advanced one, taking the stones passed", () => {
    // Seat 0 to 5 (takes square 5); seat 1 swords from 0 to 6: only square 6 still has a stone.
    const { state, log } = play(start(), [5, "sword"]);
    expect(state.positions).toEqual([5, 6]);
    expect(state.stones[1]).toEqual({ beige: 1, blue: 0, red: 0 });
    expect(log[2]).toEqual({ key: "yucata.played", params: { seat: 1, card: "sword", effect: "sword", from: 0, to: 6 } });
  });

  it("moves the leader one square", () => {
    const { state } = play(start(), [5, 3, "sword"]);
    expect(state.positions).toEqual([6, 3]);
  });

  it("moves a player tied for the lead one square", () => {
    const { state } = play(start(), [3, 1, 2, 4]);
    expect(state.positions).toEqual([5, 5]);
    const next = play(state, ["sword"]);
    expect(next.state.positions).toEqual([6, 5]);
  });
});

describe("the question card", () => {
  it("may not be the first card of the game", () => {
    const state = start();
    expect(legalCards(state, 0)).toEqual([1, 2, 3, 4, 5, "sword"]);
    expect(refusal(state, 0, { card: "question" })).toBe("question-first");
  });

  it("may be the second card: it repeats the previous player's number", () => {
    const { state, log } = play(start(), [3, "question"]);
    expect(state.positions).toEqual([3, 3]);
    expect(log).toContainEqual({ key: "yucata.played", params: { seat: 1, card: "question", effect: 3, from: 0, to: 3 } });
  });

  it("repeats a sword as a sword now", () => {
    // Seat 0: 5 → 5; seat 1: sword → 6; seat 0: question = sword → 7.
    const { state } = play(start(), [5, "sword", "question"]);
    expect(state.positions).toEqual([7, 6]);
  });

  // A question right after a question is only possible as a last card: see "the previous player's card".
  it("shows what each seat's last card did, a question included", () => {
    const three = play(start({ firstPlayer: 0 }, 3), [4, "question", 1]);
    expect(three.state.positions).toEqual([4, 4, 1]);
    expect(yucata.view(three.state, null).effects).toEqual([4, 4, 1]);
  });

  it("is refused right after the previous player's question (not their last card)", () => {
    const { state } = play(start(), [4, "question"]);
    expect(refusal(state, 0, { card: "question" })).toBe("same-card");
  });
});

describe("the previous player's card", () => {
  it("may not be played by the next player", () => {
    const { state } = play(start(), [3]);
    expect(legalCards(state, 1)).toEqual([1, 2, 4, 5, "sword", "question"]);
    const code = refusal(state, 1, { card: 3 });
    expect(code).toBe("same-card");
  });

  it("refuses cards already played since the last pick-up", () => {
    const { state } = play(start(), [3, 4]);
    expect(refusal(state, 0, { card: 3 })).toBe("not-in-hand");
  });

  // Seat 0: 1 2 3 4 5 sword question; seat 1: sword 1 2 3 4 5 question. Every card differs from the one
  // just before it except seat 1's last question, which follows seat 0's last question.
  const seven: Card[] = [1, "sword", 2, 1, 3, 2, 4, 3, 5, 4, "sword", 5, "question"];

  it("is allowed as the last card in hand, and a question then repeats a question", () => {
    const { state } = play(start(), seven);
    expect(state.hands[1]).toEqual(["question"]);
    expect(yucata.view(state, 1).previousCard).toBe("question");
    expect(legalCards(state, 1)).toEqual(["question"]);
    // Seat 0's question copied seat 1's 5 (16 → 21); seat 1's question copies that question: 5 squares.
    expect(state.positions).toEqual([21, 17]);
    const last = play(state, ["question"]);
    expect(last.state.positions).toEqual([21, 22]);
    expect(last.log[0]).toEqual({ key: "yucata.played", params: { seat: 1, card: "question", effect: 5, from: 17, to: 22 } });
  });

  it("picks the seven cards up after all are played, and still forbids the previous player's last card", () => {
    const { state } = play(start(), seven);
    // Seat 0 has played all seven; its last card stays on top until its turn comes again.
    expect(state.hands[0]).toEqual([]);
    expect(yucata.view(state, null).topCards).toEqual(["question", 5]);
    const { state: after, log } = play(state, ["question"]);
    expect(log).toContainEqual({ key: "yucata.pickedUp", params: { seat: 0 } });
    expect(after.hands[0]).toEqual([1, 2, 3, 4, 5, "sword", "question"]);
    expect(yucata.view(after, null).topCards).toEqual([null, "question"]);
    expect(yucata.view(after, null).handSizes).toEqual([7, 0]);
    // The previous card rule spans the pick-up: seat 1's question forbids seat 0's question.
    expect(legalCards(after, 0)).toEqual([1, 2, 3, 4, 5, "sword"]);
    expect(refusal(after, 0, { card: "question" })).toBe("same-card");
    const again = play(after, [2]);
    expect(again.log).toContainEqual({ key: "yucata.pickedUp", params: { seat: 1 } });
    expect(again.state.hands[1]).toHaveLength(7);
    expect(legalCards(again.state, 1)).toEqual([1, 3, 4, 5, "sword", "question"]);
  });

  it("is lifted whenever nothing else is legal: a player is never stuck", () => {
    const { state } = play(start(), seven);
    const crafted = structuredClone(state);
    crafted.hands[1] = [4];
    crafted.piles[0] = [...crafted.piles[0]!.slice(0, -1), 4];
    expect(legalCards(crafted, 1)).toEqual([4]);
    expect(() => yucata.apply(crafted, 1, { card: 4 })).not.toThrow();
  });
});

describe("turns and bad moves", () => {
  it("is set up only for 2 to 4 players, like every game", () => {
    expect(() => yucata.setup({ players: 5, options: optionsSchema().parse({}), seed: "five" })).toThrow(RangeError);
  });

  it("refuses a move out of turn, a malformed move and a move after the end", () => {
    const state = start();
    expect(yucata.legalMoves(state, 1)).toEqual([]);
    expect(refusal(state, 1, { card: 3 })).toBe("not-your-turn");
    expect(refusal(state, 0, { card: 6 })).toBe("bad-move");
    expect(refusal(state, 0, { card: "3" })).toBe("bad-move");
    expect(refusal(state, 0, { card: 3, extra: true })).toBe("bad-move");
    expect(refusal(state, 0, null)).toBe("bad-move");
  });

  it("passes the turn clockwise from the first player", () => {
    const state = start({ firstPlayer: 2 }, 4);
    const turns: number[] = [];
    let s = state;
    for (const card of [1, 2, 1, 2, 3] as Card[]) {
      turns.push(s.turn!);
      s = yucata.apply(s, s.turn!, { card }).state;
    }
    expect(turns).toEqual([2, 3, 0, 1, 2]);
  });
});

describe("the end of the game", () => {
  function nearTheTemple(): YucataState {
    const state = start();
    state.positions = [37, 30];
    state.board = `S${".".repeat(37)}BR`;
    state.stones = [
      { beige: 12, blue: 2, red: 0 },
      { beige: 12, blue: 7, red: 0 },
    ];
    return state;
  }

  it("stops at square 39, ends at once and scores with the red stone", () => {
    const { state, log } = play(nearTheTemple(), [5]);
    expect(state.positions).toEqual([39, 30]);
    expect(state.stones[0]).toEqual({ beige: 13, blue: 2, red: 1 });
    expect(state.turn).toBeNull();
    expect(yucata.awaiting(state)).toEqual([]);
    expect(yucata.legalMoves(state, 1)).toEqual([]);
    expect(refusal(state, 1, { card: 1 })).toBe("game-over");
    // Seat 0: red returns one blue, 1 blue left costs 1 beige → 12. Seat 1: 7 blue cost 28 > 12 → 0.
    expect(yucata.result(state)).toEqual({ winners: [0], scores: [12, 0] });
    expect(log.map((e) => e.key)).toEqual(["yucata.played", "yucata.took", "yucata.ended", "yucata.scored", "yucata.scored", "yucata.won"]);
    expect(log[3]).toEqual({
      key: "yucata.scored",
      params: { seat: 0, beige: 13, blue: 2, red: true, blueReturned: 1, penalty: 1, score: 12 },
    });
    const view = yucata.view(state, 1);
    expect(view.winners).toEqual([0]);
    expect(view.finalScores![1]).toEqual({ beige: 12, blue: 7, red: false, blueReturned: 0, penalty: 12, score: 0 });
    expect(view.turn).toBeNull();
    expect(view.previousCard).toBeNull();
  });

  it("caps a sword from the lead and a question at 39 too", () => {
    const sword = nearTheTemple();
    sword.positions = [38, 30];
    expect(play(sword, ["sword"]).state.positions).toEqual([39, 30]);
    // Seat 1 last played a 5: seat 0's question from 37 would go to 42.
    const question = nearTheTemple();
    question.piles[1] = [5];
    question.effects[1] = 5;
    expect(play(question, ["question"]).state.positions).toEqual([39, 30]);
  });

  it("is not over before square 39", () => {
    const { state } = play(nearTheTemple(), [1]);
    expect(state.positions[0]).toBe(38);
    expect(yucata.result(state)).toBeNull();
    expect(yucata.view(state, null).finalScores).toBeNull();
  });

  it("shares the win between seats tied on the most beige stones", () => {
    const state = nearTheTemple();
    state.stones = [
      { beige: 10, blue: 0, red: 0 },
      { beige: 11, blue: 0, red: 0 },
    ];
    // Seat 0 takes square 38 (beige) and the red stone, which returns nothing without a blue.
    expect(yucata.result(play(state, [2]).state)).toEqual({ winners: [0, 1], scores: [11, 11] });
  });
});

describe("scoring", () => {
  it("worked check: 4 blue and 10 beige leave 0 beige", () => {
    expect(finalScores([{ beige: 10, blue: 4, red: 0 }])[0]!.score).toBe(0);
  });

  it("worked check: 4 blue, the red stone and 10 beige leave 4 beige", () => {
    expect(finalScores([{ beige: 10, blue: 4, red: 1 }])[0]).toEqual({
      beige: 10,
      blue: 4,
      red: true,
      blueReturned: 1,
      penalty: 6,
      score: 4,
    });
  });

  it("never goes below zero, and the red stone without blue changes nothing", () => {
    expect(finalScores([{ beige: 3, blue: 5, red: 0 }])[0]).toMatchObject({ penalty: 3, score: 0 });
    expect(finalScores([{ beige: 3, blue: 0, red: 1 }])[0]).toMatchObject({ blueReturned: 0, penalty: 0, score: 3 });
  });
});

describe("random games", () => {
  const setups = [2, 3, 4].flatMap((players) =>
    ["default", "random"].flatMap((layout) =>
      Array.from({ length: 8 }, (_, i) => ({ players, options: { layout }, seed: `yucata-${players}-${layout}-${i}` })),
    ),
  );

  it("end with every stone distributed and an amulet on the temple", () => {
    for (const setup of setups) {
      const { state, finished } = randomPlayout(yucata, setup, { maxMoves: 500 });
      const s = state as YucataState;
      expect(finished).toBe(true);
      expect(Math.max(...s.positions)).toBe(39);
      expect(s.board).toMatch(/^S\.{39}$/);
      const sum = (k: "beige" | "blue" | "red") => s.stones.reduce((t, st) => t + st[k], 0);
      expect([sum("beige"), sum("blue"), sum("red")]).toEqual([25, 9, 1]);
      const result = yucata.result(s)!;
      const best = Math.max(...result.scores);
      expect(result.winners).toEqual(result.scores.flatMap((score, seat) => (score === best ? [seat] : [])));
    }
  });

  it("show each seat its own hand and every reader the piles the public log told", () => {
    for (const setup of setups) {
      randomPlayout(yucata, setup, {
        maxMoves: 500,
        onStep(raw) {
          const state = raw as YucataState;
          for (let seat = -1; seat < setup.players; seat++) {
            const viewer = seat < 0 ? null : seat;
            const view = yucata.view(state, viewer);
            expect(Object.keys(view).sort()).toEqual(
              [
                "board",
                "effects",
                "finalScores",
                "firstPlayer",
                "handSizes",
                "piles",
                "players",
                "positions",
                "previousCard",
                "revision",
                "stones",
                "topCards",
                "turn",
                "winners",
                ...(viewer === null ? [] : ["hand"]),
              ].sort(),
            );
            if (viewer !== null) expect(view.hand).toEqual(state.hands[viewer]);
            expect(view.handSizes).toEqual(state.hands.map((h) => h.length));
            expect(view.topCards).toEqual(state.piles.map((p) => (p.length ? p[p.length - 1] : null)));
            expect(view.piles).toEqual(state.piles);
          }
        },
      });
    }
  });

  it("keep the previous-card rule: a card equal to the previous player's is played only as a last card", () => {
    for (const setup of setups) {
      randomPlayout(yucata, setup, {
        maxMoves: 500,
        onStep(raw, seat, move) {
          const state = raw as YucataState;
          const previous = yucata.view(state, null).previousCard;
          if ((move as { card: Card }).card === previous) expect(state.hands[seat]).toHaveLength(1);
        },
      });
    }
  });
});

// « Chaque carte jouée est posée devant soi en un tas dont seule la dernière carte est visible »: only the
// top card shows at the table, but every card played is in the public log (`yucata.played`), so what the
// log tells is known to every reader (issue #42, item 13; docs/games/yucata.md).
describe("what the public log tells", () => {
  const played = () => play(start(), [3, 1, 5, 2]).state; // seat 0 played 3 then 5, seat 1 played 1 then 2

  it("shows every reader each pile as the log told it, and hides no hand from anyone", () => {
    const state = played();
    for (const reader of [0, 1, null]) {
      expect(yucata.view(state, reader).piles).toEqual([
        [3, 5],
        [1, 2],
      ]);
      expect(yucata.secrets(state, reader)).toEqual([]);
    }
  });

  it("never lets a bot's sampled hand hold a card the log showed played", () => {
    const view = yucata.view(played(), 0);
    for (let i = 0; i < 50; i++) {
      const sampled = yucataKnowledge.determinize(view, 0, Random.fromSeed(`sample-${i}`));
      expect(sampled.hands[1]).toEqual([3, 4, 5, "sword", "question"]);
      expect(sampled.piles[1]).toEqual([1, 2]);
    }
  });
});
