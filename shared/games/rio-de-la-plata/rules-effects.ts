// The effects of Rio de la Plata's workers, each taken off the board in the order its owner likes: the
// harvests, the crafts, the boat's loads, the characters paid for, the buildings built or used. Ending
// one's effects, which moves the year on, is in rules-year.ts.
import {
  BOAT_LOAD_PER_WORKER,
  BUILDINGS,
  CHARACTER_FINE,
  CHARACTER_IDS,
  CHARACTERS,
  MINOR_KINDS,
  AGRICULTURE_WORKERS_PER_COIN,
  type BuildingKind,
  type CharacterId,
} from "./data";
import { activateRefusal, buildRefusal } from "./rules-city";
import { fieldPrices, shipDocked, shipSpace, turnRefusal } from "./rules-turn";
import { canPay, gain, logKey, pay, refuseIf, type Log, type MoveRules, type RioMove, type RioState } from "./state";

const BUILD_KINDS: readonly BuildingKind[] = ["hut", "house", ...MINOR_KINDS];

type EffectMove = "harvest" | "craft" | "load" | "takeCharacter" | "build" | "activate";

export const EFFECTS: MoveRules<EffectMove> = {
  harvest: {
    refusal: (state, seat, move) =>
      turnRefusal(state, seat, "effects") ??
      refuseIf(
        move.field === "agriculture" ? state.agriculture[seat] === 0 : !state[move.field].includes(seat),
        "no-workers",
        "rio-de-la-plata.refused.noWorkersIn",
        { field: move.field },
      ),
    play(state, seat, move, log) {
      const s = state.seats[seat]!;
      if (move.field === "agriculture") {
        const n = state.agriculture[seat]!;
        const coins = Math.floor(n / AGRICULTURE_WORKERS_PER_COIN);
        s.money += coins;
        s.supply += n;
        state.agriculture[seat] = 0;
        log.push({ key: logKey("harvested"), params: { seat, field: "agriculture", money: coins } });
        return;
      }
      const field = move.field;
      let yieldCount = 0;
      state[field].forEach((holder, i) => {
        if (holder !== seat) return;
        yieldCount++;
        s.supply += fieldPrices(field)[i]!;
        state[field][i] = null;
      });
      const resource = field === "mine" ? "stone" : "wood";
      s[resource] += yieldCount;
      log.push({ key: logKey("harvested"), params: { seat, field, [resource]: yieldCount } });
    },
  },
  craft: {
    refusal: (state, seat, move) =>
      turnRefusal(state, seat, "effects") ??
      refuseIf(state.crafts[seat] === 0, "no-workers", "rio-de-la-plata.refused.noCrafts") ??
      refuseIf(state.seats[seat]![move.give] === 0, "cannot-pay", "rio-de-la-plata.refused.nothingToExchange", { resource: move.give }),
    play(state, seat, move, log) {
      const s = state.seats[seat]!;
      s[move.give]--;
      s.precious++;
      state.crafts[seat]!--;
      s.supply++;
      log.push({ key: logKey("crafted"), params: { seat, give: move.give } });
    },
  },
  load: {
    refusal: (state, seat, move) =>
      turnRefusal(state, seat, "effects") ??
      refuseIf(state.boat[seat] === 0 || !shipDocked(state), "no-workers", "rio-de-la-plata.refused.noBoatWorkers") ??
      refuseIf(move.stone + move.wood + move.precious > shipSpace(state), "boat-full", "rio-de-la-plata.refused.boatFull") ??
      refuseIf(!canPay(state.seats[seat]!, move), "cannot-pay", "rio-de-la-plata.refused.lackResources"),
    play(state, seat, move, log) {
      const s = state.seats[seat]!;
      pay(s, move);
      const cargo = state.ship.cargo[seat]!;
      cargo[0]! += move.stone;
      cargo[1]! += move.wood;
      cargo[2]! += move.precious;
      state.boat[seat]!--;
      s.supply++;
      log.push({ key: logKey("loaded"), params: { seat, stone: move.stone, wood: move.wood, precious: move.precious } });
    },
  },
  takeCharacter: {
    refusal: (state, seat, move) =>
      turnRefusal(state, seat, "effects") ??
      refuseIf(state.reserved[move.character] !== seat, "not-reserved", "rio-de-la-plata.refused.notReserved"),
    play: (state, seat, move, log) => takeCharacter(state, seat, move.character, log),
  },
  build: {
    refusal: (state, seat, move) => turnRefusal(state, seat, "effects") ?? buildRefusal(state, seat, move.cell, move.kind),
    play(state, seat, move, log) {
      const s = state.seats[seat]!;
      const spec = BUILDINGS[move.kind];
      pay(s, spec.cost);
      s.vp += spec.vp;
      s.built = true;
      state.buildings[move.cell] = { kind: move.kind, owner: seat };
      freeCrew(state, seat, move.cell);
      log.push({ key: logKey("built"), params: { seat, cell: move.cell, kind: move.kind, vp: spec.vp } });
    },
  },
  activate: {
    refusal: (state, seat, move) => turnRefusal(state, seat, "effects") ?? activateRefusal(state, seat, move.cell),
    play(state, seat, move, log) {
      const s = state.seats[seat]!;
      const b = state.buildings[move.cell]!;
      const effect = BUILDINGS[b.kind].effect!;
      pay(s, effect.pay);
      gain(s, effect.gain);
      state.uses[move.cell] = [...(state.uses[move.cell] ?? []), seat];
      freeCrew(state, seat, move.cell);
      log.push({ key: logKey("activated"), params: { seat, cell: move.cell, kind: b.kind, owner: b.owner } });
    },
  },
};

