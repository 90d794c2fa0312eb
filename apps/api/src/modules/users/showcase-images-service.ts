import type { TFieldError } from "@crewlance/contracts/envelope";
import type { TShowcase, TShowcaseImageUpload } from "@crewlance/contracts/users";
import { and, eq, inArray, lt } from "drizzle-orm";
import type { AppContext } from "../../context";
import { showcaseImages } from "../../db/schema/users";
import { now } from "../../lib/clock";
import { toWebpWithinWidth } from "../../lib/images";
import { removeFile, saveFile } from "../../lib/storage";
import type { TxContext } from "../../lib/transaction";

/*
 * Showcase images (decision 0097): one size only, at most 1600 px wide, that the gallery shows as
 * thumbnails and in its larger view; re-encoding to WebP drops metadata (a photo's GPS position).
 */
const MAX_WIDTH = 1600;
const FOLDER = "showcase";
/** An upload no saved item uses is kept this long, so an editor still open can save it. */
const UNUSED_GRACE_MS = 24 * 60 * 60 * 1000;
const NOT_YOURS = "Upload this image again: it is not one of your uploads.";

/** Stores one image for the caller's showcase and records it as theirs. */
export async function uploadShowcaseImage(
  ctx: AppContext,
  input: { userId: string; content: Buffer },
): Promise<TShowcaseImageUpload> {
  const image = await toWebpWithinWidth(input.content, MAX_WIDTH, "file");
  const path = await saveFile(ctx.config.dataDir, "public", FOLDER, "webp", image.content);
  try {
    await ctx.db
      .insert(showcaseImages)
      .values({ userId: input.userId, path, width: image.width, height: image.height, createdAt: now() });
  } catch (error) {
    await removeFile(ctx.config.dataDir, "public", path);
    throw error;
  }
  return { path, width: image.width, height: image.height };
}

type ShowcaseKind = keyof TShowcase;
const KINDS: ShowcaseKind[] = ["portfolios", "certifications", "projects"];

function usedPaths(showcase: TShowcase): Set<string> {
  return new Set(KINDS.flatMap((kind) => showcase[kind].flatMap((item) => (item.images ?? []).map((i) => i.path))));
}

/**
 * Checks that every image of the showcase is one this user uploaded and answers the showcase
 * with the stored sizes (the client's are not trusted); field errors name the refused images.
 */
export async function checkShowcaseImages(
  txCtx: TxContext,
  input: { userId: string; showcase: TShowcase },
): Promise<{ showcase: TShowcase; errors: TFieldError[] }> {
  const paths = [...usedPaths(input.showcase)];
  const rows = paths.length
    ? await txCtx.db
        .select({ path: showcaseImages.path, width: showcaseImages.width, height: showcaseImages.height })
        .from(showcaseImages)
        .where(and(eq(showcaseImages.userId, input.userId), inArray(showcaseImages.path, paths)))
    : [];
  const owned = new Map(rows.map((row) => [row.path, row]));
  const errors: TFieldError[] = [];
  const showcase = { ...input.showcase };
  for (const kind of KINDS) {
    showcase[kind] = input.showcase[kind].map((item, itemIndex) => {
      if (!item.images) return item;
      const images = item.images.map((image, imageIndex) => {
        const stored = owned.get(image.path);
        if (!stored)
          errors.push({ path: `showcase.${kind}.${itemIndex}.images.${imageIndex}.path`, message: NOT_YOURS });
        return stored ? { ...image, width: stored.width, height: stored.height } : image;
      });
      return { ...item, images };
    });
  }
  return { showcase, errors };
}

/**
 * Forgets the user's uploads the saved showcase no longer uses (past the grace period) and
 * answers their paths, for the caller to remove from storage once the transaction commits.
 */
export async function forgetUnusedShowcaseImages(
  txCtx: TxContext,
  input: { userId: string; showcase: TShowcase },
): Promise<string[]> {
  const used = usedPaths(input.showcase);
  const old = await txCtx.db
    .select({ id: showcaseImages.id, path: showcaseImages.path })
    .from(showcaseImages)
    .where(
      and(
        eq(showcaseImages.userId, input.userId),
        lt(showcaseImages.createdAt, new Date(now().getTime() - UNUSED_GRACE_MS)),
      ),
    );
  const unused = old.filter((row) => !used.has(row.path));
  if (unused.length > 0) {
    await txCtx.db.delete(showcaseImages).where(
      inArray(
        showcaseImages.id,
        unused.map((row) => row.id),
      ),
    );
  }
  return unused.map((row) => row.path);
}

/** Forgets every upload of the user (their account is deleted) and answers the paths to remove. */
export async function forgetAllShowcaseImages(txCtx: TxContext, userId: string): Promise<string[]> {
  const rows = await txCtx.db
    .delete(showcaseImages)
    .where(eq(showcaseImages.userId, userId))
    .returning({ path: showcaseImages.path });
  return rows.map((row) => row.path);
}

/** Removes stored files after their rows are gone; a missing file is not an error. */
export async function removeShowcaseFiles(ctx: AppContext, paths: string[]): Promise<void> {
  for (const path of paths) await removeFile(ctx.config.dataDir, "public", path);
}
