import type { TChooseRoleRequest, TFreelancerProfileRequest, TUser } from "@crewlance/contracts/users";
import { apiClient } from "@/lib/api-client";

/** PUT /user/profile/freelancer: answers with the updated user, onboarding completed. */
export function saveFreelancerProfile(body: TFreelancerProfileRequest): Promise<TUser> {
  return apiClient.put<TUser>("/user/profile/freelancer", body).then((response) => response.data.data);
}

/** PUT /user/profile/company as multipart form data (see toCompanyFormData). */
export function saveCompanyProfile(form: FormData): Promise<TUser> {
  return apiClient.put<TUser>("/user/profile/company", form).then((response) => response.data.data);
}

/** PUT /user/role: a provider sign-up picks FREELANCER or COMPANY, once. */
export function chooseRole(body: TChooseRoleRequest): Promise<TUser> {
  return apiClient.put<TUser>("/user/role", body).then((response) => response.data.data);
}
