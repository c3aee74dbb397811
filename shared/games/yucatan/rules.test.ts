// Yucatàn's rules from the French text and the rulings, each worked example (Boniface = seat 0,
// Ferdinand = seat 1) included. Positions are built on the 2-player board unless said otherwise.
import { describe, expect, it } from "vitest";
import { RuleError } from "../../engine/index";
import { parseMove } from "../../engine/parse";
import { parseBoard } from "./board";
import { boardFor, type Guild } from "./data";
import { type YucatanMove, type YucatanState, yucatan } from "./index";
import { hexAt, scenario } from "./test-helpers";

const h = (q: number, r: number, players = 2) => hexAt(players, q, r);
const legal = (state: YucatanState, seat: number) => yucatan.legalMoves(state, seat);
const play = (state: YucatanState, seat: number, move: YucatanMove) => yucatan.apply(state, seat, move);
const destinations = (state: YucatanState, warrior: number) =>
  new Set(legal(state, state.turn).flatMap((m) => (m.type === "move" && m.warrior === warrior ? [m.to] : [])));
const warrior = (state: YucatanState, id: number) => state.warriors.find((w) => w.id === id);
const villageOn = (state: YucatanState, hex: number) => state.villages.find((v) => v.hex === hex);

function rejects(state: YucatanState, seat: number, move: unknown, code: string): void {
  let error: unknown;
  try {
    yucatan.apply(state, seat, parseMove(yucatan, move));
  } catch (e) {
    error = e;
  }
  expect(error).toBeInstanceOf(RuleError);
  expect((error as RuleError).code).toBe(code);
}

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

describe("establishing a village", () => {
  const base = () => scenario({ villages: [{ owner: 0, at: [-1, -1] }] });

  it("goes beside a river that touches one of the player's villages: the great river reaches every beach", () => {
    const state = base();
    const next = play(state, 0, { type: "establish", hex: h(4, -1) }).state;
    expect(villageOn(next, h(4, -1))).toEqual({ hex: h(4, -1), owner: 0, large: false });
    expect(next.seats[0]!.villagesLeft).toBe(6);
    rejects(state, 0, { type: "establish", hex: h(2, -4) }, "village-out-of-reach"); // river c only
  });

  it("goes under one of the player's warriors whatever the rivers", () => {
    const alone = base();
    rejects(alone, 0, { type: "establish", hex: h(-3, -2) }, "village-out-of-reach");
    const state = scenario({ villages: [{ owner: 0, at: [-1, -1] }], warriors: [{ owner: 0, at: [-3, -2], guild: "jaguar" }] });
    expect(play(state, 0, { type: "establish", hex: h(-3, -2) }).log[0]!.key).toBe("yucatan.established");
  });

  // « Un village peut être placé : a. Sur une case à côté d'un fleuve qui est à côté d'un village du
  // joueur ou connecté à la ville du joueur [...] Chaque case ne peut contenir qu'un village. » An
  // opponent's warrior is not among what forbids a hex, and the text lets a village hold one (Ferdinand
  // enlarges his village « en dépit de la présence du pion de Boniface »).
  it("goes beside a reachable river even under an opponent's warrior, which then has raided nothing", () => {
    const state = scenario({
      villages: [{ owner: 0, at: [-1, -1] }],
      warriors: [
        { owner: 1, at: [4, -1], guild: "snake" },
        { owner: 1, at: [-3, -2], guild: "snake" },
      ],
    });
    expect(legal(state, 0)).toContainEqual({ type: "establish", hex: h(4, -1) });
    const { state: next, log } = play(state, 0, { type: "establish", hex: h(4, -1) });
    expect(villageOn(next, h(4, -1))).toEqual({ hex: h(4, -1), owner: 0, large: false });
    expect(log.map((e) => e.key)).toEqual(["yucatan.established"]);
    expect(warrior(next, 1)).toMatchObject({ hex: h(4, -1), carried: 0 });
    // Rule b. is the player's own warrior: an opponent's warrior off the rivers opens nothing.
    rejects(state, 0, { type: "establish", hex: h(-3, -2) }, "village-out-of-reach");
  });

  it("never goes beside another village or a city, and needs a token left", () => {
    const state = base();
    rejects(state, 0, { type: "establish", hex: h(0, -1) }, "village-not-allowed");
    rejects(state, 0, { type: "establish", hex: h(0, -2) }, "village-not-allowed");
    rejects(state, 0, { type: "establish", hex: h(0, 0) }, "village-not-allowed"); // the great river
    state.seats[0]!.villagesLeft = 0;
    rejects(state, 0, { type: "establish", hex: h(4, -1) }, "no-villages-left");
  });
});

