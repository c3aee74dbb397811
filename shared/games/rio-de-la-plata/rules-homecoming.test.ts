// Revision 3 of Rio de la Plata: city workers may stay on the board into the next year
// (docs/games/rio-de-la-plata.md, "Revision 3").
import { describe, expect, it } from "vitest";
import { rioDeLaPlata as game } from "./index";
import { PLAZA, START_ZONE, STONE_SQUARES, cellAt } from "./data";
import type { RioState } from "./state";
import { E, battle, effects, errorCode, fresh, grp, keys, play } from "./test-helpers";

const [a, b] = [START_ZONE[0]!, START_ZONE[1]!];

/** Seat 0 with 2 workers on `a`, seat 1 with 3 on `b`, in the effects phase of year 1 at `revision`. */
function cityWorkers(revision: number): RioState {
  const s = effects(fresh(2), 0);
  s.revision = revision;
  s.crews[a] = [{ seat: 0, n: 2 }];
  s.crews[b] = [{ seat: 1, n: 3 }];
  s.seats[0]!.supply = 7;
  s.seats[1]!.supply = 6;
  return s;
}
const endEffects = (s: RioState): RioState => play(play(s, 0, { type: "endEffects" }), 1, { type: "endEffects" });

describe("city workers at the end of the year", () => {
  // « Chaque pion ouvrier peut être retiré ou non du plateau de jeu. »
  it("from revision 3, lets each player in turn order choose which city workers go home; the rest stay into the next year", () => {
    let s = endEffects(cityWorkers(3));
    expect([s.phase, s.year, game.awaiting(s)]).toEqual(["homecoming", 1, [0]]);
    expect(game.legalMoves(s, 0)).toEqual(
      expect.arrayContaining([{ type: "sendHome", cell: a, count: 1 }, { type: "sendHome", cell: a, count: 2 }, { type: "keepWorkers" }]),
    );
    expect(errorCode(() => play(s, 0, { type: "sendHome", cell: a, count: 3 }))).toBe("no-workers");
    expect(errorCode(() => play(s, 1, { type: "keepWorkers" }))).toBe("not-your-turn");
    const sent = game.apply(s, 0, { type: "sendHome", cell: a, count: 1 });
    expect(keys(sent.log)).toEqual(["sentHome"]);
    s = sent.state;
    expect(s.seats[0]!.supply).toBe(8);
    const kept = game.apply(s, 0, { type: "keepWorkers" });
    expect(keys(kept.log)).toEqual(["workersStay"]);
    expect(kept.log[0]!.params).toEqual({ seat: 0, count: 1 });
    s = kept.state;
    expect(game.awaiting(s)).toEqual([1]);
    // Taking the last of one's city workers home ends one's turn of the step.
    s = play(s, 1, { type: "sendHome", cell: b, count: 3 });
    expect([s.phase, s.year]).toEqual(["placement", 2]);
    expect(s.crews).toEqual({ [a]: [{ seat: 0, n: 1 }] });
    expect(s.seats.map((p) => p.supply)).toEqual([8, 9]);
  });

  it("at revision 2, plays on with every city worker going home by itself", () => {
    const s = endEffects(cityWorkers(2));
    expect([s.phase, s.year]).toEqual(["placement", 2]);
    expect(s.crews).toEqual({});
    expect(s.seats.map((p) => p.supply)).toEqual([9, 9]);
    expect(game.legalMoves(s, 0)).not.toContainEqual({ type: "keepWorkers" });
  });

  it("asks nothing in the last year, whose end is the end of the game", () => {
    const s = cityWorkers(3);
    s.year = s.years;
    expect(endEffects(s).phase).toBe("over");
  });

  // « Maximum 3 ouvriers de la même couleur par case »: a worker that stayed is on its square like any other.
  it("counts workers that stayed against the 3 of one colour on a square, but not against the year's 5 placements", () => {
    let s = endEffects(cityWorkers(3));
    s = play(s, 0, { type: "keepWorkers" });
    s = play(s, 1, { type: "keepWorkers" });
    expect(s.order[s.turn]).toBe(0);
    expect(s.seats[0]!.placed).toBe(0);
    expect(errorCode(() => play(s, 0, { type: "placeCity", cell: a, count: 2 }))).toBe("cannot-place-city");
    s = play(s, 0, { type: "placeCity", cell: a, count: 1 });
    expect(s.crews[a]).toEqual([{ seat: 0, n: 3 }]);
    expect(s.seats[0]!.placed).toBe(1);
  });

  // « S'il est retiré, son effet s'applique immédiatement »: a worker left on the board is taken off, for
  // its effect, in a later effects phase.
  it("lets workers that stayed build the next year", () => {
    let s = endEffects(cityWorkers(3));
    s = play(s, 0, { type: "keepWorkers" });
    s = play(s, 1, { type: "keepWorkers" });
    for (const seat of [0, 1]) s.seats[seat]!.passed = true;
    s = effects(s, 0);
    const built = play(s, 0, { type: "build", cell: a, kind: "hut" });
    expect(built.buildings[a]).toEqual({ kind: "hut", owner: 0 });
    expect(built.crews[a]).toBeUndefined();
  });
});

