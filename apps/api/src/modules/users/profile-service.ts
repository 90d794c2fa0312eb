import { IMAGE_MAX_BYTES } from "@crewlance/contracts/constants";
import { summarizeFieldErrors, type TFieldError } from "@crewlance/contracts/envelope";
import { type TUser, ZCompanyProfileRequest, type ZFreelancerProfileRequest } from "@crewlance/contracts/users";
import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { AppContext } from "../../context";
import { companyProfiles, freelancerProfiles, users } from "../../db/schema/users";
import { now } from "../../lib/clock";
import { AppError, notFound } from "../../lib/errors";
import { DOCUMENT_MIME_TYPES, detectAllowedType, toWebpImage } from "../../lib/images";
import { openFile, removeFile, saveFile } from "../../lib/storage";
import { withTransaction } from "../../lib/transaction";
import type { CurrentUser } from "../../plugins/auth";
import type { UploadedFile } from "../../plugins/uploads/multipart-form";
import type { StoredFile } from "../../plugins/uploads/send-stored-file";
import { completeOnboarding, getCurrentUser } from "./service";
import { checkShowcaseImages, forgetUnusedShowcaseImages, removeShowcaseFiles } from "./showcase-images-service";

type FreelancerProfileInput = z.output<typeof ZFreelancerProfileRequest>;

const LOGO_MAX_SIDE = 512;
const CERTIFICATE_TYPE_MESSAGE = "Upload the registration certificate as a PDF, JPEG or PNG file.";
const CERTIFICATE_MISSING_MESSAGE = "Upload your company registration certificate (PDF, JPEG or PNG).";

