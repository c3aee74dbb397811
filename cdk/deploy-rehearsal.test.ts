// The deploy rehearsal: every Lambda function of ours in the template, found in the template itself, is
// started from its bundle in a fresh Node 22 process with exactly the environment the template gives
// it, the Parameters and Secrets extension (a stand-in) only where it has that layer, and AWS played by
// local stand-ins (DynamoDB Local behind a recording proxy). Each gets events of its trigger's shape,
// must answer, and may call only the AWS actions its role's statements in the template allow, on the
// resources they name. CDK's own functions are named apart and left to CDK.

import { randomUUID } from "node:crypto";
import { join } from "node:path";
import { DynamoDBStreamsClient } from "@aws-sdk/client-dynamodb-streams";
import { type CfnElement, CfnResource } from "aws-cdk-lib";
import { afterAll, beforeAll, describe, expect, inject, it, vi } from "vitest";
import { ORIGIN_SECRET_HEADER } from "../functions/config.js";
import { pollStream } from "../functions/local/stream.js";
import type { ChangeRecord } from "../functions/store/changes.js";
import { dynamoClient, ensureTable, tableStreamArn } from "../functions/store/table.js";
import { UserStore } from "../functions/store/users.js";
import { readChange, queuedRecord } from "../functions/store/changes.js";
import { AppFunction } from "./constructs/app-function.js";
import { notifierStreamFilters } from "./constructs/notifier-filter.js";
import { type AwsCall, allowed, type PolicyStatement } from "./rehearsal/iam.js";
import { type Outcome, runBundle } from "./rehearsal/run-bundle.js";
import { type StandIns, startStandIns } from "./rehearsal/stand-ins.js";
import { ACCOUNT, REGION, resolver, type TemplateJson } from "./rehearsal/template.js";
import { bundlingTimeout, lambdaBundles } from "./test-fixtures/bundles.js";
import { everyOption, type Synth, synth } from "./test-fixtures/synth.js";

/** SES's event of a permanent bounce to `address` (event publishing's shape, which SNS carries as its message). */
function sesBounce(address: string, at: string) {
  return {
    eventType: "Bounce",
    bounce: {
      feedbackId: "0100018c-rehearsal",
      bounceType: "Permanent",
      bounceSubType: "General",
      bouncedRecipients: [{ emailAddress: address, action: "failed", status: "5.1.1", diagnosticCode: "smtp; 550 5.1.1 user unknown" }],
      timestamp: at,
      reportingMTA: "dsn; a1-2.smtp-out.eu-west-1.amazonses.com",
    },
    mail: {
      timestamp: at,
      source: everyOption.mailFrom,
      messageId: "0100018c-rehearsal-message",
      destination: [address],
      headersTruncated: false,
      tags: { "ses:configuration-set": ["rehearsal"] },
    },
  };
}

/** CDK's own functions, by what their construct path holds: CDK writes, bundles and tests them. */
const cdkFunctions = {
  "Custom::CDKBucketDeployment": "BucketDeployment's Python handler, which copies the web build into its bucket at deploy time",
  "VapidKeyPairProvider/framework-onEvent": "the custom-resource provider framework's function, which calls our VAPID initialiser",
};

const SITE = `https://${everyOption.domain}`;
const SESSION_TOKEN = "rehearsal-session-token";

let s: Synth;
let template: TemplateJson;
let resolve: (value: unknown) => unknown;
let aws: StandIns;
const tableName = `rehearsal-${randomUUID()}`;
/** Our functions' logical ids, by their construct's id (Api, Notifier, ...). */
let ours: Map<string, string>;
const rehearsed = new Set<string>();
/** The AWS calls each function made in its rehearsal, by its construct's id. */
const callsOf = new Map<string, AwsCall[]>();
/** The table's stream as the scenario wrote it, the notifier's batch. */
let streamRecords: ChangeRecord[] = [];

interface FunctionResource {
  Type: string;
  Properties: {
    Code: { S3Key: string };
    Role: { "Fn::GetAtt": [string, string] };
    Environment?: { Variables: Record<string, unknown> };
    Layers?: unknown[];
  };
}

const resourceOf = (id: string) => template.Resources[id] as unknown as FunctionResource;
const secretArn = (construct: { node: { defaultChild?: unknown } }) =>
  resolve({ Ref: s.stack.getLogicalId(construct.node.defaultChild as CfnElement) }) as string;

