import { CfnOutput, Duration, RemovalPolicy, Stack, Tags, Validations, type CfnElement, type StackProps } from "aws-cdk-lib";
import { HttpApi, HttpMethod, HttpStage, PayloadFormatVersion, WebSocketApi, WebSocketStage } from "aws-cdk-lib/aws-apigatewayv2";
import { HttpLambdaIntegration, WebSocketLambdaIntegration } from "aws-cdk-lib/aws-apigatewayv2-integrations";
import type { Table } from "aws-cdk-lib/aws-dynamodb";
import { Rule, Schedule } from "aws-cdk-lib/aws-events";
import { LambdaFunction } from "aws-cdk-lib/aws-events-targets";
import { PolicyStatement } from "aws-cdk-lib/aws-iam";
import { FilterCriteria, StartingPosition } from "aws-cdk-lib/aws-lambda";
import { DynamoEventSource, SqsDlq, SqsEventSource } from "aws-cdk-lib/aws-lambda-event-sources";
import { RetentionDays } from "aws-cdk-lib/aws-logs";
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from "aws-cdk-lib/aws-s3";
import { ConfigurationSet, EmailIdentity, Identity, ReceiptRuleSet, SuppressionReasons, TlsPolicy } from "aws-cdk-lib/aws-ses";
import { Lambda as LambdaAction, LambdaInvocationType, S3 as S3Action } from "aws-cdk-lib/aws-ses-actions";
import { Queue, QueueEncryption } from "aws-cdk-lib/aws-sqs";
import type { Construct } from "constructs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { repoRoot, type DeploymentConfig, type StageName } from "./config.js";
import { AccessLogs } from "./constructs/access-logs.js";
import { Alarms } from "./constructs/alarms.js";
import { AppFunction } from "./constructs/app-function.js";
import { DataTable, deadlineIndex, lobbyIndex } from "./constructs/data-table.js";
import { keepHelperLogs } from "./constructs/helper-logs.js";
import { receiveMailEvents } from "./constructs/mail-events.js";
import { notifierStreamFilters } from "./constructs/notifier-filter.js";
import { AppSecrets } from "./constructs/secrets.js";
import { Web } from "./constructs/web.js";
import { nagEnvironment } from "./nag.js";

/** Where the handlers live; tests may point elsewhere while those files are being written. */
export interface FunctionEntries {
  api: string;
  notifier: string;
  notices: string;
  clock: string;
  live: string;
  mailReply: string;
  mailEvents: string;
}

export const platformEntries: FunctionEntries = {
  api: join(repoRoot, "functions/lambda/api.ts"),
  notifier: join(repoRoot, "functions/lambda/notifier.ts"),
  notices: join(repoRoot, "functions/lambda/notices.ts"),
  clock: join(repoRoot, "functions/lambda/clock.ts"),
  live: join(repoRoot, "functions/lambda/live.ts"),
  mailReply: join(repoRoot, "functions/lambda/mail-reply.ts"),
  mailEvents: join(repoRoot, "functions/lambda/mail-events.ts"),
};

/** Where SES stores received replies in their bucket, before the message id. */
export const REPLY_PREFIX = "replies/";

/**
 * DynamoDB actions per function. Nothing else reaches the table. Every handler links both stores
 * (games and users), whose commands the tests read from the bundles; the notices function and the
 * clock also release their notification ledger with DeleteItem when a send fails. The deploy
 * rehearsal checks the stream's reader and the notices function call every grant they get.
 * TransactWriteItems has no IAM action of its own: each entry is authorised as the Put, Update,
 * Delete or ConditionCheck it is.
 */
