// The combat mini-game: the attacker's groups enter through the gaps in the walls, the fort's cannon
// may thin them, the defenders take position, then rounds of movement and battles until the attacker
// has no piece left or three rounds in a row pass without a battle. The battles themselves are in rules-battle.ts.
import { rulesAtLeast, type Refusal } from "../../engine/index";
import {
  CANNON_MARGIN,
  CHARACTERS,
  ENEMY_GROUP_MAX,
  ENEMY_PIECES_MAX,
  ENEMY_RETREAT,
  ENEMY_TRACK,
  FREE_DEFENDERS,
  GUNNER_HIT_VP,
  NEIGHBOURS_4,
  PLAZA,
  WALL_SEGMENTS,
  WALLS_OF_CELL,
  WORKERS_PER_SQUARE,
  groupReach,
  QUIET_ROUNDS_TO_END,
  type BuildingKind,
  type EnemyKind,
} from "./data";
import { isHabitation, workersInCity } from "./rules-city";
import { leaveSurvivors, workersMayStay } from "./rules-homecoming";
import {
  ENEMY_PIECE,
  characterWorks,
  logKey,
  refuseIf,
  rollDice,
  type Combat,
  type Group,
  type Log,
  type MoveRules,
  type RioMove,
  type RioState,
  refuse,
  type RefusalKey,
} from "./state";
import {
  controller,
  destroyStructure,
  enemyLeft,
  fightAt,
  groupById,
  groupsAt,
  indestructible,
  isEnemy,
  structureAt,
} from "./rules-battle";

const PLAZA_SET = new Set(PLAZA);

/** Revision 3: every move writes a line (earlier games keep their logs as recorded, which replays check). */
const saysEveryMove = (state: RioState): boolean => rulesAtLeast(state, 3);
/** Border squares an enemy might enter by: those of every wall segment. */
const BORDER_CELLS = [...new Set(WALL_SEGMENTS.flatMap((s) => s.cells))].sort((a, b) => a - b);
/**
 * A border square an enemy group may enter by: an unbuilt wall segment on its outer side and no group.
 * Revision 2: « sur les bords de la ville sans murs », so only walls close the edge and a group placed on
 * a building fights it at once; at revision 1 a building closed its square too.
 */
function isEntry(state: RioState, combat: Combat, cell: number): boolean {
  return (
    WALLS_OF_CELL[cell]!.some((segment) => !state.walls[segment]) &&
    (rulesAtLeast(state, 2) || !structureAt(state, cell)) &&
    !combat.groups.some((g) => g.cell === cell)
  );
}
const hasEntry = (state: RioState, combat: Combat): boolean => BORDER_CELLS.some((cell) => isEntry(state, combat, cell));

/** The attacker is the first on the turn-order track who has not played the enemy yet. */
export function startCombat(state: RioState, enemy: EnemyKind, log: Log): void {
  if (state.order.every((s) => state.seats[s]!.attacked)) for (const s of state.seats) s.attacked = false;
  const attacker = state.order.find((s) => !state.seats[s]!.attacked)!;
  state.seats[attacker]!.attacked = true;
  const defenders = state.order.filter((s) => s !== attacker);
  const bonus = ENEMY_TRACK[state.enemies[enemy]]!.bonus;
  const pieces = Math.min(ENEMY_PIECES_MAX, workersInCity(state) + 2 * defenders.length + bonus);
  state.enemies[enemy] = Math.max(0, state.enemies[enemy] - ENEMY_RETREAT);
  const combat: Combat = {
    enemy,
    attacker,
    stage: "enemy",
    toPlace: pieces,
    shooter: null,
    hits: 0,
    defenders,
    actor: 0,
    placedDefenders: 0,
    groups: [],
    nextGroup: 0,
    quiet: 0,
    fought: false,
    merge: null,
  };
  // The defenders' workers already in the city start the combat where they stand, one group per colour
  // (a mixed group needs both players' agreement); the attacker's, and those of a defender who takes no
  // part, are idle.
  const idles = (seat: number): boolean => seat === attacker || !takesPart(state, seat);
  for (const key in state.crews) {
    for (const c of state.crews[key]!) {
      if (!idles(c.seat))
        combat.groups.push({ id: combat.nextGroup++, cell: Number(key), pieces: Array<number>(c.n).fill(c.seat), moved: false });
    }
    const idle = state.crews[key]!.filter((c) => idles(c.seat));
    if (idle.length) state.crews[key] = idle;
    else delete state.crews[key];
  }
  state.combat = combat;
  state.phase = "combat";
  log.push({ key: logKey("combatStarted"), params: { enemy, attacker, pieces, position: state.enemies[enemy] } });
  if (!hasEntry(state, combat)) afterEnemyPlacement(state, log);
}

