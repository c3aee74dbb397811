// Rio de la Plata against its rules text (../../../../shared/rules/rio-de-la-plata.fr.txt) and rulings.
import { describe, expect, it } from "vitest";
import { Random, RuleError, copyData } from "../../engine/index";
import { parseMove } from "../../engine/parse";
import { rioDeLaPlata as game } from "./index";
import { BOAT_SALE, ENEMY_TRACK, PLAZA, START_ZONE, STONE_SQUARES, cellAt, roadLength } from "./data";
import type { CharacterId } from "./data";
import { characterWorks, type Combat, type Group, type RioMove, type RioState } from "./state";

function fresh(players = 2): RioState {
  const s = game.setup({ players, options: game.options.parse({}), seed: "rules" });
  s.order = Array.from({ length: players }, (_, i) => i);
  s.turn = 0;
  // Enemies at the bottom of the track: no combat unless a test wants one.
  s.enemies = { pirates: 0, natives: 0 };
  return s;
}
const play = (s: RioState, seat: number, move: RioMove): RioState => game.apply(s, seat, move).state;
function errorCode(f: () => unknown): string {
  try {
    f();
  } catch (e) {
    if (e instanceof RuleError) return e.code;
    throw e;
  }
  return "accepted";
}
function effects(s: RioState, seat = 0): RioState {
  s.phase = "effects";
  s.turn = s.order.indexOf(seat);
  return s;
}
/** Gives `seat` a character bought before the game started, so it works this year. */
function ownSince(s: RioState, seat: number, c: CharacterId): void {
  s.seats[seat]!.characters.push(c);
  s.purchasedIn![c] = 0;
}
const keys = (log: { key: string }[]) => log.map((e) => e.key.replace("rio-de-la-plata.", ""));

describe("setup", () => {
  it("gives every player 9 workers and the starting supply, in a shuffled turn order", () => {
    const s = game.setup({ players: 4, options: {} as never, seed: "x" });
    expect(s.seats.every((p) => p.supply === 9 && p.money === 5 && p.vp === 0)).toBe(true);
    expect([...s.order].sort()).toEqual([0, 1, 2, 3]);
    expect(s.years).toBe(20);
    expect(game.setup({ players: 2, options: { shortGame: true }, seed: "x" }).years).toBe(15);
    expect(s.walls.filter(Boolean).length).toBe(6);
  });
  it("keeps the random state out of every view", () => {
    const s = fresh(3);
    for (const seat of [null, 0, 1, 2]) expect(JSON.stringify(game.view(s, seat))).not.toContain(JSON.stringify(s.rng));
    expect(game.view(s, 1).you).toBe(1);
  });
  it("rejects a move of the wrong shape with a RuleError, at the engine's edge", () => {
    expect(errorCode(() => game.apply(fresh(), 0, parseMove(game, { type: "fly" })))).toBe("bad-move");
  });
});

describe("placement in the city", () => {
  const start = START_ZONE[0]!;
  it("takes workers in the start zone or next to an own habitation, never on the plaza or stone squares", () => {
    const s = fresh();
    expect(errorCode(() => play(s, 0, { type: "placeCity", cell: cellAt(0, 0), count: 1 }))).toBe("cannot-place-city");
    s.buildings[cellAt(1, 1)] = { kind: "hut", owner: 0 };
    expect(play(s, 0, { type: "placeCity", cell: cellAt(0, 0), count: 1 }).crews[cellAt(0, 0)]).toEqual([{ seat: 0, n: 1 }]);
    s.buildings[cellAt(6, 4)] = { kind: "house", owner: 0 };
    expect(errorCode(() => play(s, 0, { type: "placeCity", cell: PLAZA[0]!, count: 1 }))).toBe("cannot-place-city");
    s.buildings[cellAt(6, 6)] = { kind: "hut", owner: 0 };
    expect(errorCode(() => play(s, 0, { type: "placeCity", cell: STONE_SQUARES[0]!, count: 1 }))).toBe("cannot-place-city");
  });
  it("holds at most 3 workers of a colour on a square", () => {
    let s = fresh();
    s.crews[start] = [{ seat: 0, n: 2 }];
    expect(errorCode(() => play(s, 0, { type: "placeCity", cell: start, count: 2 }))).toBe("cannot-place-city");
    s = play(s, 0, { type: "placeCity", cell: start, count: 1 });
    expect(s.crews[start]).toEqual([{ seat: 0, n: 3 }]);
  });
  it("at revision 1, displaces a rival with exactly twice its workers less one, who gets them back (2×2−1 = 3)", () => {
    const s = fresh();
    s.revision = 1;
    s.crews[start] = [{ seat: 1, n: 2 }];
    s.seats[1]!.supply = 7;
    expect(errorCode(() => play(s, 0, { type: "placeCity", cell: start, count: 2 }))).toBe("cannot-place-city");
    const after = play(s, 0, { type: "placeCity", cell: start, count: 3 });
    expect(after.crews[start]).toEqual([{ seat: 0, n: 3 }]);
    expect(after.seats[1]!.supply).toBe(9);
    expect(after.seats[0]!.supply).toBe(6);
    s.crews[start] = [{ seat: 1, n: 1 }];
    expect(play(s, 0, { type: "placeCity", cell: start, count: 1 }).crews[start]).toEqual([{ seat: 0, n: 1 }]);
    expect(errorCode(() => play(s, 0, { type: "placeCity", cell: start, count: 2 }))).toBe("cannot-place-city");
  });
  // Revision 2, « Un joueur peut remplacer les ouvriers adverses à condition de placer à la place 2x le
  // nombre d'ouvriers en place -1 ouvrier »: a condition met by at least that many, so 2 or 3 replace 1.
  it("from revision 2, displaces a rival with at least twice its workers less one", () => {
    const s = fresh();
    s.crews[start] = [{ seat: 1, n: 1 }];
    for (const count of [1, 2, 3]) {
      expect(game.legalMoves(s, 0)).toContainEqual({ type: "placeCity", cell: start, count });
      expect(play(s, 0, { type: "placeCity", cell: start, count }).crews[start]).toEqual([{ seat: 0, n: count }]);
    }
    s.crews[start] = [{ seat: 1, n: 2 }];
    expect(errorCode(() => play(s, 0, { type: "placeCity", cell: start, count: 2 }))).toBe("cannot-place-city");
  });
  // Revision 2, where the text is silent: « Les pions sont placés adjacents à une hutte ou maison vous
  // appartenant » says where workers go, never onto a rival's home; one's own hut takes workers to upgrade it.
  it("from revision 2, keeps workers off another player's hut or house, but not off their own", () => {
    const s = fresh();
    s.buildings[start] = { kind: "hut", owner: 1 };
    s.buildings[START_ZONE[1]!] = { kind: "house", owner: 1 };
    s.buildings[START_ZONE[2]!] = { kind: "hut", owner: 0 };
    expect(errorCode(() => play(s, 0, { type: "placeCity", cell: start, count: 1 }))).toBe("cannot-place-city");
    expect(errorCode(() => play(s, 0, { type: "placeCity", cell: START_ZONE[1]!, count: 1 }))).toBe("cannot-place-city");
    expect(play(s, 0, { type: "placeCity", cell: START_ZONE[2]!, count: 2 }).crews[START_ZONE[2]!]).toEqual([{ seat: 0, n: 2 }]);
    s.revision = 1;
    expect(play(s, 0, { type: "placeCity", cell: start, count: 1 }).crews[start]).toEqual([{ seat: 0, n: 1 }]);
  });
  // Revision 2, where the text is silent: a hut is upgraded by workers on it, so a player may place on their
  // own hut even with no other habitation of theirs beside it and outside the start zone.
  it("from revision 2, lets a player place on their own lone hut to upgrade it", () => {
    const s = fresh();
    const lone = cellAt(12, 8);
    s.buildings[lone] = { kind: "hut", owner: 0 };
    expect(game.legalMoves(s, 0)).toContainEqual({ type: "placeCity", cell: lone, count: 1 });
    const placed = play(s, 0, { type: "placeCity", cell: lone, count: 1 });
    expect(placed.crews[lone]).toEqual([{ seat: 0, n: 1 }]);
    s.revision = 1;
    expect(errorCode(() => play(s, 0, { type: "placeCity", cell: lone, count: 1 }))).toBe("cannot-place-city");
  });
  it("lets two colours share a minor building of a quarter joined to the plaza by road", () => {
    const s = fresh();
    const cell = cellAt(5, 2); // quarter 1
    s.buildings[cell] = { kind: "market", owner: 1 };
    s.buildings[cellAt(5, 3)] = { kind: "house", owner: 0 };
    s.crews[cell] = [{ seat: 1, n: 1 }];
    // Not joined: entering means displacing.
    expect(play(s, 0, { type: "placeCity", cell, count: 1 }).crews[cell]).toEqual([{ seat: 0, n: 1 }]);
    s.roads[1] = roadLength(1);
    expect(play(s, 0, { type: "placeCity", cell, count: 2 }).crews[cell]).toEqual([
      { seat: 1, n: 1 },
      { seat: 0, n: 2 },
    ]);
  });
});