describe("the defenders' survivors after a combat", () => {
  const rival = cellAt(10, 2);
  const quiet = (revision: number): RioState => {
    // Seat 1's group of 2 ends on a plain square, seat 2's on a stone square and on seat 1's hut.
    let s = battle("natives", [grp(0, 0, 0, [E]), grp(1, 3, 3, [1, 1]), grp(2, 7, 6, [2]), grp(3, 10, 2, [2])]);
    s.revision = revision;
    s.buildings[rival] = { kind: "hut", owner: 1 };
    for (const seat of [1, 2]) s.seats[seat]!.supply = 5;
    for (let round = 0; round < 3; round++) for (const seat of [0, 1, 2]) s = play(s, seat, { type: "endCombatTurn" });
    return s;
  };
  // « Après la bataille, les joueurs peuvent enlever tout ou une partie des pions de leurs pions de la ville
  // gratuitement »: survivors stay where a worker may stand, and their owners may then take them home.
  it("from revision 3, leaves survivors on a square a worker may stand on and sends the others home", () => {
    expect(STONE_SQUARES).toContain(cellAt(7, 6));
    const s = quiet(3);
    expect(s.combat).toBeNull();
    expect(s.crews).toEqual({ [cellAt(3, 3)]: [{ seat: 1, n: 2 }] });
    expect(s.seats.map((p) => p.supply)).toEqual([9, 5, 7]);
    expect([s.phase, game.awaiting(s)]).toEqual(["homecoming", [1]]);
    expect(PLAZA).not.toContain(cellAt(3, 3));
  });
  it("logs each survivor staying or going home", () => {
    let s = battle("natives", [grp(0, 0, 0, [E]), grp(1, 3, 3, [1, 1]), grp(2, 7, 6, [2])]);
    for (let round = 0; round < 2; round++) for (const seat of [0, 1, 2]) s = play(s, seat, { type: "endCombatTurn" });
    s = play(play(s, 0, { type: "endCombatTurn" }), 1, { type: "endCombatTurn" });
    const { log } = game.apply(s, 2, { type: "endCombatTurn" });
    // Revision 3 also writes the ended combat turn itself.
    expect(keys(log)).toEqual(["combatTurnEnded", "combatEnded", "survivorsStay", "survivorsHome"]);
    expect(log[2]!.params).toEqual({ seat: 1, cell: cellAt(3, 3), count: 2 });
    expect(log[3]!.params).toEqual({ seat: 2, cell: cellAt(7, 6), count: 1 });
  });
  it("at revision 2, sends every survivor home", () => {
    const s = quiet(2);
    expect(s.crews).toEqual({});
    expect(s.seats.map((p) => p.supply)).toEqual([9, 7, 7]);
    expect(s.phase).toBe("placement");
  });
});
