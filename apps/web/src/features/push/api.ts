import type { TPushDevice, TPushDeviceList, TPushPublicKey, TPushSubscribeRequest } from "@crewlance/contracts/push";
import { queryOptions } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";

export const pushKeys = { all: ["push"] as const, devices: () => [...pushKeys.all, "devices"] as const };

/** GET /push/subscriptions: the person's devices that receive push notifications. */
export const pushDevicesQuery = queryOptions({
  queryKey: pushKeys.devices(),
  queryFn: () => apiClient.get<TPushDeviceList>("/push/subscriptions").then((response) => response.data.data.items),
});

/** GET /push/public-key: the key the browser subscribes with. */
export function fetchPushPublicKey(): Promise<string> {
  return apiClient.get<TPushPublicKey>("/push/public-key").then((response) => response.data.data.publicKey);
}

/** POST /push/subscriptions: this browser's subscription (again: updated). */
export function saveSubscription(body: TPushSubscribeRequest): Promise<TPushDevice> {
  return apiClient.post<TPushDevice>("/push/subscriptions", body).then((response) => response.data.data);
}

/** DELETE /push/subscriptions: no more pushes to this endpoint. */
export function forgetSubscription(endpoint: string): Promise<unknown> {
  return apiClient.delete<unknown>("/push/subscriptions", { body: { endpoint } });
}
