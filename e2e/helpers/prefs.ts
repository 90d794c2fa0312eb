import type { OwnServer } from "./own-server";

/**
 * The notification preferences journey's server (helpers/prefs-server.ts) listens 80 above the
 * main e2e port and mails to an SMTP receiver the journey starts one above that.
 */
export const PREFS_PORT = Number(process.env.E2E_PORT ?? 3100) + 80;
export const PREFS_BASE_URL = `http://localhost:${PREFS_PORT}`;
export const PREFS_SMTP_PORT = PREFS_PORT + 1;

/**
 * Its server, run by the journey's spec file (helpers/own-server.ts): the development clock the
 * journey moves to the digest's 09:00, and mail to the journey's SMTP receiver (decision 0104).
 */
export const PREFS_SERVER: OwnServer = {
  script: "prefs-server.ts",
  port: PREFS_PORT,
  dataDirSuffix: "prefs",
  env: { SEED_DEMO_DATA: "true", DEV_CLOCK: "true", SMTP_URL: `smtp://127.0.0.1:${PREFS_SMTP_PORT}` },
};
