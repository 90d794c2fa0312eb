import { isHttpUrl } from "@crewlance/contracts/text";
import type { TPublicUser } from "@crewlance/contracts/users";
import { Globe, Users } from "lucide-react";
import type { ReactNode } from "react";
import { Card } from "@/components/ui/card";

type PublicCompany = NonNullable<TPublicUser["companyProfile"]>;

function Fact({ icon: Icon, label, children }: { icon: typeof Globe; label: string; children: ReactNode }) {
  return (
    <div className="relative min-w-0 pl-7">
      <Icon className="absolute top-0.5 left-0 size-4 text-muted" aria-hidden />
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="break-words text-sm font-medium text-fg">{children}</dd>
    </div>
  );
}

/** What the company wrote about itself: its description, size and website, where it gave them. */
export function CompanyFacts({ company }: { company: PublicCompany }) {
  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-base font-semibold text-fg">About</h2>
      <p className="mt-2 whitespace-pre-line break-words text-sm text-muted">
        {company.description || "No description yet."}
      </p>
      <dl className="mt-5 grid gap-4 border-t border-line pt-4 sm:grid-cols-2">
        <Fact icon={Users} label="Company size">
          {company.size} people
        </Fact>
        {company.website ? (
          <Fact icon={Globe} label="Website">
            {/* An old row may hold a javascript: or data: address: shown as text, never as a link. */}
            {isHttpUrl(company.website) ? (
              <a
                href={company.website}
                target="_blank"
                rel="noreferrer"
                className="text-amber-700 hover:underline dark:text-amber-400"
              >
                {company.website.replace(/^https?:\/\//, "")}
              </a>
            ) : (
              company.website
            )}
          </Fact>
        ) : null}
      </dl>
    </Card>
  );
}
