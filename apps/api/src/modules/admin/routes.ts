import {
  ZAdminAuditEntry,
  ZAdminAuditLogQuery,
  ZAdminDatabase,
  ZAdminStats,
  ZAdminUser,
  ZAdminUserListQuery,
} from "@crewlance/contracts/admin";
import { paginated, ZIdParams } from "@crewlance/contracts/common";
import { successEnvelope } from "@crewlance/contracts/envelope";
import { ZMakeAdmin } from "@crewlance/contracts/safety";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { BEARER, errorResponses } from "../../lib/openapi";
import { requireRole, userOf } from "../../plugins/auth";
import { sendStoredFile } from "../../plugins/uploads/send-stored-file";
import { readCompanyCertificate } from "../users/index";
import { listAdminAuditLog } from "./audit-log-service";
import { makeAdmin } from "./make-admin";
import { listUsersForAdmin, restoreUser, suspendUser, verifyCompany } from "./service";
import { getAdminStats } from "./stats";

const tags = ["admin"];
const adminUserEnvelope = successEnvelope(ZAdminUser);

export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("preHandler", app.authenticate);
  app.addHook("preHandler", requireRole("ADMIN"));

  app.get(
    "/stats",
    {
      schema: {
        operationId: "getAdminStats",
        tags,
        security: BEARER,
        summary: "Platform counts for the admin dashboard: users by role and state, companies by verification",
        response: { 200: successEnvelope(ZAdminStats), ...errorResponses(401, 403) },
      },
    },
    async () => ({ success: true as const, data: await getAdminStats(app.ctx) }),
  );

  app.get(
    "/database",
    {
      schema: {
        operationId: "getAdminDatabase",
        tags,
        security: BEARER,
        summary: "Where this instance reads: the database, and each read replica with its lag (decision 0107)",
        response: { 200: successEnvelope(ZAdminDatabase), ...errorResponses(401, 403) },
      },
    },
    async () => ({
      success: true as const,
      data: {
        kind: app.ctx.dbKind,
        replicas: app.ctx.replicas?.set.states() ?? [],
        maxLagMs: app.ctx.config.replicas.maxLagMs,
      },
    }),
  );

  app.get(
    "/users",
    {
      schema: {
        operationId: "listUsers",
        tags,
        security: BEARER,
        summary: "Every account, newest first, with search and role and status filters",
        querystring: ZAdminUserListQuery,
        response: { 200: successEnvelope(paginated(ZAdminUser)), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({ success: true as const, data: await listUsersForAdmin(app.ctx, request.query) }),
  );

  app.get(
    "/audit-log",
    {
      schema: {
        operationId: "listAdminAuditLog",
        tags,
        security: BEARER,
        summary: "Every admin read of a disputed project (decision 0080), newest first, by project or by admin",
        querystring: ZAdminAuditLogQuery,
        response: { 200: successEnvelope(paginated(ZAdminAuditEntry)), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({ success: true as const, data: await listAdminAuditLog(app.ctx, request.query) }),
  );

  app.post(
    "/users/:id/suspend",
    {
      schema: {
        operationId: "suspendUser",
        tags,
        security: BEARER,
        summary: "Suspends an account and revokes its sessions",
        params: ZIdParams,
        response: { 200: adminUserEnvelope, ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await suspendUser(app.ctx, { admin: userOf(request), userId: request.params.id }),
      message: "The account has been suspended.",
    }),
  );

  app.post(
    "/users/:id/restore",
    {
      schema: {
        operationId: "restoreUser",
        tags,
        security: BEARER,
        summary: "Restores a suspended account",
        params: ZIdParams,
        response: { 200: adminUserEnvelope, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await restoreUser(app.ctx, { admin: userOf(request), userId: request.params.id }),
      message: "The account has been restored.",
    }),
  );

  app.post(
    "/users/:id/make-admin",
    {
      schema: {
        operationId: "makeAdmin",
        tags,
        security: BEARER,
        summary: "Makes a verified user an administrator, confirmed by typing their email (audited)",
        params: ZIdParams,
        body: ZMakeAdmin,
        response: { 200: adminUserEnvelope, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await makeAdmin(app.ctx, { admin: userOf(request), userId: request.params.id, ...request.body }),
      message: "The person is now an administrator.",
    }),
  );

  app.post(
    "/companies/:id/verify",
    {
      schema: {
        operationId: "verifyCompany",
        tags,
        security: BEARER,
        summary: "Marks a company verified",
        params: ZIdParams,
        response: { 200: adminUserEnvelope, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await verifyCompany(app.ctx, { companyUserId: request.params.id }),
      message: "The company has been verified.",
    }),
  );

  app.get(
    "/companies/:id/certificate",
    {
      schema: {
        operationId: "downloadCompanyCertificate",
        tags,
        security: BEARER,
        summary: "Downloads a company's registration certificate",
        params: ZIdParams,
        response: { ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const document = await readCompanyCertificate(app.ctx, {
        viewer: userOf(request),
        companyUserId: request.params.id,
      });
      return sendStoredFile(reply, document);
    },
  );
};
