import type { TApplication } from "@crewlance/contracts/applications";
import { formatPaise } from "@crewlance/contracts/money";
import { Clock, FolderKanban, Star } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { LinkButton } from "@/components/link-button";
import { MessageButton } from "@/components/message-button";
import { RelativeTime } from "@/components/relative-time";
import { isOffPlatform, OffPlatformNotice } from "@/components/safety/off-platform";
import { SafetyMenu } from "@/components/safety/safety-menu";
import { Avatar } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import {
  APPLICATION_STATUS_LABEL,
  APPLICATION_STATUS_TONE,
  formatMatch,
  isLiveApplication,
  matchTone,
} from "@/lib/marketplace/labels";
import { EXPERIENCE_LABEL } from "@/lib/profile-options";
import { AttachmentList } from "./attachment-list";

const EXCERPT = 240;

type ApplicationCardProps = {
  application: TApplication;
  rank: number;
  /** The task is open: its live proposals can be shortlisted, declined or accepted. */
  decidable: boolean;
  onShortlist: () => void;
  onReject: () => void;
  onAccept: () => void;
};

/** One proposal as the company reads it: who, their match, the offer and the letter, then the decision. */
export function ApplicationCard({
  application,
  rank,
  decidable,
  onShortlist,
  onReject,
  onAccept,
}: ApplicationCardProps) {
  const [expanded, setExpanded] = useState(false);
  const { applicant } = application;
  const long = application.coverLetter.length > EXCERPT;
  const letter =
    expanded || !long ? application.coverLetter : `${application.coverLetter.slice(0, EXCERPT).trimEnd()}…`;
  const live = isLiveApplication(application.status);
  return (
    <article
      aria-label={`Proposal from ${applicant.fullName}`}
      className="rounded-2xl border border-line bg-surface p-4 shadow-sm sm:p-5"
    >
      <div className="flex items-start gap-3">
        <Avatar src={applicant.avatarUrl} name={applicant.fullName} size="md" />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <h3 className="font-semibold text-fg">
              <Link to={`/freelancers/${applicant.id}`} className="hover:underline">
                {applicant.fullName}
              </Link>
            </h3>
            <span className="text-xs text-muted">#{rank}</span>
            <Badge tone={APPLICATION_STATUS_TONE[application.status]}>
              {APPLICATION_STATUS_LABEL[application.status]}
            </Badge>
          </div>
          {applicant.headline ? <p className="truncate text-sm text-muted">{applicant.headline}</p> : null}
          <div className="mt-1.5 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted">
            <Badge tone={matchTone(application.match)}>{formatMatch(application.match)}</Badge>
            {applicant.rating !== null && applicant.reviewsCount > 0 ? (
              <span className="inline-flex items-center gap-1">
                <Star className="size-3.5 fill-amber-400 text-amber-400" aria-hidden />
                {applicant.rating.toFixed(1)} ({applicant.reviewsCount})
              </span>
            ) : null}
            {applicant.hourlyRate !== null ? <span>{formatPaise(applicant.hourlyRate)} / hr</span> : null}
            {applicant.experienceLevel ? <span>{EXPERIENCE_LABEL[applicant.experienceLevel]}</span> : null}
            {applicant.location ? <span>{applicant.location}</span> : null}
          </div>
        </div>
        <div className="shrink-0 text-right">
          <p className="text-lg font-semibold text-fg">{formatPaise(application.proposedAmount)}</p>
          <p className="inline-flex items-center gap-1 text-xs text-muted">
            <Clock className="size-3.5" aria-hidden />
            {application.estimatedDays} {application.estimatedDays === 1 ? "day" : "days"}
          </p>
        </div>
      </div>
      {isOffPlatform(application) ? <OffPlatformNotice className="mt-3" /> : null}
      <p className="mt-3 text-sm whitespace-pre-line break-words text-fg/90">{letter}</p>
      {long ? (
        <Button
          variant="link"
          size="sm"
          className="mt-1"
          onClick={() => setExpanded(!expanded)}
          aria-expanded={expanded}
        >
          {expanded ? "Show less" : "Read the whole letter"}
        </Button>
      ) : null}
      {application.attachments.length > 0 ? (
        <div className="mt-3">
          <AttachmentList files={application.attachments} label={`Files from ${applicant.fullName}`} />
        </div>
      ) : null}
      {application.rejectionReason ? (
        <p className="mt-3 text-xs text-muted">Your reason: {application.rejectionReason}</p>
      ) : null}
      <div className="mt-4 flex flex-wrap items-center gap-2 border-t border-line pt-3">
        <span className="mr-auto text-xs text-muted">
          Sent <RelativeTime iso={application.createdAt} />
        </span>
        <MessageButton userId={applicant.id} name={applicant.fullName} size="sm" />
        <SafetyMenu
          className="size-8"
          label={`More actions for the proposal from ${applicant.fullName}`}
          ownerId={applicant.id}
          report={{ itemKind: "PROPOSAL", itemId: application.id, itemName: `the proposal from ${applicant.fullName}` }}
        />
        {application.projectId ? (
          <LinkButton to={`/project-management/${application.projectId}`} className="h-8 px-3">
            <FolderKanban className="size-4" aria-hidden />
            Project
          </LinkButton>
        ) : null}
        {decidable && live ? (
          <>
            <Button variant="ghost" size="sm" onClick={onReject}>
              Decline
            </Button>
            {application.status === "PENDING" ? (
              <Button variant="secondary" size="sm" onClick={onShortlist}>
                Shortlist
              </Button>
            ) : null}
            <Button size="sm" onClick={onAccept}>
              Accept
            </Button>
          </>
        ) : null}
      </div>
    </article>
  );
}
