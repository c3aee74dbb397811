// The clock's sweep against DynamoDB Local when items keep failing: it pages through everything due
// (a hundred broken items do not starve a newer deadline), counts each item's failures on the item,
// and parks one that failed too often: out of the sweeps, kept for the operator, said in the log.
import { GetItemCommand } from "@aws-sdk/client-dynamodb";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { Clock } from "../../functions/clock/clock";
import { GameService } from "../../functions/service/games";
import { fromAttributes, toAttributes } from "../../functions/store/attributes";
import { GameStore } from "../../functions/store/games";
import { NoticeStore } from "../../functions/store/notices";
import { dynamoClient } from "../../functions/store/table";
import { UserStore } from "../../functions/store/users";
import { startStack, type TestStack } from "../support/stack";

let stack: TestStack;
beforeAll(async () => {
  stack = await startStack({ notifier: false, sweepByHand: true });
});
afterAll(async () => {
  await stack?.stop();
});

describe("a sweep with items that keep failing", () => {
  it("reaches the newer items, and parks each broken one after five failures", async () => {
    const dynamo = dynamoClient(stack.dynamoEndpoint);
    const now = new Date("2031-01-01T12:00:00Z");
    const notices = new NoticeStore(dynamo, stack.tableName, () => now);
    // 101 held notices that fail whenever told, due before a good one: more than a page of 100.
    const broken: string[] = [];
    for (let i = 0; i < 101; i++)
      broken.push(await notices.hold({ gameId: `broken${i}`, version: 1, seat: 0, kind: "turn" }, new Date(now.getTime() - 3_600_000 + i)));
    const good = await notices.hold({ gameId: "good", version: 1, seat: 0, kind: "turn" }, new Date(now.getTime() - 60_000));
    const told: string[] = [];
    const sender = {
      remind: async () => {},
      sendDigest: async () => {},
      async sendDeferred(key: string) {
        if (key.includes("broken")) throw new Error("this notice cannot be told");
        told.push(key);
      },
    };
    const store = new GameStore(dynamo, stack.tableName);
    const clock = new Clock(store, new UserStore(dynamo, stack.tableName), new GameService(store, () => now), sender, () => now);
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      expect(await clock.sweep()).toBe(102);
      expect(told).toEqual([good]);
      for (let sweep = 2; sweep <= 5; sweep++) await clock.sweep();
      const parked = logged.mock.calls.map((args) => String(args[0])).filter((line) => line.startsWith("CLOCK_PARKED"));
      expect(parked).toHaveLength(101);
      expect(parked[0]).toContain(`"failures":5`);
    } finally {
      logged.mockRestore();
    }
    // Out of the sweeps, kept for the operator with its count and when it was parked.
    // Only the good notice is left to look at (this stand-in of the notifier leaves it held).
    expect(await clock.sweep()).toBe(1);
    const [pk, sk] = broken[0]!.split("|");
    const { Item } = await dynamo.send(
      new GetItemCommand({ TableName: stack.tableName, Key: toAttributes({ pk, sk }), ConsistentRead: true }),
    );
    expect(fromAttributes(Item!)).toMatchObject({ gsi2pk: "PARKED", clockFailures: 5, parkedAt: now.toISOString(), gameId: "broken0" });
  });

  it("stops taking items when its time is nearly over", async () => {
    const dynamo = dynamoClient(stack.dynamoEndpoint);
    const now = new Date("2030-01-01T12:00:00Z"); // before the first test's items
    const notices = new NoticeStore(dynamo, stack.tableName, () => now);
    for (let i = 0; i < 3; i++)
      await notices.hold({ gameId: `late${i}`, version: 1, seat: 0, kind: "turn" }, new Date(now.getTime() - 1000 + i));
    const told: string[] = [];
    const sender = { remind: async () => {}, sendDigest: async () => {}, sendDeferred: async (key: string) => void told.push(key) };
    const store = new GameStore(dynamo, stack.tableName);
    const clock = new Clock(store, new UserStore(dynamo, stack.tableName), new GameService(store, () => now), sender, () => now);
    let left = 2;
    expect(await clock.sweep(() => left-- > 0)).toBe(1);
    expect(told).toHaveLength(1);
  });
});
