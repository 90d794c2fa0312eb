import { ZAcceptResult, ZApplication, ZRejectBody } from "@crewlance/contracts/applications";
import { ZIdParams } from "@crewlance/contracts/common";
import { successEnvelope } from "@crewlance/contracts/envelope";
import { ZAcceptHourlyBody } from "@crewlance/contracts/hourly";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { BEARER, errorResponses } from "../../lib/openapi";
import { requireRole, userOf } from "../../plugins/auth";
import { acceptApplication } from "./accept-service";
import { rejectApplication, shortlistApplication } from "./application-decision-service";
import { withdrawApplication } from "./withdraw-service";

const applicationEnvelope = successEnvelope(ZApplication);

/** An empty POST carries no content type to refuse… */
async function emptyBodyAsJson(request: FastifyRequest): Promise<void> {
  const length = request.headers["content-length"];
  if ((length === "0" || length === undefined) && request.headers["transfer-encoding"] === undefined) {
    delete request.headers["content-type"];
  }
}

/** …and reads as `{}`, for the routes whose whole body is optional. */
async function emptyBodyAsObject(request: FastifyRequest): Promise<void> {
  if (request.body === undefined || request.body === null) request.body = {};
}

/** The owner's decisions on an application, and the applicant's withdrawal. */
export const applicationDecisionRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["applications"];
  const freelancer = requireRole("FREELANCER");
  const company = requireRole("COMPANY");

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
      onRequest: emptyBodyAsJson,
      preValidation: emptyBodyAsObject,
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
      // On an HOURLY task the body may carry the terms (decision 0091); otherwise it is optional.
      onRequest: emptyBodyAsJson,
      preValidation: emptyBodyAsObject,
      preHandler: company,
      schema: {
        operationId: "acceptApplication",
        tags,
        security: BEARER,
        summary: "Hires the applicant: creates the project, starts the task and declines the other applications",
        params: ZIdParams,
        body: ZAcceptHourlyBody,
        response: { 200: successEnvelope(ZAcceptResult), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await acceptApplication(app.ctx, {
        applicationId: request.params.id,
        viewer: userOf(request),
        hourly: request.body.hourly,
      }),
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
};
