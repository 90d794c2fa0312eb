import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app";
import { makePdf, multipartForm } from "../../../test/multipart";
import { createUser, type TestUser } from "../../../test/users";
import { supportTickets } from "../../db/schema/help";
import { latestMail } from "../auth/testing";
import { countOpenSupportTickets } from "./ticket-read-service";

let t: TestApp;
let asker: TestUser;
let stranger: TestUser;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  asker = await createUser(t.app, { role: "FREELANCER", fullName: "Asha Asker" });
  stranger = await createUser(t.app, { role: "COMPANY" });
  admin = await createUser(t.app, { role: "ADMIN" });
});
afterAll(() => t.close());

const ticketBody = {
  subject: "My withdrawal is stuck",
  category: "Payments and wallet",
  message: "I asked for a withdrawal two days ago and it is still pending.",
};

function call(method: "GET" | "POST", url: string, user: TestUser | null, payload?: object) {
  return t.app.inject({ method, url, headers: user?.authHeader, payload });
}

async function openTicket(user = asker, body: object = ticketBody) {
  const res = await call("POST", "/api/help/tickets", user, body);
  expect(res.statusCode).toBe(201);
  return res.json().data as { id: string; number: number; status: string };
}

describe("opening a ticket", () => {
  it("stores the ticket and emails a confirmation", async () => {
    const ticket = await openTicket();
    expect(ticket.status).toBe("OPEN");
    expect(ticket.number).toBeGreaterThan(1000);
    const mail = await latestMail(t.app, asker.user.email);
    expect(mail?.subject).toBe(`We received your request #${ticket.number}: ${ticketBody.subject}`);
    expect(mail?.text).toContain(`/help?view=requests&ticket=${ticket.id}`);
  });

  it("takes a multipart form with an attachment whose type is read from its content", async () => {
    const form = multipartForm(Object.entries({ ...ticketBody, subject: "Receipt question" }), [
      { name: "attachment", content: makePdf(), filename: "receipt.pdf", type: "application/pdf" },
    ]);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/help/tickets",
      headers: asker.authHeader,
      payload: form,
    });
    expect(res.statusCode).toBe(201);
    const ticket = res.json().data;
    expect(ticket.attachment).toMatchObject({ fileName: "receipt.pdf", mimeType: "application/pdf" });
    const download = await call("GET", ticket.attachment.url, asker);
    expect(download.statusCode).toBe(200);
    expect(download.headers["content-type"]).toContain("application/pdf");
    expect((await call("GET", ticket.attachment.url, admin)).statusCode).toBe(200);
    expect((await call("GET", ticket.attachment.url, stranger)).statusCode).toBe(404);
  });

  it("refuses a file that is not a document or image, and stores no ticket", async () => {
    const before = await t.app.ctx.db.select().from(supportTickets).where(eq(supportTickets.userId, asker.user.id));
    const form = multipartForm(Object.entries(ticketBody), [
      { name: "attachment", content: Buffer.from("#!/bin/sh\necho hi\n"), filename: "run.pdf" },
    ]);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/help/tickets",
      headers: asker.authHeader,
      payload: form,
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().errors[0].path).toBe("attachment");
    const after = await t.app.ctx.db.select().from(supportTickets).where(eq(supportTickets.userId, asker.user.id));
    expect(after).toHaveLength(before.length);
  });

  it("answers field errors for a missing subject, an unknown category and a short message", async () => {
    const res = await call("POST", "/api/help/tickets", asker, { category: "Billing", message: "help" });
    expect(res.statusCode).toBe(400);
    const paths = res
      .json()
      .errors.map((error: { path: string }) => error.path)
      .sort();
    expect(paths).toEqual(["category", "message", "subject"]);
    const form = multipartForm([["subject", "Hi there"]]);
    const multipart = await t.app.inject({
      method: "POST",
      url: "/api/help/tickets",
      headers: asker.authHeader,
      payload: form,
    });
    expect(multipart.statusCode).toBe(400);
    expect(multipart.json().errors.map((error: { path: string }) => error.path)).toContain("message");
  });

  it("needs a signed-in user", async () => {
    expect((await call("POST", "/api/help/tickets", null, ticketBody)).statusCode).toBe(401);
  });
});

describe("my requests", () => {
  it("lists only my tickets, and another user's ticket is not found", async () => {
    const mine = await openTicket();
    const theirs = await openTicket(stranger, { ...ticketBody, subject: "Company question" });
    const list = await call("GET", "/api/help/tickets?limit=50", asker);
    expect(list.statusCode).toBe(200);
    const ids = list.json().data.items.map((item: { id: string }) => item.id);
    expect(ids).toContain(mine.id);
    expect(ids).not.toContain(theirs.id);
    expect((await call("GET", `/api/help/tickets/${theirs.id}`, asker)).statusCode).toBe(404);
    expect((await call("POST", `/api/help/tickets/${theirs.id}/replies`, asker, { body: "Me too" })).statusCode).toBe(
      404,
    );
    expect((await call("POST", `/api/help/tickets/${theirs.id}/close`, asker)).statusCode).toBe(404);
    expect((await call("GET", "/api/help/tickets/not-an-id", asker)).statusCode).toBe(400);
  });
});

