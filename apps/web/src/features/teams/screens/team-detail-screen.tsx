import { type TTeamDetail, teamRoleCan } from "@crewlance/contracts/teams";
import { ArrowLeft, ArrowRight, Briefcase, UsersRound } from "lucide-react";
import { useEffect } from "react";
import { Link, useParams, useSearchParams } from "react-router";
import { EmptyState } from "@/components/empty-state";
import { LinkButton } from "@/components/link-button";
import { RelativeTime } from "@/components/relative-time";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { PROJECT_STATUS_LABEL, PROJECT_STATUS_TONE } from "@/lib/marketplace/labels";
import { AdminInbox } from "../components/admin-inbox";
import { MembersList } from "../components/members-list";
import { PayoutSharesEditor } from "../components/payout-shares-editor";
import { TeamHeader } from "../components/team-header";
import { TeamSettings } from "../components/team-settings";
import { useTeamStore } from "../store";

const TABS = ["overview", "members", "requests", "settings"] as const;
type Tab = (typeof TABS)[number];

function Panel({ title, children, action }: { title: string; children: React.ReactNode; action?: React.ReactNode }) {
  return (
    <section className="rounded-2xl border border-line bg-surface p-5 shadow-sm sm:p-6" aria-label={title}>
      <div className="mb-3 flex items-center justify-between gap-2">
        <h2 className="text-base font-semibold text-fg">{title}</h2>
        {action}
      </div>
      {children}
    </section>
  );
}

function statusLabel(status: string): string {
  return (PROJECT_STATUS_LABEL as Record<string, string>)[status] ?? status;
}

function Projects({ team }: { team: TTeamDetail }) {
  if (!team.viewerRole) return null;
  return (
    <Panel title="Projects">
      {team.projects.length === 0 ? (
        <p className="text-sm text-muted">
          No projects yet.{" "}
          {teamRoleCan(team.viewerRole, "applyToTask") ? "Apply to a task as this team from its page." : ""}
        </p>
      ) : (
        <ul className="space-y-4">
          {team.projects.map((project) => (
            <li key={project.id} className="space-y-3">
              <div className="flex flex-wrap items-center gap-2">
                <Briefcase className="size-4 text-muted" aria-hidden />
                <Link to={`/project-management/${project.id}`} className="font-medium text-fg hover:underline">
                  {project.title}
                </Link>
                <Badge tone={(PROJECT_STATUS_TONE as Record<string, BadgeTone>)[project.status] ?? "neutral"}>
                  {statusLabel(project.status)}
                </Badge>
                <span className="text-xs text-muted">
                  Started <RelativeTime iso={project.createdAt} />
                </span>
              </div>
              <PayoutSharesEditor projectId={project.id} members={team.members} />
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

export default function TeamDetailScreen() {
  const { id = "" } = useParams();
  const [params, setParams] = useSearchParams();
  const team = useTeamStore((state) => (state.currentTeam?.id === id ? state.currentTeam : null));
  const loading = useTeamStore((state) => state.loading);
  const error = useTeamStore((state) => state.error);
  const fetchTeam = useTeamStore((state) => state.fetchTeam);

  useEffect(() => {
    void fetchTeam(id);
  }, [fetchTeam, id]);

  if (!team) {
    if (error && !loading) {
      return (
        <div className="mx-auto w-full max-w-3xl">
          <EmptyState
            icon={UsersRound}
            title="This team is not available"
            description={error}
            action={
              <div className="flex gap-2">
                <Button variant="secondary" onClick={() => void fetchTeam(id)}>
                  Try again
                </Button>
                <LinkButton to="/team">Back to teams</LinkButton>
              </div>
            }
          />
        </div>
      );
    }
    return (
      <div className="mx-auto w-full max-w-5xl space-y-4" aria-busy>
        <Skeleton className="h-48 rounded-2xl" />
        <Skeleton className="h-64 rounded-2xl" />
      </div>
    );
  }

  const admin = teamRoleCan(team.viewerRole, "edit");
  const canSeeRequests = teamRoleCan(team.viewerRole, "invite") || teamRoleCan(team.viewerRole, "approve");
  const tabs = TABS.filter((tab) => (tab === "requests" ? canSeeRequests : tab === "settings" ? admin : true));
  const asked = params.get("tab") as Tab | null;
  const tab: Tab = asked && tabs.includes(asked) ? asked : "overview";

  return (
    <div className="mx-auto w-full max-w-5xl space-y-6">
      <Link to="/team" className="inline-flex items-center gap-1.5 text-sm text-muted hover:text-fg">
        <ArrowLeft className="size-4" aria-hidden />
        Teams
      </Link>
      <TeamHeader team={team} />
      <Tabs
        value={tab}
        onValueChange={(value) =>
          setParams(value === "overview" ? {} : { tab: value }, { replace: true, preventScrollReset: true })
        }
      >
        <TabsList aria-label="Team sections" className="flex max-w-full justify-start overflow-x-auto">
          <TabsTrigger className="shrink-0 whitespace-nowrap" value="overview">
            Overview
          </TabsTrigger>
          <TabsTrigger className="shrink-0 whitespace-nowrap" value="members">
            Members ({team.memberCount})
          </TabsTrigger>
          {canSeeRequests ? (
            <TabsTrigger className="shrink-0 whitespace-nowrap" value="requests">
              Invite and requests
            </TabsTrigger>
          ) : null}
          {admin ? (
            <TabsTrigger className="shrink-0 whitespace-nowrap" value="settings">
              Settings
            </TabsTrigger>
          ) : null}
        </TabsList>
        <TabsContent value="overview" className="space-y-6">
          <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
            <Panel title="About">
              <p className="text-sm whitespace-pre-line text-fg">
                {team.description || "This team has not described itself yet."}
              </p>
              <p className="mt-4 text-xs text-muted">
                Owned by {team.owner.fullName} · formed <RelativeTime iso={team.createdAt} />
              </p>
            </Panel>
            <Panel
              title="Members"
              action={
                <button
                  type="button"
                  className="inline-flex items-center gap-1 text-sm font-medium text-amber-700 hover:underline dark:text-amber-400"
                  onClick={() => setParams({ tab: "members" }, { replace: true, preventScrollReset: true })}
                >
                  All
                  <ArrowRight className="size-3.5" aria-hidden />
                </button>
              }
            >
              <ul className="space-y-2">
                {team.members.slice(0, 5).map((member) => (
                  <li key={member.userId} className="flex items-center justify-between gap-2 text-sm">
                    <span className="truncate text-fg">{member.user.fullName}</span>
                    <span className="text-xs text-muted">
                      {member.role.charAt(0) + member.role.slice(1).toLowerCase()}
                    </span>
                  </li>
                ))}
              </ul>
            </Panel>
          </div>
          <Projects team={team} />
        </TabsContent>
        <TabsContent value="members">
          <Panel title="Members">
            <MembersList team={team} />
          </Panel>
        </TabsContent>
        {canSeeRequests ? (
          <TabsContent value="requests">
            <Panel title="Invite and requests">
              <AdminInbox team={team} />
            </Panel>
          </TabsContent>
        ) : null}
        {admin ? (
          <TabsContent value="settings">
            <Panel title="Settings">
              <TeamSettings team={team} />
            </Panel>
          </TabsContent>
        ) : null}
      </Tabs>
    </div>
  );
}
