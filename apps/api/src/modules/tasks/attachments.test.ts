import { readdirSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app";
import { type FormFile, makeImage, makePdf, multipartForm } from "../../../test/multipart";
import { addCompanyProfile, addFreelancerProfile, createUser, type TestUser } from "../../../test/users";
import { apply, call, postTask, taskBody } from "./testing";

let t: TestApp;
let company: TestUser;
let otherCompany: TestUser;
let freelancer: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  company = await createUser(t.app, { role: "COMPANY" });
  await addCompanyProfile(t.app, company.user);
  otherCompany = await createUser(t.app, { role: "COMPANY" });
  freelancer = await createUser(t.app, { role: "FREELANCER" });
  await addFreelancerProfile(t.app, freelancer.user);
  stranger = await createUser(t.app, { role: "FREELANCER" });
});
afterAll(() => t.close());

function upload(user: TestUser, url: string, file: FormFile) {
  const form = multipartForm([], [file]);
  return t.app.inject({ method: "POST", url, headers: user.authHeader, payload: form });
}

const pdf = (name = "brief.pdf"): FormFile => ({
  name: "file",
  content: makePdf(),
  filename: name,
  type: "application/pdf",
});

/** A minimal .docx: a stored (uncompressed) zip with [Content_Types].xml first and word/document.xml. */
function makeDocx(): Buffer {
  const entries: Array<[string, string]> = [
    [
      "[Content_Types].xml",
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    ],
    ["word/document.xml", "<w:document/>"],
  ];
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of entries) {
    const data = Buffer.from(text);
    const nameBytes = Buffer.from(name);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    locals.push(local, nameBytes, data);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, nameBytes);
    offset += 30 + nameBytes.length + data.length;
  }
  const centralSize = centrals.reduce((sum, part) => sum + part.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, ...centrals, end]);
}

function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return (crc ^ 0xffffffff) >>> 0;
}

