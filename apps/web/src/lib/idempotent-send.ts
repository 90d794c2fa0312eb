/** One attempt at a money request: its Idempotency-Key and what was last sent under it. */
export type IdempotentAttempt = { idempotencyKey: string; sent?: string };

/** A first attempt, before anything is sent. */
export function firstAttempt(): IdempotentAttempt {
  return { idempotencyKey: crypto.randomUUID() };
}

/**
 * The attempt to send `sent` (the request body, or the part of it a person can change) under.
 * A different body is a new attempt with its own key, which the API would otherwise refuse with
 * 422; the same body again is a retry under the same key (decision 0032).
 */
export function nextAttempt(attempt: IdempotentAttempt, sent: string): IdempotentAttempt {
  const unchanged = attempt.sent === undefined || attempt.sent === sent;
  return { idempotencyKey: unchanged ? attempt.idempotencyKey : crypto.randomUUID(), sent };
}
