import { eq } from "drizzle-orm";
import type { AppContext } from "../../context";
import { companyProfiles, freelancerProfiles, users } from "../../db/schema/users";
import { type AccountDataPart, type ExportFile, exportFile } from "../../lib/account-data";
import { removeFile } from "../../lib/storage";
import { afterCommit, type TxContext } from "../../lib/transaction";
import { releaseHandle } from "./public-page-service";
import { forgetAllShowcaseImages, removeShowcaseFiles } from "./showcase-images-service";

/*
 * The users module's side of "your data" (decision 0099): what it holds of a person for their
 * export, and the erasure of it when the account is deleted.
 */

/** The name a deleted account shows wherever its rows stay (reviews, chat, ledger lines). */
export const DELETED_USER_NAME = "Deleted user";

/** Stored files of the profile: avatar, banner, company logo and certificate, showcase images. */
async function profileFiles(ctx: AppContext, userId: string): Promise<ExportFile[]> {
  const [user] = await ctx.db
    .select({ avatar: users.avatarPath, banner: users.bannerPath })
    .from(users)
    .where(eq(users.id, userId));
  const [freelancer] = await ctx.db
    .select({ showcase: freelancerProfiles.showcase })
    .from(freelancerProfiles)
    .where(eq(freelancerProfiles.userId, userId));
  const [company] = await ctx.db
    .select({ logo: companyProfiles.logoPath, certificate: companyProfiles.registrationCertificatePath })
    .from(companyProfiles)
    .where(eq(companyProfiles.userId, userId));
  const showcase = freelancer?.showcase;
  const images = showcase
    ? [...showcase.portfolios, ...showcase.certifications, ...showcase.projects].flatMap((item) => item.images ?? [])
    : [];
  return [
    ...[user?.avatar, user?.banner, company?.logo, ...images.map((image) => image.path)]
      .filter((path): path is string => Boolean(path))
      .map((path) => exportFile("public", path, "profile")),
    ...(company?.certificate ? [exportFile("private", company.certificate, "documents")] : []),
  ];
}

/** account.json's profile part: the person's own row and profiles, never the password hash. */
export async function accountDataOf(ctx: AppContext, userId: string): Promise<AccountDataPart> {
  const [user] = await ctx.db
    .select({
      id: users.id,
      email: users.email,
      fullName: users.fullName,
      role: users.role,
      status: users.status,
      emailVerifiedAt: users.emailVerifiedAt,
      phone: users.phone,
      phoneVerifiedAt: users.phoneVerifiedAt,
      onboardingCompletedAt: users.onboardingCompletedAt,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  const [freelancer] = await ctx.db.select().from(freelancerProfiles).where(eq(freelancerProfiles.userId, userId));
  const [company] = await ctx.db.select().from(companyProfiles).where(eq(companyProfiles.userId, userId));
  const freelancerProfile = freelancer
    ? { ...freelancer, searchText: undefined, searchVector: undefined, skillsKey: undefined }
    : null;
  return {
    data: { user, freelancerProfile, companyProfile: company ?? null },
    files: await profileFiles(ctx, userId),
  };
}

/** The person's email, name and role, the row locked for the caller's transaction (read before an erasure: the goodbye mail goes to that address). */
export async function readAccountHolder(
  ctx: AppContext,
  userId: string,
): Promise<{ email: string; fullName: string; role: string | null; hasPassword: boolean } | undefined> {
  const [row] = await ctx.db
    .select({ email: users.email, fullName: users.fullName, role: users.role, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId))
    .for("update");
  return row && { email: row.email, fullName: row.fullName, role: row.role, hasPassword: row.passwordHash !== null };
}

/**
 * Erases the person's profile (the AccountDeleted listener): name "Deleted user", the email a
 * unique address that routes nowhere (`.invalid`, RFC 2606) so the unique index holds, phone and
 * password gone, texts and skills cleared, hidden so no list or search shows it, the public page's
 * handle and its redirects released; the files (showcase uploads too) go after the commit (a
 * rolled-back deletion keeps them).
 */
export async function eraseProfile(txCtx: TxContext, input: { userId: string; at: Date }): Promise<void> {
  const files = await profileFiles(txCtx, input.userId);
  const { userId, at } = input;
  const uploads = await forgetAllShowcaseImages(txCtx, userId);
  await releaseHandle(txCtx, userId);
  await txCtx.db
    .update(users)
    .set({
      fullName: DELETED_USER_NAME,
      email: `deleted-${userId}@deleted.invalid`,
      phone: null,
      phoneVerifiedAt: null,
      passwordHash: null,
      avatarPath: null,
      bannerPath: null,
      hiddenAt: at,
      updatedAt: at,
    })
    .where(eq(users.id, userId));
  await txCtx.db
    .update(freelancerProfiles)
    .set({
      headline: "",
      bio: null,
      skills: [],
      location: null,
      languages: [],
      education: [],
      workExperience: [],
      showcase: { portfolios: [], certifications: [], projects: [] },
      availability: "UNAVAILABLE",
      searchText: "",
      updatedAt: at,
    })
    .where(eq(freelancerProfiles.userId, userId));
  await txCtx.db
    .update(companyProfiles)
    .set({
      companyName: DELETED_USER_NAME,
      website: null,
      location: null,
      description: null,
      registrationNumber: null,
      registrationCertificatePath: null,
      logoPath: null,
      updatedAt: at,
    })
    .where(eq(companyProfiles.userId, userId));
  afterCommit(txCtx, async () => {
    for (const file of files) await removeFile(txCtx.config.dataDir, file.visibility, file.path);
    await removeShowcaseFiles(txCtx, uploads);
  });
}
