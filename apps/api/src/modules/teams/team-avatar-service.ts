import type { TTeamDetail } from "@crewlance/contracts/teams";
import { eq } from "drizzle-orm";
import type { AppContext } from "../../context";
import { teams } from "../../db/schema/teams";
import { now } from "../../lib/clock";
import { toWebpImage } from "../../lib/images";
import { removeFile, saveFile } from "../../lib/storage";
import { withTransaction } from "../../lib/transaction";
import { loadTeamAccess, requireTeamPermission } from "./access";
import { getTeamDetail } from "./team-service";

/** The team's avatar: checked by content, resized to a 256 px WebP square (as profile avatars). */
export async function replaceTeamAvatar(
  ctx: AppContext,
  input: { teamId: string; viewerId: string; content: Buffer },
): Promise<TTeamDetail> {
  // Permission first, so a refused upload never touches the disk.
  requireTeamPermission(await loadTeamAccess(ctx, input), "edit");
  const image = await toWebpImage(input.content, { width: 256, height: 256, fit: "cover" }, "file");
  const stored = await saveFile(ctx.config.dataDir, "public", "team-avatars", "webp", image);
  let previous: string | null = null;
  try {
    previous = await withTransaction(ctx, async (txCtx) => {
      const access = await loadTeamAccess(txCtx, { ...input, lock: true });
      requireTeamPermission(access, "edit");
      await txCtx.db.update(teams).set({ avatarPath: stored, updatedAt: now() }).where(eq(teams.id, access.team.id));
      return access.team.avatarPath;
    });
  } catch (error) {
    await removeFile(ctx.config.dataDir, "public", stored);
    throw error;
  }
  await removeFile(ctx.config.dataDir, "public", previous);
  return getTeamDetail(ctx, input);
}
