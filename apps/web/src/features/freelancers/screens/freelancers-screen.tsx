import type { TRole } from "@crewlance/contracts/enums";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { AlertCircle, SearchX, SlidersHorizontal, Users } from "lucide-react";
import { useCallback } from "react";
import { useSearchParams } from "react-router";
import { EmptyState } from "@/components/empty-state";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { Pagination } from "@/components/ui/pagination";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/api-client";
import { useViewerRole } from "@/lib/viewer-role";
import { freelancersQuery } from "../api";
import { FilterBar } from "../components/filter-bar";
import { FreelancerCard } from "../components/freelancer-card";
import {
  activeFilterCount,
  type FreelancerFilters,
  filtersFromParams,
  filtersToParams,
  rateProblems,
} from "../filters";

const INTRO: Record<TRole, string> = {
  FREELANCER: "Find people to team up with.",
  COMPANY: "Find the right people for your work.",
  ADMIN: "Every freelancer on Crewlance.",
};

export default function FreelancersScreen() {
  const role = useViewerRole();
  const [params, setParams] = useSearchParams();
  const filters = filtersFromParams(params);
  const problems = rateProblems(filters);
  const invalid = Object.keys(problems).length > 0;
  // The last page stays on screen while the next one loads; a refused filter asks for nothing.
  const query = useQuery({ ...freelancersQuery(filters), placeholderData: keepPreviousData, enabled: !invalid });

  const update = useCallback(
    (patch: Partial<FreelancerFilters>) =>
      setParams((current) => filtersToParams({ ...filtersFromParams(current), page: 1, ...patch }), { replace: true }),
    [setParams],
  );
  const clear = () => setParams({}, { replace: true });
  const filtered = activeFilterCount(filters) > 0 || filters.q !== "";
  const total = invalid ? undefined : query.data?.pagination.totalCount;

  return (
    <>
      <PageHeader
        title="Freelancers"
        description={
          total === undefined
            ? INTRO[role]
            : `${total} ${total === 1 ? "freelancer" : "freelancers"}${filtered ? " match" : ""}`
        }
      />
      <FilterBar filters={filters} onChange={update} onClear={clear} problems={problems} />
      {invalid ? (
        <EmptyState
          icon={SlidersHorizontal}
          title="Check the rate filter"
          description="Fix the rate marked above to see freelancers."
          action={
            <Button variant="secondary" onClick={() => update({ minRate: "", maxRate: "" })}>
              Clear the rates
            </Button>
          }
        />
      ) : query.isPending ? (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-busy="true" aria-label="Loading freelancers">
          {Array.from({ length: 6 }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
            <li key={index}>
              <Skeleton className="h-52 rounded-2xl" />
            </li>
          ))}
        </ul>
      ) : query.isError ? (
        <EmptyState
          icon={AlertCircle}
          title="Could not load freelancers"
          description={errorMessage(query.error)}
          action={<Button onClick={() => void query.refetch()}>Try again</Button>}
        />
      ) : query.data.items.length === 0 ? (
        filtered ? (
          <EmptyState
            icon={SearchX}
            title="No freelancers match"
            description="Try fewer skills, a wider rate range or another location."
            action={
              <Button variant="secondary" onClick={clear}>
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
      ) : (
        <>
          <ul
            className={`grid gap-4 sm:grid-cols-2 xl:grid-cols-3 ${query.isPlaceholderData ? "opacity-60" : ""}`}
            aria-busy={query.isFetching}
          >
            {query.data.items.map((freelancer) => (
              <li key={freelancer.id}>
                <FreelancerCard freelancer={freelancer} />
              </li>
            ))}
          </ul>
          <Pagination
            className="mt-6"
            page={query.data.pagination.currentPage}
            totalPages={query.data.pagination.totalPages}
            disabled={query.isFetching}
            onPageChange={(page) => {
              update({ page });
              window.scrollTo({ top: 0, behavior: "smooth" });
            }}
          />
        </>
      )}
    </>
  );
}
