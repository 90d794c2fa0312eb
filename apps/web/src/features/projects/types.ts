import type {
  TActivityPage,
  TBoardItem,
  TBoardStatus,
  TMilestoneAction,
  TMilestoneDetail,
  TProjectDetail,
  TProjectFile,
  TProjectListItemV2,
  TProjectReviews,
  TReview,
} from "@crewlance/contracts/projects";

/* The project shapes of the contracts under the names the screens use. */

export type Milestone = TMilestoneDetail;
export type MilestoneAction = TMilestoneAction;
export type Project = TProjectDetail;
export type ProjectListItem = TProjectListItemV2;
export type ProjectFile = TProjectFile;
export type BoardItem = TBoardItem;
export type BoardStatus = TBoardStatus;
export type ActivityPage = TActivityPage;
export type Review = TReview;
export type ProjectReviews = TProjectReviews;

export const BOARD_STATUSES: BoardStatus[] = ["TODO", "IN_PROGRESS", "IN_REVIEW", "DONE"];

export const BOARD_STATUS_LABEL: Record<BoardStatus, string> = {
  TODO: "To do",
  IN_PROGRESS: "In progress",
  IN_REVIEW: "In review",
  DONE: "Done",
};
