import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { advanceClock, resetClock } from "../../lib/clock";
import { createTestApp, type TestApp } from "../../test/app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => resetClock());

async function sendMails(to: string[]): Promise<void> {
  for (const [index, address] of to.entries()) {
    await t.app.ctx.mailer.send({ to: address, subject: `Message ${index + 1}`, text: `Body ${index + 1}` });
    advanceClock(1_000);
  }
}
function list(query = "") {
  return t.app.inject({ method: "GET", url: `/api/dev/outbox${query}` });
}

describe("GET /api/dev/outbox", () => {
  it("lists kept messages newest first, paginated", async () => {
    await t.app.inject({ method: "DELETE", url: "/api/dev/outbox" });
    await sendMails(["a@example.com", "b@example.com", "a@example.com"]);

    const res = await list();
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.items.map((m: { subject: string }) => m.subject)).toEqual(["Message 3", "Message 2", "Message 1"]);
    expect(data.items[0]).toEqual({
      id: expect.any(String),
      channel: "EMAIL",
      to: "a@example.com",
      subject: "Message 3",
      text: "Body 3",
      html: null,
      createdAt: expect.stringMatching(/Z$/),
    });
    expect(data.pagination).toEqual({ totalCount: 3, currentPage: 1, totalPages: 1, limit: 20 });

    const page2 = (await list("?page=2&limit=2")).json().data;
    expect(page2.items.map((m: { subject: string }) => m.subject)).toEqual(["Message 1"]);
    expect(page2.pagination).toEqual({ totalCount: 3, currentPage: 2, totalPages: 2, limit: 2 });
  });

  it("filters by recipient, ignoring case", async () => {
    await t.app.inject({ method: "DELETE", url: "/api/dev/outbox" });
    await sendMails(["a@example.com", "b@example.com", "a@example.com"]);
    const { data } = (await list("?to=A@Example.com")).json();
    expect(data.items).toHaveLength(2);
    expect(data.items.every((m: { to: string }) => m.to === "a@example.com")).toBe(true);
    expect(data.pagination.totalCount).toBe(2);
  });

  it.each([["?page=0"], ["?limit=101"], ["?limit=abc"]])("rejects %s with a field error", async (query) => {
    const res = await list(query);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: "VALIDATION_ERROR", errors: [expect.any(Object)] });
  });
});

describe("DELETE /api/dev/outbox", () => {
  it("empties the outbox", async () => {
    await sendMails(["c@example.com", "d@example.com"]);
    const res = await t.app.inject({ method: "DELETE", url: "/api/dev/outbox" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: "Outbox cleared." });
    expect(res.json().data.deleted).toBeGreaterThanOrEqual(2);
    expect((await list()).json().data).toEqual({
      items: [],
      pagination: { totalCount: 0, currentPage: 1, totalPages: 0, limit: 20 },
    });
  });
});

describe("in production", () => {
  it("does not exist", async () => {
    const production = await createTestApp({ env: "production" });
    try {
      for (const method of ["GET", "DELETE"] as const) {
        const res = await production.app.inject({ method, url: "/api/dev/outbox" });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({ success: false, code: "NOT_FOUND" });
      }
    } finally {
      await production.close();
    }
  });
});
