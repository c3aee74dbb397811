// Every game records the rules revision it plays and keeps it: a new game plays the current revision, a
// replay of a stored game plays the one asked for, and each revision up to the current one says in both
// languages what it changed (shared/engine/revision.ts).
import { describe, expect, it } from "vitest";
import { Random, revisionOf, rulesAtLeast } from "../engine/index";
import { GAME_IDS, gameModule, loadGames } from "./index";

await loadGames();

describe.each(GAME_IDS)("the rules revisions of %s", (id) => {
  const { definition: def, bot } = gameModule(id);
  const setup = (revision?: number) => def.setup({ players: def.minPlayers, options: def.options.parse({}), seed: "revisions", revision });

  it("a new game plays the current revision, in its state and in every seat's view", () => {
    const state = setup();
    expect(revisionOf(state)).toBe(def.revision);
    expect((def.view(state, null) as { revision: number }).revision).toBe(def.revision);
    expect((def.view(state, 0) as { revision: number }).revision).toBe(def.revision);
  });

  it("a replay plays the revision it asks for, and a bot's sampled state plays it too", () => {
    const state = setup(1);
    expect(revisionOf(state)).toBe(1);
    const sampled = bot.determinize(def.view(state, 0), 0, Random.fromSeed("sample"));
    expect(revisionOf(sampled)).toBe(1);
  });

  it("refuses a revision this code does not know", () => {
    expect(() => setup(def.revision + 1)).toThrow(RangeError);
    expect(() => setup(0)).toThrow(RangeError);
  });

  it("says what each revision changed, in English and in French", async () => {
    const { en, fr } = await gameModule(id).loadMessages();
    for (let revision = 1; revision <= def.revision; revision++) {
      expect(en[`${id}.revision.${revision}`], `${id}.revision.${revision} in English`).toBeTruthy();
      expect(fr[`${id}.revision.${revision}`], `${id}.revision.${revision} in French`).toBeTruthy();
    }
  });
});

it("a state stored before revisions were recorded plays revision 1", () => {
  expect(revisionOf({ players: 2 })).toBe(1);
  expect(rulesAtLeast({}, 1)).toBe(true);
  expect(rulesAtLeast({}, 2)).toBe(false);
  expect(rulesAtLeast({ revision: 3 }, 2)).toBe(true);
});
