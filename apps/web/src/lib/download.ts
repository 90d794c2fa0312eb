import type { TErrorEnvelope } from "@crewlance/contracts/envelope";
import { config } from "@/config";
import { ApiError, refreshSession } from "@/lib/api-client";
import { useAuthStore } from "@/lib/session/auth-store";

/**
 * The address of a stored file the API names: absolute, under the API's origin ('/api/tasks/…'),
 * or relative to the API root ('/tasks/…').
 */
export function fileAddress(url: string): string {
  if (/^https?:\/\//.test(url)) return url;
  const root = new URL(config.apiRoot);
  const basePath = root.pathname.replace(/\/$/, "");
  if (basePath && url.startsWith(`${basePath}/`)) return `${root.origin}${url}`;
  return `${config.apiRoot.replace(/\/$/, "")}${url.startsWith("/") ? url : `/${url}`}`;
}

async function get(url: string): Promise<Response> {
  const token = useAuthStore.getState().accessToken;
  return fetch(fileAddress(url), { headers: token ? { Authorization: `Bearer ${token}` } : {} });
}

/** A stored file fetched with the session's token (a plain link would send none). */
export async function fetchBlob(url: string, fallback = "The file could not be downloaded."): Promise<Blob> {
  const sentWith = useAuthStore.getState().accessToken;
  let response = await get(url);
  if (response.status === 401 && (await refreshSession(sentWith))) response = await get(url);
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as TErrorEnvelope | null;
    throw new ApiError(
      response.status,
      body && typeof body.message === "string" ? body : { success: false, code: "HTTP_ERROR", message: fallback },
    );
  }
  return response.blob();
}

const REVOKE_AFTER_MS = 60_000;

/** Saves a fetched file under its name, through a temporary link. */
export function saveBlob(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement("a"), { href, download: fileName, rel: "noopener" });
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(href), REVOKE_AFTER_MS);
}
