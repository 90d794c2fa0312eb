const READS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Whether a request's method may change something (every method but GET, HEAD and OPTIONS): what
 * the hooks that react to a person's own writes ask, before they mark or drop what that person reads.
 */
export function mayWrite(method: string): boolean {
  return !READS.has(method);
}
