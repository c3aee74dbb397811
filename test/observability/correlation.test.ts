// One move followed by its correlation id on the local stack, which wires the cloud's path: the API's
// request writes it with the move, the stream's reader hands the record on, the notice queue's consumer
// holds the turn for its undo, and the sweep mails it. The same id is in the API's line, the stream
// step's, the notifier's and the mail's header.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiClient, moveId } from "../support/client";
import { signedIn, startStack, type TestStack } from "../support/stack";
import type { LogFields, MetricName } from "../../functions/net/observe";

interface Line extends LogFields {
  level: string;
  message: string;
}

let stack: TestStack;
const lines: Line[] = [];
const counts: { metric: MetricName; dimension?: { name: string; value: string } }[] = [];

beforeAll(async () => {
  stack = await startStack({
    // A turn is held for its possible undo as in the cloud, and sent by the sweep: the held notice keeps the id.
    noticeHoldMs: 10_000,
    sweepByHand: true,
    observer: {
      log: (level, message, fields) => lines.push({ level, message, ...fields }),
      count: (metric, dimension) => counts.push({ metric, dimension }),
    },
  });
});
afterAll(() => stack?.stop());

const withId = (id: string) => lines.filter((line) => line.correlationId === id).map((line) => line.message);

describe("a move's correlation id", () => {
  it("goes from the request through the stream and the notices into the mail's header", async () => {
    const alice = await signedIn(stack, "ada-correlation@example.org");
    const gameId = (await alice.post("/api/games", { game: "yucata", players: 2, options: { firstPlayer: 1 } })).body.id as string;
    const bob = await ApiClient.guest(stack.url, "Bob");
    await bob.post(`/api/games/${gameId}/join`);

    const id = "move-from-bob.1";
    const moved = await bob.post(
      `/api/games/${gameId}/moves`,
      { version: 0, move: { card: 2 }, clientMoveId: moveId() },
      { "x-correlation-id": id },
    );
    expect(moved.status).toBe(200);
    expect(moved.headers.get("x-correlation-id")).toBe(id);

    const told = async () =>
      (await stack.outbox()).find((m) => m.to.includes("ada-correlation@example.org") && /Your turn/.test(m.subject));
    // Swept past the hold until the turn, held once the notices read the stream, is sent.
    await expect
      .poll(
        async () => {
          await stack.sweep(new Date(Date.now() + 11_000));
          return Boolean(await told());
        },
        { timeout: 15_000 },
      )
      .toBe(true);
    const mail = (await told())!;
    expect(mail.headers["x-turnpost-correlation"]).toBe(id);
    // The id is for the operator: the reader's text says nothing of it.
    expect(mail.text).not.toContain(id);
    expect(mail.html).not.toContain(id);
    await expect.poll(() => withId(id), { timeout: 5_000 }).toEqual(["move accepted", "stream: move handed to the notices", "notice sent"]);
    expect(lines.find((line) => line.message === "notice sent" && line.correlationId === id)).toMatchObject({
      gameId,
      version: 1,
      channel: "email",
    });
    expect(counts).toContainEqual({ metric: "MovesAccepted" });
    expect(counts).toContainEqual({ metric: "NoticesSent", dimension: { name: "channel", value: "mail" } });
  });

  it("is the stack's own when the client's is not a short plain one, and a stale move counts as a conflict", async () => {
    const alice = await signedIn(stack, "ada-conflict@example.org");
    const gameId = (await alice.post("/api/games", { game: "yucata", players: 2, options: { firstPlayer: 1 } })).body.id as string;
    const bob = await ApiClient.guest(stack.url, "Bob");
    await bob.post(`/api/games/${gameId}/join`);
    const forged = "x".repeat(65);
    const moved = await bob.post(
      `/api/games/${gameId}/moves`,
      { version: 0, move: { card: 2 }, clientMoveId: moveId() },
      { "x-correlation-id": forged },
    );
    expect(moved.status).toBe(200);
    const own = moved.headers.get("x-correlation-id")!;
    expect(own).not.toBe(forged);
    expect(own).toMatch(/^[\w-]{1,64}$/);
    expect(withId(own)).toContain("move accepted");

    const stale = await bob.post(`/api/games/${gameId}/moves`, { version: 0, move: { card: 3 }, clientMoveId: moveId() });
    expect(stale.status).toBe(409);
    expect(counts).toContainEqual({ metric: "VersionConflicts" });
    expect(counts).toContainEqual({ metric: "Refusals", dimension: { name: "code", value: "stale-version" } });
    expect(lines).toContainEqual(
      expect.objectContaining({ message: "request refused", correlationId: stale.headers.get("x-correlation-id"), status: 409 }),
    );
  });
});