/** Case-insensitive de-duplication that keeps the first spelling and the order. */
function uniqueSkills(skills: string[]): string[] {
  const seen = new Set<string>();
  return skills.filter((skill) => {
    const key = skill.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The directory's full-text document: name, headline, bio and skills. */
export function buildSearchText(parts: { fullName: string; headline: string; bio?: string | null; skills: string[] }) {
  return [parts.fullName, parts.headline, parts.bio ?? "", parts.skills.join(" ")]
    .filter((part) => part !== "")
    .join(" ");
}

/** Creates or replaces the freelancer's profile; the first save completes onboarding. */
export async function saveFreelancerProfile(
  ctx: AppContext,
  input: { user: CurrentUser; profile: FreelancerProfileInput },
): Promise<TUser> {
  const { user, profile } = input;
  const unused = await withTransaction(ctx, async (txCtx) => {
    const { db: tx } = txCtx;
    const [owner] = await tx.select({ fullName: users.fullName }).from(users).where(eq(users.id, user.id));
    if (!owner) throw notFound("User");
    const checked = await checkShowcaseImages(txCtx, { userId: user.id, showcase: profile.showcase });
    if (checked.errors.length > 0) throw validationError(checked.errors);
    const skills = uniqueSkills(profile.skills);
    const values = {
      headline: profile.headline,
      bio: profile.bio ?? null,
      skills,
      hourlyRate: profile.hourlyRate,
      experienceLevel: profile.experienceLevel,
      availability: profile.availability,
      location: profile.location,
      languages: uniqueSkills(profile.languages),
      education: profile.education,
      workExperience: profile.workExperience,
      showcase: checked.showcase,
      searchText: buildSearchText({ fullName: owner.fullName, headline: profile.headline, bio: profile.bio, skills }),
      updatedAt: now(),
    };
    await tx
      .insert(freelancerProfiles)
      .values({ userId: user.id, ...values, createdAt: now() })
      .onConflictDoUpdate({ target: freelancerProfiles.userId, set: values });
    await completeOnboarding(txCtx, { userId: user.id, role: "FREELANCER" });
    return forgetUnusedShowcaseImages(txCtx, { userId: user.id, showcase: checked.showcase });
  });
  await removeShowcaseFiles(ctx, unused);
  return getCurrentUser(ctx, { userId: user.id });
}

function validationError(errors: TFieldError[]): AppError {
  return new AppError("VALIDATION_ERROR", summarizeFieldErrors(errors), errors);
}

/**
 * Creates or replaces the company's profile from the multipart form: text fields,
 * a private registration certificate (required the first time) and a public logo.
 */
export async function saveCompanyProfile(
  ctx: AppContext,
  input: { user: CurrentUser; fields: Record<string, unknown>; files: Map<string, UploadedFile> },
): Promise<TUser> {
  const { user, fields, files } = input;
  const [existing] = await ctx.db
    .select({ certificate: companyProfiles.registrationCertificatePath, logo: companyProfiles.logoPath })
    .from(companyProfiles)
    .where(eq(companyProfiles.userId, user.id));

  const parsed = ZCompanyProfileRequest.safeParse(fields);
  const errors: TFieldError[] = parsed.success
    ? []
    : parsed.error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message }));
  const certificate = files.get("registrationCertificate");
  if (!certificate && !existing?.certificate) {
    errors.push({ path: "registrationCertificate", message: CERTIFICATE_MISSING_MESSAGE });
  }
  if (!parsed.success || errors.length > 0) throw validationError(errors);

  const certificateType = certificate ? await detectAllowedType(certificate.content, DOCUMENT_MIME_TYPES) : null;
  if (certificate && !certificateType) {
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", CERTIFICATE_TYPE_MESSAGE, [
      { path: "registrationCertificate", message: CERTIFICATE_TYPE_MESSAGE },
    ]);
  }
  const logo = files.get("logo");
  if (logo && logo.content.length > IMAGE_MAX_BYTES) {
    const message = "The logo must be at most 5 MB.";
    throw new AppError("PAYLOAD_TOO_LARGE", message, [{ path: "logo", message }]);
  }
  const logoImage = logo
    ? await toWebpImage(logo.content, { width: LOGO_MAX_SIDE, height: LOGO_MAX_SIDE, fit: "inside" }, "logo")
    : null;

  const { dataDir } = ctx.config;
  const certificatePath =
    certificate && certificateType
      ? await saveFile(dataDir, "private", "certificates", certificateType.ext, certificate.content)
      : null;
  const logoPath = logoImage ? await saveFile(dataDir, "public", "logos", "webp", logoImage) : null;

  const profile = parsed.data;
  const values = {
    companyName: profile.companyName,
    industry: profile.industry,
    size: profile.size,
    website: profile.website ?? null,
    location: profile.location,
    description: profile.description,
    registrationNumber: profile.registrationNumber,
    ...(certificatePath ? { registrationCertificatePath: certificatePath } : {}),
    ...(logoPath ? { logoPath } : {}),
    updatedAt: now(),
  };
  let replaced: { certificate: string | null; logo: string | null } = { certificate: null, logo: null };
  try {
    await withTransaction(ctx, async (txCtx) => {
      const { db: tx } = txCtx;
      // Locks the row so a concurrent save cannot leave an orphaned file behind.
      const [current] = await tx
        .select({ certificate: companyProfiles.registrationCertificatePath, logo: companyProfiles.logoPath })
        .from(companyProfiles)
        .where(eq(companyProfiles.userId, user.id))
        .for("update");
      await tx
        .insert(companyProfiles)
        .values({ userId: user.id, ...values, createdAt: now() })
        .onConflictDoUpdate({ target: companyProfiles.userId, set: values });
      await completeOnboarding(txCtx, { userId: user.id, role: "COMPANY" });
      replaced = {
        certificate: certificatePath ? (current?.certificate ?? null) : null,
        logo: logoPath ? (current?.logo ?? null) : null,
      };
    });
  } catch (error) {
    await removeFile(dataDir, "private", certificatePath);
    await removeFile(dataDir, "public", logoPath);
    throw error;
  }
  await removeFile(dataDir, "private", replaced.certificate);
  await removeFile(dataDir, "public", replaced.logo);
  return getCurrentUser(ctx, { userId: user.id });
}

const CERTIFICATE_MIME: Record<string, string> = { pdf: "application/pdf", jpg: "image/jpeg", png: "image/png" };

/**
 * A company's registration certificate, only for that company and for admins; to anyone
 * else it does not exist (no hint that the company or the file is there).
 */
export async function readCompanyCertificate(
  ctx: AppContext,
  input: { viewer: CurrentUser; companyUserId: string },
): Promise<StoredFile> {
  const missing = () => notFound("Registration certificate");
  if (input.viewer.id !== input.companyUserId && input.viewer.role !== "ADMIN") throw missing();
  const [row] = await ctx.db
    .select({ path: companyProfiles.registrationCertificatePath })
    .from(companyProfiles)
    .where(eq(companyProfiles.userId, input.companyUserId));
  if (!row?.path) throw missing();
  const file = await openFile(ctx.config.dataDir, "private", row.path);
  if (!file) throw missing();
  const ext = row.path.split(".").pop() ?? "";
  return {
    ...file,
    mimeType: CERTIFICATE_MIME[ext] ?? "application/octet-stream",
    fileName: `registration-certificate.${ext}`,
  };
}
