import type { Db } from "../../apps/api/src/db/client";
import { users } from "../../apps/api/src/db/schema/users";

/**
 * `count` onboarded companies and `count` onboarded freelancers in one insert, for the ledger
 * benches (money needs people, not profiles). `label` keeps each bench's emails apart.
 */
export async function seedLedgerPeople(
  db: Db,
  label: string,
  count: number,
): Promise<{ companies: string[]; freelancers: string[] }> {
  const at = new Date();
  const people = await db
    .insert(users)
    .values(
      Array.from({ length: count * 2 }, (_, i) => ({
        email: `ledger-${label}-${i}@example.test`,
        fullName: `${label[0]!.toUpperCase()}${label.slice(1)} ${i}`,
        role: i < count ? ("COMPANY" as const) : ("FREELANCER" as const),
        emailVerifiedAt: at,
        onboardingCompletedAt: at,
        createdAt: at,
        updatedAt: at,
      })),
    )
    .returning({ id: users.id });
  return {
    companies: people.slice(0, count).map((p) => p.id),
    freelancers: people.slice(count).map((p) => p.id),
  };
}
