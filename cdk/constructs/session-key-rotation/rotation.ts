// The session key's rotation, step by step as Secrets Manager calls it. Each rotation makes current the
// key the previous rotation announced under NEXT_SESSION_KEY_STAGE, and announces a fresh one: running
// instances learn a key one whole period before anyone signs with it (functions/lambda/config.ts).
import { randomBytes } from "node:crypto";
import { NEXT_SESSION_KEY_STAGE } from "../../../functions/lambda/config.js";

export type RotationStep = "createSecret" | "setSecret" | "testSecret" | "finishSecret";

/** The calls the rotation makes on its secret (Secrets Manager in handler.ts). */
export interface SessionKeyStore {
  /** Every version's staging labels. */
  versions(): Promise<Record<string, string[]>>;
  /** The value labelled `stage` (and of that version, when given), or undefined when there is none. */
  value(stage: string, versionId?: string): Promise<string | undefined>;
  /** Stores a version (of that id, when given) and moves the label `stage` to it. */
  put(value: string, stage: string, versionId?: string): Promise<void>;
  /** Moves AWSCURRENT from `formerId` to `versionId` (and so AWSPREVIOUS to `formerId`). */
  makeCurrent(versionId: string, formerId: string): Promise<void>;
}

/** 384 random bits, written as the 64 characters the first key also has. */
function newSessionKey(): string {
  return randomBytes(48).toString("base64url");
}

/** One step of rotation `token`; each may be run again after a failure. */
export async function rotateSessionKey(store: SessionKeyStore, token: string, step: RotationStep): Promise<void> {
  const versions = await store.versions();
  const stages = versions[token];
  if (!stages) throw new Error(`Rotation ${token} is not a version of the session key.`);
  const current = Object.keys(versions).find((versionId) => versions[versionId]!.includes("AWSCURRENT"));
  if (current !== token && !stages.includes("AWSPENDING")) throw new Error(`Version ${token} of the session key is not being rotated to.`);
  switch (step) {
    case "createSecret":
      if (current === token || (await store.value("AWSPENDING", token)) !== undefined) return;
      await store.put((await store.value(NEXT_SESSION_KEY_STAGE)) ?? newSessionKey(), "AWSPENDING", token);
      return;
    case "setSecret":
      // Nothing outside the secret holds the key.
      return;
    case "testSecret": {
      if (current === token) return;
      const pending = await store.value("AWSPENDING", token);
      if (!pending || pending.length < 32) throw new Error("The pending session key is missing or shorter than 32 characters.");
      return;
    }
    case "finishSecret": {
      if (current !== undefined && current !== token) await store.makeCurrent(token, current);
      const next = await store.value(NEXT_SESSION_KEY_STAGE);
      if (next === undefined || next === (await store.value("AWSCURRENT"))) await store.put(newSessionKey(), NEXT_SESSION_KEY_STAGE);
      return;
    }
  }
}