describe("the placement round", () => {
  it("goes round in turn-order-track order, up to 5 workers each, and starts the effects when all are done", () => {
    let s = fresh(2);
    s.order = [1, 0];
    expect(game.awaiting(s)).toEqual([1]);
    expect(errorCode(() => play(s, 0, { type: "pass" }))).toBe("not-your-turn");
    s = play(s, 1, { type: "placeWorkers", spot: "agriculture", count: 3 });
    expect(game.awaiting(s)).toEqual([0]);
    s = play(s, 0, { type: "pass" });
    expect(game.awaiting(s)).toEqual([1]);
    expect(errorCode(() => play(s, 1, { type: "placeWorkers", spot: "crafts", count: 3 }))).toBe("no-workers");
    s = play(s, 1, { type: "placeWorkers", spot: "crafts", count: 2 });
    // Five placed: seat 1 is done, seat 0 passed: the effects begin with seat 1, who has workers out.
    expect(s.phase).toBe("effects");
    expect(game.awaiting(s)).toEqual([1]);
  });
  it("fills mine and forest cells with as many workers as printed, one player per cell", () => {
    let s = fresh();
    s = play(s, 0, { type: "placeField", field: "mine", cell: 2 });
    expect(s.seats[0]!.supply).toBe(7);
    expect(errorCode(() => play(s, 1, { type: "placeField", field: "mine", cell: 2 }))).toBe("cell-taken");
    s = play(s, 1, { type: "pass" });
    s = play(s, 0, { type: "pass" });
    expect(s.phase).toBe("effects");
    s = play(s, 0, { type: "harvest", field: "mine" });
    expect(s.seats[0]!.stone).toBe(2);
    expect(s.seats[0]!.supply).toBe(9);
  });
  it("reserves a character only with enough victory points", () => {
    const s = fresh();
    expect(errorCode(() => play(s, 0, { type: "reserveCharacter", character: "governor" }))).toBe("character-unavailable");
    const after = play(s, 0, { type: "reserveCharacter", character: "farmer" });
    expect(after.reserved.farmer).toBe(0);
    expect(errorCode(() => play(after, 1, { type: "reserveCharacter", character: "farmer" }))).toBe("character-unavailable");
  });
});

describe("ladders of the major buildings", () => {
  it("costs resources per worker, pays each cell's VP and the completion bonus, returns the workers and raises the fort", () => {
    let s = fresh(2);
    for (const p of s.seats) Object.assign(p, { stone: 3, wood: 3 });
    expect(errorCode(() => play(s, 0, { type: "placeLadder", ladder: "fort", cell: 3 }))).toBe("cell-taken"); // a 4-player cell
    s = play(s, 0, { type: "placeLadder", ladder: "fort", cell: 0 });
    expect(s.seats[0]!.stone).toBe(2);
    s = play(s, 1, { type: "placeLadder", ladder: "fort", cell: 1 });
    const { state, log } = game.apply(s, 0, { type: "placeLadder", ladder: "fort", cell: 2 });
    expect(keys(log)).toContain("ladderCompleted");
    expect(state.seats[0]!.vp).toBe(3 + 2 + 2); // cells 0 and 2, bonus 2
    expect(state.seats[1]!.vp).toBe(2);
    expect(state.seats[0]!.supply).toBe(9);
    const built = play(state, 0, { type: "placeMajor", square: 0 });
    expect(built.stoneSquares).toEqual(["fort", null]);
    expect(errorCode(() => play(built, 1, { type: "placeLadder", ladder: "fort", cell: 0 }))).toBe("ladder-closed");
  });
  // « Palais : Placé sur l'une des 2 cases en pierre sous la plaza major. Si les cases sont toutes les 2
  // occupées, le joueur doit choisir laquelle défausser » (the Cathedral and the Fort: « Même placement »).
  it("lets the completer choose the stone square while both are free, and takes the free one otherwise", () => {
    const s = fresh(2);
    s.ladders.palace = [1, 1, 1, null, null, null];
    Object.assign(s.seats[0]!, { stone: 1, precious: 1 });
    const waiting = play(s, 0, { type: "placeLadder", ladder: "palace", cell: 3 });
    expect(waiting.pending).toEqual({ kind: "major", seat: 0, major: "palace" });
    expect(game.legalMoves(waiting, 0).filter((m) => m.type === "placeMajor")).toEqual([
      { type: "placeMajor", square: 0 },
      { type: "placeMajor", square: 1 },
    ]);
    expect(play(waiting, 0, { type: "placeMajor", square: 1 }).stoneSquares).toEqual([null, "palace"]);
    s.stoneSquares = [null, "fort"];
    const placed = play(s, 0, { type: "placeLadder", ladder: "palace", cell: 3 });
    expect(placed.pending).toBeNull();
    expect(placed.stoneSquares).toEqual(["palace", "fort"]);
  });
  it("makes the completer of a third major building choose which stone square it replaces", () => {
    const s = fresh(2);
    s.stoneSquares = ["palace", "cathedral"];
    s.ladders.fort = [1, 1, null, null, null];
    Object.assign(s.seats[0]!, { stone: 1, wood: 1 });
    const waiting = play(s, 0, { type: "placeLadder", ladder: "fort", cell: 2 });
    expect(waiting.pending).toEqual({ kind: "major", seat: 0, major: "fort" });
    expect(game.awaiting(waiting)).toEqual([0]);
    expect(errorCode(() => play(waiting, 0, { type: "pass" }))).toBe("decision-pending");
    const done = play(waiting, 0, { type: "placeMajor", square: 1 });
    expect(done.stoneSquares).toEqual(["palace", "fort"]);
    expect(game.awaiting(done)).toEqual([1]);
  });
  it("places 3 wall segments on completing the walls, and the ladder can be filled again", () => {
    let s = fresh(2);
    s.ladders.walls = [1, null, null, null];
    s.seats[0]!.stone = 1;
    s = play(s, 0, { type: "placeLadder", ladder: "walls", cell: 1 });
    expect(s.pending).toEqual({ kind: "walls", seat: 0, left: 3 });
    expect(errorCode(() => play(s, 0, { type: "buildWall", segment: 3 }))).toBe("wall-exists");
    for (const segment of [0, 1, 2]) s = play(s, 0, { type: "buildWall", segment });
    expect(s.pending).toBeNull();
    expect(s.walls.slice(0, 5)).toEqual([true, true, true, true, true]);
    expect(s.ladders.walls).toEqual([null, null, null, null]);
  });
  it("joins a quarter to the plaza once its road has all its pieces", () => {
    let s = fresh(2);
    s.ladders.roads = [1, null, null, null];
    s.seats[0]!.wood = 1;
    s.roads[1] = roadLength(1) - 1;
    s = play(s, 0, { type: "placeLadder", ladder: "roads", cell: 1 });
    const { state, log } = game.apply(s, 0, { type: "buildRoad", quarter: 1 });
    expect(log[0]!.params).toMatchObject({ quarter: 1, connected: true });
    expect(errorCode(() => play(state, 0, { type: "buildRoad", quarter: 1 }))).toBe("road-complete");
  });
});

