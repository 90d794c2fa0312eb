import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireRole } from "../../plugins/auth";
import { applicationDecisionRoutes } from "./application-decision-routes";
import { applicationReadRoutes } from "./application-read-routes";
import { registerAttachmentRoutes } from "./attachment-routes";
import {
  addApplicationAttachment,
  addTaskAttachment,
  deleteApplicationAttachment,
  deleteTaskAttachment,
  readApplicationAttachment,
  readTaskAttachment,
} from "./attachment-service";
import { taskApplicationRoutes } from "./task-application-routes";
import { taskChangeRoutes } from "./task-change-routes";
import { taskReadCreateRoutes } from "./task-routes";

/* The routes are registered in this order so the OpenAPI document lists them as before. */

/** Tasks under /api/tasks. */
export const taskRoutes: FastifyPluginAsyncZod = async (app, options) => {
  app.addHook("preHandler", app.authenticate);
  await taskReadCreateRoutes(app, options);
  await taskChangeRoutes(app, options);
  await taskApplicationRoutes(app, options);
  registerAttachmentRoutes(app, {
    kind: "Task",
    tags: ["tasks"],
    writer: requireRole("COMPANY"),
    summaries: {
      add: "Attaches one file to a draft or open task (multipart/form-data; PDF, image or office file, 10 MB, 5 per task)",
      download: "Downloads a task's file, for whoever may see the task",
      remove: "Removes a file from a draft or open task",
    },
    add: (ctx, { parentId, ...input }) => addTaskAttachment(ctx, { taskId: parentId, ...input }),
    read: (ctx, { parentId, ...input }) => readTaskAttachment(ctx, { taskId: parentId, ...input }),
    remove: (ctx, { parentId, ...input }) => deleteTaskAttachment(ctx, { taskId: parentId, ...input }),
  });
};

/** Applications under /api/applications. */
export const applicationRoutes: FastifyPluginAsyncZod = async (app, options) => {
  app.addHook("preHandler", app.authenticate);
  await applicationReadRoutes(app, options);
  await applicationDecisionRoutes(app, options);
  registerAttachmentRoutes(app, {
    kind: "Application",
    tags: ["applications"],
    writer: requireRole("FREELANCER"),
    summaries: {
      add: "Attaches one file to one's own live application (multipart/form-data; 10 MB, 5 per application)",
      download: "Downloads an application's file, for its applicant and the task's owner",
      remove: "Removes a file from one's own live application",
    },
    add: (ctx, { parentId, ...input }) => addApplicationAttachment(ctx, { applicationId: parentId, ...input }),
    read: (ctx, { parentId, ...input }) => readApplicationAttachment(ctx, { applicationId: parentId, ...input }),
    remove: (ctx, { parentId, ...input }) => deleteApplicationAttachment(ctx, { applicationId: parentId, ...input }),
  });
};
