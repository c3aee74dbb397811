import { generateKeyPairSync } from "node:crypto";

/**
 * A VAPID key pair as Web Push libraries take it: the public key is the uncompressed P-256 point
 * (0x04 ‖ X ‖ Y, 65 bytes) and the private key the scalar d (32 bytes), both base64url.
 */
export interface VapidKeyPair {
  publicKey: string;
  privateKey: string;
}

export function generateVapidKeyPair(): VapidKeyPair {
  const { privateKey } = generateKeyPairSync("ec", { namedCurve: "prime256v1" });
  const jwk = privateKey.export({ format: "jwk" });
  if (!jwk.x || !jwk.y || !jwk.d) throw new Error("node:crypto returned an incomplete P-256 JWK.");
  const point = Buffer.concat([Buffer.from([0x04]), Buffer.from(jwk.x, "base64url"), Buffer.from(jwk.y, "base64url")]);
  return { publicKey: point.toString("base64url"), privateKey: jwk.d };
}

/** Whether a stored secret string already holds a usable key pair (and so must be kept). */
export function parseVapidKeyPair(secretString: string | undefined): VapidKeyPair | undefined {
  if (!secretString) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(secretString);
  } catch {
    return undefined;
  }
  if (typeof value !== "object" || value === null) return undefined;
  const { publicKey, privateKey } = value as Record<string, unknown>;
  if (typeof publicKey !== "string" || typeof privateKey !== "string") return undefined;
  const point = Buffer.from(publicKey, "base64url");
  const scalar = Buffer.from(privateKey, "base64url");
  if (point.length !== 65 || point[0] !== 0x04 || scalar.length !== 32) return undefined;
  return { publicKey, privateKey };
}

/** The two calls the initialiser makes on the secret. */
export interface SecretStore {
  read(secretId: string): Promise<string | undefined>;
  write(secretId: string, secretString: string): Promise<void>;
}

/**
 * Fills the secret with a fresh key pair unless it already holds one. Rotating the pair would
 * orphan every browser's push subscription, so redeploys and updates leave it as it is.
 */
export async function ensureVapidKeyPair(store: SecretStore, secretId: string): Promise<VapidKeyPair> {
  const existing = parseVapidKeyPair(await store.read(secretId));
  if (existing) return existing;
  const created = generateVapidKeyPair();
  await store.write(secretId, JSON.stringify(created));
  return created;
}
