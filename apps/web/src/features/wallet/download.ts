import type { TErrorEnvelope } from "@crewlance/contracts/envelope";
import { config } from "@/config";
import { ApiError } from "@/lib/api-client";
import { useAuthStore } from "@/lib/session/auth-store";

const REVOKE_AFTER_MS = 60_000;

/**
 * Fetches a file the API serves only with the bearer token (a plain link cannot send it) and
 * saves it under the name the server gives, or `fallbackName`.
 */
export async function downloadWithToken(
  path: string,
  fallbackName: string,
  params: Record<string, string | undefined> = {},
): Promise<void> {
  const url = new URL(`${config.apiRoot}${path}`);
  for (const [key, value] of Object.entries(params)) if (value) url.searchParams.set(key, value);
  const token = useAuthStore.getState().accessToken;
  let response: Response;
  try {
    response = await fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  } catch {
    throw new ApiError(0, {
      success: false,
      code: "NETWORK",
      message: "Could not reach Crewlance. Check your connection and try again.",
    });
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as TErrorEnvelope | null;
    throw new ApiError(
      response.status,
      body && typeof body.message === "string"
        ? body
        : { success: false, code: "HTTP_ERROR", message: "The file could not be downloaded. Please try again." },
    );
  }
  const blob = await response.blob();
  const href = URL.createObjectURL(blob);
  window.setTimeout(() => URL.revokeObjectURL(href), REVOKE_AFTER_MS);
  const link = Object.assign(document.createElement("a"), {
    href,
    download: fileNameOf(response.headers.get("Content-Disposition")) ?? fallbackName,
  });
  document.body.append(link);
  link.click();
  link.remove();
}

/** The file name of a Content-Disposition header (`attachment; filename="receipt-CL-1.pdf"`). */
function fileNameOf(disposition: string | null): string | null {
  const match = disposition?.match(/filename\*?=(?:UTF-8'')?"?([^";]+)"?/i);
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}
