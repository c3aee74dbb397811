// An in-memory stand-in for the DynamoDB requests the API makes (GetItem, PutItem, DeleteItem,
// TransactWriteItems with Put conditions on rev / absence and plain Deletes, Query of a partition's
// key range or prefix (either way),
// BatchGetItem; UpdateItem applied when it only sets attributes to values or removes them, as a live
// page's mark of the move it sent does, else counted alone: the hourly limiters' counts, which the bench
// stays under). It lets the bench time the server's own work per move with no database round trip, and
// count the requests each move makes. It answers in `send`, before the SDK's middleware: neither
// serialisation nor a stub library's argument matching is charged to the server, as neither is on a real
// client's CPU (parsing the wire's JSON is, which the fresh copies of the items handed out stand for).
// Each write can be fed to a change listener, the shape of the table's stream, so that what reads the
// stream can run beside the API.
import {
  BatchGetItemCommand,
  DeleteItemCommand,
  DynamoDBClient,
  GetItemCommand,
  PutItemCommand,
  QueryCommand,
  TransactWriteItemsCommand,
  TransactionCanceledException,
  UpdateItemCommand,
  type AttributeValue,
  type Put,
} from "@aws-sdk/client-dynamodb";
import type { ChangeRecord } from "../functions/store/changes";

type Item = Record<string, AttributeValue>;

export interface MemoryDynamo {
  client: DynamoDBClient;
  counts: Map<string, number>;
  /** The game's item by `pk\u0000sk`. */
  items: Map<string, Item>;
}

const keyOf = (item: Item) => `${item.pk!.S}\u0000${item.sk!.S}`;

/** A fresh copy of a stored value, as the real client's parsing of an answer makes (structuredClone costs far more). */
function copy(value: AttributeValue): AttributeValue {
  if (value.M) return { M: copyItem(value.M) };
  if (value.L) return { L: value.L.map(copy) };
  if (value.B) return { B: value.B.slice() };
  return { ...value };
}

function copyItem(item: Item): Item {
  const fresh: Item = {};
  for (const name in item) fresh[name] = copy(item[name]!);
  return fresh;
}

function conditionHolds(existing: Item | undefined, condition: string | undefined, values: Item | undefined): boolean {
  if (!condition) return true;
  if (condition === "attribute_not_exists(pk)") return existing === undefined;
  if (condition === "rev = :rev") return existing?.rev?.N === values?.[":rev"]?.N;
  throw new Error(`memory dynamo: unsupported condition ${condition}`);
}

/**
 * `item` with `expression` applied when it is made of `SET name = :value, …` and `REMOVE name, …`
 * clauses alone; null for anything else (ADD, arithmetic, #names).
 */
function plainUpdate(item: Item, expression: string, values: Item | undefined): Item | null {
  const [before, ...clauses] = expression.split(/\b(SET|REMOVE) /);
  if (before!.trim() !== "") return null;
  const updated = { ...item };
  for (let i = 0; i < clauses.length; i += 2) {
    for (const part of clauses[i + 1]!.split(",").map((p) => p.trim())) {
      const set = /^(\w+) = (:\w+)$/.exec(part);
      if (clauses[i] === "SET" && set && values?.[set[2]!]) updated[set[1]!] = values[set[2]!]!;
      else if (clauses[i] === "REMOVE" && /^\w+$/.test(part)) delete updated[part];
      else return null;
    }
  }
  return updated;
}

