// The items behind a single-use mailed link (an address to confirm, a deletion to confirm): kept by the
// hash of the link's token until it expires (TTL), read without using it up when its page is shown, and
// taken once, conditioned on being there and unexpired, when its button is pressed.
import { DeleteItemCommand, type DynamoDBClient, GetItemCommand, PutItemCommand } from "@aws-sdk/client-dynamodb";
import { fromAttributes, toAttributes } from "./attributes";
import { isConditionFailed } from "./outcomes";
import { TTL_ATTRIBUTE } from "./table";

type Key = { pk: string; sk: string };
type Fields = Record<string, unknown>;

export async function putLinkToken(client: DynamoDBClient, tableName: string, key: Key, fields: Fields, expiresAt: Date): Promise<void> {
  await client.send(
    new PutItemCommand({
      TableName: tableName,
      Item: toAttributes({ ...key, ...fields, expiresAt: expiresAt.toISOString(), [TTL_ATTRIBUTE]: Math.ceil(expiresAt.getTime() / 1000) }),
    }),
  );
}

/** The link's fields while it is live, without using it up; null once used or expired. */
export async function peekLinkToken(client: DynamoDBClient, tableName: string, key: Key, now: Date): Promise<Fields | null> {
  const { Item } = await client.send(new GetItemCommand({ TableName: tableName, Key: toAttributes(key), ConsistentRead: true }));
  const raw = Item ? fromAttributes(Item) : null;
  return raw && raw.expiresAt > now.toISOString() ? raw : null;
}

/** Deletes the link and answers its fields, if it existed and had not expired: single use. */
export async function takeLinkToken(client: DynamoDBClient, tableName: string, key: Key, now: Date): Promise<Fields | null> {
  try {
    const { Attributes } = await client.send(
      new DeleteItemCommand({
        TableName: tableName,
        Key: toAttributes(key),
        ConditionExpression: "attribute_exists(pk) AND expiresAt > :now",
        ExpressionAttributeValues: { ":now": { S: now.toISOString() } },
        ReturnValues: "ALL_OLD",
      }),
    );
    return fromAttributes(Attributes!);
  } catch (error) {
    if (isConditionFailed(error)) return null;
    throw error;
  }
}
