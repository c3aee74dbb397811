// Configuration of the Lambda adapters: environment variables set by cdk/, and the secrets read through
// the AWS Parameters and Secrets Lambda extension (a layer cdk/ adds), which answers on localhost from its
// cache: no Secrets Manager client to load, sign with and connect on the cold path (bench/cold-start.ts
// measures the difference). A cold start reads the current session key alone; each other secret is
// read when first needed (ReadOnFirstUse), since every read is a request of its own.
import { get } from "node:http";
import { readOnFirstUse, type Config } from "../config";

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`environment variable ${name} is not set`);
  return value;
}

/**
 * The staging label of the session key the next rotation will make current (see
 * cdk/constructs/session-key-rotation/): an instance started before that rotation already accepts the
 * tokens that instances started after it sign.
 */
export const NEXT_SESSION_KEY_STAGE = "TURNPOST_NEXT";

/** The extension's answer to a read of a version that does not exist (yet): Secrets Manager's own error. */
const NOT_FOUND = "ResourceNotFoundException";

/**
 * The extension's answer on localhost: its status and body. Through node:http, not fetch: a process's
 * first fetch loads undici and compiles its WASM HTTP parser, which bench/cold-start.ts measured at
 * about a quarter of the API's cold start.
 */
function askExtension(path: string): Promise<{ status: number; body: string }> {
  return new Promise((done, fail) => {
    const port = Number(process.env.PARAMETERS_SECRETS_EXTENSION_HTTP_PORT ?? "2773");
    const headers = { "X-Aws-Parameters-Secrets-Token": process.env.AWS_SESSION_TOKEN ?? "" };
    get({ host: "localhost", port, path, headers }, (answer) => {
      let body = "";
      answer.setEncoding("utf8");
      answer.on("data", (chunk: string) => (body += chunk));
      answer.on("end", () => done({ status: answer.statusCode ?? 0, body }));
      answer.on("error", fail);
    }).on("error", fail);
  });
}

/**
 * How a read waits before trying again. An extension may register before it answers
 * (hashicorp/vault-lambda-extension#31), so a refused connection or a server error is tried again
 * after each of these waits, 750 ms in all, then fails the cold start; any other answer is final.
 */
interface ReadRetry {
  wait(ms: number): Promise<void>;
}
const RETRY_WAITS_MS = [50, 100, 200, 400];
const sleep: ReadRetry = { wait: (ms) => new Promise((done) => setTimeout(done, ms)) };

async function askWithRetry(path: string, retry: ReadRetry): Promise<{ status: number; body: string }> {
  for (let attempt = 0; ; attempt++) {
    const delay = RETRY_WAITS_MS[attempt];
    try {
      const answer = await askExtension(path);
      if (answer.status < 500 || delay === undefined) return answer;
    } catch (error) {
      if (delay === undefined) throw error;
    }
    await retry.wait(delay);
  }
}

/** One version of a secret from the extension, or null when that version does not exist. */
async function readVersion(arn: string, stage: string, retry: ReadRetry): Promise<string | null> {
  const query = new URLSearchParams({ secretId: arn, versionStage: stage });
  const { status, body } = await askWithRetry(`/secretsmanager/get?${query}`, retry);
  if (status !== 200) {
    if (body.includes(NOT_FOUND)) return null;
    throw new Error(`secret ${arn} (${stage}) could not be read: ${status} ${body}`);
  }
  const { SecretString } = JSON.parse(body) as { SecretString?: string };
  if (!SecretString) throw new Error(`secret ${arn} is empty`);
  return SecretString;
}

async function readSecret(arn: string, retry: ReadRetry): Promise<string> {
  const value = await readVersion(arn, "AWSCURRENT", retry);
  if (value === null) throw new Error(`secret ${arn} has no current version`);
  return value;
}

export async function lambdaConfig(retry: ReadRetry = sleep): Promise<Config> {
  const mailFrom = required("MAIL_FROM");
  const sessionArn = required("SESSION_SECRET_ARN");
  const vapidArn = process.env.VAPID_SECRET_ARN;
  const originArn = process.env.ORIGIN_SECRET_ARN;
  const encode = (key: string) => new TextEncoder().encode(key);
  return {
    tableName: required("TABLE_NAME"),
    appUrl: required("APP_URL"),
    mailFrom,
    // The one secret a cold start reads: every request's session or seat link is checked with it.
    sessionSecret: encode(await readSecret(sessionArn, retry)),
    // Versions that only exist once the key has been rotated; the current one again, since a rotation
    // since this instance started made another key current, which newer instances sign with.
    sessionSecretsToVerify: readOnFirstUse(async () => {
      const keys = await Promise.all(
        ["AWSCURRENT", "AWSPREVIOUS", NEXT_SESSION_KEY_STAGE].map((stage) => readVersion(sessionArn, stage, retry)),
      );
      return keys.filter((key) => key !== null).map(encode);
    }),
    vapid: vapidArn
      ? readOnFirstUse(async () => {
          const keys = JSON.parse(await readSecret(vapidArn, retry)) as { publicKey: string; privateKey: string };
          return { publicKey: keys.publicKey, privateKey: keys.privateKey, subject: `mailto:${mailFrom.replace(/^.*<|>.*$/g, "")}` };
        })
      : null,
    local: false,
    originSecret: originArn ? readOnFirstUse(() => readSecret(originArn, retry)) : undefined,
    replyDomain: process.env.REPLY_DOMAIN || undefined,
  };
}
