import type { JsonSchema } from "../openapi-samples";
import { sampleOf } from "../openapi-samples";

/**
 * A small seeded generator of bad requests, driven by each operation's own JSON schema. Seeded
 * (mulberry32) so a failure printed with its seed replays exactly: FUZZ_SEED=<seed>.
 */
export type Random = {
  next: () => number;
  int: (below: number) => number;
  pick: <T>(items: readonly T[]) => T;
  chance: (probability: number) => boolean;
};

export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (below: number) => Math.floor(next() * below);
  return { next, int, pick: (items) => items[int(items.length)]!, chance: (p) => next() < p };
}

/** A version-4-shaped UUID from the seeded stream, so a replay asks for the same ids. */
export function randomUuid(random: Random): string {
  const hex = Array.from({ length: 32 }, () => random.int(16).toString(16));
  hex[12] = "4";
  hex[16] = "89ab"[random.int(4)]!;
  const text = hex.join("");
  return `${text.slice(0, 8)}-${text.slice(8, 12)}-${text.slice(12, 16)}-${text.slice(16, 20)}-${text.slice(20)}`;
}

export const HUGE_STRING = "x".repeat(100 * 1024);

/** `[[[…]]]` or `{"a":{"a":…}}` this many levels deep. */
export function deeplyNested(levels: number, kind: "array" | "object"): unknown {
  let value: unknown = "bottom";
  for (let level = 0; level < levels; level++) value = kind === "array" ? [value] : { a: value };
  return value;
}

/** Strings no field should store: control characters, broken UTF-16, overlong, injection-shaped. */
const BAD_STRINGS = [
  "",
  " ",
  "\u0000",
  "ab\u0000cd",
  "\ud800",
  "ab\udfffcd",
  "\u001b[31m",
  "\u202e\u2066",
  "'; drop table users; --",
  "<script>alert(1)</script>",
  "../../../etc/passwd",
  "%00%ff",
  "🙂".repeat(50),
  "NaN",
  "-1",
  "1e309",
  "00000000-0000-0000-0000-000000000000",
  "not-a-uuid",
  "2026-13-45T99:99:99Z",
];

const BAD_NUMBERS = [-1, 0, -0, 1.5, -2147483649, 2147483648, Number.MAX_SAFE_INTEGER + 2, 1e308, -1e308, 1e-300];

/** Any bad value: a wrong type, a bad string, a huge string, deep nesting, a bad number. */
export function badValue(random: Random): unknown {
  switch (random.int(9)) {
    case 0:
      return random.pick(BAD_STRINGS);
    case 1:
      return random.pick(BAD_NUMBERS);
    case 2:
      return random.pick([null, true, false]);
    case 3:
      return random.pick([[], [null], [1, "a", {}], {}, { $ne: null }, { __proto__: { admin: true } }]);
    case 4:
      return HUGE_STRING;
    case 5:
      return deeplyNested(random.pick([50, 1000]), random.pick(["array", "object"] as const));
    case 6:
      return Array.from({ length: random.pick([1000, 10_000]) }, (_, index) => `item-${index}`);
    case 7:
      return { nested: random.pick(BAD_STRINGS), [random.pick(["constructor", "prototype", "toString"])]: 1 };
    default:
      return random.pick(["a", "A".repeat(5000), "valid looking text", "x@y", "https://example.com"]);
  }
}

function typeOf(schema: JsonSchema): string | undefined {
  return Array.isArray(schema.type) ? schema.type.find((type) => type !== "null") : schema.type;
}

type Path = Array<string | number>;

/** Paths of every property and item of a sample, objects included, so any level can be mutated. */
export function allPaths(value: unknown, path: Path = []): Path[] {
  const here = [path];
  if (Array.isArray(value)) return here.concat(value.flatMap((item, index) => allPaths(item, [...path, index])));
  if (value && typeof value === "object") {
    return here.concat(Object.entries(value).flatMap(([key, inner]) => allPaths(inner, [...path, key])));
  }
  return here;
}