function afterEnemyPlacement(state: RioState, log: Log): void {
  const combat = state.combat!;
  combat.toPlace = 0;
  if (!enemyLeft(combat)) return endCombat(state, "noEnemy", log);
  if (state.stoneSquares.includes("fort")) {
    const gunner = state.order.find((s) => characterWorks(state, s, "gunner"));
    combat.shooter =
      gunner !== undefined && gunner !== combat.attacker
        ? gunner
        : combat.defenders.reduce((best, s) => (state.seats[s]!.vp < state.seats[best]!.vp ? s : best), combat.defenders[0]!);
    combat.stage = "cannon";
    return;
  }
  startDefence(state, log);
}

/**
 * Whether a defender takes part in the defence. Revision 2: « Si un joueur défenseur n'a aucun des bâtiments
 * mentionné, il ne prendra pas part à la défense », those being his huts and houses and any barracks (the
 * squares he may defend from), so even his workers already in the city stay out; at revision 1 they fought.
 */
const takesPart = (state: RioState, seat: number): boolean =>
  !rulesAtLeast(state, 2) || Object.values(state.buildings).some((b) => isPost(b, seat));

/** « dans ses huttes ou maisons ou dans les casernes »: a building `seat` may defend from. */
const isPost = (b: { kind: BuildingKind; owner: number }, seat: number): boolean =>
  b.kind === "barracks" || (isHabitation(b.kind) && b.owner === seat);

const canDefend = (state: RioState, seat: number): boolean => state.seats[seat]!.supply > 0 && defenceCells(state, seat).length > 0;

function startDefence(state: RioState, log: Log): void {
  const combat = state.combat!;
  combat.stage = "defence";
  combat.actor = 0;
  combat.placedDefenders = 0;
  while (combat.actor < combat.defenders.length && !canDefend(state, combat.defenders[combat.actor]!)) combat.actor++;
  if (combat.actor >= combat.defenders.length) startBattle(state, log);
}

function nextDefender(state: RioState, log: Log): void {
  const combat = state.combat!;
  combat.placedDefenders = 0;
  combat.actor++;
  while (combat.actor < combat.defenders.length && !canDefend(state, combat.defenders[combat.actor]!)) combat.actor++;
  if (combat.actor >= combat.defenders.length) startBattle(state, log);
}

/** Squares where `seat` may add a defender: its habitations and any barracks, up to 3 pieces, its own group only. */
function defenceCells(state: RioState, seat: number): number[] {
  const combat = state.combat!;
  const out: number[] = [];
  for (const key in state.buildings) {
    const b = state.buildings[key]!;
    if (!isPost(b, seat)) continue;
    const pieces = groupsAt(combat, Number(key)).flatMap((g) => g.pieces);
    if (pieces.length >= WORKERS_PER_SQUARE || pieces.some((p) => p !== seat)) continue;
    out.push(Number(key));
  }
  return out.sort((a, b) => a - b);
}

/** Coins the next defender costs: the first ones are free, then 1, 2, 3… */
function defenderPrice(state: RioState, seat: number): number {
  const combat = state.combat!;
  const free =
    FREE_DEFENDERS +
    state.seats[seat]!.characters.reduce((n, c) => n + (characterWorks(state, seat, c) ? CHARACTERS[c].extraDefenders : 0), 0);
  return combat.placedDefenders < free ? 0 : combat.placedDefenders - free + 1;
}

const battleActors = (combat: Combat): number[] => [combat.attacker, ...combat.defenders];
const controls = (combat: Combat, seat: number, g: Group): boolean => (seat === combat.attacker ? isEnemy(g) : controller(g) === seat);
const hasGroups = (combat: Combat, seat: number): boolean => combat.groups.some((g) => controls(combat, seat, g));

