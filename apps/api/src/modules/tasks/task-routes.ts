import { ZIdParams } from "@crewlance/contracts/common";
import { successEnvelope } from "@crewlance/contracts/envelope";
import {
  ZMyTasksQuery,
  ZMyTasksResponse,
  ZTask,
  ZTaskCreateBody,
  ZTaskListQuery,
  ZTaskListResponse,
} from "@crewlance/contracts/tasks";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { BEARER, errorResponses } from "../../lib/openapi";
import { readFromReplica } from "../../lib/replica-reads";
import { requireRole, userOf } from "../../plugins/auth";
import { listMyTasks } from "./my-tasks-list";
import { searchTasks } from "./search";
import { getTask } from "./task-read-service";
import { createTask } from "./task-service";

const taskEnvelope = successEnvelope(ZTask);

/** Listing, creating and reading tasks. */
export const taskReadCreateRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["tasks"];
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
      data: await readFromReplica(app.ctx, userOf(request).id, (ctx) =>
        searchTasks(ctx, { search: request.query, viewer: userOf(request) }),
      ),
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
};
