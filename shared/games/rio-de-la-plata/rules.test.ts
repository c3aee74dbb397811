// Rio de la Plata against its rules text (../../../../shared/rules/rio-de-la-plata.fr.txt) and rulings.
import { describe, expect, it } from "vitest";
import { parseMove } from "../../engine/parse";
import { rioDeLaPlata as game } from "./index";
import { BOAT_SALE, PLAZA, START_ZONE, STONE_SQUARES, cellAt, roadLength } from "./data";
import type { RioState } from "./state";
import { effects, errorCode, fresh, keys, ownSince, play } from "./test-helpers";

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

describe("the end of the year", () => {
  const endYear = (order: number[], track: number[]) => {
    let s = fresh(3);
    s.order = order;
    s.turnOrder = track;
    for (const seat of order) s = play(s, seat, { type: "pass" });
    return s;
  };
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
