import type { TCompanyReputation } from "@crewlance/contracts/reputation";
import type { TAttachment, TSkillMatch, TTaskCard, TTaskCompany } from "@crewlance/contracts/tasks";
import { getTableColumns, sql } from "drizzle-orm";
import type { AppContext } from "../../context";
import { tasks } from "../../db/schema/tasks";
import { loadUserSummaries, type UserSummary } from "../users/index";
import { companyCardsOf } from "./company-cards";
import { companyReputations } from "./reputation-service";

/** Every column but the search document, which no answer shows. */
export const taskColumns = (() => {
  const { searchText: _text, searchVector: _vector, ...columns } = getTableColumns(tasks);
  return columns;
})();

/**
 * The same for a list: the description cut to what a card's summary needs, and named, so a page
 * read as a subquery can select it (decision 0128).
 */
export const taskCardColumns = {
  ...taskColumns,
  description: sql<string>`left(${tasks.description}, 400)`.as("description"),
};

export type TaskRow = Omit<typeof tasks.$inferSelect, "searchText" | "searchVector">;

/** Trimmed, without case-insensitive repeats, and the lower-cased keys matching compares. */
export function normalizeSkills(skills: readonly string[]): { skills: string[]; key: string[] } {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const raw of skills) {
    const skill = raw.trim();
    const key = skill.toLowerCase();
    if (skill === "" || seen.has(key)) continue;
    seen.add(key);
    kept.push(skill);
  }
  return { skills: kept, key: [...seen] };
}

/** What full-text search reads: the title and skills first, then the description. */
export function searchTextOf(task: { title: string; skills: readonly string[]; description: string }): string {
  return [task.title, task.skills.join(" "), task.description].join("\n");
}

/** How many of the task's skills (lower-cased keys) the person has. */
export function skillMatch(taskKeys: readonly string[], personSkills: readonly string[] | null): TSkillMatch {
  const have = new Set((personSkills ?? []).map((skill) => skill.trim().toLowerCase()));
  return { matched: taskKeys.filter((key) => have.has(key)).length, total: taskKeys.length };
}

export function summaryOf(description: string): string {
  const flat = description.replace(/\s+/g, " ").trim();
  return flat.length <= 280 ? flat : `${flat.slice(0, 279).trimEnd()}…`;
}

export function attachmentUrl(owner: { taskId: string | null; applicationId: string | null }, id: string): string {
  return owner.taskId
    ? `/api/tasks/${owner.taskId}/attachments/${id}`
    : `/api/applications/${owner.applicationId}/attachments/${id}`;
}

export function attachmentView(row: {
  id: string;
  taskId: string | null;
  applicationId: string | null;
  fileName: string;
  mimeType: string;
  size: number;
  createdAt: Date | string;
}): TAttachment {
  return {
    id: row.id,
    fileName: row.fileName,
    mimeType: row.mimeType,
    size: row.size,
    url: attachmentUrl(row, row.id),
    createdAt: typeof row.createdAt === "string" ? new Date(row.createdAt).toISOString() : row.createdAt.toISOString(),
  };
}

const EMPTY_REPUTATION = (memberSince: Date): TCompanyReputation => ({
  tasksPosted: 0,
  hires: 0,
  hireRate: 0,
  totalPaidOut: 0,
  paymentVerified: false,
  averageRating: null,
  reviewsCount: 0,
  memberSince: memberSince.toISOString(),
});

export function companyView(
  companyId: string,
  summary: UserSummary | undefined,
  reputation: TCompanyReputation | undefined,
): TTaskCompany {
  return {
    id: companyId,
    name: summary?.company?.name ?? summary?.fullName ?? "Former company",
    logoUrl: summary?.company?.logoUrl ?? summary?.avatarUrl ?? null,
    verified: summary?.company?.verified ?? false,
    location: summary?.company?.location ?? null,
    reputation: reputation ?? EMPTY_REPUTATION(summary?.createdAt ?? new Date(0)),
  };
}