describe("the effects phase", () => {
  it("pays one coin per pair of workers in agriculture and swaps a resource for a precious one per craftsman", () => {
    let s = effects(fresh());
    s.agriculture[0] = 3;
    s.crafts[0] = 1;
    s.seats[0]!.supply = 5;
    s = play(s, 0, { type: "harvest", field: "agriculture" });
    expect(s.seats[0]!.money).toBe(6);
    s = play(s, 0, { type: "craft", give: "wood" });
    expect([s.seats[0]!.wood, s.seats[0]!.precious]).toEqual([1, 1]);
    expect(errorCode(() => play(s, 0, { type: "craft", give: "wood" }))).toBe("no-workers");
    expect(s.seats[0]!.supply).toBe(9);
  });
  it("builds a hut, then no second building that year", () => {
    let s = effects(fresh());
    s.crews[START_ZONE[0]!] = [{ seat: 0, n: 1 }];
    s.crews[START_ZONE[1]!] = [{ seat: 0, n: 1 }];
    s = play(s, 0, { type: "build", cell: START_ZONE[0]!, kind: "hut" });
    expect(s.buildings[START_ZONE[0]!]).toEqual({ kind: "hut", owner: 0 });
    expect([s.seats[0]!.vp, s.seats[0]!.wood]).toEqual([1, 1]);
    expect(errorCode(() => play(s, 0, { type: "build", cell: START_ZONE[1]!, kind: "hut" }))).toBe("already-built");
  });
  it("turns an own hut into a house with two workers on it", () => {
    const s = effects(fresh());
    s.buildings[START_ZONE[0]!] = { kind: "hut", owner: 0 };
    s.crews[START_ZONE[0]!] = [{ seat: 0, n: 1 }];
    expect(errorCode(() => play(s, 0, { type: "build", cell: START_ZONE[0]!, kind: "house" }))).toBe("too-few-workers");
    s.crews[START_ZONE[0]!] = [{ seat: 0, n: 2 }];
    expect(play(s, 0, { type: "build", cell: START_ZONE[0]!, kind: "house" }).buildings[START_ZONE[0]!]!.kind).toBe("house");
  });
  it("enforces prerequisites and one garden, church, monument or barracks per quarter", () => {
    const s = effects(fresh());
    const cell = cellAt(2, 2);
    s.crews[cell] = [{ seat: 0, n: 3 }];
    Object.assign(s.seats[0]!, { stone: 5, wood: 5, precious: 5 });
    expect(errorCode(() => play(s, 0, { type: "build", cell, kind: "monument" }))).toBe("needs-house");
    s.buildings[cellAt(0, 0)] = { kind: "garden", owner: 1 };
    expect(errorCode(() => play(s, 0, { type: "build", cell, kind: "garden" }))).toBe("one-per-quarter");
    expect(play(s, 0, { type: "build", cell, kind: "market" }).seats[0]!.vp).toBe(2);
  });
  it("activates a minor building once a year for a player with a house beside it", () => {
    let s = effects(fresh());
    const cell = cellAt(2, 2);
    s.buildings[cell] = { kind: "market", owner: 1 };
    s.crews[cell] = [{ seat: 0, n: 1 }];
    expect(errorCode(() => play(s, 0, { type: "activate", cell }))).toBe("needs-house");
    s.buildings[cellAt(3, 3)] = { kind: "house", owner: 0 };
    s = play(s, 0, { type: "activate", cell });
    expect(s.seats[0]!.money).toBe(7);
    s.crews[cell] = [{ seat: 0, n: 1 }];
    expect(errorCode(() => play(s, 0, { type: "activate", cell }))).toBe("used");
  });
  it("lets a building of a road-connected quarter be used twice a year, by two players", () => {
    let s = effects(fresh());
    const cell = cellAt(5, 2);
    s.roads[1] = roadLength(1);
    s.buildings[cell] = { kind: "stonemason", owner: 1 };
    s.buildings[cellAt(5, 3)] = { kind: "house", owner: 0 };
    s.buildings[cellAt(4, 3)] = { kind: "house", owner: 1 };
    s.crews[cell] = [
      { seat: 0, n: 1 },
      { seat: 1, n: 1 },
    ];
    s = play(s, 0, { type: "activate", cell });
    s = play(s, 0, { type: "endEffects" });
    expect(game.awaiting(s)).toEqual([1]);
    s = play(s, 1, { type: "activate", cell });
    expect([s.seats[0]!.stone, s.seats[1]!.stone]).toEqual([3, 3]);
  });
  it("sells a reserved character for its price, or fines 3 coins and 5 VP, and pays its income from the next year", () => {
    let s = effects(fresh());
    s.reserved.merchant = 0;
    s.seats[0]!.vp = 7;
    s = play(s, 0, { type: "takeCharacter", character: "merchant" });
    expect([s.seats[0]!.money, s.seats[0]!.characters]).toEqual([0, ["merchant"]]);
    let t = effects(fresh());
    t.reserved.merchant = 0;
    Object.assign(t.seats[0]!, { vp: 7, money: 4 });
    t = play(t, 0, { type: "endEffects" });
    expect([t.seats[0]!.money, t.seats[0]!.vp, t.seats[0]!.characters]).toEqual([1, 2, []]);
    // Income: placement done by both, then the effects phase starts with the merchant's 2 coins.
    const u = fresh();
    ownSince(u, 0, "merchant");
    const { state, log } = game.apply(play(u, 0, { type: "pass" }), 1, { type: "pass" });
    expect(state.seats[0]!.money).toBe(7);
    expect(keys(log)).toContain("characterIncome");
  });
});

describe("the bank", () => {
  it("sells resources at 1, 2, 3… coins, the count starting again each year", () => {
    let s = fresh();
    s.seats[0]!.money = 9;
    for (const r of ["stone", "wood", "precious"] as const) s = play(s, 0, { type: "buyResource", resource: r });
    expect(s.seats[0]!.money).toBe(3);
    expect(errorCode(() => play(s, 0, { type: "buyResource", resource: "stone" }))).toBe("cannot-pay");
    expect(errorCode(() => play(s, 1, { type: "buyResource", resource: "stone" }))).toBe("not-your-turn");
    s = play(play(s, 0, { type: "pass" }), 1, { type: "pass" });
    expect(s.year).toBe(2);
    s = play(s, 0, { type: "buyResource", resource: "stone" });
    expect(s.seats[0]!.money).toBe(2);
  });
});

