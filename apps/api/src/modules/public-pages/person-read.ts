import type { TUserReview } from "@crewlance/contracts/projects";
import type { TUser } from "@crewlance/contracts/users";
import type { AppContext } from "../../context";
import { now } from "../../lib/clock";
import { recentUserReviews } from "../projects/index";
import { listOpenTasksOfCompany, type PublicTask } from "../tasks/index";
import { readUserView, userByHandle } from "../users/index";

/*
 * What /u/<handle> shows, read through the doors of users, projects and tasks (decision 0096).
 * Only a PUBLIC, listed (active, not hidden by moderation) person with a role gets a page; the
 * page is built from the same views the in-app profile reads, and the templates pick the public
 * fields out of them.
 */

/** As many reviews as the in-app profile's first page shows. */
export const PUBLIC_REVIEWS = 10;
export const PUBLIC_OPEN_TASKS = 10;

export type PersonRead =
  | { kind: "freelancer"; handle: string; user: TUser; reviews: TUserReview[] }
  | { kind: "company"; handle: string; user: TUser; openTasks: PublicTask[] }
  | { kind: "signedInOnly" }
  | { kind: "moved"; handle: string }
  | { kind: "missing" };

export async function readPerson(ctx: AppContext, handle: string): Promise<PersonRead> {
  const found = await userByHandle(ctx, handle, now());
  if (!found) return { kind: "missing" };
  if (found.kind === "moved") return { kind: "moved", handle: found.handle };
  if (!found.listed || found.visibility === "HIDDEN") return { kind: "missing" };
  if (found.visibility === "SIGNED_IN") return { kind: "signedInOnly" };
  const user = await readUserView(ctx, found.userId);
  if (!user) return { kind: "missing" };
  if (user.role === "FREELANCER") {
    // The profile counts its visible reviews (decision 0036): none counted, none to read.
    const reviews =
      (user.freelancerProfile?.reviewsCount ?? 0) > 0
        ? await recentUserReviews(ctx, { userId: user.id, limit: PUBLIC_REVIEWS })
        : [];
    return { kind: "freelancer", handle: found.handle, user, reviews };
  }
  if (user.role === "COMPANY") {
    const openTasks = await listOpenTasksOfCompany(ctx, { companyId: user.id, limit: PUBLIC_OPEN_TASKS });
    return { kind: "company", handle: found.handle, user, openTasks };
  }
  return { kind: "missing" };
}
