// The deploy rehearsal's AWS: small local HTTP servers that answer as SQS, SES, S3, Secrets Manager,
// API Gateway's management API and the Parameters and Secrets extension do, and a proxy in front of
// DynamoDB Local; each records the calls it gets as the IAM action and resource AWS would authorise.
import { createHash, randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, request, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { AwsCall } from "./iam.js";
import { ACCOUNT, REGION } from "./template.js";

/** The extension's port: the one the template sets (PARAMETERS_SECRETS_EXTENSION_HTTP_PORT). */
const EXTENSION_PORT = 2773;

type Handler = (req: IncomingMessage, body: Buffer, res: ServerResponse) => unknown;

async function listen(handler: Handler, port = 0): Promise<{ server: Server; url: string }> {
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      Promise.resolve(handler(req, Buffer.concat(chunks), res)).catch((error: unknown) => {
        res.writeHead(500).end(String(error));
      });
    });
  });
  await new Promise<void>((listening, failed) => {
    server.once("error", failed);
    server.listen(port, "127.0.0.1", listening);
  });
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

const json = (res: ServerResponse, status: number, body: unknown, type = "application/x-amz-json-1.0") =>
  res.writeHead(status, { "content-type": type }).end(JSON.stringify(body));
const awsError = (res: ServerResponse, type: string, message: string) =>
  res
    .writeHead(400, { "content-type": "application/x-amz-json-1.1", "x-amzn-errortype": type })
    .end(JSON.stringify({ __type: type, message }));
const md5 = (text: string) => createHash("md5").update(text).digest("hex");
const arn = (service: string, rest: string) => `arn:aws:${service}:${REGION}:${ACCOUNT}:${rest}`;

/** The parts of a DynamoDB request that name what it reads or writes. */
interface DynamoInput {
  TableName: string;
  IndexName?: string;
  RequestItems?: Record<string, unknown>;
  TransactItems?: Record<string, { TableName: string }>[];
}

/** The parts of an SQS message, sent alone or in a batch. */
interface SqsEntry {
  Id?: string;
  MessageBody: string;
  MessageGroupId?: string;
  MessageDeduplicationId?: string;
  DelaySeconds?: number;
}

/** The DynamoDB actions one request is authorised as, each on its table (and index). */
function dynamoCalls(operation: string, input: DynamoInput): AwsCall[] {
  const on = (table: string, index?: string) => arn("dynamodb", `table/${table}${index ? `/index/${index}` : ""}`);
  const action = (name: string) => `dynamodb:${name}`;
  if (operation === "BatchGetItem" || operation === "BatchWriteItem") {
    return Object.keys(input.RequestItems ?? {}).map((table) => ({ action: action(operation), resource: on(table) }));
  }
  if (operation === "TransactWriteItems" || operation === "TransactGetItems") {
    const kinds: Record<string, string> = {
      Put: "PutItem",
      Update: "UpdateItem",
      Delete: "DeleteItem",
      ConditionCheck: "ConditionCheckItem",
      Get: "GetItem",
    };
    return (input.TransactItems ?? []).flatMap((item) =>
      Object.entries(item).map(([kind, entry]) => ({ action: action(kinds[kind] ?? kind), resource: on(entry.TableName) })),
    );
  }
  return [{ action: action(operation), resource: on(input.TableName, input.IndexName) }];
}

/** One version of a secret: its value (none while Secrets Manager waits for a rotation to write it) and labels. */
interface SecretVersion {
  value?: string;
  stages: string[];
}

export interface SentMessage {
  queueUrl: string;
  messageId: string;
  body: string;
  groupId?: string;
  deduplicationId?: string;
  delaySeconds?: number;
}

interface SentMail {
  from: string;
  to: string[];
  raw: string;
}

