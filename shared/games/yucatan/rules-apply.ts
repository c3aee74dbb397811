// Yucatàn's moves carried out, once `refusal` (rules.ts) accepts them: villages, warriors, moves and
// their raids, combats and deliveries, building the pyramid.
import { type LogEntry, RuleError, rulesAtLeast } from "../../engine/index";
import { BEATS, CARRY_LIMIT, PRISONERS_PER_LEVEL, PYRAMID_LEVELS } from "./data";
import type { Village, Warrior, YucatanMove, YucatanState } from "./state";
import {
  type Position,
  position,
  advanceSetup,
  warriorsOnBoard,
  feedLimit,
  delivers,
  type MoveOf,
  reachOf,
  ownWarrior,
  refusal,
} from "./rules";

/** Mutates `state` (a copy made by the caller) and returns the log of what happened. */
export function applyMove(state: YucatanState, seat: number, move: YucatanMove): LogEntry[] {
  const pos = position(state);
  RuleError.throwIf(refusal(state, pos, seat, move));
  const log: LogEntry[] = [];
  switch (move.type) {
    case "placeWarriors":
      placeWarriors(state, seat, move, log);
      state.step++;
      advanceSetup(state, log);
      return log;
    case "placeVillage":
      placeVillage(state, seat, move.hex, log);
      state.step++;
      advanceSetup(state, log);
      return log;
    case "removeWarrior":
      removeWarrior(state, seat, move.warrior, log);
      return log;
    case "establish":
      state.villages.push({ hex: move.hex, owner: seat, large: false });
      state.seats[seat]!.villagesLeft--;
      log.push({ key: "yucatan.established", params: { seat, hex: move.hex } });
      break;
    case "enlarge":
      enlarge(state, pos, seat, move.hex, log);
      break;
    case "deploy":
      deploy(state, pos, seat, move, log);
      break;
    case "move":
      moveWarrior(state, pos, seat, move, log);
      break;
    case "build":
      build(state, seat, log);
      break;
    case "pass":
      log.push({ key: "yucatan.passed", params: { seat } });
      break;
  }
  if (state.phase === "play" && !state.pending) state.turn = (state.turn + 1) % state.players;
  return log;
}

function placeVillage(state: YucatanState, seat: number, hex: number, log: LogEntry[]): void {
  if (state.phase === "neutralVillage") {
    state.villages.push({ hex, owner: null, large: false });
    state.neutralLeft--;
    log.push({ key: "yucatan.neutralVillagePlaced", params: { seat, hex } });
    return;
  }
  const large = state.phase === "largeVillage";
  state.villages.push({ hex, owner: seat, large });
  state.seats[seat]!.villagesLeft--;
  log.push({ key: large ? "yucatan.largeVillagePlaced" : "yucatan.smallVillagePlaced", params: { seat, hex } });
}

function placeWarriors(state: YucatanState, seat: number, move: MoveOf<"placeWarriors">, log: LogEntry[]): void {
  const ids = move.hexes.map((hex, i) => {
    const guild = move.guilds[i]!;
    state.seats[seat]!.reserve[guild]--;
    const id = state.nextWarrior++;
    state.warriors.push({ id, owner: seat, hex, guild, carried: 0, shown: false });
    return id;
  });
  log.push({ key: "yucatan.warriorsPlaced", params: { seat, warriors: ids, hexes: [...move.hexes] } });
  log.push({ key: "yucatan.guildsChosen", params: { seat, warriors: ids, guilds: [...move.guilds] }, seats: [seat] });
}

function enlarge(state: YucatanState, pos: Position, seat: number, hex: number, log: LogEntry[]): void {
  pos.villageAt[hex]!.large = true;
  log.push({ key: "yucatan.enlarged", params: { seat, hex } });
  const w = pos.warriorAt[hex];
  if (w && w.owner === seat) deliver(state, w, log);
}

function deploy(state: YucatanState, pos: Position, seat: number, { hex, guild }: MoveOf<"deploy">, log: LogEntry[]): void {
  state.seats[seat]!.reserve[guild]--;
  const v = pos.villageAt[hex];
  if (v) v.large = false;
  const id = state.nextWarrior++;
  state.warriors.push({ id, owner: seat, hex, guild, carried: 0, shown: false });
  log.push({ key: "yucatan.deployed", params: { seat, warrior: id, hex, fromVillage: v !== undefined } });
  log.push({ key: "yucatan.deployedGuild", params: { seat, warrior: id, guild }, seats: [seat] });
}

