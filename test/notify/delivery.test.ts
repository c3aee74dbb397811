// What the notifier promises about delivery, against DynamoDB Local: each channel at least once and,
// once it accepted a notice, never again; a failed channel retried alone; a poison record skipped.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ChangeRecord } from "../../functions/store/changes";
import { startStack, type TestStack } from "../support/stack";
import { gameAwaitingAlice, gameRecord, harness } from "./support";

let stack: TestStack;
beforeAll(async () => {
  stack = await startStack({ notifier: false });
});
afterAll(async () => {
  await stack?.stop();
});

describe("delivery guarantees", () => {
  it("sends nothing twice when a stream record arrives twice", async () => {
    const { id } = await gameAwaitingAlice(stack);
    const h = harness(stack);
    const record = await gameRecord(stack, id);
    await h.notifier.handle([record, record]);
    await h.notifier.handle([record]);
    expect(h.mails.filter((m) => m.subject === "Your turn vs Bob in Yucata' (move 2)")).toHaveLength(1);
  });

  it("retries a failing channel without repeating the others or blocking other recipients", async () => {
    const first = await gameAwaitingAlice(stack);
    const second = await gameAwaitingAlice(stack);
    await second.alice.request("PUT", `/api/games/${second.id}/webhook`, { url: "https://chat.example/hooks/1" });
    const h = harness(stack);
    h.failMail = true;
    const records = [await gameRecord(stack, first.id), await gameRecord(stack, second.id)];
    const failed = await h.notifier.handle(records);
    // Both records had a failing email; the chat webhook of the second game went out all the same.
    expect(failed).toEqual(records.map((r) => r.eventID));
    expect(h.hooks).toHaveLength(1);
    expect(h.hooks[0]!.body).toMatchObject({ event: "turn", gameId: second.id });
    h.failMail = false;
    expect(await h.notifier.handle(records)).toEqual([]);
    expect(h.mails).toHaveLength(2);
    expect(h.hooks).toHaveLength(1); // not sent again
  });

  it("skips a poison record and serves the rest of the batch", async () => {
    const { id } = await gameAwaitingAlice(stack);
    const h = harness(stack);
    const poison: ChangeRecord = { eventID: "poison", dynamodb: { NewImage: { sk: { S: "GAME" }, players: { S: "not a list" } } } };
    expect(await h.notifier.handle([poison, await gameRecord(stack, id)])).toEqual([]);
    expect(h.mails).toHaveLength(1);
  });
});
