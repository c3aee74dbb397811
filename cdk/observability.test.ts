// Every function of ours, found in the synthesized template rather than in a list, gives Powertools its
// service, namespace and level (docs/operations.md, "Logs and metrics"); CDK's own functions are not ours.
import { CfnResource } from "aws-cdk-lib";
import { describe, expect, it } from "vitest";
import { METRICS_NAMESPACE } from "./constructs/app-function.js";
import { everyOption, synth } from "./test-fixtures/synth.js";

/** CDK's own functions, by what their construct path holds (as in the deploy rehearsal; dev's buckets empty themselves on delete). */
const cdkFunctions = [
  "Custom::CDKBucketDeployment",
  "VapidKeyPairProvider/framework-onEvent",
  "Custom::S3AutoDeleteObjectsCustomResourceProvider",
];

describe.each([
  ["dev", { stage: "dev", mailFrom: "Turnpost <turnpost@mail.example>", mailIdentity: "turnpost@mail.example" }],
  ["prod with every option", everyOption],
])("the %s stage", (_name, context) => {
  it("gives every function of ours Powertools' service name, namespace and log level", () => {
    const s = synth(context, null);
    const resources = s.template.toJSON().Resources as Record<
      string,
      { Type: string; Properties: { Environment?: { Variables: Record<string, unknown> } } }
    >;
    const pathOf = new Map(
      s.stack.node
        .findAll()
        .filter((construct): construct is CfnResource => construct instanceof CfnResource)
        .map((construct) => [s.stack.getLogicalId(construct), construct.node.path]),
    );
    const ours = Object.entries(resources).filter(
      ([id, resource]) => resource.Type === "AWS::Lambda::Function" && !cdkFunctions.some((name) => pathOf.get(id)?.includes(name)),
    );
    // The test means something only if it reads the stack's functions: the API, the stream's reader, the rest.
    expect(ours.length).toBeGreaterThanOrEqual(8);
    const services = ours.map(([id, resource]) => {
      const env = resource.Properties.Environment?.Variables ?? {};
      expect(env.POWERTOOLS_METRICS_NAMESPACE, id).toBe(METRICS_NAMESPACE);
      expect(env.POWERTOOLS_LOG_LEVEL, id).toBe("INFO");
      expect(env.POWERTOOLS_SERVICE_NAME, id).toMatch(new RegExp(`^${s.stack.stackName}-[a-z-]+$`));
      return env.POWERTOOLS_SERVICE_NAME;
    });
    // One service per function: the metrics' service dimension tells them apart.
    expect(new Set(services).size).toBe(services.length);
    expect(services).toContain(`${s.stack.stackName}-api`);
    expect(services).toContain(`${s.stack.stackName}-notifier`);
  });
});
