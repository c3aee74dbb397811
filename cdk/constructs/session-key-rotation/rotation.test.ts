import { describe, expect, it } from "vitest";
import { NEXT_SESSION_KEY_STAGE } from "../../../functions/lambda/config.js";
import { rotateSessionKey, type RotationStep, type SessionKeyStore } from "./rotation.js";

/** Secrets Manager's versions and staging labels, as the rotation sees them. */
function memorySecret(initial: string) {
  const values = new Map<string, string>([["v0", initial]]);
  const labels = new Map<string, string>([["AWSCURRENT", "v0"]]);
  let made = 0;
  const store: SessionKeyStore = {
    async versions() {
      const stagesOf: Record<string, string[]> = {};
      for (const [stage, versionId] of labels) (stagesOf[versionId] ??= []).push(stage);
      return stagesOf;
    },
    async value(stage, versionId) {
      const labelled = labels.get(stage);
      return labelled === undefined || (versionId !== undefined && labelled !== versionId) ? undefined : values.get(labelled);
    },
    async put(value, stage, versionId = `made${++made}`) {
      values.set(versionId, value);
      labels.set(stage, versionId);
    },
    async makeCurrent(versionId, formerId) {
      labels.set("AWSPREVIOUS", formerId);
      labels.set("AWSCURRENT", versionId);
    },
  };
  /** One rotation as Secrets Manager runs it: it labels the coming version AWSPENDING, then calls each step. */
  async function rotate(token: string) {
    labels.set("AWSPENDING", token);
    for (const step of ["createSecret", "setSecret", "testSecret", "finishSecret"] as RotationStep[])
      await rotateSessionKey(store, token, step);
    labels.delete("AWSPENDING");
  }
  const at = (stage: string) => values.get(labels.get(stage)!);
  return { store, rotate, at };
}

describe("the session key's rotation", () => {
  it("makes the key announced as next current, keeps the former one as previous and announces a fresh next", async () => {
    const secret = memorySecret("k".repeat(64));
    await secret.rotate("r1");
    const first = { current: secret.at("AWSCURRENT"), previous: secret.at("AWSPREVIOUS"), next: secret.at(NEXT_SESSION_KEY_STAGE) };
    expect(first.previous).toBe("k".repeat(64));
    expect(first.current).toMatch(/^[A-Za-z0-9_-]{64}$/);
    expect(first.next).toMatch(/^[A-Za-z0-9_-]{64}$/);
    expect(first.next).not.toBe(first.current);

    await secret.rotate("r2");
    // An instance started after the first rotation already accepts what the second makes current.
    expect(secret.at("AWSCURRENT")).toBe(first.next);
    expect(secret.at("AWSPREVIOUS")).toBe(first.current);
    expect(secret.at(NEXT_SESSION_KEY_STAGE)).not.toBe(first.next);
  });

  it("can run a step again after a failure without changing what it already did", async () => {
    const secret = memorySecret("k".repeat(64));
    await secret.rotate("r1");
    const before = [secret.at("AWSCURRENT"), secret.at("AWSPREVIOUS"), secret.at(NEXT_SESSION_KEY_STAGE)];
    await rotateSessionKey(secret.store, "r1", "finishSecret");
    await rotateSessionKey(secret.store, "r1", "createSecret");
    expect([secret.at("AWSCURRENT"), secret.at("AWSPREVIOUS"), secret.at(NEXT_SESSION_KEY_STAGE)]).toEqual(before);
  });

  it("refuses a token that is not a version of the secret", async () => {
    const secret = memorySecret("k".repeat(64));
    await expect(rotateSessionKey(secret.store, "stranger", "createSecret")).rejects.toThrow(/stranger/);
  });
});
