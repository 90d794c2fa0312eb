import {
  ZAcceptResult,
  ZApplication,
  ZApplyBody,
  ZMyApplicationsQuery,
  ZMyApplicationsResponse,
  ZRejectBody,
  ZTaskApplicationsQuery,
  ZTaskApplicationsResponse,
} from "@crewlance/contracts/applications";
import { ZIdParams } from "@crewlance/contracts/common";
import { successEnvelope } from "@crewlance/contracts/envelope";
import {
  ATTACHMENT_MAX_BYTES,
  ZAttachment,
  ZAttachmentParams,
  ZMyTasksQuery,
  ZMyTasksResponse,
  ZTask,
  ZTaskCreateBody,
  ZTaskListQuery,
  ZTaskListResponse,
  ZTaskUpdateBody,
} from "@crewlance/contracts/tasks";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { BEARER, errorResponses } from "../../lib/openapi";
import { requireRole, userOf } from "../../plugins/auth";
import { readSingleFile } from "../../plugins/uploads/multipart-form";
import { sendStoredFile } from "../../plugins/uploads/send-stored-file";
import {
  acceptApplication,
  applyToTask,
  getApplication,
  listMyApplications,
  listTaskApplications,
  rejectApplication,
  shortlistApplication,
  withdrawApplication,
} from "./application-service";
import {
  ATTACHMENT_TOO_LARGE_MESSAGE,
  addApplicationAttachment,
  addTaskAttachment,
  deleteApplicationAttachment,
  deleteTaskAttachment,
  readApplicationAttachment,
  readTaskAttachment,
} from "./attachment-service";
import { searchTasks } from "./search";
import { cancelTask, createTask, deleteTask, getTask, listMyTasks, publishTask, updateTask } from "./task-service";

const ATTACHMENT_RULE = { maxBytes: ATTACHMENT_MAX_BYTES, tooLargeMessage: ATTACHMENT_TOO_LARGE_MESSAGE };
const taskEnvelope = successEnvelope(ZTask);
const applicationEnvelope = successEnvelope(ZApplication);
const ZDeleted = successEnvelope(z.object({ id: z.string().uuid() }));

