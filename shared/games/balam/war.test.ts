// Balam's war, from the text (shared/rules/balam.fr.txt) and the notes (../../../../shared/games/balam.md, beside the repository).
// Site numbers refer to the default board (see docs/games/balam.md for its map).
import { describe, expect, it } from "vitest";
import { balam } from "./index";
import { fresh, keys, play, refused, rngRolling, setCity } from "./test-helpers";

describe("war", () => {
  // Violet (seat 0) holds seaside site 16 (2 garrisons, 1 obsidian); grey (seat 1) site 17 (a garrison and a
  // village) and site 18 next to it (2 garrisons, one with obsidian): 3 garrisons + 1 obsidian in defence.
  // `revision` 2 is the last before the defender named the garrisons whose obsidian he spends.
  const example = (revision?: number) => {
    const s = fresh(2, {}, revision);
    setCity(s, 16, 0, [
      ["garrison", [0], "obsidian"],
      ["garrison", [1]],
    ]);
    setCity(s, 17, 1, [
      ["garrison", [0]],
      ["village", [1]],
    ]);
    setCity(s, 18, 1, [
      ["garrison", [0], "obsidian"],
      ["garrison", [1]],
    ]);
    return play(s, 0, { type: "tax", wealth: "maize" }).state;
  };

  // « L'attaquant lance 2 dés, et obtient un 3 et une tête de mort […] Il perd une garnison (et une
  // obsidienne) mais détruit 1 bâtiment chez son ennemi (une garnison ou un village), et remporte donc 1
  // prisonnier. »
  it("plays the example of the text: attack 3+1 = 4 against 3, one building destroyed, one garrison lost, one prisoner", () => {
    let s = example(2);
    const attack = play(s, 0, { type: "attack", from: 16, to: 17, garrisons: [0, 1], obsidian: [0] });
    s = attack.state;
    expect(s.sites[16]!.buildings[0]!.token).toBeNull();
    // The game waits for the defender's obsidian choice during the attacker's turn.
    expect(balam.awaiting(s)).toEqual([1]);
    expect(balam.legalMoves(s, 1)).toEqual([
      { type: "defend", obsidian: 0 },
      { type: "defend", obsidian: 1 },
    ]);
    s.rng = rngRolling([4, 5]); // a 3 and a skull
    const defended = play(s, 1, { type: "defend", obsidian: 0 });
    s = defended.state;
    expect(defended.log.find((e) => e.key === "balam.dice")?.params).toMatchObject({
      faces: [3, "skull"],
      attack: 4,
      defence: 3,
      points: 1,
    });
    expect(s.sites[18]!.buildings[0]!.token).toBe("obsidian");
    // The skull: the attacker chooses which committed garrison he loses.
    expect(balam.awaiting(s)).toEqual([0]);
    expect(balam.legalMoves(s, 0)).toEqual([
      { type: "casualties", slots: [0] },
      { type: "casualties", slots: [1] },
    ]);
    refused(s, 0, { type: "casualties", slots: [0, 1] }, "bad-casualties");
    s = play(s, 0, { type: "casualties", slots: [0] }).state;
    // One point: a garrison or the village, his choice.
    expect(balam.legalMoves(s, 0)).toEqual([
      { type: "destroy", slots: [0] },
      { type: "destroy", slots: [1] },
    ]);
    const end = play(s, 0, { type: "destroy", slots: [1] });
    s = end.state;
    expect(s.sites[17]!.buildings.map((b) => b.kind)).toEqual(["garrison"]);
    expect(s.sites[16]!.buildings).toEqual([{ kind: "garrison", slots: [1], token: "prisoner" }]);
    expect(s.lastWar).toMatchObject({ attack: 4, defence: 3, destroyed: ["village"], garrisonsLost: 1, prisoners: 1 });
    expect(s.current).toBe(1);
  });

  // « L'attaquant perd 1 garnison de son choix pour chaque résultat " échec ", dans tous les cas. »
  it("lets the attacker lose any garrisons of his choice to skulls, whatever order he committed them in", () => {
    const s = fresh(2);
    setCity(s, 16, 0, [
      ["garrison", [2]],
      ["garrison", [1]],
      ["garrison", [0]],
    ]);
    setCity(s, 17, 1, [["village", [0]]]);
    s.rng = rngRolling([5, 5, 4]); // two skulls and a 3; the defender has no obsidian, so the dice roll at once
    const war = play(play(s, 0, { type: "tax", wealth: "maize" }).state, 0, {
      type: "attack",
      from: 16,
      to: 17,
      garrisons: [2, 1, 0],
      obsidian: [],
    }).state;
    expect(balam.awaiting(war)).toEqual([0]);
    const options = balam.legalMoves(war, 0);
    const pairs = options.map((m) => (m.type === "casualties" ? [...m.slots].sort().join("+") : m.type));
    expect(pairs.sort()).toEqual(["0+1", "0+2", "1+2"]);
    for (const move of options) {
      const after = play(war, 0, move).state;
      expect(after.sites[16]!.buildings).toHaveLength(1);
    }
  });

  // « S'il décide de les utiliser, son score de défense sera meilleur, mais toutes les obsidiennes utilisées
  // seront perdues, quelle que soit l'issue du combat. »
  it("counts the defender's spent obsidian, which is lost whatever the outcome", () => {
    const s = play(example(2), 0, { type: "attack", from: 16, to: 17, garrisons: [0, 1], obsidian: [0] }).state;
    s.rng = rngRolling([4, 5]);
    const r = play(s, 1, { type: "defend", obsidian: 1 });
    expect(r.log.find((e) => e.key === "balam.dice")?.params).toMatchObject({ attack: 4, defence: 4, points: 0 });
    expect(r.state.sites[18]!.buildings[0]!.token).toBeNull();
    expect(r.state.sites[17]!.buildings).toHaveLength(2);
  });

  // « Le joueur défenseur doit choisir d'utiliser ou de ne pas utiliser les obsidiennes qui équipent les
  // garnisons de sa cité attaquée, ainsi que celles des garnisons de ses cités voisines. »
  // Revision 3: he names the garrisons, one decision each, then defends.
  it("lets the defender choose which garrisons' obsidian he spends, garrison by garrison (revision 3)", () => {
    const armed = example();
    armed.sites[17]!.buildings[0]!.token = "obsidian";
    let s = play(armed, 0, { type: "attack", from: 16, to: 17, garrisons: [0, 1], obsidian: [0] }).state;
    expect(balam.awaiting(s)).toEqual([1]);
    expect(balam.legalMoves(s, 1)).toEqual([
      { type: "spend", garrisons: [{ site: 17, slot: 0 }], submit: false },
      { type: "spend", garrisons: [{ site: 18, slot: 0 }], submit: false },
      { type: "spend", garrisons: [], submit: true },
    ]);
    refused(s, 1, { type: "defend", obsidian: 1 }, "bad-obsidian");
    refused(s, 1, { type: "spend", garrisons: [{ site: 18, slot: 1 }], submit: false }, "bad-obsidian");
    refused(s, 1, { type: "spend", garrisons: [{ site: 16, slot: 0 }], submit: false }, "bad-obsidian");
    refused(s, 1, { type: "spend", garrisons: [], submit: false }, "bad-obsidian");
    // He keeps the attacked city's obsidian and spends the neighbour's, which a count never allowed.
    const spent = play(s, 1, { type: "spend", garrisons: [{ site: 18, slot: 0 }], submit: false });
    s = spent.state;
    expect(spent.log).toEqual([{ key: "balam.obsidian-spent", params: { seat: 1, site: 18, slot: 0 } }]);
    expect(s.sites[18]!.buildings[0]!.token).toBeNull();
    expect(balam.awaiting(s)).toEqual([1]);
    expect(balam.legalMoves(s, 1)).toEqual([
      { type: "spend", garrisons: [{ site: 17, slot: 0 }], submit: false },
      { type: "spend", garrisons: [], submit: true },
    ]);
    refused(s, 1, { type: "spend", garrisons: [{ site: 18, slot: 0 }], submit: false }, "bad-obsidian");
    s.rng = rngRolling([4, 5]);
    const r = play(s, 1, { type: "spend", garrisons: [], submit: true });
    expect(r.log[0]).toEqual({ key: "balam.defence", params: { seat: 1, obsidian: 1 } });
    expect(r.log.find((e) => e.key === "balam.dice")?.params).toMatchObject({ attack: 4, defence: 4, points: 0 });
    expect(r.state.sites[17]!.buildings[0]!.token).toBe("obsidian");
    expect(r.state.supply.obsidian).toBe(armed.supply.obsidian + 2);
  });

  it("takes a whole choice in one move, and rolls once the last obsidian is spent (revision 3)", () => {
    const s = play(example(), 0, { type: "attack", from: 16, to: 17, garrisons: [0, 1], obsidian: [0] }).state;
    s.rng = rngRolling([4, 5]);
    const r = play(s, 1, { type: "spend", garrisons: [{ site: 18, slot: 0 }], submit: false });
    expect(keys(r.log)).toEqual(["balam.obsidian-spent", "balam.defence", "balam.dice"]);
    expect(r.log.find((e) => e.key === "balam.dice")?.params).toMatchObject({ defence: 4 });
    refused(
      s,
      1,
      {
        type: "spend",
        garrisons: [
          { site: 18, slot: 0 },
          { site: 18, slot: 0 },
        ],
        submit: true,
      },
      "bad-obsidian",
    );
  });

  // The most a defender is offered on the default board: site 19 attacked from 18, its other three
  // neighbours his, every slot a garrison with obsidian. One decision each, then defending: 15 moves, not
  // the 2^14 sets of garrisons. On any board at most 17: the box holds 16 obsidian.
  it("offers one decision per garrison with obsidian, plus defending, at most 15 on the default board (revision 3)", () => {
    const s = fresh(2);
    setCity(s, 18, 0, [["garrison", [0]]]);
    for (const [site, slots] of [
      [19, 3],
      [13, 4],
      [20, 3],
      [24, 4],
    ] as const) {
      setCity(
        s,
        site,
        1,
        Array.from({ length: slots }, (_, slot) => ["garrison", [slot], "obsidian"]),
      );
    }
    s.supply.obsidian -= 14;
    const war = play(play(s, 0, { type: "tax", wealth: "maize" }).state, 0, {
      type: "attack",
      from: 18,
      to: 19,
      garrisons: [0],
      obsidian: [],
    }).state;
    const offered = balam.legalMoves(war, 1);
    expect(offered).toHaveLength(15);
    expect(offered.filter((m) => m.type === "spend" && !m.submit && m.garrisons.length === 1)).toHaveLength(14);
  });

  // A game created under revision 2 plays on with its rule: a count, taken first from the attacked city.
  it("kept the count taken first from the attacked city under revision 2", () => {
    const armed = example(2);
    armed.sites[17]!.buildings[0]!.token = "obsidian";
    const s = play(armed, 0, { type: "attack", from: 16, to: 17, garrisons: [0, 1], obsidian: [0] }).state;
    expect(balam.legalMoves(s, 1).map((m) => m.type)).toEqual(["defend", "defend", "defend"]);
    refused(s, 1, { type: "spend", garrisons: [{ site: 18, slot: 0 }], submit: true }, "bad-obsidian");
    const r = play(s, 1, { type: "defend", obsidian: 1 }).state;
    expect(r.sites[17]!.buildings[0]!.token).toBeNull();
    expect(r.sites[18]!.buildings[0]!.token).toBe("obsidian");
  });

  // « depuis une unique cité contenant au moins une garnison, vers une cité ennemie voisine »
  // « Bien sûr, il ne peut pas annoncer plus de garnisons que sa cité n'en dispose. »
  it("refuses attacks on free or distant sites and commitments beyond the city's garrisons", () => {
    const s = example();
    setCity(s, 10, null, []);
    refused(s, 0, { type: "attack", from: 16, to: 10, garrisons: [0], obsidian: [] }, "no-enemy");
    setCity(s, 24, 1, [["village", [0]]]);
    refused(s, 0, { type: "attack", from: 16, to: 24, garrisons: [0], obsidian: [] }, "not-neighbour");
    refused(s, 0, { type: "attack", from: 16, to: 17, garrisons: [0, 1, 2], obsidian: [] }, "bad-garrisons");
    refused(s, 0, { type: "attack", from: 16, to: 17, garrisons: [1], obsidian: [0] }, "bad-obsidian");
    const fresh0 = fresh(2);
    setCity(fresh0, 16, 0, [["garrison", [0]]]);
    setCity(fresh0, 17, 1, [["village", [0]]]);
    refused(fresh0, 0, { type: "attack", from: 16, to: 17, garrisons: [0], obsidian: [] }, "wrong-step");
  });

  // « ATTENTION : Les temples et palais nécessitent 2 points de réussite pour être détruits. »
  // « L'attaquant peut alors, s'il le souhaite, s'approprier le site, en y construisant immédiatement après
  // l'assaut un ou plusieurs bâtiments (sans devoir payer à nouveau la taxe de début de tour). »
  it("needs two points for a temple or palace, and a devastated city may be taken at once without the turn tax", () => {
    const weak = structuredClone(example());
    setCity(weak, 17, 1, [["temple", [0, 1]]]);
    setCity(weak, 18, 1, []);
    weak.rng = rngRolling([1]);
    const one = play(weak, 0, { type: "attack", from: 16, to: 17, garrisons: [1], obsidian: [] });
    expect(one.state.lastWar).toMatchObject({ points: 1, destroyed: [] });
    expect(one.state.sites[17]!.buildings).toHaveLength(1);
    const strong = structuredClone(example());
    setCity(strong, 17, 1, [["temple", [0, 1]]]);
    setCity(strong, 18, 1, []);
    strong.rng = rngRolling([3]);
    const two = play(strong, 0, { type: "attack", from: 16, to: 17, garrisons: [1], obsidian: [] });
    expect(two.state.lastWar).toMatchObject({ points: 2, destroyed: ["temple"], devastated: true, prisoners: 1 });
    expect(keys(two.log)).toEqual(expect.arrayContaining(["balam.city-lost", "balam.devastated"]));
    expect(two.state.sites[17]!.owner).toBeNull();
    expect(two.state.step).toEqual({ kind: "build", site: 17, free: true });
    const maize = two.state.kings[0]!.wealth.maize;
    const taken = play(two.state, 0, { type: "build", kind: "village", slots: [0], pay: ["maize"] }).state;
    expect(taken.sites[17]!.owner).toBe(0);
    expect(taken.kings[0]!.wealth.maize).toBe(maize - 1);
    expect(play(taken, 0, { type: "end" }).state.current).toBe(1);
  });
});
