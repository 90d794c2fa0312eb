import type { TAppealCreate, TStanding, TStandingAction } from "@crewlance/contracts/safety";
import { queryOptions } from "@tanstack/react-query";
import { ApiError, apiClient } from "@/lib/api-client";

/*
 * A person's standing and their appeal (decision 0092). Shared: the signed-in standing page reads
 * it with the session, and the suspended sign-in reads it with the short-lived appeal token the
 * refused sign-in carried — the only two things that token is good for.
 */

export const standingKeys = {
  all: ["standing"] as const,
  mine: () => [...standingKeys.all, "mine"] as const,
  // The token is part of the key so a new refusal (a new token) never reads an old answer.
  byAppealToken: (appealToken: string) => [...standingKeys.all, "appeal-token", appealToken] as const,
};

/** With an appeal token the call carries it instead of a session (there is none: sign-in was refused). */
const tokenHeaders = (appealToken?: string) =>
  appealToken ? { headers: { Authorization: `Bearer ${appealToken}` } } : {};

export function fetchStanding(appealToken?: string, signal?: AbortSignal): Promise<TStanding> {
  return apiClient
    .get<TStanding>("/safety/standing", { ...tokenHeaders(appealToken), signal })
    .then((response) => response.data.data);
}

export function standingQuery(appealToken?: string) {
  return queryOptions({
    queryKey: appealToken ? standingKeys.byAppealToken(appealToken) : standingKeys.mine(),
    queryFn: ({ signal }) => fetchStanding(appealToken, signal),
  });
}

export function sendAppeal(
  body: TAppealCreate,
  appealToken?: string,
): Promise<{ action: TStandingAction; message?: string }> {
  return apiClient
    .post<TStandingAction>("/safety/appeals", body, tokenHeaders(appealToken))
    .then((response) => ({ action: response.data.data, message: response.data.message }));
}

/** A sign-in refused because the account is suspended; its appeal token when the answer carried one. */
export type Suspension = { appealToken: string | null };

/** Reads a sign-in's failure: a suspension (403 ACCOUNT_SUSPENDED) or null for any other failure. */
export function suspensionOf(error: unknown): Suspension | null {
  if (!(error instanceof ApiError) || error.code !== "ACCOUNT_SUSPENDED") return null;
  const token = (error.response.data as { appealToken?: unknown }).appealToken;
  return { appealToken: typeof token === "string" && token.length > 0 ? token : null };
}