describe("task attachments", () => {
  it("uploads, lists, downloads (to those who may see the task) and removes files", async () => {
    const draft = (await call(t.app, company, { method: "POST", url: "/api/tasks", payload: taskBody() })).json().data;
    const res = await upload(company, `/api/tasks/${draft.id}/attachments`, pdf("Project brief: v2*.pdf"));
    expect(res.statusCode).toBe(201);
    const attachment = res.json().data;
    expect(attachment).toMatchObject({
      mimeType: "application/pdf",
      fileName: "Project brief_ v2_.pdf",
      size: makePdf().length,
    });
    expect(attachment.url).toBe(`/api/tasks/${draft.id}/attachments/${attachment.id}`);
    const image = await upload(company, `/api/tasks/${draft.id}/attachments`, {
      name: "file",
      content: await makeImage("png"),
      filename: "mock.png",
    });
    expect(image.statusCode).toBe(201);
    expect(image.json().data.mimeType).toBe("image/png");

    const detail = (await call(t.app, company, { method: "GET", url: `/api/tasks/${draft.id}` })).json().data;
    expect(detail.attachments.map((file: { id: string }) => file.id)).toEqual([attachment.id, image.json().data.id]);

    const own = await call(t.app, company, { method: "GET", url: attachment.url });
    expect(own.statusCode).toBe(200);
    expect(own.headers["content-type"]).toBe("application/pdf");
    expect(own.headers["cache-control"]).toBe("private, no-store");
    expect(own.rawPayload.equals(makePdf())).toBe(true);
    // A draft's files are as invisible as the draft.
    expect((await call(t.app, freelancer, { method: "GET", url: attachment.url })).statusCode).toBe(404);
    await call(t.app, company, { method: "POST", url: `/api/tasks/${draft.id}/publish` });
    expect((await call(t.app, freelancer, { method: "GET", url: attachment.url })).statusCode).toBe(200);
    // Never served as a public file.
    const folder = path.join(t.config.dataDir, "uploads", "private", "task-attachments");
    const stored = readdirSync(folder)[0]!;
    expect((await t.app.inject({ method: "GET", url: `/uploads/task-attachments/${stored}` })).statusCode).toBe(404);

    expect(
      (
        await call(t.app, otherCompany, {
          method: "DELETE",
          url: `/api/tasks/${draft.id}/attachments/${attachment.id}`,
        })
      ).statusCode,
    ).toBe(403);
    const removed = await call(t.app, company, {
      method: "DELETE",
      url: `/api/tasks/${draft.id}/attachments/${attachment.id}`,
    });
    expect(removed.statusCode).toBe(200);
    expect((await call(t.app, company, { method: "GET", url: attachment.url })).statusCode).toBe(404);
  });

  it("checks the type by content, the size, and at most 5 files", async () => {
    const task = await postTask(t.app, company);
    const url = `/api/tasks/${task.id}/attachments`;
    const fake = await upload(company, url, {
      name: "file",
      content: Buffer.from("MZ not really a pdf"),
      filename: "x.pdf",
    });
    expect(fake.statusCode).toBe(415);
    expect(fake.json().errors[0].path).toBe("file");
    const office = await upload(company, url, { name: "file", content: makeDocx(), filename: "spec.docx" });
    expect(office.statusCode).toBe(201);
    expect(office.json().data.mimeType).toBe("application/vnd.openxmlformats-officedocument.wordprocessingml.document");
    const huge = Buffer.concat([makePdf(), Buffer.alloc(10 * 1024 * 1024)]);
    const tooLarge = await upload(company, url, { name: "file", content: huge, filename: "big.pdf" });
    expect(tooLarge.statusCode).toBe(413);
    const existing = (await call(t.app, company, { method: "GET", url: `/api/tasks/${task.id}` })).json().data
      .attachments.length;
    for (let i = existing; i < 5; i++) expect((await upload(company, url, pdf())).statusCode).toBe(201);
    const sixth = await upload(company, url, pdf());
    expect(sixth.statusCode).toBe(422);
    expect(sixth.json().message).toBe("You can attach at most 5 files.");
    const empty = await t.app.inject({
      method: "POST",
      url,
      headers: company.authHeader,
      payload: multipartForm([["note", "x"]]),
    });
    expect(empty.statusCode).toBe(400);
    const json = await call(t.app, company, { method: "POST", url, payload: { file: "x" } });
    expect(json.statusCode).toBe(415);
  });

  it("refuses files on a task that is no longer open, and to anyone but the owner", async () => {
    const task = await postTask(t.app, company);
    expect((await upload(otherCompany, `/api/tasks/${task.id}/attachments`, pdf())).statusCode).toBe(403);
    expect((await upload(freelancer, `/api/tasks/${task.id}/attachments`, pdf())).statusCode).toBe(403);
    await call(t.app, company, { method: "POST", url: `/api/tasks/${task.id}/cancel` });
    expect((await upload(company, `/api/tasks/${task.id}/attachments`, pdf())).statusCode).toBe(409);
  });
});

describe("application attachments", () => {
  it("are added by the applicant while live and read by the applicant and the task's owner only", async () => {
    const task = await postTask(t.app, company);
    const application = await apply(t.app, freelancer, task.id);
    const res = await upload(freelancer, `/api/applications/${application.id}/attachments`, pdf("portfolio.pdf"));
    expect(res.statusCode).toBe(201);
    const file = res.json().data;
    expect(file.url).toBe(`/api/applications/${application.id}/attachments/${file.id}`);
    const listed = (await call(t.app, company, { method: "GET", url: `/api/tasks/${task.id}/applications` })).json()
      .data;
    expect(listed.items[0].attachments).toEqual([file]);
    expect((await call(t.app, company, { method: "GET", url: file.url })).statusCode).toBe(200);
    expect((await call(t.app, freelancer, { method: "GET", url: file.url })).statusCode).toBe(200);
    for (const user of [stranger, otherCompany]) {
      expect((await call(t.app, user, { method: "GET", url: file.url })).statusCode).toBe(404);
    }
    expect((await upload(stranger, `/api/applications/${application.id}/attachments`, pdf())).statusCode).toBe(404);
    expect((await upload(company, `/api/applications/${application.id}/attachments`, pdf())).statusCode).toBe(403);
    expect(
      (
        await call(t.app, stranger, {
          method: "DELETE",
          url: `/api/applications/${application.id}/attachments/${file.id}`,
        })
      ).statusCode,
    ).toBe(404);
    await call(t.app, freelancer, { method: "POST", url: `/api/applications/${application.id}/withdraw` });
    expect((await upload(freelancer, `/api/applications/${application.id}/attachments`, pdf())).statusCode).toBe(409);
  });
});
