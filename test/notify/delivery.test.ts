// What the notifier promises about delivery, against DynamoDB Local: each channel at least once and,
// once it accepted a notice, never again; a failed channel retried alone; a poison record skipped.
import { createECDH, randomBytes } from "node:crypto";
import { GetItemCommand, type PutItemCommandInput, type QueryCommandInput } from "@aws-sdk/client-dynamodb";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { fromAttributes, toAttributes } from "../../functions/store/attributes";
import type { ChangeRecord } from "../../functions/store/changes";
import { dynamoClient, keys } from "../../functions/store/table";
import { UserStore } from "../../functions/store/users";
import { startStack, type TestStack } from "../support/stack";
import { gameAwaitingAlice, gameRecord, harness, testClock, wakeUp } from "./support";

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

/** A DynamoDB client whose next `count` writes of a ledger entry for `channel` fail, as a process stopped before them. */
function failingMarks(channel: string, count: number) {
  const dynamo = dynamoClient(stack.dynamoEndpoint);
  let left = count;
  dynamo.middlewareStack.add(
    (next, context) => async (args) => {
      const item = context.commandName === "PutItemCommand" ? (args.input as PutItemCommandInput).Item : undefined;
      const sk = item?.sentAt ? item.sk?.S : undefined; // the mark that it was sent, not the send's lease
      if (sk?.startsWith("EV#") && sk.endsWith(`:${channel}`) && left-- > 0) throw new Error("stopped before the ledger's write");
      return next(args);
    },
    { step: "initialize" },
  );
  return dynamo;
}

describe("at least once per channel", () => {
  it("sends again, exactly once, a mail whose sending was not marked in the ledger, and keeps SES's id", async () => {
    const { id } = await gameAwaitingAlice(stack);
    const h = harness(stack, undefined, {}, failingMarks("email", 1));
    const record = await gameRecord(stack, id);
    // The mail went, the mark did not: the record is retried, and the mail goes again.
    expect(await h.notifier.handle([record])).toEqual([record.eventID]);
    expect(h.mails).toHaveLength(1);
    expect(await h.notifier.handle([record])).toEqual([]);
    expect(h.mails).toHaveLength(2);
    expect(await h.notifier.handle([record])).toEqual([]);
    expect(h.mails).toHaveLength(2);
    const client = dynamoClient(stack.dynamoEndpoint);
    const { Item } = await client.send(
      new GetItemCommand({
        TableName: stack.tableName,
        Key: toAttributes(keys.notification(id, 1, 0, "turn:email")),
        ConsistentRead: true,
      }),
    );
    expect(fromAttributes(Item!)).toMatchObject({ receipt: "<2@mail.test>" });
  });

  it("loses nothing when the process stops in the middle of a send", async () => {
    const { id } = await gameAwaitingAlice(stack);
    const stopped = harness(stack);
    stopped.hangMail = true;
    const record = await gameRecord(stack, id);
    void stopped.notifier.handle([record]);
    await vi.waitFor(() => expect(stopped.mailsBegun).toBe(1));
    // While the stopped one holds its send's lease, another delivery is refused and told to retry.
    const meanwhile = harness(stack);
    expect(await meanwhile.notifier.handle([record])).toEqual([record.eventID]);
    expect(meanwhile.mails).toEqual([]);
    // The queue delivers the record again to another process after the visibility timeout (6 minutes),
    // when the stopped send's lease (2 minutes) has run out.
    const later = testClock();
    later.now = new Date(Date.now() + 6 * 60_000);
    const next = harness(stack, later);
    expect(await next.notifier.handle([record])).toEqual([]);
    expect(next.mails.map((m) => m.subject)).toEqual(["Your turn vs Bob in Yucata' (move 2)"]);
  });

  it("keeps a held notice until it is delivered", async () => {
    const { id } = await gameAwaitingAlice(stack);
    const clock = testClock();
    const holding = harness(stack, clock, { holdMs: 10_000 });
    await holding.notifier.handle([await gameRecord(stack, id)]);
    const [wakeUp] = clock.wakeUps;
    expect(wakeUp).toBeDefined();
    clock.now = wakeUp!.at;
    const stopped = harness(stack, clock, { holdMs: 10_000 });
    stopped.hangMail = true;
    void stopped.notifier.sendDeferred(wakeUp!.key);
    await vi.waitFor(() => expect(stopped.mailsBegun).toBe(1));
    // The wake-up comes again (or the clock's sweep finds the notice still due) once the stopped send's
    // lease has run out: it is told.
    clock.now = new Date(clock.now.getTime() + 3 * 60_000);
    const next = harness(stack, clock, { holdMs: 10_000 });
    await next.notifier.sendDeferred(wakeUp!.key);
    expect(next.mails.map((m) => m.subject)).toEqual(["Your turn vs Bob in Yucata' (move 2)"]);
    await next.notifier.sendDeferred(wakeUp!.key);
    expect(next.mails).toHaveLength(1);
  });

  it("pushes once to each subscription, retrying only the endpoint that failed", async () => {
    const { id, aliceId } = await gameAwaitingAlice(stack);
    const users = new UserStore(dynamoClient(stack.dynamoEndpoint), stack.tableName);
    for (const name of ["phone", "laptop"]) {
      const ecdh = createECDH("prime256v1");
      ecdh.generateKeys();
      await users.addPushSubscription(aliceId, {
        endpoint: `https://push.example/${name}-${id}`,
        keys: { p256dh: ecdh.getPublicKey().toString("base64url"), auth: randomBytes(16).toString("base64url") },
      });
    }
    // The endpoint tried last fails: the one before it has been told by then.
    const endpoints = (await users.pushSubscriptions(aliceId)).map((s) => s.endpoint);
    const h = harness(stack);
    h.failPush.add(endpoints.at(-1)!);
    const record = await gameRecord(stack, id);
    expect(await h.notifier.handle([record])).toEqual([record.eventID]);
    h.failPush.clear();
    expect(await h.notifier.handle([record])).toEqual([]);
    expect(await h.notifier.handle([record])).toEqual([]);
    expect(h.pushes.map((p) => p.endpoint).sort()).toEqual([...endpoints].sort());
    expect(h.mails).toHaveLength(1);
  });
});

describe("the reads from a move to its mail", () => {
  it("reads the game's log once for a turn mail: the takeback check and the mail's news share it", async () => {
    const { id } = await gameAwaitingAlice(stack);
    const dynamo = dynamoClient(stack.dynamoEndpoint);
    let logReads = 0;
    dynamo.middlewareStack.add(
      (next, context) => async (args) => {
        const input = args.input as QueryCommandInput;
        const values = input.ExpressionAttributeValues;
        if (context.commandName === "QueryCommand" && values?.[":pk"]?.S === `GAME#${id}` && values[":from"]?.S?.startsWith("EV#"))
          logReads++;
        return next(args);
      },
      { step: "initialize" },
    );
    const clock = testClock();
    const h = harness(stack, clock, { holdMs: 10_000 }, dynamo);
    await h.notifier.handle([await gameRecord(stack, id)]);
    await wakeUp(clock, h);
    expect(h.mails.map((m) => m.subject)).toEqual(["Your turn vs Bob in Yucata' (move 2)"]);
    expect(h.mails[0]!.text).toContain("Bob");
    expect(logReads).toBe(1);
  });
});
