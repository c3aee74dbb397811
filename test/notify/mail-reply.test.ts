// Reply to play: a "your turn" mail's Reply-To carries that seat's token for that version, and a reply
// whose first line is the number of a listed move, delivered to the local SMTP receiver, plays it; the
// answer mail says what happened. A forged address, a replayed reply or a wrong number plays nothing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import nodemailer from "nodemailer";
import { ApiClient, moveId } from "../support/client";
import { signedIn, startStack, type TestStack } from "../support/stack";

let stack: TestStack;

beforeAll(async () => {
  stack = await startStack({ replyReceiver: true });
});

afterAll(async () => {
  await stack?.stop();
});

/** A reply as a mail client sends it: the number, a blank line, the quoted mail. */
async function reply(to: string, firstLine: string): Promise<void> {
  const transport = nodemailer.createTransport({ host: "127.0.0.1", port: stack.replyPort!, secure: false, ignoreTLS: true });
  await transport.sendMail({
    from: "someone@example.org",
    to,
    subject: "Re: Your turn",
    text: `${firstLine}\n\nOn Tuesday, Turnpost wrote:\n> 1. Play the 1: your amulet moves\n> 2. Play the 3\n`,
  });
  transport.close();
}

async function answers(to: string): Promise<string[]> {
  return (await stack.outbox()).filter((m) => m.to.includes(to) && m.subject === "Your reply in Yucata'").map((m) => m.text);
}

describe("reply to play", () => {
  it("plays the numbered move of a reply, and nothing for a wrong number, a forged token or a replay", async () => {
    const email = "reply@example.org";
    const alice = await signedIn(stack, email);
    const created = await alice.post("/api/games", { game: "yucata", players: 2, options: { firstPlayer: 1 } });
    const gameId = created.body.id as string;
    const bob = await ApiClient.guest(stack.url, "Bob");
    await bob.post(`/api/games/${gameId}/join`);
    await bob.post(`/api/games/${gameId}/moves`, { version: 0, move: { card: 2 }, clientMoveId: moveId() });
    const turn = await stack.waitForMail(email, /Your turn/);
    const replyTo = turn.headers["reply-to"]!;
    expect(replyTo).toMatch(new RegExp(`^play\\+${gameId}-0-1-[0-9a-z]+-[0-9a-f]{24}@turnpost\\.local$`));
    expect(turn.text).toContain("Or reply to this email with the number of your move on the first line.");
    const second = /^2\. (Play the [^\n]+)$/m.exec(turn.text)![1]!;
    const version = async () => (await alice.get(`/api/games/${gameId}`)).body.version as number;

    // Words, or a number no move has: understood as nothing, and said so.
    await reply(replyTo, "yes please");
    await reply(replyTo, "9");
    await expect.poll(() => answers(email), { timeout: 10_000 }).toHaveLength(2);
    for (const text of await answers(email))
      expect(text).toContain("The first line should be the number of one of your moves, from 1 to 6");
    expect(await version()).toBe(1);

    // Another token in the address: no move, and no answer to anyone.
    const forged = replyTo.replace(/-([0-9a-f]{24})@/, (_, mac: string) => `-${mac.startsWith("0") ? "1" : "0"}${mac.slice(1)}@`);
    await reply(forged, "2");
    // The answer to the good reply below comes after this one is handled: the receiver takes one at a time.
    await reply(replyTo, "2");
    await expect.poll(() => answers(email), { timeout: 10_000 }).toHaveLength(3);
    expect((await answers(email))[2]).toContain(`Played: ${second}`);
    expect(await version()).toBe(2);
    const [event] = (await alice.get(`/api/games/${gameId}/events?after=1`)).body.events;
    expect(event.seat).toBe(0);

    // The same reply again: nothing more is played.
    await reply(replyTo, "2");
    await reply(replyTo, "3");
    await expect.poll(() => answers(email), { timeout: 10_000 }).toHaveLength(5);
    for (const text of (await answers(email)).slice(3)) expect(text).toContain("This move was already played");
    expect(await version()).toBe(2);
    // Answers go to the seat's own address only, never to whoever wrote the reply.
    expect((await stack.outbox()).filter((m) => m.to.includes("someone@example.org"))).toEqual([]);
  });
});
