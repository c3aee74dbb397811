import { createServer, type Server } from "node:http";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { lambdaConfig, NEXT_SESSION_KEY_STAGE } from "./config";

const text = (bytes: Uint8Array | undefined) => (bytes ? new TextDecoder().decode(bytes) : bytes);

/** What the stand-in for the Parameters and Secrets extension holds: `arn stage` → value. */
let versions: Record<string, string> = {};
const reads: { secretId: string | null; versionStage: string | null; token: string | undefined }[] = [];
let extension: Server;

beforeAll(async () => {
  // Answers as the extension does: GetSecretValue's JSON, or Secrets Manager's error with a 400.
  extension = createServer((req, res) => {
    const query = new URL(req.url!, "http://localhost").searchParams;
    const read = {
      secretId: query.get("secretId"),
      versionStage: query.get("versionStage"),
      token: req.headers["x-aws-parameters-secrets-token"] as string | undefined,
    };
    reads.push(read);
    const value = versions[`${read.secretId} ${read.versionStage}`];
    if (value === undefined) {
      res
        .writeHead(400)
        .end(
          `{"__type":"ResourceNotFoundException","message":"Secrets Manager can't find the specified secret value for staging label: ${read.versionStage}"}`,
        );
    } else res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ ARN: read.secretId, SecretString: value }));
  });
  await new Promise<void>((listening) => extension.listen(0, "127.0.0.1", listening));
  process.env.PARAMETERS_SECRETS_EXTENSION_HTTP_PORT = String((extension.address() as { port: number }).port);
});
afterAll(() => {
  extension.close();
  delete process.env.PARAMETERS_SECRETS_EXTENSION_HTTP_PORT;
});

beforeEach(() => {
  process.env.MAIL_FROM = "Turnpost <no-reply@turnpost.example>";
  process.env.TABLE_NAME = "table";
  process.env.APP_URL = "https://turnpost.example";
  process.env.SESSION_SECRET_ARN = "arn:session";
  process.env.AWS_SESSION_TOKEN = "the-function-s-session-token";
  delete process.env.VAPID_SECRET_ARN;
  versions = {};
  reads.length = 0;
});

describe("the session key of a Lambda", () => {
  it("signs with the current version and also accepts the previous and the next one of a rotation", async () => {
    versions = {
      "arn:session AWSCURRENT": "current-key",
      "arn:session AWSPREVIOUS": "previous-key",
      [`arn:session ${NEXT_SESSION_KEY_STAGE}`]: "next-key",
    };
    const config = await lambdaConfig();
    expect(text(config.sessionSecret)).toBe("current-key");
    expect(config.sessionSecretsToVerify?.map(text)).toEqual(["previous-key", "next-key"]);
  });

  it("has only the current key before the first rotation", async () => {
    versions = { "arn:session AWSCURRENT": "current-key" };
    const config = await lambdaConfig();
    expect(text(config.sessionSecret)).toBe("current-key");
    expect(config.sessionSecretsToVerify).toEqual([]);
  });

  it("reads through the extension with the function's own session token, as the extension requires", async () => {
    versions = { "arn:session AWSCURRENT": "current-key" };
    await lambdaConfig();
    expect(reads.map((r) => r.token)).toEqual([
      "the-function-s-session-token",
      "the-function-s-session-token",
      "the-function-s-session-token",
    ]);
  });

  it("does not start without its current key", async () => {
    await expect(lambdaConfig()).rejects.toThrow("arn:session has no current version");
  });
});

describe("the Web Push key pair of a Lambda", () => {
  it("is read from its secret, and signs as the sender's address", async () => {
    process.env.VAPID_SECRET_ARN = "arn:vapid";
    versions = { "arn:session AWSCURRENT": "current-key", "arn:vapid AWSCURRENT": '{"publicKey":"pub","privateKey":"priv"}' };
    const config = await lambdaConfig();
    expect(config.vapid).toEqual({ publicKey: "pub", privateKey: "priv", subject: "mailto:no-reply@turnpost.example" });
  });
});
