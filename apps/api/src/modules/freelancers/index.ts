/*
 * The freelancers module's door: the directory search.
 */

export { freelancerRoutes } from "./routes";
