import type { TRole } from "@crewlance/contracts/enums";
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { afterAll, describe, expect, it } from "vitest";
import { createTestApp } from "../app";
import { multipartForm } from "../multipart";
import { sampleOf } from "../openapi-samples";
import { createUser, type TestUser } from "../users";
import {
  badValue,
  damagedBody,
  deeplyNested,
  HUGE_STRING,
  junkQuery,
  pathValue,
  type Random,
  randomUuid,
  seededRandom,
} from "./fuzz-generator";
import { documentedOperations, type Operation, urlOf } from "./operations";

/*
 * Bad input to every operation of the app's own OpenAPI document (decision 0052):
 * bodies generated from each operation's schema and then damaged, malformed JSON, wrong content
 * types, junk queries and junk path ids, with and without an Idempotency-Key. No answer may be a
 * 5xx, and every 4xx is JSON with a sentence in `message`. A route added later is in the
 * document, so it is fuzzed without touching this file.
 *
 * Replay a failure with the seed printed at the start: FUZZ_SEED=<seed> npx vitest run test/proof.
 */

const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
/** At least this many requests over the whole run; divided evenly between the operations. */
const TOTAL_REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 20_500);
console.log(`fuzz seed ${SEED} (replay with FUZZ_SEED=${SEED})`);

const t = await createTestApp({ authRateLimitPerMinute: 1_000_000 });
afterAll(() => t.close());

const ROLES = ["FREELANCER", "COMPANY", "ADMIN"] as const;
const users = {} as Record<TRole, TestUser>;
const signIn = async (role: TRole) => {
  users[role] = await createUser(t.app, { role });
};
for (const role of ROLES) await signIn(role);
const knownIds = () => ROLES.map((role) => users[role].user.id);

const operations = await documentedOperations(t.app);
const perOperation = Math.ceil(TOTAL_REQUESTS / operations.length);
let requestsSent = 0;
/** Milliseconds and count per kind of bad request, printed at the end to keep the counts honest. */
const timeByKind = new Map<string, { ms: number; count: number }>();
afterAll(() => {
  const rows = [...timeByKind].map(([kind, { ms, count }]) => `${kind} ${count} in ${Math.round(ms)} ms`);
  console.log(`fuzz: ${requestsSent} requests, seed ${SEED}\n  ${rows.join("\n  ")}`);
});

/** Capitalised, more than one word, not a framework code or zod's default wording. */
const isSentence = (message: unknown) =>
  typeof message === "string" && /^[A-Z]\S* \S/.test(message) && !/FST_|Invalid input:/.test(message);

function hashOf(text: string): number {
  let hash = 2166136261;
  for (let index = 0; index < text.length; index++) hash = Math.imul(hash ^ text.charCodeAt(index), 16777619);
  return hash >>> 0;
}

function validPathValues(operation: Operation, random: Random): Record<string, string> {
  return Object.fromEntries(
    operation.parameters
      .filter((parameter) => parameter.in === "path")
      .map((parameter) => [
        parameter.name,
        parameter.schema?.format === "uuid" || !parameter.schema?.enum
          ? randomUuid(random)
          : encodeURIComponent(String(sampleOf(parameter.schema, parameter.name))),
      ]),
  );
}

/** The first role the route lets in with a well-formed request; a public route gets no token. */
async function acceptedRole(operation: Operation, random: Random): Promise<TRole | undefined> {
  if (operation.token === "none") return undefined;
  for (const role of ROLES) {
    const res = await t.app.inject({
      method: operation.method as InjectOptions["method"],
      url: urlOf(operation, validPathValues(operation, random)),
      headers: users[role].authHeader,
      ...(operation.jsonBody ? { payload: sampleOf(operation.jsonBody) as object } : {}),
    });
    if (res.statusCode === 401) await signIn(role);
    else if (res.statusCode !== 403) return role;
  }
  return "FREELANCER";
}

/** One generated bad request: what it is (for the failure message) and how to send it. */
type BadRequest = { what: string; options: InjectOptions };

