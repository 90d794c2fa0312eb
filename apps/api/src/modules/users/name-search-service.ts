import { and, eq, notInArray, type SQL, sql } from "drizzle-orm";
import type { AppContext } from "../../context";
import { freelancerProfiles, users } from "../../db/schema/users";
import { publicFileUrl } from "./user-view";

export type NameMatch = { id: string; fullName: string; headline: string; avatarUrl: string | null };

/** Letters and digits of each word, so no tsquery or LIKE syntax ever reaches the database. */
function nameWords(q: string): string[] {
  return (q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 5);
}

/**
 * Listed freelancers (active, onboarded, not hidden) whose name has a word starting with each
 * word of `q`, best rated first. The prefix query on the directory's search vector finds them
 * through its GIN index; the name check then drops those matched by headline, bio or skills.
 */
export async function searchFreelancersByName(
  ctx: AppContext,
  input: { q: string; excludeIds: readonly string[]; limit: number },
): Promise<NameMatch[]> {
  const words = nameWords(input.q);
  if (words.length === 0) return [];
  const prefixQuery = words.map((word) => `${word}:*`).join(" & ");
  const nameChecks: SQL[] = words.map((word) => sql`lower(${users.fullName}) ~ ${`(^|[^[:alnum:]])${word}`}`);
  const rows = await ctx.db
    .select({
      id: users.id,
      fullName: users.fullName,
      headline: freelancerProfiles.headline,
      avatarPath: users.avatarPath,
    })
    .from(freelancerProfiles)
    .innerJoin(users, eq(users.id, freelancerProfiles.userId))
    .where(
      and(
        sql`${freelancerProfiles.listed}`,
        sql`${freelancerProfiles.searchVector} @@ to_tsquery('simple', ${prefixQuery})`,
        ...nameChecks,
        input.excludeIds.length > 0 ? notInArray(users.id, [...input.excludeIds]) : undefined,
      ),
    )
    .orderBy(sql`${freelancerProfiles.rating} desc nulls last`, users.fullName, users.id)
    .limit(input.limit);
  return rows.map((row) => ({
    id: row.id,
    fullName: row.fullName,
    headline: row.headline,
    avatarUrl: publicFileUrl(row.avatarPath),
  }));
}
