import { TEAMS_PAGE_SIZE } from "@crewlance/contracts/teams";
import { Plus, Search, Sparkles, UsersRound } from "lucide-react";
import { useEffect, useMemo } from "react";
import { DebouncedInput } from "@/components/debounced-input";
import { EmptyState } from "@/components/empty-state";
import { LinkButton } from "@/components/link-button";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { Pagination } from "@/components/ui/pagination";
import { Skeleton } from "@/components/ui/skeleton";
import { pageFilter, textFilter, type UrlFilterFields, useUrlFilters } from "@/lib/use-url-filters";
import { useViewerRole } from "@/lib/viewer-role";
import { TeamInbox } from "../components/inbox-lists";
import { TeamCard } from "../components/team-card";
import { useTeamStore } from "../store";

type TeamFilters = { q: string; page: number; mine: number };
const FIELDS: UrlFilterFields<TeamFilters> = {
  q: textFilter(),
  page: pageFilter(TEAMS_PAGE_SIZE),
  mine: pageFilter(),
};

function CardsSkeleton() {
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-hidden>
      {[0, 1, 2].map((n) => (
        <Skeleton key={n} className="h-44 rounded-2xl" />
      ))}
    </div>
  );
}

export default function TeamsScreen() {
  const role = useViewerRole();
  const freelancer = role === "FREELANCER";
  const fields = useMemo(() => FIELDS, []);
  const { filters, setFilters } = useUrlFilters(fields);
  const state = useTeamStore();
  const { fetchMyTeams, fetchSuggestedTeams, fetchMyTeamInvitations, fetchMyJoinRequests } = state;

  useEffect(() => {
    void fetchMyTeamInvitations();
    void fetchMyJoinRequests();
  }, [fetchMyTeamInvitations, fetchMyJoinRequests]);
  useEffect(() => {
    void fetchMyTeams(filters.mine);
  }, [fetchMyTeams, filters.mine]);
  useEffect(() => {
    void fetchSuggestedTeams(filters.page, filters.q || undefined);
  }, [fetchSuggestedTeams, filters.page, filters.q]);

  const firstLoad = state.loading && state.teams.length === 0 && state.suggestedTeams.length === 0;

  return (
    <div className="mx-auto w-full max-w-6xl">
      <PageHeader
        title="Teams"
        description={
          freelancer
            ? "Work with others: form a team, invite people and apply to tasks together."
            : "Teams of freelancers who apply to tasks together."
        }
        actions={
          freelancer ? (
            <LinkButton to="/team/create" variant="primary">
              <Plus className="size-4" aria-hidden />
              Create team
            </LinkButton>
          ) : null
        }
      />

      {state.error ? (
        <div
          role="alert"
          className="mb-6 flex items-center justify-between gap-3 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-700 dark:border-red-500/30 dark:bg-red-500/10 dark:text-red-300"
        >
          {state.error}
          <Button
            size="sm"
            variant="secondary"
            onClick={() => {
              void fetchMyTeams(filters.mine);
              void fetchSuggestedTeams(filters.page, filters.q || undefined);
            }}
          >
            Try again
          </Button>
        </div>
      ) : null}

      <div className="space-y-8">
        <TeamInbox invitations={state.myTeamInvitations} requests={state.myJoinRequests} />

        <section aria-labelledby="my-teams">
          <div className="mb-3 flex items-baseline justify-between gap-2">
            <h2 id="my-teams" className="text-lg font-semibold text-fg">
              My teams
            </h2>
            {state.pagination.totalCount > 0 ? (
              <span className="text-sm text-muted">{state.pagination.totalCount.toLocaleString("en-US")} in all</span>
            ) : null}
          </div>
          {firstLoad ? (
            <CardsSkeleton />
          ) : state.teams.length === 0 ? (
            <EmptyState
              compact
              icon={UsersRound}
              title="You are not in a team yet"
              description={
                freelancer
                  ? "Create one, or ask to join a team suggested below. Invitations you get show above."
                  : "Teams are formed by freelancers. Browse them below."
              }
              action={
                freelancer ? (
                  <LinkButton to="/team/create" variant="primary">
                    Create team
                  </LinkButton>
                ) : null
              }
            />
          ) : (
            <>
              <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
                {state.teams.map((team) => (
                  <TeamCard key={team.id} team={team} />
                ))}
              </div>
              <Pagination
                className="mt-4"
                page={state.pagination.currentPage}
                totalPages={state.pagination.totalPages}
                onPageChange={(mine) => setFilters({ mine, page: filters.page })}
              />
            </>
          )}
        </section>

        <section aria-labelledby="suggested-teams">
          <div className="mb-3 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <h2 id="suggested-teams" className="flex items-center gap-2 text-lg font-semibold text-fg">
              <Sparkles className="size-4 text-amber-500" aria-hidden />
              {freelancer ? "Suggested for you" : "Public teams"}
            </h2>
            <div className="relative w-full sm:w-72">
              <Search
                className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
                aria-hidden
              />
              <DebouncedInput
                type="search"
                aria-label="Search teams"
                placeholder="Search by name or skill"
                className="pl-9"
                value={filters.q}
                onCommit={(q) => setFilters({ q, mine: filters.mine })}
              />
            </div>
          </div>
          {firstLoad ? (
            <CardsSkeleton />
          ) : state.suggestedTeams.length === 0 ? (
            <EmptyState
              compact
              icon={Search}
              title={filters.q ? "No team matches this search" : "No teams to suggest yet"}
              description={
                filters.q
                  ? "Try another word, or clear the search."
                  : "Public teams you are not in show here, the ones sharing your skills first."
              }
            />
          ) : (
            <>
              <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
                {state.suggestedTeams.map((team) => (
                  <TeamCard key={team.id} team={team} />
                ))}
              </div>
              <Pagination
                className="mt-4"
                page={state.suggestedPagination.currentPage}
                totalPages={state.suggestedPagination.totalPages}
                onPageChange={(page) => setFilters({ page, mine: filters.mine })}
              />
            </>
          )}
        </section>
      </div>
    </div>
  );
}