describe("the admins' queue", () => {
  it("refuses non-admins", async () => {
    expect((await call("GET", "/api/admin/help/tickets", asker)).statusCode).toBe(403);
    expect((await call("GET", "/api/admin/help/tickets", null)).statusCode).toBe(401);
    const ticket = await openTicket();
    expect((await call("POST", `/api/admin/help/tickets/${ticket.id}/replies`, asker, { body: "Hi" })).statusCode).toBe(
      403,
    );
    expect((await call("POST", `/api/admin/help/tickets/${ticket.id}/close`, stranger)).statusCode).toBe(403);
  });

  it("an admin answers: the reply is emailed, shown under My requests, and the ticket is ANSWERED", async () => {
    const ticket = await openTicket(asker, { ...ticketBody, subject: "Answer me" });
    const queue = await call("GET", "/api/admin/help/tickets?status=OPEN&limit=100", admin);
    expect(queue.statusCode).toBe(200);
    const row = queue.json().data.items.find((item: { id: string }) => item.id === ticket.id);
    expect(row.requester).toMatchObject({ fullName: "Asha Asker", email: asker.user.email });

    const openBefore = await countOpenSupportTickets(t.app.ctx);
    const reply = await call("POST", `/api/admin/help/tickets/${ticket.id}/replies`, admin, {
      body: "Withdrawals take one working day; yours has been paid now.",
    });
    expect(reply.statusCode).toBe(201);
    expect(reply.json().data.status).toBe("ANSWERED");
    const mail = await latestMail(t.app, asker.user.email);
    expect(mail?.subject).toBe(`Re: Answer me (request #${ticket.number})`);
    expect(mail?.text).toContain("yours has been paid now");

    const mine = await call("GET", `/api/help/tickets/${ticket.id}`, asker);
    expect(mine.json().data.replies).toEqual([
      expect.objectContaining({
        from: "SUPPORT",
        authorName: "Crewlance support",
        body: expect.stringContaining("paid now"),
      }),
    ]);
    const answered = await call("GET", "/api/admin/help/tickets?status=ANSWERED&limit=100", admin);
    expect(answered.json().data.items.map((item: { id: string }) => item.id)).toContain(ticket.id);
    expect(await countOpenSupportTickets(t.app.ctx)).toBe(openBefore);
  });

  it("closing: support closes, a closed ticket refuses support's reply, the owner's reply reopens it", async () => {
    const ticket = await openTicket(asker, { ...ticketBody, subject: "Close me" });
    const openBefore = await countOpenSupportTickets(t.app.ctx);
    const closed = await call("POST", `/api/admin/help/tickets/${ticket.id}/close`, admin);
    expect(closed.statusCode).toBe(200);
    expect(closed.json().data.status).toBe("CLOSED");
    expect(await countOpenSupportTickets(t.app.ctx)).toBe(openBefore - 1);
    const again = await call("POST", `/api/admin/help/tickets/${ticket.id}/close`, admin);
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe("This request is already closed.");
    const late = await call("POST", `/api/admin/help/tickets/${ticket.id}/replies`, admin, { body: "One more thing" });
    expect(late.statusCode).toBe(422);

    const reopened = await call("POST", `/api/help/tickets/${ticket.id}/replies`, asker, {
      body: "It happened again.",
    });
    expect(reopened.statusCode).toBe(201);
    expect(reopened.json().data.status).toBe("OPEN");
    expect(reopened.json().data.replies.at(-1)).toMatchObject({ from: "USER", body: "It happened again." });
    const byOwner = await call("POST", `/api/help/tickets/${ticket.id}/close`, asker);
    expect(byOwner.json().data.status).toBe("CLOSED");
  });

  it("an empty reply is a field error; an unknown ticket is not found", async () => {
    const ticket = await openTicket();
    const empty = await call("POST", `/api/admin/help/tickets/${ticket.id}/replies`, admin, { body: "  " });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors[0].path).toBe("body");
    const unknown = "00000000-0000-4000-8000-000000000000";
    expect((await call("GET", `/api/admin/help/tickets/${unknown}`, admin)).statusCode).toBe(404);
    expect((await call("POST", `/api/admin/help/tickets/${unknown}/replies`, admin, { body: "Hi" })).statusCode).toBe(
      404,
    );
  });
});
