// Values shaped by a request's zod schema, for the fuzz suite: the schema as JSON Schema (zod's own
// `toJSONSchema`), walked into a fast-check arbitrary. What JSON Schema cannot say (refinements, a time
// zone's name, a bank within its cap) is left to chance: such a value is refused, as it should be.
import fc from "fast-check";
import * as z from "../../shared/zod";

type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
};

/** How deep a schema that refers to itself is followed, and how many items an array gets at most. */
const MAX_DEPTH = 4;
const MAX_ITEMS = 4;

/** Values a client could send as `schema`'s input, most of them valid. */
export function arbitraryOf(schema: z.ZodMiniType): fc.Arbitrary<unknown> {
  const root = z.toJSONSchema(schema, { unrepresentable: "any", io: "input" }) as JsonSchema;
  return walk(root, root, 0);
}

function walk(node: JsonSchema, root: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  if (depth > MAX_DEPTH) return fc.constant(null);
  const next = (child: JsonSchema) => walk(child, root, depth + 1);
  if (node.$ref) {
    const name = node.$ref.replace(/^#\/\$defs\//, "");
    const target = node.$ref === "#" ? root : root.$defs?.[name];
    return target ? next(target) : fc.constant(null);
  }
  if (node.const !== undefined) return fc.constant(node.const);
  if (node.enum) return fc.constantFrom(...node.enum);
  const choices = node.anyOf ?? node.oneOf;
  if (choices) return fc.oneof(...choices.map(next));
  if (node.allOf?.[0]) return next(node.allOf[0]);
  const type = Array.isArray(node.type) ? node.type : node.type ? [node.type] : [];
  if (type.length > 1) return fc.oneof(...type.map((t) => next({ ...node, type: t })));
  switch (type[0]) {
    case "string":
      return stringOf(node);
    case "integer":
      return fc.integer({ min: Math.max(node.minimum ?? -1_000, -1e9), max: Math.min(node.maximum ?? 1_000, 1e9) });
    case "number":
      return fc.double({ min: node.minimum ?? -1_000, max: node.maximum ?? 1_000, noNaN: true });
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    case "array":
      return fc.array(node.items ? next(node.items) : fc.jsonValue({ maxDepth: 1 }), {
        minLength: node.minItems ?? 0,
        maxLength: Math.max(node.minItems ?? 0, Math.min(node.maxItems ?? MAX_ITEMS, MAX_ITEMS)),
      });
    case "object":
      return objectOf(node, next);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function stringOf(node: JsonSchema): fc.Arbitrary<string> {
  if (node.format === "email") return fc.emailAddress();
  if (node.format === "uri") return fc.webUrl({ validSchemes: ["https"] });
  if (node.format === "date") return fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
  if (node.format === "date-time") return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
  if (node.pattern) return fc.stringMatching(new RegExp(node.pattern));
  return fc.string({ minLength: node.minLength ?? 0, maxLength: Math.min(node.maxLength ?? 80, 200) });
}

function objectOf(node: JsonSchema, next: (child: JsonSchema) => fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  const properties = node.properties ?? {};
  if (Object.keys(properties).length === 0)
    return fc.dictionary(fc.string({ maxLength: 12 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 4 });
  const record: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, child] of Object.entries(properties)) record[key] = next(child);
  return fc.record(record, { requiredKeys: (node.required ?? []).filter((key) => key in properties) });
}