function startBattle(state: RioState, log: Log): void {
  const combat = state.combat!;
  combat.stage = "battle";
  combat.actor = 0;
  combat.fought = false;
  for (const g of combat.groups) {
    g.moved = false;
    delete g.merged;
  }
  log.push({ key: logKey("battleRound"), params: { quiet: combat.quiet } });
}

/** The defenders' survivors stay in the city from revision 3 (rules-homecoming.ts); before, they all go home. */
function endCombat(state: RioState, reason: "noEnemy" | "quiet", log: Log): void {
  const combat = state.combat!;
  const stay = workersMayStay(state);
  if (!stay) for (const g of combat.groups) for (const p of g.pieces) if (p !== ENEMY_PIECE) state.seats[p]!.supply++;
  state.combat = null;
  log.push({ key: logKey("combatEnded"), params: { reason } });
  if (stay) leaveSurvivors(state, combat.groups, log);
}

/** Seats the combat waits for. */
export function combatAwaiting(combat: Combat): number[] {
  if (combat.merge) return [combat.merge.to];
  switch (combat.stage) {
    case "enemy":
      return [combat.attacker];
    case "cannon":
    case "hits":
      return [combat.shooter!];
    case "defence":
      return [combat.defenders[combat.actor]!];
    case "battle":
      return [battleActors(combat)[combat.actor]!];
  }
}

/** Squares a group may move to this round: orthogonal steps up to its reach, stopping at any fight. */
function reachable(state: RioState, combat: Combat, group: Group): number[] {
  const enemy = isEnemy(group);
  const byCell = new Map<number, Group>();
  for (const g of combat.groups) byCell.set(g.cell, g);
  const seen = new Set<number>([group.cell]);
  const out: number[] = [];
  let frontier = [group.cell];
  for (let step = 0; step < groupReach(group.pieces.length) && frontier.length; step++) {
    const next: number[] = [];
    for (const from of frontier) {
      for (const to of NEIGHBOURS_4[from]!) {
        if (seen.has(to) || PLAZA_SET.has(to)) continue;
        seen.add(to);
        const other = byCell.get(to);
        if (other) {
          // Allies block; an opposing group is fought where it stands.
          if (isEnemy(other) !== enemy) out.push(to);
          continue;
        }
        if (enemy) {
          const structure = structureAt(state, to);
          if (indestructible(state, structure)) continue;
          if (structure) {
            out.push(to);
            continue;
          }
        }
        out.push(to);
        next.push(to);
      }
    }
    frontier = next;
  }
  return out.sort((a, b) => a - b);
}

/** Groups merge with a group beside them, or one they share a square with since the combat began. */
const adjacent = (a: Group, b: Group): boolean => a.cell === b.cell || NEIGHBOURS_4[a.cell]!.includes(b.cell);

/** It is `seat`'s turn in the combat, at `stage`; `what` says when such a move is played. */
function combatRefusal(state: RioState, seat: number, stage: Combat["stage"], what: RefusalKey): Refusal | null {
  const combat = state.combat;
  if (!combat || state.pending) return refuse("no-combat", "rio-de-la-plata.refused.noCombat");
  if (combat.merge) return refuse("merge-pending", "rio-de-la-plata.refused.mergePending");
  if (!combatAwaiting(combat).includes(seat)) return refuse("not-your-turn", "rio-de-la-plata.refused.notYourCombatTurn");
  return refuseIf(combat.stage !== stage, "wrong-stage", what);
}

/**
 * A group moves or merges once a round: « Une fusion annule tout déplacement supplémentaire de la part des
 * 2 groupes », and without it two groups could hand pieces back and forth for ever.
 */
const movedRefusal = (g: Group): Refusal | null => refuseIf(g.moved, "already-moved", "rio-de-la-plata.refused.alreadyMoved");

/**
 * A group of `seat`'s free to merge this round and another allied group beside it, below 3 pieces, to merge
 * into. Revision 2: « On ne peut pas traverser une case occupée par des pions alliés sans fusionner »,
 * so merging ends a move rather than needing a group that stood still; only a group that already merged
 * this round may not. At revision 1 a group that had moved or merged could not.
 */
