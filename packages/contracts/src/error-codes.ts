/** Machine codes carried in error bodies, with the HTTP status each maps to. */
export const ERROR_STATUS = {
  VALIDATION_ERROR: 400,
  INVALID_JSON: 400,
  /** A multipart/form-data body the parser could not read (no boundary, cut off). */
  INVALID_FORM: 400,
  /** A request Fastify itself refuses, such as an address that does not decode. */
  BAD_REQUEST: 400,
  /** A passkey's answer that does not check out: wrong site, a replayed counter, a changed challenge. */
  PASSKEY_INVALID: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  TOKEN_INVALID: 401,
  FORBIDDEN: 403,
  ACCOUNT_SUSPENDED: 403,
  /** A moderation restriction stops this (decision 0092); the message says until when. */
  ACCOUNT_RESTRICTED: 403,
  /** Money leaving or a payout destination changing waits for a fresh second factor (decision 0098). */
  SECOND_FACTOR_REQUIRED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  EMAIL_TAKEN: 409,
  PHONE_TAKEN: 409,
  ALREADY_LINKED: 409,
  ALREADY_VERIFIED: 409,
  PAYLOAD_TOO_LARGE: 413,
  URI_TOO_LONG: 414,
  UNSUPPORTED_MEDIA_TYPE: 415,
  BUSINESS_RULE: 422,
  /** A money move larger than the account holds; the message says how much is available. */
  INSUFFICIENT_FUNDS: 422,
  CODE_INVALID: 422,
  CODE_EXPIRED: 422,
  TOO_MANY_ATTEMPTS: 429,
  RATE_LIMITED: 429,
  /** A new account's daily limit (decision 0092); the message names the limit and the reset time. */
  DAILY_LIMIT_REACHED: 429,
  INTERNAL: 500,
  /** An OAuth provider or the SMS gateway did not answer or failed. */
  UPSTREAM_UNAVAILABLE: 502,
  /** A sign-in provider or gateway this deployment has not configured. */
  NOT_CONFIGURED: 503,
  /** The database cannot be reached for a moment (restart, failover): nothing was done; try again. */
  SERVICE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;
