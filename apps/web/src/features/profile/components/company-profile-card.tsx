import { isHttpUrl } from "@crewlance/contracts/text";
import type { TCompanyProfile } from "@crewlance/contracts/users";
import { BadgeCheck, Building2, FileCheck2, Globe, MapPin, Pencil, Users } from "lucide-react";
import { type ReactNode, useState } from "react";
import { EmptyState } from "@/components/empty-state";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { CertificateLink } from "./certificate-link";
import { CompanyProfileForm } from "./company-profile-form";

function Fact({ icon: Icon, label, children }: { icon: typeof Globe; label: string; children: ReactNode }) {
  // One <div> per term and value: the only wrapper a <dl> allows.
  return (
    <div className="relative min-w-0 pl-7">
      <Icon className="absolute top-0.5 left-0 size-4 text-muted" aria-hidden />
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="break-words text-sm font-medium text-fg">{children}</dd>
    </div>
  );
}

/** The company's details, with an edit mode. */
export function CompanyProfileCard({ company }: { company: TCompanyProfile | null }) {
  const [editing, setEditing] = useState(false);
  if (!company) {
    return (
      <EmptyState
        icon={Building2}
        title="No company details yet"
        description="Your company name, industry, size and description appear here once onboarding is complete."
      />
    );
  }
  if (editing) {
    return (
      <Card className="p-5 sm:p-6">
        <h2 className="text-base font-semibold text-fg">Edit company profile</h2>
        <p className="mb-5 text-sm text-muted">What freelancers see when they look at your tasks.</p>
        <CompanyProfileForm company={company} onClose={() => setEditing(false)} />
      </Card>
    );
  }
  return (
    <Card className="p-5 sm:p-6">
      <div className="flex items-start gap-4">
        <div className="grid size-14 shrink-0 place-items-center overflow-hidden rounded-xl border border-line bg-surface-muted">
          {company.logoUrl ? (
            <img src={company.logoUrl} alt={`${company.companyName} logo`} className="size-full object-cover" />
          ) : (
            <Building2 className="size-6 text-muted" aria-hidden />
          )}
        </div>
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="text-lg font-semibold text-fg">{company.companyName}</h2>
            {company.verified ? (
              <Badge tone="success">
                <BadgeCheck className="size-3.5" aria-hidden /> Verified company
              </Badge>
            ) : (
              <Badge>Verification pending</Badge>
            )}
          </div>
          <p className="text-sm text-muted">{company.industry}</p>
        </div>
        <Button
          variant="secondary"
          size="sm"
          className="ml-auto shrink-0"
          onClick={() => setEditing(true)}
          aria-label="Edit company profile"
        >
          <Pencil className="size-4" aria-hidden /> <span className="hidden sm:inline">Edit</span>
        </Button>
      </div>
      <dl className="mt-5 grid gap-4 sm:grid-cols-2">
        <Fact icon={Users} label="Company size">
          {company.size} people
        </Fact>
        <Fact icon={MapPin} label="Location">
          {company.location ?? "Not set"}
        </Fact>
        <Fact icon={Globe} label="Website">
          {/* An old row may hold a javascript: or data: address: shown as text, never as a link. */}
          {company.website && isHttpUrl(company.website) ? (
            <a
              href={company.website}
              target="_blank"
              rel="noreferrer"
              className="text-amber-700 hover:underline dark:text-amber-400"
            >
              {company.website.replace(/^https?:\/\//, "")}
            </a>
          ) : (
            (company.website ?? "Not set")
          )}
        </Fact>
        <Fact icon={FileCheck2} label="Registration">
          <span className="flex flex-wrap items-center gap-x-2">
            {company.registrationNumber ?? "Not set"}
            {company.hasRegistrationCertificate ? <CertificateLink /> : null}
          </span>
        </Fact>
      </dl>
      <div className="mt-5 border-t border-line pt-4">
        <h3 className="text-sm font-semibold text-fg">About</h3>
        <p className="mt-1 whitespace-pre-line text-sm text-muted">{company.description || "No description yet."}</p>
      </div>
    </Card>
  );
}
