// zod/mini keeps these enums light: they are on the login page's initial bundle.
import { z } from "zod/mini";

export const ROLES = ["FREELANCER", "COMPANY", "ADMIN"] as const;
export const ZRole = z.enum(ROLES);
export type TRole = z.infer<typeof ZRole>;

/** Roles a person may pick at sign-up; ADMIN is created by a command only. */
export const ZSignupRole = z.enum(["FREELANCER", "COMPANY"], "Choose whether you want to work or to hire.");
export type TSignupRole = z.infer<typeof ZSignupRole>;

export const ZUserStatus = z.enum(["ACTIVE", "SUSPENDED"]);
export type TUserStatus = z.infer<typeof ZUserStatus>;

export const ZExperienceLevel = z.enum(EXPERIENCE_LEVELS);
export type TExperienceLevel = z.infer<typeof ZExperienceLevel>;

export const ZAvailability = z.enum(AVAILABILITIES);
export type TAvailability = z.infer<typeof ZAvailability>;

export const ZCompanySize = z.enum(["1-10", "11-50", "51-200", "201-500", "501-1000", "1000+"]);
export type TCompanySize = z.infer<typeof ZCompanySize>;

export const ZOutboxChannel = z.enum(["EMAIL", "SMS"]);
export type TOutboxChannel = z.infer<typeof ZOutboxChannel>;

// The plain list lives in enum-values.ts, which the login page can import without zod.
import { AVAILABILITIES, EXPERIENCE_LEVELS, SOCIAL_PROVIDERS } from "./enum-values";

export { SOCIAL_PROVIDERS };
export const ZSocialProvider = z.enum(SOCIAL_PROVIDERS, "Choose Google, LinkedIn or GitHub.");
export type TSocialProvider = z.infer<typeof ZSocialProvider>;
