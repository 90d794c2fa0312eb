import type { TApplication } from "@crewlance/contracts/applications";
import { sql } from "drizzle-orm";
import { type applications, taskAttachments } from "../../db/schema/tasks";
import type { UserSummary } from "../users/index";
import { attachmentView } from "./views";

/*
 * An application is seen by its applicant and the task's owner only: to anyone else it is
 * "not found" (decision 0025). One live application per applicant per task is a unique partial
 * index (applications_live_key).
 */

export type ApplicationRow = typeof applications.$inferSelect;

export const LIVE = ["PENDING", "SHORTLISTED"] as const;

export const DAY_MS = 24 * 60 * 60 * 1000;

function applicantView(id: string, summary: UserSummary | undefined): TApplication["applicant"] {
  return {
    id,
    fullName: summary?.fullName ?? "Former user",
    avatarUrl: summary?.avatarUrl ?? null,
    headline: summary?.freelancer?.headline ?? null,
    skills: summary?.freelancer?.skills ?? [],
    hourlyRate: summary?.freelancer?.hourlyRate ?? null,
    experienceLevel: summary?.freelancer?.experienceLevel ?? null,
    location: summary?.freelancer?.location ?? null,
    rating: summary?.freelancer?.rating ?? null,
    reviewsCount: summary?.freelancer?.reviewsCount ?? 0,
  };
}

export type AttachmentJson = {
  id: string;
  fileName: string;
  mimeType: string;
  size: number;
  createdAt: string;
};

export function applicationView(
  row: ApplicationRow,
  extra: {
    taskKeys: readonly string[];
    applicant: UserSummary | undefined;
    attachments: AttachmentJson[];
    /** The team the application was made for (teams module); absent for a freelancer's own. */
    team?: TApplication["team"];
  },
): TApplication {
  return {
    id: row.id,
    taskId: row.taskId,
    status: row.status,
    coverLetter: row.coverLetter,
    proposedAmount: row.proposedAmount,
    estimatedDays: row.estimatedDays,
    rejectionReason: row.rejectionReason,
    attachments: extra.attachments.map((file) =>
      attachmentView({ ...file, taskId: null, applicationId: row.id, createdAt: file.createdAt }),
    ),
    applicant: applicantView(row.applicantId, extra.applicant),
    match: { matched: row.matchCount, total: extra.taskKeys.length },
    projectId: row.projectId,
    team: row.teamId ? (extra.team ?? null) : null,
    offPlatform: row.offPlatform,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The application's files as JSON, read in the same statement as the application. */
export const ATTACHMENTS_JSON = sql<
  AttachmentJson[]
>`(select coalesce(json_agg(json_build_object('id', f.id, 'fileName', f.file_name, 'mimeType', f.mime_type, 'size', f.size, 'createdAt', f.created_at) order by f.created_at, f.id), '[]'::json) from ${taskAttachments} f where f.application_id = "applications"."id")`;
