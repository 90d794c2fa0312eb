import { randomUUID } from "node:crypto";

/** The slice of an OpenAPI 3 schema object the samples read. */
export type JsonSchema = {
  type?: string | string[];
  format?: string;
  pattern?: string;
  enum?: unknown[];
  default?: unknown;
  minimum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};

export type Parameter = { in: "query" | "path" | "header" | "cookie"; name: string; schema?: JsonSchema };

/** Values that satisfy the patterns the contracts use (codes, phones, months, PKCE verifiers). */
const PATTERN_SAMPLES = ["123456", "+919800000001", "2020-01", "a".repeat(43), "Sample"];

function typeOf(schema: JsonSchema): string | undefined {
  return Array.isArray(schema.type) ? schema.type.find((type) => type !== "null") : schema.type;
}

function sampleString(schema: JsonSchema, name: string): string {
  if (schema.format === "email" || /email/i.test(name)) return `sample-${randomUUID()}@example.com`;
  if (schema.format === "uuid") return randomUUID();
  // A Monday, so a week's name (decision 0091) is a date too.
  if (schema.format === "date") return "2020-01-06";
  if (schema.format === "uri" || /url|website|link/i.test(name)) return "https://example.com/sample";
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern);
    const fit = PATTERN_SAMPLES.find((value) => pattern.test(value));
    if (fit) return fit;
  }
  const text = "Sample text for a field".padEnd(schema.minLength ?? 0, "x");
  return schema.maxLength ? text.slice(0, schema.maxLength) : text;
}

/** A value the schema most likely accepts, with every optional property filled in as well. */
export function sampleOf(schema: JsonSchema | undefined, name = ""): unknown {
  if (!schema) return "sample";
  const option = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (option) return sampleOf(option.find((inner) => typeOf(inner) !== "null") ?? option[0], name);
  if (schema.enum) return schema.enum[0];
  switch (typeOf(schema)) {
    case "object":
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, inner]) => [key, sampleOf(inner, key)]),
      );
    case "array":
      return Array.from({ length: Math.max(schema.minItems ?? 0, 1) }, () => sampleOf(schema.items, name));
    case "string":
      return sampleString(schema, name);
    case "integer":
    case "number":
      return schema.minimum ?? 1;
    case "boolean":
      return true;
    default:
      return schema.default ?? "sample";
  }
}

export type Leaf = { path: Array<string | number>; name: string };

/** Paths of every string in a sample: `fullName`, `skills.0`, `showcase.projects.0.url`. */
export function stringLeaves(value: unknown, path: Array<string | number> = []): Leaf[] {
  if (typeof value === "string") return [{ path, name: String(path.findLast((key) => typeof key === "string") ?? "") }];
  if (Array.isArray(value)) return value.flatMap((item, index) => stringLeaves(item, [...path, index]));
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, inner]) => stringLeaves(inner, [...path, key]));
  }
  return [];
}

/** A copy of `value` with the leaf at `path` replaced. */
export function withLeaf(value: unknown, path: Array<string | number>, leaf: unknown): unknown {
  if (path.length === 0) return leaf;
  const [head, ...rest] = path;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string | number, unknown>;
  copy[head!] = withLeaf(copy[head!], rest, leaf);
  return copy;
}
