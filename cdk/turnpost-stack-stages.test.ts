// What sets the stages apart (retention, protection, domains, logs, the firewall) and what prod
// ships: its bundles and the grants their code needs.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { Match, Template } from "aws-cdk-lib/assertions";
import type { IFunction } from "aws-cdk-lib/aws-lambda";
import { AwsSolutionsChecks } from "cdk-nag";
import { describe, expect, it } from "vitest";
import { PARKED_LOG } from "../functions/config.js";
import { SEAT_LINK_DAYS } from "../functions/service/tokens.js";
import { repoRoot } from "./config.js";
import { esmRequireBanner, namesRequire } from "./constructs/lambda-bundle.js";
import { sessionKeyRotationDays } from "./constructs/secrets.js";
import { entries, platformEntriesExist } from "./test-fixtures/bundles.js";
import {
  actionsOf,
  distributionArn,
  distributionConfig,
  edgeLogsStack,
  everyFunction,
  functionId,
  logicalId,
  logRetentions,
  statementsOf,
  synthesizedStages,
  tableGrants,
} from "./test-fixtures/stack-template.js";
import { certificateArn, webAclArn } from "./test-fixtures/synth.js";
import type { FunctionEntries } from "./turnpost-stack.js";

const stages = synthesizedStages();

describe.each([
  ["dev", () => stages.dev],
  ["prod", () => stages.prod],
])("what else the %s stage alarms on", (_stage, current) => {
  it("alarms on the mail-reply and session key rotation functions' errors, old notices and the live API's errors", () => {
    const s = current();
    const watched = [s.stack.secrets.sessionKeyRotation, ...(s.stack.replies ? [s.stack.replies.fn] : [])];
    for (const fn of watched) {
      s.template.hasResourceProperties("AWS::CloudWatch::Alarm", {
        Namespace: "AWS/Lambda",
        MetricName: "Errors",
        Dimensions: [{ Name: "FunctionName", Value: { Ref: functionId(s, fn) } }],
        Threshold: 1,
      });
    }
    s.template.hasResourceProperties("AWS::CloudWatch::Alarm", {
      Namespace: "AWS/SQS",
      MetricName: "ApproximateAgeOfOldestMessage",
      Dimensions: [
        { Name: "QueueName", Value: { "Fn::GetAtt": [logicalId(s.stack, s.stack.noticeQueue.node.defaultChild), "QueueName"] } },
      ],
    });
    for (const metric of ["IntegrationError", "ExecutionError"]) {
      s.template.hasResourceProperties("AWS::CloudWatch::Alarm", {
        Namespace: "AWS/ApiGateway",
        MetricName: metric,
        Dimensions: Match.arrayWith([{ Name: "ApiId", Value: { Ref: logicalId(s.stack, s.stack.liveApi.node.defaultChild) } }]),
        Threshold: 1,
      });
    }
  });

  it("alarms when the clock parks an item that kept failing, counted from the clock's own log line", () => {
    const s = current();
    const logGroup = s.template.toJSON().Resources[functionId(s, s.stack.functions.clock)].Properties.LoggingConfig.LogGroup;
    s.template.hasResourceProperties("AWS::Logs::MetricFilter", {
      LogGroupName: logGroup,
      FilterPattern: Match.stringLikeRegexp(PARKED_LOG),
      MetricTransformations: [Match.objectLike({ MetricNamespace: "Turnpost", MetricName: "ClockItemsParked", MetricValue: "1" })],
    });
    s.template.hasResourceProperties("AWS::CloudWatch::Alarm", {
      Namespace: "Turnpost",
      MetricName: "ClockItemsParked",
      Statistic: "Sum",
      Threshold: 1,
      ComparisonOperator: "GreaterThanOrEqualToThreshold",
    });
  });
});

