import { ZIdParams } from "@crewlance/contracts/common";
import { DOCUMENT_MAX_BYTES, IMAGE_MAX_BYTES } from "@crewlance/contracts/constants";
import { successEnvelope } from "@crewlance/contracts/envelope";
import {
  ZCertificateQuery,
  ZChatToken,
  ZChooseRoleRequest,
  ZFreelancerProfileRequest,
  ZPublicUser,
  ZUpdateUserRequest,
  ZUser,
} from "@crewlance/contracts/users";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { forbidden } from "../../lib/errors";
import { BEARER, errorResponses } from "../../lib/openapi";
import { noStore, requireRole, userOf } from "../../plugins/auth";
import { readMultipartForm, readSingleFile } from "../../plugins/uploads/multipart-form";
import { sendStoredFile } from "../../plugins/uploads/send-stored-file";
import { companyReputation } from "../tasks/reputation-service";
import { replaceProfileImage } from "./media-service";
import { readCompanyCertificate, saveCompanyProfile, saveFreelancerProfile } from "./profile-service";
import { chooseRole, getCurrentUser, getPublicUser, issueChatToken, removePhone, updateUser } from "./service";

const tags = ["users"];
const userEnvelope = successEnvelope(ZUser);

const IMAGE_RULE = { maxBytes: IMAGE_MAX_BYTES, tooLargeMessage: "The image must be at most 5 MB." };
const COMPANY_FILE_RULES = {
  registrationCertificate: {
    maxBytes: DOCUMENT_MAX_BYTES,
    tooLargeMessage: "The registration certificate must be at most 10 MB.",
  },
  logo: { maxBytes: IMAGE_MAX_BYTES, tooLargeMessage: "The logo must be at most 5 MB." },
};

/** Onboarding follows email verification (spec A5), so a profile cannot complete it before. */
async function requireVerifiedEmail(request: FastifyRequest): Promise<void> {
  if (!userOf(request).emailVerified) throw forbidden("Verify your email address before completing your profile.");
}

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("preHandler", app.authenticate);

  app.get(
    "/",
    {
      onSend: noStore,
      schema: {
        operationId: "getCurrentUser",
        tags,
        security: BEARER,
        summary: "The signed-in user",
        response: { 200: userEnvelope, ...errorResponses(401, 403) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await getCurrentUser(app.ctx, { userId: userOf(request).id }),
    }),
  );

  app.put(
    "/",
    {
      schema: {
        operationId: "updateCurrentUser",
        tags,
        security: BEARER,
        summary: "Updates the signed-in user's account fields",
        body: ZUpdateUserRequest,
        response: { 200: userEnvelope, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await updateUser(app.ctx, { userId: userOf(request).id, changes: request.body }),
      message: "Your profile has been updated.",
    }),
  );

  app.put(
    "/role",
    {
      schema: {
        operationId: "chooseRole",
        tags,
        security: BEARER,
        summary: "Picks FREELANCER or COMPANY for an account created by social sign-in (once)",
        body: ZChooseRoleRequest,
        response: { 200: userEnvelope, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await chooseRole(app.ctx, { userId: userOf(request).id, role: request.body.role }),
      message: "Your role has been saved.",
    }),
  );

  app.delete(
    "/phone",
    {
      schema: {
        operationId: "removePhone",
        tags,
        security: BEARER,
        summary: "Removes the phone number (and its verification) from the signed-in user's account",
        response: { 200: userEnvelope, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await removePhone(app.ctx, { userId: userOf(request).id }),
      message: "Your phone number has been removed.",
    }),
  );

  app.get(
    "/chat-token",
    {
      schema: {
        operationId: "getChatToken",
        tags,
        security: BEARER,
        summary: "A five-minute token for the real-time chat connection",
        response: { 200: successEnvelope(ZChatToken), ...errorResponses(401, 403) },
      },
    },
    async (request) => ({ success: true as const, data: await issueChatToken(app.ctx, { user: userOf(request) }) }),
  );

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

  for (const kind of ["avatar", "banner"] as const) {
    app.post(
      `/${kind}`,
      {
        schema: {
          operationId: kind === "avatar" ? "uploadAvatar" : "uploadBanner",
          tags,
          security: BEARER,
          summary: `Replaces the ${kind} (multipart/form-data, one JPEG, PNG or WebP file, at most 5 MB)`,
          response: { 200: userEnvelope, ...errorResponses(400, 401, 403, 413, 415) },
        },
      },
      async (request) => {
        const file = await readSingleFile(request, IMAGE_RULE);
        return {
          success: true as const,
          data: await replaceProfileImage(app.ctx, { userId: userOf(request).id, kind, content: file.content }),
          message: `Your ${kind} has been updated.`,
        };
      },
    );
  }

  app.get(
    "/:id",
    {
      schema: {
        operationId: "getUser",
        tags,
        security: BEARER,
        summary: "Another user's public profile",
        params: ZIdParams,
        response: { 200: successEnvelope(ZPublicUser), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const user = await getPublicUser(app.ctx, { userId: request.params.id, viewer: userOf(request) });
      // A company's reputation (spec B3) is derived by the tasks module from its tasks and payments.
      const reputation =
        user.role === "COMPANY"
          ? await companyReputation(app.ctx, { id: user.id, createdAt: new Date(user.createdAt) })
          : null;
      return { success: true as const, data: { ...user, companyReputation: reputation } };
    },
  );
};
