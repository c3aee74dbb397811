// Configuration of the Lambda adapters: environment variables set by cdk/, and the session key read
// once per cold start from Secrets Manager.
import { SecretsManagerClient, GetSecretValueCommand } from "@aws-sdk/client-secrets-manager";
import type { Config } from "./config";

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`environment variable ${name} is not set`);
  return value;
}

export async function readSecret(arn: string): Promise<string> {
  const { SecretString } = await new SecretsManagerClient({}).send(new GetSecretValueCommand({ SecretId: arn }));
  if (!SecretString) throw new Error(`secret ${arn} is empty`);
  return SecretString;
}

export async function lambdaConfig(): Promise<Config> {
  return {
    tableName: required("TABLE_NAME"),
    appUrl: required("APP_URL"),
    mailFrom: required("MAIL_FROM"),
    sessionSecret: new TextEncoder().encode(await readSecret(required("SESSION_SECRET_ARN"))),
    local: false,
  };
}
