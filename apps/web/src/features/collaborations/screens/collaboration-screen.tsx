import { COLLABORATION_STATUSES } from "@crewlance/contracts/collaboration-values";
import type { TCollaboration, TCollaborationBox } from "@crewlance/contracts/collaborations";
import type { TRole } from "@crewlance/contracts/enums";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Handshake } from "lucide-react";
import { useState } from "react";
import { EmptyState } from "@/components/empty-state";
import { LinkButton } from "@/components/link-button";
import { PageHeader } from "@/components/page-header";
import { PagedList } from "@/components/paged-list";
import { Button } from "@/components/ui/button";
import { Select } from "@/components/ui/select";
import { SkeletonList } from "@/components/ui/skeleton";
import { cn } from "@/lib/cn";
import { useUrlFilters } from "@/lib/use-url-filters";
import { useViewerRole } from "@/lib/viewer-role";
import { type Answer, collaborationsQuery } from "../api";
import { AnswerDialog } from "../components/answer-dialog";
import { BoxTabs } from "../components/box-tabs";
import { CollaborationCard } from "../components/collaboration-card";
import { listFields } from "../filters";
import { STATUS_LABEL } from "../labels";

const SUBTITLE: Record<TRole, string> = {
  FREELANCER: "Offers from companies, invitations to projects and tasks, and the invitations you send.",
  COMPANY: "Offers and invitations you send to freelancers and teams, and their answers.",
  ADMIN: "Offers and invitations between companies and freelancers.",
};

const EMPTY: Record<TCollaborationBox, Record<TRole, { text: string; to: string; label: string }>> = {
  received: {
    FREELANCER: {
      text: "When a company sends you or your team an offer, or someone invites you to a project or a task, it appears here. A complete profile is found more often.",
      to: "/profile",
      label: "Complete your profile",
    },
    COMPANY: {
      text: "Invitations to work on another company's project appear here. Your own offers are under Sent.",
      to: "/freelancers",
      label: "Browse freelancers",
    },
    ADMIN: { text: "Admins do not receive requests.", to: "/freelancers", label: "Browse freelancers" },
  },
  sent: {
    FREELANCER: {
      text: "Invite a freelancer to one of your active projects from its page; the invitation and its answer appear here.",
      to: "/project-management",
      label: "Open your projects",
    },
    COMPANY: {
      text: "Send an offer or an invitation to apply from a freelancer's profile or a team's page; it and its answer appear here.",
      to: "/freelancers",
      label: "Find a freelancer",
    },
    ADMIN: { text: "Admins do not send requests.", to: "/freelancers", label: "Browse freelancers" },
  },
};

export default function CollaborationScreen() {
  const role = useViewerRole();
  const { filters, setFilters } = useUrlFilters(listFields);
  const [target, setTarget] = useState<{ item: TCollaboration; answer: Answer } | null>(null);
  const query = useQuery({
    ...collaborationsQuery(filters.box, filters.status, filters.page),
    placeholderData: keepPreviousData,
  });
  const emptyTexts = EMPTY[filters.box][role];
  const empty = filters.status ? (
    <EmptyState
      icon={Handshake}
      title={`No ${STATUS_LABEL[filters.status].toLowerCase()} requests`}
      description="Nothing in this box has that status. Show every status to see the rest."
      action={
        <Button variant="secondary" onClick={() => setFilters({ status: "" })}>
          Show every status
        </Button>
      }
    />
  ) : (
    <EmptyState
      icon={Handshake}
      title={filters.box === "received" ? "Nothing received yet" : "Nothing sent yet"}
      description={emptyTexts.text}
      action={<LinkButton to={emptyTexts.to}>{emptyTexts.label}</LinkButton>}
    />
  );
  return (
    <>
      <PageHeader title="Collaborations" description={SUBTITLE[role]} />
      <BoxTabs value={filters.box} onChange={(box) => setFilters({ box, status: filters.status })}>
        <div className="mb-4 flex items-center gap-3">
          <label htmlFor="collaboration-status" className="text-sm font-medium text-fg">
            Status
          </label>
          <Select
            id="collaboration-status"
            className="w-44"
            value={filters.status}
            onChange={(event) => setFilters({ status: event.target.value as typeof filters.status })}
          >
            <option value="">Every status</option>
            {COLLABORATION_STATUSES.map((status) => (
              <option key={status} value={status}>
                {STATUS_LABEL[status]}
              </option>
            ))}
          </Select>
        </div>
        <PagedList
          query={query}
          errorTitle="Could not load your requests"
          paginationClassName="mt-6"
          onPageChange={(page) => setFilters({ page })}
          skeleton={
            <SkeletonList
              label="Loading requests"
              count={4}
              className="grid gap-4 md:grid-cols-2"
              itemClassName="h-56 rounded-2xl"
            />
          }
          empty={empty}
        >
          {(items, { stale }) => (
            <ul className={cn("grid grid-cols-1 gap-4 md:grid-cols-2", stale && "opacity-60")}>
              {items.map((item) => (
                <li key={item.id}>
                  <CollaborationCard
                    item={item}
                    box={filters.box}
                    onAnswer={(one, answer) => setTarget({ item: one, answer })}
                  />
                </li>
              ))}
            </ul>
          )}
        </PagedList>
      </BoxTabs>
      <AnswerDialog target={target} onClose={() => setTarget(null)} />
    </>
  );
}
