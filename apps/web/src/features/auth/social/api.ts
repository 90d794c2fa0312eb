import type { TSocialSignInRequest } from "@crewlance/contracts/auth";
import type { TSocialProvider } from "@crewlance/contracts/enums";
import type { TSocialSignInAnswer } from "@crewlance/contracts/two-factor";
import type { TSignInMethods } from "@crewlance/contracts/users";
import { apiClient } from "@/lib/api-client";

/**
 * POST /auth/{provider}: trades the provider's code for a session (a new account when isNewUser),
 * or for a second-factor challenge when the account has two-factor sign-in on (decision 0094).
 */
export function signInWithProvider(
  provider: TSocialProvider,
  body: TSocialSignInRequest,
): Promise<TSocialSignInAnswer> {
  return apiClient.post<TSocialSignInAnswer>(`/auth/${provider}`, body).then((response) => response.data.data);
}

/** POST /user/social-accounts/{provider}: links the provider's account to the signed-in user. */
export function linkSocialAccount(provider: TSocialProvider, body: TSocialSignInRequest): Promise<TSignInMethods> {
  return apiClient
    .post<TSignInMethods>(`/user/social-accounts/${provider}`, body)
    .then((response) => response.data.data);
}
