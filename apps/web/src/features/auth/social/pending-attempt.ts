import type { TSocialProvider } from "@crewlance/contracts/enums";
import { isSocialProvider, type SocialIntent } from "./providers";

/** A sign-in started in this tab and not yet come back; sessionStorage keeps it to this tab. */
export type PendingAttempt = {
  provider: TSocialProvider;
  state: string;
  codeVerifier: string;
  intent: SocialIntent;
  startedAt: number;
};

export const PENDING_KEY = "oauthPending";

export function savePendingAttempt(attempt: PendingAttempt): void {
  sessionStorage.setItem(PENDING_KEY, JSON.stringify(attempt));
}

function isPendingAttempt(value: unknown): value is PendingAttempt {
  if (typeof value !== "object" || value === null) return false;
  const attempt = value as Record<string, unknown>;
  return (
    isSocialProvider(attempt.provider as string) &&
    typeof attempt.state === "string" &&
    typeof attempt.codeVerifier === "string" &&
    (attempt.intent === "signin" || attempt.intent === "link") &&
    typeof attempt.startedAt === "number"
  );
}

/**
 * Reads the pending attempt and deletes it in the same step: a state and verifier are good for
 * one callback only, so a replayed or reloaded callback URL finds nothing to match.
 */
export function takePendingAttempt(): PendingAttempt | null {
  try {
    const raw = sessionStorage.getItem(PENDING_KEY);
    sessionStorage.removeItem(PENDING_KEY);
    const parsed: unknown = raw === null ? null : JSON.parse(raw);
    return isPendingAttempt(parsed) ? parsed : null;
  } catch {
    return null;
  }
}
