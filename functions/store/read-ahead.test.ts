// The notifier's read of a record's items in one request, and what the stores make of it.
import { BatchGetItemCommand, DynamoDBClient, GetItemCommand } from "@aws-sdk/client-dynamodb";
import { mockClient } from "aws-sdk-client-mock";
import { afterEach, describe, expect, it } from "vitest";
import { toAttributes } from "./attributes";
import { ReadAhead, ReadAheadStore } from "./read-ahead";
import { keys } from "./table";
import { UserStore } from "./users";

const client = new DynamoDBClient({ region: "local" });
const dynamo = mockClient(client);
afterEach(() => dynamo.reset());

const users = new UserStore(client, "t");
const userItem = (id: string, name: string) => toAttributes({ ...keys.user(id), id, name });

describe("reading ahead", () => {
  it("reads every wanted item once, consistently, in one request; the stores then send nothing", async () => {
    dynamo.on(BatchGetItemCommand).resolves({ Responses: { t: [userItem("ann", "Ann")] } });
    const ahead = await new ReadAheadStore(client, "t").read({ users: ["ann", "bob", "ann"], rhythms: ["ann"] });
    const [batch] = dynamo.commandCalls(BatchGetItemCommand);
    expect(batch!.args[0].input.RequestItems!.t).toEqual({
      Keys: [keys.user("ann"), keys.user("bob"), keys.rhythm("ann")].map((key) => toAttributes(key)),
      ConsistentRead: true,
    });
    expect((await users.get("ann", ahead))?.name).toBe("Ann");
    // Read ahead and found empty: not asked again.
    expect(await users.get("bob", ahead)).toBeNull();
    expect(dynamo.commandCalls(GetItemCommand)).toHaveLength(0);
  });

  it("leaves what the batch did not process, and what was not wanted, to the stores' own reads", async () => {
    dynamo.on(BatchGetItemCommand).resolves({ Responses: { t: [] }, UnprocessedKeys: { t: { Keys: [toAttributes(keys.user("bob"))] } } });
    dynamo.on(GetItemCommand).callsFake(({ Key }) => ({ Item: userItem(Key.pk.S.slice(5), "read alone") }));
    const ahead = await new ReadAheadStore(client, "t").read({ users: ["bob"] });
    expect((await users.get("bob", ahead))?.name).toBe("read alone");
    expect((await users.get("cy", ahead))?.name).toBe("read alone");
    expect(dynamo.commandCalls(GetItemCommand).map((call) => call.args[0].input.ConsistentRead)).toEqual([true, true]);
  });

  it("sends no batch for nothing, nor for more keys than one batch takes", async () => {
    const store = new ReadAheadStore(client, "t");
    expect(await store.read({})).toBe(ReadAhead.none);
    const many = Array.from({ length: 101 }, (_, i) => `u${i}`);
    expect(await store.read({ users: many })).toBe(ReadAhead.none);
    expect(dynamo.commandCalls(BatchGetItemCommand)).toHaveLength(0);
  });
});
