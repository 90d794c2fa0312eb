import type { TTaxProfileBody, TTaxProfileView, TVerificationResult } from "@crewlance/contracts/tax";
import type {
  TWithdrawalDestination,
  TWithdrawalMethod,
  TWithdrawalMethodVerification,
} from "@crewlance/contracts/wallet";
import { queryOptions } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { taxKeys } from "./query-keys";

const data = <T>(response: { data: { data: T } }) => response.data.data;

export const taxProfileQuery = queryOptions({
  queryKey: taxKeys.profile(),
  queryFn: ({ signal }) => apiClient.get<TTaxProfileView>("/tax-profile", { signal }).then(data),
});

/** The saved withdrawal destinations, to show and verify each one here too. */
export const destinationsQuery = queryOptions({
  queryKey: taxKeys.destinations(),
  queryFn: ({ signal }) =>
    apiClient.get<{ items: TWithdrawalMethod[] }>("/wallet/withdrawal-methods", { signal }).then(data),
});

export function saveTaxProfile(body: TTaxProfileBody): Promise<TTaxProfileView> {
  return apiClient.put<TTaxProfileView>("/tax-profile", body).then(data);
}

export function verifyPan(): Promise<TVerificationResult> {
  return apiClient.post<TVerificationResult>("/tax-profile/pan-verification").then(data);
}

export function verifyDestination(id: string): Promise<TWithdrawalMethodVerification> {
  return apiClient.post<TWithdrawalMethodVerification>(`/wallet/withdrawal-methods/${id}/verification`).then(data);
}

export function addDestination(destination: TWithdrawalDestination): Promise<TWithdrawalMethodVerification> {
  return apiClient.post<TWithdrawalMethodVerification>("/wallet/withdrawal-methods", destination).then(data);
}
