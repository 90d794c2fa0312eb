import type { TRole } from "@crewlance/contracts/enums";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { SearchX, SlidersHorizontal, Users } from "lucide-react";
import type { ComponentType } from "react";
import { useSearchParams } from "react-router";
import { EmptyState } from "@/components/empty-state";
import { PageHeader } from "@/components/page-header";
import { formatListTotal, PagedList } from "@/components/paged-list";
import { Button } from "@/components/ui/button";
import { SkeletonList } from "@/components/ui/skeleton";
import { ViewTabs } from "@/components/view-tabs";
import { useUrlFilters } from "@/lib/use-url-filters";
import { useViewerRole } from "@/lib/viewer-role";
import { freelancerListParams, freelancersQuery } from "../api";
import { FilterBar } from "../components/filter-bar";
import { FreelancerCard } from "../components/freelancer-card";
import { activeFilterCount, freelancerFilterFields, rateProblems } from "../filters";

const INTRO: Record<TRole, string> = {
  FREELANCER: "Find people to team up with.",
  COMPANY: "Find the right people for your work.",
  ADMIN: "Every freelancer on Crewlance.",
};

/** Composed in by src/app/screens/freelancers-screen.tsx: keeps the list's current search (decision 0102). */
export type SaveFreelancerSearch = ComponentType<{ query: ReturnType<typeof freelancerListParams> }>;

function PeopleViews({ saved }: { saved: boolean }) {
  return (
    <ViewTabs
      label="Which freelancers"
      tabs={[
        { to: "/freelancers", label: "All freelancers", current: !saved },
        { to: "/freelancers?saved", label: "Saved", current: saved },
      ]}
    />
  );
}

/**
 * /freelancers, composed in src/app: `SaveSearch` saves the directory's current search (decision
 * 0102); `?saved` shows the saved freelancers and teams, which the favourites feature lists
 * (`Saved`, decision 0103).
 */
export default function FreelancersScreen({
  SaveSearch,
  Saved,
}: {
  SaveSearch?: SaveFreelancerSearch;
  Saved?: ComponentType;
}) {
  const [params] = useSearchParams();
  if (Saved && params.has("saved")) {
    return (
      <>
        <PageHeader title="Saved" description="Freelancers and teams you starred, the latest first." />
        <PeopleViews saved />
        <Saved />
      </>
    );
  }
  return <Directory showTabs={Saved !== undefined} SaveSearch={SaveSearch} />;
}

function Directory({ showTabs, SaveSearch }: { showTabs: boolean; SaveSearch?: SaveFreelancerSearch }) {
  const role = useViewerRole();
  const { filters, setFilters, clearFilters } = useUrlFilters(freelancerFilterFields);
  const problems = rateProblems(filters);
  const invalid = Object.keys(problems).length > 0;
  // The last page stays on screen while the next one loads; a refused filter asks for nothing.
  const query = useQuery({ ...freelancersQuery(filters), placeholderData: keepPreviousData, enabled: !invalid });

  const filtered = activeFilterCount(filters) > 0 || filters.q !== "";
  const pagination = invalid ? undefined : query.data?.pagination;

  return (
    <>
      <PageHeader
        title="Freelancers"
        description={
          pagination === undefined
            ? INTRO[role]
            : `${formatListTotal(pagination)} ${pagination.totalCount === 1 && !pagination.capped ? "freelancer" : "freelancers"}${filtered ? " match" : ""}`
        }
        actions={SaveSearch && !invalid ? <SaveSearch query={freelancerListParams(filters)} /> : undefined}
      />
      {showTabs ? <PeopleViews saved={false} /> : null}
      <FilterBar filters={filters} onChange={setFilters} onClear={clearFilters} problems={problems} />
      {/* The cards' names are h3: the list's own heading keeps the outline in order (h1, h2, h3). */}
      <h2 className="sr-only">Matching freelancers</h2>
      {invalid ? (
        <EmptyState
          icon={SlidersHorizontal}
          title="Check the rate filter"
          description="Fix the rate marked above to see freelancers."
          action={
            <Button variant="secondary" onClick={() => setFilters({ minRate: "", maxRate: "" })}>
              Clear the rates
            </Button>
          }
        />
      ) : (
        <PagedList
          query={query}
          errorTitle="Could not load freelancers"
          paginationClassName="mt-6"
          onPageChange={(page) => {
            setFilters({ page });
            window.scrollTo({ top: 0, behavior: "smooth" });
          }}
          skeleton={
            <SkeletonList
              label="Loading freelancers"
              count={6}
              className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3"
              itemClassName="h-52 rounded-2xl"
            />
          }
          empty={
            filtered ? (
              <EmptyState
                icon={SearchX}
                title="No freelancers match"
                description="Try fewer skills, a wider rate range or another location."
                action={
                  <Button variant="secondary" onClick={clearFilters}>
                    Clear filters
                  </Button>
                }
              />
            ) : (
              <EmptyState
                icon={Users}
                title="No freelancers yet"
                description="Freelancers appear here once they complete onboarding."
              />
            )
          }
        >
          {(items, { stale, fetching }) => (
            <ul
              className={`grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3 ${stale ? "opacity-60" : ""}`}
              aria-busy={fetching}
            >
              {items.map((freelancer) => (
                <li key={freelancer.id}>
                  <FreelancerCard freelancer={freelancer} />
                </li>
              ))}
            </ul>
          )}
        </PagedList>
      )}
    </>
  );
}