const storeActions = [
  "dynamodb:GetItem",
  "dynamodb:PutItem",
  "dynamodb:UpdateItem",
  "dynamodb:DeleteItem",
  "dynamodb:Query",
  "dynamodb:BatchGetItem",
] as const;
export const tableActions = {
  api: [...storeActions],
  // Granted on the table only: it lists a changed game's pages (Query), forgets the gone ones
  // (DeleteItem of both of a page's items) and records in the notices ledger that a page showed its
  // seat its turn (PutItem), which undo reads; everything else it reads is in the stream's record.
  notifier: ["dynamodb:Query", "dynamodb:DeleteItem", "dynamodb:PutItem"],
  // Granted on the table only: a notice finds its game, players and ledger by key, never through an index.
  notices: [...storeActions],
  // Granted on the table and on the deadline index only: the sweep's one index query is gsi2.
  clock: [...storeActions],
  // Granted on the table only: pages are stored and found by key, never through an index. A move sent over
  // a socket is the api's move: GetItem of the game (and of an event, for a retry), then a
  // TransactWriteItems of two conditioned Puts (each authorised as PutItem).
  live: [...storeActions],
  // A reply's move is the api's: GetItem of the game, the user and an event, then the commit's Puts;
  // the game's item alone, never an index.
  mailReply: [...storeActions],
} as const;

interface StageSettings {
  removalPolicy: RemovalPolicy;
  deletionProtection: boolean;
  logRetention: RetentionDays;
  /** Access logs hold players' IP addresses: kept for a quarter at most. */
  accessLogRetention: RetentionDays;
}

export const stageSettings: Record<StageName, StageSettings> = {
  dev: {
    removalPolicy: RemovalPolicy.DESTROY,
    deletionProtection: false,
    logRetention: RetentionDays.ONE_MONTH,
    accessLogRetention: RetentionDays.ONE_MONTH,
  },
  prod: {
    removalPolicy: RemovalPolicy.RETAIN,
    deletionProtection: true,
    logRetention: RetentionDays.ONE_YEAR,
    accessLogRetention: RetentionDays.THREE_MONTHS,
  },
};

export interface TurnpostStackProps extends StackProps {
  config: DeploymentConfig;
  entries?: FunctionEntries;
  /** The WAF web ACL for CloudFront, from the stage's EdgeStack (us-east-1). */
  webAclArn: string;
}

/** One stage of Turnpost: data, functions, the HTTP API, the web front, mail, secrets and alarms. */
export class TurnpostStack extends Stack {
  readonly table: Table;
  readonly functions: { api: AppFunction; notifier: AppFunction; notices: AppFunction; clock: AppFunction; live: AppFunction };
  readonly liveApi: WebSocketApi;
  readonly secrets: AppSecrets;
  readonly notificationDeadLetters: Queue;
  readonly web: Web;
  readonly accessLogs: AccessLogs;
  readonly noticeQueue: Queue;
  readonly noticeDeadLetters: Queue;
  readonly noticeWakeUps: Queue;
  /** SES's bounces and complaints, and the function that marks their addresses. */
  readonly mailEvents: ReturnType<typeof receiveMailEvents>;
  /** What receives replies to "your turn" mails, with `replyDomain` only. */
  readonly replies: { fn: AppFunction; bucket: Bucket; rules: ReceiptRuleSet } | null;