describe("trades", () => {
  const none = { money: 0, stone: 0, wood: 0, precious: 0, characters: [] as never[] };
  it("are offers any seat makes to another at any time, which the other accepts or declines", () => {
    let s = fresh(3);
    // Seat 2 is not awaited but may still offer.
    expect(game.legalMoves(s, 2).some((m) => m.type === "offer")).toBe(true);
    s = play(s, 2, { type: "offer", to: 1, give: { ...none, stone: 1 }, get: { ...none, money: 3 } });
    expect(game.awaiting(s)).toEqual([0, 1]);
    expect(errorCode(() => play(s, 0, { type: "acceptOffer", offer: 0 }))).toBe("not-your-offer");
    expect(errorCode(() => play(s, 2, { type: "offer", to: 0, give: { ...none, wood: 1 }, get: none }))).toBe("offer-open");
    const after = play(s, 1, { type: "acceptOffer", offer: 0 });
    expect([after.seats[2]!.stone, after.seats[2]!.money, after.seats[1]!.stone, after.seats[1]!.money]).toEqual([0, 8, 2, 2]);
    expect(play(s, 1, { type: "declineOffer", offer: 0 }).offers).toEqual([]);
  });
  it("trade characters too, checks both sides on acceptance and refuses offers to oneself", () => {
    let s = fresh(2);
    s.seats[0]!.characters = ["farmer"];
    expect(errorCode(() => play(s, 0, { type: "offer", to: 0, give: { ...none, money: 1 }, get: none }))).toBe("bad-partner");
    s = play(s, 0, { type: "offer", to: 1, give: { ...none, characters: ["farmer"] }, get: { ...none, money: 6 } });
    expect(errorCode(() => play(s, 1, { type: "acceptOffer", offer: 0 }))).toBe("cannot-trade");
    expect(game.legalMoves(s, 1)).toContainEqual({ type: "declineOffer", offer: 0 });
    s.seats[1]!.money = 6;
    s = play(s, 1, { type: "acceptOffer", offer: 0 });
    expect([s.seats[0]!.characters, s.seats[1]!.characters, s.seats[0]!.money]).toEqual([[], ["farmer"], 11]);
  });
});

describe("the port and the boat", () => {
  it("loads up to 3 resources per worker, up to 7 per player aboard, and sails when full for 2 years", () => {
    let s = effects(fresh(2));
    s.completed.push("port");
    s.boat[0] = 2;
    Object.assign(s.seats[0]!, { stone: 5, wood: 5, precious: 2, supply: 7 });
    expect(errorCode(() => play(s, 0, parseMove(game, { type: "load", stone: 2, wood: 2, precious: 0 })))).toBe("bad-move");
    s.ship.cargo[1] = [5, 5, 2];
    expect(errorCode(() => play(s, 0, { type: "load", stone: 3, wood: 0, precious: 0 }))).toBe("boat-full");
    s = play(s, 0, { type: "load", stone: 1, wood: 0, precious: 1 });
    expect(s.ship.cargo[0]).toEqual([1, 0, 1]);
    const { state, log } = game.apply(s, 0, { type: "endEffects" });
    expect(keys(log)).toContain("boatLeft");
    expect(state.ship.returnYear).toBe(3);
    expect(state.year).toBe(2);
    expect(game.legalMoves(state, 0).some((m) => m.type === "placeWorkers" && m.spot === "boat")).toBe(false);
    // Year 2 goes by; at the start of year 3 the goods are sold.
    const back = play(play(state, 0, { type: "pass" }), 1, { type: "pass" });
    expect(back.year).toBe(3);
    expect(back.ship.returnYear).toBeNull();
    expect(back.seats[0]!.money).toBe(5 + BOAT_SALE.stone.money + BOAT_SALE.precious.money);
    expect(back.seats[0]!.vp).toBe(BOAT_SALE.stone.vp + BOAT_SALE.precious.vp);
    expect(errorCode(() => play(back, 0, { type: "sendBoat" }))).toBe("cannot-send-boat");
  });
  it("leaves early for 2 coins paid in the placement, but never empty", () => {
    let s = fresh(2);
    s.completed.push("port");
    s = play(s, 0, { type: "sendBoat" });
    expect(s.seats[0]!.money).toBe(3);
    s = play(play(s, 0, { type: "pass" }), 1, { type: "pass" });
    expect(s.ship.returnYear).toBeNull();
    const t = effects(fresh(2));
    t.completed.push("port");
    t.ship.ordered = true;
    t.ship.cargo[1] = [1, 0, 0];
    t.boat[0] = 1;
    expect(play(t, 0, { type: "endEffects" }).ship.returnYear).toBe(3);
  });
});

describe("the combat check and the enemy track", () => {
  function checkAfterEffects(pirates: number, natives: number): { state: RioState; dice: number[] } {
    const s = effects(fresh(3));
    s.enemies = { pirates, natives };
    s.crafts[0] = 1;
    const rng = Random.fromState(s.rng);
    const dice = [rng.int(1, 6), rng.int(1, 6)];
    return { state: play(s, 0, { type: "endEffects" }), dice };
  }
  it("brings the pirates when the dice are below both values, and moves them back 4", () => {
    const { state, dice } = checkAfterEffects(11, 11);
    expect(state.lastRoll).toEqual({ year: 1, dice, enemy: "pirates" });
    expect(state.combat!.enemy).toBe("pirates");
    expect(state.enemies.pirates).toBe(7);
  });
  it("brings the natives when only their value is above the dice", () => {
    const { state } = checkAfterEffects(0, 11);
    expect(state.combat!.enemy).toBe("natives");
    expect(state.enemies.natives).toBe(7);
  });
  it("brings no one when the dice reach both values, and advances the enemy of the year's mark", () => {
    const { state } = checkAfterEffects(0, 0);
    expect(state.combat).toBeNull();
    expect(state.year).toBe(2);
    expect(state.enemies).toEqual({ pirates: 1, natives: 0 }); // year 1 bears a skull
  });
  it("sends pieces for the workers in the city, 2 per defender and the track's bonus, led by the first player not yet the enemy", () => {
    const s = fresh(3);
    s.order = [2, 0, 1];
    effects(s, 0);
    s.seats[2]!.attacked = true;
    s.enemies = { pirates: 11, natives: 0 };
    s.crews[START_ZONE[0]!] = [{ seat: 1, n: 2 }];
    s.buildings[cellAt(3, 3)] = { kind: "hut", owner: 1 };
    // Seat 1 keeps its city workers where they stand (unresolved), to defend: its hut lets it take part.
    const state = play(play(s, 0, { type: "endEffects" }), 1, { type: "endEffects" });
    const c = state.combat!;
    expect(c.attacker).toBe(0);
    expect(c.toPlace).toBe(2 + 2 * 2 + ENEMY_TRACK[11]!.bonus);
    expect(c.groups).toEqual([{ id: 0, cell: START_ZONE[0], pieces: [1, 1], moved: false }]);
    expect(game.awaiting(state)).toEqual([0]);
    // Entry only on border squares without a wall.
    expect(errorCode(() => play(state, 0, { type: "placeEnemy", cell: cellAt(6, 0), size: 3 }))).toBe("not-an-entry");
    expect(errorCode(() => play(state, 0, { type: "placeEnemy", cell: cellAt(3, 3), size: 3 }))).toBe("not-an-entry");
    expect(play(state, 0, { type: "placeEnemy", cell: cellAt(0, 0), size: 3 }).combat!.toPlace).toBe(c.toPlace - 3);
    // Nor on one where a group already stands or a building stands.
    const placed = play(state, 0, { type: "placeEnemy", cell: cellAt(0, 0), size: 1 });
    expect(errorCode(() => play(placed, 0, { type: "placeEnemy", cell: cellAt(0, 0), size: 1 }))).toBe("not-an-entry");
    expect(play(state, 0, { type: "placeEnemy", cell: cellAt(0, 1), size: 1 }).combat!.toPlace).toBe(c.toPlace - 1);
    const built = copyData(state);
    built.revision = 1;
    built.buildings[cellAt(0, 1)] = { kind: "hut", owner: 1 };
    expect(errorCode(() => play(built, 0, { type: "placeEnemy", cell: cellAt(0, 1), size: 1 }))).toBe("not-an-entry");
  });
  // Revision 2: the enemy enters « sur les bords de la ville sans murs », and « L'attaquant doit combattre
  // s'il rentre dans une case occupé par un bâtiment »: only walls close the edge, and a group placed on a
  // building fights it at once.
  it("from revision 2, lets the enemy enter by an unwalled edge square with a building, destroying it at once", () => {
    const at = (revision: number) => {
      const s = battle("natives", [grp(0, 9, 9, [1])]);
      s.revision = revision;
      s.combat!.stage = "enemy";
      s.combat!.toPlace = 4;
      s.buildings[cellAt(0, 1)] = { kind: "hut", owner: 1 };
      return s;
    };
    const move: RioMove = { type: "placeEnemy", cell: cellAt(0, 1), size: 3 };
    expect(errorCode(() => play(at(1), 0, move))).toBe("not-an-entry");
    expect(game.legalMoves(at(2), 0)).toContainEqual(move);
    const { state, log } = game.apply(at(2), 0, move);
    expect(keys(log)).toEqual(["enemyPlaced", "buildingDestroyed"]);
    expect(state.buildings[cellAt(0, 1)]).toBeUndefined();
    expect(state.seats[0]!.vp).toBe(2);
    expect(state.combat!.groups.find((g) => g.cell === cellAt(0, 1))!.pieces).toEqual([E, E]);
    expect(state.combat!.toPlace).toBe(1);
  });
});

