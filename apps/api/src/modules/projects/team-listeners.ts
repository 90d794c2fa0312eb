import { AppError } from "../../lib/errors";
import { onEvent } from "../../lib/events";
import { supplyTeamProjects } from "../teams/index";
import { hasActiveTeamProject, listTeamProjects } from "./team-projects-service";

/* What the projects module says about teams: their projects, and a veto on deleting a hired team. */
export function listenToTeams(): void {
  supplyTeamProjects(listTeamProjects);
  onEvent("TeamDeleting", async (txCtx, event) => {
    if (await hasActiveTeamProject(txCtx, { teamId: event.teamId })) {
      throw new AppError(
        "BUSINESS_RULE",
        "This team has an active project. Finish or cancel it before deleting the team.",
      );
    }
  });
}
