/** PostgreSQL's SQLSTATE for a unique index refusing a row. */
const UNIQUE_VIOLATION = "23505";

/**
 * Whether `error` is a PostgreSQL unique violation, from node-postgres or PGlite, whether or not
 * Drizzle wraps the driver error (it keeps it as `cause`).
 */
export function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === UNIQUE_VIOLATION) return true;
  }
  return false;
}
