import { DOCUMENT_MAX_BYTES, IMAGE_MAX_BYTES } from "@crewlance/contracts/constants";
import { successEnvelope } from "@crewlance/contracts/envelope";
import { ZCertificateQuery, ZFreelancerProfileRequest, ZUser } from "@crewlance/contracts/users";
import type { FastifyRequest } from "fastify";
import { forbidden } from "../../lib/errors";
import { BEARER, errorResponses } from "../../lib/openapi";
import type { RouteApp } from "../../lib/route-app";
import { requireRole, userOf } from "../../plugins/auth";
import { readMultipartForm } from "../../plugins/uploads/multipart-form";
import { sendStoredFile } from "../../plugins/uploads/send-stored-file";
import { readCompanyCertificate, saveCompanyProfile, saveFreelancerProfile } from "./profile-service";

const tags = ["users"];
const userEnvelope = successEnvelope(ZUser);

const COMPANY_FILE_RULES = {
  registrationCertificate: {
    maxBytes: DOCUMENT_MAX_BYTES,
    tooLargeMessage: "The registration certificate must be at most 10 MB.",
  },
  logo: { maxBytes: IMAGE_MAX_BYTES, tooLargeMessage: "The logo must be at most 5 MB." },
};

/** Onboarding follows email verification, so a profile cannot complete it before. */
async function requireVerifiedEmail(request: FastifyRequest): Promise<void> {
  if (!userOf(request).emailVerified) throw forbidden("Verify your email address before completing your profile.");
}

/** Completing the freelancer's or the company's profile, and the company's certificate. */
export function registerProfileRoutes(app: RouteApp): void {
  app.put(
    "/profile/freelancer",
    {
      preHandler: [requireRole("FREELANCER"), requireVerifiedEmail],
      schema: {
        operationId: "saveFreelancerProfile",
        tags,
        security: BEARER,
        summary: "Creates or replaces the freelancer profile; the first save completes onboarding",
        body: ZFreelancerProfileRequest,
        response: { 200: userEnvelope, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await saveFreelancerProfile(app.ctx, { user: userOf(request), profile: request.body }),
      message: "Your profile has been saved.",
    }),
  );

  app.put(
    "/profile/company",
    {
      preHandler: [requireRole("COMPANY"), requireVerifiedEmail],
      schema: {
        operationId: "saveCompanyProfile",
        tags,
        security: BEARER,
        summary: "Creates or replaces the company profile (multipart/form-data)",
        description:
          "Text fields companyName, industry, size, website, location, description, registrationNumber " +
          "(array fields as indexed entries such as skills[0]; empty values omitted); files " +
          "registrationCertificate (PDF, JPEG or PNG, at most 10 MB; required the first time) and " +
          "logo (JPEG, PNG or WebP, at most 5 MB).",
        response: { 200: userEnvelope, ...errorResponses(400, 401, 403, 413, 415) },
      },
    },
    async (request) => {
      const { fields, files } = await readMultipartForm(request, COMPANY_FILE_RULES);
      return {
        success: true as const,
        data: await saveCompanyProfile(app.ctx, { user: userOf(request), fields, files }),
        message: "Your company profile has been saved.",
      };
    },
  );

  app.get(
    "/profile/company/certificate",
    {
      preHandler: requireRole("COMPANY", "ADMIN"),
      schema: {
        operationId: "downloadOwnCertificate",
        tags,
        security: BEARER,
        summary: "Downloads a registration certificate: the company's own, or any company's for an admin (?userId=)",
        querystring: ZCertificateQuery,
        response: { ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const viewer = userOf(request);
      const document = await readCompanyCertificate(app.ctx, {
        viewer,
        companyUserId: request.query.userId ?? viewer.id,
      });
      return sendStoredFile(reply, document);
    },
  );
}
