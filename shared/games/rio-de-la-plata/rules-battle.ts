// Battles in Rio de la Plata's combat: what stands on a square for the enemy, a group fighting the groups
// on a square it moves to, the loser's pieces and the points they bring, and a building destroyed. The
// combat's stages and moves are in rules-combat.ts.
import { rulesAtLeast } from "../../engine/index";
import {
  DEFENDER_KILLED_VP,
  DESTROY_VP,
  ENEMY_KILLED_VP,
  INDESTRUCTIBLE,
  QUARTER_OF,
  STONE_SQUARES,
  type BuildingKind,
  type MajorKind,
} from "./data";
import { ENEMY_PIECE, logKey, type Combat, type Group, type Log, type RioState } from "./state";

export const controller = (g: Group): number => g.pieces[0]!;
export const isEnemy = (g: Group): boolean => g.pieces[0] === ENEMY_PIECE;
/** The groups on a square: one, or two of different colours that started the combat on a shared building. */
export const groupsAt = (combat: Combat, cell: number): Group[] => combat.groups.filter((g) => g.cell === cell);
export const groupById = (combat: Combat, id: number): Group | undefined => combat.groups.find((g) => g.id === id);
export const enemyLeft = (combat: Combat): boolean => combat.groups.some(isEnemy);

/** What stands on a square for the attacker: a habitation, a minor or a major building. */
export function structureAt(state: RioState, cell: number): BuildingKind | MajorKind | null {
  const b = state.buildings[cell];
  if (b) return b.kind;
  const square = STONE_SQUARES.indexOf(cell);
  return square >= 0 ? state.stoneSquares[square]! : null;
}

/**
 * Whether a structure stands whatever the enemy does. Revision 2: « Les murs et les Places ne peuvent pas
 * être détruits ! » names the only such things, so the fort falls like any building; revision 1 kept it.
 */
export const indestructible = (state: RioState, structure: BuildingKind | MajorKind | null): boolean =>
  structure === INDESTRUCTIBLE && !rulesAtLeast(state, 2);

/** Removes `n` pieces from the top of a group; returns how many enemy and which defender pieces fell. */
function losePieces(state: RioState, combat: Combat, g: Group, n: number): { enemies: number; defenders: number[] } {
  const lost = g.pieces.splice(0, n);
  if (g.pieces.length === 0) combat.groups = combat.groups.filter((x) => x !== g);
  const defenders = lost.filter((p) => p !== ENEMY_PIECE);
  for (const p of defenders) {
    state.seats[p]!.supply++;
    state.seats[p]!.vp += DEFENDER_KILLED_VP;
  }
  return { enemies: lost.length - defenders.length, defenders };
}

/** VP for enemy pieces destroyed, shared among the defending group's owners, each rounded up. */
function rewardDefenders(state: RioState, owners: number[], enemies: number): void {
  if (enemies === 0 || owners.length === 0) return;
  const each = Math.ceil((enemies * ENEMY_KILLED_VP) / owners.length);
  for (const o of owners) state.seats[o]!.vp += each;
}

/** The mover fights the opposing groups on `cell` one by one, then enters the square if it cleared it. */
export function fightAt(state: RioState, combat: Combat, mover: Group, cell: number, log: Log): void {
  for (const target of groupsAt(combat, cell)) {
    battle(state, combat, mover, target, log);
    // The mover fell, or lost nothing but did not win the square.
    if (mover.pieces.length === 0 || target.pieces.length > 0) return;
  }
  // Having beaten the defenders on a square that stands, the enemy still stays outside it.
  if (isEnemy(mover) && indestructible(state, structureAt(state, cell))) return;
  mover.cell = cell;
  if (isEnemy(mover)) destroyStructure(state, combat, mover, log);
}

/** An enemy group on a building destroys it and loses a piece doing it. */
export function destroyStructure(state: RioState, combat: Combat, mover: Group, log: Log): void {
  const cell = mover.cell;
  const structure = structureAt(state, cell);
  if (!structure) return;
  combat.fought = true;
  const owner = state.buildings[cell]?.owner ?? null;
  if (state.buildings[cell]) delete state.buildings[cell];
  else state.stoneSquares[STONE_SQUARES.indexOf(cell)] = null;
  delete state.uses[cell];
  const vp = DESTROY_VP[structure];
  state.seats[combat.attacker]!.vp += vp;
  losePieces(state, combat, mover, 1);
  log.push({ key: logKey("buildingDestroyed"), params: { cell, kind: structure, owner, attacker: combat.attacker, vp } });
}

/** One battle: the bigger group wins without loss; a tie removes both but a piece of the dominant side. */
function battle(state: RioState, combat: Combat, mover: Group, target: Group, log: Log): void {
  const cell = target.cell;
  combat.fought = true;
  const enemyGroup = isEnemy(mover) ? mover : target;
  const defenderGroup = enemyGroup === mover ? target : mover;
  const owners = [...new Set(defenderGroup.pieces)];
  const a = mover.pieces.length,
    d = target.pieces.length;
  const enemyDominant = combat.enemy === "pirates";
  const defenderDominant = quarterHasBarracks(state, QUARTER_OF[cell]!);
  let outcome: string;
  let fallen = { enemies: 0, defenders: [] as number[] };
  const add = (f: { enemies: number; defenders: number[] }) => {
    fallen = { enemies: fallen.enemies + f.enemies, defenders: [...fallen.defenders, ...f.defenders] };
  };
  if (a !== d) {
    const loser = a > d ? target : mover;
    add(losePieces(state, combat, loser, loser.pieces.length));
    outcome = a > d ? "moverWon" : "targetWon";
  } else if (enemyDominant !== defenderDominant) {
    const dominant = enemyDominant ? enemyGroup : defenderGroup;
    const other = dominant === enemyGroup ? defenderGroup : enemyGroup;
    add(losePieces(state, combat, other, other.pieces.length));
    add(losePieces(state, combat, dominant, dominant.pieces.length - 1));
    outcome = enemyDominant ? "enemyDominance" : "defenderDominance";
  } else {
    add(losePieces(state, combat, mover, mover.pieces.length));
    add(losePieces(state, combat, target, target.pieces.length));
    outcome = "bothLost";
  }
  rewardDefenders(state, owners, fallen.enemies);
  log.push({
    key: logKey("battle"),
    params: { cell, mover: a, target: d, outcome, enemiesLost: fallen.enemies, defendersLost: fallen.defenders, owners },
  });
}

function quarterHasBarracks(state: RioState, quarter: number): boolean {
  for (const key in state.buildings) if (state.buildings[key]!.kind === "barracks" && QUARTER_OF[Number(key)] === quarter) return true;
  return false;
}
