import type { THourlyContract, THourlyTermsChangeBody, THourlyWeek } from "@crewlance/contracts/hourly";
import { queryOptions } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { hourlyKeys } from "./query-keys";

/* The contract's part of the hourly API (decision 0091): the contract, its terms, pause, resume, end, funding. */

const data = <T>(response: { data: { data: T } }) => response.data.data;
const base = (projectId: string) => `/projects/${encodeURIComponent(projectId)}/hourly`;

export function contractQuery(projectId: string) {
  return queryOptions({
    queryKey: hourlyKeys.contract(projectId),
    queryFn: ({ signal }) => apiClient.get<THourlyContract>(base(projectId), { signal }).then(data),
  });
}

/** The company proposes new terms from next week; a rate change waits for the freelancer. */
export function changeTerms({ projectId, body }: { projectId: string; body: THourlyTermsChangeBody }) {
  return apiClient.patch<THourlyContract>(`${base(projectId)}/terms`, body).then(data);
}

/** The company withdraws the pending change. */
export function withdrawChange(projectId: string) {
  return apiClient.delete<THourlyContract>(`${base(projectId)}/terms`).then(data);
}

export type ChangeAnswer = "accept" | "decline";

/** The freelancer answers a rate change. */
export function answerChange(projectId: string, answer: ChangeAnswer) {
  return apiClient.post<THourlyContract>(`${base(projectId)}/terms/${answer}`, {}).then(data);
}

export type Lifecycle = "pause" | "resume" | "end";

/**
 * Either side pauses, resumes or ends the contract. Resuming funds the week and ending closes it,
 * so both move money: the key is made once per attempt, and a retry of it moves nothing twice.
 */
export function moveContract({
  projectId,
  move,
  idempotencyKey,
}: {
  projectId: string;
  move: Lifecycle;
  idempotencyKey: string;
}) {
  return apiClient
    .post<THourlyContract>(`${base(projectId)}/${move}`, {}, { headers: { "Idempotency-Key": idempotencyKey } })
    .then(data);
}

/** The company retries funding an UNFUNDED week; the key makes a retry of the same attempt move money once. */
export function fundWeek({
  projectId,
  weekStart,
  idempotencyKey,
}: {
  projectId: string;
  weekStart: string;
  idempotencyKey: string;
}) {
  return apiClient
    .post<THourlyWeek>(
      `${base(projectId)}/weeks/${encodeURIComponent(weekStart)}/fund`,
      {},
      {
        headers: { "Idempotency-Key": idempotencyKey },
      },
    )
    .then(data);
}
