import type { TCompanySize, TExperienceLevel } from "@crewlance/contracts/enums";
import { inArray } from "drizzle-orm";
import type { AppContext } from "../../context";
import { companyProfiles, freelancerProfiles, users } from "../../db/schema/users";
import { now } from "../../lib/clock";
import { withTransaction } from "../../lib/transaction";
import { buildSearchText } from "./profile-service";

/*
 * The other people of the demo marketplace: a few companies that post tasks beside the
 * demo company and freelancers who apply beside the demo freelancer. Onboarded, with verified
 * emails and no password (nobody signs in as them). Created once; found by email afterwards.
 */

export type DemoCompany = {
  email: string;
  fullName: string;
  companyName: string;
  industry: string;
  size: TCompanySize;
  location: string;
  description: string;
};

export type DemoFreelancer = {
  email: string;
  fullName: string;
  headline: string;
  skills: string[];
  hourlyRate: number;
  experienceLevel: TExperienceLevel;
  location: string;
};

/** The ids of the demo people, in the order given; those missing are created first. */
export async function ensureDemoPeople(
  ctx: AppContext,
  input: { companies: DemoCompany[]; freelancers: DemoFreelancer[] },
): Promise<{ companyIds: string[]; freelancerIds: string[] }> {
  const emails = [...input.companies, ...input.freelancers].map((person) => person.email);
  return withTransaction(ctx, async (txCtx) => {
    const existing = await txCtx.db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(inArray(users.email, emails));
    const ids = new Map(existing.map((row) => [row.email, row.id]));
    const at = now();
    const account = (person: { email: string; fullName: string }, role: "COMPANY" | "FREELANCER") => ({
      email: person.email,
      fullName: person.fullName,
      role,
      emailVerifiedAt: at,
      onboardingCompletedAt: at,
      createdAt: at,
      updatedAt: at,
    });
    const newCompanies = input.companies.filter((company) => !ids.has(company.email));
    if (newCompanies.length > 0) {
      const rows = await txCtx.db
        .insert(users)
        .values(newCompanies.map((company) => account(company, "COMPANY")))
        .returning({ id: users.id, email: users.email });
      for (const row of rows) ids.set(row.email, row.id);
      await txCtx.db.insert(companyProfiles).values(
        newCompanies.map((company) => ({
          userId: ids.get(company.email)!,
          companyName: company.companyName,
          industry: company.industry,
          size: company.size,
          location: company.location,
          description: company.description,
        })),
      );
    }
    const newFreelancers = input.freelancers.filter((freelancer) => !ids.has(freelancer.email));
    if (newFreelancers.length > 0) {
      const rows = await txCtx.db
        .insert(users)
        .values(newFreelancers.map((freelancer) => account(freelancer, "FREELANCER")))
        .returning({ id: users.id, email: users.email });
      for (const row of rows) ids.set(row.email, row.id);
      await txCtx.db.insert(freelancerProfiles).values(
        newFreelancers.map((freelancer) => ({
          userId: ids.get(freelancer.email)!,
          headline: freelancer.headline,
          skills: freelancer.skills,
          hourlyRate: freelancer.hourlyRate,
          experienceLevel: freelancer.experienceLevel,
          location: freelancer.location,
          languages: ["English", "Hindi"],
          searchText: buildSearchText(freelancer),
        })),
      );
    }
    return {
      companyIds: input.companies.map((company) => ids.get(company.email)!),
      freelancerIds: input.freelancers.map((freelancer) => ids.get(freelancer.email)!),
    };
  });
}
