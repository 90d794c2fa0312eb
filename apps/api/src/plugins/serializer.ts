import fastJson from "fast-json-stringify";
import type { FastifySerializerCompiler } from "fastify/types/schema";
import { serializerCompiler as zodSerializerCompiler } from "fastify-type-provider-zod";
import { z } from "zod";
import { $ZodType } from "zod/v4/core";

/*
 * How response bodies become JSON (decision 0050).
 * - "zod" (development and tests): fastify-type-provider-zod parses every body with its zod
 *   schema (a wrong shape is a 500 that names the field) and then calls JSON.stringify.
 * - "fast" (production): fast-json-stringify compiled once per route and status from the zod
 *   schema's JSON Schema. It writes only the properties the schema declares, in its order, as
 *   zod's output does, without parsing the body first. A schema whose JSON Schema uses anything
 *   outside the subset below keeps zod's serializer, so an unusual schema is never guessed at.
 * - "checked" (tests of this file): both, and a difference throws — the proof that "fast"
 *   writes the same bytes as "zod" for real responses.
 */
export type SerializerMode = "zod" | "fast" | "checked";

type JsonSchema = Record<string, unknown>;

/** Keywords fast-json-stringify writes exactly as zod's output would be written. */
const SUPPORTED = new Set([
  "type",
  "properties",
  "required",
  "additionalProperties",
  "items",
  "enum",
  "const",
  "anyOf",
  "format",
  "description",
  "title",
  "examples",
  "default",
  "minLength",
  "maxLength",
  "minimum",
  "maximum",
  "exclusiveMinimum",
  "exclusiveMaximum",
  "minItems",
  "maxItems",
  "pattern",
  "multipleOf",
  "$schema",
]);

/**
 * Whether fast-json-stringify can be trusted with this schema: plain objects (closed, as zod's
 * output is), arrays of one item schema, scalars, enums and `anyOf` used only for "X or null".
 * Unions of objects, tuples, records, references and defaults (which zod would fill in while
 * encoding) stay with zod.
 */
function supported(schema: unknown): boolean {
  if (typeof schema !== "object" || schema === null || Array.isArray(schema)) return false;
  const node = schema as JsonSchema;
  for (const key of Object.keys(node)) if (!SUPPORTED.has(key)) return false;
  if ("default" in node) return false;
  if (node.type === "object") {
    if (node.additionalProperties !== false) return false;
    const properties = (node.properties ?? {}) as Record<string, unknown>;
    return Object.values(properties).every(supported);
  }
  if (node.type === "array") return !Array.isArray(node.items) && supported(node.items);
  // "string or null" and the like: fast-json-stringify checks for null before writing the scalar.
  if (Array.isArray(node.type))
    return (
      node.type.length === 2 &&
      node.type.includes("null") &&
      node.type.some((type) => ["string", "number", "integer", "boolean"].includes(type as string))
    );
  if (node.anyOf !== undefined) {
    const branches = node.anyOf as unknown[];
    const nonNull = branches.filter((branch) => (branch as JsonSchema).type !== "null");
    const scalar = (branch: unknown) =>
      ["string", "number", "integer", "boolean"].includes((branch as JsonSchema).type as string);
    // "X or null" only, where X is an object, array or scalar: fast-json-stringify writes null for null.
    return (
      branches.length === 2 &&
      nonNull.length === 1 &&
      supported(nonNull[0]) &&
      (scalar(nonNull[0]) || ["object", "array"].includes((nonNull[0] as JsonSchema).type as string))
    );
  }
  return true;
}

function zodSchemaOf(schema: unknown): $ZodType | null {
  if (schema instanceof $ZodType) return schema;
  if (
    typeof schema === "object" &&
    schema !== null &&
    (schema as { properties?: unknown }).properties instanceof $ZodType
  )
    return (schema as { properties: $ZodType }).properties;
  return null;
}

/** Keywords that change what fast-json-stringify writes; the rest only validate, which zod did upstream. */
const STRUCTURAL = new Set(["type", "properties", "items", "enum", "const", "anyOf"]);

/**
 * The schema with only its structural keywords. Formats, patterns and bounds are dropped: they
 * would not change a byte of the output (the values are already strings and numbers), and kept
 * they would make fast-json-stringify validate each `anyOf` branch with them on every response.
 * `required` is dropped too: fast-json-stringify writes required properties before optional
 * ones, zod writes the schema's order, so with it a schema with an optional property in the
 * middle would come out in another order. Without it every property is written in the schema's
 * order when it is not undefined, as JSON.stringify writes zod's output. `additionalProperties:
 * false` is dropped as well: fast-json-stringify writes only the declared properties without it,
 * and with it the ajv check that picks an `anyOf` branch would refuse an object carrying an extra
 * field, which zod strips (a 500 where zod answers).
 */
function structural(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(structural);
  if (typeof schema !== "object" || schema === null) return schema;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(schema as JsonSchema)) {
    if (!STRUCTURAL.has(key)) continue;
    if (key === "properties") {
      out[key] = Object.fromEntries(Object.entries(value as JsonSchema).map(([name, sub]) => [name, structural(sub)]));
    } else if (key === "enum" || key === "const" || key === "type") out[key] = value;
    else out[key] = structural(value);
  }
  return out;
}

/** The compiled fast-json-stringify function for a zod schema, or null when it must stay with zod. */
export function compileFastSerializer(schema: unknown): ((data: unknown) => string) | null {
  const zodSchema = zodSchemaOf(schema);
  if (!zodSchema) return null;
  let json: JsonSchema;
  try {
    json = z.toJSONSchema(zodSchema, { io: "output", target: "draft-7", unrepresentable: "throw" }) as JsonSchema;
  } catch {
    return null;
  }
  if (!supported(json)) return null;
  try {
    return fastJson(structural(json) as Parameters<typeof fastJson>[0]);
  } catch {
    return null;
  }
}

export class SerializerMismatchError extends Error {}

/**
 * Fastify's serializer compiler for `mode`. `onCompiled` hears, per route and status, whether the
 * fast serializer was used (the "checked" test asserts the hot routes are).
 */
export function serializerCompilerFor(
  mode: SerializerMode,
  onCompiled?: (route: string, fast: boolean) => void,
): FastifySerializerCompiler<unknown> {
  const bySchemaCompiler = zodSerializerCompiler as FastifySerializerCompiler<unknown>;
  if (mode === "zod") return bySchemaCompiler;
  return (routeSchema) => {
    const bySchema = bySchemaCompiler(routeSchema);
    const fast = compileFastSerializer(routeSchema.schema);
    onCompiled?.(`${routeSchema.method} ${routeSchema.url} ${routeSchema.httpStatus}`, fast !== null);
    if (!fast) return bySchema;
    if (mode === "fast") return fast;
    return (data) => {
      const expected = bySchema(data);
      const actual = fast(data);
      if (actual !== expected)
        throw new SerializerMismatchError(
          `${routeSchema.method} ${routeSchema.url} ${routeSchema.httpStatus}: fast ${actual} zod ${expected}`,
        );
      return expected;
    };
  };
}
