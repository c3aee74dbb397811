// The single table: key schema and the local/test creation of it (the cloud table is in cdk/).
import {
  CreateTableCommand,
  DeleteItemCommand,
  DescribeTableCommand,
  DynamoDBClient,
  GetItemCommand,
  ResourceInUseException,
  UpdateTimeToLiveCommand,
  type DynamoDBClientConfig,
} from "@aws-sdk/client-dynamodb";
import { fromAttributes, toAttributes } from "./attributes";
import { isConditionFailed } from "./outcomes";

export const TTL_ATTRIBUTE = "ttl";

/** Deletes item `pk`/`sk` and answers what it held, or null when it was gone: two sweepers take it once. */
export async function takeItem(
  client: DynamoDBClient,
  tableName: string,
  pk: string,
  sk: string,
): Promise<ReturnType<typeof fromAttributes> | null> {
  try {
    const { Attributes } = await client.send(
      new DeleteItemCommand({
        TableName: tableName,
        Key: toAttributes({ pk, sk }),
        ConditionExpression: "attribute_exists(pk)",
        ReturnValues: "ALL_OLD",
      }),
    );
    return fromAttributes(Attributes!);
  } catch (error) {
    if (isConditionFailed(error)) return null;
    throw error;
  }
}

export function dynamoClient(endpoint?: string, extra: DynamoDBClientConfig = {}): DynamoDBClient {
  return withoutSdkLogger(
    new DynamoDBClient(
      endpoint ? { endpoint, region: "local", credentials: { accessKeyId: "local", secretAccessKey: "local" }, ...extra } : extra,
    ),
  );
}

/**
 * `client` without the SDK's logger middleware: it copies every request's input and output, sensitive
 * parts masked, for a logger we never give (a stream page of full game images costs most).
 */
export function withoutSdkLogger<Client extends { middlewareStack: { remove(name: string): boolean } }>(client: Client): Client {
  client.middlewareStack.remove("loggerMiddleware");
  return client;
}

/** Creates the table as cdk/ declares it (keys, GSIs, stream, TTL) unless it exists. */
export async function ensureTable(client: DynamoDBClient, tableName: string): Promise<void> {
  try {
    await client.send(
      new CreateTableCommand({
        TableName: tableName,
        BillingMode: "PAY_PER_REQUEST",
        AttributeDefinitions: ["pk", "sk", "gsi1pk", "gsi1sk", "gsi2pk", "gsi2sk"].map((AttributeName) => ({
          AttributeName,
          AttributeType: "S",
        })),
        KeySchema: [
          { AttributeName: "pk", KeyType: "HASH" },
          { AttributeName: "sk", KeyType: "RANGE" },
        ],
        GlobalSecondaryIndexes: [1, 2].map((n) => ({
          IndexName: `gsi${n}`,
          KeySchema: [
            { AttributeName: `gsi${n}pk`, KeyType: "HASH" },
            { AttributeName: `gsi${n}sk`, KeyType: "RANGE" },
          ],
          Projection: { ProjectionType: "ALL" },
        })),
        StreamSpecification: { StreamEnabled: true, StreamViewType: "NEW_AND_OLD_IMAGES" },
      }),
    );
    await client.send(
      new UpdateTimeToLiveCommand({
        TableName: tableName,
        TimeToLiveSpecification: { AttributeName: TTL_ATTRIBUTE, Enabled: true },
      }),
    );
  } catch (error) {
    if (!(error instanceof ResourceInUseException)) throw error;
  }
}

export async function tableStreamArn(client: DynamoDBClient, tableName: string): Promise<string> {
  const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
  if (!Table?.LatestStreamArn) throw new Error(`table ${tableName} has no stream`);
  return Table.LatestStreamArn;
}

/**
 * Whether the table answers a read, within two seconds: one GetItem of a key nothing is stored under
 * (the API may GetItem, not DescribeTable).
 */
export async function tableAnswers(client: DynamoDBClient, tableName: string): Promise<boolean> {
  try {
    await client.send(new GetItemCommand({ TableName: tableName, Key: { pk: { S: "HEALTH" }, sk: { S: "HEALTH" } } }), {
      abortSignal: AbortSignal.timeout(2000),
    });
    return true;
  } catch {
    return false;
  }
}