function mergeRefusal(state: RioState, seat: number, groupId: number, intoId: number): Refusal | null {
  const combat = state.combat!;
  const g = groupById(combat, groupId),
    into = groupById(combat, intoId);
  if (!g || !controls(combat, seat, g)) return refuse("not-your-group", "rio-de-la-plata.refused.notYourGroup");
  const spent = rulesAtLeast(state, 2)
    ? refuseIf(g.merged === true, "already-merged", "rio-de-la-plata.refused.alreadyMerged")
    : movedRefusal(g);
  if (spent) return spent;
  if (!into || into === g || isEnemy(into) !== isEnemy(g)) return refuse("no-such-group", "rio-de-la-plata.refused.noSuchGroup");
  if (!adjacent(g, into)) return refuse("not-adjacent", "rio-de-la-plata.refused.notAdjacent");
  return refuseIf(into.pieces.length >= ENEMY_GROUP_MAX, "group-full", "rio-de-la-plata.refused.groupFull");
}

const BATTLE_ONLY = "rio-de-la-plata.refused.battleOnly";
/** Accepting or declining needs a merge offered to `seat`. */
const mergeAnswerRefusal = (state: RioState, seat: number): Refusal | null =>
  refuseIf(!state.combat || state.pending !== null, "no-combat", "rio-de-la-plata.refused.noCombat") ??
  refuseIf(state.combat?.merge?.to !== seat, "no-merge-offer", "rio-de-la-plata.refused.noMergeOffer");

type CombatMove =
  | "placeEnemy"
  | "cannon"
  | "cannonHit"
  | "defend"
  | "endDefence"
  | "moveGroup"
  | "merge"
  | "proposeMerge"
  | "acceptMerge"
  | "declineMerge"
  | "endCombatTurn";

