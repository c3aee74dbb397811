// Rio de la Plata's combat against its rules text (../../../../shared/rules/rio-de-la-plata.fr.txt) and rulings.
import { describe, expect, it } from "vitest";
import { Random, copyData } from "../../engine/index";
import { rioDeLaPlata as game } from "./index";
import { ENEMY_TRACK, START_ZONE, STONE_SQUARES, cellAt, roadLength } from "./data";
import { characterWorks, type RioMove, type RioState } from "./state";
import { E, battle, effects, errorCode, fresh, grp, keys, ownSince, play } from "./test-helpers";

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
  it("ends after three rounds in a row without a battle and, at revision 2, sends the defenders home", () => {
    let s = battle("natives", [grp(0, 0, 0, [E]), grp(1, 15, 9, [1])]);
    s.revision = 2;
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