/** `onChange` receives the records of each applied write, in commit order, as the table's stream would. */
export function memoryDynamo(onChange?: (records: ChangeRecord[]) => void): MemoryDynamo {
  const items = new Map<string, Item>();
  const partitions = new Map<string, Map<string, Item>>();
  const counts = new Map<string, number>();
  const count = (name: string) => counts.set(name, (counts.get(name) ?? 0) + 1);
  const write = (puts: Item[]) => {
    const records: ChangeRecord[] = [];
    for (const item of puts) {
      const key = keyOf(item);
      const old = items.get(key);
      items.set(key, item);
      let partition = partitions.get(item.pk!.S!);
      if (!partition) partitions.set(item.pk!.S!, (partition = new Map()));
      partition.set(item.sk!.S!, item);
      records.push({ eventName: old ? "MODIFY" : "INSERT", dynamodb: { NewImage: item, OldImage: old } });
    }
    onChange?.(records);
  };
  const answer = (command: unknown): object => {
    if (command instanceof GetItemCommand) {
      count("GetItem");
      const item = items.get(keyOf(command.input.Key!));
      return { Item: item ? copyItem(item) : undefined };
    }
    if (command instanceof PutItemCommand) {
      count("PutItem");
      write([command.input.Item!]);
      return {};
    }
    const remove = (key: Item) => {
      items.delete(keyOf(key));
      partitions.get(key.pk!.S!)?.delete(key.sk!.S!);
    };
    if (command instanceof DeleteItemCommand) {
      count("DeleteItem");
      remove(command.input.Key!);
      return {};
    }
    if (command instanceof TransactWriteItemsCommand) {
      count("TransactWriteItems");
      const puts = command.input.TransactItems!.flatMap((t) => (t.Put ? [t.Put as Put] : []));
      const reasons = puts.map((p) =>
        conditionHolds(items.get(keyOf(p.Item!)), p.ConditionExpression, p.ExpressionAttributeValues)
          ? { Code: "None" }
          : { Code: "ConditionalCheckFailed" },
      );
      if (reasons.some((r) => r.Code !== "None")) {
        throw new TransactionCanceledException({ message: "cancelled", $metadata: {}, CancellationReasons: reasons });
      }
      write(puts.map((p) => p.Item!));
      // Unconditioned deletes (an answered invitation's), after the puts' conditions held.
      for (const t of command.input.TransactItems!) if (t.Delete) remove(t.Delete.Key!);
      return {};
    }
    if (command instanceof UpdateItemCommand) {
      count("UpdateItem");
      const existing = items.get(keyOf(command.input.Key!));
      const updated = existing && plainUpdate(existing, command.input.UpdateExpression!, command.input.ExpressionAttributeValues);
      if (updated) write([updated]);
      return {};
    }
    if (command instanceof QueryCommand) {
      count("Query");
      const values = command.input.ExpressionAttributeValues!;
      const prefixName = /begins_with\(sk, (:\w+)\)/.exec(command.input.KeyConditionExpression!)?.[1];
      const prefix = prefixName ? values[prefixName]!.S! : "";
      const from = values[":from"]?.S ?? "";
      const to = values[":to"]?.S ?? "\uffff";
      const found = [...(partitions.get(values[":pk"]!.S!)?.values() ?? [])]
        .filter((i) => i.sk!.S!.startsWith(prefix) && i.sk!.S! >= from && i.sk!.S! <= to)
        .sort((a, b) => (a.sk!.S! < b.sk!.S! ? -1 : 1));
      if (command.input.ScanIndexForward === false) found.reverse();
      return { Items: found.slice(0, command.input.Limit ?? found.length).map(copyItem) };
    }
    if (command instanceof BatchGetItemCommand) {
      count("BatchGetItem");
      const [table, request] = Object.entries(command.input.RequestItems!)[0]!;
      return {
        Responses: {
          [table]: request
            .Keys!.map((k) => items.get(keyOf(k)))
            .filter((i) => i !== undefined)
            .map(copyItem),
        },
      };
    }
    throw new Error(`memory dynamo: unsupported command ${(command as object).constructor.name}`);
  };
  const client = new DynamoDBClient({ region: "local" });
  // Commands resolve like the real client's: asynchronously, with a fresh copy of what was stored.
  client.send = (async (command: unknown) => answer(command)) as DynamoDBClient["send"];
  return { client, counts, items };
}
