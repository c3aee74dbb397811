// A player coming back sees what the others did since: squares built on, workers come or gone, fights,
// walls raised, ladder and field places taken. Each case changes one thing between two views.
import { describe, expect, it } from "vitest";
import { rioDeLaPlata as game, type RioState } from "../../../shared/games/rio-de-la-plata/index";
import { cellAt } from "../../../shared/games/rio-de-la-plata/data";
import { changesSince } from "./changes";

const before: RioState = game.setup({ players: 3, options: game.options.parse({}), seed: "changes" });
const seen = game.view(before, 0);
const viewAfter = (change: (s: RioState) => void) => {
  const s = structuredClone(before);
  change(s);
  return game.view(s, 0);
};

describe("Rio de la Plata: changes since the last visit", () => {
  it("says nothing without a last visit, nor when nothing moved", () => {
    const nothing = { squares: new Map(), walls: new Set(), places: new Set() };
    expect(changesSince(undefined, seen)).toEqual(nothing);
    expect(
      changesSince(
        seen,
        viewAfter(() => {}),
      ),
    ).toEqual(nothing);
  });

  it("marks a square where workers came, and then a hut built there", () => {
    const cell = cellAt(6, 3);
    const placed = viewAfter((s) => void (s.crews[cell] = [{ seat: 1, n: 1 }]));
    expect(changesSince(seen, placed).squares).toEqual(new Map([[cell, ["workers"]]]));
    const built = viewAfter((s) => void (s.buildings[cell] = { kind: "hut", owner: 1 }));
    expect(changesSince(seen, built).squares).toEqual(new Map([[cell, ["built"]]]));
  });

  it("marks the squares where enemies stand as attacked", () => {
    const cell = cellAt(0, 0);
    const attacked = viewAfter((s) => {
      s.phase = "combat";
      s.combat = {
        enemy: "pirates",
        attacker: 0,
        stage: "enemy",
        toPlace: 0,
        shooter: null,
        hits: 0,
        defenders: [],
        actor: 0,
        placedDefenders: 0,
        groups: [{ id: 1, cell, pieces: [-1, -1], moved: false }],
      } as unknown as RioState["combat"];
    });
    expect(changesSince(seen, attacked).squares).toEqual(new Map([[cell, ["attacked"]]]));
  });

  it("marks a wall raised and the ladder and mine places taken", () => {
    const wall = before.walls.indexOf(false);
    const moved = viewAfter((s) => {
      s.walls[wall] = true;
      s.ladders.palace[0] = 2;
      s.mine[3] = 1;
    });
    const changes = changesSince(seen, moved);
    expect(changes.walls).toEqual(new Set([wall]));
    expect(changes.places).toEqual(new Set(["palace:0", "mine:3"]));
  });
});
