/*
 * The dev-outbox module's door: the development outbox of mail and SMS (never mounted in
 * production).
 */

export { devOutboxRoutes } from "./routes";
