import type { TFavouriteKind } from "@crewlance/contracts/favourites";
import type { AppContext } from "../../context";
import { notFound } from "../../lib/errors";
import type { Viewer } from "../../lib/viewer";
import { listedFreelancerCardsByIds } from "../freelancers/index";
import { assertTaskSavable } from "../tasks/index";
import { visibleTeamCardsByIds } from "../teams/index";

/*
 * Whether the viewer may save an item: what the public lists show them (decision 0103). Each
 * kind's owning module answers through its door; what the viewer may not see is "not found"
 * (decision 0025).
 */
export async function assertSavable(
  ctx: AppContext,
  input: { kind: TFavouriteKind; id: string; viewer: Viewer },
): Promise<void> {
  switch (input.kind) {
    case "task":
      await assertTaskSavable(ctx, { taskId: input.id, viewerId: input.viewer.id });
      return;
    case "freelancer":
      if (!(await listedFreelancerCardsByIds(ctx, [input.id])).has(input.id)) throw notFound("Freelancer");
      return;
    case "team":
      if (!(await visibleTeamCardsByIds(ctx, { teamIds: [input.id], viewerId: input.viewer.id })).has(input.id)) {
        throw notFound("Team");
      }
      return;
  }
}
