// What a waiting seat is offered to plan, for every game: moves of its own and conditions on the next
// other seat's move, worked out from its view alone.
import { describe, expect, it } from "vitest";
import { Random } from "../engine/random";
import { randomPlayout } from "../engine/play";
import { everyCatalog } from "../games/catalog";
import { GAME_IDS, gameRules, loadGames } from "../games/index";
import type { YucataView } from "../games/yucata/index";
import { LANGS, translator } from "../i18n/index";
import { conditionWords, planOptions } from "./plan";

await loadGames();
const catalog = await everyCatalog();
const words = conditionWords(catalog);

/** A game played at random until seat 0 waits for another seat (after a few moves, so hands have changed). */
function waitingState(id: (typeof GAME_IDS)[number], players: number) {
  const game = gameRules(id);
  const setup = { players, options: {}, seed: `plan-${id}` };
  for (let maxMoves = 3; maxMoves < 60; maxMoves++) {
    const { state } = randomPlayout(game, setup, { maxMoves, chooserSeed: "plan" });
    const awaited: number[] = game.awaiting(state);
    if (awaited.length > 0 && !awaited.includes(0)) return state;
  }
  throw new Error(`${id}: seat 0 never waited`);
}

describe.each(GAME_IDS)("planning ahead in %s", (id) => {
  it("offers moves of the game's shape and conditions on another seat's move, each line one seat 0 may read", () => {
    const game = gameRules(id);
    const players = Math.max(game.minPlayers, 3 <= game.maxPlayers ? 3 : 2);
    const state = waitingState(id, players);
    const options = planOptions(id, game.view(state, 0), 0, Random.fromSeed("plan"), words);
    expect(options.moves.length).toBeGreaterThan(0);
    for (const move of options.moves) expect(game.move.safeParse(move).success).toBe(true);
    expect(options.replies.length).toBeGreaterThan(0);
    for (const reply of options.replies) {
      expect(reply.seat).not.toBe(0);
      for (const line of reply.log) expect(line).not.toHaveProperty("seats");
    }
  });
});

it("offers in Yucata' only cards of the seat's own hand, which its view shows", () => {
  const state = waitingState("yucata", 2);
  const view = gameRules("yucata").view(state, 0) as YucataView;
  const { moves } = planOptions("yucata", view, 0, Random.fromSeed("plan"), words);
  expect(moves.map((m) => (m as { card: unknown }).card).sort()).toEqual([...view.hand!].sort());
});

it("offers in Balam each condition once as a player reads it, Katun flips of others among them", () => {
  const game = gameRules("balam");
  const names = ["Alice", "Bruno", "Carla"];
  let flips = 0;
  for (const [players, maxMoves] of [2, 3].flatMap((p) => Array.from({ length: 40 }, (_, m) => [p, m + 3] as const))) {
    const { state } = randomPlayout(game, { players, options: {}, seed: "plan-balam" }, { maxMoves, chooserSeed: "plan" });
    const awaited: number[] = game.awaiting(state);
    if (awaited.length === 0 || awaited.includes(0)) continue;
    const { replies } = planOptions("balam", game.view(state, 0), 0, Random.fromSeed(`plan-${maxMoves}`), words);
    flips += replies.filter((r) => r.log.some((line) => line.key === "balam.flipped")).length;
    for (const lang of LANGS) {
      // As the page phrases them (PlanAhead.tsx): the lines of a reply one after another.
      const t = translator(lang, catalog);
      const read = replies.map((r) => r.log.map((line) => t(line.key, line.params, (seat) => names[seat] ?? "?")).join(" "));
      expect(
        read.filter((text, i) => read.indexOf(text) !== i),
        `${lang}, ${players} players, after ${maxMoves} moves`,
      ).toEqual([]);
    }
  }
  expect(flips, "some conditions are others' Katun flips").toBeGreaterThan(0);
});
