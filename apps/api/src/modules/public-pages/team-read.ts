import type { TPortfolioItem, TTeam } from "@crewlance/contracts/teams";
import type { AppContext } from "../../context";
import { now } from "../../lib/clock";
import { readPublicTeam, teamByHandle } from "../teams/index";
import { publicHandlesOfUsers } from "../users/index";

/*
 * What /t/<handle> shows (decision 0096): a PUBLIC team not hidden by moderation, its members
 * and portfolio; each member links to their own public page when they have a PUBLIC one.
 */

export type TeamRead =
  | { kind: "team"; handle: string; team: TTeam; portfolio: TPortfolioItem[]; memberHandles: Map<string, string> }
  | { kind: "moved"; handle: string }
  | { kind: "missing" };

export async function readTeam(ctx: AppContext, handle: string): Promise<TeamRead> {
  const found = await teamByHandle(ctx, handle, now());
  if (!found) return { kind: "missing" };
  if (found.kind === "moved") return { kind: "moved", handle: found.handle };
  // Only a PUBLIC team moderation did not hide: anything else is missing to the public.
  const read = await readPublicTeam(ctx, found.teamId);
  if (!read) return { kind: "missing" };
  const memberHandles = await publicHandlesOfUsers(
    ctx,
    read.team.members.map((member) => member.userId),
  );
  return { kind: "team", handle: found.handle, ...read, memberHandles };
}
