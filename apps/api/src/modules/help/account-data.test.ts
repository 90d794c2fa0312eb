import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app";
import { EVENTUALLY } from "../../../test/eventually";
import { makePdf, multipartForm } from "../../../test/multipart";
import { askForExport, deleteAccountAs, downloadZip, runExportJob, userWithPassword } from "../../../test/privacy";
import { createUser, type TestUser } from "../../../test/users";
import { supportTicketReplies, supportTickets } from "../../db/schema/help";
import { openFile } from "../../lib/storage";
import { TEST_PASSWORD } from "../auth/testing";

// A person's support requests in their data export, and gone with their account (decision 0099).

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp({ authRateLimitPerMinute: 1_000 });
  admin = await createUser(t.app, { role: "ADMIN", fullName: "Anita Admin" });
});
afterAll(() => t.close());

/** A request with a PDF attached and one answer from support; answers the stored row. */
async function askedAndAnswered(person: TestUser, subject: string) {
  const form = multipartForm(
    Object.entries({
      subject,
      category: "Payments and wallet",
      message: "My withdrawal has been pending for two days.",
    }),
    [{ name: "attachment", content: makePdf(), filename: "statement.pdf", type: "application/pdf" }],
  );
  const opened = await t.app.inject({
    method: "POST",
    url: "/api/help/tickets",
    headers: person.authHeader,
    payload: form,
  });
  expect(opened.statusCode, opened.body).toBe(201);
  const id = opened.json().data.id as string;
  const answered = await t.app.inject({
    method: "POST",
    url: `/api/admin/help/tickets/${id}/replies`,
    headers: admin.authHeader,
    payload: { body: "It was paid this morning; the bank shows it by tonight." },
  });
  expect(answered.statusCode, answered.body).toBe(201);
  const [row] = await t.app.ctx.db.select().from(supportTickets).where(eq(supportTickets.id, id));
  return row!;
}

const queueIds = async () => {
  const res = await t.app.inject({
    method: "GET",
    url: "/api/admin/help/tickets?status=ALL",
    headers: admin.authHeader,
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data.items as Array<{ id: string }>).map((item) => item.id);
};

describe("support requests and the person's data", () => {
  it("are in the export: support.json with the conversation, and the attachment under files/", async () => {
    const person = await createUser(t.app, { role: "FREELANCER" });
    const ticket = await askedAndAnswered(person, "Where is my withdrawal?");
    const asked = await askForExport(t.app, person);
    expect(asked.statusCode, asked.body).toBeLessThan(300);
    await runExportJob(t.app);
    const { files } = await downloadZip(t.app, person, asked.json().data.id);

    const support = JSON.parse(new TextDecoder().decode(files["support.json"]));
    expect(support.supportRequests).toEqual([
      expect.objectContaining({
        number: ticket.number,
        subject: "Where is my withdrawal?",
        status: "ANSWERED",
        message: "My withdrawal has been pending for two days.",
        attachment: "statement.pdf",
        replies: [
          {
            from: "Crewlance support",
            body: "It was paid this morning; the bank shows it by tonight.",
            createdAt: expect.any(String),
          },
        ],
      }),
    ]);
    // Support signs as support: the admin's name and address stay out.
    const everything = new TextDecoder().decode(files["support.json"]);
    expect(everything).not.toContain("Anita Admin");
    expect(everything).not.toContain(admin.user.email);
    const attached = Object.keys(files).filter((name) => name.startsWith("files/support/"));
    expect(attached, Object.keys(files).join()).toHaveLength(1);
    expect(Buffer.from(files[attached[0]!]!).equals(makePdf())).toBe(true);
  });

  it("go with the account: the rows, the replies, the attachment and the queue's copy of the name and address", async () => {
    const leaving = await userWithPassword(t.app, { role: "FREELANCER", fullName: "Leela Leaving" });
    const staying = await createUser(t.app, { role: "COMPANY" });
    const theirs = await askedAndAnswered(leaving, "Please close my account");
    const kept = await askedAndAnswered(staying, "Invoice question");
    expect(await queueIds()).toEqual(expect.arrayContaining([theirs.id, kept.id]));

    const res = await deleteAccountAs(t.app, leaving, { password: TEST_PASSWORD, confirmation: "DELETE" });
    expect(res.statusCode, res.body).toBe(200);

    expect(await t.app.ctx.db.select().from(supportTickets).where(eq(supportTickets.userId, leaving.user.id))).toEqual(
      [],
    );
    expect(
      await t.app.ctx.db.select().from(supportTicketReplies).where(eq(supportTicketReplies.ticketId, theirs.id)),
    ).toEqual([]);
    const queue = await queueIds();
    expect(queue).not.toContain(theirs.id);
    expect(queue).toContain(kept.id);
    // The file goes after the commit, without holding the answer up.
    await vi.waitFor(async () => {
      const file = await openFile(t.config.dataDir, "private", theirs.attachmentPath!);
      // A stream handed out just before the file went fails its lazy open: listened to and closed
      // here, or its error is thrown with nobody listening and fails the run.
      file?.stream.on("error", () => {}).destroy();
      expect(file).toBeNull();
    }, EVENTUALLY);
    const keptFile = await openFile(t.config.dataDir, "private", kept.attachmentPath!);
    expect(keptFile).not.toBeNull();
    keptFile?.stream.destroy();
  });
});
