import type { TUser } from "@crewlance/contracts/users";
import { eq } from "drizzle-orm";
import type { AppContext } from "../../context";
import { users } from "../../db/schema/users";
import { now } from "../../lib/clock";
import { notFound } from "../../lib/errors";
import { type ResizeOptions, toWebpImage } from "../../lib/images";
import { removeFile, saveFile } from "../../lib/storage";
import { withTransaction } from "../../lib/transaction";
import { getCurrentUser } from "./service";

export type ProfileImageKind = "avatar" | "banner";

/** Avatar: a square for the user menu and cards; banner: the 3:1 header of the profile. */
const IMAGE_SIZES: Record<ProfileImageKind, ResizeOptions & { folder: string }> = {
  avatar: { width: 256, height: 256, fit: "cover", folder: "avatars" },
  banner: { width: 1500, height: 500, fit: "cover", folder: "banners" },
};

/**
 * Replaces the user's avatar or banner: checked by content, resized to WebP, stored under
 * uploads/public, and the previous file removed once the new one is recorded.
 */
export async function replaceProfileImage(
  ctx: AppContext,
  input: { userId: string; kind: ProfileImageKind; content: Buffer },
): Promise<TUser> {
  const size = IMAGE_SIZES[input.kind];
  const image = await toWebpImage(input.content, size, input.kind);
  const { dataDir } = ctx.config;
  const stored = await saveFile(dataDir, "public", size.folder, "webp", image);
  const column = input.kind === "avatar" ? users.avatarPath : users.bannerPath;
  let previous: string | null = null;
  try {
    previous = await withTransaction(ctx, async ({ db: tx }) => {
      const [row] = await tx.select({ path: column }).from(users).where(eq(users.id, input.userId)).for("update");
      if (!row) throw notFound("User");
      const change = input.kind === "avatar" ? { avatarPath: stored } : { bannerPath: stored };
      await tx
        .update(users)
        .set({ ...change, updatedAt: now() })
        .where(eq(users.id, input.userId));
      return row.path;
    });
  } catch (error) {
    await removeFile(dataDir, "public", stored);
    throw error;
  }
  await removeFile(dataDir, "public", previous);
  return getCurrentUser(ctx, { userId: input.userId });
}
