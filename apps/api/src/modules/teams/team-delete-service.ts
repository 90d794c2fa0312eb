import { eq } from "drizzle-orm";
import type { AppContext } from "../../context";
import { teamMembers, teams } from "../../db/schema/teams";
import { emit } from "../../lib/events";
import { removeFile } from "../../lib/storage";
import { withTransaction } from "../../lib/transaction";
import { loadTeamAccess, requireTeamPermission } from "./access";

/** Only the owner, and never while the team is the hired party of an active project. */
export async function deleteTeam(ctx: AppContext, input: { teamId: string; viewerId: string }): Promise<void> {
  const removed = await withTransaction(ctx, async (txCtx) => {
    const access = await loadTeamAccess(txCtx, { ...input, lock: true });
    requireTeamPermission(access, "delete");
    // The projects module refuses while the team is the hired party of an active project.
    await emit(txCtx, "TeamDeleting", { teamId: access.team.id });
    const members = await txCtx.db
      .select({ userId: teamMembers.userId })
      .from(teamMembers)
      .where(eq(teamMembers.teamId, access.team.id));
    await txCtx.db.delete(teams).where(eq(teams.id, access.team.id));
    await emit(txCtx, "TeamDeleted", {
      teamId: access.team.id,
      teamName: access.team.name,
      memberIds: members.map((member) => member.userId).filter((userId) => userId !== input.viewerId),
    });
    return access.team.avatarPath;
  });
  await removeFile(ctx.config.dataDir, "public", removed);
}
