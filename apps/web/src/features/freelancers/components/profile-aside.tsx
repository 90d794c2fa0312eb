import { formatPaise } from "@crewlance/contracts/money";
import type { TFreelancerProfile } from "@crewlance/contracts/users";
import type { ReactNode } from "react";
import { HireActions } from "@/components/collaborations/hire-actions";
import { MessageButton } from "@/components/message-button";
import { Card } from "@/components/ui/card";
import { cn } from "@/lib/cn";
import { EXPERIENCE_LABEL } from "@/lib/profile-options";
import { Rating } from "./freelancer-card";
import { AVAILABILITY_LABEL } from "./labels";

function Fact({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-3 py-2 text-sm">
      <dt className="text-muted">{label}</dt>
      <dd className="text-right font-medium text-fg">{value}</dd>
    </div>
  );
}

/** Rate, facts and the actions: a company's 'Send offer' and 'Invite to task'; 'Message' opens the direct conversation. */
export function ProfileAside({
  profile,
  user,
  className,
}: {
  profile: TFreelancerProfile;
  user: { id: string; fullName: string };
  className?: string;
}) {
  return (
    <Card className={cn("p-5", className)}>
      <p className="text-2xl font-semibold tracking-tight text-fg">
        {formatPaise(profile.hourlyRate)}
        <span className="text-base font-normal text-muted"> / hr</span>
      </p>
      <dl className="mt-3 divide-y divide-[var(--border)] border-t border-line">
        <Fact label="Rating" value={<Rating rating={profile.rating} reviewsCount={profile.reviewsCount} />} />
        <Fact label="Experience" value={EXPERIENCE_LABEL[profile.experienceLevel]} />
        <Fact label="Availability" value={AVAILABILITY_LABEL[profile.availability]} />
        <Fact label="Completed projects" value={profile.completedProjects} />
        {profile.languages.length > 0 ? <Fact label="Languages" value={profile.languages.join(", ")} /> : null}
      </dl>
      <div className="mt-4 grid gap-2">
        <HireActions recipient={{ freelancerId: user.id, name: user.fullName }} className="grid gap-2" />
        <MessageButton userId={user.id} name={user.fullName} />
      </div>
    </Card>
  );
}
