// A game's state is stored as JSON, deflated when large so that most game items stay under the 4 KB
// that one read unit covers.
import { deflateRawSync, inflateRawSync } from "node:zlib";
import type { AttributeValue } from "@aws-sdk/client-dynamodb";

const DEFLATE_ABOVE = 1500;

export function encodeState(state: unknown): Record<string, AttributeValue> {
  const json = JSON.stringify(state);
  if (json.length <= DEFLATE_ABOVE) return { state: { S: json } };
  return { stateZ: { B: deflateRawSync(json, { level: 6 }) } };
}

export function decodeState(item: Record<string, AttributeValue>): unknown {
  if (item.state?.S !== undefined) return JSON.parse(item.state.S);
  // Lambda's stream events carry binary attributes as base64 text; the SDK gives bytes.
  const deflated: Uint8Array | string | undefined = item.stateZ?.B;
  if (typeof deflated === "string") return JSON.parse(inflateRawSync(Buffer.from(deflated, "base64")).toString("utf8"));
  if (deflated !== undefined) return JSON.parse(inflateRawSync(deflated).toString("utf8"));
  throw new Error("game item has no state");
}
