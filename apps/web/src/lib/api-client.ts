import type { TErrorEnvelope } from "@crewlance/contracts/envelope";
import { config } from "@/config";
import { adoptStoredSession, useAuthStore } from "@/lib/session/auth-store";
import { handOverRotation, rotationOf } from "@/lib/session/rotation-handover";
import { withSessionLock } from "@/lib/session/session-lock";

export type ApiEnvelope<T> = { success: true; data: T; message?: string };
/** Mirrors the axios shape the app reads: the client reads `response.data.data`. */
export type ApiResponse<T> = { status: number; data: ApiEnvelope<T> };

/** A failed call: `response.data.message` is the sentence to show the user. */
export class ApiError extends Error {
  readonly response: { status: number; data: TErrorEnvelope };
  constructor(status: number, data: TErrorEnvelope) {
    super(data.message);
    this.response = { status, data };
  }
  get status(): number {
    return this.response.status;
  }
  get code(): string {
    return this.response.data.code;
  }
  /** Field errors keyed by path, for forms. */
  get fieldErrors(): Record<string, string> {
    return Object.fromEntries((this.response.data.errors ?? []).map((error) => [error.path, error.message]));
  }
}

export function errorMessage(error: unknown, fallback = "Something went wrong. Please try again."): string {
  if (error instanceof ApiError) return error.response.data.message;
  return fallback;
}

type RequestOptions = {
  body?: unknown;
  params?: Record<string, string | number | boolean | undefined | null>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
};

function buildUrl(path: string, params?: RequestOptions["params"]): string {
  const url = new URL(`${config.apiRoot}${path}`);
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value !== undefined && value !== null && value !== "") url.searchParams.set(key, String(value));
  }
  return url.toString();
}

async function send<T>(method: string, path: string, options: RequestOptions): Promise<ApiResponse<T>> {
  const isForm = options.body instanceof FormData;
  const headers: Record<string, string> = { ...options.headers };
  // Every request declares JSON except multipart uploads, whose boundary the browser sets.
  if (!isForm) headers["Content-Type"] = "application/json";
  const token = useAuthStore.getState().accessToken;
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.params), {
      method,
      headers,
      body: isForm ? (options.body as FormData) : options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if ((error as Error).name === "AbortError") throw error;
    throw new ApiError(0, {
      success: false,
      code: "NETWORK",
      message: "Could not reach Crewlance. Check your connection and try again.",
    });
  }
  const data = await response.json().catch(() => null);
  if (!response.ok) {
    const fallback: TErrorEnvelope = {
      success: false,
      code: "HTTP_ERROR",
      message: "Something went wrong. Please try again.",
    };
    throw new ApiError(response.status, data && typeof data.message === "string" ? data : fallback);
  }
  return { status: response.status, data };
}

let refreshing: Promise<boolean> | null = null;

/**
 * Renews the session after a call carrying `sentWith` was refused, once however many calls
 * failed at the same time — in this tab, and across tabs: they take turns under one Web Lock, and
 * a tab whose turn comes after another stored a new pair takes that pair instead of refreshing
 * the token the other tab just rotated: from local storage, or from the hand-over when local
 * storage has not reached this tab yet (decision 0077). True when there is a pair to retry with.
 */
export function refreshSession(sentWith = useAuthStore.getState().accessToken): Promise<boolean> {
  refreshing ??= withSessionLock(async () => {
    if (adoptStoredSession() || useAuthStore.getState().accessToken !== sentWith) return true;
    const { refreshToken, setTokens, reset } = useAuthStore.getState();
    if (!refreshToken) return false;
    const handedOver = await rotationOf(refreshToken);
    if (handedOver) {
      setTokens(handedOver);
      return true;
    }
    try {
      const res = await send<{ accessToken: string; refreshToken: string }>("POST", "/auth/refresh", {
        body: { refreshToken },
      });
      setTokens(res.data.data);
      await handOverRotation(refreshToken, res.data.data);
      return true;
    } catch {
      reset();
      return false;
    }
  }).finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/**
 * Renewals one call may need: the first may take a pair another tab stored long ago, whose access
 * token has expired as well; the second then refreshes it.
 */
const MAX_RENEWALS = 2;

/**
 * The calls that sign in or out: their 401 is a wrong credential or a dead refresh token, never a
 * session to renew. Every other call under /auth/ (the password, the devices, two-factor sign-in's
 * settings) needs the person signed in and renews like any other (decisions 0093 and 0094).
 */
const SIGN_IN_PATH =
  /^\/auth\/(login|register|refresh|logout|forgot-password|reset-password|mobile\/verify-otp|google|linkedin|github|two-factor\/verify|two-factor\/verify-passkey|two-factor\/passkey-options|passkeys\/sign-in|passkeys\/sign-in-options)$/;

/** Asks the person to confirm a second factor; true once they did, false when they gave up. */
export type SecondFactorPrompt = () => Promise<boolean>;
let secondFactorPrompt: SecondFactorPrompt | null = null;

/**
 * The app's "Confirm it's you" dialog (decision 0098), set once by a provider in app/: a call
 * refused with SECOND_FACTOR_REQUIRED (a withdrawal, a payout destination, a passkey change)
 * waits for it and is sent again as it was — the same body and the same Idempotency-Key.
 */
export function setSecondFactorPrompt(prompt: SecondFactorPrompt | null): void {
  secondFactorPrompt = prompt;
}

async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<ApiResponse<T>> {
  for (let renewals = 0; ; renewals++) {
    const sentWith = useAuthStore.getState().accessToken;
    try {
      return await send<T>(method, path, options);
    } catch (error) {
      if (error instanceof ApiError && error.code === "SECOND_FACTOR_REQUIRED" && secondFactorPrompt) {
        if (!(await secondFactorPrompt())) throw error;
        return send<T>(method, path, options);
      }
      const expired = error instanceof ApiError && error.status === 401 && !SIGN_IN_PATH.test(path);
      if (!expired || renewals === MAX_RENEWALS || !(await refreshSession(sentWith))) throw error;
    }
  }
}

export const apiClient = {
  get: <T>(path: string, options?: RequestOptions) => request<T>("GET", path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>("POST", path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>("PUT", path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>("PATCH", path, { ...options, body }),
  delete: <T>(path: string, options?: RequestOptions) => request<T>("DELETE", path, options),
};
