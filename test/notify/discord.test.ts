// A game's Discord channel holds one message per game that each turn edits in place (board, whose turn,
// the deadline, the link), a new one when someone deleted it, and a new one at the game's end. Played
// against a local server that answers as Discord's webhook API does, over TLS, through the notifier's
// real outbound calls.
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { playThroughApi } from "../reliability/support";
import { ApiClient, moveId } from "../support/client";
import { type FakeDiscord, startFakeDiscord } from "../support/fake-discord";
import { startStack, type TestStack } from "../support/stack";

let stack: TestStack;
let discord: FakeDiscord;

beforeAll(async () => {
  discord = await startFakeDiscord();
  stack = await startStack({ outbound: { resolve: async () => ["127.0.0.1"], allowLoopback: true, ca: discord.ca } });
});
afterAll(async () => {
  await stack?.stop();
  await discord?.close();
});

/** Waits until the channel shows a message that `matches`, and answers it. */
function shown(matches: (content: string) => boolean, what: string) {
  return vi.waitFor(
    () => {
      const message = discord.messages().find((m) => matches(m.content));
      if (!message) throw new Error(`the channel shows no ${what}: ${JSON.stringify(discord.messages())}`);
      return message;
    },
    { timeout: 15_000, interval: 20 },
  );
}

async function move(client: ApiClient, id: string): Promise<void> {
  const detail = (await client.get(`/api/games/${id}`)).body;
  const reply = await client.post(`/api/games/${id}/moves`, {
    version: detail.version,
    move: detail.legalMoves[0],
    clientMoveId: moveId(),
  });
  expect(reply.status).toBe(200);
}

it("edits one message per turn, posts anew when it was deleted, and posts the end", async () => {
  const ann = await ApiClient.guest(stack.url, "Ann");
  const ben = await ApiClient.guest(stack.url, "Ben");
  const id = (await ann.post("/api/games", { game: "yucata", players: 2, options: { firstPlayer: 1 }, timePerMoveDays: 3 })).body.id;
  expect((await ann.request("PUT", `/api/games/${id}/webhook`, { url: discord.webhookUrl })).status).toBe(200);
  await ben.post(`/api/games/${id}/join`);

  // Ben moved: the channel gets a message saying it is Ann's turn, with the board and the deadline.
  await move(ben, id);
  const first = await shown((c) => c.startsWith("It's Ann's turn in Yucata'"), "turn of Ann");
  expect(first.content).toMatch(/\/g\/\w+\n⏳ <t:\d+:f> \(<t:\d+:R>\)$/);
  expect(first.embeds).toEqual([{ image: { url: expect.stringMatching(/\/og\/.+\.png$/) } }]);
  expect(discord.calls).toContainEqual(expect.stringMatching(/^POST \/api\/webhooks\/\d+\/fake-token\?wait=true$/));

  // Ann moved: the same message now says it is Ben's turn; nothing new was posted.
  await move(ann, id);
  await shown((c) => c.startsWith("It's Ben's turn"), "turn of Ben");
  expect(discord.messages()).toEqual([expect.objectContaining({ id: first.id, edits: 1 })]);
  expect(discord.calls).toContainEqual(`PATCH /api/webhooks/1180000000000000001/fake-token/messages/${first.id}`);

  // Someone deleted it: the next turn's edit finds no message (404) and a new one takes its place.
  discord.remove(first.id);
  await move(ben, id);
  const second = await shown((c) => c.startsWith("It's Ann's turn"), "new turn message");
  expect(second.id).not.toBe(first.id);
  expect(discord.messages()).toHaveLength(1);

  // The end is a message of its own (an edit would not tell the channel), the turn message stays.
  await playThroughApi(id, [ann, ben], "discord-end", 300);
  const end = await shown((c) => c.startsWith("The game of Yucata' is over"), "end message");
  expect(end.content).not.toContain("⏳");
  expect(discord.messages().map((m) => m.id)).toEqual([second.id, end.id]);
});

it("shows the players' names as they typed them: no ping, no masked link, no markup", async () => {
  const eve = await ApiClient.guest(stack.url, "@everyone [nitro](https://evil.example)");
  const mal = await ApiClient.guest(stack.url, "<@1180000000000000001> **Mal** # @here");
  const id = (await eve.post("/api/games", { game: "yucata", players: 2, options: { firstPlayer: 1 } })).body.id;
  expect((await eve.request("PUT", `/api/games/${id}/webhook`, { url: discord.webhookUrl })).status).toBe(200);
  await mal.post(`/api/games/${id}/join`);
  const page = `${stack.url}/g/${id}`;

  await move(mal, id);
  const told = await shown((c) => c.includes("nitro"), "turn of the player named @everyone");
  expect(told).toMatchObject({
    shown: `It's @everyone [nitro](https://evil.example)'s turn in Yucata': ${page}`,
    links: [page],
    mentions: [],
    pings: [],
  });

  // The same message, edited: an edit must not ping either.
  await move(eve, id);
  const edited = await shown((c) => c.includes("Mal"), "turn of the player named <@…>");
  expect(edited).toMatchObject({
    id: told.id,
    shown: `It's <@1180000000000000001> **Mal** # @here's turn in Yucata': ${page}`,
    links: [page],
    mentions: [],
    pings: [],
  });
});
