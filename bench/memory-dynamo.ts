// An in-memory stand-in for the DynamoDB requests of the move path (GetItem, TransactWriteItems with Put
// conditions on rev / absence, Query of events, PutItem, BatchGetItem), installed with
// aws-sdk-client-mock. It lets the bench time the server's own work per move with no database round trip,
// and count the requests each move makes.
import { mockClient } from "aws-sdk-client-mock";
import {
  BatchGetItemCommand,
  DynamoDBClient,
  GetItemCommand,
  PutItemCommand,
  QueryCommand,
  TransactWriteItemsCommand,
  TransactionCanceledException,
  type AttributeValue,
} from "@aws-sdk/client-dynamodb";

type Item = Record<string, AttributeValue>;

export interface MemoryDynamo {
  client: DynamoDBClient;
  counts: Map<string, number>;
  items: Map<string, Item>;
  restore(): void;
}

const keyOf = (item: Item) => `${item.pk.S}\u0000${item.sk.S}`;

function conditionHolds(existing: Item | undefined, condition: string | undefined, values: Item | undefined): boolean {
  if (!condition) return true;
  if (condition === "attribute_not_exists(pk)") return existing === undefined;
  if (condition === "rev = :rev") return existing?.rev?.N === values?.[":rev"]?.N;
  throw new Error(`memory dynamo: unsupported condition ${condition}`);
}

export function memoryDynamo(): MemoryDynamo {
  const items = new Map<string, Item>();
  const counts = new Map<string, number>();
  const count = (name: string) => counts.set(name, (counts.get(name) ?? 0) + 1);
  const mock = mockClient(DynamoDBClient);
  mock.on(GetItemCommand).callsFake((input) => {
    count("GetItem");
    const item = items.get(keyOf(input.Key));
    return { Item: item ? structuredClone(item) : undefined };
  });
  mock.on(PutItemCommand).callsFake((input) => {
    count("PutItem");
    items.set(keyOf(input.Item), input.Item);
    return {};
  });
  mock.on(TransactWriteItemsCommand).callsFake((input) => {
    count("TransactWriteItems");
    const puts = input.TransactItems.map((t: { Put: { Item: Item; ConditionExpression?: string; ExpressionAttributeValues?: Item } }) => t.Put);
    const reasons = puts.map((p: { Item: Item; ConditionExpression?: string; ExpressionAttributeValues?: Item }) =>
      conditionHolds(items.get(keyOf(p.Item)), p.ConditionExpression, p.ExpressionAttributeValues) ? { Code: "None" } : { Code: "ConditionalCheckFailed" },
    );
    if (reasons.some((r: { Code: string }) => r.Code !== "None")) {
      throw new TransactionCanceledException({ message: "cancelled", $metadata: {}, CancellationReasons: reasons });
    }
    for (const p of puts) items.set(keyOf(p.Item), p.Item);
    return {};
  });
  mock.on(QueryCommand).callsFake((input) => {
    count("Query");
    const pk = input.ExpressionAttributeValues[":pk"].S;
    const from = input.ExpressionAttributeValues[":from"]?.S ?? "";
    const to = input.ExpressionAttributeValues[":to"]?.S ?? "\uffff";
    const found = [...items.values()]
      .filter((i) => i.pk.S === pk && i.sk.S! >= from && i.sk.S! <= to)
      .sort((a, b) => a.sk.S!.localeCompare(b.sk.S!));
    return { Items: found.slice(0, input.Limit ?? found.length) };
  });
  mock.on(BatchGetItemCommand).callsFake((input) => {
    count("BatchGetItem");
    const [table, request] = Object.entries(input.RequestItems)[0] as [string, { Keys: Item[] }];
    return { Responses: { [table]: request.Keys.map((k) => items.get(keyOf(k))).filter(Boolean) } };
  });
  return { client: new DynamoDBClient({ region: "local" }), counts, items, restore: () => mock.restore() };
}
