import { ZIdParams } from "@crewlance/contracts/common";
import { successEnvelope } from "@crewlance/contracts/envelope";
import { ZTask, ZTaskUpdateBody } from "@crewlance/contracts/tasks";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { BEARER, errorResponses } from "../../lib/openapi";
import { requireRole, userOf } from "../../plugins/auth";
import { cancelTask, deleteTask } from "./task-lifecycle-service";
import { publishTask, updateTask } from "./task-service";

const taskEnvelope = successEnvelope(ZTask);
const ZDeleted = successEnvelope(z.object({ id: z.string().uuid() }));

/** A company's changes to its own task: edit, delete, publish, cancel. */
export const taskChangeRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["tasks"];
  const company = requireRole("COMPANY");

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
};
