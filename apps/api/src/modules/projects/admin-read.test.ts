import { randomUUID } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app";
import { makePdf, multipartForm } from "../../../test/multipart";
import { adminAuditLog } from "../../db/schema/admin";
import { messages } from "../../db/schema/chat";
import { closeAll, connectAs, drain, type TestSocket } from "../chat/socket-testing";
import { depositTo, ok, type ProjectSetup, send, sendMoney, setupProject } from "./testing";

/*
 * An admin reads a disputed project, read-only (decision 0080): its detail, files, activity, task
 * and conversation history, each read writing one audit row; before the dispute and on any other
 * project it stays "not found"; nothing they send on the project writes anything.
 */

type Scene = ProjectSetup & {
  taskId: string;
  fileId: string;
  conversationId: string;
  messageId: string;
  attachmentId: string;
  boardItemId: string;
};

let t: TestApp;
let url: string;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  t = await createTestApp();
  url = await t.app.listen({ host: "127.0.0.1", port: 0 });
});

afterAll(async () => {
  closeAll(...sockets);
  await t.close();
});

async function upload(user: ProjectSetup["company"], path: string): Promise<string> {
  const res = await t.app.inject({
    method: "POST",
    url: path,
    headers: user.authHeader,
    payload: multipartForm([], [{ name: "file", content: makePdf(), filename: "delivery.pdf" }]),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id as string;
}

/** A project with a delivered file, a board card and a conversation with a message and a file. */
async function scene(): Promise<Scene> {
  const s = await setupProject(t.app);
  const project = await ok(send(t.app, s.company, "GET", `/api/projects/${s.projectId}`));
  await depositTo(t.app, s.company, 5_000_000);
  await ok(sendMoney(t.app, s.company, `/api/milestones/${s.milestoneId}/fund`));
  const fileId = await upload(s.freelancer, `/api/projects/${s.projectId}/files`);
  await ok(
    send(t.app, s.freelancer, "POST", `/api/milestones/${s.milestoneId}/submit`, {
      note: "The dashboard is done.",
      fileIds: [fileId],
    }),
  );
  const card = await ok(send(t.app, s.company, "POST", `/api/projects/${s.projectId}/board`, { title: "QA" }), 201);
  const conversation = await ok(send(t.app, s.company, "GET", `/api/chat/conversations/project/${s.projectId}`));
  const message = await ok(
    send(t.app, s.company, "POST", `/api/chat/conversations/${conversation.id}/messages`, {
      clientId: `c-${randomUUID()}`,
      body: "Only eight of the twelve charts are there.",
    }),
    201,
  );
  const attachmentId = await upload(s.freelancer, `/api/chat/conversations/${conversation.id}/attachments`);
  await ok(
    send(t.app, s.freelancer, "POST", `/api/chat/conversations/${conversation.id}/messages`, {
      clientId: `c-${randomUUID()}`,
      body: "All twelve are in this file.",
      attachmentId,
    }),
    201,
  );
  return {
    ...s,
    taskId: project.taskId as string,
    fileId,
    conversationId: conversation.id as string,
    messageId: message.id as string,
    attachmentId,
    boardItemId: card.id as string,
  };
}

async function dispute(s: Scene): Promise<string> {
  const opened = await ok(
    send(t.app, s.company, "POST", `/api/milestones/${s.milestoneId}/dispute`, { reason: "Charts are missing." }),
  );
  return opened.milestone.disputeId as string;
}

/** Every read an admin may make of a disputed project, with the audit row each must write. */
function reads(s: Scene) {
  const chat = `/api/chat/conversations/${s.conversationId}`;
  return [
    { url: `/api/projects/${s.projectId}`, action: "PROJECT_VIEWED", subjectId: null },
    { url: `/api/projects/${s.projectId}/activity`, action: "PROJECT_ACTIVITY_VIEWED", subjectId: null },
    { url: `/api/projects/${s.projectId}/files`, action: "PROJECT_FILES_LISTED", subjectId: null },
    { url: `/api/projects/${s.projectId}/files/${s.fileId}`, action: "PROJECT_FILE_DOWNLOADED", subjectId: s.fileId },
    { url: `/api/tasks/${s.taskId}`, action: "TASK_VIEWED", subjectId: s.taskId },
    {
      url: `/api/chat/conversations/project/${s.projectId}`,
      action: "CONVERSATION_OPENED",
      subjectId: s.conversationId,
    },
    { url: `${chat}/messages`, action: "MESSAGES_READ", subjectId: s.conversationId },
    {
      url: `${chat}/attachments/${s.attachmentId}`,
      action: "CHAT_ATTACHMENT_DOWNLOADED",
      subjectId: s.attachmentId,
    },
  ] as const;
}

async function auditOf(projectId: string) {
  // Oldest first: rows come back in no set order without one.
  return t.app.ctx.db
    .select()
    .from(adminAuditLog)
    .where(eq(adminAuditLog.projectId, projectId))
    .orderBy(asc(adminAuditLog.createdAt));
}

describe("an admin on a disputed project", () => {
  it("reads nothing of a project without a dispute, and nothing is recorded", async () => {
    const s = await scene();
    for (const read of reads(s)) {
      const res = await send(t.app, s.admin, "GET", read.url);
      expect(res.statusCode, `${read.url}: ${res.body}`).toBe(404);
    }
    expect(await auditOf(s.projectId)).toEqual([]);
  });

  it("reads the project, its files, activity, task and conversation, each read audited", async () => {
    const s = await scene();
    await dispute(s);
    for (const read of reads(s)) {
      const before = Date.now();
      const res = await send(t.app, s.admin, "GET", read.url);
      expect(res.statusCode, `${read.url}: ${res.body}`).toBe(200);
      const rows = await auditOf(s.projectId);
      expect(rows.at(-1), read.url).toMatchObject({
        adminId: s.admin.user.id,
        action: read.action,
        projectId: s.projectId,
        subjectId: read.subjectId,
      });
      expect(rows.at(-1)!.createdAt.getTime()).toBeGreaterThanOrEqual(before - 1_000);
    }
    expect((await auditOf(s.projectId)).map((row) => row.action)).toEqual(reads(s).map((read) => read.action));

    const project = await ok(send(t.app, s.admin, "GET", `/api/projects/${s.projectId}`));
    expect(project).toMatchObject({
      viewerAccess: "ADMIN",
      viewerSide: null,
      waitingOnViewer: null,
      canCancel: false,
      canAddMilestone: false,
      canInviteCollaborator: false,
    });
    expect(project.milestones.flatMap((milestone: { actions: string[] }) => milestone.actions)).toEqual([]);
    expect(project.milestones[0].submission.files[0].id).toBe(s.fileId);
    const files = await ok(send(t.app, s.admin, "GET", `/api/projects/${s.projectId}/files`));
    expect(files.items.map((file: { id: string }) => file.id)).toEqual([s.fileId]);
    const history = await ok(send(t.app, s.admin, "GET", `/api/chat/conversations/${s.conversationId}/messages`));
    expect(history.items.map((message: { body: string }) => message.body)).toEqual([
      "Only eight of the twelve charts are there.",
      "All twelve are in this file.",
    ]);
    const activity = await ok(send(t.app, s.admin, "GET", `/api/projects/${s.projectId}/activity`));
    expect(activity.items[0].type).toBe("DISPUTE_OPENED");
    const task = await ok(send(t.app, s.admin, "GET", `/api/tasks/${s.taskId}`));
    expect(task.projectId).toBe(s.projectId);
  });

  it("still reads it once the dispute is resolved; another project stays not found", async () => {
    const s = await scene();
    const disputeId = await dispute(s);
    await ok(
      sendMoney(t.app, s.admin, `/api/admin/disputes/${disputeId}/resolve`, {
        outcome: "REFUND",
        note: "The charts were not delivered.",
      }),
    );
    for (const read of reads(s)) {
      const res = await send(t.app, s.admin, "GET", read.url);
      expect(res.statusCode, `${read.url}: ${res.body}`).toBe(200);
    }
    const other = await scene();
    for (const read of reads(other)) {
      expect((await send(t.app, s.admin, "GET", read.url)).statusCode, read.url).toBe(404);
    }
    expect(await auditOf(other.projectId)).toEqual([]);
  });

  it("writes nothing there: every write and the board and reviews stay not found, and nothing is recorded", async () => {
    const s = await scene();
    const disputeId = await dispute(s);
    const chat = `/api/chat/conversations/${s.conversationId}`;
    const attempts: Array<[method: "GET" | "POST" | "PATCH" | "DELETE", url: string, body?: unknown]> = [
      ["POST", `${chat}/messages`, { clientId: `c-${randomUUID()}`, body: "Admin here." }],
      ["PATCH", `${chat}/messages/${s.messageId}`, { body: "Changed." }],
      ["DELETE", `${chat}/messages/${s.messageId}`],
      ["POST", `${chat}/read`, { seq: 1 }],
      ["GET", chat],
      ["GET", `${chat}/search?q=charts`],
      ["POST", `/api/projects/${s.projectId}/milestones`, { title: "More", amount: 100_000 }],
      ["POST", `/api/projects/${s.projectId}/cancel`, { reason: "Stop." }],
      ["GET", `/api/projects/${s.projectId}/board`],
      ["POST", `/api/projects/${s.projectId}/board`, { title: "Admin card" }],
      ["PATCH", `/api/board-items/${s.boardItemId}`, { status: "DONE" }],
      ["DELETE", `/api/board-items/${s.boardItemId}`],
      ["GET", `/api/projects/${s.projectId}/reviews`],
      ["POST", `/api/projects/${s.projectId}/reviews`, { rating: 1, comment: "No." }],
      ["POST", `/api/milestones/${s.milestoneId}/approve`, {}],
      ["POST", `/api/milestones/${s.milestoneId}/request-revision`, { reason: "More." }],
      ["POST", `/api/disputes/${disputeId}/statements`, { text: "Admin statement." }],
    ];
    for (const [method, path, body] of attempts) {
      const res = await send(t.app, s.admin, method, path, body, method === "POST" ? randomUUID() : undefined);
      expect(res.statusCode, `${method} ${path}: ${res.body}`).toBe(404);
    }
    const upload = await t.app.inject({
      method: "POST",
      url: `/api/projects/${s.projectId}/files`,
      headers: s.admin.authHeader,
      payload: multipartForm([], [{ name: "file", content: makePdf(), filename: "admin.pdf" }]),
    });
    expect(upload.statusCode, upload.body).toBe(404);
    const stored = await t.app.ctx.db.select().from(messages).where(eq(messages.conversationId, s.conversationId));
    expect(stored.map((row) => row.body)).toEqual([
      "Only eight of the twelve charts are there.",
      "All twelve are in this file.",
    ]);
    const project = await ok(send(t.app, s.company, "GET", `/api/projects/${s.projectId}`));
    expect(project.milestones.map((m: { title: string; status: string }) => [m.title, m.status])).toEqual([
      [expect.any(String), "DISPUTED"],
    ]);
    expect(await auditOf(s.projectId)).toEqual([]);
  });

  it("cannot join, send or mark read in the conversation through the socket", async () => {
    const s = await scene();
    await dispute(s);
    const admin = await connectAs(t.app, url, s.admin);
    const company = await connectAs(t.app, url, s.company);
    sockets.push(admin, company);
    const attempts = [
      admin.emitWithAck("conversation:join", { conversationId: s.conversationId }),
      admin.emitWithAck("message:send", {
        conversationId: s.conversationId,
        clientId: `c-${randomUUID()}`,
        body: "Hi",
      }),
      admin.emitWithAck("conversation:read", { conversationId: s.conversationId, seq: 1 }),
      admin.emitWithAck("typing", { conversationId: s.conversationId, isTyping: true }),
    ];
    for (const answer of await Promise.all(attempts)) {
      expect(answer).toEqual({ ok: false, code: "NOT_FOUND", message: "Conversation was not found." });
    }
    await company.emitWithAck("message:send", {
      conversationId: s.conversationId,
      clientId: `c-${randomUUID()}`,
      body: "Still between us.",
    });
    const received = await drain(admin);
    expect(received.filter((item) => item.event === "message:new" || item.event === "typing")).toEqual([]);
  });
});