function battle(enemy: "pirates" | "natives", groups: Group[], players = 3): RioState {
  const s = fresh(players);
  s.phase = "combat";
  const combat: Combat = {
    enemy,
    attacker: 0,
    stage: "battle",
    toPlace: 0,
    shooter: null,
    hits: 0,
    defenders: s.order.filter((x) => x !== 0),
    actor: 0,
    placedDefenders: 0,
    groups,
    nextGroup: 10,
    quiet: 0,
    fought: false,
    merge: null,
  };
  s.combat = combat;
  return s;
}
const E = -1;
const grp = (id: number, x: number, y: number, pieces: number[]): Group => ({ id, cell: cellAt(x, y), pieces, moved: false });

describe("the combat mini-game", () => {
  it("moves groups of 1, 2, 3 pieces up to 3, 2, 1 squares, never diagonally", () => {
    const s = battle("natives", [grp(0, 3, 3, [E]), grp(1, 12, 3, [E, E, E]), grp(2, 12, 8, [1])]);
    expect(play(s, 0, { type: "moveGroup", group: 0, to: cellAt(3, 0) }).combat!.groups[0]!.cell).toBe(cellAt(3, 0));
    expect(errorCode(() => play(s, 0, { type: "moveGroup", group: 0, to: cellAt(3, 7) }))).toBe("out-of-reach");
    expect(errorCode(() => play(s, 0, { type: "moveGroup", group: 1, to: cellAt(13, 4) }))).toBe("out-of-reach");
    expect(errorCode(() => play(s, 0, { type: "moveGroup", group: 2, to: cellAt(12, 7) }))).toBe("not-your-group");
    const moved = play(s, 0, { type: "moveGroup", group: 1, to: cellAt(12, 4) });
    expect(errorCode(() => play(moved, 0, { type: "moveGroup", group: 1, to: cellAt(12, 5) }))).toBe("already-moved");
  });
  it("does not pass through groups: allies block, enemies are fought where they stand", () => {
    const s = battle("natives", [grp(0, 3, 3, [E]), grp(1, 4, 3, [E]), grp(2, 3, 4, [1, 1])]);
    // (5,3) is 2 squares east, but the ally on (4,3) blocks that way and the way round is 4 squares.
    expect(errorCode(() => play(s, 0, { type: "moveGroup", group: 0, to: cellAt(5, 3) }))).toBe("out-of-reach");
    expect(game.legalMoves(s, 0)).toContainEqual({ type: "moveGroup", group: 0, to: cellAt(3, 4) });
    expect(errorCode(() => play(s, 0, { type: "moveGroup", group: 0, to: cellAt(3, 5) }))).toBe("out-of-reach");
  });
  it("lets the bigger group win without loss; each enemy destroyed is 2 VP, each defender killed 2 VP to its owner", () => {
    const s = battle("natives", [grp(0, 3, 3, [E, E, E]), grp(1, 3, 4, [1, 1])]);
    const won = play(s, 0, { type: "moveGroup", group: 0, to: cellAt(3, 4) });
    expect(won.combat!.groups).toEqual([{ ...grp(0, 3, 4, [E, E, E]), moved: true }]);
    expect(won.seats[1]!.vp).toBe(4);
    expect(won.seats[1]!.supply).toBe(11);
    const t = battle("natives", [grp(0, 3, 3, [E]), grp(1, 3, 4, [1, 1]), grp(2, 9, 9, [E])]);
    const lost = play(t, 0, { type: "moveGroup", group: 0, to: cellAt(3, 4) });
    expect(lost.combat!.groups.map((g) => g.id)).toEqual([1, 2]);
    expect(lost.seats[1]!.vp).toBe(2);
  });
  it("removes both groups on a tie, except the dominant one keeps a piece: pirates, or defenders in a quarter with barracks", () => {
    const tie = (enemy: "pirates" | "natives", barracks: boolean) => {
      const s = battle(enemy, [grp(0, 3, 3, [E, E]), grp(1, 3, 4, [1, 1]), grp(2, 9, 9, [E])]);
      if (barracks) s.buildings[cellAt(0, 0)] = { kind: "barracks", owner: 2 };
      return play(s, 0, { type: "moveGroup", group: 0, to: cellAt(3, 4) }).combat!.groups.filter((g) => g.id !== 2);
    };
    expect(tie("natives", false)).toEqual([]);
    expect(tie("pirates", false)).toEqual([{ ...grp(0, 3, 4, [E]), moved: true }]);
    expect(tie("natives", true)).toEqual([grp(1, 3, 4, [1])]);
    expect(tie("pirates", true)).toEqual([]);
  });
  it("destroys a building the attacker enters, for its VP and one attacking piece, after beating the pieces on it", () => {
    const s = battle("natives", [grp(0, 3, 3, [E, E, E]), grp(1, 3, 4, [1])]);
    s.buildings[cellAt(3, 4)] = { kind: "house", owner: 1 };
    const { state, log } = game.apply(s, 0, { type: "moveGroup", group: 0, to: cellAt(3, 4) });
    expect(keys(log)).toEqual(["groupMoved", "battle", "buildingDestroyed"]);
    expect(state.buildings[cellAt(3, 4)]).toBeUndefined();
    expect(state.seats[0]!.vp).toBe(4);
    expect(state.combat!.groups[0]!.pieces).toEqual([E, E]);
  });
  it("stops an attacker at a building and, at revision 1, keeps it out of the fort's square", () => {
    const s = battle("natives", [grp(0, 7, 8, [E])]);
    s.revision = 1;
    s.stoneSquares = ["fort", "palace"];
    s.buildings[cellAt(6, 8)] = { kind: "hut", owner: 1 };
    expect(errorCode(() => play(s, 0, { type: "moveGroup", group: 0, to: STONE_SQUARES[0]! }))).toBe("out-of-reach");
    expect(errorCode(() => play(s, 0, { type: "moveGroup", group: 0, to: cellAt(5, 8) }))).toBe("out-of-reach");
    // The lone piece destroys the palace and falls with it: the attacker has no piece left, the combat ends.
    const { state, log } = game.apply(s, 0, { type: "moveGroup", group: 0, to: STONE_SQUARES[1]! });
    expect(state.stoneSquares).toEqual(["fort", null]);
    expect(state.seats[0]!.vp).toBe(12);
    expect(state.combat).toBeNull();
    expect(keys(log)).toContain("combatEnded");
  });
  // Revision 1's ruling: the fort cannot be destroyed and no enemy enters its square, though the enemy
  // still fights the defenders standing there (« on résout d'abord la bataille contre les pions »).
  it("at revision 1, fights defenders on the fort's square but never enters nor destroys the fort", () => {
    const fort = STONE_SQUARES[0]!;
    const s = battle("natives", [grp(0, 7, 7, [E, E, E]), grp(1, 7, 6, [1, 1])]);
    s.revision = 1;
    s.stoneSquares = ["fort", null];
    const { state, log } = game.apply(s, 0, { type: "moveGroup", group: 0, to: fort });
    expect(keys(log)).toEqual(["groupMoved", "battle"]);
    expect(state.stoneSquares).toEqual(["fort", null]);
    expect(state.combat!.groups).toEqual([{ ...grp(0, 7, 7, [E, E, E]), moved: true }]);
    expect(state.seats[0]!.vp).toBe(0);
  });
  // Revision 2: « Les murs et les Places ne peuvent pas être détruits ! » names the only things that
  // stand, and « Lorsque l'attaquant attaque un bâtiment, le bâtiment est retiré »: the fort is a
  // building like the others, worth no VP (none is listed for it), and its cannon falls with it.
  it("from revision 2, lets the enemy enter the fort's square and destroy the fort, for 0 VP", () => {
    const fort = STONE_SQUARES[0]!;
    const s = battle("natives", [grp(0, 7, 7, [E, E, E]), grp(1, 7, 6, [1, 1])]);
    s.stoneSquares = ["fort", null];
    const alone = battle("natives", [grp(0, 7, 8, [E])]);
    alone.stoneSquares = ["fort", null];
    expect(game.legalMoves(alone, 0)).toContainEqual({ type: "moveGroup", group: 0, to: fort });
    const { state, log } = game.apply(s, 0, { type: "moveGroup", group: 0, to: fort });
    expect(keys(log)).toEqual(["groupMoved", "battle", "buildingDestroyed"]);
    expect(log[2]!.params).toMatchObject({ kind: "fort", owner: null, vp: 0 });
    expect(state.stoneSquares).toEqual([null, null]);
    expect(state.combat!.groups).toEqual([{ ...grp(0, 7, 7, [E, E]), cell: fort, moved: true }]);
    expect(state.seats[0]!.vp).toBe(0);
  });
  // « Un groupe ne peut pas dépasser 3 pions » and « Un groupe peut fusionner sur base de 2 groupes de
  // joueurs différents avec l'accord des deux joueurs »: two colours sharing a road-connected building
  // start the combat as two groups, and the enemy entering the square fights them one after the other.
  it("starts two colours sharing a building as two groups of at most 3, fought one after the other", () => {
    let s = effects(fresh(3), 0);
    const market = cellAt(5, 2);
    s.roads[1] = roadLength(1);
    s.buildings[market] = { kind: "market", owner: 1 };
    s.crews[market] = [
      { seat: 1, n: 3 },
      { seat: 2, n: 3 },
    ];
    // Each has a hut, so each takes part in the defence.
    s.buildings[cellAt(1, 1)] = { kind: "hut", owner: 1 };
    s.buildings[cellAt(2, 2)] = { kind: "hut", owner: 2 };
    s.enemies = { pirates: 11, natives: 0 };
    s = play(s, 0, { type: "endEffects" });
    s = play(s, 1, { type: "endEffects" });
    s = play(s, 2, { type: "endEffects" });
    expect(s.combat!.attacker).toBe(0);
    expect(s.combat!.groups.map((g) => [g.cell, g.pieces])).toEqual([
      [market, [1, 1, 1]],
      [market, [2, 2, 2]],
    ]);

    const t = battle("natives", [grp(0, 5, 3, [E, E, E]), grp(1, 5, 2, [1, 1]), grp(2, 5, 2, [2])]);
    t.buildings[market] = { kind: "market", owner: 1 };
    const { state, log } = game.apply(t, 0, { type: "moveGroup", group: 0, to: market });
    expect(keys(log)).toEqual(["groupMoved", "battle", "battle", "buildingDestroyed"]);
    expect(state.combat!.groups).toEqual([{ ...grp(0, 5, 2, [E, E]), moved: true }]);
    expect([state.seats[1]!.vp, state.seats[2]!.vp]).toEqual([4, 2]);
  });
  // Revision 2: « Si un joueur défenseur n'a aucun des bâtiments mentionné, il ne prendra pas part à la
  // défense », the buildings being « ses huttes ou maisons ou [...] les casernes »: not even with workers
  // already in the city, who stay idle like the attacker's.
  it("from revision 2, leaves out a defender without hut, house or barracks, even with workers in the city", () => {
    const start = (revision: number, barracks: boolean) => {
      let s = effects(fresh(3), 0);
      s.revision = revision;
      s.buildings[cellAt(1, 1)] = { kind: "hut", owner: 1 };
      if (barracks) s.buildings[cellAt(5, 2)] = { kind: "barracks", owner: 1 };
      s.crews[START_ZONE[0]!] = [{ seat: 2, n: 2 }];
      s.crews[cellAt(1, 1)] = [{ seat: 1, n: 1 }];
      s.enemies = { pirates: 11, natives: 0 };
      for (const seat of [0, 1, 2]) s = play(s, seat, { type: "endEffects" });
      expect(s.combat!.attacker).toBe(0);
      return s;
    };
    const seatsInCombat = (s: RioState) =>
      s
        .combat!.groups.flatMap((g) => g.pieces)
        .filter((p) => p !== E)
        .sort();
    const left = start(2, false);
    expect(seatsInCombat(left)).toEqual([1]);
    expect(left.crews[START_ZONE[0]!]).toEqual([{ seat: 2, n: 2 }]);
    // A barracks anyone built is a post for every defender, so seat 2 has one of the buildings named.
    expect(seatsInCombat(start(2, true))).toEqual([1, 2, 2]);
    expect(seatsInCombat(start(1, false))).toEqual([1, 2, 2]);
  });
  it("lets two groups sharing a square since the combat began merge, by agreement", () => {
    const s = battle("natives", [grp(0, 0, 0, [E]), grp(1, 5, 2, [1]), grp(2, 5, 2, [2, 2])]);
    s.combat!.actor = 1;
    expect(game.legalMoves(s, 1)).toContainEqual({ type: "proposeMerge", group: 1, into: 2, top: 2 });
    const merged = play(play(s, 1, { type: "proposeMerge", group: 1, into: 2, top: 2 }), 2, { type: "acceptMerge" });
    expect(merged.combat!.groups.filter((g) => g.cell === cellAt(5, 2))).toEqual([
      { ...grp(2, 5, 2, [2, 2, 1]), moved: true, merged: true },
    ]);
  });
  it("merges two groups of two into one of three and one of one, and neither moves again", () => {
    const s = battle("natives", [grp(0, 3, 3, [E, E]), grp(1, 4, 3, [E, E])]);
    const m = play(s, 0, { type: "merge", group: 0, into: 1 }).combat!;
    expect(m.groups).toEqual([
      { ...grp(0, 3, 3, [E]), moved: true, merged: true },
      { ...grp(1, 4, 3, [E, E, E]), moved: true, merged: true },
    ]);
  });
  it("at revision 1, lets no group merge once it has moved or merged this round: « Une fusion annule tout déplacement supplémentaire de la part des 2 groupes »", () => {
    // Two groups of two, merged into three and one, then handed a piece back and forth for ever: a bot's game never ended.
    const start = battle("natives", [grp(0, 3, 3, [E, E]), grp(1, 4, 3, [E, E])]);
    start.revision = 1;
    const s = play(start, 0, { type: "merge", group: 0, into: 1 });
    expect(errorCode(() => play(s, 0, { type: "merge", group: 0, into: 1 }))).toBe("already-moved");
    expect(errorCode(() => play(s, 0, { type: "merge", group: 1, into: 0 }))).toBe("already-moved");
    expect(game.legalMoves(s, 0).filter((m) => m.type === "merge")).toEqual([]);
    const apart = battle("natives", [grp(0, 3, 3, [E]), grp(1, 9, 9, [E])]);
    apart.revision = 1;
    const moved = play(apart, 0, { type: "moveGroup", group: 0, to: cellAt(4, 3) });
    expect(errorCode(() => play(moved, 0, { type: "merge", group: 0, into: 1 }))).toBe("already-moved");
  });
  // Revision 2: « On ne peut pas traverser une case occupée par des pions alliés sans fusionner » and « Une
  // fusion annule tout déplacement supplémentaire de la part des 2 groupes »: merging ends a move, it does
  // not need standing still. A group that merged still may not merge again this round.
  it("from revision 2, lets groups that have moved merge, and then neither moves nor merges again", () => {
    let s = battle("natives", [grp(0, 3, 3, [E]), grp(1, 6, 3, [E]), grp(2, 9, 9, [1])]);
    s = play(s, 0, { type: "moveGroup", group: 0, to: cellAt(4, 3) });
    s = play(s, 0, { type: "moveGroup", group: 1, to: cellAt(5, 3) });
    expect(game.legalMoves(s, 0)).toContainEqual({ type: "merge", group: 0, into: 1 });
    s = play(s, 0, { type: "merge", group: 0, into: 1 });
    expect(s.combat!.groups.find((g) => g.id === 1)).toMatchObject({ cell: cellAt(5, 3), pieces: [E, E], moved: true });
    expect(errorCode(() => play(s, 0, { type: "moveGroup", group: 1, to: cellAt(5, 4) }))).toBe("already-moved");
    const twice = play(battle("natives", [grp(0, 3, 3, [E, E]), grp(1, 4, 3, [E, E])]), 0, { type: "merge", group: 0, into: 1 });
    expect(errorCode(() => play(twice, 0, { type: "merge", group: 1, into: 0 }))).toBe("already-merged");
    expect(game.legalMoves(twice, 0).filter((m) => m.type === "merge")).toEqual([]);
  });
  it("merges groups of two players only when both agree; the controller's pieces go on top and share the VP rounded up", () => {
    let s = battle("natives", [grp(0, 9, 9, [E, E]), grp(1, 3, 3, [1]), grp(2, 4, 3, [2, 2]), grp(3, 0, 0, [3])], 4);
    s.combat!.actor = 1;
    expect(errorCode(() => play(s, 1, { type: "merge", group: 1, into: 2 }))).toBe("not-your-group");
    s = play(s, 1, { type: "proposeMerge", group: 1, into: 2, top: 1 });
    expect(game.awaiting(s)).toEqual([2]);
    expect(errorCode(() => play(s, 1, { type: "endCombatTurn" }))).toBe("merge-pending");
    expect(play(s, 2, { type: "declineMerge" }).combat!.groups[2]!.pieces).toEqual([2, 2]);
    s = play(s, 2, { type: "acceptMerge" });
    expect(s.combat!.groups.find((g) => g.id === 2)!.pieces).toEqual([1, 2, 2]);
    // The mixed group of 3 beats 2 enemies: 4 VP shared by 2 owners.
    s.combat!.groups.find((g) => g.id === 2)!.moved = false;
    s.combat!.groups[0]!.cell = cellAt(4, 4);
    s = play(s, 1, { type: "moveGroup", group: 2, to: cellAt(4, 4) });
    expect([s.seats[1]!.vp, s.seats[2]!.vp]).toEqual([2, 2]);
  });
  it("ends after three rounds in a row without a battle and sends the defenders home", () => {
    let s = battle("natives", [grp(0, 0, 0, [E]), grp(1, 15, 9, [1])]);
    s.seats[1]!.supply = 8;
    for (let round = 0; round < 3; round++) {
      expect(s.combat).not.toBeNull();
      s = play(s, 0, { type: "endCombatTurn" });
      s = play(s, 1, { type: "endCombatTurn" });
    }
    expect(s.combat).toBeNull();
    expect(s.phase).toBe("placement");
    expect(s.seats[1]!.supply).toBe(9);
  });
  it("places two free defenders per player on own habitations or barracks, then 1, 2… coins each", () => {
    const s = battle("natives", [grp(0, 0, 0, [E])]);
    Object.assign(s.combat!, { stage: "defence", actor: 0 });
    s.buildings[cellAt(3, 3)] = { kind: "hut", owner: 1 };
    s.buildings[cellAt(5, 5)] = { kind: "barracks", owner: 2 };
    s.buildings[cellAt(6, 6)] = { kind: "hut", owner: 2 };
    expect(errorCode(() => play(s, 1, { type: "defend", cell: cellAt(6, 6) }))).toBe("not-a-post");
    let t = s;
    for (const cell of [cellAt(3, 3), cellAt(3, 3), cellAt(5, 5), cellAt(5, 5)]) t = play(t, 1, { type: "defend", cell });
    expect(t.seats[1]!.money).toBe(5 - 1 - 2);
    expect(t.combat!.groups.map((g) => g.pieces)).toEqual([[E], [1, 1], [1, 1]]);
    expect(errorCode(() => play(t, 1, { type: "defend", cell: cellAt(3, 3) }))).toBe("cannot-pay");
  });
  it("gives the cannon to the gunner's owner, or else to the defender with the fewest VP, once the fort stands", () => {
    const shooter = (gunner: number | null) => {
      const s = battle("natives", []);
      Object.assign(s.combat!, { stage: "enemy", toPlace: 1 });
      s.stoneSquares = ["fort", null];
      s.seats[1]!.vp = 5;
      s.seats[2]!.vp = 3;
      if (gunner !== null) ownSince(s, gunner, "gunner");
      const after = play(s, 0, { type: "placeEnemy", cell: cellAt(0, 0), size: 1 });
      expect(after.combat!.stage).toBe("cannon");
      return after.combat!.shooter;
    };
    expect(shooter(null)).toBe(2);
    expect(shooter(1)).toBe(1);
    // The attacker's own gunner does not fire at its own pieces.
    expect(shooter(0)).toBe(2);
  });
  // « La capacité des personnages est toujours utilisée en phase d'effet et seulement au tour suivant
  // leur achat. »
  it("does not give the cannon to a gunner bought this year, but does the next year", () => {
    const combatAfterPurchase = (year: number) => {
      let s = effects(fresh(3), 0);
      s.year = year;
      s.stoneSquares = ["fort", null];
      s.enemies = { pirates: 11, natives: 0 };
      s.reserved.gunner = 1;
      s.seats[1]!.vp = 5;
      s.seats[2]!.vp = 3;
      s = play(s, 0, { type: "endEffects" });
      s = play(s, 1, { type: "takeCharacter", character: "gunner" });
      return s;
    };
    const enemyPlaced = (s: RioState) => {
      while (s.combat!.stage === "enemy") s = play(s, 0, game.legalMoves(s, 0).find((m) => m.type === "placeEnemy")!);
      return s.combat!;
    };
    // Bought in this year's effects phase: the combat that follows is fought without it.
    const bought = combatAfterPurchase(1);
    expect(bought.seats[1]!.characters).toEqual(["gunner"]);
    expect(enemyPlaced(play(bought, 1, { type: "endEffects" })).shooter).toBe(2);
    // The next year it fires.
    bought.year = 2;
    expect(enemyPlaced(play(bought, 1, { type: "endEffects" })).shooter).toBe(1);
  });
  it("lets the characters of a game saved before purchases were dated work, and dates the next purchase", () => {
    const s = effects(fresh(3), 0);
    s.seats[1]!.characters.push("gunner");
    delete s.purchasedIn;
    expect(characterWorks(s, 1, "gunner")).toBe(true);
    s.reserved.notary = 0;
    s.seats[0]!.money = 20;
    const after = play(s, 0, { type: "takeCharacter", character: "notary" });
    expect(after.purchasedIn).toEqual({ notary: s.year });
    expect(characterWorks(after, 0, "notary")).toBe(false);
  });
  it("fires the fort's cannon: a bet of n hits on 2 dice ≥ n + 6, removing n pieces, 6 VP to the gunner", () => {
    const s = battle("natives", [grp(0, 0, 0, [E, E, E]), grp(1, 15, 0, [E])]);
    Object.assign(s.combat!, { stage: "cannon", shooter: 1 });
    ownSince(s, 1, "gunner");
    const rng = Random.fromState(s.rng);
    const total = rng.int(1, 6) + rng.int(1, 6);
    const bet = Math.max(1, Math.min(6, total - 6));
    const after = play(s, 1, { type: "cannon", bet });
    if (total >= bet + 6) {
      expect(after.combat!.stage).toBe("hits");
      expect(after.combat!.hits).toBe(bet);
      expect(after.seats[1]!.vp).toBe(6);
    } else {
      expect(after.combat!.stage).not.toBe("hits");
      expect(after.seats[1]!.vp).toBe(0);
    }
    const hits = battle("natives", [grp(0, 0, 0, [E, E]), grp(1, 15, 0, [E])]);
    Object.assign(hits.combat!, { stage: "hits", shooter: 1, hits: 3 });
    const one = play(hits, 1, { type: "cannonHit", group: 0 });
    expect(one.combat!.groups[0]!.pieces).toEqual([E]);
    // The last enemy piece falls: the combat is over.
    expect(play(play(one, 1, { type: "cannonHit", group: 0 }), 1, { type: "cannonHit", group: 1 }).combat).toBeNull();
  });
});

