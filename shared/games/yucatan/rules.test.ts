// Yucatàn's setup from the French text and the rulings, each worked example (Boniface = seat 0,
// Ferdinand = seat 1) included; villages and warriors are in warriors.test.ts, raids, combat and the end
// in combat.test.ts. Positions are built on the 2-player board unless said otherwise.
import { describe, expect, it } from "vitest";
import { RuleError } from "../../engine/index";
import { boardFor } from "./data";
import { type YucatanState, yucatan } from "./index";
import { h, legal, play, rejects } from "./test-helpers";

/** Plays the setup with the first legal move each time, recording who was awaited in each phase. */
function setupOrder(players: number) {
  let state = yucatan.setup({ players, options: yucatan.options.parse({ firstPlayer: 0 }), seed: "order" });
  const order: Record<string, number[]> = {};
  while (state.phase !== "play") {
    const [seat] = yucatan.awaiting(state);
    (order[state.phase] ??= []).push(seat!);
    state = play(state, seat!, legal(state, seat!)[0]!).state;
  }
  return { order, state };
}

describe("setup", () => {
  it("follows the seat orders of the text at four players", () => {
    const { order, state } = setupOrder(4);
    expect(order.largeVillage).toEqual([3, 2, 1, 0]);
    expect(order.smallVillage).toEqual([1, 0, 3, 2]);
    expect(order.neutralVillage!.slice(0, 6)).toEqual([3, 2, 1, 0, 3, 2]);
    expect(order.warriors).toEqual([3, 2, 1, 0]);
    expect(yucatan.awaiting(state)).toEqual([0]);
  });

  it("follows the seat orders at three players", () => {
    const { order } = setupOrder(3);
    expect(order.largeVillage).toEqual([2, 1, 0]);
    expect(order.smallVillage).toEqual([1, 0, 2]);
    expect(order.warriors).toEqual([2, 1, 0]);
  });

  it("places the large village beside the city's river but not beside the city", () => {
    const state = yucatan.setup({ players: 2, options: yucatan.options.parse({ firstPlayer: 0 }), seed: "large" });
    expect(yucatan.awaiting(state)).toEqual([1]);
    const board = boardFor(2);
    const city = board.cities[1]!;
    const hexes = legal(state, 1).map((m) => (m as { hex: number }).hex);
    expect(hexes.length).toBeGreaterThan(0);
    for (const hex of hexes) {
      expect(board.hexes[hex]!.rivers).toContain("b");
      expect(board.neighbors[city.hex]).not.toContain(hex);
    }
    rejects(state, 1, { type: "placeVillage", hex: h(1, 2) }, "village-not-allowed"); // beside the city
    rejects(state, 1, { type: "placeVillage", hex: h(-1, 1) }, "village-not-allowed"); // a beach off its river
    rejects(state, 0, { type: "placeVillage", hex: h(0, 2) }, "not-your-turn");
  });

  it("lets a small village go to any beach when the large village is beside the great river", () => {
    let state = yucatan.setup({ players: 2, options: yucatan.options.parse({ firstPlayer: 0 }), seed: "small" });
    state = play(state, 1, { type: "placeVillage", hex: h(0, 2) }).state; // off the beaches
    state = play(state, 0, { type: "placeVillage", hex: h(-1, -1) }).state; // beach on river a
    expect(yucatan.awaiting(state)).toEqual([1]);
    const seat1 = new Set(legal(state, 1).map((m) => (m as { hex: number }).hex));
    expect(seat1.has(h(-5, 1))).toBe(false); // a beach, but seat 1's large village is not beside the great river
    state = play(state, 1, { type: "placeVillage", hex: h(3, 3) }).state;
    const seat0 = new Set(legal(state, 0).map((m) => (m as { hex: number }).hex));
    expect(seat0.has(h(-5, 1))).toBe(true); // far along the great river
    expect(seat0.has(h(0, -1))).toBe(false); // beside its own large village
    expect(seat0.has(h(2, -3))).toBe(false); // river c touches neither its city nor its large village
  });

  it("places neutral villages away from every river until none fits, then two warriors each", () => {
    let state = yucatan.setup({ players: 3, options: yucatan.options.parse({ firstPlayer: 0 }), seed: "neutral" });
    while (state.phase !== "neutralVillage")
      state = play(state, yucatan.awaiting(state)[0]!, legal(state, yucatan.awaiting(state)[0]!)[0]!).state;
    const board = boardFor(3);
    for (const m of legal(state, 2)) expect(board.hexes[(m as { hex: number }).hex]!.rivers).toEqual([]);
    rejects(state, 2, { type: "placeVillage", hex: h(5, -4, 3) }, "village-not-allowed"); // a mountain
    while (state.phase === "neutralVillage")
      state = play(state, yucatan.awaiting(state)[0]!, legal(state, yucatan.awaiting(state)[0]!)[0]!).state;
    const neutrals = state.villages.filter((v) => v.owner === null).length;
    expect(neutrals).toBe(12 - state.neutralLeft);
    if (state.neutralLeft > 0) expect(legal({ ...state, phase: "neutralVillage" }, 2)).toEqual([]);
    expect(state.phase).toBe("warriors");
  });

  it("places the two starting warriors at once beside the city, guilds chosen freely", () => {
    const { state: played } = setupOrder(2);
    expect(played.warriors).toHaveLength(4);
    let state = yucatan.setup({ players: 2, options: yucatan.options.parse({ firstPlayer: 0 }), seed: "warriors" });
    while (state.phase !== "warriors")
      state = play(state, yucatan.awaiting(state)[0]!, legal(state, yucatan.awaiting(state)[0]!)[0]!).state;
    const city = boardFor(2).cities[1]!.hex;
    const [a, b] = boardFor(2).neighbors[city]!;
    rejects(state, 1, { type: "placeWarriors", hexes: [a, a], guilds: ["snake", "snake"] }, "same-hex");
    rejects(state, 1, { type: "placeWarriors", hexes: [a, h(-2, -2)], guilds: ["snake", "snake"] }, "not-beside-city");
    rejects(state, 1, { type: "placeVillage", hex: a }, "wrong-step");
    const next = play(state, 1, { type: "placeWarriors", hexes: [a!, b!], guilds: ["snake", "snake"] }).state;
    expect(next.warriors.map((w) => [w.hex, w.guild])).toEqual([
      [a, "snake"],
      [b, "snake"],
    ]);
    expect(next.seats[1]!.reserve).toEqual({ jaguar: 3, hummingbird: 3, snake: 1 });
  });
});