beforeAll(async () => {
  s = synth(everyOption, await lambdaBundles());
  template = s.template.toJSON() as TemplateJson;
  resolve = resolver(template, tableName);
  ours = new Map(
    s.stack.node
      .findAll()
      .filter((construct) => construct instanceof AppFunction)
      .map((fn) => [fn.node.id, s.stack.getLogicalId(fn.node.defaultChild as CfnElement)]),
  );
  aws = await startStandIns(inject("dynamoEndpoint"));
  await ensureTable(dynamoClient(inject("dynamoEndpoint")), tableName);
  const { sessionKey, vapidKeys, originSecret } = s.stack.secrets;
  aws.secrets.set(secretArn(sessionKey), new Map([["v1", { value: "k".repeat(64), stages: ["AWSCURRENT"] }]]));
  // Secrets Manager's first value, which the initialiser replaces with a key pair.
  aws.secrets.set(secretArn(vapidKeys), new Map([["v1", { value: "placeholder", stages: ["AWSCURRENT"] }]]));
  aws.secrets.set(secretArn(originSecret), new Map([["v1", { value: "o".repeat(48), stages: ["AWSCURRENT"] }]]));
}, bundlingTimeout);
afterAll(async () => {
  await aws?.close();
});

/** The role's statements, resolved: every policy CDK attached to the function's role. */
function statementsOf(id: string): PolicyStatement[] {
  const roleId = resourceOf(id).Properties.Role["Fn::GetAtt"][0];
  const role = template.Resources[roleId]!.Properties as { ManagedPolicyArns?: unknown; Policies?: unknown };
  expect(role.ManagedPolicyArns ?? role.Policies, `${id}'s role has policies the rehearsal does not read`).toBeUndefined();
  return Object.values(template.Resources)
    .filter((resource) => resource.Type === "AWS::IAM::Policy")
    .filter((policy) => (policy.Properties!.Roles as { Ref: string }[]).some((role) => role.Ref === roleId))
    .flatMap((policy) => resolve((policy.Properties!.PolicyDocument as { Statement: unknown[] }).Statement) as PolicyStatement[]);
}

/**
 * Starts function `name` (its construct id) from its bundle: the template's variables, resolved, with
 * the URLs they hold pointed at the stand-ins and /var/task at the bundle's folder (where Lambda unpacks
 * it); the variables Lambda itself sets; the SDK's endpoints; the extension only with its layer.
 */
async function start(name: string) {
  const id = ours.get(name);
  if (!id) throw new Error(`${name} is not a function of ours in the template`);
  rehearsed.add(name);
  const resource = resourceOf(id);
  const bundleDir = join(s.outdir, `asset.${resource.Properties.Code.S3Key.replace(/\.zip$/, "")}`);
  const variables = resolve(resource.Properties.Environment?.Variables ?? {}) as Record<string, string>;
  const env: Record<string, string> = {
    ...Object.fromEntries(Object.entries(variables).map(([key, value]) => [key, aws.endpointOf(value).replaceAll("/var/task", bundleDir)])),
    AWS_REGION: REGION,
    AWS_DEFAULT_REGION: REGION,
    AWS_ACCESS_KEY_ID: "ASIAREHEARSAL",
    AWS_SECRET_ACCESS_KEY: "rehearsal",
    AWS_SESSION_TOKEN: SESSION_TOKEN,
    AWS_LAMBDA_FUNCTION_NAME: id,
    LAMBDA_TASK_ROOT: bundleDir,
    TZ: ":UTC",
    // No profile of this machine's may answer for the function.
    AWS_CONFIG_FILE: join(bundleDir, "no-aws-config"),
    AWS_SHARED_CREDENTIALS_FILE: join(bundleDir, "no-aws-credentials"),
    ...aws.endpoints,
  };
  const hasExtension = JSON.stringify(resolve(resource.Properties.Layers ?? [])).includes("AWS-Parameters-and-Secrets-Lambda-Extension");
  if (hasExtension) await aws.openExtension(SESSION_TOKEN);
  const firstCall = aws.calls.length;
  const process = runBundle(bundleDir, env);
  return {
    id,
    async invoke(event: unknown): Promise<unknown> {
      const outcome: Outcome = await process.invoke(event);
      expect(outcome.error, `${name} failed: ${outcome.error}\n${process.log()}`).toBeUndefined();
      return outcome.result;
    },
    /** Stops the process and answers the AWS calls it made. */
    async stop(): Promise<AwsCall[]> {
      await process.stop();
      await aws.closeExtension();
      return aws.calls.slice(firstCall);
    },
  };
}

