import { type OwnServer, ownServerUrl } from "./own-server";

/**
 * The payouts journey's server (helpers/payouts-server.ts) listens 60 above the main e2e port, so
 * each worktree's pair of ports stays its own.
 */
export const PAYOUTS_PORT = Number(process.env.E2E_PORT ?? 3100) + 60;
export const PAYOUTS_BASE_URL = `http://localhost:${PAYOUTS_PORT}`;

/** The payouts journey's server, run by its spec file (helpers/own-server.ts). */
export const PAYOUTS_SERVER: OwnServer = {
  script: "payouts-server.ts",
  port: PAYOUTS_PORT,
  dataDirSuffix: "payouts",
  env: { SEED_DEMO_DATA: "false" },
};

/**
 * The tax journey's server: the same as the payouts journey's, on a port of its own, so the two
 * spec files can run in the two workers at once.
 */
export const TAX_JOURNEY_SERVER: OwnServer = {
  ...PAYOUTS_SERVER,
  port: PAYOUTS_PORT + 5,
  dataDirSuffix: "tax-journey",
};
export const TAX_JOURNEY_BASE_URL = ownServerUrl(TAX_JOURNEY_SERVER);