function setAt(value: unknown, path: Path, leaf: unknown, remove = false): unknown {
  if (path.length === 0) return leaf;
  if (!value || typeof value !== "object") return value;
  const [head, ...rest] = path;
  const copy = (Array.isArray(value) ? [...value] : { ...value }) as Record<string | number, unknown>;
  if (rest.length === 0 && remove) {
    delete copy[head!];
    return copy;
  }
  copy[head!] = setAt(copy[head!], rest, leaf, remove);
  return copy;
}

/** A body from the schema with one kind of damage: a wrong value somewhere, a missing or an extra field. */
export function damagedBody(schema: JsonSchema, random: Random): unknown {
  const sample = sampleOf(schema);
  const paths = allPaths(sample);
  switch (random.int(6)) {
    case 0: {
      // Missing fields: drop one or several.
      let body = sample;
      for (let count = 1 + random.int(3); count > 0; count--) {
        const path = random.pick(paths);
        if (path.length > 0) body = setAt(body, path, undefined, true);
      }
      return body;
    }
    case 1: {
      // Extra fields, where an object is.
      const objectPaths = paths.filter((path) => typeOf(schemaAt(schema, path) ?? {}) === "object");
      const path = objectPaths.length > 0 ? random.pick(objectPaths) : [];
      const extra = { [random.pick(["extra", "isAdmin", "role", "id", "__proto__", "balance"])]: badValue(random) };
      const target = path.length === 0 ? sample : undefined;
      if (target && typeof target === "object" && !Array.isArray(target)) return { ...target, ...extra };
      return setAt(sample, [...path, "extra"], badValue(random));
    }
    case 2:
      // The whole body of a wrong shape.
      return random.pick([[], [sample], "text", 42, null, true, deeplyNested(1000, "array")]);
    case 3: {
      // Two values wrong at once.
      let body = sample;
      for (let count = 0; count < 2; count++) body = setAt(body, random.pick(paths), badValue(random));
      return body;
    }
    default:
      return setAt(sample, random.pick(paths), badValue(random));
  }
}

/** The sub-schema at a sample path, where it can be followed. */
function schemaAt(schema: JsonSchema | undefined, path: Path): JsonSchema | undefined {
  let current = schema;
  for (const key of path) {
    if (!current) return undefined;
    const option = current.anyOf ?? current.oneOf ?? current.allOf;
    if (option) current = option.find((inner) => typeOf(inner) !== "null") ?? option[0];
    current = typeof key === "number" ? current?.items : current?.properties?.[key];
  }
  return current;
}

/** A query string of junk for the parameters the operation declares, and some it does not. */
export function junkQuery(names: string[], random: Random): string {
  const all = [...names, "page", "limit", "cursor", "sort", "__proto__", "q[]", "a[b][c]"];
  const parts: string[] = [];
  for (let count = 1 + random.int(4); count > 0; count--) {
    const name = encodeURIComponent(random.pick(all));
    const value = random.pick([
      "-1",
      "-99999999999999999999",
      "99999999999999999999999999",
      "1e309",
      "NaN",
      "Infinity",
      "0x10",
      "",
      "%00",
      "%ED%A0%80",
      "%FF%FE",
      "%",
      encodeURIComponent(HUGE_STRING.slice(0, 8000)),
      "true",
      "null",
      "[]",
      "{}",
      "not-a-uuid",
      "2020-02-30",
    ]);
    parts.push(`${name}=${value}`);
    // Arrays: the same name twice.
    if (random.chance(0.3)) parts.push(`${name}=${value}`, `${name}=other`);
  }
  return parts.join("&");
}

/** Path ids: random UUIDs, ids that exist, and junk that is not an id. */
export function pathValue(random: Random, knownIds: readonly string[] = []): string {
  const uuid = () => randomUuid(random);
  // Ids of rows that exist (the fuzzing users' own), so some requests get past the lookup.
  if (knownIds.length > 0 && random.chance(0.2)) return random.pick(knownIds);
  return random.pick([
    uuid(),
    uuid(),
    "junk",
    "00000000-0000-0000-0000-000000000000",
    "1",
    "-1",
    "99999999999999999999",
    "%00",
    "%ED%A0%80",
    "a".repeat(2000),
    "null",
    "undefined",
    "..%2F..%2Fetc",
    "%27%3B--",
    uuid().toUpperCase(),
    `${uuid()}x`,
  ]);
}
