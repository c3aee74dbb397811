// What the compiler cannot check when a game is added: the registry key is the game's own id (the one
// stored in records and sent by clients), and the README and the documentation name the game.
import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { GAME_IDS, gameModule, isGameId, loadGames } from "./index";

await loadGames();

const root = new URL("../../", import.meta.url);
const readme = readFileSync(new URL("README.md", root), "utf8");

describe.each(GAME_IDS)("the registered game %s", (id) => {
  const { definition } = gameModule(id);

  it("is registered under its own id", () => {
    expect(definition.id).toBe(id);
  });

  it("is named in the README's list of games and has its page in docs/games", () => {
    const list = readme.match(/^.*Games: (.*)$/m)?.[1] ?? "";
    expect(list).toContain(definition.name);
    expect(existsSync(new URL(`docs/games/${id}.md`, root))).toBe(true);
  });
});

it("a string names a game only when the registry has it", () => {
  expect(GAME_IDS.every(isGameId)).toBe(true);
  for (const id of ["chess", "", "toString", "__proto__", "Yucata"]) expect(isGameId(id)).toBe(false);
});