export const COMBAT: MoveRules<CombatMove> = {
  placeEnemy: {
    refusal: (state, seat, move) =>
      combatRefusal(state, seat, "enemy", "rio-de-la-plata.refused.notPlacingEnemies") ??
      refuseIf(move.size > state.combat!.toPlace, "too-many", "rio-de-la-plata.refused.tooMany") ??
      refuseIf(!isEntry(state, state.combat!, move.cell), "not-an-entry", "rio-de-la-plata.refused.notAnEntry"),
    play(state, _seat, move, log) {
      const combat = state.combat!;
      const group: Group = { id: combat.nextGroup++, cell: move.cell, pieces: Array<number>(move.size).fill(ENEMY_PIECE), moved: false };
      combat.groups.push(group);
      combat.toPlace -= move.size;
      log.push({ key: logKey("enemyPlaced"), params: { cell: move.cell, size: move.size, left: combat.toPlace } });
      destroyStructure(state, combat, group, log);
      if (combat.toPlace === 0 || !hasEntry(state, combat)) afterEnemyPlacement(state, log);
    },
  },
  cannon: {
    refusal: (state, seat) => combatRefusal(state, seat, "cannon", "rio-de-la-plata.refused.cannonNotFiring"),
    play(state, seat, move, log) {
      const combat = state.combat!;
      const dice = rollDice(state, 2);
      const hit = dice[0]! + dice[1]! >= move.bet + CANNON_MARGIN;
      const vp = hit && characterWorks(state, seat, "gunner") ? GUNNER_HIT_VP : 0;
      state.seats[seat]!.vp += vp;
      log.push({ key: logKey("cannonFired"), params: { seat, bet: move.bet, dice, hit, vp } });
      if (hit) {
        combat.hits = move.bet;
        combat.stage = "hits";
      } else startDefence(state, log);
    },
  },
  cannonHit: {
    refusal: (state, seat, move) =>
      combatRefusal(state, seat, "hits", "rio-de-la-plata.refused.noCannonHit") ??
      refuseIf(
        !groupById(state.combat!, move.group) || !isEnemy(groupById(state.combat!, move.group)!),
        "not-an-enemy",
        "rio-de-la-plata.refused.notAnEnemy",
      ),
    play(state, _seat, move, log) {
      const combat = state.combat!;
      const g = groupById(combat, move.group)!;
      g.pieces.shift();
      combat.hits--;
      log.push({ key: logKey("cannonHit"), params: { cell: g.cell } });
      if (g.pieces.length === 0) combat.groups = combat.groups.filter((x) => x !== g);
      if (!enemyLeft(combat)) return endCombat(state, "noEnemy", log);
      if (combat.hits === 0) startDefence(state, log);
    },
  },
  defend: {
    refusal: (state, seat, move) =>
      combatRefusal(state, seat, "defence", "rio-de-la-plata.refused.notPlacingDefenders") ??
      refuseIf(state.seats[seat]!.supply === 0, "no-workers", "rio-de-la-plata.refused.noDefenders") ??
      refuseIf(state.seats[seat]!.money < defenderPrice(state, seat), "cannot-pay", "rio-de-la-plata.refused.defenderPrice", {
        count: defenderPrice(state, seat),
      }) ??
      refuseIf(!defenceCells(state, seat).includes(move.cell), "not-a-post", "rio-de-la-plata.refused.notAPost"),
    play(state, seat, move, log) {
      const combat = state.combat!;
      const s = state.seats[seat]!;
      const price = defenderPrice(state, seat);
      s.money -= price;
      s.supply--;
      combat.placedDefenders++;
      const [g] = groupsAt(combat, move.cell);
      if (g) g.pieces.push(seat);
      else combat.groups.push({ id: combat.nextGroup++, cell: move.cell, pieces: [seat], moved: false });
      log.push({ key: logKey("defenderPlaced"), params: { seat, cell: move.cell, price } });
    },
  },
  endDefence: {
    refusal: (state, seat) => combatRefusal(state, seat, "defence", "rio-de-la-plata.refused.notPlacingDefenders"),
    play(state, seat, _move, log) {
      if (saysEveryMove(state)) log.push({ key: logKey("defenceEnded"), params: { seat } });
      nextDefender(state, log);
    },
  },
  moveGroup: {
    refusal(state, seat, move) {
      const stage = combatRefusal(state, seat, "battle", BATTLE_ONLY);
      if (stage) return stage;
      const combat = state.combat!;
      const g = groupById(combat, move.group);
      if (!g || !controls(combat, seat, g)) return refuse("not-your-group", "rio-de-la-plata.refused.notYourGroupToMove");
      return (
        movedRefusal(g) ??
        refuseIf(!reachable(state, combat, g).includes(move.to), "out-of-reach", "rio-de-la-plata.refused.outOfReach", {
          pieces: g.pieces.length,
          count: groupReach(g.pieces.length),
        })
      );
    },
    play(state, seat, move, log) {
      const combat = state.combat!;
      const g = groupById(combat, move.group)!;
      const from = g.cell;
      g.moved = true;
      log.push({ key: logKey("groupMoved"), params: { seat, group: g.id, from, to: move.to, size: g.pieces.length } });
      fightAt(state, combat, g, move.to, log);
      if (!enemyLeft(combat)) endCombat(state, "noEnemy", log);
    },
  },
  merge: {
    refusal: (state, seat, move) =>
      combatRefusal(state, seat, "battle", BATTLE_ONLY) ??
      mergeRefusal(state, seat, move.group, move.into) ??
      refuseIf(
        !controls(state.combat!, seat, groupById(state.combat!, move.into)!),
        "not-your-group",
        "rio-de-la-plata.refused.mergeNeedsAgreement",
      ),
    play(state, seat, move, log) {
      const combat = state.combat!;
      const g = groupById(combat, move.group)!,
        into = groupById(combat, move.into)!;
      mergeGroups(state, g, into, [...into.pieces, ...g.pieces]);
      log.push({ key: logKey("groupsMerged"), params: { seat, group: move.group, into: move.into } });
    },
  },
  proposeMerge: {
    refusal(state, seat, move) {
      const refusal = combatRefusal(state, seat, "battle", BATTLE_ONLY) ?? mergeRefusal(state, seat, move.group, move.into);
      if (refusal) return refusal;
      const into = groupById(state.combat!, move.into)!;
      if (controls(state.combat!, seat, into) || isEnemy(into)) return refuse("not-mixed", "rio-de-la-plata.refused.notMixed");
      return refuseIf(move.top !== seat && move.top !== controller(into), "bad-top", "rio-de-la-plata.refused.badTop");
    },
    play(state, seat, move, log) {
      const combat = state.combat!;
      const other = controller(groupById(combat, move.into)!);
      combat.merge = { group: move.group, into: move.into, top: move.top, from: seat, to: other };
      log.push({ key: logKey("mergeProposed"), params: { seat, to: other, group: move.group, into: move.into, top: move.top } });
    },
  },
  acceptMerge: {
    refusal: (state, seat) => mergeAnswerRefusal(state, seat),
    play(state, seat, _move, log) {
      const combat = state.combat!;
      const offer = combat.merge!;
      combat.merge = null;
      const g = groupById(combat, offer.group)!,
        into = groupById(combat, offer.into)!;
      const pieces = [...g.pieces, ...into.pieces];
      mergeGroups(state, g, into, [...pieces.filter((p) => p === offer.top), ...pieces.filter((p) => p !== offer.top)]);
      log.push({ key: logKey("mergeAccepted"), params: { seat, from: offer.from, group: offer.group, into: offer.into, top: offer.top } });
    },
  },
  declineMerge: {
    refusal: (state, seat) => mergeAnswerRefusal(state, seat),
    play(state, seat, _move, log) {
      const combat = state.combat!;
      log.push({ key: logKey("mergeDeclined"), params: { seat, from: combat.merge!.from } });
      combat.merge = null;
    },
  },
  endCombatTurn: {
    refusal: (state, seat) => combatRefusal(state, seat, "battle", "rio-de-la-plata.refused.noBattleTurn"),
    play(state, seat, _move, log) {
      if (saysEveryMove(state)) log.push({ key: logKey("combatTurnEnded"), params: { seat } });
      const combat = state.combat!;
      const actors = battleActors(combat);
      do combat.actor++;
      while (combat.actor < actors.length && !hasGroups(combat, actors[combat.actor]!));
      if (combat.actor < actors.length) return;
      combat.quiet = combat.fought ? 0 : combat.quiet + 1;
      if (combat.quiet >= QUIET_ROUNDS_TO_END) return endCombat(state, "quiet", log);
      startBattle(state, log);
    },
  },
};

