import { IMAGE_MAX_BYTES } from "@crewlance/contracts/constants";
import { successEnvelope } from "@crewlance/contracts/envelope";
import { ZUser } from "@crewlance/contracts/users";
import { BEARER, errorResponses } from "../../lib/openapi";
import type { RouteApp } from "../../lib/route-app";
import { userOf } from "../../plugins/auth";
import { readSingleFile } from "../../plugins/uploads/multipart-form";
import { replaceProfileImage } from "./media-service";

const tags = ["users"];
const userEnvelope = successEnvelope(ZUser);

const IMAGE_RULE = { maxBytes: IMAGE_MAX_BYTES, tooLargeMessage: "The image must be at most 5 MB." };

/** Replacing the avatar or the banner. */
export function registerMediaRoutes(app: RouteApp): void {
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
}
