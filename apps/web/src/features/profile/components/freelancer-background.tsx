import type { TFreelancerProfile } from "@crewlance/contracts/user";
import { Award, Briefcase, FolderOpen, GraduationCap } from "lucide-react";
import { Timeline } from "@/components/timeline";
import { Card } from "@/components/ui/card";
import { educationItems, workExperienceItems } from "@/lib/background-items";

/** Education, work experience and showcase as they were entered during onboarding (read-only here). */
export function FreelancerBackground({ profile }: { profile: TFreelancerProfile }) {
  const { education, workExperience, showcase } = profile;
  const showcaseItems = [
    ...showcase.portfolios.map((item) => ({ ...item, kind: "Portfolio" })),
    ...showcase.projects.map((item) => ({ ...item, kind: "Project" })),
    ...showcase.certifications.map((item) => ({ ...item, kind: "Certification" })),
  ];
  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-base font-semibold text-fg">Background</h2>
      <p className="text-sm text-muted">Added during onboarding; shown on your public profile.</p>
      <div className="mt-5 grid gap-6 lg:grid-cols-3">
        <Timeline
          icon={GraduationCap}
          title="Education"
          empty="No education added."
          items={educationItems(education)}
        />
        <Timeline
          icon={Briefcase}
          title="Work experience"
          empty="No work experience added."
          items={workExperienceItems(workExperience)}
        />
        <Timeline
          icon={showcaseItems.length ? FolderOpen : Award}
          title="Showcase"
          empty="No portfolio, projects or certifications added."
          items={showcaseItems.map((item) => ({
            title: item.title,
            subtitle: [item.kind, item.issuer, item.year].filter(Boolean).join(" · "),
            body: item.description,
            href: item.url,
          }))}
        />
      </div>
    </Card>
  );
}