describe("enlarging and delivering", () => {
  it("turns a small village large; a warrior on it drops its prisoners in the city (Boniface's example)", () => {
    let state = scenario({
      villages: [{ owner: 0, at: [-2, -1] }],
      warriors: [
        { owner: 0, at: [-3, -1], guild: "snake", carried: 2 },
        { owner: 1, at: [2, 2], guild: "jaguar" },
      ],
    });
    state = play(state, 0, { type: "move", warrior: 1, to: h(-2, -1) }).state;
    expect(warrior(state, 1)!.carried).toBe(2); // a small village delivers nothing
    state = play(state, 1, { type: "move", warrior: 2, to: h(3, 2) }).state;
    const { state: after, log } = play(state, 0, { type: "enlarge", hex: h(-2, -1) });
    expect(villageOn(after, h(-2, -1))!.large).toBe(true);
    expect(after.seats[0]!.cityPrisoners).toBe(2);
    expect(warrior(after, 1)!.carried).toBe(0);
    expect(log.map((e) => e.key)).toEqual(["yucatan.enlarged", "yucatan.delivered"]);
    rejects(after, 1, { type: "enlarge", hex: h(-2, -1) }, "not-your-village");
  });

  it("rejects enlarging a large village", () => {
    const state = scenario({ villages: [{ owner: 0, at: [-2, -1], large: true }] });
    rejects(state, 0, { type: "enlarge", hex: h(-2, -1) }, "already-large");
  });

  it("delivers when a carrying warrior enters its own city or large village", () => {
    const state = scenario({
      villages: [{ owner: 0, at: [-3, -1], large: true }],
      warriors: [{ owner: 0, at: [-2, -2], guild: "snake", carried: 3 }],
    });
    expect(play(state, 0, { type: "move", warrior: 1, to: h(-1, -3) }).state.seats[0]!.cityPrisoners).toBe(3);
    expect(play(state, 0, { type: "move", warrior: 1, to: h(-3, -1) }).state.seats[0]!.cityPrisoners).toBe(3);
    expect(play(state, 0, { type: "move", warrior: 1, to: h(-2, -1) }).state.seats[0]!.cityPrisoners).toBe(0);
  });
});

it("delivers when a two-hex move passes through the warrior's own large village", () => {
  const state = scenario({
    villages: [{ owner: 0, at: [1, -2], large: true }],
    warriors: [{ owner: 0, at: [0, -2], guild: "snake", carried: 2 }],
  });
  const after = play(state, 0, { type: "move", warrior: 1, to: h(2, -3) }).state;
  expect(after.seats[0]!.cityPrisoners).toBe(2);
  expect(after.warriors[0]).toMatchObject({ hex: h(2, -3), carried: 0 });
});