describe("the end of the year", () => {
  const endYear = (order: number[], track: number[]) => {
    let s = fresh(3);
    s.order = order;
    s.turnOrder = track;
    for (const seat of order) s = play(s, seat, { type: "pass" });
    return s;
  };
  // « Après la bataille, les joueurs peuvent enlever tout ou une partie des pions de leurs pions de la
  // ville gratuitement. » Our ruling (docs/games/rio-de-la-plata.md) makes the removal automatic: every
  // worker left in the city goes home at the end of the year, combat or not.
  it("sends every city worker home at the end of the year", () => {
    let s = effects(fresh(2), 0);
    s.crews[START_ZONE[0]!] = [{ seat: 0, n: 2 }];
    s.crews[START_ZONE[1]!] = [{ seat: 1, n: 3 }];
    Object.assign(s.seats[0]!, { supply: 7 });
    Object.assign(s.seats[1]!, { supply: 6 });
    s = play(s, 0, { type: "endEffects" });
    s = play(s, 1, { type: "endEffects" });
    expect(s.year).toBe(2);
    expect(s.crews).toEqual({});
    expect(s.seats.map((p) => p.supply)).toEqual([9, 9]);
  });
  it("ranks the turn order by workers on the track, ties reversing the current order", () => {
    expect(endYear([0, 1, 2], [2, 0, 3]).order).toEqual([2, 0, 1]);
    expect(endYear([0, 1, 2], [2, 2, 0]).order).toEqual([1, 0, 2]);
  });
  // « Un joueur peut placer un ou plusieurs ouvriers supplémentaires sur sa position … Les joueurs avec
  // un seul pion ouvrier ne gagnent pas de place mais peuvent en perdre. » The position is marked by a
  // disc of each colour, so "a single piece" is a player who added no worker.
  it("moves up a player who added one worker to the track", () => {
    const s = fresh(2);
    s.turnOrder = [0, 1];
    expect(play(play(s, 0, { type: "pass" }), 1, { type: "pass" }).order).toEqual([1, 0]);
  });
  it("never moves up a player who added no worker, who may still drop", () => {
    expect(endYear([0, 1, 2], [0, 0, 1]).order).toEqual([2, 0, 1]);
    expect(endYear([0, 1, 2], [1, 0, 2]).order).toEqual([2, 0, 1]);
  });
});

