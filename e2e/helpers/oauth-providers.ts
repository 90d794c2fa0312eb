import { controlTestOAuthProvider, type Identity, type ProviderShape } from "@crewlance/test-oauth-provider";

/**
 * The local OAuth providers the e2e server starts (helpers/start-server.ts). Their ports are
 * baked into the e2e web build (apps/web/.env.e2e), so they are fixed here too.
 */
const OAUTH_PORT_BASE = Number(process.env.E2E_OAUTH_PORT_BASE ?? 3191);
/**
 * E2E_OAUTH_PORT_BASE moves them so two worktrees can run journeys at once; the social sign-in
 * journeys need the default, which the web build carries.
 */
export const OAUTH_PORTS: Record<ProviderShape, number> = {
  google: OAUTH_PORT_BASE,
  linkedin: OAUTH_PORT_BASE + 1,
  github: OAUTH_PORT_BASE + 2,
};
export const OAUTH_CLIENT_IDS: Record<ProviderShape, string> = {
  google: "crewlance-e2e-google",
  linkedin: "crewlance-e2e-linkedin",
  github: "crewlance-e2e-github",
};
export const PROVIDER_NAMES: Record<ProviderShape, string> = {
  google: "Google",
  linkedin: "LinkedIn",
  github: "GitHub",
};
export const SHAPES: ProviderShape[] = ["google", "linkedin", "github"];

export function providerControl(shape: ProviderShape) {
  return controlTestOAuthProvider(`http://127.0.0.1:${OAUTH_PORTS[shape]}`);
}

/** Tells the provider who signs in next (its consent screen is skipped, as after a first consent). */
export async function signInAtProviderAs(shape: ProviderShape, identity: Identity): Promise<void> {
  await providerControl(shape).setIdentity(identity);
}