export async function startStandIns(dynamoEndpoint: string) {
  const calls: AwsCall[] = [];
  const record = (...made: AwsCall[]) => calls.push(...made);
  const messages: SentMessage[] = [];
  const mails: SentMail[] = [];
  const posts: { connectionId: string; data: string }[] = [];
  /** Connections whose page went away without a $disconnect: API Gateway answers 410 Gone. */
  const gone = new Set<string>();
  const objects = new Map<string, Buffer>();
  const secrets = new Map<string, Map<string, SecretVersion>>();

  const dynamo = await listen(async (req, body, res) => {
    const operation = String(req.headers["x-amz-target"]).split(".")[1]!;
    record(...dynamoCalls(operation, JSON.parse(body.toString() || "{}")));
    const target = new URL(dynamoEndpoint);
    const headers = { ...req.headers, host: target.host };
    await new Promise<void>((done, failed) => {
      const forwarded = request({ host: target.hostname, port: target.port, path: req.url, method: req.method, headers }, (answer) => {
        res.writeHead(answer.statusCode ?? 500, answer.headers);
        answer.pipe(res).on("finish", done);
      });
      forwarded.on("error", failed);
      forwarded.end(body);
    });
  });

  const sqs = await listen((req, body, res) => {
    const operation = String(req.headers["x-amz-target"]).split(".")[1];
    const input = JSON.parse(body.toString()) as SqsEntry & { QueueUrl: string; Entries?: SqsEntry[] };
    const queueArn = arn("sqs", String(input.QueueUrl).split("/").at(-1)!);
    const take = (entry: SqsEntry): SentMessage => {
      const message = {
        queueUrl: input.QueueUrl,
        messageId: randomUUID(),
        body: entry.MessageBody,
        groupId: entry.MessageGroupId,
        deduplicationId: entry.MessageDeduplicationId,
        delaySeconds: entry.DelaySeconds,
      };
      messages.push(message);
      return message;
    };
    // SendMessageBatch is authorised as SendMessage.
    record({ action: "sqs:SendMessage", resource: queueArn });
    if (operation === "SendMessage") {
      const sent = take(input);
      return json(res, 200, { MessageId: sent.messageId, MD5OfMessageBody: md5(sent.body) });
    }
    if (operation === "SendMessageBatch") {
      const successful = (input.Entries ?? []).map((entry) => {
        const sent = take(entry);
        return { Id: entry.Id, MessageId: sent.messageId, MD5OfMessageBody: md5(sent.body) };
      });
      return json(res, 200, { Successful: successful, Failed: [] });
    }
    awsError(res, "UnsupportedOperation", `${operation} is not played by the rehearsal's SQS`);
  });

  const ses = await listen((req, body, res) => {
    if (req.method !== "POST" || req.url !== "/v2/email/outbound-emails") return awsError(res, "NotFoundException", `${req.url}`);
    const input = JSON.parse(body.toString());
    const from = /<([^>]+)>\s*$/.exec(input.FromEmailAddress)?.[1] ?? input.FromEmailAddress;
    const to: string[] = input.Destination?.ToAddresses ?? [];
    const context = { "ses:FromAddress": from };
    // The sending identity (the From address's domain, or the address itself), each recipient's identity
    // as the sandbox checks it, and the configuration set.
    const identities = [from.split("@")[1]!, ...to];
    record(
      ...identities.map((identity) => ({ action: "ses:SendEmail", resource: arn("ses", `identity/${identity}`), context })),
      ...(input.ConfigurationSetName
        ? [{ action: "ses:SendEmail", resource: arn("ses", `configuration-set/${input.ConfigurationSetName}`), context }]
        : []),
    );
    mails.push({ from: input.FromEmailAddress, to, raw: Buffer.from(input.Content?.Raw?.Data ?? "", "base64").toString() });
    json(res, 200, { MessageId: randomUUID() }, "application/json");
  });

  const s3 = await listen((req, _body, res) => {
    // Path style, as the SDK addresses an IP endpoint: /<bucket>/<key>.
    const [, bucket, ...key] = decodeURIComponent(new URL(req.url!, "http://s3").pathname).split("/");
    const name = `${bucket}/${key.join("/")}`;
    record({ action: req.method === "GET" ? "s3:GetObject" : `s3:${req.method}`, resource: `arn:aws:s3:::${name}` });
    const object = objects.get(name);
    if (!object) return res.writeHead(404, { "content-type": "application/xml" }).end("<Error><Code>NoSuchKey</Code></Error>");
    res.writeHead(200, { "content-length": object.length, "content-type": "message/rfc822" }).end(object);
  });

  function versionOf(secretId: string, stage?: string, versionId?: string): [string, SecretVersion] | undefined {
    return [...(secrets.get(secretId) ?? [])].find(
      ([id, version]) => (!versionId || id === versionId) && (versionId && !stage ? true : version.stages.includes(stage ?? "AWSCURRENT")),
    );
  }
  /** Moves `stage` to version `to` of `secretId`, taking it from whichever version held it. */
  function moveStage(secretId: string, stage: string, to: string) {
    const versions = secrets.get(secretId)!;
    for (const version of versions.values()) version.stages = version.stages.filter((label) => label !== stage);
    versions.get(to)!.stages.push(stage);
  }

  const secretsManager = await listen((req, body, res) => {
    const operation = String(req.headers["x-amz-target"]).split(".")[1]!;
    const input = JSON.parse(body.toString());
    record({ action: `secretsmanager:${operation}`, resource: input.SecretId });
    const versions = secrets.get(input.SecretId);
    if (!versions) return awsError(res, "ResourceNotFoundException", `no secret ${input.SecretId}`);
    if (operation === "DescribeSecret") {
      return json(
        res,
        200,
        { ARN: input.SecretId, VersionIdsToStages: Object.fromEntries([...versions].map(([id, v]) => [id, v.stages])) },
        "application/x-amz-json-1.1",
      );
    }
    if (operation === "GetSecretValue") {
      const found = versionOf(input.SecretId, input.VersionStage, input.VersionId);
      if (!found?.[1].value) return awsError(res, "ResourceNotFoundException", "no such version");
      return json(
        res,
        200,
        { ARN: input.SecretId, VersionId: found[0], SecretString: found[1].value, VersionStages: found[1].stages },
        "application/x-amz-json-1.1",
      );
    }
    if (operation === "PutSecretValue") {
      const versionId = input.ClientRequestToken ?? randomUUID();
      const former = versionOf(input.SecretId, "AWSCURRENT")?.[0];
      const existing = versions.get(versionId);
      versions.set(versionId, { value: input.SecretString, stages: existing?.stages ?? [] });
      for (const stage of input.VersionStages ?? ["AWSCURRENT"]) moveStage(input.SecretId, stage, versionId);
      if ((input.VersionStages ?? ["AWSCURRENT"]).includes("AWSCURRENT") && former && former !== versionId)
        moveStage(input.SecretId, "AWSPREVIOUS", former);
      return json(res, 200, { ARN: input.SecretId, VersionId: versionId }, "application/x-amz-json-1.1");
    }
    if (operation === "UpdateSecretVersionStage") {
      moveStage(input.SecretId, input.VersionStage, input.MoveToVersionId);
      if (input.VersionStage === "AWSCURRENT" && input.RemoveFromVersionId)
        moveStage(input.SecretId, "AWSPREVIOUS", input.RemoveFromVersionId);
      return json(res, 200, { ARN: input.SecretId }, "application/x-amz-json-1.1");
    }
    awsError(res, "UnsupportedOperation", `${operation} is not played by the rehearsal's Secrets Manager`);
  });

  const apiGateway = await listen((req, body, res) => {
    // /<api id>/<stage>/@connections/<connection id>: the api id is kept in the path (see `endpointOf`).
    const [, apiId, stage, , connectionId] = req.url!.split("/");
    record({
      action: "execute-api:ManageConnections",
      resource: arn("execute-api", `${apiId}/${stage}/${req.method}/@connections/${connectionId}`),
    });
    if (gone.has(decodeURIComponent(connectionId!))) {
      return res
        .writeHead(410, { "content-type": "application/json", "x-amzn-errortype": "GoneException" })
        .end(JSON.stringify({ message: "Gone" }));
    }
    posts.push({ connectionId: decodeURIComponent(connectionId!), data: body.toString() });
    res.writeHead(200).end();
  });

  /** The extension answers only the function it runs in: its token is that function's session token. */
  let extension: Server | null = null;
  async function openExtension(sessionToken: string) {
    extension = (
      await listen((req, _body, res) => {
        if (req.headers["x-aws-parameters-secrets-token"] !== sessionToken) return res.writeHead(403).end("bad token");
        const query = new URL(req.url!, "http://localhost").searchParams;
        const secretId = query.get("secretId")!;
        // The extension reads the secret with the function's role.
        record({ action: "secretsmanager:GetSecretValue", resource: secretId });
        const found = versionOf(secretId, query.get("versionStage") ?? undefined);
        if (!found?.[1].value) return res.writeHead(400).end(`{"__type":"ResourceNotFoundException","message":"no version"}`);
        json(res, 200, { ARN: secretId, SecretString: found[1].value }, "application/json");
      }, EXTENSION_PORT).catch((error: unknown) => {
        throw new Error(`The rehearsal needs 127.0.0.1:${EXTENSION_PORT}, the extension's port: ${String(error)}`);
      })
    ).server;
  }
  const closeServer = (server: Server) => new Promise<void>((closed) => server.close(() => closed()));

  const servers = [dynamo, sqs, ses, s3, secretsManager, apiGateway];
  return {
    calls,
    messages,
    mails,
    posts,
    gone,
    objects,
    secrets,
    /** The SDK's endpoint settings: every client of a bundle reaches its stand-in. */
    endpoints: {
      AWS_ENDPOINT_URL_DYNAMODB: dynamo.url,
      AWS_ENDPOINT_URL_SQS: sqs.url,
      AWS_ENDPOINT_URL_SESV2: ses.url,
      AWS_ENDPOINT_URL_S3: s3.url,
      AWS_ENDPOINT_URL_SECRETS_MANAGER: secretsManager.url,
      AWS_ENDPOINT_URL_APIGATEWAYMANAGEMENTAPI: apiGateway.url,
    },
    /**
     * Where a URL the template gives a function (a queue's, a WebSocket stage's management address)
     * points instead: the stand-in of its service, as a DNS entry would send it there.
     */
    endpointOf(url: string): string {
      return url
        .replace(`https://sqs.${REGION}.amazonaws.com`, sqs.url)
        .replace(new RegExp(`^https://([a-z0-9]+)\\.execute-api\\.${REGION}\\.amazonaws\\.com`), `${apiGateway.url}/$1`);
    },
    openExtension,
    async closeExtension() {
      if (extension) await closeServer(extension);
      extension = null;
    },
    async close() {
      await Promise.all([...servers.map(({ server }) => closeServer(server)), ...(extension ? [closeServer(extension)] : [])]);
    },
  };
}

export type StandIns = Awaited<ReturnType<typeof startStandIns>>;
