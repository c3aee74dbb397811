// Game links as chat apps see them: a real link-preview parser (open-graph-scraper) reads the local
// stack's spectator pages and invitations, then the board image it finds is fetched and checked.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import ogs from "open-graph-scraper";
import { ApiClient, moveId } from "../support/client";
import { startStack, type TestStack } from "../support/stack";

let stack: TestStack;
let alice: ApiClient;
let bob: ApiClient;
/** A name a crawler must get back exactly, and that must never become markup. */
const TRICKY = `Zoë <b>"&'</b>`;

beforeAll(async () => {
  stack = await startStack();
  alice = await ApiClient.guest(stack.url, "Alice");
  bob = await ApiClient.guest(stack.url, TRICKY);
});

afterAll(async () => {
  await stack?.stop();
});

/** What a chat app's unfurler gets from a link. */
async function unfurl(path: string) {
  const { result, html } = await ogs({
    url: new URL(path, stack.url).toString(),
    // The stack runs on localhost, which has no top-level domain.
    urlValidatorSettings: {
      allow_fragments: true,
      allow_protocol_relative_urls: false,
      allow_query_components: true,
      allow_trailing_dot: false,
      allow_underscores: true,
      protocols: ["http", "https"],
      require_host: true,
      require_port: false,
      require_protocol: true,
      require_tld: false,
      require_valid_protocol: true,
      validate_length: true,
    },
  });
  return { result, html: html ?? "" };
}

async function createGame(creator: ApiClient, body: Record<string, unknown>): Promise<string> {
  const reply = await creator.post("/api/games", body);
  expect(reply.status).toBe(201);
  return reply.body.id;
}

async function join(client: ApiClient, id: string) {
  expect((await client.post(`/api/games/${id}/join`)).status).toBe(200);
}

/** Plays the awaited seat's first legal move, `count` times or until the game ends. */
async function play(id: string, seats: ApiClient[], count: number) {
  for (let i = 0; i < count; i++) {
    const game = (await seats[0]!.get(`/api/games/${id}`)).body;
    if (game.status !== "active") return;
    const player = seats[game.awaiting[0]]!;
    const detail = (await player.get(`/api/games/${id}`)).body;
    const reply = await player.post(`/api/games/${id}/moves`, {
      version: detail.version,
      move: detail.legalMoves[0],
      clientMoveId: moveId(),
    });
    expect(reply.status).toBe(200);
  }
}