const LEAGUE_INVITATION = "INVITE#LEAGUE#";

export const keys = {
  game: (id: string) => ({ pk: `GAME#${id}`, sk: "GAME" }),
  event: (id: string, version: number) => ({ pk: `GAME#${id}`, sk: eventSortKey(version) }),
  /** The board after event `version` (the whole state, secrets too): where the history replays from. */
  snapshot: (id: string, version: number) => ({ pk: `GAME#${id}`, sk: snapshotSortKey(version) }),
  tournament: (id: string) => ({ pk: `TOUR#${id}`, sk: "TOUR" }),
  league: (id: string) => ({ pk: `LEAGUE#${id}`, sk: "LEAGUE" }),
  /** An invitation to a league waiting for the invited user's answer, beside the user. */
  leagueInvitation: (userId: string, leagueId: string) => ({ pk: `USER#${userId}`, sk: `${LEAGUE_INVITATION}${leagueId}` }),
  user: (id: string) => ({ pk: `USER#${id}`, sk: "USER" }),
  /** A user's rhythm aggregates (functions/record/rhythm.ts), beside the user item. */
  rhythm: (userId: string) => ({ pk: `USER#${userId}`, sk: "RHYTHM" }),
  /** A seat's queued moves (functions/record/queue.ts), beside its game's item. */
  queue: (gameId: string, seat: number) => ({ pk: `GAME#${gameId}`, sk: `QUEUE#${seat}` }),
  membership: (userId: string, gameId: string) => ({ pk: `USER#${userId}`, sk: `GAME#${gameId}` }),
  push: (userId: string, endpointHash: string) => ({ pk: `USER#${userId}`, sk: `PUSH#${endpointHash}` }),
  digest: (userId: string) => ({ pk: `USER#${userId}`, sk: "DIGEST" }),
  email: (email: string) => ({ pk: `EMAIL#${email}`, sk: "EMAIL" }),
  signInToken: (hash: string) => ({ pk: `TOKEN#${hash}`, sk: "TOKEN" }),
  /** A link that confirms an address for a user (Settings' fix of a bounced one), apart from sign-in's. */
  emailConfirmation: (hash: string) => ({ pk: `TOKEN#${hash}`, sk: "EMAIL" }),
  /** A user's calendar feed, by the hash of the secret in its URL. */
  calendarFeed: (hash: string) => ({ pk: `CAL#${hash}`, sk: "CAL" }),
  notification: (gameId: string, version: number, seat: number, kind: string) => ({
    pk: `NOTIFY#${gameId}`,
    sk: `${eventSortKey(version)}#${seat}#${kind}`,
  }),
  /** A notice held back while its reader looks at the game, listed in gsi2 until it is due. */
  deferredNotice: (gameId: string, version: number, seat: number, kind: string) => ({
    pk: `NOTIFY#${gameId}`,
    sk: `DEFER#${eventSortKey(version)}#${seat}#${kind}`,
  }),
  /** The chat message (a Discord webhook's) that a game's notices edit in place, per webhook target. */
  chatMessage: (gameId: string, target: string) => ({ pk: `NOTIFY#${gameId}`, sk: `HOOK#${target}` }),
  /** An open live page of a game, beside the game so that one Query lists whom to push a change to. */
  liveConnection: (gameId: string, connectionId: string) => ({ pk: `GAME#${gameId}`, sk: `LIVE#${connectionId}` }),
  /** A live connection by its id (its game, who opened it): API Gateway's $disconnect and messages name the connection only. */
  liveGame: (connectionId: string) => ({ pk: `LIVE#${connectionId}`, sk: "LIVE" }),
};

/** Zero-padded so that snapshots sort by version. */
export function snapshotSortKey(version: number): string {
  return `SNAP#${String(version).padStart(10, "0")}`;
}

/** Zero-padded so that events sort by version. */
export function eventSortKey(version: number): string {
  return `EV#${String(version).padStart(10, "0")}`;
}
