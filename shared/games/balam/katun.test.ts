// Balam's Katun cards, from the text (shared/rules/balam.fr.txt) and the notes (../../../../shared/games/balam.md, beside the repository).
// Site numbers refer to the default board (see docs/games/balam.md for its map).
import { describe, expect, it } from "vitest";
import { CARDS } from "./data";
import { balam } from "./index";
import { card, fresh, keys, play, refused, setCity, setWealth, withRow } from "./test-helpers";

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
