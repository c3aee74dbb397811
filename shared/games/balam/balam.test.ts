// Balam's rules, from the text (shared/rules/balam.fr.txt) and the notes (shared/games/balam.md).
// Site numbers refer to the default board (see docs/games/balam.md for its map).
import { describe, expect, it } from "vitest";
import { CARDS, SUPPLY } from "./data";
import { balam } from "./index";
import { buildDeck } from "./rules-rounds";
import { planRefusal, viewTransport } from "./rules-distribution";
import { closedBy, openTo } from "./rules-transport";
import type { BalamView } from "./view";
import { Random } from "../../engine/random";
import { card, fresh, keys, play, refused, rngRolling, setCity, setWealth, withRow } from "./test-helpers";

describe("setup", () => {
  // « Chaque roi prend 6 jetons de maïs (jaunes), qu'il pose sur son plateau personnel. »
  // « Au début de chaque manche, (NJ+1) cartes Katun sont placées à côté du plateau, faces cachées. »
  it("gives each king 6 maize from the supply and lays out players+1 face-down cards, prosperous ones first", () => {
    for (const players of [2, 3, 4]) {
      const s = fresh(players);
      expect(s.kings.map((k) => k.wealth.maize)).toEqual(Array(players).fill(6));
      expect(s.supply.maize).toBe(SUPPLY.maize - 6 * players);
      expect(s.row).toHaveLength(players + 1);
      expect(s.row.every((c) => !c.up && CARDS[c.card]!.kind === "prosperous")).toBe(true);
      expect(s.deck).toHaveLength(72 - players - 1);
      expect(s.ballGamesToEnd).toBe(players);
      expect(balam.awaiting(s)).toEqual([0]);
    }
  });

  // « Intercalez les 5 matchs entre ces 6 tas, en reconstituant un unique tas. »
  // « Enfin, placez la carte éclipse approximativement au milieu du tas. »
  it("builds the deck: prosperous cards on top, a ball game between each of six piles, the eclipse near the middle", () => {
    for (let seed = 0; seed < 20; seed++) {
      const deck = buildDeck(Random.fromSeed(`deck-${seed}`));
      expect([...deck].sort((a, b) => a - b)).toEqual(CARDS.map((_, i) => i));
      const kinds = deck.map((i) => CARDS[i]!.kind);
      expect(kinds.slice(0, 10).every((k) => k === "prosperous")).toBe(true);
      const eclipse = kinds.indexOf("eclipse");
      expect(Math.abs(eclipse - 36)).toBeLessThanOrEqual(4);
      const body = kinds.slice(10).filter((k) => k !== "eclipse");
      const gaps: number[] = [];
      let run = 0;
      for (const k of body) {
        if (k === "ballGame") {
          gaps.push(run);
          run = 0;
        } else run++;
      }
      gaps.push(run);
      expect(gaps).toHaveLength(6);
      expect(Math.max(...gaps) - Math.min(...gaps)).toBeLessThanOrEqual(1);
    }
  });

  // « … mais vous pouvez choisir de la raccourcir (2 matchs minimum) ou de l'allonger (jusqu'au cinquième
  // match) comme bon vous semble. »
  it("takes the game length as an option (2 to 5 ball games) and offers a seeded random board", () => {
    expect(fresh(2, { ballGames: 5 }).ballGamesToEnd).toBe(5);
    expect(() => balam.options.parse({ ballGames: 1 })).toThrow();
    expect(() => balam.options.parse({ ballGames: 6 })).toThrow();
    const a = fresh(3, { board: "random" });
    expect(a.board).not.toBe(fresh(3).board);
    expect(a.board).toBe(fresh(3, { board: "random" }).board);
  });
});