/** The setup played with each awaited seat's first legal move until `phase`, with the log of every move. */
function setupUntil(phase: YucatanState["phase"], options: Record<string, unknown>, seed: string, players = 3) {
  let state = yucatan.setup({ players, options: yucatan.options.parse(options), seed });
  const log: { key: string; params?: Record<string, unknown> }[] = [];
  while (state.phase !== phase) {
    const seat = yucatan.awaiting(state)[0]!;
    const outcome = play(state, seat, legal(state, seat)[0]!);
    log.push(...outcome.log);
    state = outcome.state;
  }
  return { state, log };
}

describe("the first player (revision 2)", () => {
  // « S'il n'y a aucun joueur dans ce cas, déterminez le premier joueur au hasard. »
  const firstOf = (players: number, seed: string, options: object = {}, revision?: number) => {
    let state = yucatan.setup({ players, options: yucatan.options.parse(options), seed, revision });
    const largeVillages: number[] = [];
    while (state.phase !== "play") {
      const [seat] = yucatan.awaiting(state);
      if (state.phase === "largeVillage") largeVillages.push(seat!);
      state = play(state, seat!, legal(state, seat!)[0]!).state;
    }
    return { first: yucatan.awaiting(state)[0]!, largeVillages, state };
  };

  it("is drawn at random from the game's seed, and the setup starts from the player on its right", () => {
    for (const players of [2, 3, 4]) {
      const firsts = new Set<number>();
      for (let i = 0; i < 24; i++) {
        const { first, largeVillages } = firstOf(players, `first-${players}-${i}`);
        firsts.add(first);
        // « le joueur à droite du premier joueur place un jeton village », then on to the right.
        expect(largeVillages).toEqual(Array.from({ length: players }, (_, k) => (first - 1 - k + 2 * players) % players));
      }
      expect(firsts.size, `${players} players`).toBe(players);
    }
    expect(firstOf(3, "same").first).toBe(firstOf(3, "same").first);
  });

  it("is the seat the firstPlayer option names, and an option naming no seat is refused", () => {
    for (const firstPlayer of [0, 1, 2]) expect(firstOf(3, "chosen", { firstPlayer }).first).toBe(firstPlayer);
    expect(() => yucatan.setup({ players: 2, options: yucatan.options.parse({ firstPlayer: 3 }), seed: "x" })).toThrow(RuleError);
    expect(() => yucatan.options.parse({ firstPlayer: 4 })).toThrow();
  });

  it("stays seat 0 in a game started under revision 1, which plays on under its rules", () => {
    for (let i = 0; i < 8; i++) {
      const { first, largeVillages, state } = firstOf(3, `old-${i}`, {}, 1);
      expect(first).toBe(0);
      expect(largeVillages).toEqual([2, 1, 0]);
      expect(state.revision).toBe(1);
    }
    // The same seed: the old game keeps seat 0, a new game draws its first player.
    const seeds = Array.from({ length: 8 }, (_, i) => `both-${i}`);
    expect(seeds.map((seed) => firstOf(4, seed, {}, 1).first)).toEqual(seeds.map(() => 0));
    expect(new Set(seeds.map((seed) => firstOf(4, seed).first)).size).toBeGreaterThan(1);
  });
});

