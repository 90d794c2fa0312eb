/**
 * The notification preferences journey's server (helpers/prefs-server.ts) listens 80 above the
 * main e2e port and mails to an SMTP receiver the journey starts one above that.
 */
export const PREFS_PORT = Number(process.env.E2E_PORT ?? 3100) + 80;
export const PREFS_BASE_URL = `http://localhost:${PREFS_PORT}`;
export const PREFS_SMTP_PORT = PREFS_PORT + 1;
