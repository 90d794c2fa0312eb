// Starts a BUILT server of its own for the notification preferences journey
// (e2e/notification-preferences.spec.ts): the development clock (DEV_CLOCK=true) that the journey
// moves to 09:00 in India, and SMTP_URL to the journey's own SMTP receiver (decision 0104).
import { prepareBuiltServer } from "./built-server";

const { server, webDist } = prepareBuiltServer();
process.env.WEB_DIST_DIR = webDist;

await import(server);
