// Reply to play: a "your turn" mail's Reply-To carries that seat's token for that turn, and a reply
// whose first line is the number of a listed move, delivered to the local SMTP receiver, plays it. One
// answer at most per token, to the seat's own address, as its mail preferences allow; replies are
// bounded per token and per sender; a forged or spent token is answered nothing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import nodemailer from "nodemailer";
import { awaitedAfterBob, awaitedInBalam, startStack, type TestStack } from "../support/stack";

let stack: TestStack;

beforeAll(async () => {
  stack = await startStack({ replyReceiver: true });
});

afterAll(async () => {
  await stack?.stop();
});

/**
 * A reply as a mail client sends it: the number, a blank line, the quoted mail. The receiver answers
 * the SMTP transaction once the reply was handled (and its answer, if any, mailed).
 */
async function reply(to: string, firstLine: string, from = "someone@example.org"): Promise<void> {
  const transport = nodemailer.createTransport({ host: "127.0.0.1", port: stack.replyPort!, secure: false, ignoreTLS: true });
  await transport.sendMail({
    from,
    to,
    subject: "Re: Your turn",
    text: `${firstLine}\n\nOn Tuesday, Turnpost wrote:\n> 1. Play the 1: your amulet moves\n> 2. Play the 3\n`,
  });
  transport.close();
}

async function answers(to: string): Promise<string[]> {
  return (await stack.outbox()).filter((m) => m.to.includes(to) && m.subject === "Your reply in Yucata'").map((m) => m.text);
}

/** A Yucata' game where Bob has moved and `email`'s seat 0 is awaited: her player, the game, its mail's reply address. */
async function awaited(email: string) {
  const { alice, gameId, mail: turn } = await awaitedAfterBob(stack, email);
  const version = async () => (await alice.get(`/api/games/${gameId}`)).body.version as number;
  return { alice, gameId, turn, replyTo: turn.headers["reply-to"]!, version };
}

describe("reply to play", () => {
  it("plays the numbered move of a reply and answers once, and nothing for a forged token or a replay", async () => {
    const email = "reply@example.org";
    const { alice, gameId, turn, replyTo, version } = await awaited(email);
    expect(replyTo).toMatch(new RegExp(`^play\\+${gameId}-0-1-[0-9a-z]+-[0-9a-f]{24}@turnpost\\.local$`));
    expect(turn.text).toContain("Or reply to this email with the number of your move on the first line.");
    const second = /^2\. (Play the [^\n]+)$/m.exec(turn.text)![1]!;

    // Another token in the address: no move, and no answer to anyone.
    const forged = replyTo.replace(/-([0-9a-f]{24})@/, (_, mac: string) => `-${mac.startsWith("0") ? "1" : "0"}${mac.slice(1)}@`);
    await reply(forged, "2");
    expect(await answers(email)).toEqual([]);
    expect(await version()).toBe(1);

    await reply(replyTo, "2");
    expect(await answers(email)).toEqual([expect.stringContaining(`Played: ${second}`)]);
    expect(await version()).toBe(2);
    const [event] = (await alice.get(`/api/games/${gameId}/events?after=1`)).body.events;
    expect(event.seat).toBe(0);

    // The same reply again, another number, words: the token is spent, nothing is played or answered.
    for (const line of ["2", "3", "yes please"]) await reply(replyTo, line);
    expect(await answers(email)).toHaveLength(1);
    expect(await version()).toBe(2);
    // Answers go to the seat's own address only, never to whoever wrote the reply.
    expect((await stack.outbox()).filter((m) => m.to.includes("someone@example.org"))).toEqual([]);
  });

  it("answers 8 replies to one token once, and plays nothing past the token's bound", async () => {
    const email = "eight@example.org";
    const { replyTo, version } = await awaited(email);
    for (let i = 0; i < 8; i++) await reply(replyTo, "yes please");
    const sent = await answers(email);
    expect(sent).toEqual([expect.stringContaining("The first line should be the number of one of your moves, from 1 to 6")]);
    // Past five replies an hour, a token plays nothing more: the board does.
    await reply(replyTo, "2");
    expect(await version()).toBe(1);
    expect(await answers(email)).toHaveLength(1);
  });

  it("plays but answers nothing when turn mails are off or the game is muted", async () => {
    const email = "quiet@example.org";
    const off = await awaited(email);
    expect((await off.alice.request("PATCH", "/api/me", { turnEmails: false })).status).toBe(200);
    await reply(off.replyTo, "9");
    await reply(off.replyTo, "2");
    expect(await off.version()).toBe(2);
    expect(await answers(email)).toEqual([]);

    const mutedEmail = "muted@example.org";
    const muted = await awaited(mutedEmail);
    expect((await muted.alice.request("PUT", `/api/games/${muted.gameId}/mute`, { muted: true })).status).toBe(200);
    await reply(muted.replyTo, "2");
    expect(await muted.version()).toBe(2);
    expect(await answers(mutedEmail)).toEqual([]);
  });

  it("bounds the replies of one sender across tokens", async () => {
    const { replyTo, version } = await awaited("flooded@example.org");
    // Tokens of versions the game never had: none signed.
    const forged = (i: number) => replyTo.replace("-0-1-", `-0-${i + 2}-`);
    for (let i = 0; i < 20; i++) await reply(forged(i), "1", "flood@example.net");
    // The twenty-first reply of that sender this hour is dropped, a good token's too; another sender's plays.
    await reply(replyTo, "2", "flood@example.net");
    expect(await version()).toBe(1);
    await reply(replyTo, "2", "flooded@example.org");
    expect(await version()).toBe(2);
  });

  it("answers a step of a longer turn with the next step's choices, and a reply to the answer plays one", async () => {
    const { gameId, seat, player, email, mail } = await awaitedInBalam(stack, ["reply-a@example.org", "reply-b@example.org"]);
    await reply(mail.headers["reply-to"]!, "1", email);
    const answer = await stack.waitForMail(email, /^Your reply in Balam/);
    expect(answer.text).toMatch(/^Played: /);
    const { version, awaiting, legalMoves } = (await player.get(`/api/games/${gameId}`)).body;
    expect({ version, awaiting }).toEqual({ version: 1, awaiting: [seat] });
    // The next step's moves, numbered as a turn mail numbers them, and a reply address for this step.
    expect([...answer.text.matchAll(/^(\d)\. /gm)].map((m) => Number(m[1]))).toEqual(legalMoves.map((_: unknown, i: number) => i + 1));
    const next = answer.headers["reply-to"]!;
    expect(next).toMatch(new RegExp(`^play\\+${gameId}-${seat}-1-`));
    await reply(next, "1", email);
    await expect.poll(async () => (await player.get(`/api/games/${gameId}`)).body.version).toBe(2);
  });
});
