// A king coming back sees what the others did since: the sites they took, built on, fought over, and the
// Katun cards turned up. Each case changes one thing between two views of the same game.
import { describe, expect, it } from "vitest";
import { balam } from "../../../shared/games/balam/index";
import { fresh, setCity } from "../../../shared/games/balam/test-helpers";
import { changesSince } from "./changes";

const before = fresh(2);
const seen = balam.view(before, 0);

describe("Balam: changes since the last visit", () => {
  it("says nothing without a last visit, nor when nothing moved", () => {
    expect(changesSince(undefined, seen)).toEqual({ sites: new Map(), cards: new Set() });
    expect(changesSince(seen, balam.view(structuredClone(before), 0))).toEqual({ sites: new Map(), cards: new Set() });
  });

  it("marks a city founded with its building as taken and built", () => {
    const after = structuredClone(before);
    setCity(after, 14, 1, [["village", [0]]]);
    expect(changesSince(seen, balam.view(after, 0)).sites).toEqual(new Map([[14, ["taken", "built"]]]));
  });

  it("marks a building lost and wealth moved on a city that keeps its king", () => {
    const start = structuredClone(before);
    setCity(start, 13, 0, [
      ["village", [0], "maize"],
      ["garrison", [1]],
    ]);
    const after = structuredClone(start);
    setCity(after, 13, 0, [["village", [0], "maize"]]);
    const moved = structuredClone(start);
    setCity(moved, 13, 0, [
      ["village", [0]],
      ["garrison", [1]],
    ]);
    expect(changesSince(balam.view(start, 0), balam.view(after, 0)).sites.get(13)).toEqual(["destroyed"]);
    expect(changesSince(balam.view(start, 0), balam.view(moved, 0)).sites.get(13)).toEqual(["wealth"]);
  });

  it("marks the site a new war was fought over as attacked", () => {
    const after = structuredClone(before);
    after.lastWar = {
      attacker: 1,
      defender: 0,
      from: 14,
      to: 13,
      garrisons: [0],
      attackObsidian: 0,
      stage: "done",
      defenceObsidian: 0,
      dice: [1],
      attack: 2,
      defence: 1,
      skulls: 0,
      points: 1,
      destroyed: [],
      garrisonsLost: 0,
      prisoners: 0,
      devastated: false,
    };
    expect(changesSince(seen, balam.view(after, 0)).sites).toEqual(new Map([[13, ["attacked"]]]));
  });

  it("marks a Katun card turned up in the same round, and every face-up card of a new round", () => {
    const after = structuredClone(before);
    after.row[1]!.up = true;
    expect(changesSince(seen, balam.view(after, 0)).cards).toEqual(new Set([1]));
    after.round += 1;
    expect(changesSince(seen, balam.view(after, 0)).cards).toEqual(new Set([1]));
    after.row[0]!.up = true;
    expect(changesSince(seen, balam.view(after, 0)).cards).toEqual(new Set([0, 1]));
  });
});
