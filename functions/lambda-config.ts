// Configuration of the Lambda adapters: environment variables set by cdk/, and the session key read
// once per cold start from Secrets Manager.
import { SecretsManagerClient, GetSecretValueCommand } from "@aws-sdk/client-secrets-manager";
import type { Config } from "./config";

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`environment variable ${name} is not set`);
  return value;
}

async function readSecret(secrets: SecretsManagerClient, arn: string): Promise<string> {
  const { SecretString } = await secrets.send(new GetSecretValueCommand({ SecretId: arn }));
  if (!SecretString) throw new Error(`secret ${arn} is empty`);
  return SecretString;
}

export async function lambdaConfig(): Promise<Config> {
  const mailFrom = required("MAIL_FROM");
  // One client for both reads: each client of the SDK costs its own setup on a cold start.
  const secrets = new SecretsManagerClient({});
  const [session, vapid, originSecret] = await Promise.all([
    readSecret(secrets, required("SESSION_SECRET_ARN")),
    process.env.VAPID_SECRET_ARN ? readSecret(secrets, process.env.VAPID_SECRET_ARN) : null,
    process.env.ORIGIN_SECRET_ARN ? readSecret(secrets, process.env.ORIGIN_SECRET_ARN) : undefined,
  ]);
  const keys = vapid ? (JSON.parse(vapid) as { publicKey: string; privateKey: string }) : null;
  return {
    tableName: required("TABLE_NAME"),
    appUrl: required("APP_URL"),
    mailFrom,
    sessionSecret: new TextEncoder().encode(session),
    vapid: keys ? { publicKey: keys.publicKey, privateKey: keys.privateKey, subject: `mailto:${mailFrom.replace(/^.*<|>.*$/g, "")}` } : null,
    local: false,
    originSecret,
  };
}
