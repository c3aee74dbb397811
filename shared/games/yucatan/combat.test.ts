// Yucatàn's raids, combats, enemy cities and the pyramid, turns and the view, from the French text and
// the rulings (Boniface = seat 0, Ferdinand = seat 1). The 2-player board unless said otherwise.
import { describe, expect, it } from "vitest";
import { parseBoard } from "./board";
import { boardFor, type Guild } from "./data";
import { yucatan } from "./index";
import { scenario } from "./test-helpers";
import { destinations, h, legal, play, rejects, villageOn, warrior } from "./test-helpers";

describe("raiding villages", () => {
  it("stops in Ferdinand's large village, takes one prisoner, makes it small; staying takes nothing more", () => {
    let state = scenario({
      villages: [
        { owner: 1, at: [1, -2], large: true },
        { owner: 1, at: [3, 2] },
      ],
      warriors: [
        { owner: 0, at: [0, -2], guild: "snake" },
        { owner: 0, at: [-2, -2], guild: "jaguar" },
      ],
    });
    expect(destinations(state, 1).has(h(2, -3))).toBe(false); // it must stop in the village
    const raid = play(state, 0, { type: "move", warrior: 1, to: h(1, -2) });
    state = raid.state;
    expect(warrior(state, 1)!.carried).toBe(1);
    expect(villageOn(state, h(1, -2))).toEqual({ hex: h(1, -2), owner: 1, large: false });
    expect(state.prisonerSupply).toBe(49);
    expect(raid.log.map((e) => e.key)).toEqual(["yucatan.moved", "yucatan.villageRaided"]);
    // Ferdinand may enlarge it under Boniface's warrior but may not deploy there.
    state = play(state, 1, { type: "enlarge", hex: h(1, -2) }).state;
    expect(villageOn(state, h(1, -2))!.large).toBe(true);
    expect(legal(state, 0).some((m) => m.type === "move" && m.warrior === 1 && m.to === h(1, -2))).toBe(false);
    state = play(state, 0, { type: "move", warrior: 2, to: h(-3, -2) }).state;
    expect(warrior(state, 1)!.carried).toBe(1);
    expect(legal(state, 1).some((m) => m.type === "deploy" && m.hex === h(1, -2))).toBe(false);
    rejects(state, 1, { type: "deploy", hex: h(1, -2), guild: "snake" }, "deploy-hex");
  });

  it("removes a small village; a player left with too many warriors removes one out of turn", () => {
    let state = scenario({
      players: 3,
      villages: [{ owner: 2, at: [2, -3] }],
      warriors: [
        { owner: 0, at: [2, -2], guild: "snake" },
        { owner: 2, at: [-4, 4], guild: "jaguar" },
        { owner: 2, at: [-5, 4], guild: "jaguar" },
      ],
    });
    const { state: after, log } = play(state, 0, { type: "move", warrior: 1, to: h(2, -3, 3) });
    state = after;
    expect(villageOn(state, h(2, -3, 3))).toBeUndefined();
    expect(state.seats[2]!.villagesLeft).toBe(8);
    expect(log.map((e) => e.key)).toEqual(["yucatan.moved", "yucatan.villageRaided", "yucatan.mustRemoveWarrior"]);
    expect(yucatan.awaiting(state)).toEqual([2]);
    expect(yucatan.view(state, null).pending).toEqual({ step: "removeWarrior", seat: 2 });
    expect(legal(state, 2)).toEqual([
      { type: "removeWarrior", warrior: 2 },
      { type: "removeWarrior", warrior: 3 },
    ]);
    expect(legal(state, 1)).toEqual([]);
    rejects(state, 1, { type: "build" }, "not-your-turn");
    rejects(state, 2, { type: "build" }, "must-remove-warrior");
    rejects(state, 2, { type: "removeWarrior", warrior: 1 }, "not-your-warrior");
    state = play(state, 2, { type: "removeWarrior", warrior: 3 }).state;
    expect(state.warriors.map((w) => w.id)).toEqual([1, 2]);
    expect(state.seats[2]!.reserve.jaguar).toBe(2);
    expect(yucatan.awaiting(state)).toEqual([1]); // the turn goes on after the raider
  });

  it("removes a neutral village from the game", () => {
    const state = scenario({ villages: [{ owner: null, at: [-3, -2] }], warriors: [{ owner: 0, at: [-2, -2], guild: "snake" }] });
    const after = play(state, 0, { type: "move", warrior: 1, to: h(-3, -2) }).state;
    expect(after.villages).toEqual([]);
    expect(after.neutralLeft).toBe(0);
    expect(warrior(after, 1)!.carried).toBe(1);
  });

  it("takes nothing when the prisoner supply is empty or the warrior already carries three", () => {
    const full = scenario({
      villages: [{ owner: null, at: [-3, -2] }],
      warriors: [{ owner: 0, at: [-2, -2], guild: "snake", carried: 3 }],
    });
    expect(play(full, 0, { type: "move", warrior: 1, to: h(-3, -2) }).state.warriors[0]!.carried).toBe(3);
    const empty = scenario({ villages: [{ owner: null, at: [-3, -2] }], warriors: [{ owner: 0, at: [-2, -2], guild: "snake" }] });
    empty.prisonerSupply = 0;
    const after = play(empty, 0, { type: "move", warrior: 1, to: h(-3, -2) }).state;
    expect(after.warriors[0]!.carried).toBe(0);
    expect(after.villages).toEqual([]);
  });
});