const MALFORMED_JSON = [
  "{",
  '{"a":',
  "{'single': 'quotes'}",
  '{"a":1,}',
  "[1,2",
  "nul",
  '{"a":"\\ud800"}',
  '{"a":"\\u0000"}',
  "\u0000",
  '"unterminated',
  `{"a":"${HUGE_STRING}`,
  "[".repeat(1000) + "]".repeat(999),
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  "\ufeff{}",
];

function generate(operation: Operation, random: Random): BadRequest {
  const method = operation.method as InjectOptions["method"];
  const pathValues = validPathValues(operation, random);
  for (const name of Object.keys(pathValues)) if (random.chance(0.5)) pathValues[name] = pathValue(random, knownIds());
  const queryNames = operation.parameters.filter((p) => p.in === "query").map((p) => p.name);
  const query = queryNames.length > 0 || random.chance(0.2) ? junkQuery(queryNames, random) : "";
  const headers: Record<string, string> = {};
  // Money routes need an Idempotency-Key: sometimes a good one, sometimes junk, sometimes none.
  const key = random.int(4);
  if (key === 1) headers["idempotency-key"] = randomUuid(random);
  if (key === 2) headers["idempotency-key"] = random.pick(["", "x", "a".repeat(5000), "ab\u00ffcd", "null"]);

  const hasBody = method !== "GET" && method !== "HEAD";
  const kinds = ["query", "path"];
  if (hasBody) {
    kinds.push("malformed-json", "text-plain", "form-urlencoded", "multipart-on-json", "whole-bad", "odd-content-type");
    if (operation.jsonBody) kinds.push("damaged-body", "damaged-body", "damaged-body", "damaged-body");
    // Upload routes read multipart in the handler, so the document shows no body for them: JSON goes there too.
    if (operation.multipart || !operation.jsonBody) kinds.push("json-on-multipart", "bad-multipart");
  }
  const kind = random.pick(kinds);
  const url = urlOf(operation, pathValues, kind === "query" || random.chance(0.2) ? query : "");
  const base = { method, url };
  const sample = operation.jsonBody ? sampleOf(operation.jsonBody) : {};
  switch (kind) {
    case "damaged-body":
      return { what: kind, options: { ...base, headers, payload: damagedBody(operation.jsonBody!, random) as object } };
    case "malformed-json":
      return {
        what: kind,
        options: {
          ...base,
          headers: { ...headers, "content-type": "application/json" },
          payload: random.pick(MALFORMED_JSON),
        },
      };
    case "text-plain":
      return {
        what: kind,
        options: { ...base, headers: { ...headers, "content-type": "text/plain" }, payload: JSON.stringify(sample) },
      };
    case "form-urlencoded":
      return {
        what: kind,
        options: {
          ...base,
          headers: { ...headers, "content-type": "application/x-www-form-urlencoded" },
          payload: "a=1&b=%00&c[]=x&__proto__[x]=1",
        },
      };
    case "multipart-on-json":
    case "bad-multipart": {
      const names = Object.keys((sample as Record<string, unknown>) ?? {});
      const fields: Array<[string, string]> = [...names, "file", "logo", "extra"].map((name) => {
        const value = badValue(random);
        return [name, typeof value === "string" ? value.replace(/[\ud800-\udfff]/g, "") : JSON.stringify(value)];
      });
      const files = random.chance(0.5)
        ? [
            {
              name: random.pick(["file", "logo", "avatar", "attachment"]),
              content: Buffer.from("not an image"),
              filename: "x.png",
              type: "image/png",
            },
          ]
        : [];
      return { what: kind, options: { ...base, headers, payload: multipartForm(fields, files) } };
    }
    case "json-on-multipart":
      return {
        what: kind,
        options: {
          ...base,
          headers: { ...headers, "content-type": "application/json" },
          payload: JSON.stringify(sample),
        },
      };
    case "odd-content-type":
      // Past the body limit, an unknown type, a charset JSON has no business with, no type at all.
      return {
        what: kind,
        options: {
          ...base,
          headers: {
            ...headers,
            "content-type": random.pick([
              "application/json",
              "application/xml",
              "application/json; charset=latin1",
              "",
            ]),
          },
          payload: random.chance(0.3) ? JSON.stringify({ x: "x".repeat(2 * 1024 * 1024) }) : JSON.stringify(sample),
        },
      };
    case "whole-bad":
      return {
        what: kind,
        options: {
          ...base,
          headers,
          payload: random.pick([
            deeplyNested(1000, "object"),
            deeplyNested(1000, "array"),
            [HUGE_STRING],
            { x: HUGE_STRING },
          ]) as object,
        },
      };
    default:
      // Query or path junk, with the body the operation expects so the junk is what is tested.
      return {
        what: kind,
        // Half the time without it: a well-formed body would write rows, and the junk must be refused on its own.
        options: {
          ...base,
          headers,
          ...(hasBody && operation.jsonBody && random.chance(0.5) ? { payload: sample as object } : {}),
        },
      };
  }
}

