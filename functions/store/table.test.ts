// The SDK clients as the stores and the local stream reader build them.
import { DynamoDBStreamsClient } from "@aws-sdk/client-dynamodb-streams";
import { describe, expect, it } from "vitest";
import { dynamoClient, withoutSdkLogger } from "./table";

const names = (client: { middlewareStack: { identify(): string[] } }) => client.middlewareStack.identify().join("\n");

describe("SDK clients", () => {
  // Removing a middleware the SDK has renamed fails silently: this says when it happens.
  it("carry no logger middleware, which would copy every request and answer for nobody", () => {
    expect(names(new DynamoDBStreamsClient({}))).toContain("loggerMiddleware");
    expect(names(dynamoClient("http://127.0.0.1:8000"))).not.toContain("loggerMiddleware");
    expect(names(withoutSdkLogger(new DynamoDBStreamsClient({})))).not.toContain("loggerMiddleware");
  });
});
