// Balam's production, distribution and market control, from the text (shared/rules/balam.fr.txt) and the
// notes (../../../../shared/games/balam.md, beside the repository). Site numbers refer to the default board (see docs/games/balam.md for its map).
import { describe, expect, it } from "vitest";
import { balam } from "./index";
import { planRefusal, viewTransport } from "./rules-distribution";
import { closedBy, openTo } from "./rules-transport";
import type { BalamView } from "./view";
import { card, fresh, play, refused, setCity, setWealth, withRow } from "./test-helpers";

describe("production and distribution", () => {
  // The text's example. Violet (seat 0): 3 shell villages on 14, a jade village and a storehouse on 22,
  // 2 maize villages and a temple on 13, a palace and a storehouse holding a prisoner on 8.
  // Grey (seat 1): markets on 12 (reaching 11 and 13) and 23 (reaching 18 and 22); cacao on 4 (with a temple
  // and an empty garrison) and 12, maize on 11 (with a palace), obsidian on 16 (with an armed garrison), and
  // a prisoner in a garrison on 23.
  const example = (revision?: number) => {
    const s = fresh(2, {}, revision);
    s.eclipse = true;
    setCity(s, 14, 0, [
      ["village", [0]],
      ["village", [1]],
      ["village", [2]],
    ]);
    setCity(s, 22, 0, [
      ["village", [0]],
      ["storehouse", [1]],
    ]);
    setCity(s, 13, 0, [
      ["village", [0]],
      ["village", [1]],
      ["temple", [2, 3]],
    ]);
    setCity(s, 8, 0, [
      ["palace", [0, 1]],
      ["storehouse", [2], "prisoner"],
    ]);
    setCity(s, 4, 1, [
      ["village", [0]],
      ["temple", [1, 2]],
      ["garrison", [3]],
    ]);
    setCity(s, 12, 1, [
      ["market", [0]],
      ["village", [1]],
    ]);
    setCity(s, 11, 1, [
      ["village", [0]],
      ["palace", [1, 2]],
    ]);
    setCity(s, 16, 1, [
      ["village", [0]],
      ["garrison", [1], "obsidian"],
    ]);
    setCity(s, 23, 1, [
      ["market", [0]],
      ["garrison", [1], "prisoner"],
    ]);
    setWealth(s, 0, {});
    setWealth(s, 1, {});
    withRow(s, [card("favourable", 13)]);
    return play(s, 0, { type: "flip", card: 0 }).state;
  };

  // « Chaque village présent dans la forêt produit une richesse de la couleur de la production de la cité. »
  // « Les phases transport, équipement, stockage, cérémonie et impôts peuvent être jouées simultanément, par
  // tous les joueurs. »
  it("produces one wealth of the site's colour per village and awaits every king at once", () => {
    const s = example();
    expect(s.phase).toBe("distribution");
    expect(balam.awaiting(s)).toEqual([0, 1]);
    expect(s.sites[14]!.buildings.map((b) => b.token)).toEqual(["shell", "shell", "shell"]);
    expect(s.sites[22]!.buildings[0]!.token).toBe("jade");
    expect(s.sites[4]!.buildings[0]!.token).toBe("cacao");
    expect(s.sites[16]!.buildings[0]!.token).toBe("obsidian");
  });

  // « Des richesses produites dans une cité contrôlée commercialement par un ennemi ne peuvent donc être
  // exploitées que dans cette même cité. De même, on ne peut faire entrer aucune richesse dans une cité ainsi
  // contrôlée. »
  it("rejects a plan breaking market control with the reason", () => {
    const s = example();
    const jadeRoute = { from: { site: 22, slot: 0 }, to: { site: 8, slot: 2 } };
    const jade = refused(s, 0, { type: "distribute", routes: [jadeRoute], submit: true }, "transport-blocked");
    expect(jade).toMatchObject({ key: "balam.refused.cannotLeave", params: { wealth: "jade", site: 22 } });
    const shellRoute = { from: { site: 14, slot: 0 }, to: { site: 13, slot: 2 } };
    const shell = refused(s, 0, { type: "distribute", routes: [shellRoute], submit: true }, "transport-blocked");
    expect(shell).toMatchObject({ key: "balam.refused.cannotEnter", params: { site: 13 } });
    // The board explains a route it does not offer from its view alone, with the same rule and words.
    const board = viewTransport(balam.view(s, 0) as BalamView, 0);
    for (const [route, error] of [
      [jadeRoute, jade],
      [shellRoute, shell],
    ] as const) {
      expect(planRefusal(board, [], [route])).toEqual({ code: error.code, key: error.key, params: error.params });
    }
    // A storehouse holding wealth was full under revision 1 (see below for revision 2).
    const intoStorehouse = { type: "distribute", routes: [{ from: { site: 14, slot: 0 }, to: { site: 8, slot: 2 } }], submit: true };
    refused(example(1), 0, intoStorehouse, "full");
    refused(
      s,
      1,
      { type: "distribute", routes: [{ from: { site: 4, slot: 0 }, to: { site: 4, slot: 3 } }], submit: true },
      "bad-destination",
    );
    refused(s, 1, { type: "distribute", routes: [{ from: { site: 14, slot: 0 }, to: { site: 4, slot: 1 } }], submit: true }, "no-wealth");
    const legal = balam.legalMoves(s, 0);
    expect(legal.some((m) => m.type === "distribute" && m.routes.some((r) => r.from.site === 22 && r.to.site !== 22))).toBe(false);
  });

  // « Les richesses qui n'auront pas été exploitées ou stockées à la fin de la manche seront perdues. » and
  // « Chaque garnison ne peut contenir qu'une obsidienne ou un prisonnier »: from revision 2 a plan may
  // unload a storehouse (its wealth is lost) to store a better one, and drop a garrison's prisoner to make
  // room for obsidian. Under revision 1 both were full.
  it("lets a plan replace a storehouse's wealth and a garrison's prisoner from revision 2, the old token lost", () => {
    const shellIn = { from: { site: 14, slot: 0 }, to: { site: 8, slot: 2 } };
    const obsidianIn = { from: { site: 16, slot: 0 }, to: { site: 23, slot: 1 } };
    const send = (route: typeof shellIn) => ({ type: "distribute" as const, routes: [route], submit: true });
    const old = example(1);
    refused(old, 0, send(shellIn), "full");
    refused(old, 1, send(obsidianIn), "full");

    const s = example();
    const offered = (seat: number) => balam.legalMoves(s, seat).flatMap((m) => (m.type === "distribute" ? m.routes : []));
    expect(offered(0)).toContainEqual(shellIn);
    expect(offered(1)).toContainEqual(obsidianIn);
    const prisoners = s.supply.prisoner;
    const violet = play(s, 0, send(shellIn));
    const grey = play(violet.state, 1, send(obsidianIn));
    expect(grey.state.sites[8]!.buildings[1]!.token).toBe("shell");
    expect(grey.state.sites[23]!.buildings[1]!.token).toBe("obsidian");
    expect(grey.state.supply.prisoner).toBe(prisoners + 2);
    const lost = (seat: number) => grey.log.find((e) => e.key === "balam.lost" && e.params?.seat === seat)?.params?.wealth;
    expect(lost(0)).toContain("prisoner");
    expect(lost(1)).toContain("prisoner");
  });

  // « Le violet récolte donc 2 coquillages, et sacrifie 2 maïs (2 points). »
  // « Le gris, de son côté, récolte 1 cacao et 1 maïs, il équipe une garnison, et sacrifie 1 prisonnier et 1
  // cacao (5 points). »
  it("resolves the text's example when the last plan arrives: violet taxes 2 shells and scores 2, grey scores 5", () => {
    let s = example();
    const violet = play(s, 0, {
      type: "distribute",
      routes: [
        { from: { site: 22, slot: 0 }, to: { site: 22, slot: 1 } },
        { from: { site: 14, slot: 0 }, to: { site: 8, slot: 0 } },
        { from: { site: 14, slot: 1 }, to: { site: 8, slot: 0 } },
        { from: { site: 13, slot: 0 }, to: { site: 13, slot: 2 } },
        { from: { site: 13, slot: 1 }, to: { site: 13, slot: 2 } },
      ],
      submit: true,
    });
    s = violet.state;
    expect(s.phase).toBe("distribution");
    expect(balam.awaiting(s)).toEqual([1]);
    // Grey cannot see violet's plan before the resolution.
    expect(balam.view(s, 1).plan).toEqual([]);
    expect(JSON.stringify(balam.view(s, 1))).not.toContain('"site":22,"slot":0},"to"');
    const grey = play(s, 1, {
      type: "distribute",
      routes: [
        { from: { site: 12, slot: 1 }, to: { site: 11, slot: 1 } },
        { from: { site: 11, slot: 0 }, to: { site: 11, slot: 1 } },
        { from: { site: 16, slot: 0 }, to: { site: 4, slot: 3 } },
        { from: { site: 23, slot: 1 }, to: { site: 4, slot: 1 } },
        { from: { site: 4, slot: 0 }, to: { site: 4, slot: 1 } },
      ],
      submit: true,
    });
    s = grey.state;
    expect(s.round).toBe(2);
    expect(s.kings[0]).toMatchObject({ prestige: 2, wealth: { shell: 2, maize: 0 } });
    expect(s.kings[1]).toMatchObject({ prestige: 5, wealth: { cacao: 1, maize: 1 } });
    expect(s.sites[22]!.buildings[1]!.token).toBe("jade");
    expect(s.sites[8]!.buildings[1]!.token).toBe("prisoner");
    expect(s.sites[14]!.buildings.every((b) => b.token === null)).toBe(true);
    expect(s.sites[4]!.buildings[2]!.token).toBe("obsidian");
    expect(s.sites[16]!.buildings[1]!.token).toBe("obsidian");
    expect(s.sites[23]!.buildings[1]!.token).toBeNull();
    expect(grey.log.find((e) => e.key === "balam.lost" && e.params?.seat === 0)?.params?.wealth).toEqual(["shell"]);
    expect(grey.log.find((e) => e.key === "balam.ceremony" && e.params?.seat === 1)?.params?.points).toBe(5);
  });

  // « Il est possible de déplacer 1 obsidienne (maximum) sur chaque garnison »
  it("builds a plan route by route as legal moves, and keeps garrisons to one obsidian", () => {
    let s = example();
    const first = balam.legalMoves(s, 1).find((m) => m.type === "distribute" && m.routes[0]?.to.site === 4 && m.routes[0].to.slot === 3);
    expect(first).toEqual({ type: "distribute", routes: [{ from: { site: 16, slot: 0 }, to: { site: 4, slot: 3 } }], submit: false });
    s = play(s, 1, first!).state;
    expect(balam.awaiting(s)).toEqual([0, 1]);
    expect(balam.legalMoves(s, 1).some((m) => m.type === "distribute" && m.routes[0]?.to.slot === 3 && m.routes[0].to.site === 4)).toBe(
      false,
    );
    refused(s, 1, { type: "distribute", routes: [{ from: { site: 16, slot: 0 }, to: { site: 4, slot: 1 } }], submit: false }, "twice");
  });

  // « Les petites indiquent qui détient le contrôle commercial du site » and « En cas d'égalité sur un site
  // occupé, le propriétaire du site en garde entièrement le contrôle »: from revision 2 one king holds a
  // site's market control, so two rivals with one small pyramid each on a city whose owner has none tie, and
  // the owner keeps his city. Revision 1 summed the rivals' pyramids (« plus de petites pyramides ennemies
  // que de petites pyramides personnelles »): 2 against 0 shut the owner out; a game started under it keeps
  // that outcome (docs/games/balam.md).
  describe("a city whose owner has no small pyramid and two rivals one each", () => {
    const distribution = (revision?: number) => {
      const s = fresh(3, {}, revision);
      s.eclipse = true;
      setCity(s, 13, 0, [
        ["village", [0]],
        ["storehouse", [1]],
      ]);
      setCity(s, 19, 0, [["storehouse", [0]]]);
      setCity(s, 12, 1, [["market", [0]]]); // a small pyramid on 12, 11 and 13
      setCity(s, 14, 2, [["market", [0]]]); // a small pyramid on 14, 8, 13 and 20
      setWealth(s, 0, {});
      withRow(s, [card("favourable", 13)]);
      const t = play(s, 0, { type: "flip", card: 0 }).state;
      expect(t.phase).toBe("distribution");
      return t;
    };
    const maize = { site: 13, slot: 0 };
    const toOtherCity = { from: maize, to: { site: 19, slot: 0 } };
    const send = (route: typeof toOtherCity) => ({ type: "distribute" as const, routes: [route], submit: true });
    const offered = (t: ReturnType<typeof distribution>) =>
      balam.legalMoves(t, 0).flatMap((m) => (m.type === "distribute" ? m.routes : []));

    it("stays open to its owner from revision 2: the tie leaves him the control", () => {
      const t = distribution();
      expect(t.revision).toBeGreaterThanOrEqual(2);
      expect(offered(t)).toContainEqual(toOtherCity);
      expect(play(t, 0, send(toOtherCity)).state.sites[19]!.buildings[0]!.token).toBe("maize");
    });

    it("is closed to its owner in a game started under revision 1, which summed the rivals' pyramids", () => {
      const t = distribution(1);
      const out = refused(t, 0, send(toOtherCity), "transport-blocked");
      expect(out).toMatchObject({ key: "balam.refused.cannotLeave", params: { site: 13, by: [1, 2] } });
      expect(offered(t)).toEqual([{ from: maize, to: { site: 13, slot: 1 } }]);
      // Used where it lies, the maize goes into the storehouse of the same city.
      const kept = play(t, 0, send({ from: maize, to: { site: 13, slot: 1 } })).state;
      expect(kept.sites[13]!.buildings[1]!.token).toBe("maize");
    });
  });

  // « Les petites indiquent qui détient le contrôle commercial du site. »
  // « En cas d'égalité sur un site occupé, le propriétaire du site en garde entièrement le contrôle (on ne peut
  // donc pas faire transiter une marchandise par une cité ennemie qui ne contient aucune petite pyramide). »
  // « En cas d'égalité sur un site disponible, les joueurs concernés peuvent tous emprunter ce site. »
  it("gives a site's market control to the one king with the most small pyramids from revision 2", () => {
    // [small pyramids per seat], owner, seat → the kings who close the site to that seat.
    const cases: [number[], number | null, number, number[]][] = [
      [[0, 0, 0], 1, 0, [1]], // an enemy city without pyramids
      [[0, 0, 0], 0, 0, []], // one's own
      [[0, 0, 0], null, 0, []], // a free site
      [[0, 1, 1], 0, 0, []], // the rivals tie for the most: the owner keeps control
      [[0, 1, 1], 0, 1, [0]],
      [[1, 2, 2], 0, 2, [0]],
      [[1, 1, 1], 0, 1, [0]],
      [[1, 1, 1], null, 0, []], // three tied kings on a free site all pass
      [[1, 1, 0], null, 2, [0, 1]], // but not a king with fewer
      [[3, 2, 2], 0, 0, []], // the owner with the most keeps his city
      [[3, 2, 2], 0, 1, [0]],
      [[3, 2, 2], null, 0, []], // and the king with the most a free site
      [[3, 2, 2], null, 2, [0]],
      [[2, 1, 0], 1, 0, []], // 2 against 1: a stranger's city is open to him
      [[2, 1, 0], 1, 1, [0]], // and its owner is shut out
      [[2, 1, 0, 1], 3, 2, [0]], // shut out by the one king who holds control, not by each king with more
    ];
    for (const [counts, owner, seat, closers] of cases) {
      expect(closedBy(counts, owner, seat, { revision: 2 }), JSON.stringify({ counts, owner, seat })).toEqual(closers);
      expect(openTo(counts, owner, seat, { revision: 2 })).toBe(closers.length === 0);
    }
  });

  // « plus de petites pyramides ennemies que de petites pyramides personnelles », read as a sum.
  it("weighed a king's small pyramids against all the others' under revision 1", () => {
    const cases: [number[], number | null, number, number[]][] = [
      [[0, 0, 0], 1, 0, [1]],
      [[0, 0, 0], 0, 0, []],
      [[0, 0, 0], null, 0, []],
      [[0, 1, 1], 0, 0, [1, 2]], // two enemies' 2 against the owner's 0
      [[0, 1, 1], 0, 1, [0]], // 1 against 1: the owner keeps control
      [[1, 1, 0], null, 0, []], // 1 against 1 on a free site: both pass
      [[1, 1, 0], null, 2, [0, 1]],
      [[1, 1, 1], null, 0, [1, 2]], // 1 against 2, for each of three kings
      [[3, 2, 2], 0, 0, [1, 2]], // 3 against 4: nobody may use the owner's city
      [[2, 1, 0], 1, 0, []],
      [[2, 1, 0], 1, 1, [0]],
    ];
    for (const [counts, owner, seat, closers] of cases) {
      expect(closedBy(counts, owner, seat, { revision: 1 }), JSON.stringify({ counts, owner, seat })).toEqual(closers);
      expect(openTo(counts, owner, seat, { revision: 1 })).toBe(closers.length === 0);
    }
  });

  // « toutes les richesses restant sur la surface de jeu et qui n'ont pas été stockées dans une réserve/prison
  // sont défaussées, à l'exception des obsidiennes sur les garnisons. » « Chaque garnison ne peut contenir
  // qu'une obsidienne ou un prisonnier, mais elle ne peut conserver d'un tour à l'autre que les obsidiennes. »
  it("keeps what stays in storehouses and obsidian on garrisons, and loses the rest of an empty plan", () => {
    const s = fresh(2);
    s.eclipse = true;
    setCity(s, 16, 0, [
      ["village", [0]],
      ["garrison", [1], "obsidian"],
    ]);
    setCity(s, 17, 0, [
      ["garrison", [0], "prisoner"],
      ["storehouse", [1], "jade"],
    ]);
    withRow(s, [card("favourable", 13)]);
    let t = play(s, 0, { type: "flip", card: 0 }).state;
    expect(balam.awaiting(t)).toEqual([0]);
    const r = play(t, 0, { type: "distribute", routes: [], submit: true });
    t = r.state;
    expect(t.sites[16]!.buildings.map((b) => b.token)).toEqual([null, "obsidian"]);
    expect(t.sites[17]!.buildings.map((b) => b.token)).toEqual([null, "jade"]);
    expect(r.log.find((e) => e.key === "balam.lost")?.params).toEqual({ seat: 0, wealth: ["obsidian", "prisoner"] });
  });

  // « Note : S’il ne reste plus assez de jetons disponible, le tour de jeu doit être respecté. »
  it("lets production follow turn order when the supply runs short", () => {
    const s = fresh(2);
    s.eclipse = true;
    s.first = 1;
    s.current = 1;
    setCity(s, 16, 0, [["village", [0]]]);
    setCity(s, 17, 1, [
      ["village", [0]],
      ["village", [1]],
    ]);
    s.supply.obsidian = 2;
    withRow(s, [card("favourable", 13)]);
    const r = play(s, 1, { type: "flip", card: 0 });
    expect(r.state.sites[17]!.buildings.map((b) => b.token)).toEqual(["obsidian", "obsidian"]);
    expect(r.state.sites[16]!.buildings[0]!.token).toBeNull();
    expect(r.log.find((e) => e.key === "balam.production-short")?.params).toMatchObject({ seat: 0, wealth: "obsidian", count: 1 });
  });
});
