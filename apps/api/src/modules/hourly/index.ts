/*
 * The hourly module's door (decision 0091): hourly contracts on projects — terms and their
 * changes, pause, resume and end (contract/), time logged by timer or by hand with the weekly
 * limits (time/), and the weekly billing through escrow: fund each week, close it, the company's
 * review with per-entry disputes, release and refund (billing/). Above projects, whose doors it
 * uses for the project, its week milestones and disputes; money moves only through the money core.
 * A person's contracts and time are in their data export (account-data.ts).
 */

export { hourlyDataOf } from "./account-data";
export { runHourlySweepOnce } from "./billing/sweep";
export { liveHourlyContractsOf } from "./contract/live-contracts";
export { type HourlyHireTerms, startHourlyContract } from "./contract/start";
export { listen } from "./listeners";
export { hourlyRoutes } from "./routes";
export { addEntry } from "./time/entry-service";
