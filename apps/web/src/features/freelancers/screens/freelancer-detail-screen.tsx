import { useQuery } from "@tanstack/react-query";
import { AlertCircle, ArrowLeft, Award, Briefcase, GraduationCap, MapPin, UserX } from "lucide-react";
import { Link, useParams } from "react-router";
import { EmptyState } from "@/components/empty-state";
import { SaveToggle } from "@/components/favourites/save-toggle";
import { LinkButton } from "@/components/link-button";
import { UserReviews } from "@/components/reviews/user-reviews";
import { SafetyMenu } from "@/components/safety/safety-menu";
import { Timeline } from "@/components/timeline";
import { Avatar } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { ApiError, errorMessage } from "@/lib/api-client";
import { educationItems, workExperienceItems } from "@/lib/background-items";
import { freelancerQuery } from "../api";
import { ProfileAside } from "../components/profile-aside";

export default function FreelancerDetailScreen() {
  const { id = "" } = useParams();
  const query = useQuery(freelancerQuery(id));
  const back = (
    <Link
      to="/freelancers"
      className="mb-4 inline-flex items-center gap-1.5 text-sm font-medium text-muted hover:text-fg"
    >
      <ArrowLeft className="size-4" aria-hidden /> All freelancers
    </Link>
  );

  if (query.isPending) {
    return (
      <div aria-busy="true">
        {back}
        <Skeleton className="h-56 rounded-2xl" />
        <Skeleton className="mt-6 h-40 rounded-2xl" />
      </div>
    );
  }
  const user = query.data;
  const profile = user?.freelancerProfile;
  if (!user || !profile) {
    // The API answers any existing account, a company's included (without a freelancer profile),
    // 404 for an unknown or suspended one and 400 for an address that is no id at all.
    const missing = query.isSuccess || (query.error instanceof ApiError && [400, 404].includes(query.error.status));
    return (
      <>
        {back}
        {missing ? (
          <EmptyState
            icon={UserX}
            title="Freelancer not found"
            description="No freelancer has this address. The link may be mistyped, or it may point to an account that is not a freelancer's."
            action={<LinkButton to="/freelancers">Back to the directory</LinkButton>}
          />
        ) : (
          <EmptyState
            icon={AlertCircle}
            title="Could not load this profile"
            description={errorMessage(query.error)}
            action={<Button onClick={() => void query.refetch()}>Try again</Button>}
          />
        )}
      </>
    );
  }
  const { showcase } = profile;
  const showcaseItems = [...showcase.portfolios, ...showcase.projects, ...showcase.certifications];

  return (
    <>
      {back}
      <section className="overflow-hidden rounded-2xl border border-line bg-surface shadow-sm">
        <div className="h-28 bg-gradient-to-br from-amber-200 via-amber-100 to-stone-100 sm:h-40 dark:from-amber-500/30 dark:via-stone-800 dark:to-stone-900">
          {user.bannerUrl ? <img src={user.bannerUrl} alt="" className="size-full object-cover" /> : null}
        </div>
        <div className="px-5 pb-5 sm:px-6">
          <Avatar
            src={user.avatarUrl}
            name={user.fullName}
            size="xl"
            className="-mt-12 ring-4 ring-[var(--surface)] sm:-mt-14"
          />
          <div className="mt-3 flex items-start justify-between gap-3">
            <h1 className="min-w-0 text-2xl font-semibold tracking-tight text-fg">{user.fullName}</h1>
            <div className="flex shrink-0 items-center gap-2">
              <SaveToggle kind="freelancer" id={user.id} />
              <SafetyMenu
                label={`More actions for ${user.fullName}`}
                report={{ itemKind: "USER", itemId: user.id, itemName: user.fullName }}
                person={{ userId: user.id, name: user.fullName }}
              />
            </div>
          </div>
          <p className="text-muted">{profile.headline}</p>
          {profile.location ? (
            <p className="mt-1 inline-flex items-center gap-1 text-sm text-muted">
              <MapPin className="size-4" aria-hidden /> {profile.location}
            </p>
          ) : null}
        </div>
      </section>
      <div className="mt-6 grid items-start gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <Card className="p-5 sm:p-6">
            <h2 className="text-base font-semibold text-fg">About</h2>
            <p className="mt-2 whitespace-pre-line text-sm text-muted">{profile.bio || "No bio yet."}</p>
            <h3 className="mt-5 text-sm font-semibold text-fg">Skills</h3>
            <ul className="mt-2 flex flex-wrap gap-1.5">
              {profile.skills.map((skill) => (
                <li key={skill} className="rounded-md bg-surface-muted px-2.5 py-1 text-xs font-medium text-fg">
                  {skill}
                </li>
              ))}
            </ul>
          </Card>
          <Card className="grid gap-6 p-5 sm:grid-cols-2 sm:p-6">
            <Timeline
              icon={Briefcase}
              title="Work experience"
              empty="No work experience listed."
              items={workExperienceItems(profile.workExperience)}
            />
            <Timeline
              icon={GraduationCap}
              title="Education"
              empty="No education listed."
              items={educationItems(profile.education)}
            />
          </Card>
          <Card className="p-5 sm:p-6">
            <Timeline
              icon={Award}
              title="Showcase"
              empty="No portfolio, projects or certifications yet."
              items={showcaseItems.map((item) => ({
                title: item.title,
                subtitle: [item.issuer, item.year].filter(Boolean).join(" · ") || undefined,
                body: item.description,
                href: item.url,
              }))}
            />
          </Card>
          <UserReviews
            userId={user.id}
            emptyDescription="Reviews from companies appear here after completed projects."
          />
        </div>
        {/* First on phones: the rate and actions matter more than the life story. */}
        <ProfileAside profile={profile} user={user} className="order-first lg:order-none" />
      </div>
    </>
  );
}
