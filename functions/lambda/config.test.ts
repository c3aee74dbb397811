import { GetSecretValueCommand, ResourceNotFoundException, SecretsManagerClient } from "@aws-sdk/client-secrets-manager";
import { mockClient } from "aws-sdk-client-mock";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { lambdaConfig, NEXT_SESSION_KEY_STAGE } from "./config";

const secrets = mockClient(SecretsManagerClient);
const text = (bytes: Uint8Array | undefined) => (bytes ? new TextDecoder().decode(bytes) : bytes);
const notFound = () => new ResourceNotFoundException({ message: "no version with that stage", $metadata: {} });

beforeEach(() => {
  process.env.MAIL_FROM = "Turnpost <no-reply@turnpost.example>";
  process.env.TABLE_NAME = "table";
  process.env.APP_URL = "https://turnpost.example";
  process.env.SESSION_SECRET_ARN = "arn:session";
  delete process.env.VAPID_SECRET_ARN;
});
afterEach(() => secrets.reset());

describe("the session key of a Lambda", () => {
  it("signs with the current version and also accepts the previous and the next one of a rotation", async () => {
    secrets.on(GetSecretValueCommand, { SecretId: "arn:session", VersionStage: "AWSCURRENT" }).resolves({ SecretString: "current-key" });
    secrets.on(GetSecretValueCommand, { SecretId: "arn:session", VersionStage: "AWSPREVIOUS" }).resolves({ SecretString: "previous-key" });
    secrets
      .on(GetSecretValueCommand, { SecretId: "arn:session", VersionStage: NEXT_SESSION_KEY_STAGE })
      .resolves({ SecretString: "next-key" });
    const config = await lambdaConfig();
    expect(text(config.sessionSecret)).toBe("current-key");
    expect(config.sessionSecretsToVerify?.map(text)).toEqual(["previous-key", "next-key"]);
  });

  it("has only the current key before the first rotation", async () => {
    secrets.on(GetSecretValueCommand, { SecretId: "arn:session", VersionStage: "AWSCURRENT" }).resolves({ SecretString: "current-key" });
    secrets.on(GetSecretValueCommand, { SecretId: "arn:session", VersionStage: "AWSPREVIOUS" }).rejects(notFound());
    secrets.on(GetSecretValueCommand, { SecretId: "arn:session", VersionStage: NEXT_SESSION_KEY_STAGE }).rejects(notFound());
    const config = await lambdaConfig();
    expect(text(config.sessionSecret)).toBe("current-key");
    expect(config.sessionSecretsToVerify).toEqual([]);
  });
});
