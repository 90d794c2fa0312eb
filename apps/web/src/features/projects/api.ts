import type { TBonusBody, TBonusResult, THourlySummary } from "@crewlance/contracts/hourly";
import type {
  TBoardItemCreateBody,
  TBoardItemPatchBody,
  TMilestoneActionResult,
  TMilestoneCreateBody,
  TMilestonePatchBody,
  TProjectFileList,
  TProjectListResponseV2,
  TProjectStatus,
} from "@crewlance/contracts/projects";
import { ACTIVITY_PAGE_SIZE } from "@crewlance/contracts/projects";
import type { TWalletFees, TWalletSummary } from "@crewlance/contracts/wallet";
import type { TReleasePreview } from "@crewlance/contracts/withholding";
import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { fetchBlob, saveBlob } from "@/lib/download";
import { projectKeys } from "@/lib/marketplace/query-keys";
import { type UploadProgress, uploadFile } from "@/lib/upload";
import { projectExtraKeys } from "./query-keys";
import type { ActivityPage, BoardItem, Project, ProjectFile, ProjectReviews } from "./types";

const PROJECTS_PAGE_SIZE = 20;

const data = <T>(response: { data: { data: T } }) => response.data.data;
const path = (id: string) => encodeURIComponent(id);
const withKey = (idempotencyKey: string) => ({ headers: { "Idempotency-Key": idempotencyKey } });

type ProjectListPage = TProjectListResponseV2;

export function projectsQuery(page: number, status?: TProjectStatus) {
  const params = { page, limit: PROJECTS_PAGE_SIZE, status };
  return queryOptions({
    queryKey: projectKeys.list(params),
    queryFn: ({ signal }) => apiClient.get<ProjectListPage>("/projects", { params, signal }).then(data),
  });
}

export function projectQuery(id: string) {
  return queryOptions({
    queryKey: projectKeys.detail(id),
    queryFn: ({ signal }) => apiClient.get<Project>(`/projects/${path(id)}`, { signal }).then(data),
  });
}

/** What approving the milestone would pay now, tax withheld included (decision 0089). */
export function releasePreviewQuery(projectId: string, milestoneId: string) {
  return queryOptions({
    queryKey: projectExtraKeys.releasePreview(projectId, milestoneId),
    queryFn: ({ signal }) =>
      apiClient.get<TReleasePreview>(`/milestones/${path(milestoneId)}/release-preview`, { signal }).then(data),
  });
}

export function boardQuery(projectId: string) {
  return queryOptions({
    queryKey: projectExtraKeys.board(projectId),
    queryFn: ({ signal }) =>
      apiClient.get<{ items: BoardItem[] }>(`/projects/${path(projectId)}/board`, { signal }).then(data),
  });
}

export function activityQuery(projectId: string) {
  return infiniteQueryOptions({
    queryKey: projectExtraKeys.activity(projectId),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      apiClient
        .get<ActivityPage>(`/projects/${path(projectId)}/activity`, {
          params: { cursor: pageParam, limit: ACTIVITY_PAGE_SIZE },
          signal,
        })
        .then(data),
    getNextPageParam: (page) => page.nextCursor,
  });
}

export function reviewsQuery(projectId: string) {
  return queryOptions({
    queryKey: projectExtraKeys.reviews(projectId),
    queryFn: ({ signal }) =>
      apiClient.get<ProjectReviews>(`/projects/${path(projectId)}/reviews`, { signal }).then(data),
  });
}

/** The viewer's balance, read before a money dialog confirms (never from features/wallet). */
export const balanceQuery = queryOptions({
  queryKey: ["wallet", "summary"] as const,
  queryFn: ({ signal }) => apiClient.get<TWalletSummary>("/wallet", { signal }).then(data),
});

/** The fee rates, to show a bonus's client fee and GST before it is paid (keyed as features/wallet keys them). */
export const walletFeesQuery = queryOptions({
  queryKey: ["wallet", "fees"] as const,
  queryFn: ({ signal }) => apiClient.get<TWalletFees>("/wallet/fees", { signal }).then(data),
});

/** The viewer's live hourly projects: hours this week and what waits on the viewer, for the list (decision 0091). */
export const hourlySummariesQuery = queryOptions({
  queryKey: ["hourly", "summaries"] as const,
  queryFn: ({ signal }) => apiClient.get<{ items: THourlySummary[] }>("/hourly/summaries", { signal }).then(data),
});