/** Runs `name` with `play`, then checks that it called AWS and that its role allows every call; answers the calls. */
async function rehearse(name: string, play: (fn: Awaited<ReturnType<typeof start>>) => Promise<void>): Promise<AwsCall[]> {
  const fn = await start(name);
  let calls: AwsCall[];
  try {
    await play(fn);
  } finally {
    calls = await fn.stop();
    callsOf.set(name, calls);
  }
  expect(calls.length, `${name} made no AWS call`).toBeGreaterThan(0);
  const statements = statementsOf(fn.id);
  expect(
    calls.filter((call) => !allowed(statements, call)),
    `${name} calls what its role does not allow`,
  ).toEqual([]);
  return calls;
}

function httpEvent(method: string, path: string, options: { body?: unknown; cookies?: string[] } = {}) {
  const [rawPath, rawQueryString = ""] = path.split("?");
  return {
    version: "2.0",
    routeKey: "$default",
    rawPath,
    rawQueryString,
    cookies: options.cookies,
    headers: {
      host: everyOption.domain,
      origin: SITE,
      "content-type": "application/json",
      "cloudfront-viewer-address": "203.0.113.7:51234",
      [ORIGIN_SECRET_HEADER]: "o".repeat(48),
    },
    queryStringParameters: rawQueryString ? Object.fromEntries(new URLSearchParams(rawQueryString)) : undefined,
    requestContext: {
      accountId: ACCOUNT,
      apiId: "httpapi",
      domainName: everyOption.domain,
      domainPrefix: "play",
      http: { method, path: rawPath, protocol: "HTTP/1.1", sourceIp: "203.0.113.7", userAgent: "rehearsal" },
      requestId: randomUUID(),
      routeKey: "$default",
      stage: "$default",
      time: new Date().toUTCString(),
      timeEpoch: Date.now(),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    isBase64Encoded: false,
  };
}

interface HttpAnswer {
  statusCode: number;
  body: string;
  cookies?: string[];
}

function webSocketEvent(routeKey: string, connectionId: string, extra: Record<string, unknown> = {}) {
  return {
    requestContext: {
      routeKey,
      eventType: routeKey === "$connect" ? "CONNECT" : routeKey === "$disconnect" ? "DISCONNECT" : "MESSAGE",
      connectionId,
      apiId: "liveapi",
      domainName: everyOption.domain,
      stage: "live",
      requestId: randomUUID(),
      connectedAt: Date.now(),
      requestTimeEpoch: Date.now(),
      messageDirection: "IN",
    },
    isBase64Encoded: false,
    ...extra,
  };
}

describe("the deploy rehearsal", () => {
  it("finds our functions and CDK's in the template, and no other", () => {
    const functions = s.stack.node
      .findAll()
      .filter(
        (construct): construct is CfnResource => construct instanceof CfnResource && construct.cfnResourceType === "AWS::Lambda::Function",
      );
    expect(functions.length).toBe(Object.values(template.Resources).filter((resource) => resource.Type === "AWS::Lambda::Function").length);
    const theirs = functions.filter((fn) => ![...ours.values()].includes(s.stack.getLogicalId(fn)));
    expect(theirs.map((fn) => Object.keys(cdkFunctions).find((name) => fn.node.path.includes(name)) ?? fn.node.path).sort()).toEqual(
      Object.keys(cdkFunctions).sort(),
    );
    expect([...ours.keys()].sort()).toEqual([
      "Api",
      "Clock",
      "Live",
      "MailEvents",
      "MailReply",
      "Notices",
      "Notifier",
      "SessionKeyRotation",
      "VapidKeyPairInitialiser",
    ]);
  });

  let gameId = "";
  let seatToken = "";
  it("starts the API, which signs in by mail, makes guests, creates and joins a game", async () => {
    const calls = await rehearse("Api", async (api) => {
      const cookiesOf = (answer: HttpAnswer) => (answer.cookies ?? []).map((cookie) => cookie.split(";")[0]!);
      const signIn = (await api.invoke(httpEvent("POST", "/api/auth/email", { body: { email: "ada@example.org" } }))) as HttpAnswer;
      expect(signIn.statusCode, signIn.body).toBe(202);
      expect(aws.mails.at(-1)).toMatchObject({ from: everyOption.mailFrom, to: ["ada@example.org"] });
      // Ada follows her link in the browser that asked for it, so that her turns are mailed (Notices).
      const body = aws.mails
        .at(-1)!
        .raw.replace(/=\r?\n/g, "")
        .replace(/=3D/gi, "=");
      const token = /\/auth\/verify\?token=([\w-]+)/.exec(body)?.[1];
      expect(token, "the sign-in mail's link").toBeDefined();
      const verified = (await api.invoke(httpEvent("GET", `/auth/verify?token=${token}`, { cookies: cookiesOf(signIn) }))) as HttpAnswer;
      expect(verified.statusCode, verified.body).toBe(303);
      const ada = cookiesOf(verified);
      // The areas beyond a game's own routes come with the bundle too: Ada's friends, none yet.
      const friends = (await api.invoke(httpEvent("GET", "/api/friends", { cookies: ada }))) as HttpAnswer;
      expect([friends.statusCode, JSON.parse(friends.body)]).toEqual([200, { friends: [], incoming: [], outgoing: [] }]);
      const guest = async (name: string) => {
        const answer = (await api.invoke(httpEvent("POST", "/api/auth/guest", { body: { name } }))) as HttpAnswer;
        expect(answer.statusCode, answer.body).toBe(200);
        return cookiesOf(answer);
      };
      const catalog = (await api.invoke(httpEvent("GET", "/api/games/catalog"))) as HttpAnswer;
      const game = (JSON.parse(catalog.body) as { games: { id: string }[] }).games.find((g) => g.id === "yucata")!;
      // Ada moves first: her pages are then shown her turn by the notifier, which records it in the ledger.
      const created = (await api.invoke(
        httpEvent("POST", "/api/games", { body: { game: game.id, players: 2, options: { firstPlayer: 0 } }, cookies: ada }),
      )) as HttpAnswer;
      expect(created.statusCode, created.body).toBe(201);
      const { id, seatLink } = JSON.parse(created.body) as { id: string; seatLink: string };
      gameId = id;
      seatToken = new URL(seatLink).hash.replace("#seat=", "");
      const bea = await guest("Bea");
      const joined = (await api.invoke(httpEvent("POST", `/api/games/${id}/join`, { body: {}, cookies: bea }))) as HttpAnswer;
      expect(joined.statusCode, joined.body).toBe(200);
    });
    expect(calls.map((call) => call.action)).toContain("ses:SendEmail");
  });

  it("starts the live channel, which opens two pages and answers a ping", async () => {
    await rehearse("Live", async (live) => {
      for (const page of ["page-1", "page-2"]) {
        const opened = await live.invoke(
          webSocketEvent("$connect", page, { queryStringParameters: { game: gameId, token: seatToken }, headers: { Origin: SITE } }),
        );
        expect(opened).toMatchObject({ statusCode: 200 });
      }
      expect(await live.invoke(webSocketEvent("$default", "page-1", { body: JSON.stringify({ type: "ping" }) }))).toMatchObject({
        statusCode: 200,
      });
    });
    expect(aws.posts.at(-1)).toEqual({ connectionId: "page-1", data: JSON.stringify({ type: "pong" }) });
  });

  it("starts the notifier, which pushes a batch of the table's stream to the pages, forgets a gone one, queues its notices", async () => {
    const dynamo = dynamoClient(inject("dynamoEndpoint"));
    const records: ChangeRecord[] = [];
    const poller = pollStream(
      new DynamoDBStreamsClient({
        endpoint: inject("dynamoEndpoint"),
        region: "local",
        credentials: { accessKeyId: "l", secretAccessKey: "l" },
      }),
      await tableStreamArn(dynamo, tableName),
      async (page) => {
        records.push(...page);
      },
      20,
    );
    // The join's write of the game item is the last record the scenario so far made.
    await vi.waitFor(
      () => expect(records.some((record) => record.dynamodb?.NewImage?.players && record.eventName === "MODIFY")).toBe(true),
      { timeout: 30_000 },
    );
    await poller.stop();
    streamRecords = records;
    const streamArn = resolve({ "Fn::GetAtt": [s.stack.getLogicalId(s.stack.table.node.defaultChild as CfnElement), "StreamArn"] });
    const batch = records.map((record) => ({
      ...record,
      awsRegion: REGION,
      eventSourceARN: streamArn,
      dynamodb: { ...record.dynamodb, ApproximateCreationDateTime: Math.floor(Date.now() / 1000) },
    }));
    const pushesBefore = aws.posts.length;
    // Its reader closed page-2 without a $disconnect reaching the live function.
    aws.gone.add("page-2");
    const calls = await rehearse("Notifier", async (notifier) => {
      await notifier.invoke({ Records: batch });
    });
    expect(aws.posts.slice(pushesBefore).map((post) => post.connectionId)).toContain("page-1");
    expect(calls.filter((call) => call.action === "dynamodb:DeleteItem")).toHaveLength(2);
    expect(aws.messages.some((message) => message.queueUrl.endsWith(".fifo"))).toBe(true);
  });

  it("starts the notices function, which takes a FIFO batch of the notice queue, then a held turn's wake-up", async () => {
    const queued = aws.messages.filter((message) => message.queueUrl.endsWith(".fifo"));
    const queueArn = `arn:aws:sqs:${REGION}:${ACCOUNT}:${queued[0]!.queueUrl.split("/").at(-1)}`;
    await rehearse("Notices", async (notices) => {
      const answer = await notices.invoke({
        Records: queued.map((message, index) => ({
          messageId: message.messageId,
          receiptHandle: `handle-${index}`,
          body: message.body,
          attributes: {
            ApproximateReceiveCount: "1",
            SentTimestamp: String(Date.now()),
            SenderId: ACCOUNT,
            ApproximateFirstReceiveTimestamp: String(Date.now()),
            SequenceNumber: String(index + 1).padStart(20, "0"),
            MessageGroupId: message.groupId,
            MessageDeduplicationId: message.deduplicationId,
          },
          messageAttributes: {},
          md5OfBody: "",
          eventSource: "aws:sqs",
          eventSourceARN: queueArn,
          awsRegion: REGION,
        })),
      });
      expect(answer).toEqual({ batchItemFailures: [] });
      // A turn held for a possible undo comes back through the wake-up queue once due (seats are drawn,
      // so whether the first turn is Ada's, who has an address, changes from run to run).
      const wakeUps = aws.messages.filter((message) => !message.queueUrl.endsWith(".fifo"));
      if (wakeUps.length === 0) return;
      const woken = await notices.invoke({
        Records: wakeUps.map((message) => ({
          messageId: message.messageId,
          receiptHandle: "wake-up",
          body: message.body,
          attributes: {
            ApproximateReceiveCount: "1",
            SentTimestamp: String(Date.now()),
            SenderId: ACCOUNT,
            ApproximateFirstReceiveTimestamp: String(Date.now()),
          },
          messageAttributes: {},
          md5OfBody: "",
          eventSource: "aws:sqs",
          eventSourceARN: `arn:aws:sqs:${REGION}:${ACCOUNT}:${message.queueUrl.split("/").at(-1)}`,
          awsRegion: REGION,
        })),
      });
      expect(woken).toEqual({ batchItemFailures: [] });
    });
  });

  it("starts the clock, which sweeps on its EventBridge schedule", async () => {
    await rehearse("Clock", async (clock) => {
      await clock.invoke({
        version: "0",
        id: randomUUID(),
        "detail-type": "Scheduled Event",
        source: "aws.events",
        account: ACCOUNT,
        time: new Date().toISOString(),
        region: REGION,
        resources: [`arn:aws:events:${REGION}:${ACCOUNT}:rule/ClockTick`],
        detail: {},
      });
    });
  });

  it("starts the mail-reply function, which reads the stored message of an SES receipt", async () => {
    const bucket = resolve({ Ref: s.stack.getLogicalId(s.stack.replies!.bucket.node.defaultChild as CfnElement) }) as string;
    const messageId = "o3vrnil0e2ic28trm7dfhrc2v0clambda4nbp0g1";
    const recipient = `play+unknown-token@${everyOption.replyDomain}`;
    aws.objects.set(
      `${bucket}/replies/${messageId}`,
      Buffer.from(`From: Ada <ada@example.org>\r\nTo: ${recipient}\r\nSubject: Re: your turn\r\nMessage-ID: <r1@example.org>\r\n\r\n1\r\n`),
    );
    const verdict = { status: "PASS" };
    const calls = await rehearse("MailReply", async (mailReply) => {
      await mailReply.invoke({
        Records: [
          {
            eventSource: "aws:ses",
            eventVersion: "1.0",
            ses: {
              mail: {
                timestamp: new Date().toISOString(),
                source: "ada@example.org",
                messageId,
                destination: [recipient],
                headersTruncated: false,
                headers: [],
                commonHeaders: {
                  returnPath: "ada@example.org",
                  from: ["Ada <ada@example.org>"],
                  to: [recipient],
                  subject: "Re: your turn",
                },
              },
              receipt: {
                timestamp: new Date().toISOString(),
                processingTimeMillis: 300,
                recipients: [recipient],
                spamVerdict: verdict,
                virusVerdict: verdict,
                spfVerdict: verdict,
                dkimVerdict: verdict,
                dmarcVerdict: verdict,
                action: { type: "Lambda", functionArn: `arn:aws:lambda:${REGION}:${ACCOUNT}:function:MailReply`, invocationType: "Event" },
              },
            },
          },
        ],
      });
    });
    expect(calls).toContainEqual({ action: "s3:GetObject", resource: `arn:aws:s3:::${bucket}/replies/${messageId}` });
  });

  it("starts the mail-events function, which marks the address of a permanent bounce SNS delivers", async () => {
    const topicArn = resolve({ Ref: s.stack.getLogicalId(s.stack.mailEvents.topic.node.defaultChild as CfnElement) }) as string;
    const at = new Date().toISOString();
    const calls = await rehearse("MailEvents", async (mailEvents) => {
      // Ada's turns bounced from here on: SES's event, as SNS hands it to a Lambda subscriber.
      await mailEvents.invoke({
        Records: [
          {
            EventSource: "aws:sns",
            EventVersion: "1.0",
            EventSubscriptionArn: `${topicArn}:${randomUUID()}`,
            Sns: {
              Type: "Notification",
              MessageId: randomUUID(),
              TopicArn: topicArn,
              Subject: null,
              Message: JSON.stringify(sesBounce("ada@example.org", at)),
              Timestamp: at,
              SignatureVersion: "1",
              Signature: "rehearsal",
              SigningCertUrl: "https://sns.eu-west-1.amazonaws.com/rehearsal.pem",
              UnsubscribeUrl: "https://sns.eu-west-1.amazonaws.com/?Action=Unsubscribe",
              MessageAttributes: {},
            },
          },
        ],
      });
    });
    expect(calls.map((call) => call.action).sort()).toEqual(["dynamodb:GetItem", "dynamodb:UpdateItem"]);
    const users = new UserStore(dynamoClient(inject("dynamoEndpoint")), tableName);
    const ada = await users.get((await users.userIdForEmail("ada@example.org"))!);
    expect(ada?.emailTrouble).toEqual({ kind: "bounce", at });
  });

  it("starts the session key's rotation, which runs Secrets Manager's four steps", async () => {
    const arn = secretArn(s.stack.secrets.sessionKey);
    // Secrets Manager labels the new version AWSPENDING before it calls the first step.
    aws.secrets.get(arn)!.set("v2", { stages: ["AWSPENDING"] });
    await rehearse("SessionKeyRotation", async (rotation) => {
      for (const Step of ["createSecret", "setSecret", "testSecret", "finishSecret"]) {
        await rotation.invoke({ SecretId: arn, ClientRequestToken: "v2", Step });
      }
    });
    const stages = Object.fromEntries([...aws.secrets.get(arn)!].map(([id, version]) => [id, version.stages]));
    // Secrets Manager itself takes AWSPENDING off once the last step returns.
    expect(stages.v1).toEqual(["AWSPREVIOUS"]);
    expect(stages.v2).toContain("AWSCURRENT");
    expect(Object.values(stages).flat()).toContain("TURNPOST_NEXT");
  });

  it("starts the VAPID initialiser, which answers the provider's Create with a key pair", async () => {
    const arn = secretArn(s.stack.secrets.vapidKeys);
    await rehearse("VapidKeyPairInitialiser", async (initialiser) => {
      const answer = await initialiser.invoke({
        RequestType: "Create",
        RequestId: randomUUID(),
        StackId: `arn:aws:cloudformation:${REGION}:${ACCOUNT}:stack/turnpost-prod/1`,
        LogicalResourceId: "SecretsVapidKeyPair",
        ResourceType: "Custom::VapidKeyPair",
        ResourceProperties: { ServiceToken: "provider", SecretId: arn },
      });
      expect(answer).toMatchObject({ PhysicalResourceId: arn, Data: { PublicKey: expect.any(String) } });
    });
  });

  it("grants the stream's reader no table action or index it did not call, the notices function no index", () => {
    // The stream's own reads are the event source mapping's, not the bundle's.
    const mapping = ["dynamodb:DescribeStream", "dynamodb:GetRecords", "dynamodb:GetShardIterator", "dynamodb:ListStreams"];
    const unused = (name: string) => {
      const granted = statementsOf(ours.get(name)!)
        .filter((statement) => statement.Effect === "Allow")
        .flatMap((statement) =>
          [statement.Action]
            .flat()
            .filter((action) => action.startsWith("dynamodb:") && !mapping.includes(action))
            .flatMap((action) => [statement.Resource].flat().map((resource) => `${action} ${resource}`)),
        );
      const called = new Set(callsOf.get(name)!.map((call) => `${call.action} ${call.resource}`));
      return [...new Set(granted)].filter((grant) => !called.has(grant)).sort();
    };
    expect(unused("Notifier")).toEqual([]);
    // Which table actions a notice makes depends on who is told (the seats are drawn); that none goes
    // through an index does not.
    expect(unused("Notices").filter((grant) => grant.includes("/index/"))).toEqual([]);
  });

  it("rehearsed every function of ours", () => {
    expect([...rehearsed].sort()).toEqual([...ours.keys()].sort());
  });
});

/** Whether `value` matches a Lambda event filter `pattern`: the subset the stack uses (values and prefixes). */
function passes(pattern: unknown, value: unknown): boolean {
  if (Array.isArray(pattern)) {
    return pattern.some((option) => {
      if (typeof option !== "object" || option === null) return option === value;
      if (Object.keys(option).join() !== "prefix") throw new Error(`the rehearsal does not read the filter ${JSON.stringify(option)}`);
      return typeof value === "string" && value.startsWith((option as { prefix: string }).prefix);
    });
  }
  if (typeof pattern !== "object" || pattern === null) throw new Error(`a filter's leaves are arrays: ${JSON.stringify(pattern)}`);
  return Object.entries(pattern).every(
    ([key, inner]) => typeof value === "object" && value !== null && passes(inner, (value as Record<string, unknown>)[key]),
  );
}

describe("the notifier's stream filter", () => {
  const invokes = (record: ChangeRecord) => notifierStreamFilters.some((pattern) => passes(pattern, record));

  it("is set on the stream's mapping, pattern by pattern", () => {
    s.template.hasResourceProperties("AWS::Lambda::EventSourceMapping", {
      FunctionName: { Ref: ours.get("Notifier") },
      FilterCriteria: { Filters: notifierStreamFilters.map((pattern) => ({ Pattern: JSON.stringify(pattern) })) },
    });
  });

  it("passes exactly the rehearsal's stream records the notifier acts on", () => {
    // What the notifier reads of a record: a change for the live pages, or a copy for the notice queue.
    const needed = (record: ChangeRecord) => readChange(record).kind !== "other" || queuedRecord(record) !== null;
    const keyOf = (record: ChangeRecord) =>
      `${record.eventName} ${JSON.stringify((record as { dynamodb?: { Keys?: unknown } }).dynamodb?.Keys)}`;
    // The test means something only if the scenario wrote both kinds: games, and presence, users, counters.
    expect(streamRecords.filter(needed).length).toBeGreaterThan(1);
    expect(streamRecords.filter((record) => !needed(record)).length).toBeGreaterThan(3);
    expect(streamRecords.filter((record) => invokes(record) !== needed(record)).map(keyOf)).toEqual([]);
  });

  it("lets a TTL deletion by, as of a live page or a chat message's notice", () => {
    const live = streamRecords.find((record) => record.dynamodb?.NewImage?.sk?.S?.startsWith("LIVE#"));
    expect(live).toBeDefined();
    const expired = {
      ...live,
      eventName: "REMOVE",
      userIdentity: { type: "Service", principalId: "dynamodb.amazonaws.com" },
      dynamodb: { ...live!.dynamodb, OldImage: live!.dynamodb!.NewImage, NewImage: undefined },
    };
    expect(invokes(expired)).toBe(false);
  });
});
