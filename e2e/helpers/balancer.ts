import { readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";

/** What scripts/balancer.mjs wrote once nginx and both instances answered. */
export type BalancerState = {
  baseUrl: string;
  database: string;
  nginx: { pid: number };
  instances: Record<"a" | "b", { pid: number; port: number; url: string }>;
};

export function balancerState(): BalancerState {
  const dataDir = process.env.E2E_DATA_DIR ?? "/tmp/crewlance-balancer";
  return JSON.parse(readFileSync(path.join(dataDir, "balancer.json"), "utf8")) as BalancerState;
}

/** Kills one instance as a crash would (SIGKILL: no shutdown, no goodbye to nginx). */
export function killInstance(state: BalancerState, id: "a" | "b"): void {
  process.kill(state.instances[id].pid, "SIGKILL");
}

/**
 * Records which instance answered each API request the page makes (the `x-instance` header),
 * in order, with the request's method and path.
 */
export function recordInstances(page: Page): Array<{ instance: string; request: string }> {
  const seen: Array<{ instance: string; request: string }> = [];
  page.on("response", (response) => {
    const url = new URL(response.url());
    const instance = response.headers()["x-instance"];
    if (instance && url.pathname.startsWith("/api/")) {
      seen.push({ instance, request: `${response.request().method()} ${url.pathname}` });
    }
  });
  return seen;
}
