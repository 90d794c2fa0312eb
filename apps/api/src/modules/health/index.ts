/*
 * The health module's door: GET /api/health, 200 while the database answers and 503 while it does
 * not, so a balancer takes the instance out.
 */

export { healthRoutes } from "./routes";