/** The moves worth asking the combat's rules about at its current stage. */
export function combatCandidates(state: RioState, seat: number): RioMove[] {
  const combat = state.combat!;
  if (combat.merge) return [{ type: "acceptMerge" }, { type: "declineMerge" }];
  const out: RioMove[] = [];
  switch (combat.stage) {
    case "enemy":
      for (const cell of BORDER_CELLS) for (let size = 1; size <= ENEMY_GROUP_MAX; size++) out.push({ type: "placeEnemy", cell, size });
      break;
    case "cannon":
      for (let bet = 1; bet <= 6; bet++) out.push({ type: "cannon", bet });
      break;
    case "hits":
      for (const g of combat.groups) out.push({ type: "cannonHit", group: g.id });
      break;
    case "defence":
      for (const key of Object.keys(state.buildings)) out.push({ type: "defend", cell: Number(key) });
      out.push({ type: "endDefence" });
      break;
    case "battle":
      for (const g of combat.groups) {
        if (!controls(combat, seat, g)) continue;
        for (const to of reachable(state, combat, g)) out.push({ type: "moveGroup", group: g.id, to });
        for (const into of combat.groups) {
          if (into === g || !adjacent(g, into)) continue;
          out.push({ type: "merge", group: g.id, into: into.id });
          for (const top of new Set([seat, controller(into)])) out.push({ type: "proposeMerge", group: g.id, into: into.id, top });
        }
      }
      out.push({ type: "endCombatTurn" });
      break;
  }
  return out;
}

/** `into` takes the first 3 pieces of `pieces`, `g` keeps the rest (2 and 2 make 3 and 1); neither moves again. */
function mergeGroups(state: RioState, g: Group, into: Group, pieces: number[]): void {
  const combat = state.combat!;
  into.pieces = pieces.slice(0, ENEMY_GROUP_MAX);
  g.pieces = pieces.slice(ENEMY_GROUP_MAX);
  into.moved = true;
  g.moved = true;
  // Revision 1 barred a second merge by `moved` alone and stored no more.
  if (rulesAtLeast(state, 2)) {
    into.merged = true;
    g.merged = true;
  }
  if (g.pieces.length === 0) combat.groups = combat.groups.filter((x) => x !== g);
}
