import type { TFieldError } from "@crewlance/contracts/envelope";
import { ERROR_STATUS, type ErrorCode } from "@crewlance/contracts/error-codes";

/**
 * The one domain error: services throw it with a machine code and a sentence a person
 * understands; the error handler turns it into the standard error body with the mapped status.
 */
export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly errors?: TFieldError[],
    /** Top-level fields beside code and message (a suspended sign-in's appealToken, decision 0092). */
    readonly extra?: { appealToken?: string },
  ) {
    super(message);
    this.statusCode = ERROR_STATUS[code];
  }
}

export const notFound = (what: string) => new AppError("NOT_FOUND", `${what} was not found.`);
export const forbidden = (message = "You do not have permission to do that.") => new AppError("FORBIDDEN", message);
export const unauthenticated = (message = "Please sign in to continue.") => new AppError("UNAUTHENTICATED", message);
