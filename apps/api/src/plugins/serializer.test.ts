import type { FastifyInstance } from "fastify";
import { serializerCompiler } from "fastify-type-provider-zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { createTestApp, type TestApp } from "../../test/app";
import { addCompanyProfile, addFreelancerProfile, createUser, type TestUser } from "../../test/users";
import { buildApp } from "../app";
import { taskBody } from "../modules/tasks/testing";
import { compileFastSerializer } from "./serializer";

// Decision 0050: production writes responses with fast-json-stringify compiled from the zod
// schemas. A second server on the same database runs in "checked" mode — every body written by
// both serializers, a difference thrown (a 500) — and real requests go through it: the answers
// must be the same as the zod server's, byte for byte, and the hot routes must use the fast path.

let t: TestApp;
let checked: FastifyInstance;
const compiled = new Map<string, boolean>();
let company: TestUser;
let freelancer: TestUser;
let taskId: string;

beforeAll(async () => {
  t = await createTestApp();
  checked = await buildApp(t.config, {
    database: { db: t.app.ctx.db, kind: t.app.ctx.dbKind, close: async () => {} },
    logger: false,
    serializer: "checked",
    onSerializerCompiled: (route, fast) => compiled.set(route, fast),
  });
  await checked.ready();
  company = await createUser(t.app, { role: "COMPANY", fullName: "Serializer Co" });
  await addCompanyProfile(t.app, company.user);
  freelancer = await createUser(t.app, { role: "FREELANCER", fullName: "Ravi \u201cquoted\u201d \\ Kumar" });
  await addFreelancerProfile(t.app, freelancer.user, {
    skills: ["React", "Node.js", "emoji \u{1F680}", 'a "quote"'],
    headline: "Line one\nline two\ttab \u2028 separator",
  });
  const created = await t.app.inject({
    method: "POST",
    url: "/api/tasks",
    headers: company.authHeader,
    payload: taskBody({ publish: true, title: 'A task with <html> & "quotes" \u00e9' }),
  });
  expect(created.statusCode).toBe(201);
  taskId = created.json().data.id;
  await t.app.inject({
    method: "POST",
    url: `/api/tasks/${taskId}/applications`,
    headers: freelancer.authHeader,
    payload: {
      coverLetter: "I have built several dashboards in React and TypeScript and can start this week.",
      proposedAmount: 4_500_000,
      estimatedDays: 14,
    },
  });
});
afterAll(async () => {
  await checked?.close();
  await t.close();
});

const requests = (): Array<[string, () => TestUser | null, number]> => [
  ["/api/user", () => freelancer, 200],
  ["/api/user", () => company, 200],
  ["/api/user/freelancers?limit=20", () => company, 200],
  ["/api/user/freelancers?limit=20&q=react", () => company, 200],
  ["/api/user/freelancers?limit=20&sort=rate_asc&skills=react", () => company, 200],
  ["/api/user/freelancers?limit=20&page=50", () => company, 200],
  ["/api/tasks?limit=20", () => freelancer, 200],
  ["/api/tasks?limit=20&q=react", () => freelancer, 200],
  ["/api/tasks?limit=20&skills=react", () => company, 200],
  [`/api/tasks/${"TASK"}`, () => freelancer, 200],
  [`/api/tasks/${"TASK"}/applications?limit=20`, () => company, 200],
  ["/api/notifications", () => company, 200],
  ["/api/health", () => null, 200],
  ["/api/user", () => null, 401],
  ["/api/user/freelancers?limit=0", () => company, 400],
  ["/api/user/freelancers?limit=20&page=51", () => company, 400],
  ["/api/tasks/00000000-0000-4000-8000-000000000000", () => freelancer, 404],
];

describe("the fast serializer", () => {
  it.each(requests().map(([url, who, status], i) => [i, url, who, status] as const))(
    "#%i %s answers as the zod serializer does",
    async (_i, url, who, status) => {
      const user = who();
      const request = {
        method: "GET" as const,
        url: url.replace("TASK", taskId),
        headers: user ? user.authHeader : {},
      };
      const [byZod, byBoth] = [await t.app.inject(request), await checked.inject(request)];
      expect(byBoth.statusCode, byBoth.body).toBe(status);
      expect(byZod.statusCode).toBe(status);
      // Timestamps of the health answer differ between two calls; everything else is the same bytes.
      if (url === "/api/health") return;
      expect(byBoth.body).toBe(byZod.body);
    },
  );

  it("is what the hot routes use", () => {
    for (const route of [
      "GET /api/user 200",
      "GET /api/user/freelancers 200",
      "GET /api/tasks 200",
      "GET /api/notifications 200",
      "GET /api/user 401",
      "GET /api/tasks/:id/applications 200",
    ]) {
      expect(compiled.get(route), route).toBe(true);
    }
  });
});

describe("compileFastSerializer", () => {
  const schema = z.object({
    text: z.string(),
    nested: z.object({ x: z.number(), y: z.string().nullable() }).nullable(),
    list: z.array(z.object({ k: z.string(), optional: z.string().optional(), r: z.number() })),
  });
  const byZod = serializerCompiler({ schema, method: "GET", url: "/", httpStatus: "200" } as never) as (
    data: unknown,
  ) => string;

  it("drops fields the schema does not declare, inside nullable objects too, as zod does", () => {
    const fast = compileFastSerializer(schema);
    expect(fast).not.toBeNull();
    const data = {
      text: 'q"\\\u2028é\u{1F680}\u0001',
      secret: "never written",
      nested: { x: 1.5, y: null, hidden: "secret" },
      list: [
        { k: "1", r: 2, more: true },
        { k: "2", optional: "x", r: 3 },
      ],
    };
    expect(fast?.(data)).toBe(byZod(data));
    expect(fast?.({ ...data, nested: null })).toBe(byZod({ ...data, nested: null }));
  });

  it("leaves unions of objects, records and defaults to zod", () => {
    expect(compileFastSerializer(z.union([z.object({ a: z.string() }), z.object({ b: z.number() })]))).toBeNull();
    expect(compileFastSerializer(z.record(z.string(), z.number()))).toBeNull();
    expect(compileFastSerializer(z.object({ a: z.string().default("x") }))).toBeNull();
  });
});
