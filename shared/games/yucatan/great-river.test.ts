// The great river's crossing, revision 2: « Traverser le grand fleuve. Un pion ne peut pas s'arrêter sur le
// grand fleuve, mais il peut le traverser avec un déplacement unique de deux cases ». A crossing reaches the
// other bank; a game started under revision 1 keeps letting a warrior hop through the water to its own bank.
import { describe, expect, it } from "vitest";
import { RuleError } from "../../engine/index";
import { parseMove } from "../../engine/parse";
import { type YucatanState, yucatan } from "./index";
import { hexAt, scenario } from "./test-helpers";

type At = [number, number];

/**
 * At each player count, a warrior on a beach (`from`) beside a great-river hex (`river`) that also touches a
 * beach of the same bank (`sameBank`); the land route there runs through `blocker`, where its own warrior
 * stands. `across` is a beach of the other bank that a crossing still reaches, from `from` or, where the water
 * before `from` is a lake too wide to cross, from `acrossFrom`.
 */
const EXAMPLES: { players: number; from: At; river: At; sameBank: At; blocker: At; across: At; acrossFrom?: At }[] = [
  { players: 2, from: [5, -3], river: [4, -2], sameBank: [3, -2], blocker: [4, -3], across: [4, -1] },
  { players: 3, from: [-2, -5], river: [-2, -4], sameBank: [-1, -4], blocker: [-1, -5], across: [-3, -3] },
  { players: 4, from: [1, -2], river: [1, -1], sameBank: [2, -1], blocker: [2, -2], across: [-8, 1], acrossFrom: [-7, -1] },
];

const moveTargets = (state: YucatanState, warrior: number) =>
  new Set(yucatan.legalMoves(state, 0).flatMap((m) => (m.type === "move" && m.warrior === warrior ? [m.to] : [])));

function refusalOf(state: YucatanState, move: unknown): string | undefined {
  try {
    yucatan.apply(state, 0, parseMove(yucatan, move));
  } catch (e) {
    if (e instanceof RuleError) return e.code;
    throw e;
  }
  return undefined;
}

describe("crossing the great river (revision 2)", () => {
  for (const ex of EXAMPLES) {
    const hex = (at: At) => hexAt(ex.players, ...at);
    // Warrior 1 on `from`, 2 the blocker, 3 (when there is one) on `acrossFrom`.
    const build = (revision: number) =>
      scenario({
        players: ex.players,
        revision,
        warriors: [
          { owner: 0, at: ex.from, guild: "jaguar" },
          { owner: 0, at: ex.blocker, guild: "snake" },
          ...(ex.acrossFrom ? [{ owner: 0, at: ex.acrossFrom, guild: "hummingbird" as const }] : []),
        ],
      });
    const crosser = ex.acrossFrom ? 3 : 1;

    it(`${ex.players} players: no hop through the water back to the warrior's own bank, around a blocker`, () => {
      const state = build(2);
      expect(moveTargets(state, 1).has(hex(ex.sameBank)), `${hex(ex.from)}→${hex(ex.river)}→${hex(ex.sameBank)}`).toBe(false);
      expect(refusalOf(state, { type: "move", warrior: 1, to: hex(ex.sameBank) })).toBe("unreachable");
      // A crossing to the other bank stays a move.
      expect(moveTargets(state, crosser).has(hex(ex.across))).toBe(true);
      const crossed = yucatan.apply(state, 0, { type: "move", warrior: crosser, to: hex(ex.across) }).state;
      expect(crossed.warriors.find((w) => w.id === crosser)!.hex).toBe(hex(ex.across));
    });

    it(`${ex.players} players: a game started under revision 1 keeps the hop to its own bank`, () => {
      const state = build(1);
      expect(moveTargets(state, 1).has(hex(ex.sameBank))).toBe(true);
      const after = yucatan.apply(state, 0, { type: "move", warrior: 1, to: hex(ex.sameBank) }).state;
      expect(after.warriors.find((w) => w.id === 1)!.hex).toBe(hex(ex.sameBank));
      expect(after.revision).toBe(1);
    });
  }
});
