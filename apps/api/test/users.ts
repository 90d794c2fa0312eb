import { randomUUID } from "node:crypto";
import type { TRole } from "@crewlance/contracts/enums";
import type { FastifyInstance } from "fastify";
import { companyProfiles, freelancerProfiles, users } from "../src/db/schema/users";
import { now } from "../src/lib/clock";
import { startSession } from "../src/modules/auth/session";

export type UserRow = typeof users.$inferSelect;

export type TestUser = {
  user: UserRow;
  token: string;
  /** Spread into `app.inject({ headers })`. */
  authHeader: { authorization: string };
};

export type CreateUserOptions = {
  role?: TRole;
  verified?: boolean;
  onboarded?: boolean;
  status?: "ACTIVE" | "SUSPENDED";
  email?: string;
  fullName?: string;
  /** When the account was made; now by default, which meets the new-account allowances (decision 0092). */
  createdAt?: Date;
};

/**
 * Inserts a user straight into the database and starts a session for it, so tests of any
 * module can act as any kind of user without going through sign-up.
 */
export async function createUser(app: FastifyInstance, options: CreateUserOptions = {}): Promise<TestUser> {
  const role = options.role ?? "FREELANCER";
  const at = now();
  const [user] = await app.ctx.db
    .insert(users)
    .values({
      email: options.email ?? `${role.toLowerCase()}-${randomUUID()}@example.test`,
      fullName: options.fullName ?? `Test ${role.charAt(0)}${role.slice(1).toLowerCase()}`,
      role,
      status: options.status ?? "ACTIVE",
      emailVerifiedAt: (options.verified ?? true) ? at : null,
      onboardingCompletedAt: (options.onboarded ?? true) ? at : null,
      createdAt: options.createdAt ?? at,
      updatedAt: at,
    })
    .returning();
  const token = await accessTokenFor(app, { userId: user!.id, role });
  return { user: user!, token, authHeader: { authorization: `Bearer ${token}` } };
}

/** A fresh session's access token for an existing user, as a sign-in would give (its refresh token unused). */
export async function accessTokenFor(app: FastifyInstance, input: { userId: string; role: TRole | null }) {
  const { accessToken } = await startSession(app.ctx, input);
  return accessToken;
}

export type FreelancerProfileRow = typeof freelancerProfiles.$inferInsert;

/** Inserts a freelancer profile (with its search document) for an existing user. */
export async function addFreelancerProfile(
  app: FastifyInstance,
  user: UserRow,
  profile: Partial<Omit<FreelancerProfileRow, "userId">> = {},
): Promise<void> {
  const headline = profile.headline ?? "Software developer";
  const skills = profile.skills ?? ["TypeScript"];
  const bio = profile.bio ?? null;
  await app.ctx.db.insert(freelancerProfiles).values({
    hourlyRate: 100_000,
    experienceLevel: "INTERMEDIATE",
    location: "Bengaluru, India",
    ...profile,
    userId: user.id,
    headline,
    skills,
    bio,
    searchText: [user.fullName, headline, bio ?? "", skills.join(" ")].join(" "),
  });
}

/** Inserts a company profile for an existing user. */
export async function addCompanyProfile(
  app: FastifyInstance,
  user: UserRow,
  profile: Partial<Omit<typeof companyProfiles.$inferInsert, "userId">> = {},
): Promise<void> {
  await app.ctx.db.insert(companyProfiles).values({
    companyName: "Test Company Pvt Ltd",
    industry: "Software",
    size: "11-50",
    ...profile,
    userId: user.id,
  });
}
