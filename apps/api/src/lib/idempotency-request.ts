import { createHash } from "node:crypto";
import { z } from "zod";

/* What an idempotent request is made of: its key header, its fingerprint and its recorded answer (decision 0027). */

export const IDEMPOTENCY_HEADER = "idempotency-key";

export const IDEMPOTENCY_RETENTION_MS = 24 * 60 * 60 * 1000;

/** The header schema of a money-moving route (`schema.headers`), so the document lists it. */
export const ZIdempotencyHeaders = z.looseObject({
  [IDEMPOTENCY_HEADER]: z
    .string("Send an Idempotency-Key header: a unique value per operation, reused only to retry it.")
    .trim()
    .min(8, "The Idempotency-Key must be at least 8 characters.")
    .max(255, "The Idempotency-Key must be at most 255 characters.")
    .regex(/^[\x21-\x7e]+$/, "The Idempotency-Key may hold only visible ASCII characters."),
});

export type IdempotentResponse = { status: number; body: unknown };

export type IdempotentRequest = {
  userId: string;
  key: string;
  /** What the key was used for: method, route and path parameters. Part of the fingerprint. */
  scope: string;
  payload: unknown;
};

function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(",")}}`;
  }
  return JSON.stringify(value ?? null);
}

export function requestFingerprint(scope: string, payload: unknown): string {
  return createHash("sha256").update(scope).update("\n").update(stableJson(payload)).digest("hex");
}
