// Plain data to DynamoDB attribute values and back. Everything we store is JSON-shaped (strings, finite
// numbers, booleans, null, arrays, plain objects) plus bytes, so this does only that: util-dynamodb's
// marshall checks every value against sets, number wrappers and class instances, and was the largest
// part of a move's own CPU (docs/benchmarks.md). Undefined values are left out, as JSON leaves them.
import type { AttributeValue } from "@aws-sdk/client-dynamodb";

export type Item = Record<string, AttributeValue>;

/** The attribute value of `value`; undefined for undefined (left out of maps and lists). */
export function toAttribute(value: unknown): AttributeValue | undefined {
  switch (typeof value) {
    case "string":
      return { S: value };
    case "number":
      if (!Number.isFinite(value)) throw new TypeError(`cannot store the number ${value}`);
      return { N: String(value) };
    case "boolean":
      return { BOOL: value };
    case "undefined":
      return undefined;
    case "object": {
      if (value === null) return { NULL: true };
      if (Array.isArray(value)) {
        const list: AttributeValue[] = [];
        for (const element of value) {
          const attribute = toAttribute(element);
          if (attribute !== undefined) list.push(attribute);
        }
        return { L: list };
      }
      if (value instanceof Uint8Array) return { B: value };
      const prototype = Object.getPrototypeOf(value);
      if (prototype !== Object.prototype && prototype !== null) {
        throw new TypeError(`cannot store an instance of ${(value as object).constructor?.name ?? "a class"}`);
      }
      return { M: toAttributes(value as Record<string, unknown>) };
    }
    default:
      throw new TypeError(`cannot store a ${typeof value}`);
  }
}

/** The item (or map) of a plain object, its undefined properties left out. */
export function toAttributes(record: Record<string, unknown>): Item {
  const item: Item = {};
  for (const name in record) {
    const attribute = toAttribute(record[name]);
    if (attribute !== undefined) item[name] = attribute;
  }
  return item;
}

/** The plain value of an attribute: numbers as numbers, bytes as bytes. */
export function fromAttribute(attribute: AttributeValue): unknown {
  if (attribute.S !== undefined) return attribute.S;
  if (attribute.N !== undefined) return Number(attribute.N);
  if (attribute.BOOL !== undefined) return attribute.BOOL;
  if (attribute.NULL !== undefined) return null;
  if (attribute.M !== undefined) return fromAttributes(attribute.M);
  if (attribute.L !== undefined) return attribute.L.map(fromAttribute);
  if (attribute.B !== undefined) return attribute.B;
  throw new TypeError(`cannot read the attribute ${JSON.stringify(Object.keys(attribute))}`);
}

/** The attributes `fields` of an item, those it has: a projection. */
export function pick(item: Item, fields: readonly string[]): Item {
  return Object.fromEntries(fields.filter((field) => item[field]).map((field) => [field, item[field]!]));
}

/** The plain object of an item (or map); its caller knows the item's shape, so its values are not checked. */
// biome-ignore lint/suspicious/noExplicitAny: the caller knows the item's shape (see above).
export function fromAttributes(item: Item): Record<string, any> {
  const record: Record<string, unknown> = {};
  for (const name in item) record[name] = fromAttribute(item[name]!);
  return record;
}