describe("deploying a warrior", () => {
  it("is refused beyond what the villages and city feed (Boniface: two villages feed three)", () => {
    const state = scenario({
      villages: [
        { owner: 0, at: [-3, -1] },
        { owner: 0, at: [4, -1] },
      ],
      warriors: [
        { owner: 0, at: [-2, -2], guild: "snake" },
        { owner: 0, at: [2, 2], guild: "snake" },
        { owner: 0, at: [-5, 0], guild: "jaguar" },
      ],
    });
    expect(legal(state, 0).some((m) => m.type === "deploy")).toBe(false);
    rejects(state, 0, { type: "deploy", hex: h(0, -3), guild: "jaguar" }, "cannot-feed");
    expect(yucatan.view(state, 0).seats[0]!.canFeed).toBe(3);
  });

  it("goes beside the city, or onto a large village which becomes small", () => {
    const state = scenario({ villages: [{ owner: 0, at: [-3, -1], large: true }] });
    const hexes = new Set(legal(state, 0).flatMap((m) => (m.type === "deploy" ? [m.hex] : [])));
    expect(hexes).toEqual(new Set([...boardFor(2).neighbors[h(-1, -3)]!, h(-3, -1)]));
    const next = play(state, 0, { type: "deploy", hex: h(-3, -1), guild: "hummingbird" });
    expect(villageOn(next.state, h(-3, -1))!.large).toBe(false);
    expect(next.state.warriors).toEqual([{ id: 1, owner: 0, hex: h(-3, -1), guild: "hummingbird", carried: 0, shown: false }]);
    expect(next.state.seats[0]!.reserve.hummingbird).toBe(2);
    rejects(state, 0, { type: "deploy", hex: h(-3, -2), guild: "jaguar" }, "deploy-hex");
  });

  it("cannot use a large village an opponent's warrior stands on, nor a guild the reserve lacks", () => {
    const state = scenario({
      villages: [
        { owner: 0, at: [-3, -1], large: true },
        { owner: 0, at: [4, -1] },
      ],
      warriors: [
        { owner: 1, at: [-3, -1], guild: "snake" },
        { owner: 0, at: [2, 2], guild: "jaguar" },
        { owner: 0, at: [3, 2], guild: "jaguar" },
      ],
    });
    state.seats[0]!.reserve.jaguar = 0;
    rejects(state, 0, { type: "deploy", hex: h(-3, -1), guild: "snake" }, "deploy-hex");
    rejects(state, 0, { type: "deploy", hex: h(0, -3), guild: "jaguar" }, "guild-not-in-reserve");
    expect(play(state, 0, { type: "deploy", hex: h(0, -3), guild: "snake" }).state.warriors).toHaveLength(4);
  });
});

