import type { AppContext } from "../../context";
import { type PublicTask, readOpenTask } from "../tasks/index";
import { handleOfUser, isUserHidden, loadUserSummaries, type UserSummary } from "../users/index";

/*
 * What /jobs/<slug> shows (decision 0096): an OPEN task the task list shows, of a company that is
 * active and not hidden by moderation, with the company's name and its public page if it has one.
 */

export type JobRead =
  | { kind: "job"; task: PublicTask; company: UserSummary; companyHandle: string | null }
  | { kind: "missing" };

export async function readJob(ctx: AppContext, taskId: string): Promise<JobRead> {
  const task = await readOpenTask(ctx, taskId);
  if (!task) return { kind: "missing" };
  const [people, hidden, handle] = await Promise.all([
    loadUserSummaries(ctx, [task.companyId]),
    isUserHidden(ctx, task.companyId),
    handleOfUser(ctx, task.companyId),
  ]);
  const company = people.get(task.companyId);
  if (company?.status !== "ACTIVE" || hidden) return { kind: "missing" };
  return { kind: "job", task, company, companyHandle: handle?.visibility === "PUBLIC" ? handle.handle : null };
}