describe("a turn", () => {
  // « -Soit payer 1 richesse au choix, puis : Soit Construire […] Soit Attaquer […] Soit Passer son tour
  // -Soit retourner une carte Katun »
  it("is either a free flip or one wealth paid, then build, attack or pass", () => {
    const s = fresh(2);
    const moves = balam.legalMoves(s, 0).map((m) => m.type);
    expect(new Set(moves)).toEqual(new Set(["flip", "tax"]));
    refused(s, 0, { type: "end" }, "wrong-step");
    refused(s, 0, { type: "site", site: 3 }, "wrong-step");
    refused(s, 0, { type: "tax", wealth: "jade" }, "cannot-pay");
    refused(s, 1, { type: "tax", wealth: "maize" }, "not-your-turn");
    const paid = play(s, 0, { type: "tax", wealth: "maize" });
    expect(paid.state.kings[0]!.wealth.maize).toBe(5);
    expect(paid.state.supply.maize).toBe(s.supply.maize + 1);
    const passed = play(paid.state, 0, { type: "end" });
    expect(keys(passed.log)).toContain("balam.passed");
    expect(passed.state.current).toBe(1);
  });

  // « Si le joueur a retourné la dernière des cartes Katun placées à côté du plateau, la manche s'achève
  // immédiatement »
  // « Le premier joueur du tour est le joueur placé à gauche de la dernière personne a avoir joué. »
  it("ends the round with the last face-down card and starts the next with the king left of the last player", () => {
    let s = fresh(2);
    withRow(s, [card("favourable", 0), card("favourable", 1), card("favourable", 2)]);
    s = play(s, 0, { type: "flip", card: 0 }).state;
    s = play(s, 1, { type: "flip", card: 2 }).state;
    expect(s.round).toBe(1);
    const last = play(s, 0, { type: "flip", card: 1 });
    // No one has wealth on the board: the distribution resolves at once, and seat 1 (left of seat 0) begins.
    expect(last.state.round).toBe(2);
    expect(last.state.current).toBe(1);
    expect(last.state.row.every((c) => !c.up)).toBe(true);
  });
});