describe("quick setup (an option; the setup of the text stays the default)", () => {
  // "Chaque joueur place un village neutre sur le plateau jusqu'à ce que plus aucun village ne puisse être
  // placé sur le plateau sans contrevenir aux règles ci-dessus": the quick setup draws those placements by
  // lot, under the same rules, instead of a turn (and a mail) per village.
  it("places the neutral villages by lot, each where the rules allow it at its turn, until none fits", () => {
    const { state, log } = setupUntil("warriors", { quickSetup: true }, "quick");
    const drawn = log.find((entry) => entry.key === "yucatan.neutralVillagesByLot");
    expect(drawn, "the log says the neutral villages were placed by lot").toBeDefined();
    const hexes = drawn!.params!.hexes as number[];
    expect(state.villages.filter((v) => v.owner === null).map((v) => v.hex)).toEqual(hexes);
    expect(
      log.some((entry) => entry.key === "yucatan.neutralVillagePlaced"),
      "no seat placed one by hand",
    ).toBe(false);

    // The same placements, replayed one by one in the setup of the text: each is a legal move at its turn.
    let faithful = setupUntil("neutralVillage", {}, "quick").state;
    for (const hex of hexes) {
      const seat = yucatan.awaiting(faithful)[0]!;
      expect(legal(faithful, seat)).toContainEqual({ type: "placeVillage", hex });
      faithful = play(faithful, seat, { type: "placeVillage", hex }).state;
    }
    expect(faithful.phase, "after them no neutral village fits, or none is left").toBe("warriors");
    expect(faithful.villages).toEqual(state.villages);
  });

  it("gives the same board for the same seed, and another for another seed", () => {
    const board = (seed: string) => setupUntil("warriors", { quickSetup: true }, seed).state.villages;
    expect(board("same")).toEqual(board("same"));
    expect(board("same")).not.toEqual(board("other"));
  });

  it("leaves the setup of the text as it is when the option is off", () => {
    const { state } = setupUntil("neutralVillage", { firstPlayer: 0 }, "quick");
    expect(yucatan.awaiting(state)).toEqual([2]);
    expect(state.villages.filter((v) => v.owner === null)).toEqual([]);
    expect(yucatan.options.parse({})).toEqual({ quickSetup: false });
    expect(yucatan.options.parse({ firstPlayer: 1 })).toEqual({ quickSetup: false, firstPlayer: 1 });
  });
});
