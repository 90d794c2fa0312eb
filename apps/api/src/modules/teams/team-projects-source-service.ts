import type { TTeamDetail } from "@crewlance/contracts/teams";
import type { AppContext } from "../../context";

/*
 * A team's page lists the projects it was hired for, but projects sit above teams in the module
 * order: the projects module supplies the reader when the listeners are wired
 * (projects/team-listeners.ts), and teams only knows its shape.
 */

type TeamProjects = TTeamDetail["projects"];
type TeamProjectsReader = (ctx: AppContext, input: { teamId: string }) => Promise<TeamProjects>;

let reader: TeamProjectsReader | null = null;

/** Called once by the projects module when the listeners are wired. */
export function supplyTeamProjects(read: TeamProjectsReader): void {
  reader = read;
}

export function readTeamProjects(ctx: AppContext, input: { teamId: string }): Promise<TeamProjects> {
  if (!reader)
    throw new Error("No team projects reader: call wireListeners() (src/listeners.ts) before reading a team.");
  return reader(ctx, input);
}
