import type { TSocialProvider } from "@crewlance/contracts/enums";
import { isSocialProvider, type SocialIntent } from "./providers";

/** A sign-in started in this tab and not yet come back; sessionStorage keeps it to this tab. */
export type PendingAttempt = {
  provider: TSocialProvider;
  state: string;
  codeVerifier: string;
  intent: SocialIntent;
  startedAt: number;
  /** The page the sign-in started from a redirect of, to land on once signed in. */
  returnTo?: string;
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
    typeof attempt.startedAt === "number" &&
    (attempt.returnTo === undefined || typeof attempt.returnTo === "string")
  );
}

/** How long a started sign-in may take at the provider before its state and verifier are dropped. */
export const PENDING_ATTEMPT_TTL_MS = 10 * 60 * 1000;

function readPendingAttempt(): PendingAttempt | null {
  try {
    const raw = sessionStorage.getItem(PENDING_KEY);
    const parsed: unknown = raw === null ? null : JSON.parse(raw);
    if (isPendingAttempt(parsed)) return parsed;
  } catch {
    // Unreadable storage or JSON: treated as no attempt, and removed below.
  }
  sessionStorage.removeItem(PENDING_KEY);
  return null;
}

/**
 * The pending attempt a callback answers: same provider and state, started within the TTL.
 * A match is deleted as it is returned — a state and verifier are good for one callback, so a
 * replayed or reloaded callback URL finds nothing. A callback that does not match leaves the
 * attempt alone, so a forged link cannot cancel a sign-in still in progress at the provider.
 */
export function takePendingAttempt(
  answer: { provider: string; state: string | null },
  now = Date.now(),
): PendingAttempt | null {
  try {
    const attempt = readPendingAttempt();
    if (!attempt) return null;
    if (now - attempt.startedAt > PENDING_ATTEMPT_TTL_MS) {
      sessionStorage.removeItem(PENDING_KEY);
      return null;
    }
    if (attempt.provider !== answer.provider || attempt.state !== answer.state) return null;
    sessionStorage.removeItem(PENDING_KEY);
    return attempt;
  } catch {
    return null;
  }
}

/** The intent of the attempt in progress, without taking it (to word a failure and its way back). */
export function pendingIntent(): PendingAttempt["intent"] | null {
  try {
    return readPendingAttempt()?.intent ?? null;
  } catch {
    return null;
  }
}