/** Every load of 1 to 3 goods a worker may carry. */
const LOADS = (() => {
  const out: { stone: number; wood: number; precious: number }[] = [];
  for (let stone = 0; stone <= BOAT_LOAD_PER_WORKER; stone++)
    for (let wood = 0; stone + wood <= BOAT_LOAD_PER_WORKER; wood++)
      for (let precious = 0; stone + wood + precious <= BOAT_LOAD_PER_WORKER; precious++)
        if (stone + wood + precious > 0) out.push({ stone, wood, precious });
  return out;
})();

export function effectCandidates(state: RioState): RioMove[] {
  const out: RioMove[] = [];
  for (const field of ["mine", "forest", "agriculture"] as const) out.push({ type: "harvest", field });
  for (const give of ["stone", "wood"] as const) out.push({ type: "craft", give });
  for (const l of LOADS) out.push({ type: "load", ...l });
  for (const character of CHARACTER_IDS) out.push({ type: "takeCharacter", character });
  for (const key of Object.keys(state.crews).sort((a, b) => Number(a) - Number(b))) {
    const cell = Number(key);
    for (const kind of BUILD_KINDS) out.push({ type: "build", cell, kind });
    out.push({ type: "activate", cell });
  }
  out.push({ type: "endEffects" });
  return out;
}

function freeCrew(state: RioState, seat: number, cell: number): void {
  const list = state.crews[cell]!;
  const crew = list.find((c) => c.seat === seat)!;
  state.seats[seat]!.supply += crew.n;
  const rest = list.filter((c) => c !== crew);
  if (rest.length) state.crews[cell] = rest;
  else delete state.crews[cell];
}

/** Paying for a reserved character, or the fine when one cannot. */
export function takeCharacter(state: RioState, seat: number, c: CharacterId, log: Log): void {
  const s = state.seats[seat]!;
  delete state.reserved[c];
  s.supply++;
  const price = CHARACTERS[c].price;
  if (s.money >= price) {
    s.money -= price;
    s.characters.push(c);
    (state.purchasedIn ??= {})[c] = state.year;
    log.push({ key: logKey("characterBought"), params: { seat, character: c, price } });
  } else {
    const money = Math.min(s.money, CHARACTER_FINE.money),
      vp = Math.min(s.vp, CHARACTER_FINE.vp);
    s.money -= money;
    s.vp -= vp;
    log.push({ key: logKey("characterFined"), params: { seat, character: c, money, vp } });
  }
}