describe("combat", () => {
  const outcomes: [Guild, Guild, "attacker" | "defender"][] = [
    ["jaguar", "snake", "attacker"],
    ["snake", "hummingbird", "attacker"],
    ["hummingbird", "jaguar", "attacker"],
    ["snake", "jaguar", "defender"],
    ["hummingbird", "snake", "defender"],
    ["jaguar", "hummingbird", "defender"],
    ["jaguar", "jaguar", "defender"],
    ["snake", "snake", "defender"],
    ["hummingbird", "hummingbird", "defender"],
  ];
  for (const [attack, defend, winner] of outcomes) {
    it(`${attack} attacking ${defend}: the ${winner} wins`, () => {
      const state = scenario({
        warriors: [
          { owner: 0, at: [-2, -2], guild: attack },
          { owner: 1, at: [-2, -1], guild: defend },
        ],
      });
      const { state: after, log } = play(state, 0, { type: "move", warrior: 1, to: h(-2, -1) });
      const [survivor] = after.warriors;
      expect(after.warriors).toHaveLength(1);
      expect(survivor!.id).toBe(winner === "attacker" ? 1 : 2);
      expect(survivor!.hex).toBe(h(-2, -1));
      expect(survivor!.carried).toBe(1);
      const loser = winner === "attacker" ? 1 : 0;
      expect(after.seats[loser]!.reserve[winner === "attacker" ? defend : attack]).toBe(3);
      expect(log[1]).toMatchObject({
        key: "yucatan.combat",
        params: { attackerGuild: attack, defenderGuild: defend, winner: survivor!.id },
      });
      expect(log[1]!.seats).toBeUndefined(); // both guilds are shown to everyone
      expect(yucatan.view(after, null).warriors[0]!.guild).toBe(survivor!.guild);
    });
  }

  it("in Ferdinand's village: the snake beats the hummingbird, enters, one prisoner, the village unchanged", () => {
    const state = scenario({
      villages: [{ owner: 1, at: [-2, -1], large: true }],
      warriors: [
        { owner: 0, at: [-2, -2], guild: "snake" },
        { owner: 1, at: [-2, -1], guild: "hummingbird" },
      ],
    });
    const after = play(state, 0, { type: "move", warrior: 1, to: h(-2, -1) }).state;
    expect(after.warriors).toEqual([{ id: 1, owner: 0, hex: h(-2, -1), guild: "snake", carried: 1, shown: true }]);
    expect(villageOn(after, h(-2, -1))).toEqual({ hex: h(-2, -1), owner: 1, large: true });
    expect(after.prisonerSupply).toBe(49);
  });

  it("hands the loser's two prisoners to the winner plus one; a fourth is discarded", () => {
    let state = scenario({
      turn: 1,
      warriors: [
        { owner: 0, at: [-2, -1], guild: "snake", carried: 2 },
        { owner: 1, at: [-2, -2], guild: "jaguar" },
        { owner: 0, at: [-3, -2], guild: "snake", carried: 1 },
        { owner: 0, at: [4, 0], guild: "jaguar" },
      ],
    });
    state = play(state, 1, { type: "move", warrior: 2, to: h(-2, -1) }).state;
    expect(warrior(state, 2)!.carried).toBe(3);
    expect(state.prisonerSupply).toBe(50 - 3 - 1);
    state = play(state, 0, { type: "move", warrior: 4, to: h(5, 0) }).state;
    state = play(state, 1, { type: "move", warrior: 2, to: h(-3, -1) }).state;
    state = play(state, 0, { type: "move", warrior: 4, to: h(4, 0) }).state;
    const after = play(state, 1, { type: "move", warrior: 2, to: h(-3, -2) }).state;
    expect(warrior(after, 2)!.carried).toBe(3);
    expect(warrior(after, 3)).toBeUndefined();
    expect(after.prisonerSupply).toBe(50 - 3); // the loser's token went back to the supply, nothing new taken
  });
});