describe.each([
  ["dev" as const, () => stages.dev, 30],
  ["prod" as const, () => stages.prod, 90],
])("access logs and the firewall in the %s stage", (stage, current, days) => {
  it("logs every call to both API stages without query strings, kept as long as the stage keeps access logs", () => {
    const s = current();
    const stages = Object.values(s.template.findResources("AWS::ApiGatewayV2::Stage"));
    expect(stages).toHaveLength(2);
    const logGroups = s.template.findResources("AWS::Logs::LogGroup");
    for (const stage of stages) {
      const { DestinationArn, Format } = stage.Properties.AccessLogSettings;
      expect(logGroups[DestinationArn["Fn::GetAtt"][0]]!.Properties.RetentionInDays).toBe(days);
      expect(Format).toContain("$context.requestId");
      expect(Format).toContain("$context.identity.sourceIp");
      // Sign-in and unsubscribe links carry their token in the query string.
      expect(Format).not.toMatch(/querystring|\$context\.requestOverride|\$input/i);
    }
    // WebSocket stages log only once the account's API Gateway role is set.
    s.template.resourceCountIs("AWS::ApiGateway::Account", 1);
    const live = Object.entries(s.template.findResources("AWS::ApiGatewayV2::Stage")).find(
      ([, stage]) => stage.Properties.StageName === "live",
    )!;
    const [accountId] = Object.keys(s.template.findResources("AWS::ApiGateway::Account"));
    expect([live[1].DependsOn].flat()).toContain(accountId);
  });

  it("logs CloudFront's requests without query strings, and the web bucket's reads to a private bucket whose objects expire", () => {
    const s = current();
    // The legacy standard logging always records the query string, where sign-in and mail tokens travel.
    expect(distributionConfig(s).Logging).toBeUndefined();
    const buckets = s.template.findResources("AWS::S3::Bucket");
    const logBucketId = logicalId(s.stack, s.stack.accessLogs.bucket.node.defaultChild);
    expect(buckets[logBucketId]!.Properties).toMatchObject({
      LifecycleConfiguration: { Rules: [{ ExpirationInDays: days, Status: "Enabled" }] },
      PublicAccessBlockConfiguration: { BlockPublicAcls: true, RestrictPublicBuckets: true },
    });
    const webBucket = buckets[logicalId(s.stack, s.stack.web.bucket.node.defaultChild)]!;
    expect(webBucket.Properties.LoggingConfiguration).toEqual({
      DestinationBucketName: { Ref: logBucketId },
      LogFilePrefix: "web-bucket/",
    });
  });

  it("delivers CloudFront's logs from us-east-1 to a private, encrypted bucket there, without any field a token travels in", () => {
    const edgeLogs = edgeLogsStack(stage);
    const template = Template.fromStack(edgeLogs);
    expect(edgeLogs.region).toBe("us-east-1");
    const [source] = Object.entries(template.findResources("AWS::Logs::DeliverySource"));
    expect(source![1].Properties).toMatchObject({ ResourceArn: distributionArn, LogType: "ACCESS_LOGS" });
    const deliveries = Object.values(template.findResources("AWS::Logs::Delivery"));
    expect(deliveries).toHaveLength(1);
    const { DeliverySourceName, DeliveryDestinationArn, RecordFields } = deliveries[0]!.Properties;
    expect(DeliverySourceName).toBe(source![1].Properties.Name);
    // Without RecordFields CloudFront logs every field, the query string among them.
    expect(RecordFields.length).toBeGreaterThan(0);
    for (const field of ["cs-uri-query", "cs-uri-stem", "cs(Referer)", "cs(Cookie)"]) expect(RecordFields).not.toContain(field);
    const destinations = template.findResources("AWS::Logs::DeliveryDestination");
    const destination = destinations[(DeliveryDestinationArn as { "Fn::GetAtt": string[] })["Fn::GetAtt"][0]!]!;
    const bucketId = (destination.Properties.DestinationResourceArn as { "Fn::GetAtt": string[] })["Fn::GetAtt"][0]!;
    expect(template.findResources("AWS::S3::Bucket")[bucketId]!.Properties).toMatchObject({
      LifecycleConfiguration: { Rules: [{ ExpirationInDays: days, Status: "Enabled" }] },
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
      BucketEncryption: { ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: "AES256" } }] },
    });
    expect(new AwsSolutionsChecks().validateScope(edgeLogs).violations).toEqual([]);
  });

  it("puts the edge stack's web ACL in front of everything CloudFront serves", () => {
    expect(distributionConfig(current()).WebACLId).toBe(webAclArn);
  });

  it("rotates the session key with its own function, no more often than the longest-lived token lasts", () => {
    const s = current();
    const session = logicalId(s.stack, s.stack.secrets.sessionKey.node.defaultChild);
    const rotation = s.stack.secrets.sessionKeyRotation;
    s.template.hasResourceProperties("AWS::SecretsManager::RotationSchedule", {
      SecretId: { Ref: session },
      RotationLambdaARN: { "Fn::GetAtt": [functionId(s, rotation), "Arn"] },
      RotationRules: { ScheduleExpression: `rate(${sessionKeyRotationDays} days)` },
    });
    // Functions start once the first rotation has announced the next key, which they then accept.
    const scheduleId = Object.keys(s.template.findResources("AWS::SecretsManager::RotationSchedule"))[0];
    for (const fn of Object.values(s.stack.functions))
      expect([s.template.toJSON().Resources[functionId(s, fn)].DependsOn].flat()).toContain(scheduleId);
    expect(sessionKeyRotationDays).toBeGreaterThanOrEqual(SEAT_LINK_DAYS);
    // The only function that may write the session key.
    const writes = (fn: IFunction) =>
      statementsOf(s, fn).some(
        (statement) =>
          actionsOf(statement).includes("secretsmanager:PutSecretValue") && JSON.stringify(statement.Resource).includes(session),
      );
    expect(writes(rotation)).toBe(true);
    // The calls of session-key-rotation/handler.ts, on the session key only.
    const onSessionKey = statementsOf(s, rotation)
      .filter((statement) => JSON.stringify(statement.Resource).includes(session))
      .flatMap(actionsOf);
    expect(onSessionKey.sort()).toEqual(
      [
        "secretsmanager:DescribeSecret",
        "secretsmanager:GetSecretValue",
        "secretsmanager:PutSecretValue",
        "secretsmanager:UpdateSecretVersionStage",
      ].sort(),
    );
    for (const fn of Object.values(s.stack.functions)) expect(writes(fn)).toBe(false);
  });
});

