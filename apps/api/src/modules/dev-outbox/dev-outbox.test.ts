import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app";
import { advanceClock, resetClock } from "../../lib/clock";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => resetClock());

async function sendMails(to: string[]): Promise<void> {
  for (const [index, address] of to.entries()) {
    await t.app.ctx.mailer.enqueue(t.app.ctx.db, {
      to: address,
      subject: `Message ${index + 1}`,
      text: `Body ${index + 1}`,
    });
    await t.app.ctx.mailer.drain();
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

describe("from another machine", () => {
  const REFUSED = {
    success: false,
    code: "FORBIDDEN",
    message: "The dev outbox answers only requests made on the server's own machine, not over the network.",
  };

  it("neither lists nor clears, whatever X-Forwarded-For claims", async () => {
    await sendMails(["victim@example.com"]);
    for (const headers of [{}, { "x-forwarded-for": "127.0.0.1" }]) {
      for (const method of ["GET", "DELETE"] as const) {
        const res = await t.app.inject({
          method,
          url: "/api/dev/outbox?to=victim@example.com",
          remoteAddress: "192.0.2.10",
          headers,
        });
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual(REFUSED);
      }
    }
    expect((await list("?to=victim@example.com")).json().data.items).toHaveLength(1);
  });

  it("is refused through a proxy on this machine: loopback socket, forwarded request", async () => {
    for (const headers of [{ "x-forwarded-for": "203.0.113.7" }, { forwarded: "for=203.0.113.7" }]) {
      const res = await t.app.inject({ method: "GET", url: "/api/dev/outbox", remoteAddress: "127.0.0.1", headers });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(REFUSED);
    }
  });

  it("is refused even when the server trusts a proxy that names a loopback client", async () => {
    const proxied = await createTestApp({ trustProxyHops: 1 });
    try {
      const res = await proxied.app.inject({
        method: "GET",
        url: "/api/dev/outbox",
        remoteAddress: "192.0.2.10",
        headers: { "x-forwarded-for": "127.0.0.1" },
      });
      expect(res.statusCode).toBe(403);
    } finally {
      await proxied.close();
    }
  });

  it("answers IPv6 and IPv4-mapped loopback", async () => {
    for (const remoteAddress of ["::1", "::ffff:127.0.0.1", "127.0.0.2"]) {
      const res = await t.app.inject({ method: "GET", url: "/api/dev/outbox", remoteAddress });
      expect(res.statusCode).toBe(200);
    }
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
