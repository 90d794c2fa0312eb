/*
 * The privacy module's door (decision 0099): a person's data export — prepared by a background
 * job from every module's door, mailed when ready, expired after a week — and the deletion of
 * their account, which each module's AccountDeleted listener carries out in one transaction.
 */
export { drainExports, runExportPassOnce } from "./export-job";
export { privacyRoutes } from "./routes";
