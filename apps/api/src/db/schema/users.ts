import type { TEducation, TShowcase, TWorkExperience } from "@crewlance/contracts/users";
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  customType,
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
/** Who sees a person's public page /u/<handle> (decision 0095). */
export const profileVisibilityEnum = pgEnum("profile_visibility", ["PUBLIC", "SIGNED_IN", "HIDDEN"]);
export const companySizeEnum = pgEnum("company_size", ["1-10", "11-50", "51-200", "201-500", "501-1000", "1000+"]);

/** Postgres's full-text document type, which drizzle has no builder for. */
const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

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
    /** Null until a person who signed up with a provider picks a role in onboarding. */
    role: roleEnum("role"),
    status: userStatusEnum("status").notNull().default("ACTIVE"),
    /** When a suspension given for some days ends (migration 0040); null: until lifted. */
    suspendedUntil: timestamp("suspended_until", { withTimezone: true }),
    emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
    onboardingCompletedAt: timestamp("onboarding_completed_at", { withTimezone: true }),
    phone: text("phone"),
    phoneVerifiedAt: timestamp("phone_verified_at", { withTimezone: true }),
    /** IANA time zone the person reads their mail in: the digest goes at 09:00 there (decision 0104). */
    timeZone: text("time_zone").notNull().default("Asia/Kolkata"),
    /**
     * Access tokens issued before this instant are refused (set, to the whole second, when every
     * session of the user is revoked); null when that never happened.
     */
    sessionsValidAfter: timestamp("sessions_valid_after", { withTimezone: true }),
    avatarPath: text("avatar_path"),
    bannerPath: text("banner_path"),
    /** Set when moderation hides the row (decision 0092): gone from every list and search. */
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
    /** Who sees the public page once the person has a handle (decision 0095, migration 0044). */
    publicPageVisibility: profileVisibilityEnum("public_page_visibility").notNull().default("PUBLIC"),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("users_email_key").on(t.email),
    uniqueIndex("users_phone_key").on(t.phone),
    // The admin user list pages newest first (created, then id) across all roles, within one role
    // or within one status: one index per filter, each matching the order exactly (decision 0013).
    index("users_created_idx").on(t.createdAt.desc(), t.id.desc()),
    index("users_role_created_idx").on(t.role, t.createdAt.desc(), t.id.desc()),
    index("users_status_created_idx").on(t.status, t.createdAt.desc(), t.id.desc()),
    // The admin dashboard's counts per role and status (migration 0014, decision 0048).
    index("users_role_status_idx").on(t.role, t.status),
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
    /**
     * The skills lower-cased, as the directory's skills filter matches them (decision 0109):
     * "react" typed by a freelancer is found by a filter on "React". Kept by the database.
     */
    skillsKey: text("skills_key").array().generatedAlwaysAs(sql`skills_key_of(skills)`),
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
    /** searchText parsed once on write, so matching and ranking never re-parse it per request. */
    searchVector: tsvector("search_vector").generatedAlwaysAs(sql`to_tsvector('simple', search_text)`),
    /**
     * Whether the directory shows this freelancer: role FREELANCER, ACTIVE and onboarded, copied
     * from `users` so the directory's indexes can filter on it. Kept by database triggers in the
     * same transaction as whatever changes those users columns (migration 0005, decision 0013);
     * never written by the application.
     */
    listed: boolean("listed").notNull().default(false),
    ...timestamps,
  },
  // Every directory order has its own partial index over listed rows that matches it column for
  // column, ending in the user id tie-break (decision 0013). The rating index also carries the
  // search vector and every column a filter reads (INCLUDE, added by hand in migrations 0005 and
  // 0058: drizzle cannot declare it), so a search walks the best rated matches without reading
  // the table (decision 0142).
  (t) => [
    index("freelancer_profiles_listed_rating_idx")
      .on(t.rating.desc().nullsLast(), t.reviewsCount.desc(), t.createdAt.desc(), t.userId)
      .where(sql`listed`),
    index("freelancer_profiles_listed_rate_asc_idx")
      .on(t.hourlyRate, t.rating.desc().nullsLast(), t.reviewsCount.desc(), t.userId)
      .where(sql`listed`),
    index("freelancer_profiles_listed_rate_desc_idx")
      .on(t.hourlyRate.desc(), t.rating.desc().nullsLast(), t.reviewsCount.desc(), t.userId)
      .where(sql`listed`),
    index("freelancer_profiles_listed_newest_idx").on(t.createdAt.desc(), t.userId).where(sql`listed`),
    // Words, skills, the choice filters and the location's trigrams in one GIN index (btree_gin and
    // pg_trgm, decisions 0111 and 0124); each row goes straight into its tree, so no search reads a
    // pending list (decision 0141).
    index("freelancer_profiles_match_idx")
      .using("gin", t.searchVector, t.skillsKey, t.experienceLevel, t.availability, t.location.op("gin_trgm_ops"))
      .with({ fastupdate: false })
      .where(sql`listed`),
  ],
);

export const companyProfiles = pgTable(
  "company_profiles",
  {
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
  },
  // The admin dashboard's companies awaiting verification (migration 0014, decision 0048).
  (t) => [index("company_profiles_unverified_idx").on(t.userId).where(sql`verified_at is null`)],
);

/**
 * Every image a freelancer uploaded for showcase items (migration 0045, decision 0097): a profile
 * save accepts only paths found here for that user, and images no item uses are removed at save.
 */
export const showcaseImages = pgTable(
  "showcase_images",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Relative to the public uploads root (`showcase/<uuid>.webp`). */
    path: text("path").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("showcase_images_path_key").on(t.path), index("showcase_images_user_idx").on(t.userId)],
);
