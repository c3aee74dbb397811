import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { App, type CfnElement, type Stack, Validations } from "aws-cdk-lib";
import { Match, Template } from "aws-cdk-lib/assertions";
import type { IFunction } from "aws-cdk-lib/aws-lambda";
import { AwsSolutionsChecks } from "cdk-nag";
import { buildSync } from "esbuild";
import { beforeAll, describe, expect, it } from "vitest";
import { ORIGIN_SECRET_HEADER } from "../functions/config.js";
import { SEAT_LINK_DAYS } from "../functions/service/tokens.js";
import { esmRequireBanner, lambdaBuildOptions, namesRequire } from "./constructs/lambda-bundle.js";
import { sessionKeyRotationDays } from "./constructs/secrets.js";
import { contentSecurityPolicy } from "./constructs/web.js";
import { EdgeLogsStack } from "./edge-logs-stack.js";
import { certificateArn, entries, everyOption, platformEntriesExist, type Synth, synth, webAclArn } from "./test-fixtures/synth.js";
import { type FunctionEntries, REPLY_PREFIX, tableActions } from "./turnpost-stack.js";

const cachingDisabled = "4135ea2d-6df8-44a3-9df3-4b5a84be39ad";
const allViewerExceptHost = "b689b0a8-53d0-40ab-baf2-68738e2966ac";
const streamActions = ["dynamodb:DescribeStream", "dynamodb:GetRecords", "dynamodb:GetShardIterator"];

let dev: Synth;
let prod: Synth;
beforeAll(() => {
  dev = synth({ stage: "dev", mailFrom: "Turnpost <turnpost@mail.example>", mailIdentity: "turnpost@mail.example" }, false);
  // Only prod bundles: one bundling run is enough.
  prod = synth(everyOption, true);
});

function logicalId(stack: Stack, element: unknown): string {
  return stack.getLogicalId(element as CfnElement);
}

/** The settings CDK gives the Parameters and Secrets extension (functions/lambda/config.ts reads its port). */
const SECRETS_EXTENSION_SETTINGS = [
  "PARAMETERS_SECRETS_EXTENSION_CACHE_ENABLED",
  "PARAMETERS_SECRETS_EXTENSION_CACHE_SIZE",
  "PARAMETERS_SECRETS_EXTENSION_HTTP_PORT",
  "PARAMETERS_SECRETS_EXTENSION_LOG_LEVEL",
  "PARAMETERS_SECRETS_EXTENSION_MAX_CONNECTIONS",
  "SECRETS_MANAGER_TIMEOUT_MILLIS",
  "SECRETS_MANAGER_TTL",
  "SSM_PARAMETER_STORE_TIMEOUT_MILLIS",
  "SSM_PARAMETER_STORE_TTL",
];

function functionId(s: Synth, fn: IFunction): string {
  return logicalId(s.stack, fn.node.defaultChild);
}

function tableArn(s: Synth) {
  return { "Fn::GetAtt": [logicalId(s.stack, s.stack.table.node.defaultChild), "Arn"] };
}

interface Statement {
  Effect: string;
  Action: string | string[];
  Resource: unknown;
  Condition?: unknown;
}

/** Every statement of the inline policies attached to the function's role. */
function statementsOf(s: Synth, fn: IFunction): Statement[] {
  const roleId = logicalId(s.stack, fn.role!.node.defaultChild);
  const policies = Object.values(s.template.findResources("AWS::IAM::Policy")) as {
    Properties: { Roles: { Ref: string }[]; PolicyDocument: { Statement: Statement[] } };
  }[];
  return policies
    .filter((policy) => policy.Properties.Roles.some((role) => role.Ref === roleId))
    .flatMap((policy) => policy.Properties.PolicyDocument.Statement);
}

function actionsOf(statement: Statement): string[] {
  return [statement.Action].flat();
}

/** DynamoDB actions granted on the table or its indexes, with the resources they are granted on. */
function tableGrants(s: Synth, fn: IFunction) {
  return statementsOf(s, fn)
    .filter((statement) => actionsOf(statement).some((action) => action.startsWith("dynamodb:")))
    .filter((statement) => !actionsOf(statement).some((action) => streamActions.includes(action) || action === "dynamodb:ListStreams"))
    .map((statement) => ({ actions: actionsOf(statement).sort(), resources: [statement.Resource].flat() }));
}

const sorted = (actions: readonly string[]) => [...actions].sort();
const storeActions = [
  "dynamodb:GetItem",
  "dynamodb:PutItem",
  "dynamodb:UpdateItem",
  "dynamodb:DeleteItem",
  "dynamodb:Query",
  "dynamodb:BatchGetItem",
];

