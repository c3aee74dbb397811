// Configuration of the Lambda adapters: environment variables set by cdk/, and the session keys read
// once per cold start from Secrets Manager.
import { GetSecretValueCommand, ResourceNotFoundException, SecretsManagerClient } from "@aws-sdk/client-secrets-manager";
import type { Config } from "../config";

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

async function readSecret(secrets: SecretsManagerClient, arn: string, stage = "AWSCURRENT"): Promise<string> {
  const { SecretString } = await secrets.send(new GetSecretValueCommand({ SecretId: arn, VersionStage: stage }));
  if (!SecretString) throw new Error(`secret ${arn} is empty`);
  return SecretString;
}

/** A version that only exists once the key has been rotated. */
async function readRotatedSecret(secrets: SecretsManagerClient, arn: string, stage: string): Promise<string | null> {
  try {
    return await readSecret(secrets, arn, stage);
  } catch (error) {
    if (error instanceof ResourceNotFoundException) return null;
    throw error;
  }
}

export async function lambdaConfig(): Promise<Config> {
  const mailFrom = required("MAIL_FROM");
  // One client for both reads: each client of the SDK costs its own setup on a cold start.
  const secrets = new SecretsManagerClient({});
  const sessionArn = required("SESSION_SECRET_ARN");
  const [session, previousSession, nextSession, vapid, originSecret] = await Promise.all([
    readSecret(secrets, sessionArn),
    readRotatedSecret(secrets, sessionArn, "AWSPREVIOUS"),
    readRotatedSecret(secrets, sessionArn, NEXT_SESSION_KEY_STAGE),
    process.env.VAPID_SECRET_ARN ? readSecret(secrets, process.env.VAPID_SECRET_ARN) : null,
    process.env.ORIGIN_SECRET_ARN ? readSecret(secrets, process.env.ORIGIN_SECRET_ARN) : undefined,
  ]);
  const encode = (key: string) => new TextEncoder().encode(key);
  const keys = vapid ? (JSON.parse(vapid) as { publicKey: string; privateKey: string }) : null;
  return {
    tableName: required("TABLE_NAME"),
    appUrl: required("APP_URL"),
    mailFrom,
    sessionSecret: encode(session),
    sessionSecretsToVerify: [previousSession, nextSession].filter((key) => key !== null).map(encode),
    vapid: keys
      ? { publicKey: keys.publicKey, privateKey: keys.privateKey, subject: `mailto:${mailFrom.replace(/^.*<|>.*$/g, "")}` }
      : null,
    local: false,
    originSecret,
    replyDomain: process.env.REPLY_DOMAIN || undefined,
  };
}
