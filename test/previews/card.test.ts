// The board image of every game, from set-up to the end, and the words around it.
import { describe, expect, it } from "vitest";
import { randomPlayout } from "../../shared/engine/play";
import { GAME_IDS, gameModule, gameRules, type GameId, loadGames } from "../../shared/games/index";
import { cardSvg } from "../../functions/previews/card";
import { cardInput, type GameFacts } from "../../functions/previews/describe";
import { svgToPng } from "../../functions/previews/png";
import { WebhookChannel } from "../../functions/notifier/channels";
import type { Notice } from "../../functions/record/notices";
import { FONT_FAMILY, SEATS, YUCATA_STONES, seatColour } from "../../shared/palette";

await loadGames();

const NAMES = ["Alice", "Bruno", "Chloé", "Dmitri", "Eun-ji"];

function factsAfter(id: GameId, players: number, moves: number): GameFacts {
  const def = gameRules(id);
  const { state } = randomPlayout(def, { players, options: {}, seed: `card-${id}` }, { maxMoves: moves });
  const result = def.result(state);
  return {
    game: id,
    players: NAMES.slice(0, players),
    status: result ? "finished" : "active",
    awaiting: def.awaiting(state),
    result,
    turnSince: "2025-06-01T09:30:00.000Z",
    view: def.view(state, null),
  };
}

function pngSize(bytes: Uint8Array) {
  const view = new DataView(bytes.buffer, bytes.byteOffset);
  return {
    signature: [...bytes.subarray(1, 4)].map((c) => String.fromCharCode(c)).join(""),
    width: view.getUint32(16),
    height: view.getUint32(20),
  };
}

describe.each(GAME_IDS)("%s", (id) => {
  const max = gameRules(id).maxPlayers;
  it.each([
    ["at set-up", 0],
    ["mid-game", 40],
    ["at the end", 5000],
  ])("renders a 1200×630 picture %s with every seat's colour", async (_, moves) => {
    const facts = factsAfter(id, max, moves as number);
    const svg = cardSvg(cardInput(facts));
    // Each seat is in the header: its disc in its own colour.
    for (let seat = 0; seat < max; seat++) expect(svg).toContain(`fill="${seatColour(id, seat)}"`);
    expect(pngSize(await svgToPng(svg))).toEqual({ signature: "PNG", width: 1200, height: 630 });
  });

  it("draws the board's pieces in the seat colours of the game's page", () => {
    const facts = factsAfter(id, 2, 40);
    const board = gameModule(id).drawPreview(facts.view as never, { x: 0, y: 0, width: 730, height: 460 });
    // The page's boards take their colours from the same palette (web/games/<id>/ imports SEATS).
    for (const seat of [0, 1]) expect(board).toContain(`"${SEATS[id].fill[seat]}"`);
  });
});

describe("the palette", () => {
  it("never gives a Yucata' seat a stone's colour, so an amulet never reads as a stone", () => {
    const stones: string[] = Object.values(YUCATA_STONES);
    for (const colour of SEATS.yucata.fill) expect(stones).not.toContain(colour);
  });
});

describe("the picture's words", () => {
  it("are written in the page's typeface, accents and lower case kept", () => {
    const svg = cardSvg(cardInput(factsAfter("yucatan", 2, 10)));
    expect(svg).toContain(`font-family="${FONT_FAMILY}"`);
    expect(svg).toMatch(/<text [^>]*>Yucatàn<\/text>/);
  });

  it("reach the picture: the renderer has the typeface (it has no system fonts)", async () => {
    const page = (words: string) =>
      `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="60"><rect width="300" height="60" fill="#fff"/>${words}</svg>`;
    const blank = await svgToPng(page(""));
    const written = await svgToPng(page(`<text x="10" y="40" font-size="30" font-family="${FONT_FAMILY}">Yucatàn</text>`));
    expect(Buffer.from(written).equals(Buffer.from(blank))).toBe(false);
  });

  it("never puts a player's name in the SVG as markup", () => {
    const facts = { ...factsAfter("yucata", 2, 3), players: ['<script>alert("x")</script>', "Bob & co"] };
    const svg = cardSvg(cardInput(facts));
    expect(svg).not.toContain("<script");
    expect(svg).toContain("&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62;");
    expect(svg).toContain("Bob &#38; co");
  });

  it("shows who is awaited, and the winners once over", () => {
    const active = cardInput(factsAfter("balam", 3, 20));
    expect(active.summary).toMatch(/to play since 1 June 2025/);
    const over = factsAfter("yucata", 2, 5000);
    expect(over.status).toBe("finished");
    expect(cardInput(over).summary).toMatch(/won\. Final scores: Alice \d+, Bruno \d+\.$/);
  });

  it("draws open seats before the game starts", async () => {
    const svg = cardSvg(
      cardInput({ game: "balam", players: ["Alice", null, null], status: "open", awaiting: [], result: null, turnSince: null, view: null }),
    );
    expect(svg).toContain("stroke-dasharray");
    expect(pngSize(await svgToPng(svg)).width).toBe(1200);
  });
});

describe("chat messages", () => {
  const notice: Notice = { gameId: "g1", version: 4, seat: -1, kind: "turn" };
  const image = "https://turnpost.example/og/g1/4.png";

  it("carry the board image in each service's own shape", () => {
    expect(
      WebhookChannel.body(
        "https://discord.com/api/webhooks/1/x",
        { text: () => "Your turn", link: "https://turnpost.example/g/g1", image: image },
        notice,
      ),
    ).toEqual({
      content: "Your turn",
      allowed_mentions: { parse: [] },
      embeds: [{ image: { url: image } }],
    });
    const slack = WebhookChannel.body(
      "https://hooks.slack.com/services/x",
      { text: () => "Your turn", link: "https://turnpost.example/g/g1", image: image },
      notice,
    ) as { blocks: unknown[] };
    expect(slack.blocks).toContainEqual({ type: "image", image_url: image, alt_text: "Your turn" });
    expect(
      WebhookChannel.body(
        "https://chat.example/hook",
        { text: () => "Your turn", link: "https://turnpost.example/g/g1", image: image },
        notice,
      ),
    ).toMatchObject({
      image,
    });
  });

  it("leave the image out when the game has none (a private game)", () => {
    expect(
      WebhookChannel.body(
        "https://discord.com/api/webhooks/1/x",
        { text: () => "Your turn", link: "https://turnpost.example/g/g1", image: null },
        notice,
      ),
    ).toEqual({ content: "Your turn", allowed_mentions: { parse: [] } });
  });
});
