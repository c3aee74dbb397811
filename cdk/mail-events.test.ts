// SES's bounces and complaints: the configuration set publishes them to a topic whose one subscriber, the
// mail-events function, marks the address on its user, with no grant beyond that.
import type { CfnElement } from "aws-cdk-lib";
import { Match } from "aws-cdk-lib/assertions";
import { beforeAll, describe, expect, it } from "vitest";
import { type Synth, synth } from "./test-fixtures/synth.js";

let s: Synth;
beforeAll(() => {
  s = synth({ stage: "dev", mailFrom: "Turnpost <turnpost@mail.example>", mailIdentity: "turnpost@mail.example" }, null);
});

const idOf = (element: unknown) => s.stack.getLogicalId(element as CfnElement);

describe("bounces and complaints", () => {
  it("are published by the configuration set to their own topic, bounces and complaints only", () => {
    const [configurationSetId] = Object.keys(s.template.findResources("AWS::SES::ConfigurationSet"));
    s.template.resourceCountIs("AWS::SES::ConfigurationSetEventDestination", 1);
    s.template.hasResourceProperties("AWS::SES::ConfigurationSetEventDestination", {
      ConfigurationSetName: { Ref: configurationSetId },
      EventDestination: {
        Enabled: true,
        MatchingEventTypes: ["bounce", "complaint"],
        SnsDestination: { TopicARN: { Ref: idOf(s.stack.mailEvents.topic.node.defaultChild) } },
      },
    });
  });

  it("reach the topic from SES on this configuration set alone, over TLS only", () => {
    const topic = { Ref: idOf(s.stack.mailEvents.topic.node.defaultChild) };
    s.template.hasResourceProperties("AWS::SNS::TopicPolicy", {
      Topics: [topic],
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: "Deny", Action: "sns:Publish", Condition: { Bool: { "aws:SecureTransport": "false" } } }),
          Match.objectLike({
            Effect: "Allow",
            Action: "sns:Publish",
            Principal: { Service: "ses.amazonaws.com" },
            Condition: { StringEquals: Match.objectLike({ "AWS:SourceArn": Match.anyValue() }) },
          }),
        ]),
      },
    });
  });

  it("invoke the mail-events function, the topic's one subscriber", () => {
    const topic = { Ref: idOf(s.stack.mailEvents.topic.node.defaultChild) };
    const fnArn = { "Fn::GetAtt": [idOf(s.stack.mailEvents.fn.node.defaultChild), "Arn"] };
    const subscriptions = Object.values(s.template.findResources("AWS::SNS::Subscription")).filter(
      (subscription) => JSON.stringify(subscription.Properties.TopicArn) === JSON.stringify(topic),
    );
    expect(subscriptions.map((subscription) => subscription.Properties)).toEqual([
      { Protocol: "lambda", TopicArn: topic, Endpoint: fnArn },
    ]);
    s.template.hasResourceProperties("AWS::Lambda::Permission", {
      Action: "lambda:InvokeFunction",
      FunctionName: fnArn,
      Principal: "sns.amazonaws.com",
      SourceArn: topic,
    });
  });

  it("let the function read an address's user and mark it, on the table alone, and nothing else", () => {
    const { fn } = s.stack.mailEvents;
    const roleId = idOf(fn.role!.node.defaultChild);
    const statements = Object.values(s.template.findResources("AWS::IAM::Policy"))
      .filter((policy) => (policy.Properties.Roles as { Ref: string }[]).some((role) => role.Ref === roleId))
      .flatMap((policy) => policy.Properties.PolicyDocument.Statement as { Action: string | string[]; Resource: unknown }[]);
    const tableArn = { "Fn::GetAtt": [idOf(s.stack.table.node.defaultChild), "Arn"] };
    const logGroupArn = { "Fn::GetAtt": [idOf(fn.logGroup.node.defaultChild), "Arn"] };
    expect(statements.map(({ Action, Resource }) => ({ Action, Resource }))).toEqual([
      { Action: ["logs:CreateLogStream", "logs:PutLogEvents"], Resource: logGroupArn },
      { Action: ["dynamodb:GetItem", "dynamodb:UpdateItem"], Resource: tableArn },
    ]);
    const resource = s.template.toJSON().Resources[idOf(fn.node.defaultChild)].Properties;
    // It reads no secret, so it gets no extension and no secret's ARN; beside the logger's settings
    // (cdk/observability.test.ts), the table's name is all it is told.
    expect(resource.Layers).toBeUndefined();
    const settings = Object.keys(resource.Environment.Variables).filter((name) => !name.startsWith("POWERTOOLS_"));
    expect(settings).toEqual(["TABLE_NAME"]);
  });
});
