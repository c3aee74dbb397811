// The stack's mail replies and live channel, and AWS's AwsSolutions rule pack on both stages.
import { Validations } from "aws-cdk-lib";
import { Match } from "aws-cdk-lib/assertions";
import type { IFunction } from "aws-cdk-lib/aws-lambda";
import { AwsSolutionsChecks } from "cdk-nag";
import { describe, expect, it } from "vitest";
import {
  actionsOf,
  allViewerExceptHost,
  cachingDisabled,
  distributionConfig,
  functionId,
  logicalId,
  POWERTOOLS_SETTINGS,
  SECRETS_EXTENSION_SETTINGS,
  sorted,
  statementsOf,
  streamActions,
  synthesizedStages,
  tableArn,
  tableGrants,
} from "./test-fixtures/stack-template.js";
import type { Synth } from "./test-fixtures/synth.js";
import { REPLY_PREFIX, tableActions } from "./turnpost-stack.js";

const stages = synthesizedStages();

describe("replies to turn mails", () => {
  it("are not received where no reply domain is given", () => {
    expect(stages.dev.stack.replies).toBeNull();
    stages.dev.template.resourceCountIs("AWS::SES::ReceiptRuleSet", 0);
    for (const fn of Object.values(stages.dev.stack.functions)) {
      expect(
        stages.dev.template.toJSON().Resources[functionId(stages.dev, fn)].Properties.Environment.Variables.REPLY_DOMAIN,
      ).toBeUndefined();
    }
  });

  it("are received by SES for the reply domain, scanned, stored in S3, then handed to the mail-reply function", () => {
    const { fn, bucket, rules } = stages.prod.stack.replies!;
    const bucketId = logicalId(stages.prod.stack, bucket.node.defaultChild);
    stages.prod.template.hasOutput("ReplyRuleSetName", { Value: { Ref: logicalId(stages.prod.stack, rules.node.defaultChild) } });
    const [rule] = Object.values(stages.prod.template.findResources("AWS::SES::ReceiptRule"));
    expect(rule!.Properties.RuleSetName).toEqual({ Ref: logicalId(stages.prod.stack, rules.node.defaultChild) });
    expect(rule!.Properties.Rule).toMatchObject({
      Enabled: true,
      Recipients: ["reply.turnpost.example"],
      ScanEnabled: true,
      TlsPolicy: "Require",
      Actions: [
        { S3Action: { BucketName: { Ref: bucketId }, ObjectKeyPrefix: REPLY_PREFIX } },
        { LambdaAction: { FunctionArn: { "Fn::GetAtt": [functionId(stages.prod, fn), "Arn"] }, InvocationType: "Event" } },
      ],
    });
    // Only SES of this account may write the bucket, and only SES may invoke the function.
    stages.prod.template.hasResourceProperties("AWS::S3::BucketPolicy", {
      Bucket: { Ref: bucketId },
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Action: "s3:PutObject",
            Principal: { Service: "ses.amazonaws.com" },
            Condition: { StringEquals: { "aws:SourceAccount": { Ref: "AWS::AccountId" } } },
            Resource: { "Fn::Join": ["", [{ "Fn::GetAtt": [bucketId, "Arn"] }, `/${REPLY_PREFIX}*`]] },
          }),
        ]),
      },
    });
    stages.prod.template.hasResourceProperties("AWS::Lambda::Permission", {
      FunctionName: { "Fn::GetAtt": [functionId(stages.prod, fn), "Arn"] },
      Principal: "ses.amazonaws.com",
      SourceAccount: { Ref: "AWS::AccountId" },
    });
  });

  it("keep a received message private, encrypted, reached over TLS only and a week at most", () => {
    const { bucket } = stages.prod.stack.replies!;
    const resource = stages.prod.template.toJSON().Resources[logicalId(stages.prod.stack, bucket.node.defaultChild)];
    expect(resource.DeletionPolicy).toBe("Retain");
    expect(resource.Properties).toMatchObject({
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
      BucketEncryption: { ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: "AES256" } }] },
      LifecycleConfiguration: { Rules: [{ ExpirationInDays: 7, Status: "Enabled" }] },
    });
    stages.prod.template.hasResourceProperties("AWS::S3::BucketPolicy", {
      Bucket: { Ref: logicalId(stages.prod.stack, bucket.node.defaultChild) },
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: "Deny", Action: "s3:*", Condition: { Bool: { "aws:SecureTransport": "false" } } }),
        ]),
      },
    });
  });

  it("let the mail-reply function read stored replies only, move on the table alone, and mail", () => {
    const { fn, bucket } = stages.prod.stack.replies!;
    const bucketArn = { "Fn::GetAtt": [logicalId(stages.prod.stack, bucket.node.defaultChild), "Arn"] };
    const s3 = statementsOf(stages.prod, fn).filter((statement) => actionsOf(statement).some((action) => action.startsWith("s3:")));
    expect(s3).toEqual([{ Effect: "Allow", Action: "s3:GetObject", Resource: { "Fn::Join": ["", [bucketArn, `/${REPLY_PREFIX}*`]] } }]);
    expect(tableGrants(stages.prod, fn)).toEqual([{ actions: sorted(tableActions.mailReply), resources: [tableArn(stages.prod)] }]);
    expect(statementsOf(stages.prod, fn).flatMap(actionsOf)).toContain("ses:SendEmail");
    const env = stages.prod.template.toJSON().Resources[functionId(stages.prod, fn)].Properties.Environment.Variables;
    expect(env).toMatchObject({ REPLY_BUCKET: { Ref: logicalId(stages.prod.stack, bucket.node.defaultChild) }, REPLY_PREFIX });
    // The turn mails (the notices function) and the reminders (the clock) name the reply address.
    for (const mailer of [stages.prod.stack.functions.notices, stages.prod.stack.functions.clock]) {
      const mailerEnv = stages.prod.template.toJSON().Resources[functionId(stages.prod, mailer)].Properties.Environment.Variables;
      expect(mailerEnv.REPLY_DOMAIN).toBe("reply.turnpost.example");
    }
  });
});