describe("building", () => {
  const ready = () => {
    const s = fresh(2);
    setWealth(s, 0, { maize: 3, cacao: 1, jade: 1, shell: 1, prisoner: 1 });
    return play(s, 0, { type: "tax", wealth: "prisoner" }).state;
  };

  // « Un roi peut construire sur un site lui appartenant, ou sur un site qui n'appartient à personne. Il peut
  // bâtir simultanément plusieurs bâtiments sur un même site, mais il ne peut pas construire sur plusieurs
  // sites dans un même tour. »
  it("founds a city on a free site with a large pyramid, several buildings on that site only", () => {
    let s = play(ready(), 0, { type: "site", site: 8 }).state;
    const r = play(s, 0, { type: "build", kind: "village", slots: [2], pay: ["maize"] });
    expect(r.log[0]).toMatchObject({ key: "balam.built", params: { seat: 0, site: 8, kind: "village", founded: true } });
    s = r.state;
    expect(s.sites[8]!.owner).toBe(0);
    s = play(s, 0, { type: "build", kind: "observatory", slots: [0], pay: ["jade"] }).state;
    expect(s.sites[8]!.buildings.map((b) => b.kind)).toEqual(["village", "observatory"]);
    refused(s, 0, { type: "site", site: 9 }, "wrong-step");
    refused(s, 0, { type: "build", kind: "garrison", slots: [0], pay: ["maize"] }, "slot-taken");
    expect(balam.view(s, 1).kings[0]!.largePyramids).toBe(11);
  });

  // « Les 4 bâtiments de base peuvent être payés avec n'importe quel type de richesse, mais les 4 autres
  // bâtiments nécessitent l'emploi de richesses particulières. »
  it("charges the right wealth: storehouse maize, market cacao, observatory jade, ball court shell; two for palaces", () => {
    const s = play(ready(), 0, { type: "site", site: 14 }).state;
    refused(s, 0, { type: "build", kind: "storehouse", slots: [0], pay: ["cacao"] }, "wrong-payment");
    refused(s, 0, { type: "build", kind: "ballcourt", slots: [0], pay: ["maize"] }, "wrong-payment");
    refused(s, 0, { type: "build", kind: "palace", slots: [0, 1], pay: ["maize"] }, "wrong-payment");
    refused(s, 0, { type: "build", kind: "village", slots: [0], pay: ["obsidian"] }, "cannot-pay");
    const palace = play(s, 0, { type: "build", kind: "palace", slots: [0, 1], pay: ["maize", "cacao"] }).state;
    expect(palace.kings[0]!.wealth).toMatchObject({ maize: 2, cacao: 0 });
    const legal = balam.legalMoves(s, 0).filter((m) => m.type === "build" && m.kind === "market");
    expect(legal.every((m) => m.type === "build" && m.pay.join() === "cacao")).toBe(true);
  });

  // « Le palais et le temple utilisent chacun 2 emplacements adjacents, les autres bâtiments n'en utilisent
  // qu'un. »
  it("puts palaces and temples on two adjacent slots", () => {
    // Site 14 is a ring of four slots (0-1, 1-2, 2-3, 3-0); site 13 a line of four (0-1, 1-2, 2-3).
    const ring = play(ready(), 0, { type: "site", site: 14 }).state;
    expect(() => play(ring, 0, { type: "build", kind: "temple", slots: [3, 0], pay: ["maize", "maize"] })).not.toThrow();
    refused(ring, 0, { type: "build", kind: "temple", slots: [0, 2], pay: ["maize", "maize"] }, "bad-slots");
    refused(ring, 0, { type: "build", kind: "temple", slots: [0], pay: ["maize", "maize"] }, "bad-slots");
    const line = play(ready(), 0, { type: "site", site: 13 }).state;
    refused(line, 0, { type: "build", kind: "palace", slots: [3, 0], pay: ["maize", "maize"] }, "bad-slots");
  });

  // « Lors d'une modification, il est possible de supprimer gratuitement et instantanément des bâtiments, par
  // exemple pour construire d'autres bâtiments à leurs places. »
  it("refuses enemy cities and lets a king remove his own buildings for free to rebuild", () => {
    const s = ready();
    setCity(s, 5, 1, [["village", [0]]]);
    refused(s, 0, { type: "site", site: 5 }, "not-yours");
    setCity(s, 6, 0, [
      ["village", [0]],
      ["garrison", [2]],
    ]);
    let t = play(s, 0, { type: "site", site: 6 }).state;
    const r = play(t, 0, { type: "demolish", slot: 0 });
    expect(keys(r.log)).toContain("balam.demolished");
    t = play(r.state, 0, { type: "build", kind: "temple", slots: [0, 1], pay: ["maize", "maize"] }).state;
    expect(t.sites[6]!.buildings.map((b) => b.kind)).toEqual(["garrison", "temple"]);
    expect(t.kings[0]!.wealth.maize).toBe(1);
  });

  // « Lorsqu'on construit 1 marché, on dépose 1 petite pyramide de sa couleur sur le site, ainsi que sur
  // chaque site voisin »
  // « Si le joueur ne possède plus suffisamment de petite pyramides, il ne peut pas construire de marché. »
  it("places small pyramids with a market on its site and every neighbour, and needs enough of them", () => {
    const s = play(ready(), 0, { type: "site", site: 19 }).state;
    const r = play(s, 0, { type: "build", kind: "market", slots: [0], pay: ["cacao"] }).state;
    const view = balam.view(r, null);
    for (const site of [19, 13, 20, 24, 18]) expect(view.sites[site]!.pyramids[0]).toBe(1);
    expect(view.sites[14]!.pyramids[0]).toBe(0);
    expect(view.kings[0]!.smallPyramids).toBe(15 - 5);
    // Three markets here use 15 pyramids; a fourth cannot be built.
    setCity(s, 19, 0, [
      ["market", [0]],
      ["market", [1]],
      ["market", [2]],
    ]);
    setWealth(s, 0, { cacao: 1 });
    setCity(s, 20, 0, []);
    refused(s, 0, { type: "build", kind: "market", slots: [0], pay: ["cacao"] }, "slot-taken");
    const other = structuredClone(s);
    other.step = { kind: "build", site: 21, free: false };
    refused(other, 0, { type: "build", kind: "market", slots: [0], pay: ["cacao"] }, "no-pyramid");
  });
});