describe("final scoring", () => {
  function lastYear(prepare: (s: RioState) => void): RioState {
    let s = fresh(2);
    s.year = 20;
    prepare(s);
    s = play(play(s, 0, { type: "pass" }), 1, { type: "pass" });
    expect(s.phase).toBe("over");
    return s;
  }
  it("adds money (3 coins a VP), characters and houses valued by their quarter, never below 0", () => {
    const s = lastYear((s) => {
      s.seats[0]!.money = 8;
      s.seats[0]!.characters = ["notary", "architect"];
      s.buildings[cellAt(0, 0)] = { kind: "house", owner: 0 }; // quarter 0: garden +1, market −1, road +1
      s.buildings[cellAt(1, 0)] = { kind: "garden", owner: 1 };
      s.buildings[cellAt(2, 0)] = { kind: "market", owner: 1 };
      s.roads[0] = roadLength(0);
      s.buildings[cellAt(6, 8)] = { kind: "house", owner: 0 }; // quarter 5: palace on the stone square +3
      s.stoneSquares[0] = "palace";
      for (const x of [8, 9, 10]) s.buildings[cellAt(x, 0)] = { kind: "market", owner: 1 }; // quarter 2: −3
      s.buildings[cellAt(11, 1)] = { kind: "house", owner: 0 };
    });
    expect(s.final![0]).toEqual({ vp: 0, money: 2, characters: 6 + 3, houses: 3 + 5 + 0, total: 2 + 9 + 8 });
    expect(game.result(s)).toEqual({ winners: [0], scores: [19, 1] });
  });
  // « 3 pièces d'argent peuvent être échangées contre 1PV … En cas d'égalité, le joueur avec le plus
  // d'argent restant l'emporte. » What remains is what the exchange leaves.
  it("breaks a tie by the money left after the exchange of 3 coins a VP", () => {
    const s = lastYear((s) => {
      Object.assign(s.seats[0]!, { money: 6 });
      Object.assign(s.seats[1]!, { money: 2, vp: 2 });
    });
    expect(game.result(s)).toEqual({ winners: [1], scores: [2, 2] });
  });
  it("breaks ties by money, then by resources", () => {
    const byMoney = lastYear((s) => {
      Object.assign(s.seats[0]!, { money: 4 });
      Object.assign(s.seats[1]!, { money: 5 });
    });
    expect(game.result(byMoney)!.winners).toEqual([1]);
    const byResources = lastYear((s) => Object.assign(s.seats[0]!, { stone: 4 }));
    expect(game.result(byResources)!.winners).toEqual([0]);
    const shared = lastYear(() => undefined);
    expect(game.result(shared)!.winners).toEqual([0, 1]);
    expect(game.awaiting(shared)).toEqual([]);
  });
});