/**
 * Social sign-in without the provider's credentials answers 503 NOT_CONFIGURED to any well-formed
 * request: the server's state, not the input's (bad input still gets its 400 first). Decision 0052.
 */
function isUnconfiguredProvider(res: LightMyRequestResponse): boolean {
  if (res.statusCode !== 503) return false;
  try {
    const body = res.json() as { code?: unknown; message?: unknown };
    return body.code === "NOT_CONFIGURED" && isSentence(body.message);
  } catch {
    return false;
  }
}

/** What is wrong with an answer, or null when it is a proper answer to bad input. */
function problemWith(res: LightMyRequestResponse): string | null {
  if (isUnconfiguredProvider(res)) return null;
  if (res.statusCode >= 500) return `answered ${res.statusCode}: ${res.body.slice(0, 300)}`;
  if (res.statusCode < 400) return null;
  let body: { message?: unknown };
  try {
    body = res.json();
  } catch {
    return `answered ${res.statusCode} without a JSON body: ${res.body.slice(0, 200)}`;
  }
  return isSentence(body?.message) ? null : `answered ${res.statusCode} without a sentence: ${res.body.slice(0, 300)}`;
}

function describeRequest(options: InjectOptions): string {
  const payload =
    options.payload instanceof FormData
      ? `multipart ${JSON.stringify([...options.payload.keys()])}`
      : typeof options.payload === "string"
        ? options.payload
        : JSON.stringify(options.payload);
  return `${options.url?.toString().slice(0, 300)} headers=${JSON.stringify(options.headers).slice(0, 200)} body=${String(payload).slice(0, 300)}`;
}

describe.each(operations.map((operation) => [`${operation.method} ${operation.path}`, operation] as const))(
  "%s",
  (name, operation) => {
    it(`answers ${perOperation} generated bad requests with a 4xx sentence or a success, never a 5xx`, async () => {
      const random = seededRandom(SEED ^ hashOf(name));
      const role = await acceptedRole(operation, random);
      const problems: string[] = [];
      for (let count = 0; count < perOperation; count++) {
        const bad = generate(operation, random);
        const auth = role ? users[role].authHeader : {};
        const options = { ...bad.options, headers: { ...(bad.options.headers as object), ...auth } };
        const started = performance.now();
        const res = await t.app.inject(options);
        const spent = timeByKind.get(bad.what) ?? { ms: 0, count: 0 };
        timeByKind.set(bad.what, { ms: spent.ms + performance.now() - started, count: spent.count + 1 });
        requestsSent++;
        // A request that signed the user out (sign-out, a password change) leaves a dead token: sign in again.
        if (res.statusCode === 401 && role) await signIn(role);
        const problem = problemWith(res);
        if (problem && problems.length < 5) problems.push(`${bad.what} ${describeRequest(options)}\n  → ${problem}`);
      }
      expect(problems.join("\n"), `seed ${SEED}`).toBe("");
    });
  },
);

it(`sent at least 20,000 bad requests over ${operations.length} operations (seed ${SEED})`, () => {
  expect(operations.length).toBeGreaterThanOrEqual(40);
  if (!process.env.FUZZ_REQUESTS) expect(requestsSent).toBeGreaterThanOrEqual(20_000);
});