describe("divination", () => {
  const roundWith = (players: number, observatories: number[]) => {
    const s = fresh(players);
    observatories.forEach((n, seat) => {
      for (let i = 0; i < n; i++) setCity(s, seat * 5 + i, seat, [["observatory", [0]]]);
    });
    withRow(s, [card("favourable", 0)]);
    // Flipping the only card ends the round; the next round divines with these observatories.
    return play(s, 0, { type: "flip", card: 0 });
  };
  const seen = (r: ReturnType<typeof roundWith>, seat: number) =>
    balam
      .view(r.state, seat)
      .katun.row.filter((c) => c.card !== null)
      .map((c) => c.position);

  // « Celui qui en détient le plus peut regarder secrètement NJ cartes Katun (NJ= nombre de joueurs), et le
  // second dans ce décompte peut en regarder une. »
  it("lets the leader see players cards and the second one card, each in secret", () => {
    const r = roundWith(3, [2, 1, 0]);
    expect(seen(r, 0)).toEqual([0, 1, 2]);
    expect(seen(r, 1)).toEqual([3]);
    expect(seen(r, 2)).toEqual([]);
    expect(balam.view(r.state, null).katun.row.every((c) => c.card === null)).toBe(true);
    const secret = r.log.filter((e) => e.key === "balam.divined");
    expect(secret.map((e) => e.seats)).toEqual([[0], [1]]);
  });

  // « En cas d'égalité entre 2 joueurs, ceux-ci ne peuvent regarder qu'une carte. En cas d'égalité entre 3 ou
  // 4 joueurs, personne ne regarde aucune carte. » From revision 2 the two tied leaders each see a different
  // card: in turn order from the round's first king, the leftmost card, then the next one.
  it("gives two tied leaders one card each, three tied leaders nothing, and tied seconds nothing", () => {
    const two = roundWith(3, [1, 1, 0]);
    expect(two.state.first).toBe(1); // the king to the left of seat 0, who flipped the last card
    expect([seen(two, 0), seen(two, 1), seen(two, 2)]).toEqual([[1], [0], []]);
    const three = roundWith(3, [1, 1, 1]);
    expect([seen(three, 0), seen(three, 1), seen(three, 2)]).toEqual([[], [], []]);
    const tiedSecond = roundWith(4, [2, 1, 1, 0]);
    expect([seen(tiedSecond, 0), seen(tiedSecond, 1), seen(tiedSecond, 2)]).toEqual([[0, 1, 2, 3], [], []]);
  });

  // A game created under revision 1 keeps its rule: both tied leaders see the same leftmost card.
  it("showed two tied leaders the same leftmost card under revision 1", () => {
    const s = fresh(3, {}, 1);
    for (const seat of [0, 1]) setCity(s, seat * 5, seat, [["observatory", [0]]]);
    withRow(s, [card("favourable", 0)]);
    const r = play(s, 0, { type: "flip", card: 0 });
    expect([seen(r, 0), seen(r, 1), seen(r, 2)]).toEqual([[0], [0], []]);
  });
});