function moveWarrior(state: YucatanState, pos: Position, seat: number, { warrior: id, to }: MoveOf<"move">, log: LogEntry[]): void {
  const w = ownWarrior(state, seat, id)!;
  const from = w.hex;
  log.push({ key: "yucatan.moved", params: { seat, warrior: id, from, to } });
  if (reachOf(pos, w).get(to)) deliver(state, w, log);
  const defender = pos.warriorAt[to];
  if (defender) {
    combat(state, w, defender, log);
    if (!state.warriors.includes(w)) {
      // Revision 2: a defender winning on its own large village or city delivers what it gained at once.
      if (rulesAtLeast(state, 2) && delivers(pos, to, defender.owner)) deliver(state, defender, log);
      return;
    }
    w.hex = to;
    if (delivers(pos, to, seat)) deliver(state, w, log);
    return;
  }
  w.hex = to;
  const v = pos.villageAt[to];
  const city = pos.facts.cityAt[to]!;
  if (v && v.owner !== seat) raid(state, w, v, log);
  else if (city >= 0 && city !== seat) {
    const taken = Math.min(CARRY_LIMIT - w.carried, state.seats[city]!.cityPrisoners);
    state.seats[city]!.cityPrisoners -= taken;
    w.carried += taken;
    log.push({ key: "yucatan.cityRaided", params: { seat, warrior: id, city, taken, carried: w.carried } });
  } else if (delivers(pos, to, seat)) deliver(state, w, log);
}

/** One prisoner from the supply, if the warrior has room and the supply has tokens. */
function capture(state: YucatanState, w: Warrior): number {
  if (w.carried >= CARRY_LIMIT || state.prisonerSupply === 0) return 0;
  w.carried++;
  state.prisonerSupply--;
  return 1;
}

function raid(state: YucatanState, w: Warrior, v: Village, log: LogEntry[]): void {
  const captured = capture(state, w);
  const removed = !v.large;
  if (v.large) v.large = false;
  else {
    state.villages.splice(state.villages.indexOf(v), 1);
    if (v.owner !== null) state.seats[v.owner]!.villagesLeft++;
  }
  log.push({
    key: "yucatan.villageRaided",
    params: { seat: w.owner, warrior: w.id, hex: v.hex, villageOwner: v.owner, removed, captured, carried: w.carried },
  });
  if (removed && v.owner !== null && warriorsOnBoard(state, v.owner) > feedLimit(state, v.owner)) {
    state.pending = { seat: v.owner };
    log.push({ key: "yucatan.mustRemoveWarrior", params: { seat: v.owner } });
  }
}

function combat(state: YucatanState, attacker: Warrior, defender: Warrior, log: LogEntry[]): void {
  const attackerWins = BEATS[attacker.guild] === defender.guild;
  const [winner, loser] = attackerWins ? [attacker, defender] : [defender, attacker];
  state.warriors.splice(state.warriors.indexOf(loser), 1);
  state.seats[loser.owner]!.reserve[loser.guild]++;
  const taken = Math.min(CARRY_LIMIT - winner.carried, loser.carried);
  winner.carried += taken;
  state.prisonerSupply += loser.carried - taken;
  const captured = capture(state, winner);
  winner.shown = true;
  log.push({
    key: "yucatan.combat",
    params: {
      hex: defender.hex,
      attacker: attacker.id,
      attackerSeat: attacker.owner,
      attackerGuild: attacker.guild,
      defender: defender.id,
      defenderSeat: defender.owner,
      defenderGuild: defender.guild,
      winner: winner.id,
      winnerSeat: winner.owner,
      taken,
      captured,
      carried: winner.carried,
    },
  });
}

function deliver(state: YucatanState, w: Warrior, log: LogEntry[]): void {
  if (w.carried === 0) return;
  const city = state.seats[w.owner]!;
  city.cityPrisoners += w.carried;
  log.push({ key: "yucatan.delivered", params: { seat: w.owner, warrior: w.id, count: w.carried, cityPrisoners: city.cityPrisoners } });
  w.carried = 0;
}

function removeWarrior(state: YucatanState, seat: number, id: number, log: LogEntry[]): void {
  const w = ownWarrior(state, seat, id)!;
  state.warriors.splice(state.warriors.indexOf(w), 1);
  state.seats[seat]!.reserve[w.guild]++;
  state.prisonerSupply += w.carried;
  log.push({ key: "yucatan.warriorRemoved", params: { seat, warrior: id, hex: w.hex, discarded: w.carried } });
  if (warriorsOnBoard(state, seat) <= feedLimit(state, seat)) {
    state.pending = null;
    state.turn = (state.turn + 1) % state.players;
  }
}

function build(state: YucatanState, seat: number, log: LogEntry[]): void {
  const s = state.seats[seat]!;
  s.cityPrisoners -= PRISONERS_PER_LEVEL;
  state.prisonerSupply += PRISONERS_PER_LEVEL;
  s.pyramid++;
  log.push({ key: "yucatan.pyramidBuilt", params: { seat, level: s.pyramid } });
  if (s.pyramid === PYRAMID_LEVELS) {
    state.phase = "over";
    state.winner = seat;
    log.push({ key: "yucatan.won", params: { seat } });
  }
}