describe.each([
  ["dev", () => stages.dev],
  ["prod", () => stages.prod],
])("what the %s stage tells of its mail", (_stage, current) => {
  it("alarms on the account's bounce and complaint rates well below the levels at which SES reviews it", () => {
    const s = current();
    // SES reviews an account at a 5 % bounce rate and a 0.1 % complaint rate; its metrics are ratios.
    for (const [metric, threshold, review] of [
      ["Reputation.BounceRate", 0.02, 0.05],
      ["Reputation.ComplaintRate", 0.0005, 0.001],
    ] as const) {
      s.template.hasResourceProperties("AWS::CloudWatch::Alarm", {
        Namespace: "AWS/SES",
        MetricName: metric,
        Dimensions: Match.absent(),
        Threshold: threshold,
        ComparisonOperator: "GreaterThanOrEqualToThreshold",
      });
      expect(threshold).toBeLessThanOrEqual(review / 2);
    }
  });
});

describe("dev", () => {
  it("can be torn down: no deletion protection, tables, logs and secrets go with the stack", () => {
    stages.dev.template.hasResource("AWS::DynamoDB::Table", {
      DeletionPolicy: "Delete",
      Properties: Match.objectLike({ DeletionProtectionEnabled: false }),
    });
    stages.dev.template.hasResource("AWS::SecretsManager::Secret", { DeletionPolicy: "Delete" });
    // The buckets (web client, access logs) are emptied first so that deleting them does not fail.
    stages.dev.template.resourceCountIs("Custom::S3AutoDeleteObjects", 2);
    expect(stages.dev.stack.terminationProtection).toBe(false);
  });

  it("keeps no log group of either stack forever: a month for all", () => {
    for (const template of [stages.dev.template, Template.fromStack(edgeLogsStack("dev"))]) {
      const retentions = Object.values(template.findResources("AWS::Logs::LogGroup")).map((group) => group.Properties?.RetentionInDays);
      expect(retentions.length).toBeGreaterThan(0);
      expect(new Set(retentions)).toEqual(new Set([30]));
    }
  });

  it("keeps every function's logs for a month, CDK's helpers' too", () => {
    expect(logRetentions(stages.dev.template)).toEqual(everyFunction(stages.dev.template, 30));
    // The CloudFront logs' bucket is emptied on deletion by CDK's auto-delete function.
    const edgeLogs = Template.fromStack(edgeLogsStack("dev"));
    expect(Object.keys(logRetentions(edgeLogs))).toHaveLength(1);
    expect(logRetentions(edgeLogs)).toEqual(everyFunction(edgeLogs, 30));
  });

  it("serves the CloudFront address when no domain is given, and tells the functions so", () => {
    const config = distributionConfig(stages.dev);
    expect(config.Aliases).toBeUndefined();
    expect(config.ViewerCertificate).toBeUndefined();
    const env =
      stages.dev.template.toJSON().Resources[functionId(stages.dev, stages.dev.stack.functions.api)].Properties.Environment.Variables;
    const distributionId = Object.keys(stages.dev.template.findResources("AWS::CloudFront::Distribution"))[0];
    expect(env.APP_URL).toEqual({ "Fn::Join": ["", ["https://", { "Fn::GetAtt": [distributionId, "DomainName"] }]] });
  });

  it("verifies a single mail address when asked to, and mails alarms to nobody without alarmEmail", () => {
    stages.dev.template.hasResourceProperties("AWS::SES::EmailIdentity", { EmailIdentity: "turnpost@mail.example" });
    const env =
      stages.dev.template.toJSON().Resources[functionId(stages.dev, stages.dev.stack.functions.notifier)].Properties.Environment.Variables;
    expect(env.MAIL_FROM).toBe("Turnpost <turnpost@mail.example>");
    // Its one topic is SES's bounces' and complaints': no alarm topic.
    expect(Object.keys(stages.dev.template.findResources("AWS::SNS::Topic"))).toEqual([
      logicalId(stages.dev.stack, stages.dev.stack.mailEvents.topic.node.defaultChild),
    ]);
    for (const alarm of Object.values(stages.dev.template.findResources("AWS::CloudWatch::Alarm"))) {
      expect(alarm.Properties.AlarmActions).toBeUndefined();
    }
  });
});