type People = Awaited<ReturnType<typeof loadUserSummaries>>;
type Reputations = Awaited<ReturnType<typeof companyReputations>>;

/** The companies' reputations; "member since" is the account's creation, read with the people. */
function reputationsOf(ctx: AppContext, companyIds: readonly string[]): Promise<Reputations> {
  const unknownSince = new Date(0);
  return companyReputations(
    ctx,
    [...new Set(companyIds)].map((id) => ({ id, createdAt: unknownSince })),
  );
}

/** A company beside a task, its reputation dated from the account's creation. */
function companyOf(id: string, people: People, reputations: Reputations): TTaskCompany {
  const reputation = reputations.get(id);
  const since = people.get(id)?.createdAt;
  return companyView(
    id,
    people.get(id),
    reputation && since ? { ...reputation, memberSince: since.toISOString() } : reputation,
  );
}

/**
 * The people and reputations a task shows, in one round: the companies and the viewer (whose
 * skills give the match) in one statement, the reputations in another.
 */
export async function loadTaskContext(ctx: AppContext, companyIds: readonly string[], viewerId: string) {
  const [people, reputations] = await Promise.all([
    loadUserSummaries(ctx, [...companyIds, viewerId]),
    reputationsOf(ctx, companyIds),
  ]);
  const viewer = people.get(viewerId);
  return {
    company: (id: string) => companyOf(id, people, reputations),
    /** The viewer's match on a task: freelancers only. */
    match: (taskKeys: readonly string[]) =>
      viewer?.role === "FREELANCER" ? skillMatch(taskKeys, viewer.freelancer?.skills ?? []) : null,
  };
}

/**
 * The company beside each card of a list, with its reputation: the same for every viewer. Kept a
 * short while per instance (company-cards.ts, decision 0108): only the companies not kept are
 * read, in one batch, and a page whose companies all are reads none.
 */
export async function loadCompanies(
  ctx: AppContext,
  companyIds: readonly string[],
): Promise<(id: string) => TTaskCompany> {
  const unique = [...new Set(companyIds)];
  const kept = companyCardsOf(ctx);
  const companies = kept
    ? await kept.cards.read(unique, (missing) => readCompanies(ctx, missing), kept.lagMs)
    : await readCompanies(ctx, unique);
  return (id) => companies.get(id) ?? companyView(id, undefined, undefined);
}

/** Each company's card as read now: its people and reputation statements, for all of them at once. */
async function readCompanies(ctx: AppContext, ids: readonly string[]): Promise<Map<string, TTaskCompany>> {
  const [people, reputations] = await Promise.all([loadUserSummaries(ctx, ids), reputationsOf(ctx, ids)]);
  return new Map(ids.map((id) => [id, companyOf(id, people, reputations)]));
}

/** The skills a freelancer's match is computed from (none without a profile). */
export async function loadViewerSkills(ctx: AppContext, userId: string): Promise<string[]> {
  return (await loadUserSummaries(ctx, [userId])).get(userId)?.freelancer?.skills ?? [];
}

export function toDate(value: Date | string | null): Date | null {
  if (value === null) return null;
  return typeof value === "string" ? new Date(value) : value;
}

export function taskCardView(
  row: TaskRow,
  extra: { applicationsCount: number; applied: boolean; company: TTaskCompany; match: TSkillMatch | null },
): TTaskCard {
  return {
    id: row.id,
    title: row.title,
    summary: summaryOf(row.description),
    category: row.category,
    skills: row.skills,
    budgetType: row.budgetType,
    budgetMin: row.budgetMin,
    budgetMax: row.budgetMax,
    deadline: row.deadline,
    experienceLevel: row.experienceLevel,
    status: row.status,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    applicationsCount: extra.applicationsCount,
    company: extra.company,
    match: extra.match,
    applied: extra.applied,
    offPlatform: row.offPlatform,
  };
}