describe("war", () => {
  // Violet (seat 0) holds seaside site 16 (2 garrisons, 1 obsidian); grey (seat 1) site 17 (a garrison and a
  // village) and site 18 next to it (2 garrisons, one with obsidian): 3 garrisons + 1 obsidian in defence.
  const example = () => {
    const s = fresh(2);
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
    let s = example();
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
    const s = play(example(), 0, { type: "attack", from: 16, to: 17, garrisons: [0, 1], obsidian: [0] }).state;
    s.rng = rngRolling([4, 5]);
    const r = play(s, 1, { type: "defend", obsidian: 1 });
    expect(r.log.find((e) => e.key === "balam.dice")?.params).toMatchObject({ attack: 4, defence: 4, points: 0 });
    expect(r.state.sites[18]!.buildings[0]!.token).toBeNull();
    expect(r.state.sites[17]!.buildings).toHaveLength(2);
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

describe("Katun cards", () => {
  const flipping = (kind: Parameters<typeof card>[0], nth = 0, players = 2) => {
    const s = fresh(players);
    withRow(s, [card(kind, nth), card("favourable", 13)]);
    return s;
  };

  // « 1 - Katun favorable (14) : Le roi gagne la richesse mentionnée. »
  // « 2 - Katun exceptionnel (2) : Le roi gagne 2 maïs. »
  // « 4 - Fête du cacao (1) : Chaque roi gagne un cacao. »
  it("favourable, exceptional and cacao feast give wealth from the supply", () => {
    const fav = play(flipping("favourable", 5), 0, { type: "flip", card: 0 });
    expect(CARDS[card("favourable", 5)]!.wealth).toEqual(["obsidian"]);
    expect(fav.state.kings[0]!.wealth.obsidian).toBe(1);
    expect(fav.log[0]).toMatchObject({ key: "balam.flipped", params: { card: CARDS[card("favourable", 5)]!.id, kind: "favourable" } });
    expect(play(flipping("exceptional"), 0, { type: "flip", card: 0 }).state.kings[0]!.wealth.maize).toBe(8);
    const feast = flipping("cacaoFeast", 0, 3);
    feast.supply.cacao = 2;
    const r = play(feast, 0, { type: "flip", card: 0 }).state;
    expect(r.kings.map((k) => k.wealth.cacao)).toEqual([1, 1, 0]);
  });

  // « 0 - Katun prospère (10) : Le roi gagne une des richesses ou les points de prestige mentionnés, au
  // choix. »
  // « 3 - Retour d'expédition (2) : Le roi gagne une richesse au choix. »
  it("prosperous cards and expeditions ask the king's choice", () => {
    const s = play(flipping("prosperous", 9), 0, { type: "flip", card: 0 }).state;
    expect(balam.legalMoves(s, 0)).toEqual([
      { type: "gain", choice: "cacao" },
      { type: "gain", choice: "jade" },
      { type: "gain", choice: "prestige" },
    ]);
    refused(s, 0, { type: "gain", choice: "maize" }, "not-allowed");
    expect(play(s, 0, { type: "gain", choice: "prestige" }).state.kings[0]!.prestige).toBe(4);
    const e = play(flipping("expedition"), 0, { type: "flip", card: 0 }).state;
    expect(balam.legalMoves(e, 0)).toHaveLength(6);
    expect(play(e, 0, { type: "gain", choice: "prisoner" }).state.kings[0]!.wealth.prisoner).toBe(1);
  });

  // « 5 - Mariage princier (2) : Le roi prend une richesse de son choix à un autre roi (au titre de dot). »
  it("a princely marriage takes a wealth of the king's choice from another king", () => {
    const s = flipping("marriage");
    setWealth(s, 1, { jade: 1, maize: 2 });
    const t = play(s, 0, { type: "flip", card: 0 }).state;
    expect(balam.legalMoves(t, 0)).toEqual([
      { type: "dowry", from: 1, wealth: "maize" },
      { type: "dowry", from: 1, wealth: "jade" },
    ]);
    const r = play(t, 0, { type: "dowry", from: 1, wealth: "jade" }).state;
    expect([r.kings[0]!.wealth.jade, r.kings[1]!.wealth.jade]).toEqual([1, 0]);
  });

  // « Les Mayas du roi peuvent acheminer une seule richesse dans chaque cenote (trou d'eau), pour un
  // sacrifice exceptionnel, qui rapportera 2 fois plus de prestige que dans un temple. »
  it("the cenote cult sacrifices one wealth per reachable cenote for double prestige", () => {
    // Cenotes on sites 1, 9 and 13. Seat 0 stores a prisoner on site 8 (next to 9 and 14–13).
    const s = flipping("cenoteCult");
    setCity(s, 8, 0, [
      ["storehouse", [0], "prisoner"],
      ["storehouse", [1], "maize"],
    ]);
    let t = play(s, 0, { type: "flip", card: 0 }).state;
    const offers = balam.legalMoves(t, 0).filter((m) => m.type === "offer");
    expect(offers.length).toBeGreaterThanOrEqual(4);
    const r = play(t, 0, { type: "offer", from: { site: 8, slot: 0 }, cenote: 9 });
    expect(r.state.kings[0]!.prestige).toBe(6);
    t = r.state;
    refused(t, 0, { type: "offer", from: { site: 8, slot: 1 }, cenote: 9 }, "not-allowed");
    t = play(t, 0, { type: "offer", from: { site: 8, slot: 1 }, cenote: 13 }).state;
    expect(t.kings[0]!.prestige).toBe(8);
    expect(t.current).toBe(1);
    // Another king's market across the way blocks the transport.
    const blocked = flipping("cenoteCult");
    setCity(blocked, 8, 0, [["storehouse", [0], "prisoner"]]);
    setCity(blocked, 15, 1, [
      ["market", [0]],
      ["market", [1]],
    ]);
    setCity(blocked, 14, 1, [["market", [0]]]);
    setCity(blocked, 7, 1, [["market", [0]]]);
    setCity(blocked, 3, 1, [["market", [0]]]);
    const none = play(blocked, 0, { type: "flip", card: 0 });
    expect(none.state.current).toBe(1);
  });

  // « Celui qui possède à ce moment précis plus de terrains de pelote que les autres remporte le match, ainsi
  // qu'un nombre de points de prestige égal au nombre de cités qu'il possède. »
  // « En cas d'égalité pour la deuxième place entre 2 ou 3 joueurs, ceux-ci ne remportent aucun point. »
  it("a ball game pays the most ball courts as many points as its cities, half to a second, none on wider ties", () => {
    const s = flipping("ballGame", 0, 4);
    setCity(s, 0, 0, [
      ["ballcourt", [0]],
      ["ballcourt", [1]],
    ]);
    setCity(s, 1, 0, [["village", [0]]]);
    setCity(s, 2, 0, [["village", [0]]]);
    setCity(s, 3, 1, [["ballcourt", [0]]]);
    for (const site of [4, 5, 6]) setCity(s, site, 1, [["village", [0]]]);
    const r = play(s, 0, { type: "flip", card: 0 });
    expect(r.state.kings.map((k) => k.prestige)).toEqual([3, 2, 0, 0]);
    expect(r.state.ballGames).toBe(1);
    const tie = flipping("ballGame", 0, 4);
    setCity(tie, 0, 0, [["ballcourt", [0]]]);
    setCity(tie, 1, 0, [["village", [0]]]);
    setCity(tie, 3, 1, [["ballcourt", [0]]]);
    setCity(tie, 5, 2, [["village", [0]]]);
    expect(play(tie, 0, { type: "flip", card: 0 }).state.kings.map((k) => k.prestige)).toEqual([1, 0, 0, 0]);
    const three = flipping("ballGame", 0, 4);
    for (const seat of [0, 1, 2]) setCity(three, seat, seat, [["ballcourt", [0]]]);
    expect(play(three, 0, { type: "flip", card: 0 }).state.kings.map((k) => k.prestige)).toEqual([0, 0, 0, 0]);
  });

  // « Les richesses utilisées pour parer aux catastrophes doivent provenir obligatoirement des réserves (ou
  // des garnisons) des Mayas. »
  it("a catastrophe is paid from the Mayas' storehouses, or the king loses the buildings of his choice", () => {
    const s = flipping("drought");
    setCity(s, 5, 0, [
      ["village", [0]],
      ["village", [1]],
      ["storehouse", [2], "maize"],
    ]);
    setCity(s, 6, 0, [["village", [0]]]);
    const t = play(s, 0, { type: "flip", card: 0 }).state;
    const moves = balam.legalMoves(t, 0);
    expect(moves.filter((m) => m.type === "tribute")).toEqual([{ type: "tribute", tokens: [{ site: 5, slot: 2 }] }]);
    expect(moves.filter((m) => m.type === "ruin")).toHaveLength(3);
    const paid = play(t, 0, { type: "tribute", tokens: [{ site: 5, slot: 2 }] }).state;
    expect(paid.sites[5]!.buildings[2]!.token).toBeNull();
    expect(paid.kings[0]!.wealth.maize).toBe(6);
    const lost = play(t, 0, {
      type: "ruin",
      buildings: [
        { site: 6, slot: 0 },
        { site: 5, slot: 1 },
      ],
    }).state;
    expect(lost.sites[6]!.owner).toBeNull();
    expect(lost.sites[5]!.buildings.map((b) => b.kind)).toEqual(["village", "storehouse"]);
    refused(t, 0, { type: "ruin", buildings: [{ site: 6, slot: 0 }] }, "not-allowed");
  });

  // « Dans le cas d'une catastrophe, si le joueur ne possède pas le bâtiment mentionné sur la carte, ses
  // Mayas ne paient pas la pénalité. »
  // « Elles ne peuvent jamais provenir des coffres du roi. »
  it("spares a king without the building named, and never takes from the king's sheet", () => {
    const s = flipping("insurrection");
    setCity(s, 5, 0, [
      ["village", [0]],
      ["storehouse", [1], "maize"],
    ]);
    const r = play(s, 0, { type: "flip", card: 0 });
    expect(keys(r.log)).toContain("balam.no-effect");
    expect(r.state.sites[5]!.buildings[1]!.token).toBe("maize");
    const palace = flipping("insurrection");
    setCity(palace, 5, 0, [["palace", [0, 1]]]);
    // Maize on his sheet does not help: the only way out is losing the palace, done at once.
    const gone = play(palace, 0, { type: "flip", card: 0 }).state;
    expect(gone.sites[5]!.owner).toBeNull();
    expect(gone.kings[0]!.wealth.maize).toBe(6);
  });

  // « 14 - Décadence (4) : Payer 1 prisonnier, ou perdre 1 terrain de pelote et 1 observatoire. »
  // « 16 - Raz de marée (3) : Payer 2 prisonniers, ou perdre toutes ses cités en bord de mer. »
  it("decadence takes a ball court and an observatory; eruptions and tidal waves whole cities unless 2 prisoners are paid", () => {
    const d = flipping("decadence");
    setCity(d, 5, 0, [
      ["ballcourt", [0]],
      ["village", [1]],
    ]);
    setCity(d, 6, 0, [
      ["observatory", [0]],
      ["village", [1]],
    ]);
    const dr = play(d, 0, { type: "flip", card: 0 }).state;
    expect(dr.sites[5]!.buildings.map((b) => b.kind)).toEqual(["village"]);
    expect(dr.sites[6]!.buildings.map((b) => b.kind)).toEqual(["village"]);
    // Volcano sites on the default board: 0, 2, 16, 19.
    const v = flipping("eruption");
    setCity(v, 2, 0, [
      ["village", [0]],
      ["garrison", [1], "prisoner"],
    ]);
    setCity(v, 19, 0, [["village", [0]]]);
    setCity(v, 8, 0, [["storehouse", [0], "prisoner"]]);
    const vt = play(v, 0, { type: "flip", card: 0 }).state;
    expect(balam.legalMoves(vt, 0)).toEqual([
      {
        type: "tribute",
        tokens: [
          { site: 2, slot: 1 },
          { site: 8, slot: 0 },
        ],
      },
      { type: "ruin", buildings: [] },
    ]);
    const ruined = play(vt, 0, { type: "ruin", buildings: [] }).state;
    expect([ruined.sites[2]!.owner, ruined.sites[19]!.owner, ruined.sites[8]!.owner]).toEqual([null, null, 0]);
    const t = flipping("tidalWave");
    setCity(t, 0, 0, [["village", [0]]]);
    setCity(t, 5, 0, [["village", [0]]]);
    const tr = play(t, 0, { type: "flip", card: 0 }).state;
    expect([tr.sites[0]!.owner, tr.sites[5]!.owner]).toEqual([null, 0]);
  });

  // « Dès qu'un joueur la pioche, le bonus de fin de manche (clémence de Chaak) n'est plus jamais appliqué. »
  it("the eclipse ends Chaak's clemency of 2 maize at the end of each round", () => {
    const s = fresh(2);
    withRow(s, [card("favourable", 0)]);
    const kept = play(s, 0, { type: "flip", card: 0 });
    expect(kept.state.kings.map((k) => k.wealth.maize)).toEqual([9, 8]);
    expect(keys(kept.log)).toContain("balam.clemency");
    const e = fresh(2);
    withRow(e, [card("eclipse")]);
    const gone = play(e, 0, { type: "flip", card: 0 });
    expect(gone.state.eclipse).toBe(true);
    expect(gone.state.kings.map((k) => k.wealth.maize)).toEqual([6, 6]);
  });
});

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

describe("the end", () => {
  // « La partie s'arrête à la fin de la manche pendant laquelle s'est déroulé le dernier match de pelote. »
  // « Les joueurs convertissent alors leurs richesses personnelles en points de prestige (1/2 pt par
  // richesse, arrondi à l'inférieur) »
  it("comes after the round of the chosen ball game, with half a point per wealth left, ties to the richest", () => {
    const s = fresh(2);
    s.eclipse = true;
    s.ballGames = 1;
    setWealth(s, 0, { maize: 5 });
    setWealth(s, 1, { maize: 4, jade: 1 });
    s.kings[0]!.prestige = 10;
    s.kings[1]!.prestige = 10;
    withRow(s, [card("ballGame"), card("favourable", 13)]);
    let t = play(s, 0, { type: "flip", card: 0 }).state;
    expect(t.phase).toBe("turns");
    expect(balam.result(t)).toBeNull();
    const end = play(t, 1, { type: "flip", card: 1 });
    t = end.state;
    expect(t.phase).toBe("over");
    expect(balam.awaiting(t)).toEqual([]);
    expect(t.final).toEqual({ bonus: [2, 3], wealth: [5, 6] });
    expect(balam.result(t)).toEqual({ winners: [1], scores: [12, 13] });
    expect(keys(end.log)).toContain("balam.game-end");
    refused(t, 0, { type: "end" }, "game-over");
  });

  // « Le joueur qui a le plus de points de prestige remporte la partie. »
  it("shares the win when prestige and wealth tie", () => {
    const s = fresh(2);
    s.ballGames = 1;
    withRow(s, [card("ballGame")]);
    const t = play(s, 0, { type: "flip", card: 0 }).state;
    expect(balam.result(t)).toEqual({ winners: [0, 1], scores: [4, 4] });
  });
});