describe("prod", () => {
  it("protects the data: deletion protection, and table and secrets retained", () => {
    stages.prod.template.hasResource("AWS::DynamoDB::Table", {
      DeletionPolicy: "Retain",
      UpdateReplacePolicy: "Retain",
      Properties: Match.objectLike({ DeletionProtectionEnabled: true }),
    });
    for (const secret of Object.values(stages.prod.template.findResources("AWS::SecretsManager::Secret"))) {
      expect(secret.DeletionPolicy).toBe("Retain");
    }
    stages.prod.template.resourceCountIs("Custom::S3AutoDeleteObjects", 0);
    expect(stages.prod.stack.terminationProtection).toBe(true);
  });

  it("keeps no log group of either stack forever: a year for the functions', a quarter for access logs", () => {
    const retentions = Object.values(stages.prod.template.findResources("AWS::Logs::LogGroup")).map(
      (group) => group.Properties?.RetentionInDays,
    );
    expect(new Set(retentions)).toEqual(new Set([365, 90]));
    // A prod edge stack keeps its bucket, so it has no auto-delete function and, today, no log group.
    const edge = Object.values(Template.fromStack(edgeLogsStack("prod")).findResources("AWS::Logs::LogGroup"));
    expect(edge.filter((group) => group.Properties?.RetentionInDays !== 365)).toEqual([]);
  });

  it("keeps every function's logs for a year, CDK's helpers' too", () => {
    expect(logRetentions(stages.prod.template)).toEqual(everyFunction(stages.prod.template, 365));
    const edgeLogs = Template.fromStack(edgeLogsStack("prod"));
    expect(logRetentions(edgeLogs)).toEqual(everyFunction(edgeLogs, 365));
  });

  it("serves the custom domain with its certificate, and tells the functions so", () => {
    const config = distributionConfig(stages.prod);
    expect(config.Aliases).toEqual(["play.turnpost.example"]);
    expect(config.ViewerCertificate).toMatchObject({ AcmCertificateArn: certificateArn, SslSupportMethod: "sni-only" });
    const env =
      stages.prod.template.toJSON().Resources[functionId(stages.prod, stages.prod.stack.functions.api)].Properties.Environment.Variables;
    expect(env.APP_URL).toBe("https://play.turnpost.example");
  });

  it("verifies the mail domain (DKIM) and mails every alarm to the alarm address", () => {
    stages.prod.template.hasResourceProperties("AWS::SES::EmailIdentity", { EmailIdentity: "turnpost.example" });
    stages.prod.template.hasOutput("MailDkimRecord1", Match.anyValue());
    stages.prod.template.hasResourceProperties("AWS::SNS::Subscription", { Protocol: "email", Endpoint: "ops@turnpost.example" });
    const mailEventsTopic = logicalId(stages.prod.stack, stages.prod.stack.mailEvents.topic.node.defaultChild);
    const [topicId, ...others] = Object.keys(stages.prod.template.findResources("AWS::SNS::Topic")).filter((id) => id !== mailEventsTopic);
    expect(others).toEqual([]);
    const alarms = Object.values(stages.prod.template.findResources("AWS::CloudWatch::Alarm"));
    expect(alarms.length).toBeGreaterThanOrEqual(9);
    for (const alarm of alarms) expect(alarm.Properties.AlarmActions).toEqual([{ Ref: topicId }]);
  });

  it("bundles each function locally into minified ESM with its source map", () => {
    const resources = stages.prod.template.toJSON().Resources;
    const bundleOf = (fn: IFunction) => {
      const key: string = resources[functionId(stages.prod, fn)].Properties.Code.S3Key;
      return join(stages.prod.outdir, `asset.${key.replace(/\.zip$/, "")}`);
    };
    for (const fn of [
      ...Object.values(stages.prod.stack.functions),
      stages.prod.stack.secrets.vapidKeyPairInitialiser,
      stages.prod.stack.secrets.sessionKeyRotation,
    ]) {
      const bundle = bundleOf(fn);
      const code = readFileSync(join(bundle, "index.mjs"), "utf8");
      // `require` is made only where the code names it (./constructs/lambda-bundle.ts).
      expect(code.startsWith(esmRequireBanner)).toBe(namesRequire(code));
      expect(code).toMatch(/export\s*\{[^}]*\bas handler\b|export\s*\{\s*handler\s*\}/);
      expect(existsSync(join(bundle, "index.mjs.map"))).toBe(true);
    }
  });

  it.skipIf(!platformEntriesExist)("grants each handler exactly the AWS calls its bundle can make", () => {
    // The SDK commands that each handler's own code imports, in the source files its bundle (entry and
    // chunks) holds: a handler that starts using a new one without a grant would fail only in AWS.
    const actionsFor: Record<string, Record<string, string[]>> = {
      "@aws-sdk/client-dynamodb": {
        GetItemCommand: ["dynamodb:GetItem"],
        PutItemCommand: ["dynamodb:PutItem"],
        UpdateItemCommand: ["dynamodb:UpdateItem"],
        DeleteItemCommand: ["dynamodb:DeleteItem"],
        QueryCommand: ["dynamodb:Query"],
        ScanCommand: ["dynamodb:Scan"],
        BatchGetItemCommand: ["dynamodb:BatchGetItem"],
        BatchWriteItemCommand: ["dynamodb:BatchWriteItem"],
        TransactGetItemsCommand: ["dynamodb:GetItem"],
        // Authorised per entry (Put, Update, Delete, ConditionCheck), each checked on its own.
        TransactWriteItemsCommand: [],
        // ensureTable and tableStreamArn of functions/store/table.ts serve the local stack only; in
        // AWS the table is this stack's.
        CreateTableCommand: [],
        DescribeTableCommand: [],
        UpdateTimeToLiveCommand: [],
      },
      "@aws-sdk/client-sesv2": {
        SendEmailCommand: ["ses:SendEmail"],
        DeleteSuppressedDestinationCommand: ["ses:DeleteSuppressedDestination"],
      },
      "@aws-sdk/client-secrets-manager": { GetSecretValueCommand: ["secretsmanager:GetSecretValue"] },
      "@aws-sdk/client-apigatewaymanagementapi": { PostToConnectionCommand: ["execute-api:ManageConnections"] },
      "@aws-sdk/client-sqs": { SendMessageBatchCommand: ["sqs:SendMessage"], SendMessageCommand: ["sqs:SendMessage"] },
      "@aws-sdk/client-s3": { GetObjectCommand: ["s3:GetObject"] },
    };
    // Granted actions that no bundle's code makes, each for whoever makes the call instead.
    const callsNotInBundle = [
      // Lambda writes the function's logs.
      /^logs:(CreateLogStream|PutLogEvents)$/,
      // The event source mappings read the table's stream and the notice queues.
      /^dynamodb:(DescribeStream|GetRecords|GetShardIterator|ListStreams)$/,
      /^sqs:(ReceiveMessage|ChangeMessageVisibility|GetQueueUrl|DeleteMessage|GetQueueAttributes)$/,
      // The Parameters and Secrets extension reads the secrets (functions/lambda/config.ts).
      /^secretsmanager:(GetSecretValue|DescribeSecret)$/,
    ];
    // Commands a bundle links but never sends, each left ungranted: the deploy rehearsal records the calls
    // a handler makes and checks it is granted no others (cdk/deploy-rehearsal.test.ts).
    const linkedNotCalled: Record<string, string[]> = {
      // The game core's stores come with the live push, which reads games from the stream's records.
      notifier: ["dynamodb:BatchGetItem", "dynamodb:GetItem", "dynamodb:UpdateItem"],
    };
    const grantedBeyondBundle: Record<string, string[]> = {};
    for (const [name, fn] of [...Object.entries(stages.prod.stack.functions), ["mailReply", stages.prod.stack.replies!.fn] as const]) {
      const { metafile } = stages.bundles[entries[name as keyof FunctionEntries]]!;
      const ownSources = Object.values(metafile.outputs)
        .flatMap((output) => Object.entries(output.inputs))
        .filter(([input, { bytesInOutput }]) => bytesInOutput > 0 && !input.startsWith("node_modules/"))
        .map(([input]) => readFileSync(join(repoRoot, input), "utf8"))
        .join("\n");
      const code = Object.keys(metafile.outputs)
        .filter((file) => file.endsWith(".mjs"))
        .map((file) => readFileSync(file, "utf8"))
        .join("\n");
      const granted = new Set(statementsOf(stages.prod, fn).flatMap(actionsOf));
      const needed = new Set<string>();
      for (const [, names, from] of ownSources.matchAll(/import\s*\{([^}]*)\}\s*from\s*["'](@aws-sdk\/[^"']+)["']/g)) {
        const commands = actionsFor[from!] ?? {};
        for (const imported of names!.split(",").map((part) => part.trim().split(/\s+as\s+/)[0])) {
          if (!imported!.endsWith("Command") || imported!.startsWith("type ")) continue;
          const actions = commands[imported!];
          expect(actions, `${name} imports ${imported} from ${from}, which this test does not map yet`).toBeDefined();
          for (const action of actions!) needed.add(action);
        }
      }
      expect(needed.size, `${name}'s bundle imports no AWS command`).toBeGreaterThan(0);
      const uncalled = linkedNotCalled[name] ?? [];
      expect([...needed].filter((action) => !granted.has(action)).sort(), `${name} lacks`).toEqual(uncalled);
      const beyond = [...granted].filter((action) => !needed.has(action) && !callsNotInBundle.some((pattern) => pattern.test(action)));
      // The indexes a bundle queries are the ones its code names; a grant on any other is never used.
      const queried = new Set([...code.matchAll(/IndexName:\s*"([^"]+)"/g)].map(([, index]) => `index/${index}`));
      const grantedIndexes = tableGrants(stages.prod, fn)
        .flatMap((grant) => grant.resources)
        .flatMap((resource) => JSON.stringify(resource).match(/index\/[\w-]+/g) ?? []);
      beyond.push(...grantedIndexes.filter((index) => !queried.has(index)));
      if (beyond.length > 0) grantedBeyondBundle[name] = beyond.sort();
    }
    expect(grantedBeyondBundle).toEqual({});
  });

  it.skipIf(!platformEntriesExist)("bundles the platform's own api, notifier, notices, clock and live handlers", () => {
    const keys = Object.values(stages.prod.stack.functions).map(
      (fn) => stages.prod.template.toJSON().Resources[functionId(stages.prod, fn)].Properties.Code.S3Key,
    );
    expect(new Set(keys).size).toBe(5);
  });
});
