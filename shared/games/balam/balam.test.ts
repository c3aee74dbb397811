// Balam's rules, from the text (shared/rules/balam.fr.txt) and the notes (../../../../shared/games/balam.md, beside the repository).
// Site numbers refer to the default board (see docs/games/balam.md for its map).
import { describe, expect, it } from "vitest";
import { CARDS, SUPPLY } from "./data";
import { balam } from "./index";
import { buildDeck } from "./rules-rounds";
import { Random } from "../../engine/random";
import { card, fresh, keys, play, refused, setCity, setWealth, withRow } from "./test-helpers";

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
