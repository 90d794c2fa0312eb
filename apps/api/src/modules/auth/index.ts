/*
 * The auth module's door: signing in by email, phone or a social account, sessions and their
 * refresh tokens, and the admin account set up from the command line; the step-up guard that
 * money and tax call before money leaves or a payout destination changes (decision 0098).
 */

export { confirmAccountOwner, signInDataOf } from "./account-data";
export { createOrPromoteAdmin } from "./admin-account";
export { linkedAccountRoutes } from "./linked-account-routes";
export { listen } from "./listeners";
export { authRoutes } from "./routes";
export { revokeRefreshTokens } from "./session";
export { requireFreshSecondFactor } from "./step-up/step-up";
