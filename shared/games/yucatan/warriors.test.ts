// Yucatàn's villages and warriors from the French text and the rulings: establishing, enlarging and
// delivering, deploying, moving (Boniface = seat 0, Ferdinand = seat 1). The 2-player board unless said.
import { describe, expect, it } from "vitest";
import { boardFor } from "./data";
import { yucatan } from "./index";
import { scenario } from "./test-helpers";
import { destinations, h, legal, play, rejects, villageOn, warrior } from "./test-helpers";

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
