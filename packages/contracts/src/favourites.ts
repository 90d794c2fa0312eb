import { z } from "zod";
import { pageQuery, paginated } from "./common";
import { ZFreelancerListItem } from "./freelancers";
import { ZTaskCard } from "./tasks";
import { ZTeam } from "./teams";

/* Favourites (decision 0103): tasks, freelancers and teams a person saved. */

export const FAVOURITE_KINDS = ["task", "freelancer", "team"] as const;
export const ZFavouriteKind = z.enum(FAVOURITE_KINDS, "Choose task, freelancer or team.");
export type TFavouriteKind = z.infer<typeof ZFavouriteKind>;

/** How many of one kind a person may keep: GET /favourites/ids answers them all in one short list. */
export const FAVOURITES_MAX_PER_KIND = 500;
export const FAVOURITES_PAGE_SIZE = 12;

/** PUT and DELETE /favourites/{kind}/{id}. */
export const ZFavouriteParams = z.object({
  kind: ZFavouriteKind,
  id: z.string().uuid("Must be a valid id."),
});
export type TFavouriteParams = z.infer<typeof ZFavouriteParams>;

/** What a save or an unsave leaves: whether the item is saved now. */
export const ZFavouriteState = z.object({ kind: ZFavouriteKind, id: z.string().uuid(), saved: z.boolean() });
export type TFavouriteState = z.infer<typeof ZFavouriteState>;

/** GET /favourites?kind=&page=: the caller's saved items of one kind, the latest saved first. */
export const ZFavouriteListQuery = pageQuery(FAVOURITES_PAGE_SIZE).extend({ kind: ZFavouriteKind });
export type TFavouriteListQuery = z.input<typeof ZFavouriteListQuery>;

/** GET /favourites/ids?kind=: every id of one kind the caller saved, for the Save toggles of a list. */
export const ZFavouriteIdsQuery = z.object({ kind: ZFavouriteKind });
export const ZFavouriteIds = z.object({ kind: ZFavouriteKind, ids: z.array(z.string().uuid()) });
export type TFavouriteIds = z.infer<typeof ZFavouriteIds>;

/*
 * A saved item carries the same card the task list, the directory or the team list shows; the
 * card is null once the item is no longer available to the caller (a task no longer open, a
 * profile no longer listed, a team made private or hidden), so the person sees it went and can
 * remove it.
 */
const savedFields = { id: z.string().uuid(), savedAt: z.string() };
export const ZSavedTask = z.object({ kind: z.literal("task"), ...savedFields, task: ZTaskCard.nullable() });
export const ZSavedFreelancer = z.object({
  kind: z.literal("freelancer"),
  ...savedFields,
  freelancer: ZFreelancerListItem.nullable(),
});
export const ZSavedTeam = z.object({ kind: z.literal("team"), ...savedFields, team: ZTeam.nullable() });
export const ZSavedItem = z.discriminatedUnion("kind", [ZSavedTask, ZSavedFreelancer, ZSavedTeam]);
export type TSavedItem = z.infer<typeof ZSavedItem>;
export type TSavedTask = z.infer<typeof ZSavedTask>;
export type TSavedFreelancer = z.infer<typeof ZSavedFreelancer>;
export type TSavedTeam = z.infer<typeof ZSavedTeam>;

export const ZSavedPage = paginated(ZSavedItem);
export type TSavedPage = z.infer<typeof ZSavedPage>;
