import type { TErrorEnvelope, TFieldError } from "@crewlance/contracts/envelope";
import type { FastifyError, FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from "fastify-type-provider-zod";
import { AppError } from "../lib/errors";

function body(code: string, message: string, errors?: TFieldError[]): TErrorEnvelope {
  return errors ? { success: false, message, code, errors } : { success: false, message, code };
}

/** Fastify's own client errors (bad JSON, body too large, wrong content type) keep their 4xx. */
const FASTIFY_CLIENT_ERRORS: Record<string, { code: string; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { code: "INVALID_JSON", message: "The request body is not valid JSON." },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: "INVALID_JSON", message: "The request body is empty but JSON was declared." },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: "PAYLOAD_TOO_LARGE", message: "The request body is too large." },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: "UNSUPPORTED_MEDIA_TYPE", message: "This content type is not supported." },
  FST_REQ_FILE_TOO_LARGE: { code: "PAYLOAD_TOO_LARGE", message: "The file is too large." },
  FST_PARTS_LIMIT: { code: "PAYLOAD_TOO_LARGE", message: "The form has too many parts." },
  FST_FILES_LIMIT: { code: "PAYLOAD_TOO_LARGE", message: "The form has too many files." },
  FST_INVALID_MULTIPART_CONTENT_TYPE: {
    code: "UNSUPPORTED_MEDIA_TYPE",
    message: "Send the form as multipart/form-data.",
  },
};

/** One place that shapes every error body (spec B1) and hides server details. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send(body(error.code, error.message, error.errors));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((issue) => ({
        path: issue.instancePath.replace(/^\//, "").replaceAll("/", "."),
        message: issue.message ?? "Invalid value.",
      }));
      const first = errors[0];
      const message = first
        ? `Please check the ${first.path || "request"} field: ${first.message}`
        : "Invalid request.";
      return reply.status(400).send(body("VALIDATION_ERROR", message, errors));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, "response did not match its schema");
      return reply.status(500).send(body("INTERNAL", "Something went wrong on our side. Please try again."));
    }
    const known = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
    if (known) return reply.status(error.statusCode ?? 400).send(body(known.code, known.message));
    if (error.statusCode === 429) {
      return reply.status(429).send(body("RATE_LIMITED", "Too many requests. Please wait a minute and try again."));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send(body("BAD_REQUEST", error.message || "The request was not valid."));
    }
    request.log.error({ err: error }, "unhandled error");
    return reply.status(500).send(body("INTERNAL", "Something went wrong on our side. Please try again."));
  });
});
