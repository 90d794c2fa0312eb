import type { TFreelancerListItem } from "@crewlance/contracts/freelancers";
import { formatPaise } from "@crewlance/contracts/money";
import { MapPin, Star } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { SaveToggle } from "@/components/favourites/save-toggle";
import { Avatar } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import { EXPERIENCE_LABEL } from "@/lib/profile-options";
import { AVAILABILITY_LABEL, AVAILABILITY_TONE } from "./labels";

const VISIBLE_SKILLS = 4;

export function Rating({ rating, reviewsCount }: { rating: number | null; reviewsCount: number }) {
  if (rating === null || reviewsCount === 0) return <span className="text-xs text-muted">No reviews yet</span>;
  return (
    <span className="inline-flex items-center gap-1 text-xs font-medium text-fg">
      <Star className="size-3.5 fill-amber-400 text-amber-400" aria-hidden />
      {rating.toFixed(1)}
      <span className="font-normal text-muted">({reviewsCount})</span>
    </span>
  );
}

/**
 * One freelancer in the directory: the card is the link to the public profile; the star that saves
 * them (decision 0103) sits over its corner, and `actions` (the saved list's invitation) under it.
 */
export function FreelancerCard({ freelancer, actions }: { freelancer: TFreelancerListItem; actions?: ReactNode }) {
  const extra = freelancer.skills.length - VISIBLE_SKILLS;
  return (
    <article className="relative flex h-full flex-col rounded-2xl border border-line bg-surface shadow-sm transition hover:-translate-y-0.5 hover:border-amber-300 hover:shadow-md dark:hover:border-amber-500/50">
      <Link to={`/freelancers/${freelancer.id}`} className="group flex flex-1 flex-col rounded-2xl p-5">
        <div className="flex items-start gap-3 pr-10">
          <Avatar src={freelancer.avatarUrl} name={freelancer.fullName} size="md" />
          <div className="min-w-0 flex-1">
            <h3 className="truncate font-semibold text-fg group-hover:text-amber-700 dark:group-hover:text-amber-400">
              {freelancer.fullName}
            </h3>
            <p className="line-clamp-2 text-sm wrap-anywhere text-muted">{freelancer.headline}</p>
          </div>
        </div>
        <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1">
          <Rating rating={freelancer.rating} reviewsCount={freelancer.reviewsCount} />
          {freelancer.location ? (
            <span className="inline-flex items-center gap-1 text-xs text-muted">
              <MapPin className="size-3.5" aria-hidden />
              {freelancer.location}
            </span>
          ) : null}
        </div>
        <ul className="mt-3 flex flex-wrap gap-1.5" aria-label="Skills">
          {freelancer.skills.slice(0, VISIBLE_SKILLS).map((skill) => (
            <li key={skill} className="rounded-md bg-surface-muted px-2 py-0.5 text-xs text-fg">
              {skill}
            </li>
          ))}
          {extra > 0 ? <li className="px-1 py-0.5 text-xs text-muted">+{extra} more</li> : null}
        </ul>
        <div aria-hidden className="min-h-4 flex-1" />
        <div className="flex flex-wrap items-center justify-between gap-2 border-t border-line pt-3">
          <p className="text-sm">
            <span className="font-semibold text-fg">{formatPaise(freelancer.hourlyRate)}</span>
            <span className="text-muted"> / hr</span>
          </p>
          <div className="flex gap-1.5">
            <Badge>{EXPERIENCE_LABEL[freelancer.experienceLevel]}</Badge>
            <Badge tone={AVAILABILITY_TONE[freelancer.availability]}>
              {AVAILABILITY_LABEL[freelancer.availability]}
            </Badge>
          </div>
        </div>
      </Link>
      <SaveToggle kind="freelancer" id={freelancer.id} compact className="absolute top-4 right-4" />
      {actions ? <div className="px-5 pb-5">{actions}</div> : null}
    </article>
  );
}