/** Width and height from a PNG's IHDR chunk, after checking the signature. */
function pngSize(bytes: Uint8Array): { width: number; height: number } {
  expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  expect(String.fromCharCode(...bytes.subarray(12, 16))).toBe("IHDR");
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

async function fetchImage(url: string) {
  const response = await fetch(url);
  return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
}

describe("a game in progress", () => {
  let id: string;
  beforeAll(async () => {
    id = await createGame(alice, { game: "yucata", players: 2, options: { firstPlayer: 1 } });
    await join(bob, id);
    await play(id, [alice, bob], 1);
  });

  it("unfurls with the game, the players, whose turn and since when, and a board image", async () => {
    const { result } = await unfurl(`/g/${id}`);
    expect(result.ogTitle).toBe(`Yucata': Alice and ${TRICKY}`);
    expect(result.ogDescription).toMatch(/^Alice to play since \d{1,2} \w+ \d{4}(,| at) \d\d:\d\d UTC\.$/);
    expect(result.twitterCard).toBe("summary_large_image");
    expect(result.ogImage?.[0]?.url).toBe(new URL(`/og/${id}/1.png`, stack.url).toString());
    expect(result.ogUrl).toBe(new URL(`/g/${id}`, stack.url).toString());
  });

  it("escapes player names in the page and in the picture", async () => {
    const page = await (await fetch(new URL(`/g/${id}`, stack.url))).text();
    expect(page).not.toContain("<b>");
    expect(page).toContain("Zoë &#60;b&#62;&#34;&#38;&#39;&#60;/b&#62;");
  });

  it("serves a 1200×630 PNG that any site may show, cached for good under its version", async () => {
    const { response, bytes } = await fetchImage(new URL(`/og/${id}/1.png`, stack.url).toString());
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(response.headers.get("cache-control")).toContain("immutable");
    expect(response.headers.get("cross-origin-resource-policy")).toBe("cross-origin");
    expect(pngSize(bytes)).toEqual({ width: 1200, height: 630 });
  });

  it("gives a new image address after a move, and sends the old one to the board as it stands", async () => {
    await play(id, [alice, bob], 1);
    const { result } = await unfurl(`/g/${id}`);
    expect(result.ogImage?.[0]?.url).toBe(new URL(`/og/${id}/2.png`, stack.url).toString());
    const old = await fetch(new URL(`/og/${id}/1.png`, stack.url), { redirect: "manual" });
    expect(old.status).toBe(302);
    expect(old.headers.get("location")).toBe(new URL(`/og/${id}/2.png`, stack.url).toString());
    expect((await fetch(new URL(`/og/${id}/3.png`, stack.url))).status).toBe(404);
  });

  it("answers oEmbed with the board image, and the page says where", async () => {
    const { html } = await unfurl(`/g/${id}`);
    const discovery = /<link rel="alternate" type="application\/json\+oembed" href="([^"]+)"/.exec(html);
    expect(discovery).not.toBeNull();
    const reply = await fetch(discovery![1]!.replaceAll("&#38;", "&"));
    expect(reply.status).toBe(200);
    const oembed = await reply.json();
    expect(oembed).toMatchObject({ version: "1.0", type: "photo", width: 1200, height: 630, provider_name: "Turnpost" });
    expect(oembed.url).toBe(new URL(`/og/${id}/2.png`, stack.url).toString());
    expect(oembed.title).toContain(TRICKY);
    const small = await (await fetch(new URL(`/oembed?url=${encodeURIComponent(`${stack.url}/g/${id}`)}&maxwidth=600`, stack.url))).json();
    expect([small.width, small.height]).toEqual([600, 315]);
    const elsewhere = await fetch(new URL(`/oembed?url=${encodeURIComponent(`https://example.org/g/${id}`)}`, stack.url));
    expect(elsewhere.status).toBe(404);
  });

  it("still gives a browser the web client", async () => {
    const page = await (await fetch(new URL(`/g/${id}`, stack.url))).text();
    expect(page).toMatch(/<script type="module" src="\/assets\/[^"]+\.js"><\/script>/);
    expect(page).toContain('<div id="app"></div>');
  });
});

describe("a finished game", () => {
  it("unfurls with the result and the final scores", async () => {
    const id = await createGame(alice, { game: "yucata", players: 2 });
    await join(bob, id);
    await play(id, [alice, bob], 400);
    const game = (await alice.get(`/api/games/${id}`)).body;
    expect(game.status).toBe("finished");
    const { result } = await unfurl(`/g/${id}`);
    const names = ["Alice", TRICKY];
    const winners = game.result.winners.map((s: number) => names[s]).join(" and ");
    expect(result.ogDescription).toBe(`${winners} won. Final scores: Alice ${game.result.scores[0]}, ${TRICKY} ${game.result.scores[1]}.`);
    const { bytes } = await fetchImage(result.ogImage![0]!.url);
    expect(pngSize(bytes)).toEqual({ width: 1200, height: 630 });
  });
});

describe("an invitation", () => {
  it("says who invites to what and how many seats are open", async () => {
    const id = await createGame(alice, { game: "balam", players: 3 });
    const { result } = await unfurl(`/join/${id}`);
    expect(result.ogTitle).toBe("Join Alice’s game of Balam");
    expect(result.ogDescription).toBe("2 seats open. Playing so far: Alice.");
    const { bytes } = await fetchImage(result.ogImage![0]!.url);
    expect(pngSize(bytes)).toEqual({ width: 1200, height: 630 });
  });
});

describe("a private game", () => {
  let id: string;
  beforeAll(async () => {
    id = await createGame(alice, { game: "yucatan", players: 2, private: true });
    await join(bob, id);
  });

  it("unfurls to Turnpost's generic card: no names, no board", async () => {
    for (const path of [`/g/${id}`, `/join/${id}`]) {
      const { result, html } = await unfurl(path);
      expect(result.ogTitle).toBe("Turnpost");
      expect(result.ogImage ?? []).toEqual([]);
      expect(html).not.toContain("Alice");
      expect(html).not.toContain("Yucat");
      expect(html).not.toContain("oembed");
    }
  });

  it("refuses its image and its oEmbed", async () => {
    expect((await fetch(new URL(`/og/${id}/0.png`, stack.url))).status).toBe(404);
    expect((await fetch(new URL(`/oembed?url=${encodeURIComponent(`${stack.url}/g/${id}`)}`, stack.url))).status).toBe(404);
  });
});

describe("notices", () => {
  it("show the board image in the your-turn email", async () => {
    const carol = new ApiClient(stack.url);
    expect((await carol.post("/api/auth/email", { email: "carol@example.org" })).status).toBe(202);
    const signIn = await stack.waitForMail("carol@example.org", /sign-in/i);
    const link = /http:\/\/localhost:\d+\/auth\/verify\?token=[A-Za-z0-9_-]+/.exec(signIn.text)![0];
    expect((await carol.get(link)).status).toBe(303);
    const id = await createGame(alice, { game: "yucata", players: 2, options: { firstPlayer: 1 } });
    await join(carol, id);
    const mail = await stack.waitForMail("carol@example.org", /^Your turn vs .+ in Yucata/);
    const src = /<img src="([^"]+)"/.exec(mail.html)?.[1];
    expect(src).toBe(new URL(`/og/${id}/0.png`, stack.url).toString());
    const { bytes } = await fetchImage(src!);
    expect(pngSize(bytes)).toEqual({ width: 1200, height: 630 });
  });
});