  constructor(scope: Construct, id: string, props: TurnpostStackProps) {
    super(scope, id, { ...props, terminationProtection: props.config.stage === "prod" });
    const { config } = props;
    const entries = props.entries ?? platformEntries;
    const settings = stageSettings[config.stage];
    Tags.of(this).add("project", "turnpost");
    Tags.of(this).add("stage", config.stage);

    const { table } = new DataTable(this, "Data", {
      removalPolicy: settings.removalPolicy,
      deletionProtection: settings.deletionProtection,
    });
    this.table = table;
    const secrets = (this.secrets = new AppSecrets(this, "Secrets", {
      removalPolicy: settings.removalPolicy,
      logRetention: settings.logRetention,
    }));

    const mailConfiguration = new ConfigurationSet(this, "MailConfiguration", {
      reputationMetrics: true,
      suppressionReasons: SuppressionReasons.BOUNCES_AND_COMPLAINTS,
    });
    const mailIsAddress = config.mailIdentity.includes("@");
    const mailIdentity = new EmailIdentity(this, "MailIdentity", {
      identity: mailIsAddress ? Identity.email(config.mailIdentity) : Identity.domain(config.mailIdentity),
      configurationSet: mailConfiguration,
    });

    const accessLogs = (this.accessLogs = new AccessLogs(this, "AccessLogs", {
      retention: settings.accessLogRetention,
      removalPolicy: settings.removalPolicy,
      autoDeleteObjects: config.stage !== "prod",
    }));
    // The API origin must exist before the distribution, and APP_URL comes from the distribution, so
    // the API is declared first and its routes (which need the function) are added later.
    const httpApi = new HttpApi(this, "HttpApi", {
      description: `Turnpost API (${config.stage})`,
      createDefaultStage: false,
    });
    new HttpStage(this, "HttpApiStage", {
      httpApi,
      stageName: "$default",
      autoDeploy: true,
      // A ceiling against runaway clients and bills; far above what correspondence play needs.
      throttle: { rateLimit: 50, burstLimit: 100 },
      accessLogSettings: accessLogs.http,
    });
    // Live game pages: a WebSocket API whose routes, like the HTTP API's, are added once the function exists.
    const liveApi = (this.liveApi = new WebSocketApi(this, "LiveApi", { description: `Turnpost live game pages (${config.stage})` }));
    const liveStage = new WebSocketStage(this, "LiveApiStage", {
      webSocketApi: liveApi,
      // Also the path CloudFront serves it at (constructs/web.ts): /live.
      stageName: "live",
      autoDeploy: true,
      throttle: { rateLimit: 50, burstLimit: 100 },
      accessLogSettings: accessLogs.webSocket,
    });
    liveStage.node.addDependency(accessLogs.apiGatewayAccount);
    const web = (this.web = new Web(this, "Web", {
      api: httpApi,
      liveStage,
      webDist: config.webDist,
      domain: config.domain,
      certificateArn: config.certificateArn,
      removalPolicy: settings.removalPolicy,
      autoDeleteObjects: config.stage !== "prod",
      accessLogBucket: accessLogs.bucket,
      webAclArn: props.webAclArn,
      originSecret: secrets.originSecret.secretValue,
    }));

    // Every handler builds its config the same way (functions/lambda/config.ts); all but the stream's
    // reader and the live function also mail and push: sign-in links from the api, turns from the
    // notices function, reminders and digests from the clock.
    const readerEnvironment = {
      TABLE_NAME: table.tableName,
      APP_URL: web.url,
      STAGE: config.stage,
      MAIL_FROM: config.mailFrom,
      SESSION_SECRET_ARN: secrets.sessionKey.secretArn,
    };
    const environment = {
      ...readerEnvironment,
      SES_CONFIGURATION_SET: mailConfiguration.configurationSetName,
      VAPID_SECRET_ARN: secrets.vapidKeys.secretArn,
    };
    // SES authorises a send against the sending identity and, in the sandbox, against each recipient's
    // identity as well (AWS's documentation says so; nobody here could try it): granted on every identity,
    // bounded by the From address, so one grant works in the sandbox and in production (docs/deploy.md).
    const sendMail = new PolicyStatement({
      actions: ["ses:SendEmail"],
      resources: [
        this.formatArn({ service: "ses", resource: "identity", resourceName: "*" }),
        this.formatArn({ service: "ses", resource: "configuration-set", resourceName: mailConfiguration.configurationSetName }),
      ],
      conditions: { StringEquals: { "ses:FromAddress": config.mailAddress } },
    });
    const { region, account } = nagEnvironment(this);
    const grantCommon = (fn: AppFunction, tableResources: string[], actions: readonly string[], notifies = true) => {
      fn.addToRolePolicy(new PolicyStatement({ actions: [...actions], resources: tableResources }));
      secrets.sessionKey.grantRead(fn);
      if (notifies) {
        fn.addToRolePolicy(sendMail);
        Validations.of(fn.role!).acknowledge({
          id: `AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:ses:${region}:${account}:identity/*]`,
          reason:
            "In the SES sandbox a send is also authorised against each recipient's identity: every identity is granted, bounded by the ses:FromAddress condition.",
        });
        secrets.vapidKeys.grantRead(fn);
      }
      // Handlers read the session key at cold start and the VAPID pair at their first push: they must not
      // exist before the VAPID pair and the next session key do.
      fn.node.addDependency(secrets.vapidKeyPairReady, secrets.sessionKeyRotationSchedule);
    };
    const logs = { logRetention: settings.logRetention, removalPolicy: settings.removalPolicy };

    const api = new AppFunction(this, "Api", {
      entry: entries.api,
      readsSecrets: true,
      description: "Turnpost HTTP API (Hono behind API Gateway HTTP API v2 payloads)",
      // Link previews: the board renderer's WebAssembly and the web client's page to put tags into.
      environment: {
        ...environment,
        RESVG_WASM: "/var/task/resvg.wasm",
        PREVIEW_FONTS: "/var/task",
        WEB_INDEX_HTML: "/var/task/index.html",
      },
      files: {
        [createRequire(import.meta.url).resolve("@resvg/resvg-wasm/index_bg.wasm")]: "resvg.wasm",
        ...Object.fromEntries(
          ["400Regular/AtkinsonHyperlegible_400Regular.ttf", "700Bold/AtkinsonHyperlegible_700Bold.ttf"].map((font) => [
            createRequire(import.meta.url).resolve(`@expo-google-fonts/atkinson-hyperlegible/${font}`),
            font.split("/").at(-1)!,
          ]),
        ),
        [join(config.webDist, "index.html")]: "index.html",
      },
      memorySize: 1024,
      timeout: Duration.seconds(10),
      ...logs,
    });
    // The lobby's lists and the open games' caps query gsi1; only the clock's sweep queries gsi2.
    grantCommon(api, [table.tableArn, `${table.tableArn}/index/${lobbyIndex}`], tableActions.api);
    // Only the API limits per client, so only it needs the proof that a request came through CloudFront.
    api.addEnvironment("ORIGIN_SECRET_ARN", secrets.originSecret.secretArn);
    secrets.originSecret.grantRead(api);
    // Settings' fix of a bounced address mails a link to it, which SES's suppression list would drop:
    // the API takes that one address off the list first (functions/service/auth.ts). The list's actions
    // take no resource but the account's.
    api.addToRolePolicy(new PolicyStatement({ actions: ["ses:DeleteSuppressedDestination"], resources: ["*"] }));
    Validations.of(api.role!).acknowledge({
      id: "AwsSolutions-IAM5[Resource::*]",
      reason: "SES's suppression list is the account's own: ses:DeleteSuppressedDestination has no resource type to name.",
    });
    const integration = new HttpLambdaIntegration("ApiIntegration", api, {
      payloadFormatVersion: PayloadFormatVersion.VERSION_2_0,
    });
    for (const path of [
      "/api/{proxy+}",
      "/auth/{proxy+}",
      "/g/{proxy+}",
      "/join/{proxy+}",
      "/cal/{proxy+}",
      "/t/{proxy+}",
      "/l/{proxy+}",
      "/og/{proxy+}",
      "/oembed",
    ]) {
      for (const route of httpApi.addRoutes({ path, methods: [HttpMethod.ANY], integration })) {
        Validations.of(route).acknowledge({
          id: "AwsSolutions-APIG4",
          reason:
            "The api function authorises every call itself from the signed session cookie or seat link (functions/service/tokens.ts); sign-in, link previews and public pages are open by design.",
        });
      }
    }

    const notifier = new AppFunction(this, "Notifier", {
      entry: entries.notifier,
      readsSecrets: true,
      description: "Turnpost stream reader: pushes to live pages, hands notices to the notice queue",
      environment: readerEnvironment,
      memorySize: 512,
      timeout: Duration.seconds(60),
      ...logs,
    });
    // It pushes to live pages and hands notices on: no mail, no web push.
    grantCommon(notifier, [table.tableArn], tableActions.notifier, false);
    Validations.of(notifier.role!).acknowledge({
      id: "AwsSolutions-IAM5[Resource::*]",
      reason: "dynamodb:ListStreams, which the stream event source needs, has no resource-level permission: it can only be granted on *.",
    });

    const notificationDeadLetters = (this.notificationDeadLetters = new Queue(this, "NotificationDeadLetters", {
      retentionPeriod: Duration.days(14),
      enforceSSL: true,
      encryption: QueueEncryption.SQS_MANAGED,
    }));
    Validations.of(notificationDeadLetters).acknowledge({
      id: "AwsSolutions-SQS3",
      reason: "This queue is the notifier's dead-letter queue; what lands here is alarmed on (Alarms) and read by an operator.",
    });
    notifier.addEventSource(
      new DynamoEventSource(table, {
        // A notifier created later must not mail about day-old moves.
        startingPosition: StartingPosition.LATEST,
        batchSize: 25,
        bisectBatchOnError: true,
        retryAttempts: 5,
        // Long enough to ride out an outage and a fix; older notifications are news nobody wants.
        maxRecordAge: Duration.hours(6),
        onFailure: new SqsDlq(notificationDeadLetters),
        // Only the records it reads: presence every 30 s per open page alone would invoke it for nothing.
        filters: notifierStreamFilters.map((pattern) => FilterCriteria.filter(pattern)),
      }),
    );

    // Mail, web push and webhooks run beside the stream, never in it: a webhook that hangs must not hold
    // live pushes or other games' notices. FIFO, one group per game: a game's notices in order, games
    // at once (functions/notifier/notice-queue.ts).
    const notices = new AppFunction(this, "Notices", {
      entry: entries.notices,
      readsSecrets: true,
      description: "Turnpost notices: mail, Web Push and webhooks from the notice queue",
      environment,
      memorySize: 512,
      timeout: Duration.seconds(60),
      ...logs,
    });
    grantCommon(notices, [table.tableArn], tableActions.notices);
    const noticeDeadLetters = (this.noticeDeadLetters = new Queue(this, "NoticeDeadLetters", {
      fifo: true,
      retentionPeriod: Duration.days(14),
      enforceSSL: true,
      encryption: QueueEncryption.SQS_MANAGED,
    }));
    const noticeQueue = (this.noticeQueue = new Queue(this, "NoticeQueue", {
      fifo: true,
      // Six times the function's time-out, as Lambda advises, so a batch being handled is not redelivered.
      visibilityTimeout: Duration.seconds(6 * 60),
      // Older notices are news nobody wants, as on the stream.
      retentionPeriod: Duration.hours(6),
      enforceSSL: true,
      encryption: QueueEncryption.SQS_MANAGED,
      deadLetterQueue: { queue: noticeDeadLetters, maxReceiveCount: 5 },
    }));
    notices.addEventSource(new SqsEventSource(noticeQueue, { batchSize: 10, reportBatchItemFailures: true }));
    noticeQueue.grantSendMessages(notifier);
    notifier.addEnvironment("NOTICE_QUEUE_URL", noticeQueue.queueUrl);
    // A turn held for its possible undo waits as a stored notice, not in the function: the notices
    // function asks this standard queue (whose messages may be delayed, unlike a FIFO queue's) to hand
    // it the notice's key when due. A lost message costs a minute: the clock's sweep tells it then.
    const noticeWakeUps = (this.noticeWakeUps = new Queue(this, "NoticeWakeUps", {
      visibilityTimeout: Duration.seconds(6 * 60),
      retentionPeriod: Duration.hours(1),
      enforceSSL: true,
      encryption: QueueEncryption.SQS_MANAGED,
    }));
    Validations.of(noticeWakeUps).acknowledge({
      id: "AwsSolutions-SQS3",
      reason: "A wake-up that keeps failing needs no dead-letter queue: its notice stays stored and the clock's sweep tells it.",
    });
    notices.addEventSource(new SqsEventSource(noticeWakeUps, { batchSize: 10, reportBatchItemFailures: true }));
    noticeWakeUps.grantSendMessages(notices);
    notices.addEnvironment("NOTICE_WAKE_UP_QUEUE_URL", noticeWakeUps.queueUrl);

    const clock = new AppFunction(this, "Clock", {
      entry: entries.clock,
      readsSecrets: true,
      description: "Turnpost clock: reminders, timeouts and digests that are due in the deadline index",
      environment,
      memorySize: 512,
      timeout: Duration.seconds(50),
      // A failed sweep is redone by the next tick a minute later; retrying a stale tick only piles up.
      retryAttempts: 0,
      maxEventAge: Duration.minutes(1),
      ...logs,
    });
    grantCommon(clock, [table.tableArn, `${table.tableArn}/index/${deadlineIndex}`], tableActions.clock);
    new Rule(this, "ClockTick", {
      description: "Runs the Turnpost clock every minute",
      schedule: Schedule.rate(Duration.minutes(1)),
      targets: [new LambdaFunction(clock)],
    });

    // The live channel: $connect authorises and stores a page, $disconnect forgets it, $default answers
    // pings and takes moves (answered on the mover's socket). The notifier pushes changes to the stored
    // pages; both post to pages, on this stage only.
    const liveEnvironment = {
      ...readerEnvironment,
      LIVE_ENDPOINT: liveStage.callbackUrl,
    };
    const live = new AppFunction(this, "Live", {
      entry: entries.live,
      readsSecrets: true,
      description: "Turnpost live game pages: WebSocket connect, disconnect, ping and moves",
      environment: liveEnvironment,
      memorySize: 512,
      timeout: Duration.seconds(10),
      ...logs,
    });
    live.addToRolePolicy(new PolicyStatement({ actions: [...tableActions.live], resources: [table.tableArn] }));
    secrets.sessionKey.grantRead(live);
    live.node.addDependency(secrets.sessionKeyRotationSchedule);
    const liveIntegration = new WebSocketLambdaIntegration("LiveIntegration", live);
    for (const route of ["$connect", "$disconnect", "$default"]) {
      Validations.of(liveApi.addRoute(route, { integration: liveIntegration })).acknowledge({
        id: "AwsSolutions-APIG4",
        reason:
          "$connect is authorised by the live function from the session cookie or seat link (functions/live/live.ts); messages and disconnects ride that connection.",
      });
    }
    notifier.addEnvironment("LIVE_ENDPOINT", liveStage.callbackUrl);
    // PostToConnection only (POST), on this stage: connection ids are made at run time.
    const postToPages = new PolicyStatement({
      actions: ["execute-api:ManageConnections"],
      resources: [`${this.formatArn({ service: "execute-api", resource: liveApi.apiId })}/${liveStage.stageName}/POST/@connections/*`],
    });
    for (const fn of [notifier, live]) {
      fn.addToRolePolicy(postToPages);
      Validations.of(fn.role!).acknowledge({
        id: `AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:execute-api:${region}:${account}:<${this.getLogicalId(liveApi.node.defaultChild as CfnElement)}>/${liveStage.stageName}/POST/@connections/*]`,
        reason:
          "Pages are WebSocket connections whose ids API Gateway makes at run time: the grant names the API, the stage and POST, and leaves only the connection open.",
      });
    }

    this.replies = config.replyDomain
      ? this.replyReceiving(config.replyDomain, entries.mailReply, { environment, logs, accessLogs, settings, grantCommon })
      : null;
    // The functions that mail turns and reminders address their replies to the receiving domain.
    if (config.replyDomain) for (const fn of [notices, clock]) fn.addEnvironment("REPLY_DOMAIN", config.replyDomain);

    this.functions = { api, notifier, notices, clock, live };
    this.mailEvents = receiveMailEvents(this, { configurationSet: mailConfiguration, table, entry: entries.mailEvents, ...logs });
    const alarms = new Alarms(this, "Alarms", {
      functions: {
        Api: api,
        Notifier: notifier,
        Notices: notices,
        Clock: clock,
        Live: live,
        SessionKeyRotation: secrets.sessionKeyRotation,
        // SNS retries a failed delivery for a while, then drops it: an address left unmarked.
        MailEvents: this.mailEvents.fn,
        // SES invokes it once per reply, with no retry: a failure is heard of here or not at all.
        ...(this.replies ? { MailReply: this.replies.fn } : {}),
      },
      deadLetterQueue: notificationDeadLetters,
      noticeDeadLetters,
      noticeQueue,
      liveApi,
      liveStage: liveStage.stageName,
      streamConsumer: notifier,
      clockLogs: clock.logGroup,
      api: httpApi,
      alarmEmail: config.alarmEmail,
    });

    new CfnOutput(this, "Url", { value: web.url, description: "Where players go" });
    new CfnOutput(this, "DistributionDomainName", {
      value: web.distribution.distributionDomainName,
      description: "Point the custom domain's CNAME (or alias) here",
    });
    new CfnOutput(this, "TableName", { value: table.tableName });
    new CfnOutput(this, "WebBucketName", { value: web.bucket.bucketName });
    if (alarms.topic) new CfnOutput(this, "AlarmTopicArn", { value: alarms.topic.topicArn });
    // CloudFormation cannot make a rule set the account's active one: docs/deploy.md says how.
    if (this.replies) new CfnOutput(this, "ReplyRuleSetName", { value: this.replies.rules.receiptRuleSetName });
    if (!mailIsAddress) {
      // SES signs mail only once these three CNAMEs are published in the mail domain's DNS.
      const tokens = [
        [mailIdentity.dkimDnsTokenName1, mailIdentity.dkimDnsTokenValue1],
        [mailIdentity.dkimDnsTokenName2, mailIdentity.dkimDnsTokenValue2],
        [mailIdentity.dkimDnsTokenName3, mailIdentity.dkimDnsTokenValue3],
      ];
      tokens.forEach(([name, value], index) => {
        new CfnOutput(this, `MailDkimRecord${index + 1}`, { value: `${name} CNAME ${value}` });
      });
    }
    keepHelperLogs(this, settings.logRetention, settings.removalPolicy);
  }

