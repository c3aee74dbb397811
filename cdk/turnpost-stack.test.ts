// The resources both stages share: the table, the functions, their grants and triggers, the web
// front, mail and alarms.
import { Match } from "aws-cdk-lib/assertions";
import type { IFunction } from "aws-cdk-lib/aws-lambda";
import { describe, expect, it } from "vitest";
import { ORIGIN_SECRET_HEADER } from "../functions/config.js";
import { contentSecurityPolicy } from "./constructs/web.js";
import {
  actionsOf,
  allViewerExceptHost,
  appFunctions,
  cachingDisabled,
  distributionConfig,
  functionId,
  logicalId,
  mailingFunctions,
  POWERTOOLS_SETTINGS,
  SECRETS_EXTENSION_SETTINGS,
  type Statement,
  sorted,
  statementsOf,
  storeActions,
  streamActions,
  synthesizedStages,
  tableArn,
  tableGrants,
} from "./test-fixtures/stack-template.js";
import { tableActions } from "./turnpost-stack.js";

const stages = synthesizedStages();

describe.each([
  ["dev", () => stages.dev],
  ["prod", () => stages.prod],
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
          ...POWERTOOLS_SETTINGS,
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

  it("grants the notifier its pages' Query and DeleteItem and the ledger's PutItem on the table alone, and the stream", () => {
    const s = current();
    const { notifier } = s.stack.functions;
    expect(tableGrants(s, notifier)).toEqual([
      { actions: ["dynamodb:DeleteItem", "dynamodb:PutItem", "dynamodb:Query"], resources: [tableArn(s)] },
    ]);
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
      const ses = statementsOf(s, fn).filter((statement) => actionsOf(statement).includes("ses:SendEmail"));
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