describe("enemy cities and the pyramid", () => {
  it("Ferdinand's warrior takes three of the five prisoners in Boniface's city", () => {
    const state = scenario({ turn: 1, cityPrisoners: [5, 0], warriors: [{ owner: 1, at: [0, -3], guild: "snake" }] });
    const { state: after, log } = play(state, 1, { type: "move", warrior: 1, to: h(-1, -3) });
    expect(after.warriors[0]!.carried).toBe(3);
    expect(after.seats[0]!.cityPrisoners).toBe(2);
    expect(log[1]).toEqual({ key: "yucatan.cityRaided", params: { seat: 1, warrior: 1, city: 0, taken: 3, carried: 3 } });
    expect(yucatan.view(after, 0).cities[0]).toEqual({ seat: 0, hex: h(-1, -3), prisoners: 2 });
  });

  it("builds one level for three prisoners per action, even with six (Boniface's example)", () => {
    const state = scenario({ cityPrisoners: [6, 2] });
    const { state: after, log } = play(state, 0, { type: "build" });
    expect(after.seats[0]).toMatchObject({ cityPrisoners: 3, pyramid: 1 });
    expect(after.prisonerSupply).toBe(50 - 8 + 3);
    expect(log).toEqual([{ key: "yucatan.pyramidBuilt", params: { seat: 0, level: 1 } }]);
    expect(yucatan.awaiting(after)).toEqual([1]);
    rejects(after, 1, { type: "build" }, "not-enough-prisoners");
  });

  it("ends the game at once with the fifth level", () => {
    const state = scenario({ cityPrisoners: [3, 9], pyramid: [4, 4] });
    expect(yucatan.result(state)).toBeNull();
    const { state: after, log } = play(state, 0, { type: "build" });
    expect(log.map((e) => e.key)).toEqual(["yucatan.pyramidBuilt", "yucatan.won"]);
    expect(yucatan.awaiting(after)).toEqual([]);
    expect(yucatan.result(after)).toEqual({ winners: [0], scores: [5, 4] });
    expect(legal(after, 1)).toEqual([]);
    rejects(after, 1, { type: "build" }, "game-over");
  });
});

describe("turns and moves", () => {
  it("offers a pass only when no action is possible", () => {
    const stuck = scenario({});
    stuck.seats[0]!.villagesLeft = 0;
    stuck.seats[0]!.reserve = { jaguar: 0, hummingbird: 0, snake: 0 };
    expect(legal(stuck, 0)).toEqual([{ type: "pass" }]);
    expect(yucatan.awaiting(play(stuck, 0, { type: "pass" }).state)).toEqual([1]);
    rejects(scenario({}), 0, { type: "pass" }, "cannot-pass");
  });

  it("is set up only for 2 to 4 players, like every game", () => {
    expect(() => yucatan.setup({ players: 5, options: {}, seed: "five" })).toThrow(RangeError);
  });

  it("rejects a malformed move with a RuleError", () => {
    rejects(scenario({}), 0, { type: "fly" }, "bad-move");
    rejects(scenario({}), 0, { type: "establish", hex: "north" }, "bad-move");
    rejects(scenario({}), 0, { type: "establish", hex: 9999 }, "no-such-hex");
  });
});

describe("the view", () => {
  // The game notes: a view must expose « The board (every hex: id, axial coordinates, terrain, beach,
  // river ids) ». It carries them as the board's map, which the board's own reader turns into hexes.
  for (const players of [2, 3, 4]) {
    it(`carries every hex of the ${players}-player board, small enough to send after every move`, () => {
      const view = yucatan.view(yucatan.setup({ players, options: {}, seed: "view" }), null);
      const board = boardFor(players);
      const radius = (view.map.split("\n").length - 1) / 2;
      expect(parseBoard(view.board, players, board.symmetry, radius, view.map).hexes).toEqual(board.hexes);
      expect(view.map.length).toBeLessThan(board.hexes.length * 4);
    });
  }
});
