import type { Identity } from "./types";

/** Drives a test provider running in another process through its /__control routes. */
export function controlTestOAuthProvider(baseUrl: string): {
  setIdentity(identity: Identity): Promise<void>;
  denyNextConsent(): Promise<void>;
  setDown(down: boolean): Promise<void>;
} {
  const root = baseUrl.replace(/\/+$/, "");
  async function post(path: string, body: unknown): Promise<void> {
    const response = await fetch(`${root}/__control/${path}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`Test provider control ${path} answered ${response.status}`);
  }
  return {
    setIdentity: (identity) => post("identity", identity),
    denyNextConsent: () => post("deny-next-consent", {}),
    setDown: (down) => post("down", { down }),
  };
}
