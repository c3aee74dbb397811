// Scenario builders for Balam's tests: a fresh game whose board, row of cards and sheets a test rewrites.
import { expect } from "vitest";
import { RuleError, type LogEntry } from "../../engine/index";
import { parseMove } from "../../engine/parse";
import { Random } from "../../engine/random";
import { CARDS, type BuildingKind, type CardKind, type Wealth } from "./data";
import { balam, type BalamMove, type BalamState } from "./index";
import { emptyPurse } from "./state";

/** A new game; `revision` plays an older revision of the rules (absent: the current one). */
export function fresh(players = 2, options: Record<string, unknown> = {}, revision?: number): BalamState {
  return balam.setup({ players, options: balam.options.parse(options), seed: "balam-test", revision });
}

/** The index of the `nth` card of a kind. */
export function card(kind: CardKind, nth = 0): number {
  return CARDS.flatMap((c, i) => (c.kind === kind ? [i] : []))[nth]!;
}

/** Lays out a row: every card face down, the given ones in order, then one more harmless card per player. */
export function withRow(state: BalamState, cards: number[]): void {
  state.row = cards.map((c) => ({ card: c, up: false }));
  state.seen = state.seen.map(() => []);
}

export function setCity(state: BalamState, site: number, owner: number | null, buildings: [BuildingKind, number[], Wealth?][]): void {
  state.sites[site] = { owner, buildings: buildings.map(([kind, slots, token]) => ({ kind, slots, token: token ?? null })) };
}

export function setWealth(state: BalamState, seat: number, wealth: Partial<Record<Wealth, number>>): void {
  state.kings[seat]!.wealth = { ...emptyPurse(), ...wealth };
}

export function play(state: BalamState, seat: number, move: BalamMove): { state: BalamState; log: LogEntry[] } {
  return balam.apply(state, seat, move);
}

/** Checks that `move`, sent as JSON, is refused with `code` (a bad shape at the edge, else by the rules). */
export function refused(state: BalamState, seat: number, move: unknown, code: string): RuleError {
  try {
    balam.apply(state, seat, parseMove(balam, move));
  } catch (e) {
    expect(e).toBeInstanceOf(RuleError);
    expect((e as RuleError).code).toBe(code);
    return e as RuleError;
  }
  throw new Error(`expected ${JSON.stringify(move)} to be refused with ${code}`);
}

/** A random state whose next die rolls give these face indexes (0–5). */
export function rngRolling(indexes: number[]): BalamState["rng"] {
  for (let i = 0; ; i++) {
    const r = Random.fromSeed(`dice-${i}`);
    if (indexes.every((want) => r.int(0, 5) === want)) return Random.fromSeed(`dice-${i}`).state;
  }
}

export const keys = (log: LogEntry[]) => log.map((e) => e.key);
