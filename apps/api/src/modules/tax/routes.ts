import { ZIdParams } from "@crewlance/contracts/common";
import { successEnvelope } from "@crewlance/contracts/envelope";
import { ZAdminTaxProfile, ZTaxProfileBody, ZTaxProfileView, ZVerificationResult } from "@crewlance/contracts/tax";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { BEARER, errorResponses } from "../../lib/openapi";
import { requireRole, userOf } from "../../plugins/auth";
import { verifyMyPan } from "./pan-verification";
import { getMyTaxProfile, getTaxProfileForAdmin, saveTaxProfile } from "./profile-service";

const tags = ["tax"];

/** /tax-profile: the signed-in user's own tax profile (freelancers and companies). */
export const taxProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("preHandler", app.authenticate);
  app.addHook("preHandler", requireRole("FREELANCER", "COMPANY"));

  app.get(
    "/",
    {
      schema: {
        operationId: "getMyTaxProfile",
        tags,
        security: BEARER,
        summary:
          "The signed-in user's tax profile in full (null before they save one) and which KYC provider verifies it",
        response: { 200: successEnvelope(ZTaxProfileView), ...errorResponses(401, 403) },
      },
    },
    async (request) => ({ success: true as const, data: await getMyTaxProfile(app.ctx, userOf(request).id) }),
  );

  app.put(
    "/",
    {
      schema: {
        operationId: "saveMyTaxProfile",
        tags,
        security: BEARER,
        summary: "Creates or replaces the tax profile; a new PAN must be verified again; every change is audited",
        body: ZTaxProfileBody,
        response: { 200: successEnvelope(ZTaxProfileView), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await saveTaxProfile(app.ctx, { userId: userOf(request).id, body: request.body }),
      message: "Tax profile saved.",
    }),
  );

  app.post(
    "/pan-verification",
    {
      schema: {
        operationId: "verifyMyPan",
        tags,
        security: BEARER,
        summary: "Asks the KYC provider whose PAN it is; verified when the name matches the legal name",
        response: { 200: successEnvelope(ZVerificationResult), ...errorResponses(401, 403, 409, 422, 502, 503) },
      },
    },
    async (request) => {
      const result = await verifyMyPan(app.ctx, userOf(request).id);
      return {
        success: true as const,
        data: result,
        message: result.notice ? `PAN ${result.notice}.` : "PAN verified.",
      };
    },
  );
};

/** /admin/users/:id/tax-profile: admins read anyone's profile and its audit. */
export const adminTaxProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("preHandler", app.authenticate);
  app.addHook("preHandler", requireRole("ADMIN"));

  app.get(
    "/:id/tax-profile",
    {
      schema: {
        operationId: "getTaxProfileForAdmin",
        tags,
        security: BEARER,
        summary: "A user's tax profile in full and every change to it, newest first",
        params: ZIdParams,
        response: { 200: successEnvelope(ZAdminTaxProfile), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ success: true as const, data: await getTaxProfileForAdmin(app.ctx, request.params.id) }),
  );
};
