import type { TUser } from "@crewlance/contracts/user";
import { apiClient } from "@/lib/api-client";

export const currentUserQueryKey = ["user", "me"] as const;

export function fetchCurrentUser(): Promise<TUser> {
  return apiClient.get<TUser>("/user").then((response) => response.data.data);
}
