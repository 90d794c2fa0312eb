import { createConfig, lintFromString } from "@redocly/openapi-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/app";

type Operation = { operationId?: string; security?: unknown[]; responses?: Record<string, unknown> };

let t: TestApp;
let document: { paths: Record<string, Record<string, Operation>> };

beforeAll(async () => {
  t = await createTestApp();
  document = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json();
});
afterAll(() => t.close());

const operations = () =>
  Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({ name: `${method.toUpperCase()} ${path}`, operation })),
  );

describe("the OpenAPI document", () => {
  it("passes redocly lint with the recommended rules and no errors", async () => {
    const config = await createConfig({ extends: ["recommended"] });
    const problems = await lintFromString({ source: JSON.stringify(document), absoluteRef: "openapi.json", config });
    const errors = problems.filter((problem) => problem.severity === "error");
    const warnings = problems.filter((problem) => problem.severity === "warn");
    // Printed, not asserted: warnings are worth reading, errors stop a client generator.
    console.info(`redocly lint: ${errors.length} errors, ${warnings.length} warnings`);
    for (const problem of warnings)
      console.info(`  warn ${problem.ruleId}: ${problem.message} (${problem.location[0]?.pointer})`);
    expect(errors.map((problem) => `${problem.ruleId}: ${problem.message} (${problem.location[0]?.pointer})`)).toEqual(
      [],
    );
  });

  it("gives every operation an operationId, a security declaration and at least one 4xx response", () => {
    // GET /api/health takes no input and no token, so no 4xx exists for it; it declares its 500.
    const without4xx = new Set(["GET /api/health"]);
    const missing = operations().flatMap(({ name, operation }) => [
      ...(operation.operationId ? [] : [`${name}: no operationId`]),
      ...(operation.security ? [] : [`${name}: no security`]),
      ...(without4xx.has(name) || Object.keys(operation.responses ?? {}).some((status) => status.startsWith("4"))
        ? []
        : [`${name}: no 4xx`]),
    ]);
    expect(missing).toEqual([]);
  });

  it("names each operation once, in camelCase", () => {
    const ids = operations().map(({ operation }) => operation.operationId ?? "");
    expect(ids.filter((id) => !/^[a-z][a-zA-Z0-9]*$/.test(id))).toEqual([]);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  });
});
