import type { TFreelancerProfileRequest, TShowcaseImageUpload, TUser } from "@crewlance/contracts/users";
import { config } from "@/config";
import { apiClient } from "@/lib/api-client";
import { useAuthStore } from "@/lib/session/auth-store";

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

/** POST /users/me/showcase-images: one image for a showcase item, stored resized (decision 0097). */
export function uploadShowcaseImage(file: File): Promise<TShowcaseImageUpload> {
  const form = new FormData();
  form.append("file", file);
  return apiClient.post<TShowcaseImageUpload>("/users/me/showcase-images", form).then((response) => response.data.data);
}

/** PUT /user/profile/company as multipart form data (see toCompanyFormData). */
export function updateCompanyProfile(form: FormData): Promise<TUser> {
  return apiClient.put<unknown>("/user/profile/company", form).then((response) => savedUser(response.data.data));
}

const certificateRequest = () => {
  const token = useAuthStore.getState().accessToken;
  return fetch(`${config.apiRoot}/user/profile/company/certificate`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
};

/**
 * GET /user/profile/company/certificate as a file. The endpoint needs the bearer token, so a
 * plain link cannot open it; an expired token is refreshed once (through GET /user) and retried.
 */
export async function fetchCompanyCertificate(): Promise<{ blob: Blob; fileName: string }> {
  let response = await certificateRequest();
  if (
    response.status === 401 &&
    (await apiClient.get("/user").then(
      () => true,
      () => false,
    ))
  ) {
    response = await certificateRequest();
  }
  if (!response.ok) throw new Error("The registration certificate could not be downloaded. Please try again.");
  const disposition = response.headers.get("content-disposition") ?? "";
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? "registration-certificate";
  return { blob: await response.blob(), fileName };
}
