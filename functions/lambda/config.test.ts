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
  delete process.env.ORIGIN_SECRET_ARN;
  versions = extension.versions;
  for (const key of Object.keys(versions)) delete versions[key];
  extension.reads.length = 0;
  extension.notReady.reads = 0;
});

describe("the session key of a Lambda", () => {
  it("is the one secret a cold start reads: its current version", async () => {
    process.env.VAPID_SECRET_ARN = "arn:vapid";
    process.env.ORIGIN_SECRET_ARN = "arn:origin";
    Object.assign(versions, {
      "arn:session AWSCURRENT": "current-key",
      "arn:session AWSPREVIOUS": "previous-key",
      "arn:vapid AWSCURRENT": '{"publicKey":"pub","privateKey":"priv"}',
      "arn:origin AWSCURRENT": "origin-secret",
    });
    const config = await lambdaConfig();
    expect(text(config.sessionSecret)).toBe("current-key");
    expect(extension.reads.map((r) => `${r.secretId} ${r.versionStage}`)).toEqual(["arn:session AWSCURRENT"]);
  });

  it("reads the versions a rotation keeps valid when a token first needs them, and only then", async () => {
    Object.assign(versions, {
      "arn:session AWSCURRENT": "current-key",
      "arn:session AWSPREVIOUS": "previous-key",
      [`arn:session ${NEXT_SESSION_KEY_STAGE}`]: "next-key",
    });
    const config = await lambdaConfig();
    expect(extension.reads).toHaveLength(1);
    // A rotation since this instance started: newer instances sign with the key that was next.
    Object.assign(versions, {
      "arn:session AWSCURRENT": "next-key",
      "arn:session AWSPREVIOUS": "current-key",
      [`arn:session ${NEXT_SESSION_KEY_STAGE}`]: "key-after-next",
    });
    expect((await config.sessionSecretsToVerify!()).map(text)).toEqual(["next-key", "current-key", "key-after-next"]);
    expect(text(config.sessionSecret)).toBe("current-key");
    await config.sessionSecretsToVerify!();
    expect(extension.reads).toHaveLength(4);
  });

  it("has only the current key before the first rotation", async () => {
    versions["arn:session AWSCURRENT"] = "current-key";
    const config = await lambdaConfig();
    expect((await config.sessionSecretsToVerify!()).map(text)).toEqual(["current-key"]);
  });

  it("reads through the extension with the function's own session token, as the extension requires", async () => {
    versions["arn:session AWSCURRENT"] = "current-key";
    await (await lambdaConfig()).sessionSecretsToVerify!();
    expect(extension.reads.map((r) => r.token)).toEqual(Array(4).fill("the-function-s-session-token"));
  });

  it("reads without fetch, whose first call loads undici and compiles its WASM parser on a cold start", async () => {
    versions["arn:session AWSCURRENT"] = "current-key";
    const fetch = vi.spyOn(globalThis, "fetch");
    try {
      await lambdaConfig();
      expect(extension.reads).toHaveLength(1);
      expect(fetch).not.toHaveBeenCalled();
    } finally {
      fetch.mockRestore();
    }
  });

  it("does not start without its current key", async () => {
    await expect(lambdaConfig()).rejects.toThrow("arn:session has no current version");
  });
});

describe("the other secrets of a Lambda", () => {
  it("reads the Web Push key pair for its first use, which signs as the sender's address", async () => {
    process.env.VAPID_SECRET_ARN = "arn:vapid";
    Object.assign(versions, { "arn:session AWSCURRENT": "current-key", "arn:vapid AWSCURRENT": '{"publicKey":"pub","privateKey":"priv"}' });
    const config = await lambdaConfig();
    expect(await config.vapid!()).toEqual({ publicKey: "pub", privateKey: "priv", subject: "mailto:no-reply@turnpost.example" });
    await config.vapid!();
    expect(extension.reads.map((r) => r.secretId)).toEqual(["arn:session", "arn:vapid"]);
  });

  it("has no Web Push keys and no origin secret where none is given", async () => {
    versions["arn:session AWSCURRENT"] = "current-key";
    const config = await lambdaConfig();
    expect(config.vapid).toBeNull();
    expect(config.originSecret).toBeUndefined();
  });

  it("reads the origin secret again after a failed read, instead of keeping the failure", async () => {
    process.env.ORIGIN_SECRET_ARN = "arn:origin";
    versions["arn:session AWSCURRENT"] = "current-key";
    const config = await lambdaConfig();
    await expect(config.originSecret!()).rejects.toThrow("arn:origin has no current version");
    versions["arn:origin AWSCURRENT"] = "origin-secret";
    expect(await config.originSecret!()).toBe("origin-secret");
    expect(await config.originSecret!()).toBe("origin-secret");
    expect(extension.reads.filter((r) => r.secretId === "arn:origin")).toHaveLength(2);
  });
});

describe("a secret read at start", () => {
  /** The waits between tries, taken at once: the test measures the bound, not the time. */
  const waits: number[] = [];
  const retry = { wait: async (ms: number) => void waits.push(ms) };
  beforeEach(() => {
    waits.length = 0;
  });

  it("is tried again, briefly, while the extension is not ready", async () => {
    versions["arn:session AWSCURRENT"] = "current-key";
    extension.notReady.reads = 2;
    const config = await lambdaConfig(retry);
    expect(text(config.sessionSecret)).toBe("current-key");
    expect(extension.reads).toHaveLength(3);
    expect(waits).toHaveLength(2);
  });

  it("gives up after a bounded number of tries, well within a cold start", async () => {
    versions["arn:session AWSCURRENT"] = "current-key";
    extension.notReady.reads = 100;
    await expect(lambdaConfig(retry)).rejects.toThrow(/arn:session.*500/);
    expect(extension.reads.length).toBeLessThanOrEqual(6);
    expect(waits.reduce((sum, ms) => sum + ms, 0)).toBeLessThanOrEqual(2000);
  });

  it("is tried again when nothing listens on the extension's port yet, then fails clearly", async () => {
    const port = process.env.PARAMETERS_SECRETS_EXTENSION_HTTP_PORT;
    process.env.PARAMETERS_SECRETS_EXTENSION_HTTP_PORT = "1";
    try {
      await expect(lambdaConfig(retry)).rejects.toThrow(/ECONNREFUSED/);
    } finally {
      process.env.PARAMETERS_SECRETS_EXTENSION_HTTP_PORT = port;
    }
    expect(waits.length).toBeGreaterThan(0);
  });

  it("is not tried again when the secret does not exist: that is no start-up race", async () => {
    await expect(lambdaConfig(retry)).rejects.toThrow("arn:session has no current version");
    expect(waits).toEqual([]);
  });
});
