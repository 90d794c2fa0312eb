/** Demo accounts the server seeds at start (SEED_DEMO_DATA=true). */
export const DEMO_PASSWORD = "Crewlance@123";
export const DEMO = {
  company: "company@crewlance.dev",
  freelancer: "freelancer@crewlance.dev",
  admin: "admin@crewlance.dev",
} as const;

export const NEW_PASSWORD = "Journey-Pass-2025";

/** An address no other test (or earlier run) used: every journey signs up its own person. */
export function uniqueEmail(label: string): string {
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return `e2e-${label}-${stamp}@example.com`;
}
