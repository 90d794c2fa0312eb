import type { TRole } from "@crewlance/contracts/enums";
import { ZCompanyProfileRequest } from "@crewlance/contracts/users";
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { afterAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { createTestApp } from "../test/app";
import { multipartForm } from "../test/multipart";
import { type JsonSchema, sampleOf, stringLeaves, withLeaf } from "../test/openapi-samples";
import { documentedOperations, type Operation, urlOf } from "../test/proof/operations";
import { createUser, type TestUser } from "../test/users";

/*
 * Every operation of the app's own OpenAPI document gets text it must refuse in every string of
 * its JSON body, query and path, and a multipart body its parser cannot read. A route added later
 * is in the document, so it is covered without touching this file.
 */

/**
 * Each bad string as JSON carries it, and as a URL carries it. A lone surrogate has no UTF-8
 * form, so a URL carries its nearest bytes, which decode to U+FFFD: valid text, which a query
 * may accept (`urlMustRefuse`); it must still never be a 5xx.
 */
const BAD_TEXT = [
  { label: "a NUL", json: "ab\u0000cd", url: "ab%00cd", urlMustRefuse: true },
  { label: "a lone surrogate", json: "ab\ud800cd", url: "ab%ED%A0%80cd", urlMustRefuse: false },
  { label: "an escape character", json: "ab\u001bcd", url: "ab%1Bcd", urlMustRefuse: true },
];

/** Passwords are only hashed, never stored or shown, so any character is theirs to use (decision 0008). */
const EXEMPT_FIELD = /password/i;

/** Multipart routes read their form in the handler, so the document cannot list its fields: these can. */
const MULTIPART_FORMS: Record<string, z.ZodObject> = {
  "PUT /api/user/profile/company": ZCompanyProfileRequest,
};

const MALFORMED_MULTIPART = [
  { label: "no boundary", type: "multipart/form-data", payload: "--XX\r\nabc" },
  {
    label: "a cut-off part",
    type: "multipart/form-data; boundary=XX",
    payload:
      '--XX\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nab',
  },
];

const t = await createTestApp({ authRateLimitPerMinute: 1_000_000 });
afterAll(() => t.close());
const users: Record<TRole, TestUser> = {
  FREELANCER: await createUser(t.app, { role: "FREELANCER" }),
  COMPANY: await createUser(t.app, { role: "COMPANY" }),
  ADMIN: await createUser(t.app, { role: "ADMIN" }),
};
const operations = await documentedOperations(t.app);

/** Words a person reads: capitalised, more than one word, not a framework code or zod's default wording. */
const isSentence = (message: unknown) =>
  typeof message === "string" && /^[A-Z]\S* \S/.test(message) && !/FST_|Invalid input:/.test(message);

function samplePathValues(operation: Operation): Record<string, string> {
  const values: Record<string, string> = {};
  for (const parameter of operation.parameters.filter((p) => p.in === "path")) {
    values[parameter.name] = encodeURIComponent(String(sampleOf(parameter.schema, parameter.name)));
  }
  return values;
}

/** The first role the route lets in with a well-formed request; a public route gets no token. */
async function suitableUser(operation: Operation): Promise<TestUser | undefined> {
  if (operation.token === "none") return undefined;
  for (const role of ["FREELANCER", "COMPANY", "ADMIN"] as const) {
    const res = await t.app.inject({
      method: operation.method as InjectOptions["method"],
      url: urlOf(operation, samplePathValues(operation)),
      headers: users[role].authHeader,
      ...(operation.jsonBody ? { payload: sampleOf(operation.jsonBody) as object } : {}),
    });
    if (res.statusCode !== 401 && res.statusCode !== 403) return users[role];
  }
  return users.FREELANCER;
}

/** What is wrong with an answer to bad input, or null when it is a proper refusal (or an accepted exempt value). */
function problemWith(res: LightMyRequestResponse, fieldPath: string | null): string | null {
  if (res.statusCode >= 500) return `answered ${res.statusCode}: ${res.body.slice(0, 200)}`;
  if (res.statusCode < 400) return fieldPath === null ? null : `accepted it with ${res.statusCode}`;
  let body: { success?: unknown; message?: unknown; errors?: Array<{ path: string }> };
  try {
    body = res.json();
  } catch {
    return `answered ${res.statusCode} without a JSON body`;
  }
  if (body.success !== false || !isSentence(body.message)) return `answered without a sentence: ${res.body}`;
  if (fieldPath === null) return null;
  const named = body.errors?.some((error) => error.path === fieldPath || error.path.startsWith(`${fieldPath}.`));
  return named ? null : `refused it without a field error at ${fieldPath}: ${res.body.slice(0, 200)}`;
}

describe.each(operations.map((operation) => [`${operation.method} ${operation.path}`, operation] as const))(
  "%s",
  (_name, operation) => {
    it("refuses control and broken characters in its strings, and malformed multipart, without a 5xx", async () => {
      const user = await suitableUser(operation);
      const headers = user?.authHeader ?? {};
      const method = operation.method as InjectOptions["method"];
      const pathValues = samplePathValues(operation);
      const problems: string[] = [];
      const expect4xx = async (what: string, options: InjectOptions, fieldPath: string | null) => {
        const problem = problemWith(await t.app.inject(options), fieldPath);
        if (problem) problems.push(`${what}: ${problem}`);
      };

      const body = operation.jsonBody ? sampleOf(operation.jsonBody) : undefined;
      for (const bad of BAD_TEXT) {
        for (const leaf of stringLeaves(body)) {
          const fieldPath = EXEMPT_FIELD.test(leaf.name) ? null : leaf.path.join(".");
          const payload = withLeaf(body, leaf.path, bad.json) as object;
          await expect4xx(
            `${bad.label} in body ${leaf.path.join(".")}`,
            { method, url: urlOf(operation, pathValues), headers, payload },
            fieldPath,
          );
        }
        for (const parameter of operation.parameters.filter((p) => p.in === "query")) {
          const url = urlOf(operation, pathValues, `${encodeURIComponent(parameter.name)}=${bad.url}`);
          const payload = body as object | undefined;
          const fieldPath = bad.urlMustRefuse ? parameter.name : null;
          await expect4xx(`${bad.label} in ?${parameter.name}`, { method, url, headers, payload }, fieldPath);
        }
        for (const parameter of operation.parameters.filter((p) => p.in === "path")) {
          const url = urlOf(operation, { ...pathValues, [parameter.name]: bad.url });
          // The router may refuse the address before validation names the parameter: any 4xx sentence will do.
          await expect4xx(`${bad.label} in {${parameter.name}}`, { method, url, headers }, null);
        }
      }

      if (operation.method !== "GET" && operation.method !== "HEAD") {
        for (const malformed of MALFORMED_MULTIPART) {
          await expect4xx(
            `multipart with ${malformed.label}`,
            {
              method,
              url: urlOf(operation, pathValues),
              headers: { ...headers, "content-type": malformed.type },
              payload: malformed.payload,
            },
            null,
          );
        }
      }

      const form = MULTIPART_FORMS[`${operation.method} ${operation.path}`];
      if (form) {
        const fields = sampleOf(z.toJSONSchema(form, { io: "input" }) as JsonSchema) as Record<string, string>;
        // FormData writes UTF-8, which cannot carry a lone surrogate: the other two are sent.
        for (const bad of BAD_TEXT.filter((text) => text.label !== "a lone surrogate")) {
          for (const name of Object.keys(fields)) {
            const entries = Object.entries({ ...fields, [name]: bad.json });
            await expect4xx(
              `${bad.label} in form field ${name}`,
              { method, url: urlOf(operation, pathValues), headers, payload: multipartForm(entries) },
              name,
            );
          }
        }
      }

      expect(problems.join("\n")).toBe("");
    });
  },
);

it("reads the whole API from its OpenAPI document", () => {
  // documentedOperations throws unless the document answered 200.
  expect(operations.length).toBeGreaterThanOrEqual(40);
  const paths = operations.map((operation) => `${operation.method} ${operation.path}`);
  expect(paths).toEqual(expect.arrayContaining(["PUT /api/user", "POST /api/auth/register", "GET /api/dev/outbox"]));
  for (const form of Object.keys(MULTIPART_FORMS)) expect(paths).toContain(form);
});

describe("links a user stores", () => {
  const scripts = ["javascript:alert(document.cookie)", "data:text/html,<script>alert(1)</script>"];

  it.each(scripts)("refuses %s as a showcase link", async (url) => {
    const res = await t.app.inject({
      method: "PUT",
      url: "/api/user/profile/freelancer",
      headers: users.FREELANCER.authHeader,
      payload: {
        headline: "Full-stack developer",
        skills: ["React"],
        hourlyRate: 150_000,
        experienceLevel: "EXPERT",
        location: "Pune",
        showcase: { portfolios: [{ title: "Work", url }] },
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { path: "showcase.portfolios.0.url", message: "Enter a web address that starts with http:// or https://." },
    ]);
  });

  it.each(scripts)("refuses %s as a company website", async (website) => {
    const fields = sampleOf(z.toJSONSchema(ZCompanyProfileRequest, { io: "input" }) as JsonSchema) as Record<
      string,
      string
    >;
    const res = await t.app.inject({
      method: "PUT",
      url: "/api/user/profile/company",
      headers: users.COMPANY.authHeader,
      payload: multipartForm(Object.entries({ ...fields, website })),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(
      expect.arrayContaining([
        { path: "website", message: "Enter a web address that starts with http:// or https://." },
      ]),
    );
  });
});
