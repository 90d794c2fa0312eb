import { formatAmount } from "@crewlance/contracts/money";
import type { ReactNode } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { experienceLabel } from "@/lib/profile-options";
import { useAuthStore } from "@/lib/session/auth-store";
import { type FreelancerFormValues, PHONE_STEP } from "../freelancer-form";

function Row({ label, children, onEdit }: { label: string; children: ReactNode; onEdit: () => void }) {
  return (
    <div className="flex items-start justify-between gap-3 py-3">
      <div className="min-w-0 space-y-0.5">
        <dt className="text-xs font-medium tracking-wide text-muted uppercase">{label}</dt>
        <dd className="text-sm break-words text-fg">{children}</dd>
      </div>
      <Button variant="link" size="sm" onClick={onEdit} aria-label={`Edit ${label.toLowerCase()}`}>
        Edit
      </Button>
    </div>
  );
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export function FreelancerReviewStep({ goTo }: { goTo: (step: number) => void }) {
  const { control } = useFormContext<FreelancerFormValues>();
  const user = useAuthStore((state) => state.user);
  const verifiedPhone = user?.phoneVerified ? user.phone : null;
  const values = useWatch({ control });
  const rate = Number(values.hourlyRate);
  const showcase = values.showcase ?? {};
  const showcaseCount =
    (showcase.portfolios?.length ?? 0) + (showcase.certifications?.length ?? 0) + (showcase.projects?.length ?? 0);

  return (
    <div className="space-y-5">
      <dl className="divide-y divide-(--border) rounded-xl border border-line px-4">
        <Row label="Headline" onEdit={() => goTo(0)}>
          {values.headline || "—"}
        </Row>
        <Row label="Skills" onEdit={() => goTo(0)}>
          {values.skills?.length ? values.skills.join(", ") : "—"}
        </Row>
        <Row label="Rate and level" onEdit={() => goTo(0)}>
          {Number.isFinite(rate) && values.hourlyRate ? `${formatAmount(rate)} per hour` : "—"} ·{" "}
          {experienceLabel(values.experienceLevel) ?? "—"} · {values.location || "—"}
        </Row>
        <Row label="Experience" onEdit={() => goTo(1)}>
          {count(values.education?.length ?? 0, "education entry", "education entries")},{" "}
          {count(values.workExperience?.length ?? 0, "job", "jobs")}
        </Row>
        <Row label="Showcase" onEdit={() => goTo(2)}>
          {count(showcaseCount, "item", "items")}
        </Row>
        <Row label="Phone" onEdit={() => goTo(PHONE_STEP)}>
          {verifiedPhone
            ? `${verifiedPhone} (verified)`
            : "Not added — optional, you can add it later from your profile."}
        </Row>
      </dl>
    </div>
  );
}
