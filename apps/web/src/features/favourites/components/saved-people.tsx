import type { TFavouriteKind, TSavedItem } from "@crewlance/contracts/favourites";
import type { TFreelancerListItem } from "@crewlance/contracts/freelancers";
import type { TTeam } from "@crewlance/contracts/teams";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Star } from "lucide-react";
import type { ReactNode } from "react";
import { EmptyState } from "@/components/empty-state";
import { PagedList } from "@/components/paged-list";
import { SkeletonList } from "@/components/ui/skeleton";
import { savedPageQuery } from "@/lib/favourites/api";
import { useViewerRole } from "@/lib/viewer-role";
import { useSavedPage } from "../use-saved-page";
import { InviteToTaskMenu } from "./invite-to-task-menu";
import { UnavailableItem } from "./unavailable-item";

export type SavedPeopleProps = {
  /** The directory's card, with `actions` (a company's "Invite to a task") under it. */
  renderFreelancer: (freelancer: TFreelancerListItem, actions: ReactNode) => ReactNode;
  /** The team list's card, with `actions` under it. */
  renderTeam: (team: TTeam, actions: ReactNode) => ReactNode;
};

/** /freelancers?saved: the freelancers and the teams the person starred, each list with its own pages. */
export function SavedPeople({ renderFreelancer, renderTeam }: SavedPeopleProps) {
  const company = useViewerRole() === "COMPANY";
  return (
    <div className="space-y-10">
      <SavedSection
        kind="freelancer"
        heading="Freelancers"
        pageParam="page"
        emptyText="Press the star on a freelancer, in the directory or on their profile, to keep them here."
        render={(item) =>
          item.kind === "freelancer" && item.freelancer
            ? renderFreelancer(
                item.freelancer,
                company ? (
                  <InviteToTaskMenu recipient={{ freelancerId: item.freelancer.id, name: item.freelancer.fullName }} />
                ) : null,
              )
            : null
        }
      />
      <SavedSection
        kind="team"
        heading="Teams"
        pageParam="teamsPage"
        emptyText="Press the star on a team, in the team list or on its page, to keep it here."
        render={(item) =>
          item.kind === "team" && item.team
            ? renderTeam(
                item.team,
                company ? <InviteToTaskMenu recipient={{ teamId: item.team.id, name: item.team.name }} /> : null,
              )
            : null
        }
      />
    </div>
  );
}

function SavedSection({
  kind,
  heading,
  pageParam,
  emptyText,
  render,
}: {
  kind: TFavouriteKind;
  heading: string;
  pageParam: "page" | "teamsPage";
  emptyText: string;
  render: (item: TSavedItem) => ReactNode;
}) {
  const [page, setPage] = useSavedPage(pageParam);
  const query = useQuery({ ...savedPageQuery(kind, page), placeholderData: keepPreviousData });
  const headingId = `saved-${kind}-heading`;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="mb-3 text-lg font-semibold text-fg">
        {heading}
      </h2>
      <PagedList
        query={query}
        errorTitle={`Could not load your saved ${heading.toLowerCase()}`}
        paginationClassName="mt-6"
        onPageChange={setPage}
        skeleton={
          <SkeletonList
            label={`Loading your saved ${heading.toLowerCase()}`}
            count={3}
            className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3"
            itemClassName="h-52 rounded-2xl"
          />
        }
        empty={
          <EmptyState compact icon={Star} title={`No saved ${heading.toLowerCase()} yet`} description={emptyText} />
        }
      >
        {(items, { stale, fetching }) => (
          <ul
            className={`grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3 ${stale ? "opacity-60" : ""}`}
            aria-busy={fetching}
          >
            {items.map((item) => (
              <li key={item.id}>{render(item) ?? <UnavailableItem kind={kind} id={item.id} />}</li>
            ))}
          </ul>
        )}
      </PagedList>
    </section>
  );
}
