/** node-postgres answers `{ rows }`, PGlite too; both shapes are read the same. */
export function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}
