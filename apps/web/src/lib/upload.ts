import type { TErrorEnvelope } from "@crewlance/contracts/envelope";
import { config } from "@/config";
import { ApiError, type ApiResponse, refreshSession } from "@/lib/api-client";
import { useAuthStore } from "@/lib/session/auth-store";

/** How far an upload is: bytes sent of the total, and the share as a whole percent. */
export type UploadProgress = { loaded: number; total: number; percent: number };

type UploadOptions = {
  /** The multipart field the file goes in. */
  field?: string;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
};

const NETWORK_ERROR: TErrorEnvelope = {
  success: false,
  code: "NETWORK",
  message: "Could not reach Crewlance. Check your connection and try again.",
};

const HTTP_ERROR: TErrorEnvelope = {
  success: false,
  code: "HTTP_ERROR",
  message: "Something went wrong. Please try again.",
};

/** The share of an upload sent, 0–100; an upload of unknown size reads 0 until it ends. */
export function uploadPercent(loaded: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.floor((loaded / total) * 100));
}

/**
 * One file as multipart through XMLHttpRequest, whose `upload.onprogress` reports the bytes sent:
 * fetch has no upload progress in browsers without request streams. Same envelope, errors and
 * token handling as `apiClient` (a 401 refreshes the session once and sends the file again).
 */
function sendFile<T>(path: string, file: File, options: UploadOptions): Promise<ApiResponse<T>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", `${config.apiRoot}${path}`);
    const token = useAuthStore.getState().accessToken;
    if (token) xhr.setRequestHeader("Authorization", `Bearer ${token}`);
    xhr.responseType = "text";
    xhr.upload.onprogress = (event) => {
      const total = event.lengthComputable ? event.total : file.size;
      options.onProgress?.({ loaded: event.loaded, total, percent: uploadPercent(event.loaded, total) });
    };
    xhr.onload = () => {
      let data: unknown = null;
      try {
        data = JSON.parse(xhr.responseText);
      } catch {
        data = null;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        options.onProgress?.({ loaded: file.size, total: file.size, percent: 100 });
        resolve({ status: xhr.status, data: data as ApiResponse<T>["data"] });
        return;
      }
      const envelope =
        data && typeof (data as { message?: unknown }).message === "string" ? (data as TErrorEnvelope) : HTTP_ERROR;
      reject(new ApiError(xhr.status, envelope));
    };
    xhr.onerror = () => reject(new ApiError(0, NETWORK_ERROR));
    xhr.onabort = () => reject(new DOMException("The upload was cancelled.", "AbortError"));
    if (options.signal) {
      if (options.signal.aborted) return xhr.abort();
      options.signal.addEventListener("abort", () => xhr.abort(), { once: true });
    }
    const form = new FormData();
    form.append(options.field ?? "file", file, file.name);
    xhr.send(form);
  });
}

/** Uploads a file with progress; the answer is read as `response.data.data`, like every call. */
export async function uploadFile<T>(path: string, file: File, options: UploadOptions = {}): Promise<ApiResponse<T>> {
  const sentWith = useAuthStore.getState().accessToken;
  try {
    return await sendFile<T>(path, file, options);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401 && (await refreshSession(sentWith))) {
      return sendFile<T>(path, file, options);
    }
    throw error;
  }
}
