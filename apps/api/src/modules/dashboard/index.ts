/*
 * The dashboard module's door: the three dashboards, composed from the figures the modules below
 * export (decision 0048).
 */

export { dashboardModule } from "./routes";
