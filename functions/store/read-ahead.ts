// Items a caller knows its next steps will read, fetched together in one consistent BatchGetItem and then
// handed to the stores' own reads in place of a GetItem each. The notifier reads a move's record this
// way: the mover's user and rhythm, each awaited person's user and plan. An item the batch left
// unprocessed is simply not read ahead: its store reads it as usual.
import { BatchGetItemCommand, type DynamoDBClient, GetItemCommand, type GetItemCommandInput } from "@aws-sdk/client-dynamodb";
import { toAttributes, type Item } from "./attributes";
import { keys } from "./table";

/** BatchGetItem's limit: more keys than this are read as usual. */
const MOST_KEYS = 100;

type Key = { pk: string; sk: string };
const keyText = ({ pk, sk }: Key) => `${pk}\n${sk}`;

/** What a caller will read: users and their rhythms by user id, seats' plans by game and seat. */
export interface Wanted {
  users?: string[];
  rhythms?: string[];
  queues?: { gameId: string; seat: number }[];
}

/** The items read ahead, by key; null for a key read and found empty. */
export class ReadAhead {
  static readonly none = new ReadAhead(new Map());

  constructor(private readonly items: ReadonlyMap<string, Item | null>) {}

  /** The item at `input.Key` as read ahead, else as a GetItem of `input` reads it now. */
  async getItem(client: DynamoDBClient, input: GetItemCommandInput): Promise<Item | undefined> {
    const key = input.Key as Record<"pk" | "sk", { S: string }>;
    const ahead = this.items.get(keyText({ pk: key.pk.S, sk: key.sk.S }));
    if (ahead !== undefined) return ahead ?? undefined;
    return (await client.send(new GetItemCommand(input))).Item;
  }
}

export class ReadAheadStore {
  constructor(
    readonly client: DynamoDBClient,
    readonly tableName: string,
  ) {}

  /** Reads every wanted item in one consistent request (repeats read once). */
  async read(wanted: Wanted): Promise<ReadAhead> {
    const unique = new Map<string, Key>();
    for (const key of [
      ...(wanted.users ?? []).map(keys.user),
      ...(wanted.rhythms ?? []).map(keys.rhythm),
      ...(wanted.queues ?? []).map(({ gameId, seat }) => keys.queue(gameId, seat)),
    ])
      unique.set(keyText(key), key);
    if (unique.size === 0 || unique.size > MOST_KEYS) return ReadAhead.none;
    const { Responses, UnprocessedKeys } = await this.client.send(
      new BatchGetItemCommand({
        RequestItems: { [this.tableName]: { Keys: [...unique.values()].map((key) => toAttributes(key)), ConsistentRead: true } },
      }),
    );
    const unprocessed = new Set((UnprocessedKeys?.[this.tableName]?.Keys ?? []).map((key) => keyText({ pk: key.pk!.S!, sk: key.sk!.S! })));
    const items = new Map<string, Item | null>();
    for (const text of unique.keys()) if (!unprocessed.has(text)) items.set(text, null);
    for (const item of Responses?.[this.tableName] ?? []) items.set(keyText({ pk: item.pk!.S!, sk: item.sk!.S! }), item);
    return new ReadAhead(items);
  }
}