describe.each([
  ["dev", () => dev],
  ["prod", () => prod],
])("the %s stage", (stage, current) => {
  it("keeps data in one on-demand table with PITR, TTL on `ttl`, a full-image stream and both GSIs", () => {
    current().template.hasResourceProperties("AWS::DynamoDB::Table", {
      BillingMode: "PAY_PER_REQUEST",
      KeySchema: [
        { AttributeName: "pk", KeyType: "HASH" },
        { AttributeName: "sk", KeyType: "RANGE" },
      ],
      AttributeDefinitions: Match.arrayWith([
        { AttributeName: "pk", AttributeType: "S" },
        { AttributeName: "sk", AttributeType: "S" },
        { AttributeName: "gsi1pk", AttributeType: "S" },
        { AttributeName: "gsi1sk", AttributeType: "S" },
        { AttributeName: "gsi2pk", AttributeType: "S" },
        { AttributeName: "gsi2sk", AttributeType: "S" },
      ]),
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
      TimeToLiveSpecification: { AttributeName: "ttl", Enabled: true },
      StreamSpecification: { StreamViewType: "NEW_AND_OLD_IMAGES" },
      GlobalSecondaryIndexes: [
        Match.objectLike({
          IndexName: "gsi1",
          KeySchema: [
            { AttributeName: "gsi1pk", KeyType: "HASH" },
            { AttributeName: "gsi1sk", KeyType: "RANGE" },
          ],
        }),
        Match.objectLike({
          IndexName: "gsi2",
          KeySchema: [
            { AttributeName: "gsi2pk", KeyType: "HASH" },
            { AttributeName: "gsi2sk", KeyType: "RANGE" },
          ],
        }),
      ],
    });
  });

  it("runs every function of its own on Node 22, arm64, as bundled ESM with source maps", () => {
    const s = current();
    const own = [...Object.values(s.stack.functions), s.stack.secrets.vapidKeyPairInitialiser, s.stack.secrets.sessionKeyRotation];
    for (const fn of own) {
      const resource = s.template.toJSON().Resources[functionId(s, fn)];
      expect(resource.Properties).toMatchObject({
        Runtime: "nodejs22.x",
        Architectures: ["arm64"],
        Handler: "index.handler",
      });
    }
  });

  it("gives the handlers that read secrets at start the Parameters and Secrets extension, and the others none", () => {
    const s = current();
    const template = s.template.toJSON();
    // The layer's ARN differs by region: CDK writes a map of them and picks the stack's region's.
    const layers = (fn: IFunction) =>
      JSON.stringify(
        (template.Resources[functionId(s, fn)].Properties.Layers ?? []).map((layer: { "Fn::FindInMap"?: [string, unknown, string] }) => {
          const [map, , key] = layer["Fn::FindInMap"] ?? [];
          return map ? Object.values(template.Mappings[map]).map((byRegion) => (byRegion as Record<string, string>)[key!]) : layer;
        }),
      );
    // Every handler of the app builds its config with lambdaConfig(), which reads the session key at start.
    for (const fn of Object.values(appFunctions(s))) expect(layers(fn)).toContain("AWS-Parameters-and-Secrets-Lambda-Extension-Arm64");
    for (const fn of [s.stack.secrets.vapidKeyPairInitialiser, s.stack.secrets.sessionKeyRotation]) expect(layers(fn)).toBe("[]");
  });

  it("gives each function exactly the environment functions/lambda/config.ts and the mailer read", () => {
    const s = current();
    const { live: _live, ...configured } = appFunctions(s);
    for (const [name, fn] of Object.entries(configured)) {
      const env = s.template.toJSON().Resources[functionId(s, fn)].Properties.Environment.Variables;
      // Only the API renders link previews (the renderer's WebAssembly, its fonts and the client's page) and limits
      // per client (CloudFront's proof that it sent the request).
      const previews = name === "api" ? ["ORIGIN_SECRET_ARN", "PREVIEW_FONTS", "RESVG_WASM", "WEB_INDEX_HTML"] : [];
      // The stream's reader pushes changes to live pages and hands notices to the notice queue.
      // The notices function asks its wake-up queue to bring back the turns it holds.
      const pushes = name === "notifier" ? ["LIVE_ENDPOINT", "NOTICE_QUEUE_URL"] : name === "notices" ? ["NOTICE_WAKE_UP_QUEUE_URL"] : [];
      // Where prod receives replies, the turn mails and reminders say so in their Reply-To.
      // The mail-reply function reads the stored message from its bucket.
      const replies =
        stage === "prod" && (name === "notices" || name === "clock")
          ? ["REPLY_DOMAIN"]
          : name === "mailReply"
            ? ["REPLY_BUCKET", "REPLY_PREFIX"]
            : [];
      // The stream's reader neither mails nor pushes to browsers: no configuration set, no VAPID pair.
      const notifies = name === "notifier" ? [] : ["SES_CONFIGURATION_SET", "VAPID_SECRET_ARN"];
      expect(Object.keys(env).sort()).toEqual(
        [
          ...previews,
          ...pushes,
          ...SECRETS_EXTENSION_SETTINGS,
          ...replies,
          ...notifies,
          "APP_URL",
          "MAIL_FROM",
          "SESSION_SECRET_ARN",
          "STAGE",
          "TABLE_NAME",
        ].sort(),
      );
      expect(env.STAGE).toBe(stage);
      expect(env.TABLE_NAME).toEqual({ Ref: logicalId(s.stack, s.stack.table.node.defaultChild) });
      expect(env.SESSION_SECRET_ARN).toEqual({ Ref: logicalId(s.stack, s.stack.secrets.sessionKey.node.defaultChild) });
      if (name !== "notifier")
        expect(env.VAPID_SECRET_ARN).toEqual({ Ref: logicalId(s.stack, s.stack.secrets.vapidKeys.node.defaultChild) });
    }
  });

  it("grants the api exactly its table actions, on the table and the lobby's index by name", () => {
    const s = current();
    // Only the clock's sweep queries the deadline index (gsi2); writing an item an index lists needs no grant on it.
    expect(tableGrants(s, s.stack.functions.api)).toEqual([
      { actions: sorted(tableActions.api), resources: [tableArn(s), { "Fn::Join": ["", [tableArn(s), "/index/gsi1"]] }] },
    ]);
    expect(sorted(tableActions.api)).toEqual(sorted(storeActions));
  });

  it("grants the notifier its pages' Query and DeleteItem on the table alone, and the stream", () => {
    const s = current();
    const { notifier } = s.stack.functions;
    expect(tableGrants(s, notifier)).toEqual([{ actions: ["dynamodb:DeleteItem", "dynamodb:Query"], resources: [tableArn(s)] }]);
    const streamArn = { "Fn::GetAtt": [logicalId(s.stack, s.stack.table.node.defaultChild), "StreamArn"] };
    expect(statementsOf(s, notifier)).toContainEqual(expect.objectContaining({ Action: streamActions, Resource: streamArn }));
    for (const fn of [s.stack.functions.api, s.stack.functions.clock]) {
      expect(statementsOf(s, fn).flatMap(actionsOf)).not.toContain("dynamodb:GetRecords");
    }
  });

  it("grants the notices function its table actions on the table alone, no index", () => {
    const s = current();
    expect(tableGrants(s, s.stack.functions.notices)).toEqual([{ actions: sorted(storeActions), resources: [tableArn(s)] }]);
  });

  it("grants the clock exactly its table actions, on the table and the deadline index only", () => {
    const s = current();
    expect(tableGrants(s, s.stack.functions.clock)).toEqual([
      {
        actions: sorted(storeActions),
        resources: [tableArn(s), { "Fn::Join": ["", [tableArn(s), "/index/gsi2"]] }],
      },
    ]);
  });

  it("lets every mailing function send only from the configured address, to any recipient, through the configuration set", () => {
    const s = current();
    const configurationSetId = Object.keys(s.template.findResources("AWS::SES::ConfigurationSet"))[0];
    const from = stage === "dev" ? "turnpost@mail.example" : "no-reply@turnpost.example";
    for (const fn of Object.values(mailingFunctions(s))) {
      const ses = statementsOf(s, fn).filter((statement) => actionsOf(statement).some((action) => action.startsWith("ses:")));
      expect(ses).toHaveLength(1);
      expect(ses[0]!.Action).toBe("ses:SendEmail");
      // In the sandbox SES also authorises against each recipient's identity (AWS's documentation: only
      // read, never tried here), so the grant names every identity and the From address bounds it.
      const resources = (ses[0]!.Resource as unknown[]).map((resource) => JSON.stringify(resource));
      expect(resources).toHaveLength(2);
      expect(resources[0]).toMatch(/:identity\/\*"\]\]\}$/);
      expect(resources[1]).toContain(configurationSetId);
      expect(ses[0]!.Condition).toEqual({ StringEquals: { "ses:FromAddress": from } });
    }
  });

  it("never grants wildcard actions or broad table grants to the app functions", () => {
    const s = current();
    for (const fn of Object.values(s.stack.functions)) {
      for (const statement of statementsOf(s, fn)) {
        for (const action of actionsOf(statement)) {
          expect(action).not.toMatch(/\*/);
          expect(["dynamodb:Scan", "dynamodb:BatchWriteItem", "dynamodb:DeleteTable"]).not.toContain(action);
        }
      }
    }
  });

  it("lets the three handlers read the secrets and only the initialiser write the VAPID one", () => {
    const s = current();
    const secretRefs = (fn: IFunction, action: string) =>
      statementsOf(s, fn)
        .filter((statement) => actionsOf(statement).includes(action))
        .map((statement) => statement.Resource);
    const session = { Ref: logicalId(s.stack, s.stack.secrets.sessionKey.node.defaultChild) };
    const vapid = { Ref: logicalId(s.stack, s.stack.secrets.vapidKeys.node.defaultChild) };
    const origin = { Ref: logicalId(s.stack, s.stack.secrets.originSecret.node.defaultChild) };
    const { api, notifier, clock } = s.stack.functions;
    expect(secretRefs(api, "secretsmanager:GetSecretValue")).toEqual([session, vapid, origin]);
    expect(secretRefs(notifier, "secretsmanager:GetSecretValue")).toEqual([session]);
    expect(secretRefs(clock, "secretsmanager:GetSecretValue")).toEqual([session, vapid]);
    for (const fn of [api, notifier, clock]) expect(secretRefs(fn, "secretsmanager:PutSecretValue")).toEqual([]);
    const initialiser = s.stack.secrets.vapidKeyPairInitialiser;
    const secretStatements = statementsOf(s, initialiser).filter((statement) =>
      actionsOf(statement).some((action) => action.startsWith("secretsmanager:")),
    );
    expect(secretStatements).toEqual([
      {
        Effect: "Allow",
        Action: ["secretsmanager:GetSecretValue", "secretsmanager:PutSecretValue"],
        Resource: vapid,
      },
    ]);
    // No secret value in the template: the HMAC key is generated by Secrets Manager, the VAPID pair
    // by the custom resource at deploy time.
    for (const secret of Object.values(s.template.findResources("AWS::SecretsManager::Secret"))) {
      expect(secret.Properties.SecretString).toBeUndefined();
      expect(secret.Properties.GenerateSecretString).toBeDefined();
    }
    s.template.hasResourceProperties("AWS::SecretsManager::Secret", {
      GenerateSecretString: { PasswordLength: 64, ExcludePunctuation: true },
    });
    s.template.hasResourceProperties("Custom::VapidKeyPair", { SecretId: vapid });
  });

  it("feeds the notifier from the table stream with bisecting, bounded retries and a dead-letter queue", () => {
    const s = current();
    const tableId = logicalId(s.stack, s.stack.table.node.defaultChild);
    // The stream, the notice queue and the notices' wake-up queue.
    s.template.resourceCountIs("AWS::Lambda::EventSourceMapping", 3);
    s.template.hasResourceProperties("AWS::Lambda::EventSourceMapping", {
      EventSourceArn: { "Fn::GetAtt": [tableId, "StreamArn"] },
      FunctionName: { Ref: functionId(s, s.stack.functions.notifier) },
      BatchSize: 25,
      BisectBatchOnFunctionError: true,
      MaximumRetryAttempts: 5,
      MaximumRecordAgeInSeconds: 6 * 3600,
      FunctionResponseTypes: Match.absent(),
      StartingPosition: "LATEST",
      DestinationConfig: {
        OnFailure: {
          Destination: { "Fn::GetAtt": [logicalId(s.stack, s.stack.notificationDeadLetters.node.defaultChild), "Arn"] },
        },
      },
    });
  });

  it("sends mail, push and webhooks from a FIFO notice queue beside the stream, with a dead-letter queue", () => {
    const s = current();
    const queueId = logicalId(s.stack, s.stack.noticeQueue.node.defaultChild);
    const deadLettersId = logicalId(s.stack, s.stack.noticeDeadLetters.node.defaultChild);
    s.template.hasResourceProperties("AWS::SQS::Queue", {
      FifoQueue: true,
      VisibilityTimeout: 360,
      SqsManagedSseEnabled: true,
      RedrivePolicy: { deadLetterTargetArn: { "Fn::GetAtt": [deadLettersId, "Arn"] }, maxReceiveCount: 5 },
    });
    s.template.hasResourceProperties("AWS::SQS::Queue", { FifoQueue: true, MessageRetentionPeriod: 14 * 86_400 });
    s.template.hasResourceProperties("AWS::Lambda::EventSourceMapping", {
      EventSourceArn: { "Fn::GetAtt": [queueId, "Arn"] },
      FunctionName: { Ref: functionId(s, s.stack.functions.notices) },
      BatchSize: 10,
      FunctionResponseTypes: ["ReportBatchItemFailures"],
    });
    // The stream's reader only sends to the queue; the notices function only receives from it, and
    // sends only to its wake-up queue (a held turn told when due), which it reads too.
    const wakeUpsId = logicalId(s.stack, s.stack.noticeWakeUps.node.defaultChild);
    const sends = (fn: IFunction) =>
      statementsOf(s, fn)
        .filter((statement) => actionsOf(statement).includes("sqs:SendMessage"))
        .map((statement) => statement.Resource);
    expect(sends(s.stack.functions.notifier)).toContainEqual({ "Fn::GetAtt": [queueId, "Arn"] });
    expect(sends(s.stack.functions.notices)).toEqual([{ "Fn::GetAtt": [wakeUpsId, "Arn"] }]);
    s.template.hasResourceProperties("AWS::Lambda::EventSourceMapping", {
      EventSourceArn: { "Fn::GetAtt": [wakeUpsId, "Arn"] },
      FunctionName: { Ref: functionId(s, s.stack.functions.notices) },
      FunctionResponseTypes: ["ReportBatchItemFailures"],
    });
    const noticesEnv = s.template.toJSON().Resources[functionId(s, s.stack.functions.notices)].Properties.Environment.Variables;
    expect(noticesEnv.NOTICE_WAKE_UP_QUEUE_URL).toEqual({ Ref: wakeUpsId });
    const env = s.template.toJSON().Resources[functionId(s, s.stack.functions.notifier)].Properties.Environment.Variables;
    expect(env.NOTICE_QUEUE_URL).toEqual({ Ref: queueId });
    s.template.hasResourceProperties("AWS::CloudWatch::Alarm", {
      MetricName: "ApproximateNumberOfMessagesVisible",
      Dimensions: [{ Name: "QueueName", Value: { "Fn::GetAtt": [deadLettersId, "QueueName"] } }],
    });
  });

  it("ticks the clock every minute and does not retry a stale tick", () => {
    const s = current();
    const clockId = functionId(s, s.stack.functions.clock);
    s.template.hasResourceProperties("AWS::Events::Rule", {
      ScheduleExpression: "rate(1 minute)",
      Targets: [Match.objectLike({ Arn: { "Fn::GetAtt": [clockId, "Arn"] } })],
    });
    s.template.hasResourceProperties("AWS::Lambda::EventInvokeConfig", {
      FunctionName: { Ref: clockId },
      MaximumRetryAttempts: 0,
      MaximumEventAgeInSeconds: 60,
    });
  });

  it("routes exactly the API paths to the api function with v2 payloads", () => {
    const s = current();
    const httpApiId = Object.keys(s.template.findResources("AWS::ApiGatewayV2::Api", { Properties: { ProtocolType: "HTTP" } }))[0];
    const routes = Object.values(s.template.findResources("AWS::ApiGatewayV2::Route"))
      .filter((route) => route.Properties.ApiId.Ref === httpApiId)
      .map((route) => route.Properties.RouteKey);
    expect(routes.sort()).toEqual(
      [
        "ANY /api/{proxy+}",
        "ANY /auth/{proxy+}",
        "ANY /g/{proxy+}",
        "ANY /join/{proxy+}",
        "ANY /cal/{proxy+}",
        "ANY /t/{proxy+}",
        "ANY /l/{proxy+}",
        "ANY /og/{proxy+}",
        "ANY /oembed",
      ].sort(),
    );
    s.template.hasResourceProperties("AWS::ApiGatewayV2::Integration", {
      IntegrationType: "AWS_PROXY",
      PayloadFormatVersion: "2.0",
      IntegrationUri: { "Fn::GetAtt": [functionId(s, s.stack.functions.api), "Arn"] },
    });
  });

  it("keeps the web bucket private: all public access blocked, TLS only, readable by CloudFront alone", () => {
    const s = current();
    s.template.hasResourceProperties("AWS::S3::Bucket", {
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
    });
    const webBucketId = logicalId(s.stack, s.stack.web.bucket.node.defaultChild);
    const policy = Object.values(s.template.findResources("AWS::S3::BucketPolicy")).find(
      (candidate) => candidate.Properties.Bucket.Ref === webBucketId,
    )!;
    const statements = policy.Properties.PolicyDocument.Statement as (Statement & { Principal: unknown })[];
    expect(statements).toContainEqual(expect.objectContaining({ Effect: "Deny", Condition: { Bool: { "aws:SecureTransport": "false" } } }));
    const allows = statements.filter((statement) => statement.Effect === "Allow" && actionsOf(statement).includes("s3:GetObject"));
    expect(allows).toHaveLength(1);
    expect(allows[0]!.Principal).toEqual({ Service: "cloudfront.amazonaws.com" });
    expect(JSON.stringify(allows[0]!.Condition)).toContain("AWS:SourceArn");
    s.template.hasResourceProperties("AWS::CloudFront::OriginAccessControl", {
      OriginAccessControlConfig: Match.objectLike({ OriginAccessControlOriginType: "s3", SigningBehavior: "always" }),
    });
  });

  it("serves the API through CloudFront on the same host, uncached, with cookies and query strings", () => {
    const config = distributionConfig(current());
    // /live goes to the WebSocket API (the live channel's tests below).
    const behaviors = (config.CacheBehaviors as Record<string, unknown>[]).filter((behavior) => behavior.PathPattern !== "/live");
    const byPath = Object.fromEntries(behaviors.map((behavior) => [behavior.PathPattern, behavior]));
    expect(Object.keys(byPath).sort()).toEqual(["/api/*", "/auth/*", "/cal/*", "/g/*", "/join/*", "/l/*", "/oembed", "/og/*", "/t/*"]);
    const apiOriginId = byPath["/api/*"].TargetOriginId;
    for (const behavior of behaviors) expect(behavior.TargetOriginId).toBe(apiOriginId);
    expect(apiOriginId).not.toBe((config.DefaultCacheBehavior as Record<string, unknown>).TargetOriginId);
    for (const path of ["/api/*", "/auth/*", "/g/*", "/join/*", "/cal/*", "/t/*", "/l/*"]) {
      expect(byPath[path]).toMatchObject({
        CachePolicyId: cachingDisabled,
        OriginRequestPolicyId: allViewerExceptHost,
        AllowedMethods: expect.arrayContaining(["POST", "PUT", "DELETE", "PATCH"]),
        ViewerProtocolPolicy: "redirect-to-https",
      });
    }
    const origins = config.Origins as { Id: string; DomainName: unknown; CustomOriginConfig?: unknown }[];
    const apiOrigin = origins.find((origin) => origin.Id === apiOriginId)!;
    expect(JSON.stringify(apiOrigin.DomainName)).toContain("ApiEndpoint");
    expect(apiOrigin.CustomOriginConfig).toMatchObject({ OriginProtocolPolicy: "https-only" });
    // CloudFront proves to the API that it sent the request (functions/http/rate-limit.ts clientAddress):
    // the header's value is the origin secret, resolved at deploy time, never written in the template.
    const headers = (apiOrigin as { OriginCustomHeaders?: { HeaderName: string; HeaderValue: unknown }[] }).OriginCustomHeaders ?? [];
    expect(headers.map((header) => header.HeaderName)).toEqual([ORIGIN_SECRET_HEADER]);
    const secretId = logicalId(current().stack, current().stack.secrets.originSecret.node.defaultChild);
    expect(JSON.stringify(headers[0]!.HeaderValue)).toContain(`{{resolve:secretsmanager:`);
    expect(JSON.stringify(headers[0]!.HeaderValue)).toContain(secretId);
  });

  it("caches link previews only as the API allows, keyed by query string and never by cookie", () => {
    const s = current();
    const behaviors = distributionConfig(s).CacheBehaviors as Record<string, { Ref?: string } | unknown>[];
    const og = behaviors.find((behavior) => behavior.PathPattern === "/og/*")!;
    const policies = s.template.findResources("AWS::CloudFront::CachePolicy");
    const policy = policies[(og.CachePolicyId as { Ref: string }).Ref]!.Properties.CachePolicyConfig;
    expect(policy).toMatchObject({
      DefaultTTL: 0,
      MinTTL: 0,
      ParametersInCacheKeyAndForwardedToOrigin: {
        QueryStringsConfig: { QueryStringBehavior: "all" },
        CookiesConfig: { CookieBehavior: "none" },
        HeadersConfig: { HeaderBehavior: "none" },
      },
    });
  });

  it("sends security headers with a same-origin CSP on every response", () => {
    const s = current();
    s.template.hasResourceProperties("AWS::CloudFront::ResponseHeadersPolicy", {
      ResponseHeadersPolicyConfig: Match.objectLike({
        SecurityHeadersConfig: {
          StrictTransportSecurity: Match.objectLike({ AccessControlMaxAgeSec: 730 * 86400, IncludeSubdomains: true }),
          ContentSecurityPolicy: { ContentSecurityPolicy: contentSecurityPolicy, Override: true },
          ContentTypeOptions: { Override: true },
          FrameOptions: { FrameOption: "DENY", Override: true },
          ReferrerPolicy: { ReferrerPolicy: "strict-origin-when-cross-origin", Override: true },
        },
      }),
    });
    expect(contentSecurityPolicy).toMatch(/default-src 'self'/);
    expect(contentSecurityPolicy).toMatch(/connect-src 'self'/);
    expect(contentSecurityPolicy).not.toMatch(/unsafe-(inline|eval)/);
    const config = distributionConfig(s);
    const [policyId] = Object.keys(s.template.findResources("AWS::CloudFront::ResponseHeadersPolicy"));
    for (const behavior of [config.DefaultCacheBehavior, ...(config.CacheBehaviors as unknown[])]) {
      expect(behavior).toMatchObject({ ResponseHeadersPolicyId: { Ref: policyId } });
    }
  });

  it("rewrites client routes to index.html but leaves files and the root alone", () => {
    const s = current();
    const [fn] = Object.values(s.template.findResources("AWS::CloudFront::Function"));
    expect(fn!.Properties.FunctionConfig.Runtime).toBe("cloudfront-js-2.0");
    const handler = new Function(`${fn!.Properties.FunctionCode}; return handler;`)() as (event: { request: { uri: string } }) => {
      uri: string;
    };
    const route = (uri: string) => handler({ request: { uri } }).uri;
    expect(route("/games/abc123")).toBe("/index.html");
    expect(route("/")).toBe("/index.html");
    expect(route("/fr/lobby/")).toBe("/index.html");
    expect(route("/assets/app-1a2b.js")).toBe("/assets/app-1a2b.js");
    expect(route("/manifest.webmanifest")).toBe("/manifest.webmanifest");
    // The fallback sits on the web behaviour only: the API's own 404s must reach the client.
    const config = distributionConfig(s);
    expect(config.DefaultCacheBehavior).toMatchObject({
      FunctionAssociations: [{ EventType: "viewer-request", FunctionARN: expect.anything() }],
    });
    for (const behavior of config.CacheBehaviors as Record<string, unknown>[]) {
      expect(behavior.FunctionAssociations).toBeUndefined();
    }
    expect(config.CustomErrorResponses).toBeUndefined();
  });

  it("uploads hashed assets as immutable for a year and everything else as no-cache, assets first", () => {
    const s = current();
    const deployments = s.template.findResources("Custom::CDKBucketDeployment");
    const entries = Object.entries(deployments);
    const [assetsId, assets] = entries.find(([, resource]) => resource.Properties.Include?.includes("assets/*"))!;
    const [, pages] = entries.find(([, resource]) => resource.Properties.Exclude?.includes("assets/*"))!;
    expect(assets.Properties).toMatchObject({
      Exclude: ["*"],
      Prune: false,
      SystemMetadata: { "cache-control": "public, max-age=31536000, immutable" },
    });
    expect(pages.Properties).toMatchObject({ Prune: true, SystemMetadata: { "cache-control": "no-cache" } });
    expect([pages.DependsOn].flat()).toContain(assetsId);
    // The web behaviour honours those headers: nothing forces a TTL above zero on index.html.
    const policies = s.template.findResources("AWS::CloudFront::CachePolicy");
    const webPolicyId = (distributionConfig(s).DefaultCacheBehavior as { CachePolicyId: { Ref: string } }).CachePolicyId.Ref;
    expect(policies[webPolicyId]!.Properties.CachePolicyConfig).toMatchObject({ MinTTL: 0, MaxTTL: 365 * 86400 });
  });

  it("sends mail through a configuration set that suppresses bounces and complaints", () => {
    const s = current();
    s.template.hasResourceProperties("AWS::SES::ConfigurationSet", {
      SuppressionOptions: { SuppressedReasons: ["BOUNCE", "COMPLAINT"] },
    });
    const [configurationSetId] = Object.keys(s.template.findResources("AWS::SES::ConfigurationSet"));
    s.template.hasResourceProperties("AWS::SES::EmailIdentity", {
      ConfigurationSetAttributes: { ConfigurationSetName: { Ref: configurationSetId } },
    });
    for (const fn of Object.values(mailingFunctions(s))) {
      const env = s.template.toJSON().Resources[functionId(s, fn)].Properties.Environment.Variables;
      expect(env.SES_CONFIGURATION_SET).toEqual({ Ref: configurationSetId });
    }
  });

  it("alarms on function errors and throttles, dead letters, stream lag and the API's 5xx rate", () => {
    const s = current();
    for (const fn of Object.values(s.stack.functions)) {
      for (const metric of ["Errors", "Throttles"]) {
        s.template.hasResourceProperties("AWS::CloudWatch::Alarm", {
          Namespace: "AWS/Lambda",
          MetricName: metric,
          Dimensions: [{ Name: "FunctionName", Value: { Ref: functionId(s, fn) } }],
          Threshold: 1,
          ComparisonOperator: "GreaterThanOrEqualToThreshold",
        });
      }
    }
    s.template.hasResourceProperties("AWS::CloudWatch::Alarm", {
      Namespace: "AWS/SQS",
      MetricName: "ApproximateNumberOfMessagesVisible",
      Dimensions: [
        {
          Name: "QueueName",
          Value: { "Fn::GetAtt": [logicalId(s.stack, s.stack.notificationDeadLetters.node.defaultChild), "QueueName"] },
        },
      ],
      Threshold: 1,
    });
    s.template.hasResourceProperties("AWS::CloudWatch::Alarm", {
      MetricName: "IteratorAge",
      Dimensions: [{ Name: "FunctionName", Value: { Ref: functionId(s, s.stack.functions.notifier) } }],
    });
    s.template.hasResourceProperties("AWS::CloudWatch::Alarm", {
      Threshold: 5,
      ComparisonOperator: "GreaterThanThreshold",
      Metrics: Match.arrayWith([
        Match.objectLike({ Expression: Match.stringLikeRegexp("100 \\* errors / requests") }),
        Match.objectLike({ Id: "errors", MetricStat: Match.objectLike({ Metric: Match.objectLike({ MetricName: "5xx" }) }) }),
        Match.objectLike({ Id: "requests", MetricStat: Match.objectLike({ Metric: Match.objectLike({ MetricName: "Count" }) }) }),
      ]),
    });
  });
});

describe.each([
  ["dev", () => dev],
  ["prod", () => prod],
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
});

describe.each([
  ["dev", () => dev],
  ["prod", () => prod],
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

describe.each([
  ["dev" as const, () => dev, 30],
  ["prod" as const, () => prod, 90],
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
    const distributionArn = "arn:aws:cloudfront::123456789012:distribution/E2TURNPOST";
    const edgeLogs = new EdgeLogsStack(new App(), `turnpost-${stage}-edge-logs`, { stage, distributionArn });
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

/** The functions that send mail and read both secrets: all but the live channel's. */
/** The app's handlers (the CDK resources' own functions left aside), mail-reply among them where replies are received. */
function appFunctions(s: Synth): Record<string, IFunction> {
  return { ...s.stack.functions, ...(s.stack.replies ? { mailReply: s.stack.replies.fn } : {}) };
}

/** Each Lambda function of a template, with the retention of the log group it logs to (undefined for none). */
function logRetentions(template: Template): Record<string, number | undefined> {
  const resources = template.toJSON().Resources;
  return Object.fromEntries(
    Object.keys(template.findResources("AWS::Lambda::Function")).map((id) => {
      const logGroup = resources[id].Properties.LoggingConfig?.LogGroup?.Ref;
      return [id, logGroup ? resources[logGroup]?.Properties.RetentionInDays : undefined];
    }),
  );
}

function everyFunction(template: Template, days: number): Record<string, number> {
  return Object.fromEntries(Object.keys(template.findResources("AWS::Lambda::Function")).map((id) => [id, days]));
}

function edgeLogsTemplate(stage: "dev" | "prod"): Template {
  const distributionArn = "arn:aws:cloudfront::123456789012:distribution/E2TURNPOST";
  return Template.fromStack(new EdgeLogsStack(new App(), `turnpost-${stage}-edge-logs`, { stage, distributionArn }));
}

function mailingFunctions(s: Synth): Record<string, IFunction> {
  const { live: _live, notifier: _notifier, ...mailing } = appFunctions(s);
  return mailing;
}

function distributionConfig(s: Synth): Record<string, unknown> {
  const [distribution] = Object.values(s.template.findResources("AWS::CloudFront::Distribution"));
  return distribution!.Properties.DistributionConfig;
}

describe("dev", () => {
  it("can be torn down: no deletion protection, tables, logs and secrets go with the stack", () => {
    dev.template.hasResource("AWS::DynamoDB::Table", {
      DeletionPolicy: "Delete",
      Properties: Match.objectLike({ DeletionProtectionEnabled: false }),
    });
    dev.template.hasResource("AWS::SecretsManager::Secret", { DeletionPolicy: "Delete" });
    // The buckets (web client, access logs) are emptied first so that deleting them does not fail.
    dev.template.resourceCountIs("Custom::S3AutoDeleteObjects", 2);
    expect(dev.stack.terminationProtection).toBe(false);
  });

  it("keeps no log group of either stack forever: a month for all", () => {
    for (const template of [dev.template, edgeLogsTemplate("dev")]) {
      const retentions = Object.values(template.findResources("AWS::Logs::LogGroup")).map((group) => group.Properties?.RetentionInDays);
      expect(retentions.length).toBeGreaterThan(0);
      expect(new Set(retentions)).toEqual(new Set([30]));
    }
  });

  it("keeps every function's logs for a month, CDK's helpers' too", () => {
    expect(logRetentions(dev.template)).toEqual(everyFunction(dev.template, 30));
    // The CloudFront logs' bucket is emptied on deletion by CDK's auto-delete function.
    const edgeLogs = edgeLogsTemplate("dev");
    expect(Object.keys(logRetentions(edgeLogs))).toHaveLength(1);
    expect(logRetentions(edgeLogs)).toEqual(everyFunction(edgeLogs, 30));
  });

  it("serves the CloudFront address when no domain is given, and tells the functions so", () => {
    const config = distributionConfig(dev);
    expect(config.Aliases).toBeUndefined();
    expect(config.ViewerCertificate).toBeUndefined();
    const env = dev.template.toJSON().Resources[functionId(dev, dev.stack.functions.api)].Properties.Environment.Variables;
    const distributionId = Object.keys(dev.template.findResources("AWS::CloudFront::Distribution"))[0];
    expect(env.APP_URL).toEqual({ "Fn::Join": ["", ["https://", { "Fn::GetAtt": [distributionId, "DomainName"] }]] });
  });

  it("verifies a single mail address when asked to, and mails alarms to nobody without alarmEmail", () => {
    dev.template.hasResourceProperties("AWS::SES::EmailIdentity", { EmailIdentity: "turnpost@mail.example" });
    const env = dev.template.toJSON().Resources[functionId(dev, dev.stack.functions.notifier)].Properties.Environment.Variables;
    expect(env.MAIL_FROM).toBe("Turnpost <turnpost@mail.example>");
    // Its one topic is SES's bounces' and complaints': no alarm topic.
    expect(Object.keys(dev.template.findResources("AWS::SNS::Topic"))).toEqual([
      logicalId(dev.stack, dev.stack.mailEvents.topic.node.defaultChild),
    ]);
    for (const alarm of Object.values(dev.template.findResources("AWS::CloudWatch::Alarm"))) {
      expect(alarm.Properties.AlarmActions).toBeUndefined();
    }
  });
});

describe("prod", () => {
  it("protects the data: deletion protection, and table and secrets retained", () => {
    prod.template.hasResource("AWS::DynamoDB::Table", {
      DeletionPolicy: "Retain",
      UpdateReplacePolicy: "Retain",
      Properties: Match.objectLike({ DeletionProtectionEnabled: true }),
    });
    for (const secret of Object.values(prod.template.findResources("AWS::SecretsManager::Secret"))) {
      expect(secret.DeletionPolicy).toBe("Retain");
    }
    prod.template.resourceCountIs("Custom::S3AutoDeleteObjects", 0);
    expect(prod.stack.terminationProtection).toBe(true);
  });

  it("keeps no log group of either stack forever: a year for the functions', a quarter for access logs", () => {
    const retentions = Object.values(prod.template.findResources("AWS::Logs::LogGroup")).map((group) => group.Properties?.RetentionInDays);
    expect(new Set(retentions)).toEqual(new Set([365, 90]));
    // A prod edge stack keeps its bucket, so it has no auto-delete function and, today, no log group.
    const edge = Object.values(edgeLogsTemplate("prod").findResources("AWS::Logs::LogGroup"));
    expect(edge.filter((group) => group.Properties?.RetentionInDays !== 365)).toEqual([]);
  });

  it("keeps every function's logs for a year, CDK's helpers' too", () => {
    expect(logRetentions(prod.template)).toEqual(everyFunction(prod.template, 365));
    const edgeLogs = edgeLogsTemplate("prod");
    expect(logRetentions(edgeLogs)).toEqual(everyFunction(edgeLogs, 365));
  });

  it("serves the custom domain with its certificate, and tells the functions so", () => {
    const config = distributionConfig(prod);
    expect(config.Aliases).toEqual(["play.turnpost.example"]);
    expect(config.ViewerCertificate).toMatchObject({ AcmCertificateArn: certificateArn, SslSupportMethod: "sni-only" });
    const env = prod.template.toJSON().Resources[functionId(prod, prod.stack.functions.api)].Properties.Environment.Variables;
    expect(env.APP_URL).toBe("https://play.turnpost.example");
  });

  it("verifies the mail domain (DKIM) and mails every alarm to the alarm address", () => {
    prod.template.hasResourceProperties("AWS::SES::EmailIdentity", { EmailIdentity: "turnpost.example" });
    prod.template.hasOutput("MailDkimRecord1", Match.anyValue());
    prod.template.hasResourceProperties("AWS::SNS::Subscription", { Protocol: "email", Endpoint: "ops@turnpost.example" });
    const mailEventsTopic = logicalId(prod.stack, prod.stack.mailEvents.topic.node.defaultChild);
    const [topicId, ...others] = Object.keys(prod.template.findResources("AWS::SNS::Topic")).filter((id) => id !== mailEventsTopic);
    expect(others).toEqual([]);
    const alarms = Object.values(prod.template.findResources("AWS::CloudWatch::Alarm"));
    expect(alarms.length).toBeGreaterThanOrEqual(9);
    for (const alarm of alarms) expect(alarm.Properties.AlarmActions).toEqual([{ Ref: topicId }]);
  });

  it("bundles each function locally into minified ESM with its source map", () => {
    const resources = prod.template.toJSON().Resources;
    const bundleOf = (fn: IFunction) => {
      const key: string = resources[functionId(prod, fn)].Properties.Code.S3Key;
      return join(prod.outdir, `asset.${key.replace(/\.zip$/, "")}`);
    };
    for (const fn of [
      ...Object.values(prod.stack.functions),
      prod.stack.secrets.vapidKeyPairInitialiser,
      prod.stack.secrets.sessionKeyRotation,
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
    // Each handler bundled as it ships but with the SDK left external, so that the code (entry and
    // chunks) still names the commands it imports; a handler that starts using a new one without a
    // grant would fail only in AWS.
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
      "@aws-sdk/client-sesv2": { SendEmailCommand: ["ses:SendEmail"] },
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
      notifier: ["dynamodb:BatchGetItem", "dynamodb:GetItem", "dynamodb:PutItem", "dynamodb:UpdateItem"],
    };
    const grantedBeyondBundle: Record<string, string[]> = {};
    for (const [name, fn] of [...Object.entries(prod.stack.functions), ["mailReply", prod.stack.replies!.fn] as const]) {
      const entry = entries[name as keyof FunctionEntries];
      const { outputFiles } = buildSync({
        ...lambdaBuildOptions(entry, mkdtempSync(join(tmpdir(), "turnpost-sdk-calls-"))),
        external: ["@aws-sdk/*"],
        write: false,
      });
      const code = outputFiles.map((file) => file.text).join("\n");
      const granted = new Set(statementsOf(prod, fn).flatMap(actionsOf));
      const needed = new Set<string>();
      for (const [, names, from] of code.matchAll(/import\s*\{([^}]*)\}\s*from\s*["'](@aws-sdk\/[^"']+)["']/g)) {
        const commands = actionsFor[from!] ?? {};
        for (const imported of names!.split(",").map((part) => part.trim().split(/\s+as\s+/)[0])) {
          if (!imported!.endsWith("Command")) continue;
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
      const grantedIndexes = tableGrants(prod, fn)
        .flatMap((grant) => grant.resources)
        .flatMap((resource) => JSON.stringify(resource).match(/index\/[\w-]+/g) ?? []);
      beyond.push(...grantedIndexes.filter((index) => !queried.has(index)));
      if (beyond.length > 0) grantedBeyondBundle[name] = beyond.sort();
    }
    expect(grantedBeyondBundle).toEqual({});
  });

  it.skipIf(!platformEntriesExist)("bundles the platform's own api, notifier, notices, clock and live handlers", () => {
    const keys = Object.values(prod.stack.functions).map(
      (fn) => prod.template.toJSON().Resources[functionId(prod, fn)].Properties.Code.S3Key,
    );
    expect(new Set(keys).size).toBe(5);
  });
});

describe("replies to turn mails", () => {
  it("are not received where no reply domain is given", () => {
    expect(dev.stack.replies).toBeNull();
    dev.template.resourceCountIs("AWS::SES::ReceiptRuleSet", 0);
    for (const fn of Object.values(dev.stack.functions)) {
      expect(dev.template.toJSON().Resources[functionId(dev, fn)].Properties.Environment.Variables.REPLY_DOMAIN).toBeUndefined();
    }
  });

  it("are received by SES for the reply domain, scanned, stored in S3, then handed to the mail-reply function", () => {
    const { fn, bucket, rules } = prod.stack.replies!;
    const bucketId = logicalId(prod.stack, bucket.node.defaultChild);
    prod.template.hasOutput("ReplyRuleSetName", { Value: { Ref: logicalId(prod.stack, rules.node.defaultChild) } });
    const [rule] = Object.values(prod.template.findResources("AWS::SES::ReceiptRule"));
    expect(rule!.Properties.RuleSetName).toEqual({ Ref: logicalId(prod.stack, rules.node.defaultChild) });
    expect(rule!.Properties.Rule).toMatchObject({
      Enabled: true,
      Recipients: ["reply.turnpost.example"],
      ScanEnabled: true,
      TlsPolicy: "Require",
      Actions: [
        { S3Action: { BucketName: { Ref: bucketId }, ObjectKeyPrefix: REPLY_PREFIX } },
        { LambdaAction: { FunctionArn: { "Fn::GetAtt": [functionId(prod, fn), "Arn"] }, InvocationType: "Event" } },
      ],
    });
    // Only SES of this account may write the bucket, and only SES may invoke the function.
    prod.template.hasResourceProperties("AWS::S3::BucketPolicy", {
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
    prod.template.hasResourceProperties("AWS::Lambda::Permission", {
      FunctionName: { "Fn::GetAtt": [functionId(prod, fn), "Arn"] },
      Principal: "ses.amazonaws.com",
      SourceAccount: { Ref: "AWS::AccountId" },
    });
  });

  it("keep a received message private, encrypted, reached over TLS only and a week at most", () => {
    const { bucket } = prod.stack.replies!;
    const resource = prod.template.toJSON().Resources[logicalId(prod.stack, bucket.node.defaultChild)];
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
    prod.template.hasResourceProperties("AWS::S3::BucketPolicy", {
      Bucket: { Ref: logicalId(prod.stack, bucket.node.defaultChild) },
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: "Deny", Action: "s3:*", Condition: { Bool: { "aws:SecureTransport": "false" } } }),
        ]),
      },
    });
  });

  it("let the mail-reply function read stored replies only, move on the table alone, and mail", () => {
    const { fn, bucket } = prod.stack.replies!;
    const bucketArn = { "Fn::GetAtt": [logicalId(prod.stack, bucket.node.defaultChild), "Arn"] };
    const s3 = statementsOf(prod, fn).filter((statement) => actionsOf(statement).some((action) => action.startsWith("s3:")));
    expect(s3).toEqual([{ Effect: "Allow", Action: "s3:GetObject", Resource: { "Fn::Join": ["", [bucketArn, `/${REPLY_PREFIX}*`]] } }]);
    expect(tableGrants(prod, fn)).toEqual([{ actions: sorted(tableActions.mailReply), resources: [tableArn(prod)] }]);
    expect(statementsOf(prod, fn).flatMap(actionsOf)).toContain("ses:SendEmail");
    const env = prod.template.toJSON().Resources[functionId(prod, fn)].Properties.Environment.Variables;
    expect(env).toMatchObject({ REPLY_BUCKET: { Ref: logicalId(prod.stack, bucket.node.defaultChild) }, REPLY_PREFIX });
    // The turn mails (the notices function) and the reminders (the clock) name the reply address.
    for (const mailer of [prod.stack.functions.notices, prod.stack.functions.clock]) {
      const mailerEnv = prod.template.toJSON().Resources[functionId(prod, mailer)].Properties.Environment.Variables;
      expect(mailerEnv.REPLY_DOMAIN).toBe("reply.turnpost.example");
    }
  });
});

describe.each([
  ["dev", () => dev],
  ["prod", () => prod],
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
      ["APP_URL", "LIVE_ENDPOINT", "MAIL_FROM", "SESSION_SECRET_ARN", "STAGE", "TABLE_NAME", ...SECRETS_EXTENSION_SETTINGS].sort(),
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
  ["dev", () => dev],
  ["prod", () => prod],
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
