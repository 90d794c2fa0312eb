/** PostgreSQL's SQLSTATE for a unique index refusing a row. */
const UNIQUE_VIOLATION = "23505";

/**
 * SQLSTATEs of text the database cannot take: 22021 a NUL byte in text, 22P05 `\u0000` in JSON,
 * 22P02 text that does not parse as its type (a lone surrogate in JSON, a malformed uuid).
 */
const INVALID_TEXT = new Set(["22021", "22P05", "22P02"]);

/** The driver's SQLSTATE, from node-postgres or PGlite, whether or not Drizzle wraps the error (as `cause`). */
function sqlState(error: unknown, matches: (code: string) => boolean): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && matches(code)) return true;
  }
  return false;
}

/** Whether `error` is a PostgreSQL unique violation. */
export function isUniqueViolation(error: unknown): boolean {
  return sqlState(error, (code) => code === UNIQUE_VIOLATION);
}

/**
 * Whether the database refused a value as text it cannot store or parse. The schemas refuse such
 * input first; this is the net under them, so a field they miss answers 400, not 500.
 */
export function isInvalidText(error: unknown): boolean {
  return sqlState(error, (code) => INVALID_TEXT.has(code));
}

/** Socket errors of a database that is down or restarting. */
const UNREACHABLE_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "ENOTFOUND", "EAI_AGAIN"]);
/** node-postgres's own words when a connection dies or cannot be had in time. */
const UNREACHABLE_MESSAGES = [
  "Connection terminated",
  "timeout exceeded when trying to connect",
  "Client has encountered a connection error",
];

/**
 * Whether the database could not be reached, rather than refusing the query: SQLSTATE class 08
 * (connection exception), 57P01–57P03 (shutting down, crashed, starting up), 53300 (too many
 * connections), a refused or reset socket, or the pool's connect timeout. The request did
 * nothing (its transaction never committed), so it answers 503 and the client may retry.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string") {
      if (UNREACHABLE_CODES.has(code) || code.startsWith("08") || /^57P0[123]$/.test(code) || code === "53300") {
        return true;
      }
    }
    const message = (current as { message?: unknown }).message;
    if (typeof message === "string" && UNREACHABLE_MESSAGES.some((words) => message.includes(words))) return true;
  }
  return false;
}

/**
 * What went wrong, in the driver's own words: Drizzle wraps a failed query in an error whose
 * message is the query's text and parameters (people's data), with the driver's error as `cause`.
 */
export function rootCauseMessage(error: unknown): string {
  let current: unknown = error;
  while ((current as { cause?: unknown } | null)?.cause) current = (current as { cause: unknown }).cause;
  return current instanceof Error ? current.message : String(current);
}

/**
 * Whether a hot standby refused a query the primary would run: 25006, a write in a read-only
 * transaction (a read that writes after all), or 40001, a query cancelled for conflicting with
 * the replay of the primary's changes.
 */
export function isStandbyRefusal(error: unknown): boolean {
  return sqlState(error, (code) => code === "25006" || code === "40001");
}
