import { z } from "zod";
import { pageQuery, paginated, ZPaise } from "./common";
import { ZTeamRef } from "./teams";
import { emptyAsUndefined } from "./text-fields";

/*
 * Projects (spec B5). Issue 9 creates the record when an application is accepted: status ACTIVE
 * and a first milestone from the proposal. Milestones, board, activity and money come later and
 * extend these shapes.
 */

export const ZProjectStatus = z.enum(["ACTIVE", "COMPLETED", "CANCELLED", "DISPUTED"]);
export type TProjectStatus = z.infer<typeof ZProjectStatus>;

export const ZMilestoneStatus = z.enum([
  "PENDING",
  "FUNDED",
  "SUBMITTED",
  "APPROVED",
  "REVISION_REQUESTED",
  "CANCELLED",
]);
export type TMilestoneStatus = z.infer<typeof ZMilestoneStatus>;

export const ZMilestone = z.object({
  id: z.string().uuid(),
  projectId: z.string().uuid(),
  title: z.string(),
  amount: ZPaise,
  /** `YYYY-MM-DD`, or null when none was set. */
  dueDate: z.string().nullable(),
  status: ZMilestoneStatus,
  /** 1-based order within the project. */
  position: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TMilestone = z.infer<typeof ZMilestone>;

export const ZProjectParty = z.object({
  id: z.string().uuid(),
  name: z.string(),
  avatarUrl: z.string().nullable(),
});
export type TProjectParty = z.infer<typeof ZProjectParty>;

/** A project in GET /projects. */
export const ZProjectListItem = z.object({
  id: z.string().uuid(),
  title: z.string(),
  status: ZProjectStatus,
  company: ZProjectParty,
  freelancer: ZProjectParty,
  /** The hired team when a team applied (B7); `freelancer` is then the admin who applied. */
  team: ZTeamRef.nullable().optional(),
  taskId: z.string().uuid().nullable(),
  applicationId: z.string().uuid().nullable(),
  /** The sum of the project's milestones that are not cancelled. */
  totalAmount: ZPaise,
  milestonesCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TProjectListItem = z.infer<typeof ZProjectListItem>;

/** GET /projects/{id}: the parties only. */
export const ZProject = ZProjectListItem.extend({
  description: z.string(),
  milestones: z.array(ZMilestone),
});
export type TProject = z.infer<typeof ZProject>;

/** GET /projects: the caller's projects (as company or freelancer), newest first. */
export const ZProjectListQuery = pageQuery(20).extend({
  status: z.preprocess(emptyAsUndefined, ZProjectStatus.optional()),
});
export type TProjectListQuery = z.input<typeof ZProjectListQuery>;

export const ZProjectListResponse = paginated(ZProjectListItem);
export type TProjectListResponse = z.infer<typeof ZProjectListResponse>;
