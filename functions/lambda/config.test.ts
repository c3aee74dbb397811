import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { lambdaConfig, NEXT_SESSION_KEY_STAGE } from "./config";
import { standInSecretsExtension } from "./test-helpers";

const text = (bytes: Uint8Array | undefined) => (bytes ? new TextDecoder().decode(bytes) : bytes);

let extension: Awaited<ReturnType<typeof standInSecretsExtension>>;
/** What the stand-in extension holds: `arn stage` → value. */
let versions: Record<string, string>;
beforeAll(async () => {
  extension = await standInSecretsExtension({});
});
afterAll(() => extension.close());

beforeEach(() => {
  process.env.MAIL_FROM = "Turnpost <no-reply@turnpost.example>";
  process.env.TABLE_NAME = "table";
  process.env.APP_URL = "https://turnpost.example";
  process.env.SESSION_SECRET_ARN = "arn:session";
  process.env.AWS_SESSION_TOKEN = "the-function-s-session-token";
  delete process.env.VAPID_SECRET_ARN;
  versions = extension.versions;
  for (const key of Object.keys(versions)) delete versions[key];
  extension.reads.length = 0;
});

describe("the session key of a Lambda", () => {
  it("signs with the current version and also accepts the previous and the next one of a rotation", async () => {
    Object.assign(versions, {
      "arn:session AWSCURRENT": "current-key",
      "arn:session AWSPREVIOUS": "previous-key",
      [`arn:session ${NEXT_SESSION_KEY_STAGE}`]: "next-key",
    });
    const config = await lambdaConfig();
    expect(text(config.sessionSecret)).toBe("current-key");
    expect(config.sessionSecretsToVerify?.map(text)).toEqual(["previous-key", "next-key"]);
  });

  it("has only the current key before the first rotation", async () => {
    versions["arn:session AWSCURRENT"] = "current-key";
    const config = await lambdaConfig();
    expect(text(config.sessionSecret)).toBe("current-key");
    expect(config.sessionSecretsToVerify).toEqual([]);
  });

  it("reads through the extension with the function's own session token, as the extension requires", async () => {
    versions["arn:session AWSCURRENT"] = "current-key";
    await lambdaConfig();
    expect(extension.reads.map((r) => r.token)).toEqual([
      "the-function-s-session-token",
      "the-function-s-session-token",
      "the-function-s-session-token",
    ]);
  });

  it("reads without fetch, whose first call loads undici and compiles its WASM parser on a cold start", async () => {
    versions["arn:session AWSCURRENT"] = "current-key";
    const fetch = vi.spyOn(globalThis, "fetch");
    try {
      await lambdaConfig();
      expect(extension.reads).toHaveLength(3);
      expect(fetch).not.toHaveBeenCalled();
    } finally {
      fetch.mockRestore();
    }
  });

  it("does not start without its current key", async () => {
    await expect(lambdaConfig()).rejects.toThrow("arn:session has no current version");
  });
});

describe("the Web Push key pair of a Lambda", () => {
  it("is read from its secret, and signs as the sender's address", async () => {
    process.env.VAPID_SECRET_ARN = "arn:vapid";
    Object.assign(versions, { "arn:session AWSCURRENT": "current-key", "arn:vapid AWSCURRENT": '{"publicKey":"pub","privateKey":"priv"}' });
    const config = await lambdaConfig();
    expect(config.vapid).toEqual({ publicKey: "pub", privateKey: "priv", subject: "mailto:no-reply@turnpost.example" });
  });
});
