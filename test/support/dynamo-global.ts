// Vitest global setup: one DynamoDB Local (in memory) for the whole run; each test file makes its own
// table, so files never see each other's data.
import type { TestProject } from "vitest/node";
import { freePort, startDynamo, type LocalDynamo } from "../../functions/local/dynamo";

let dynamo: LocalDynamo | undefined;

export default async function setup(project: TestProject) {
  dynamo = await startDynamo({ port: await freePort() });
  project.provide("dynamoEndpoint", dynamo.endpoint);
  return async () => {
    await dynamo?.stop();
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    dynamoEndpoint: string;
  }
}
