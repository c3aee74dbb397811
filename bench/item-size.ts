// The size DynamoDB bills an item at: attribute names plus values (UTF-8 strings, numbers at about one
// byte per two digits plus one, binary as is, lists and maps with 3 bytes of overhead plus one per
// element). Reads are billed per 4 KB of it, writes per 1 KB.
import type { AttributeValue } from "@aws-sdk/client-dynamodb";

function valueSize(value: AttributeValue): number {
  if (value.S !== undefined) return Buffer.byteLength(value.S);
  if (value.N !== undefined) return Math.ceil(value.N.replace(/^-|\.|^0+/g, "").length / 2) + 1;
  if (value.B !== undefined) return value.B.length;
  if (value.BOOL !== undefined || value.NULL !== undefined) return 1;
  if (value.L !== undefined) return 3 + value.L.reduce((n, v) => n + 1 + valueSize(v), 0);
  if (value.M !== undefined) return 3 + Object.entries(value.M).reduce((n, [k, v]) => n + 1 + Buffer.byteLength(k) + valueSize(v), 0);
  if (value.SS !== undefined) return value.SS.reduce((n, s) => n + Buffer.byteLength(s), 0);
  if (value.NS !== undefined) return value.NS.reduce((n, s) => n + Math.ceil(s.length / 2) + 1, 0);
  return 0;
}

export function itemSize(item: Record<string, AttributeValue>): number {
  return Object.entries(item).reduce((n, [name, value]) => n + Buffer.byteLength(name) + valueSize(value), 0);
}
