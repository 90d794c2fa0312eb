import { DOCUMENT_MAX_BYTES } from "@crewlance/contracts/constants";
import { summarizeFieldErrors } from "@crewlance/contracts/envelope";
import { ZCreateSupportTicketRequest } from "@crewlance/contracts/help";
import type { FastifyRequest } from "fastify";
import { AppError } from "../../lib/errors";
import { readMultipartForm, type UploadedFile } from "../../plugins/uploads/multipart-form";
import { TICKET_ATTACHMENT_TOO_LARGE_MESSAGE } from "./tickets-service";

/**
 * POST /help/tickets takes JSON, or multipart/form-data when a file comes along (one request,
 * so a ticket never exists without the file its author attached).
 */
export async function readTicketRequest(request: FastifyRequest) {
  let fields: unknown = request.body ?? {};
  let attachment: UploadedFile | undefined;
  if (request.isMultipart()) {
    const form = await readMultipartForm(request, {
      attachment: { maxBytes: DOCUMENT_MAX_BYTES, tooLargeMessage: TICKET_ATTACHMENT_TOO_LARGE_MESSAGE },
    });
    fields = form.fields;
    attachment = form.files.get("attachment");
  }
  const parsed = ZCreateSupportTicketRequest.safeParse(fields);
  if (!parsed.success) {
    const errors = parsed.error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message }));
    throw new AppError("VALIDATION_ERROR", summarizeFieldErrors(errors), errors);
  }
  return { body: parsed.data, attachment };
}
