import { IMAGE_MAX_BYTES } from "@crewlance/contracts/constants";
import { successEnvelope } from "@crewlance/contracts/envelope";
import { ZShowcaseImageUpload } from "@crewlance/contracts/users";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { BEARER, errorResponses } from "../../lib/openapi";
import { requireRole, userOf } from "../../plugins/auth";
import { readSingleFile } from "../../plugins/uploads/multipart-form";
import { uploadShowcaseImage } from "./showcase-images-service";

const IMAGE_RULE = { maxBytes: IMAGE_MAX_BYTES, tooLargeMessage: "The image must be at most 5 MB." };

/** The signed-in freelancer's showcase images, under /users/me (decision 0097). */
export const showcaseImageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("preHandler", app.authenticate);
  app.post(
    "/showcase-images",
    {
      preHandler: requireRole("FREELANCER"),
      schema: {
        operationId: "uploadShowcaseImage",
        tags: ["users"],
        security: BEARER,
        summary:
          "Stores one showcase image (multipart/form-data, a JPEG, PNG or WebP file, at most 5 MB), resized to at most 1600 px wide",
        response: { 201: successEnvelope(ZShowcaseImageUpload), ...errorResponses(400, 401, 403, 413, 415) },
      },
    },
    async (request, reply) => {
      const file = await readSingleFile(request, IMAGE_RULE);
      const image = await uploadShowcaseImage(app.ctx, { userId: userOf(request).id, content: file.content });
      return reply.code(201).send({ success: true as const, data: image, message: "The image has been uploaded." });
    },
  );
};
