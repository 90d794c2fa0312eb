/** The sign-in screens' query parameter naming the page to come back to. */
const RETURN_PARAM = "next";

/** Only ever compared with: a path resolved against it keeps this origin or was not a path. */
const BASE = "http://return-path.invalid";

/**
 * The page to come back to after signing in, if `raw` is a path of this app: one leading "/",
 * not "//" or "/\" (which browsers read as another host), no backslash or control character
 * anywhere, still this origin once resolved, and not a sign-in screen itself. Otherwise null.
 */
export function safeReturnPath(raw: string | null | undefined): string | null {
  if (!raw || raw.length > 2048 || !raw.startsWith("/") || raw.startsWith("//")) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point.
  if (/[\\\u0000-\u001f\u007f]/.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE || url.pathname === "/auth" || url.pathname.startsWith("/auth/")) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** `path` with the page to come back to, when there is one worth coming back to. */
export function withReturnPath(path: string, returnTo: string | null): string {
  const safe = safeReturnPath(returnTo);
  if (!safe || safe === "/" || safe === "/dashboard") return path;
  return `${path}${path.includes("?") ? "&" : "?"}${RETURN_PARAM}=${encodeURIComponent(safe)}`;
}

/** The page named by a sign-in screen's address (its `search`), if it is safe to go to. */
export function returnPathIn(search: string | URLSearchParams): string | null {
  const params = typeof search === "string" ? new URLSearchParams(search) : search;
  return safeReturnPath(params.get(RETURN_PARAM));
}
