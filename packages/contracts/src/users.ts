import { z } from "zod";
import { paise, ZPaise } from "./common";
import { MAX_HOURLY_RATE_PAISE } from "./constants";
import {
  ZAvailability,
  ZCompanySize,
  ZExperienceLevel,
  ZRole,
  ZSignupRole,
  ZSocialProvider,
  ZUserStatus,
} from "./enums";
import { ZTimeZone } from "./notification-preferences";
import { ZCompanyReputation } from "./reputation";
import { emptyAsUndefined, httpLink, oneLine, paragraphs } from "./text-fields";

const optionalLink = httpLink().optional();

export const ZEducation = z.object({
  school: oneLine(150, "School is required.").min(1, "School is required."),
  degree: oneLine(150, "Degree is required.").min(1, "Degree is required."),
  field: oneLine(150).optional(),
  startYear: z.number().int().min(1950).max(2100),
  endYear: z.number().int().min(1950).max(2100).optional(),
});
export type TEducation = z.infer<typeof ZEducation>;

export const ZWorkExperience = z.object({
  company: oneLine(150, "Company is required.").min(1, "Company is required."),
  title: oneLine(150, "Title is required.").min(1, "Title is required."),
  startDate: oneLine(7, "Start date is required.").regex(/^\d{4}-\d{2}$/, "Use the form YYYY-MM."),
  endDate: oneLine(7)
    .regex(/^\d{4}-\d{2}$/, "Use the form YYYY-MM.")
    .optional(),
  description: paragraphs(2000).optional(),
});
export type TWorkExperience = z.infer<typeof ZWorkExperience>;

/** Most images one showcase item may carry. */
export const MAX_SHOWCASE_IMAGES = 8;

/**
 * One image of a showcase item: `path` is what the showcase image upload answered (an image this
 * user uploaded, already resized), `alt` what a screen reader says instead of it.
 */
