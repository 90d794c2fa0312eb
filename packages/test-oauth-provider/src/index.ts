export { AuthorizationError } from "./authorize-client";
export { controlTestOAuthProvider } from "./control-client";
export { pkcePair } from "./pkce";
export { startTestOAuthProvider } from "./server";
export type { Identity, ProviderShape, TestOAuthProvider } from "./types";