  /**
   * Replies to "your turn" mails: SES receives mail for `domain` (once the rule set is made active and
   * the domain's MX points at SES, docs/deploy.md), stores each message in a private bucket for a week,
   * then invokes the mail-reply function, which reads it and checks SES's verdicts before playing.
   */
  private replyReceiving(
    domain: string,
    entry: string,
    props: {
      environment: Record<string, string>;
      logs: { logRetention: RetentionDays; removalPolicy: RemovalPolicy };
      accessLogs: AccessLogs;
      settings: StageSettings;
      grantCommon: (fn: AppFunction, tableResources: string[], actions: readonly string[]) => void;
    },
  ) {
    const bucket = new Bucket(this, "ReplyBucket", {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: BucketEncryption.S3_MANAGED,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      // A reply is read within seconds; the week left is for an operator looking into one.
      lifecycleRules: [{ expiration: Duration.days(7) }],
      removalPolicy: props.settings.removalPolicy,
      autoDeleteObjects: props.settings.removalPolicy === RemovalPolicy.DESTROY,
      serverAccessLogsBucket: props.accessLogs.bucket,
      serverAccessLogsPrefix: "reply-bucket/",
    });
    const fn = new AppFunction(this, "MailReply", {
      entry,
      readsSecrets: true,
      description: "Turnpost replies to turn mails: reads the message SES stored, plays the numbered move, answers",
      environment: { ...props.environment, REPLY_BUCKET: bucket.bucketName, REPLY_PREFIX },
      memorySize: 512,
      timeout: Duration.seconds(30),
      // SES invokes it once per message; a message that failed is not worth a second move attempt later.
      retryAttempts: 0,
      ...props.logs,
    });
    props.grantCommon(fn, [this.table.tableArn], tableActions.mailReply);
    fn.addToRolePolicy(new PolicyStatement({ actions: ["s3:GetObject"], resources: [bucket.arnForObjects(`${REPLY_PREFIX}*`)] }));
    Validations.of(fn.role!).acknowledge({
      id: `AwsSolutions-IAM5[Resource::<${this.getLogicalId(bucket.node.defaultChild as CfnElement)}.Arn>/${REPLY_PREFIX}*]`,
      reason: "Each reply is stored under its own message id, known only at run time: the grant is GetObject under the replies' prefix.",
    });
    const rules = new ReceiptRuleSet(this, "ReplyRules", {
      rules: [
        {
          recipients: [domain],
          // SES scans for spam and viruses and gives the verdicts the function checks.
          scanEnabled: true,
          tlsPolicy: TlsPolicy.REQUIRE,
          actions: [
            new S3Action({ bucket, objectKeyPrefix: REPLY_PREFIX }),
            new LambdaAction({ function: fn, invocationType: LambdaInvocationType.EVENT }),
          ],
        },
      ],
    });
    return { fn, bucket, rules };
  }
}