describe("moving a warrior", () => {
  it("goes one hex from a hex without the river symbol, never onto a mountain", () => {
    const state = scenario({
      warriors: [
        { owner: 0, at: [-2, -2], guild: "jaguar" },
        { owner: 0, at: [-3, -1], guild: "jaguar" },
      ],
    });
    expect(destinations(state, 1)).toEqual(new Set([h(-1, -2), h(-3, -2), h(-2, -1), h(-2, -3), h(-1, -3)]));
    expect(destinations(state, 2).has(h(-4, -1))).toBe(false);
    rejects(state, 0, { type: "move", warrior: 2, to: h(-4, -1) }, "unreachable");
    rejects(state, 0, { type: "move", warrior: 1, to: h(-2, -2) }, "unreachable");
  });

  it("goes one or two hexes along hexes that all carry the river symbol", () => {
    const state = scenario({ warriors: [{ owner: 0, at: [0, -2], guild: "jaguar" }] });
    const reach = destinations(state, 1);
    expect(reach.has(h(2, -2))).toBe(true); // a → a → beach
    expect(reach.has(h(2, -3))).toBe(true); // a → a → c
    expect(reach.has(h(0, -4))).toBe(false); // through (0,-3), which has no river
    expect(reach.has(h(-2, -2))).toBe(false); // along river a, but ending on a hex without the symbol
    expect(reach.has(h(0, -2))).toBe(false); // never back to the start
    expect(reach.has(h(0, 0))).toBe(false); // never stops on the great river
  });

  // « Quand un guerrier entre dans une ville ennemie (à partir d'une case adjacente) »: since revision 2 the
  // adjacent hex is the one the last step comes from, so a two-hex river move may end in the city; revision
  // 1 read it as where the warrior stood, and a game started under it keeps that.
  it("enters an enemy city from a hex beside it: at the end of a two-hex river move since revision 2", () => {
    const board = boardFor(2);
    const city = board.cities[1]!.hex;
    // A river hex two steps from seat 1's city, through a river hex beside it.
    const [from, via] = board.neighbors[city]!.filter(
      (m) => board.hexes[m]!.rivers.length > 0 && board.hexes[m]!.terrain !== "greatRiver",
    ).flatMap((m) =>
      board.neighbors[m]!.filter(
        (a) =>
          a !== city &&
          !board.neighbors[city]!.includes(a) &&
          board.hexes[a]!.rivers.length > 0 &&
          board.hexes[a]!.terrain !== "greatRiver" &&
          board.hexes[a]!.terrain !== "mountain",
      ).map((a) => [a, m]),
    )[0]!;
    const at = (hex: number): [number, number] => [board.hexes[hex]!.q, board.hexes[hex]!.r];
    const far = scenario({ warriors: [{ owner: 0, at: at(from!), guild: "jaguar" }], cityPrisoners: [0, 2] });
    expect(destinations(far, 1).has(via!)).toBe(true);
    expect(destinations(far, 1).has(city)).toBe(true);
    const raided = play(far, 0, { type: "move", warrior: 1, to: city }).state;
    expect(warrior(raided, 1)).toMatchObject({ hex: city, carried: 2 });
    expect(raided.seats[1]!.cityPrisoners).toBe(0);
    const old = scenario({ warriors: [{ owner: 0, at: at(from!), guild: "jaguar" }], revision: 1 });
    expect(destinations(old, 1).has(city)).toBe(false);
    rejects(old, 0, { type: "move", warrior: 1, to: city }, "unreachable");
    const beside = scenario({ warriors: [{ owner: 0, at: at(via!), guild: "jaguar" }] });
    expect(destinations(beside, 1).has(city)).toBe(true);
  });

  it("cannot pass through a warrior or a foreign village; may attack an opponent's warrior", () => {
    const blocked = scenario({
      warriors: [
        { owner: 0, at: [0, -2], guild: "jaguar" },
        { owner: 0, at: [1, -2], guild: "snake" },
      ],
    });
    expect(destinations(blocked, 1).has(h(2, -3))).toBe(false);
    expect(destinations(blocked, 1).has(h(1, -2))).toBe(false);
    const enemy = scenario({
      warriors: [
        { owner: 0, at: [0, -2], guild: "jaguar" },
        { owner: 1, at: [1, -2], guild: "snake" },
      ],
    });
    expect(destinations(enemy, 1).has(h(1, -2))).toBe(true);
    expect(destinations(enemy, 1).has(h(2, -3))).toBe(false);
    const neutral = scenario({ villages: [{ owner: null, at: [1, -2] }], warriors: [{ owner: 0, at: [0, -2], guild: "jaguar" }] });
    expect(destinations(neutral, 1).has(h(2, -3))).toBe(false);
    const own = scenario({ villages: [{ owner: 0, at: [1, -2] }], warriors: [{ owner: 0, at: [0, -2], guild: "jaguar" }] });
    expect(destinations(own, 1).has(h(2, -3))).toBe(true);
  });

  it("crosses the great river in one move, from beside a river hex onto a beach beside it", () => {
    const state = scenario({ warriors: [{ owner: 0, at: [0, -1], guild: "jaguar" }] });
    const reach = destinations(state, 1);
    expect(reach.has(h(0, 1))).toBe(true);
    expect(reach.has(h(-1, 1))).toBe(true);
    expect(reach.has(h(1, 1))).toBe(false); // a beach, but beside no river hex next to the start
    expect(reach.has(h(0, 2))).toBe(false); // across, but not a beach
    const after = play(state, 0, { type: "move", warrior: 1, to: h(0, 1) }).state;
    expect(warrior(after, 1)!.hex).toBe(h(0, 1));
    expect(yucatan.awaiting(after)).toEqual([1]);
  });
});

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
