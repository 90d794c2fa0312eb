import type { TEducation, TShowcase, TWorkExperience } from "@crewlance/contracts/user";
import { sql } from "drizzle-orm";
import {
  bigint,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

export const roleEnum = pgEnum("role", ["FREELANCER", "COMPANY", "ADMIN"]);
export const userStatusEnum = pgEnum("user_status", ["ACTIVE", "SUSPENDED"]);
export const experienceLevelEnum = pgEnum("experience_level", ["ENTRY", "INTERMEDIATE", "EXPERT"]);
export const availabilityEnum = pgEnum("availability", ["AVAILABLE", "BUSY", "UNAVAILABLE"]);
export const companySizeEnum = pgEnum("company_size", ["1-10", "11-50", "51-200", "201-500", "501-1000", "1000+"]);

const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
};

export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Always stored lower-cased; unique. */
    email: text("email").notNull(),
    fullName: text("full_name").notNull(),
    /** Null for accounts that only sign in with a provider (they may set one by password reset). */
    passwordHash: text("password_hash"),
    /** Null until a person who signed up with a provider picks a role in onboarding (spec B2). */
    role: roleEnum("role"),
    status: userStatusEnum("status").notNull().default("ACTIVE"),
    emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
    onboardingCompletedAt: timestamp("onboarding_completed_at", { withTimezone: true }),
    phone: text("phone"),
    phoneVerifiedAt: timestamp("phone_verified_at", { withTimezone: true }),
    /**
     * Access tokens issued before this instant are refused (set, to the whole second, when every
     * session of the user is revoked); null when that never happened.
     */
    sessionsValidAfter: timestamp("sessions_valid_after", { withTimezone: true }),
    avatarPath: text("avatar_path"),
    bannerPath: text("banner_path"),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("users_email_key").on(t.email),
    uniqueIndex("users_phone_key").on(t.phone),
    index("users_role_created_idx").on(t.role, t.createdAt),
    // The admin user list pages newest first across all roles.
    index("users_created_idx").on(t.createdAt.desc(), t.id.desc()),
  ],
);

export const freelancerProfiles = pgTable(
  "freelancer_profiles",
  {
    userId: uuid("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    headline: text("headline").notNull(),
    bio: text("bio"),
    skills: text("skills").array().notNull().default(sql`'{}'::text[]`),
    /** Paise per hour. */
    hourlyRate: integer("hourly_rate").notNull(),
    experienceLevel: experienceLevelEnum("experience_level").notNull(),
    availability: availabilityEnum("availability").notNull().default("AVAILABLE"),
    location: text("location"),
    languages: text("languages").array().notNull().default(sql`'{}'::text[]`),
    education: jsonb("education").$type<TEducation[]>().notNull().default([]),
    workExperience: jsonb("work_experience").$type<TWorkExperience[]>().notNull().default([]),
    showcase: jsonb("showcase")
      .$type<TShowcase>()
      .notNull()
      .default({ portfolios: [], certifications: [], projects: [] }),
    /** Derived from reviews (later issue); kept here so the directory can sort without a join. */
    rating: real("rating"),
    reviewsCount: integer("reviews_count").notNull().default(0),
    completedProjects: integer("completed_projects").notNull().default(0),
    totalEarned: bigint("total_earned", { mode: "number" }).notNull().default(0),
    /** Full-text document over name, headline, bio and skills, kept by the profile service. */
    searchText: text("search_text").notNull().default(""),
    ...timestamps,
  },
  (t) => [
    index("freelancer_profiles_rate_idx").on(t.hourlyRate),
    index("freelancer_profiles_rating_idx").on(t.rating),
    index("freelancer_profiles_skills_idx").using("gin", t.skills),
    index("freelancer_profiles_search_idx").using("gin", sql`to_tsvector('simple', ${t.searchText})`),
  ],
);

export const companyProfiles = pgTable("company_profiles", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  companyName: text("company_name").notNull(),
  industry: text("industry").notNull(),
  size: companySizeEnum("size").notNull(),
  website: text("website"),
  location: text("location"),
  description: text("description"),
  registrationNumber: text("registration_number"),
  /** Private file: served only to the owner and admins. */
  registrationCertificatePath: text("registration_certificate_path"),
  logoPath: text("logo_path"),
  verifiedAt: timestamp("verified_at", { withTimezone: true }),
  ...timestamps,
});
