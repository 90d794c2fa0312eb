import type { TFreelancerProfile } from "@crewlance/contracts/users";
import { Award, Briefcase, FolderOpen, GraduationCap, Pencil } from "lucide-react";
import { useState } from "react";
import { Timeline } from "@/components/timeline";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { educationItems, workExperienceItems } from "@/lib/background-items";
import { BackgroundEditor } from "./background-editor";
import { ShowcaseGallery } from "./showcase-gallery";

/** Education, work experience and showcase as shown on the public profile, with their editor. */
export function FreelancerBackground({ profile }: { profile: TFreelancerProfile }) {
  const [editing, setEditing] = useState(false);
  const { education, workExperience, showcase } = profile;
  const showcaseItems = [
    ...showcase.portfolios.map((item) => ({ ...item, kind: "Portfolio" })),
    ...showcase.projects.map((item) => ({ ...item, kind: "Project" })),
    ...showcase.certifications.map((item) => ({ ...item, kind: "Certification" })),
  ];
  const galleries = showcaseItems.filter((item) => (item.images?.length ?? 0) > 0);
  return (
    <Card className="p-5 sm:p-6">
      <div className="flex items-start justify-between gap-3">
        <div>
          <h2 className="text-base font-semibold text-fg">{editing ? "Edit background" : "Background"}</h2>
          <p className="text-sm text-muted">
            {editing
              ? "Education, work experience and showcase. Saved with the rest of your profile."
              : "Shown on your public profile."}
          </p>
        </div>
        {editing ? null : (
          <Button variant="secondary" size="sm" onClick={() => setEditing(true)} aria-label="Edit background">
            <Pencil className="size-4" aria-hidden /> Edit
          </Button>
        )}
      </div>
      {editing ? (
        <BackgroundEditor profile={profile} onClose={() => setEditing(false)} />
      ) : (
        <>
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
          {galleries.length > 0 ? (
            <div className="mt-6 space-y-5 border-t border-line pt-5">
              {galleries.map((item) => (
                // An upload's path is unique, so an item's first image names it.
                <ShowcaseGallery key={item.images?.[0]?.path} title={item.title} images={item.images ?? []} />
              ))}
            </div>
          ) : null}
        </>
      )}
    </Card>
  );
}