/** The company pays a one-off bonus through escrow; the key is made once per attempt, like the milestone money. */
export function payBonus({
  projectId,
  body,
  idempotencyKey,
}: {
  projectId: string;
  body: TBonusBody;
  idempotencyKey: string;
}) {
  return apiClient.post<TBonusResult>(`/projects/${path(projectId)}/bonuses`, body, withKey(idempotencyKey)).then(data);
}

export function filesQuery(projectId: string) {
  return queryOptions({
    queryKey: projectExtraKeys.files(projectId),
    queryFn: ({ signal }) =>
      apiClient.get<TProjectFileList>(`/projects/${path(projectId)}/files`, { signal }).then(data),
  });
}

// ── Milestones ─────────────────────────────────────────────────────────────────────────────
// Every action answers the milestone and the project's fresh detail (TMilestoneActionResult).

type Result = TMilestoneActionResult;
const action = (id: string, verb: string, body: unknown = {}, idempotencyKey?: string) =>
  apiClient
    .post<Result>(`/milestones/${path(id)}/${verb}`, body, idempotencyKey ? withKey(idempotencyKey) : undefined)
    .then(data);

/** The company adds a milestone; the same call from the freelancer proposes one for the company to accept. */
export function addMilestone({ projectId, body }: { projectId: string; body: TMilestoneCreateBody }) {
  return apiClient.post<Result>(`/projects/${path(projectId)}/milestones`, body).then(data);
}

export function editMilestone({ id, body }: { id: string; body: TMilestonePatchBody }) {
  return apiClient.patch<Result>(`/milestones/${path(id)}`, body).then(data);
}

export const acceptProposal = ({ id }: { id: string }) => action(id, "accept");
export const declineProposal = ({ id }: { id: string }) => action(id, "decline");

/**
 * Fund, approve and cancel move money: the key is made once per attempt (when the dialog opens),
 * so a retry of the same attempt moves nothing twice. Fund sends the total the dialog showed.
 */
export const fundMilestone = ({
  id,
  expectedTotal,
  idempotencyKey,
}: {
  id: string;
  expectedTotal: number;
  idempotencyKey: string;
}) => action(id, "fund", { expectedTotal }, idempotencyKey);
export const approveMilestone = ({ id, idempotencyKey }: { id: string; idempotencyKey: string }) =>
  action(id, "approve", {}, idempotencyKey);
export const cancelMilestone = ({ id, idempotencyKey }: { id: string; idempotencyKey: string }) =>
  action(id, "cancel", {}, idempotencyKey);
export const requestRevision = ({ id, reason }: { id: string; reason: string }) =>
  action(id, "request-revision", { reason });
export const disputeMilestone = ({ id, reason }: { id: string; reason: string }) => action(id, "dispute", { reason });

/** One delivery file, uploaded before the submission names it. */
export function uploadProjectFile(projectId: string, file: File, onProgress?: (progress: UploadProgress) => void) {
  return uploadFile<ProjectFile>(`/projects/${path(projectId)}/files`, file, { onProgress }).then(data);
}

export const submitMilestone = ({ id, note, fileIds }: { id: string; note: string; fileIds: string[] }) =>
  action(id, "submit", { note, fileIds });

export function cancelProject({ id }: { id: string }) {
  return apiClient.post<Project>(`/projects/${path(id)}/cancel`, {}).then(data);
}

/** A party's further statement on an open dispute, for the admin to read. */
export function addDisputeStatement({ disputeId, text }: { disputeId: string; text: string }) {
  return apiClient.post<unknown>(`/disputes/${path(disputeId)}/statements`, { text }).then(data);
}

export function downloadProjectFile(file: ProjectFile) {
  return fetchBlob(file.url).then((blob) => saveBlob(blob, file.fileName));
}

// ── Board ──────────────────────────────────────────────────────────────────────────────────

export function createBoardItem({ projectId, body }: { projectId: string; body: TBoardItemCreateBody }) {
  return apiClient.post<BoardItem>(`/projects/${path(projectId)}/board`, body).then(data);
}

/** An edit, or a move: its column and the card it now follows (`afterId` null: the top). */
export function updateBoardItem({ id, body }: { id: string; body: TBoardItemPatchBody }) {
  return apiClient.patch<BoardItem>(`/board-items/${path(id)}`, body).then(data);
}

export function deleteBoardItem({ id }: { id: string }) {
  return apiClient.delete<null>(`/board-items/${path(id)}`).then(data);
}

// ── Reviews ────────────────────────────────────────────────────────────────────────────────

export function writeReview({ projectId, rating, comment }: { projectId: string; rating: number; comment: string }) {
  return apiClient.post<ProjectReviews>(`/projects/${path(projectId)}/reviews`, { rating, comment }).then(data);
}
