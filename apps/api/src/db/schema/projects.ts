/*
 * The projects module's tables, one file per part (db/schema/projects/): the project and its
 * milestones, the work on it, reviews and disputes, and the people beside its two parties.
 */

export * from "./projects/core";
export * from "./projects/disputes";
export * from "./projects/people";
export * from "./projects/work";
