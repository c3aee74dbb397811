import { createPrivateKey, createPublicKey, sign, verify } from "node:crypto";
import { describe, expect, it } from "vitest";
import { ensureVapidKeyPair, generateVapidKeyPair, parseVapidKeyPair, type SecretStore } from "./key-pair.js";

/** A Secrets Manager stand-in that records writes. */
function memoryStore(initial: string | undefined) {
  const writes: string[] = [];
  let value = initial;
  const store: SecretStore = {
    async read() {
      return value;
    },
    async write(_secretId, secretString) {
      writes.push(secretString);
      value = secretString;
    },
  };
  return { store, writes, current: () => value };
}

function jwkOf(pair: { publicKey: string; privateKey: string }) {
  const point = Buffer.from(pair.publicKey, "base64url");
  return {
    kty: "EC",
    crv: "P-256",
    x: point.subarray(1, 33).toString("base64url"),
    y: point.subarray(33, 65).toString("base64url"),
    d: pair.privateKey,
  };
}

describe("VAPID key pair", () => {
  it("is a matching P-256 pair in the Web Push encoding: what the private key signs, the public key verifies", () => {
    const pair = generateVapidKeyPair();
    const point = Buffer.from(pair.publicKey, "base64url");
    expect(point).toHaveLength(65);
    expect(point[0]).toBe(0x04);
    expect(Buffer.from(pair.privateKey, "base64url")).toHaveLength(32);
    const jwk = jwkOf(pair);
    const privateKey = createPrivateKey({ key: jwk, format: "jwk" });
    const { d: _d, ...publicJwk } = jwk;
    const publicKey = createPublicKey({ key: publicJwk, format: "jwk" });
    const claims = Buffer.from('{"aud":"https://push.example","sub":"mailto:ops@turnpost.example"}');
    const signature = sign("sha256", claims, { key: privateKey, dsaEncoding: "ieee-p1363" });
    expect(verify("sha256", claims, { key: publicKey, dsaEncoding: "ieee-p1363" }, signature)).toBe(true);
    expect(generateVapidKeyPair().privateKey).not.toBe(pair.privateKey);
  });

  it("replaces the random string Secrets Manager starts the secret with", async () => {
    const { store, writes, current } = memoryStore("x7#Kq2!random-initial-password");
    const pair = await ensureVapidKeyPair(store, "arn:secret");
    expect(writes).toHaveLength(1);
    expect(parseVapidKeyPair(current())).toEqual(pair);
  });

  it("keeps an existing pair on every later deploy, so push subscriptions survive", async () => {
    const existing = generateVapidKeyPair();
    const { store, writes } = memoryStore(JSON.stringify(existing));
    expect(await ensureVapidKeyPair(store, "arn:secret")).toEqual(existing);
    expect(await ensureVapidKeyPair(store, "arn:secret")).toEqual(existing);
    expect(writes).toEqual([]);
  });

  it("does not mistake a malformed value for a pair", () => {
    const valid = generateVapidKeyPair();
    expect(parseVapidKeyPair(undefined)).toBeUndefined();
    expect(parseVapidKeyPair("null")).toBeUndefined();
    expect(parseVapidKeyPair(JSON.stringify({ publicKey: valid.publicKey }))).toBeUndefined();
    expect(parseVapidKeyPair(JSON.stringify({ ...valid, publicKey: valid.publicKey.slice(4) }))).toBeUndefined();
    expect(parseVapidKeyPair(JSON.stringify({ ...valid, privateKey: valid.publicKey }))).toBeUndefined();
    expect(parseVapidKeyPair(JSON.stringify(valid))).toEqual(valid);
  });
});
