import type { TSocialProvider } from "@crewlance/contracts/enums";
import type { TSignInMethods } from "@crewlance/contracts/users";
import { queryOptions } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { sessionKeys } from "@/lib/session/query-keys";

function fetchSignInMethods(): Promise<TSignInMethods> {
  return apiClient.get<TSignInMethods>("/user/sign-in-methods").then((response) => response.data.data);
}

// Linking and unlinking write their answer into the cache, so a fetched list stays true for a while.
export const signInMethodsQuery = queryOptions({
  queryKey: sessionKeys.signInMethods(),
  queryFn: fetchSignInMethods,
  staleTime: 5 * 60_000,
});

/** DELETE /user/social-accounts/{provider}; a 422 says when it would leave no way to sign in. */
export function unlinkSocialAccount(provider: TSocialProvider): Promise<TSignInMethods> {
  return apiClient.delete<TSignInMethods>(`/user/social-accounts/${provider}`).then((response) => response.data.data);
}

/** Unlinking is refused when nothing else would be left to sign in with (no password, no other provider). */
export function isLastSignInMethod(methods: TSignInMethods): boolean {
  return !methods.hasPassword && methods.socialAccounts.length <= 1;
}
