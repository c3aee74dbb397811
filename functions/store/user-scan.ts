// The operator's search of users by a part of their name (npm run admin -- user). A scan reads the whole
// table, so it lives apart from the stores: no Lambda bundle carries it, and no role needs dynamodb:Scan
// (the grants test in cdk/turnpost-stack-stages.test.ts reads each bundle's calls).
import { type AttributeValue, type DynamoDBClient, ScanCommand } from "@aws-sdk/client-dynamodb";
import { fromAttributes } from "./attributes";

/**
 * Users whose name holds `text` (case aside), by a scan of the table: the operator's search, a few pages
 * at most (`pages` of 1 MB), never a request's.
 */
export async function usersNamed(
  store: { client: DynamoDBClient; tableName: string },
  text: string,
  pages = 20,
): Promise<{ id: string; name: string; email: string | null }[]> {
  const found: { id: string; name: string; email: string | null }[] = [];
  let ExclusiveStartKey: Record<string, AttributeValue> | undefined;
  const wanted = text.toLowerCase();
  for (let page = 0; page < pages; page++) {
    const answer = await store.client.send(
      new ScanCommand({
        TableName: store.tableName,
        FilterExpression: "sk = :user",
        ExpressionAttributeValues: { ":user": { S: "USER" } },
        ProjectionExpression: "id, #name, email",
        ExpressionAttributeNames: { "#name": "name" },
        ExclusiveStartKey,
      }),
    );
    for (const item of answer.Items ?? []) {
      const user = fromAttributes(item);
      if (typeof user.name === "string" && user.name.toLowerCase().includes(wanted))
        found.push({ id: user.id, name: user.name, email: user.email ?? null });
    }
    ExclusiveStartKey = answer.LastEvaluatedKey;
    if (!ExclusiveStartKey) break;
  }
  return found;
}
