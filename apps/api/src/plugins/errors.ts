import { summarizeFieldErrors, type TErrorEnvelope, type TFieldError } from "@crewlance/contracts/envelope";
import { ERROR_STATUS, type ErrorCode } from "@crewlance/contracts/error-codes";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from "fastify-type-provider-zod";
import { isDatabaseUnavailable, isInvalidText } from "../lib/db-errors";
import { AppError } from "../lib/errors";

function body(code: string, message: string, errors?: TFieldError[], extra?: AppError["extra"]): TErrorEnvelope {
  const base: TErrorEnvelope = errors ? { success: false, message, code, errors } : { success: false, message, code };
  return extra ? { ...base, ...extra } : base;
}

/** Fastify's own client errors (bad JSON, body too large, wrong content type) keep their 4xx. */
const FASTIFY_CLIENT_ERRORS: Record<string, { code: ErrorCode; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { code: "INVALID_JSON", message: "The request body is not valid JSON." },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: "INVALID_JSON", message: "The request body is empty but JSON was declared." },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: "PAYLOAD_TOO_LARGE", message: "The request body is too large." },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: "UNSUPPORTED_MEDIA_TYPE", message: "This content type is not supported." },
  FST_REQ_FILE_TOO_LARGE: { code: "PAYLOAD_TOO_LARGE", message: "The file is too large." },
  FST_PARTS_LIMIT: { code: "PAYLOAD_TOO_LARGE", message: "The form has too many parts." },
  FST_FILES_LIMIT: { code: "PAYLOAD_TOO_LARGE", message: "The form has too many files." },
  FST_FIELDS_LIMIT: { code: "PAYLOAD_TOO_LARGE", message: "The form has too many fields." },
  FST_INVALID_MULTIPART_CONTENT_TYPE: {
    code: "UNSUPPORTED_MEDIA_TYPE",
    message: "Send the form as multipart/form-data.",
  },
  FST_ERR_BAD_URL: { code: "BAD_REQUEST", message: "The address has characters that cannot be read." },
  FST_ERR_MAX_PARAM_LENGTH: { code: "URI_TOO_LONG", message: "A part of the address is too long." },
  FST_PROTO_VIOLATION: { code: "INVALID_FORM", message: "The form has a field name that is not allowed." },
  FST_INVALID_JSON_FIELD_ERROR: { code: "INVALID_FORM", message: "A form field declared as JSON is not valid JSON." },
  FST_MP_PREMATURE_CLOSE: { code: "INVALID_FORM", message: "The form ended before it was complete." },
};

const INVALID_TEXT_MESSAGE =
  "The text contains characters that cannot be saved, such as control characters. Remove them and try again.";

/**
 * One place that shapes every error body and hides server details. Also Fastify's
 * `frameworkErrors` option: an address that does not decode fails before routing, where the
 * error handler is not called.
 */
export function answerError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    return reply.status(error.statusCode).send(body(error.code, error.message, error.errors, error.extra));
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const errors = error.validation.map((issue) => ({
      path: issue.instancePath.replace(/^\//, "").replaceAll("/", "."),
      message: issue.message ?? "Invalid value.",
    }));
    return reply.status(400).send(body("VALIDATION_ERROR", summarizeFieldErrors(errors), errors));
  }
  if (isInvalidText(error)) {
    // A schema let through text the database cannot hold: the person gets a 400, we get a trace.
    request.log.warn({ err: error }, "database refused text that passed validation");
    return reply.status(400).send(body("VALIDATION_ERROR", INVALID_TEXT_MESSAGE));
  }
  if (isResponseSerializationError(error)) {
    request.log.error({ err: error }, "response did not match its schema");
    return reply.status(500).send(body("INTERNAL", "Something went wrong on our side. Please try again."));
  }
  const known = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
  // Our code's status, not the plugin's: @fastify/multipart answers 406 where the body is at fault.
  if (known) return reply.status(ERROR_STATUS[known.code]).send(body(known.code, known.message));
  if (error.statusCode === 429) {
    return reply.status(429).send(body("RATE_LIMITED", "Too many requests. Please wait a minute and try again."));
  }
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return reply.status(error.statusCode).send(body("BAD_REQUEST", error.message || "The request was not valid."));
  }
  if (isDatabaseUnavailable(error)) {
    // A restart or failover: nothing was committed, and the pool reconnects by itself (decision 0051).
    request.log.warn({ err: error }, "database unreachable");
    return reply
      .status(503)
      .header("retry-after", "5")
      .send(body("SERVICE_UNAVAILABLE", "The service is briefly unavailable. Please try again in a few seconds."));
  }
  request.log.error({ err: error }, "unhandled error");
  return reply.status(500).send(body("INTERNAL", "Something went wrong on our side. Please try again."));
}

export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler(answerError);
});