export const ZShowcaseImage = z.object({
  path: oneLine(300, "Upload the image first.").min(1, "Upload the image first."),
  alt: oneLine(200, "Describe the image for people who cannot see it.").min(
    1,
    "Describe the image for people who cannot see it.",
  ),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type TShowcaseImage = z.infer<typeof ZShowcaseImage>;

/** POST /users/me/showcase-images: the stored image, to put in an item with its alt text. */
export const ZShowcaseImageUpload = z.object({ path: z.string(), width: z.number().int(), height: z.number().int() });
export type TShowcaseImageUpload = z.infer<typeof ZShowcaseImageUpload>;

export const ZShowcaseItem = z.object({
  title: oneLine(150, "Title is required.").min(1, "Title is required."),
  description: paragraphs(2000).optional(),
  url: optionalLink,
  issuer: oneLine(150).optional(),
  year: z.number().int().min(1950).max(2100).optional(),
  images: z.array(ZShowcaseImage).max(MAX_SHOWCASE_IMAGES, `Add at most ${MAX_SHOWCASE_IMAGES} images.`).optional(),
});
export type TShowcaseItem = z.infer<typeof ZShowcaseItem>;

export const ZShowcase = z.object({
  portfolios: z.array(ZShowcaseItem).max(20).default([]),
  certifications: z.array(ZShowcaseItem).max(20).default([]),
  projects: z.array(ZShowcaseItem).max(20).default([]),
});
export type TShowcase = z.infer<typeof ZShowcase>;

export const ZSkills = z.array(oneLine(40).min(1)).min(1, "Add at least one skill.").max(30, "Add at most 30 skills.");

/*
 * The stored JSON parts as answers show them: the same shapes without the input rules, so a row
 * saved under older rules (before control characters and non-http links were refused) still
 * reads instead of failing the response schema with a 500.
 */
const ZEducationView = z.object({
  school: z.string(),
  degree: z.string(),
  field: z.string().optional(),
  startYear: z.number().int(),
  endYear: z.number().int().optional(),
});
const ZWorkExperienceView = z.object({
  company: z.string(),
  title: z.string(),
  startDate: z.string(),
  endDate: z.string().optional(),
  description: z.string().optional(),
});
const ZShowcaseItemView = z.object({
  title: z.string(),
  description: z.string().optional(),
  url: z.string().optional(),
  issuer: z.string().optional(),
  year: z.number().int().optional(),
  images: z.array(z.object({ path: z.string(), alt: z.string(), width: z.number(), height: z.number() })).optional(),
});
const ZShowcaseView = z.object({
  portfolios: z.array(ZShowcaseItemView),
  certifications: z.array(ZShowcaseItemView),
  projects: z.array(ZShowcaseItemView),
});

export const ZFreelancerProfile = z.object({
  headline: z.string(),
  bio: z.string().nullable(),
  skills: z.array(z.string()),
  hourlyRate: ZPaise,
  experienceLevel: ZExperienceLevel,
  availability: ZAvailability,
  location: z.string().nullable(),
  languages: z.array(z.string()),
  education: z.array(ZEducationView),
  workExperience: z.array(ZWorkExperienceView),
  showcase: ZShowcaseView,
  rating: z.number().nullable(),
  reviewsCount: z.number().int(),
  completedProjects: z.number().int(),
  totalEarned: ZPaise,
});
export type TFreelancerProfile = z.infer<typeof ZFreelancerProfile>;

export const ZCompanyProfile = z.object({
  companyName: z.string(),
  industry: z.string(),
  size: ZCompanySize,
  website: z.string().nullable(),
  location: z.string().nullable(),
  description: z.string().nullable(),
  registrationNumber: z.string().nullable(),
  hasRegistrationCertificate: z.boolean(),
  logoUrl: z.string().nullable(),
  verified: z.boolean(),
});
export type TCompanyProfile = z.infer<typeof ZCompanyProfile>;

/** The signed-in user's own view (GET /user). */
export const ZUser = z.object({
  id: z.string().uuid(),
  fullName: z.string(),
  email: z.string(),
  /** Null only for a person who signed up with a provider and has not picked a role yet. */
  role: z.nullable(ZRole),
  status: ZUserStatus,
  emailVerified: z.boolean(),
  onboardingCompleted: z.boolean(),
  phone: z.string().nullable(),
  phoneVerified: z.boolean(),
  /** IANA time zone; the digest mail goes at 09:00 there (decision 0104). */
  timeZone: z.string(),
  avatarUrl: z.string().nullable(),
  bannerUrl: z.string().nullable(),
  createdAt: z.string(),
  freelancerProfile: ZFreelancerProfile.nullable(),
  companyProfile: ZCompanyProfile.nullable(),
});
export type TUser = z.infer<typeof ZUser>;

/** What anyone signed in may see of another user (GET /user/{id}): no email, no phone. */
export const ZPublicUser = ZUser.pick({
  id: true,
  fullName: true,
  role: true,
  avatarUrl: true,
  bannerUrl: true,
  createdAt: true,
  freelancerProfile: true,
}).extend({
  companyProfile: ZCompanyProfile.omit({ hasRegistrationCertificate: true }).nullable(),
  /** A company's reputation; null for anyone else. */
  companyReputation: ZCompanyReputation.nullable().optional(),
});
export type TPublicUser = z.infer<typeof ZPublicUser>;

export const ZUpdateUserRequest = z
  .object({ fullName: oneLine(100).min(2, "Full name must be at least 2 characters."), timeZone: ZTimeZone })
  .partial();
export type TUpdateUserRequest = z.infer<typeof ZUpdateUserRequest>;

export const ZFreelancerProfileRequest = z.object({
  headline: oneLine(120, "Headline is required.").min(5, "Headline must be at least 5 characters."),
  bio: paragraphs(5000).optional(),
  skills: ZSkills,
  hourlyRate: paise({ whole: "Hourly rate is in whole paise." }).max(MAX_HOURLY_RATE_PAISE),
  experienceLevel: ZExperienceLevel,
  availability: z._default(ZAvailability, "AVAILABLE"),
  location: oneLine(120, "Location is required.").min(2, "Location is required."),
  languages: z.array(oneLine(40).min(1)).max(10).default([]),
  education: z.array(ZEducation).max(10).default([]),
  workExperience: z.array(ZWorkExperience).max(20).default([]),
  showcase: ZShowcase.default({ portfolios: [], certifications: [], projects: [] }),
});
export type TFreelancerProfileRequest = z.input<typeof ZFreelancerProfileRequest>;

/** Text fields of the multipart company profile form; files travel beside them. */
export const ZCompanyProfileRequest = z.object({
  companyName: oneLine(150, "Company name is required.").min(2, "Company name is required."),
  industry: oneLine(100, "Industry is required.").min(2, "Industry is required."),
  size: ZCompanySize,
  website: optionalLink,
  location: oneLine(120, "Location is required.").min(2, "Location is required."),
  description: paragraphs(5000, "Description is required.").min(20, "Description must be at least 20 characters."),
  registrationNumber: oneLine(60, "Registration number is required.").min(3, "Registration number is required."),
});
export type TCompanyProfileRequest = z.infer<typeof ZCompanyProfileRequest>;

export const ZChatToken = z.object({ token: z.string(), expiresAt: z.string() });
export type TChatToken = z.infer<typeof ZChatToken>;

/** PUT /user/role: a social sign-up picks FREELANCER or COMPANY once, in onboarding. */
export const ZChooseRoleRequest = z.object({ role: ZSignupRole });
export type TChooseRoleRequest = z.infer<typeof ZChooseRoleRequest>;

export const ZSocialAccount = z.object({
  provider: ZSocialProvider,
  /** The address the provider reported when the account was linked. */
  email: z.string().nullable(),
  linkedAt: z.string(),
});
export type TSocialAccount = z.infer<typeof ZSocialAccount>;

/** GET /user/sign-in-methods: what the profile shows and what unlinking must leave behind. */
export const ZSignInMethods = z.object({
  hasPassword: z.boolean(),
  socialAccounts: z.array(ZSocialAccount),
});
export type TSignInMethods = z.infer<typeof ZSignInMethods>;

/** GET /user/profile/company/certificate: an admin names the company; the owner needs nothing. */
export const ZCertificateQuery = z.object({ userId: z.preprocess(emptyAsUndefined, z.string().uuid().optional()) });
