// The expert bot plans a whole turn and judges it by the score the game will count at the end: it builds
// what brings prestige round after round, and routes the most precious wealth to its temples.
import { describe, expect, it } from "vitest";
import { Random } from "../../engine/random";
import { botFor } from "../../bots/index";
import type { BotLevel } from "../../bots/levels";
import { balam, type BalamMove, type BalamState } from "./index";
import { geo } from "./state";
import { fresh, setCity } from "./test-helpers";
import { loadGame } from "../index";

await loadGame("balam");

/** The moves `level` makes for `seat` while the game awaits that seat alone, and the state after them. */
function turnOf(level: BotLevel, start: BalamState, seat: number): { moves: BalamMove[]; state: BalamState } {
  const rng = Random.fromSeed("balam-bot-test");
  const moves: BalamMove[] = [];
  let state = start;
  while (balam.awaiting(state).length === 1 && balam.awaiting(state)[0] === seat && moves.length < 20) {
    const legal = balam.legalMoves(state, seat);
    const move = botFor("balam", level).choose({ view: balam.view(state, seat), legal, seat, rng }) as BalamMove;
    moves.push(move);
    state = balam.apply(state, seat, move).state;
  }
  return { moves, state };
}

describe("Balam's expert bot", () => {
  it("founds a city with a temple and the villages that feed it in its first turn, where the strong bot flips a card", () => {
    // « Le village : Chaque village produit 1 richesse à la fin de chaque manche. » « Le temple : Chaque
    // temple permet de sacrifier 2 richesses à la fin de chaque manche. »
    const start = fresh();
    const seat = start.current;
    expect(turnOf("strong", start, seat).moves[0]!.type).toBe("flip");
    const { moves, state } = turnOf("expert", start, seat);
    expect(moves[0]!.type).toBe("tax");
    const cities = state.sites.filter((s) => s.owner === seat);
    expect(cities).toHaveLength(1);
    const kinds = cities[0]!.buildings.map((b) => b.kind);
    expect(kinds).toContain("temple");
    expect(kinds.filter((k) => k === "village").length).toBeGreaterThanOrEqual(1);
  });

  it("sends its most precious wealth to its temple at a distribution, the rest to be lost", () => {
    // « 1 maïs : 1 point / 1 cacao / 1 obsidienne / 1 coquillage / 1 jade : 2 points / 1 prisonnier : 3 points »
    const start = fresh();
    const store = geo(start).sites[14]!.neighbours[0]!;
    setCity(start, 14, 0, [
      ["temple", [0, 1]],
      ["village", [2], "cacao"],
      ["village", [3], "maize"],
    ]);
    setCity(start, store, 0, [["storehouse", [0], "prisoner"]]);
    start.phase = "distribution";
    start.plans = [
      { routes: [], submitted: false },
      { routes: [], submitted: true },
    ];
    const prestige = start.kings[0]!.prestige;
    const { moves, state } = turnOf("expert", start, 0);
    expect(moves.at(-1)).toEqual({ type: "distribute", routes: [], submit: true });
    // The prisoner (3) and the cacao (2) are sacrificed; the maize has nowhere to go.
    expect(state.kings[0]!.prestige - prestige).toBe(5);
  });
});
