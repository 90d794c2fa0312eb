/**
 * The payouts journey's server (helpers/payouts-server.ts) listens 60 above the main e2e port, so
 * each worktree's pair of ports stays its own.
 */
export const PAYOUTS_PORT = Number(process.env.E2E_PORT ?? 3100) + 60;
export const PAYOUTS_BASE_URL = `http://localhost:${PAYOUTS_PORT}`;