/** Tasks (spec B4) under /api/tasks. */
export const taskRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["tasks"];
  app.addHook("preHandler", app.authenticate);
  const company = requireRole("COMPANY");

  app.get(
    "/",
    {
      schema: {
        operationId: "listTasks",
        tags,
        security: BEARER,
        summary: "Open tasks with search, filters, sorting and paging; each card with the viewer's match",
        querystring: ZTaskListQuery,
        response: { 200: successEnvelope(ZTaskListResponse), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await searchTasks(app.ctx, { search: request.query, viewer: userOf(request) }),
    }),
  );

  app.post(
    "/",
    {
      preHandler: company,
      schema: {
        operationId: "createTask",
        tags,
        security: BEARER,
        summary: "Creates a task as a draft, or published at once with publish: true (companies only)",
        body: ZTaskCreateBody,
        response: { 201: taskEnvelope, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const task = await createTask(app.ctx, { viewer: userOf(request), body: request.body });
      reply.code(201);
      return {
        success: true as const,
        data: task,
        message: task.status === "OPEN" ? "Your task is published." : "Your draft is saved.",
      };
    },
  );

  app.get(
    "/mine",
    {
      preHandler: company,
      schema: {
        operationId: "listMyTasks",
        tags,
        security: BEARER,
        summary: "The company's own tasks in every status, with application counts per status",
        querystring: ZMyTasksQuery,
        response: { 200: successEnvelope(ZMyTasksResponse), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await listMyTasks(app.ctx, { viewer: userOf(request), ...request.query }),
    }),
  );

  app.get(
    "/:id",
    {
      schema: {
        operationId: "getTask",
        tags,
        security: BEARER,
        summary:
          "One task: a draft for its owner only, a task no longer open for its owner and applicants (and an admin while its project has a dispute, audited)",
        params: ZIdParams,
        response: { 200: taskEnvelope, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await getTask(app.ctx, { taskId: request.params.id, viewer: userOf(request) }),
    }),
  );

  app.patch(
    "/:id",
    {
      preHandler: company,
      schema: {
        operationId: "updateTask",
        tags,
        security: BEARER,
        summary: "Edits a draft or open task; applicants are told of a new budget or deadline",
        params: ZIdParams,
        body: ZTaskUpdateBody,
        response: { 200: taskEnvelope, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await updateTask(app.ctx, { taskId: request.params.id, viewer: userOf(request), body: request.body }),
      message: "The task has been updated.",
    }),
  );

  app.delete(
    "/:id",
    {
      preHandler: company,
      schema: {
        operationId: "deleteTask",
        tags,
        security: BEARER,
        summary: "Deletes a draft",
        params: ZIdParams,
        response: { 200: ZDeleted, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      await deleteTask(app.ctx, { taskId: request.params.id, viewer: userOf(request) });
      return { success: true as const, data: { id: request.params.id }, message: "The draft has been deleted." };
    },
  );

  app.post(
    "/:id/publish",
    {
      preHandler: company,
      schema: {
        operationId: "publishTask",
        tags,
        security: BEARER,
        summary: "Publishes a draft",
        params: ZIdParams,
        response: { 200: taskEnvelope, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await publishTask(app.ctx, { taskId: request.params.id, viewer: userOf(request) }),
      message: "Your task is published.",
    }),
  );

  app.post(
    "/:id/cancel",
    {
      preHandler: company,
      schema: {
        operationId: "cancelTask",
        tags,
        security: BEARER,
        summary: "Cancels a draft or open task; pending applications are closed and their applicants told",
        params: ZIdParams,
        response: { 200: taskEnvelope, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await cancelTask(app.ctx, { taskId: request.params.id, viewer: userOf(request) }),
      message: "The task has been cancelled.",
    }),
  );

  app.get(
    "/:id/applications",
    {
      preHandler: company,
      schema: {
        operationId: "listTaskApplications",
        tags: ["applications"],
        security: BEARER,
        summary: "A task's applications ranked by skill match, then newest (its owner only)",
        params: ZIdParams,
        querystring: ZTaskApplicationsQuery,
        response: { 200: successEnvelope(ZTaskApplicationsResponse), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await listTaskApplications(app.ctx, {
        taskId: request.params.id,
        viewer: userOf(request),
        ...request.query,
      }),
    }),
  );

  app.post(
    "/:id/applications",
    {
      preHandler: requireRole("FREELANCER"),
      schema: {
        operationId: "applyToTask",
        tags: ["applications"],
        security: BEARER,
        summary: "Applies to an open task (at most 30 applications in 24 hours)",
        params: ZIdParams,
        body: ZApplyBody,
        response: { 201: applicationEnvelope, ...errorResponses(400, 401, 403, 404, 409, 422, 429) },
      },
    },
    async (request, reply) => {
      const application = await applyToTask(app.ctx, {
        taskId: request.params.id,
        viewer: userOf(request),
        body: request.body,
      });
      reply.code(201);
      return { success: true as const, data: application, message: "Your application has been sent." };
    },
  );

  app.post(
    "/:id/attachments",
    {
      preHandler: company,
      schema: {
        operationId: "addTaskAttachment",
        tags,
        security: BEARER,
        summary:
          "Attaches one file to a draft or open task (multipart/form-data; PDF, image or office file, 10 MB, 5 per task)",
        params: ZIdParams,
        response: { 201: successEnvelope(ZAttachment), ...errorResponses(400, 401, 403, 404, 409, 413, 415, 422) },
      },
    },
    async (request, reply) => {
      const file = await readSingleFile(request, ATTACHMENT_RULE);
      const attachment = await addTaskAttachment(app.ctx, { taskId: request.params.id, viewer: userOf(request), file });
      reply.code(201);
      return { success: true as const, data: attachment };
    },
  );

  app.get(
    "/:id/attachments/:attachmentId",
    {
      schema: {
        operationId: "downloadTaskAttachment",
        tags,
        security: BEARER,
        summary: "Downloads a task's file, for whoever may see the task",
        params: ZAttachmentParams,
        response: { ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const file = await readTaskAttachment(app.ctx, {
        taskId: request.params.id,
        attachmentId: request.params.attachmentId,
        viewer: userOf(request),
      });
      return sendStoredFile(reply, file);
    },
  );

  app.delete(
    "/:id/attachments/:attachmentId",
    {
      preHandler: company,
      schema: {
        operationId: "deleteTaskAttachment",
        tags,
        security: BEARER,
        summary: "Removes a file from a draft or open task",
        params: ZAttachmentParams,
        response: { 200: ZDeleted, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      await deleteTaskAttachment(app.ctx, {
        taskId: request.params.id,
        attachmentId: request.params.attachmentId,
        viewer: userOf(request),
      });
      return {
        success: true as const,
        data: { id: request.params.attachmentId },
        message: "The file has been removed.",
      };
    },
  );
};

/** Applications (spec B4) under /api/applications. */
export const applicationRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["applications"];
  app.addHook("preHandler", app.authenticate);
  const freelancer = requireRole("FREELANCER");
  const company = requireRole("COMPANY");

  app.get(
    "/mine",
    {
      preHandler: freelancer,
      schema: {
        operationId: "listMyApplications",
        tags,
        security: BEARER,
        summary: "The freelancer's applications, newest first, with counts per status",
        querystring: ZMyApplicationsQuery,
        response: { 200: successEnvelope(ZMyApplicationsResponse), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await listMyApplications(app.ctx, { viewer: userOf(request), ...request.query }),
    }),
  );

  app.get(
    "/:id",
    {
      schema: {
        operationId: "getApplication",
        tags,
        security: BEARER,
        summary: "One application, for its applicant and the task's owner",
        params: ZIdParams,
        response: { 200: applicationEnvelope, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await getApplication(app.ctx, { applicationId: request.params.id, viewerId: userOf(request).id }),
    }),
  );

  app.post(
    "/:id/shortlist",
    {
      preHandler: company,
      schema: {
        operationId: "shortlistApplication",
        tags,
        security: BEARER,
        summary: "Shortlists a pending application (the task's owner)",
        params: ZIdParams,
        response: { 200: applicationEnvelope, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await shortlistApplication(app.ctx, { applicationId: request.params.id, viewer: userOf(request) }),
      message: "The application is shortlisted.",
    }),
  );

  app.post(
    "/:id/reject",
    {
      // The reason is optional, and so is the whole body: an empty POST reads as `{}`.
      onRequest: async (request) => {
        const length = request.headers["content-length"];
        if ((length === "0" || length === undefined) && request.headers["transfer-encoding"] === undefined) {
          delete request.headers["content-type"];
        }
      },
      preValidation: async (request) => {
        if (request.body === undefined || request.body === null) request.body = {};
      },
      preHandler: company,
      schema: {
        operationId: "rejectApplication",
        tags,
        security: BEARER,
        summary: "Declines a pending or shortlisted application, with an optional reason",
        params: ZIdParams,
        body: ZRejectBody,
        response: { 200: applicationEnvelope, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await rejectApplication(app.ctx, {
        applicationId: request.params.id,
        viewer: userOf(request),
        reason: request.body.reason,
      }),
      message: "The application has been declined.",
    }),
  );

  app.post(
    "/:id/accept",
    {
      preHandler: company,
      schema: {
        operationId: "acceptApplication",
        tags,
        security: BEARER,
        summary: "Hires the applicant: creates the project, starts the task and declines the other applications",
        params: ZIdParams,
        response: { 200: successEnvelope(ZAcceptResult), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await acceptApplication(app.ctx, { applicationId: request.params.id, viewer: userOf(request) }),
      message: "The project has started.",
    }),
  );

  app.post(
    "/:id/withdraw",
    {
      preHandler: freelancer,
      schema: {
        operationId: "withdrawApplication",
        tags,
        security: BEARER,
        summary: "Withdraws one's own pending or shortlisted application",
        params: ZIdParams,
        response: { 200: applicationEnvelope, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await withdrawApplication(app.ctx, { applicationId: request.params.id, viewer: userOf(request) }),
      message: "Your application has been withdrawn.",
    }),
  );

  app.post(
    "/:id/attachments",
    {
      preHandler: freelancer,
      schema: {
        operationId: "addApplicationAttachment",
        tags,
        security: BEARER,
        summary: "Attaches one file to one's own live application (multipart/form-data; 10 MB, 5 per application)",
        params: ZIdParams,
        response: { 201: successEnvelope(ZAttachment), ...errorResponses(400, 401, 403, 404, 409, 413, 415, 422) },
      },
    },
    async (request, reply) => {
      const file = await readSingleFile(request, ATTACHMENT_RULE);
      const attachment = await addApplicationAttachment(app.ctx, {
        applicationId: request.params.id,
        viewer: userOf(request),
        file,
      });
      reply.code(201);
      return { success: true as const, data: attachment };
    },
  );

  app.get(
    "/:id/attachments/:attachmentId",
    {
      schema: {
        operationId: "downloadApplicationAttachment",
        tags,
        security: BEARER,
        summary: "Downloads an application's file, for its applicant and the task's owner",
        params: ZAttachmentParams,
        response: { ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const file = await readApplicationAttachment(app.ctx, {
        applicationId: request.params.id,
        attachmentId: request.params.attachmentId,
        viewer: userOf(request),
      });
      return sendStoredFile(reply, file);
    },
  );

  app.delete(
    "/:id/attachments/:attachmentId",
    {
      preHandler: freelancer,
      schema: {
        operationId: "deleteApplicationAttachment",
        tags,
        security: BEARER,
        summary: "Removes a file from one's own live application",
        params: ZAttachmentParams,
        response: { 200: ZDeleted, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      await deleteApplicationAttachment(app.ctx, {
        applicationId: request.params.id,
        attachmentId: request.params.attachmentId,
        viewer: userOf(request),
      });
      return {
        success: true as const,
        data: { id: request.params.attachmentId },
        message: "The file has been removed.",
      };
    },
  );
};
