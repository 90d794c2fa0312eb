import { AppError } from "../../../lib/errors";

/** 409 with a sentence: the contract is not in a state that allows the step. */
export function conflict(message: string): AppError {
  return new AppError("CONFLICT", message);
}