describe.each([
  ["dev", () => stages.dev],
  ["prod", () => stages.prod],
])("the live channel in the %s stage", (_stage, current) => {
  const liveApiId = (s: Synth) => logicalId(s.stack, s.stack.liveApi.node.defaultChild);

  it("routes $connect, $disconnect and $default of a WebSocket API to the live function, on a stage named live", () => {
    const s = current();
    s.template.hasResourceProperties("AWS::ApiGatewayV2::Api", {
      ProtocolType: "WEBSOCKET",
      RouteSelectionExpression: "$request.body.action",
    });
    const routes = Object.values(s.template.findResources("AWS::ApiGatewayV2::Route")).filter(
      (route) => route.Properties.ApiId.Ref === liveApiId(s),
    );
    expect(routes.map((route) => route.Properties.RouteKey).sort()).toEqual(["$connect", "$default", "$disconnect"]);
    s.template.hasResourceProperties("AWS::ApiGatewayV2::Integration", {
      ApiId: { Ref: liveApiId(s) },
      IntegrationType: "AWS_PROXY",
      IntegrationUri: Match.objectLike({
        "Fn::Join": Match.arrayWith([Match.arrayWith([{ "Fn::GetAtt": [functionId(s, s.stack.functions.live), "Arn"] }])]),
      }),
    });
    s.template.hasResourceProperties("AWS::ApiGatewayV2::Stage", { ApiId: { Ref: liveApiId(s) }, StageName: "live", AutoDeploy: true });
  });

  it("lets only the notifier and the live function post to pages, on the live stage's connections only", () => {
    const s = current();
    const manage = (fn: IFunction) =>
      statementsOf(s, fn).filter((statement) => actionsOf(statement).includes("execute-api:ManageConnections"));
    for (const fn of [s.stack.functions.notifier, s.stack.functions.live]) {
      const [statement, ...others] = manage(fn);
      expect(others).toEqual([]);
      expect(actionsOf(statement!)).toEqual(["execute-api:ManageConnections"]);
      const resource = JSON.stringify(statement!.Resource);
      expect(resource).toContain(liveApiId(s));
      expect(resource).toMatch(/\/live\/POST\/@connections\/\*/);
    }
    for (const fn of [s.stack.functions.api, s.stack.functions.clock]) expect(manage(fn)).toEqual([]);
  });

  it("gives the live function its table actions on the table alone (a move's among them), the session key, and no mail", () => {
    const s = current();
    const { live } = s.stack.functions;
    expect(tableGrants(s, live)).toEqual([{ actions: sorted(tableActions.live), resources: [tableArn(s)] }]);
    // It takes moves as the api does: GetItem of the connection, the game and an event; the commit's two
    // conditioned Puts (a TransactWriteItems, which the bundle check below cannot see into).
    const moveActions = ["dynamodb:GetItem", "dynamodb:PutItem"];
    expect(moveActions.filter((action) => !tableActions.api.includes(action as never))).toEqual([]);
    expect(moveActions.filter((action) => !tableGrants(s, live)[0]!.actions.includes(action))).toEqual([]);
    const secrets = statementsOf(s, live).filter((statement) =>
      actionsOf(statement).some((action) => action.startsWith("secretsmanager:")),
    );
    expect(secrets.map((statement) => statement.Resource)).toEqual([
      { Ref: logicalId(s.stack, s.stack.secrets.sessionKey.node.defaultChild) },
    ]);
    expect(
      statementsOf(s, live)
        .flatMap(actionsOf)
        .filter((action) => action.startsWith("ses:") || streamActions.includes(action)),
    ).toEqual([]);
    const env = s.template.toJSON().Resources[functionId(s, live)].Properties.Environment.Variables;
    expect(Object.keys(env).sort()).toEqual(
      [
        "APP_URL",
        "LIVE_ENDPOINT",
        "MAIL_FROM",
        "SESSION_SECRET_ARN",
        "STAGE",
        "TABLE_NAME",
        ...SECRETS_EXTENSION_SETTINGS,
        ...POWERTOOLS_SETTINGS,
      ].sort(),
    );
    const notifierEnv = s.template.toJSON().Resources[functionId(s, s.stack.functions.notifier)].Properties.Environment.Variables;
    // Both post to https://<api id>.execute-api.<region>.<suffix>/live.
    expect(notifierEnv.LIVE_ENDPOINT).toEqual(env.LIVE_ENDPOINT);
    expect(JSON.stringify(env.LIVE_ENDPOINT)).toContain(liveApiId(s));
    expect(JSON.stringify(env.LIVE_ENDPOINT)).toMatch(/\/live"/);
  });

  it("serves /live from the WebSocket API on the site's host, uncached, with cookies, query string and WebSocket headers, at the stage's path", () => {
    const s = current();
    const config = distributionConfig(s);
    const live = (config.CacheBehaviors as Record<string, unknown>[]).find((behavior) => behavior.PathPattern === "/live")!;
    expect(live).toMatchObject({
      CachePolicyId: cachingDisabled,
      OriginRequestPolicyId: allViewerExceptHost,
      ViewerProtocolPolicy: "redirect-to-https",
    });
    const origin = (config.Origins as { Id: string; DomainName: unknown; OriginPath?: string; CustomOriginConfig?: unknown }[]).find(
      (candidate) => candidate.Id === live.TargetOriginId,
    )!;
    expect(JSON.stringify(origin.DomainName)).toContain(liveApiId(s));
    expect(origin.OriginPath ?? "").toBe(""); // the path /live is the stage
    expect(origin.CustomOriginConfig).toMatchObject({ OriginProtocolPolicy: "https-only" });
  });
});

describe.each([
  ["dev", () => stages.dev],
  ["prod", () => stages.prod],
])("AWS's AwsSolutions rule pack (cdk-nag) on the %s stage", (_stage, current) => {
  it("finds nothing that is neither fixed nor acknowledged", () => {
    const { violations } = new AwsSolutionsChecks().validateScope(current().stack);
    const findings = violations.flatMap((violation) =>
      violation.violatingResources.map((resource) => `${violation.severity} ${violation.ruleName} at ${resource.constructPath}`),
    );
    expect(findings).toEqual([]);
  });

  it("acknowledges each finding on the resource it concerns, with a reason, never on the whole stack", () => {
    const { stack } = current();
    const acknowledged = stack.node
      .findAll()
      .flatMap((construct) =>
        construct.node.metadata
          .filter((entry) => entry.type === Validations.ACKNOWLEDGED_RULES_METADATA_KEY)
          .flatMap((entry) => Object.entries(entry.data as Record<string, string>).map(([id, reason]) => ({ construct, id, reason }))),
      );
    expect(acknowledged.length).toBeGreaterThan(0);
    for (const { construct, id, reason } of acknowledged) {
      expect(construct, id).not.toBe(stack);
      expect(reason.length, `${id} on ${construct.node.path}`).toBeGreaterThan(30);
    }
  });
});
