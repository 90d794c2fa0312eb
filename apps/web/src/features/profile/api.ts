import type { TFreelancerProfileRequest, TUser } from "@crewlance/contracts/user";
import { apiClient } from "@/lib/api-client";

function looksLikeUser(data: unknown): data is TUser {
  return typeof data === "object" && data !== null && "id" in data && "email" in data && "role" in data;
}

/** The saved user: the answer itself when it is the user, otherwise a fresh GET /user. */
async function savedUser(data: unknown): Promise<TUser> {
  if (looksLikeUser(data)) return data;
  return apiClient.get<TUser>("/user").then((response) => response.data.data);
}

export function updateFullName(fullName: string): Promise<TUser> {
  return apiClient.put<unknown>("/user", { fullName }).then((response) => savedUser(response.data.data));
}

export function updateFreelancerProfile(body: TFreelancerProfileRequest): Promise<TUser> {
  return apiClient.put<unknown>("/user/profile/freelancer", body).then((response) => savedUser(response.data.data));
}

export type ImageKind = "avatar" | "banner";

/** POST /user/avatar or /user/banner as multipart with the image under `file`. */
export function uploadProfileImage(kind: ImageKind, file: File): Promise<TUser> {
  const form = new FormData();
  form.append("file", file);
  return apiClient.post<unknown>(`/user/${kind}`, form).then((response) => savedUser(response.data.data));
}
