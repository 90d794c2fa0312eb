import type { TPasskeyOptions } from "@crewlance/contracts/passkeys";
import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from "@simplewebauthn/browser";
import { ApiError } from "@/lib/api-client";

/*
 * The browser's side of a passkey (decision 0098), shared by signing in and by the security page:
 * the ceremony runs in @simplewebauthn/browser, loaded only when a passkey is used. A refusal by
 * the browser or the person becomes an ApiError-like sentence that the forms show as any other.
 */

/** Whether this browser can make and use passkeys at all. */
export function passkeysSupported(): boolean {
  return typeof window !== "undefined" && typeof window.PublicKeyCredential === "function";
}

function ceremonyError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  const name = error instanceof Error ? error.name : "";
  const message =
    name === "NotAllowedError"
      ? "The passkey was not used: the request was cancelled or timed out. Try again."
      : name === "InvalidStateError"
        ? "This device already has a passkey for your account."
        : "This browser could not use a passkey. Try again, or use another way.";
  return new ApiError(400, { success: false, code: "PASSKEY_CANCELLED", message });
}

/** navigator.credentials.create() with the server's options; the answer as the API reads it. */
export async function makePasskey(options: TPasskeyOptions): Promise<unknown> {
  try {
    const { startRegistration } = await import("@simplewebauthn/browser");
    return await startRegistration({ optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON });
  } catch (error) {
    throw ceremonyError(error);
  }
}

/** navigator.credentials.get() with the server's options; the answer as the API reads it. */
export async function answerWithPasskey(options: TPasskeyOptions): Promise<unknown> {
  try {
    const { startAuthentication } = await import("@simplewebauthn/browser");
    return await startAuthentication({ optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON });
  } catch (error) {
    throw ceremonyError(error);
  }
}
