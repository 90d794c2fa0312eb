import type { TProjectSide } from "@crewlance/contracts/projects";
import type { TxContext } from "../../lib/transaction";
import { createNotification } from "../notifications/index";

/** Where a project's notifications lead. */
export function projectLink(projectId: string) {
  return `/project-management/${projectId}`;
}

/** Tells one person of a change to a project, linking to it. */
export async function notifyAboutProject(
  txCtx: TxContext,
  userId: string,
  projectId: string,
  input: { type: string; title: string; body: string },
) {
  await createNotification(txCtx, { userId, ...input, link: projectLink(projectId), data: { projectId } });
}

export function otherParty(project: { companyId: string; freelancerId: string }, side: TProjectSide): string {
  return side === "COMPANY" ? project.freelancerId : project.companyId;
}
