import type { TRole } from "@crewlance/contracts/enums";
import type { ComponentType } from "react";
import { PageHeader } from "@/components/page-header";
import { UserReviews } from "@/components/reviews/user-reviews";
import { useAuthStore } from "@/lib/session/auth-store";
import { AccountCard } from "../components/account-card";
import { CompanyProfileCard } from "../components/company-profile-card";
import { FreelancerBackground } from "../components/freelancer-background";
import { FreelancerProfileForm } from "../components/freelancer-profile-form";
import { PhoneCard } from "../components/phone-card";
import { ProfileHero } from "../components/profile-hero";
import { SignInMethodsCard } from "../components/sign-in-methods-card";

const INTRO: Record<TRole, string> = {
  FREELANCER: "How companies and collaborators see you on Crewlance.",
  COMPANY: "How freelancers see your company on Crewlance.",
  ADMIN: "Your name, photo and ways to sign in.",
};

/** Both sides review each other after a project; each review shows once both are in (decision 0036). */
const REVIEWS_EMPTY: Record<Exclude<TRole, "ADMIN">, string> = {
  FREELANCER:
    "Reviews from companies appear here after completed projects, once both sides have reviewed or 14 days have passed.",
  COMPANY:
    "Reviews from freelancers appear here after completed projects, once both sides have reviewed or 14 days have passed.",
};

/**
 * /profile. `PublicPage`, the card of the person's public page address, belongs to another
 * feature: the app's route screen hands it in (app/screens/profile-screen.tsx), as features never
 * import each other.
 */
export default function ProfileScreen({ PublicPage }: { PublicPage?: ComponentType } = {}) {
  const user = useAuthStore((state) => state.user);
  if (!user) return null;
  const intro = user.role ? INTRO[user.role] : INTRO.FREELANCER;
  return (
    <>
      <PageHeader title="Profile" description={intro} />
      <div className="space-y-6">
        <ProfileHero user={user} />
        <div className="grid items-start gap-6 lg:grid-cols-3">
          <div className="space-y-6 lg:col-span-2">
            {user.role === "FREELANCER" ? <FreelancerProfileForm user={user} /> : null}
            {user.role === "COMPANY" ? <CompanyProfileCard company={user.companyProfile} /> : null}
            {user.role === "FREELANCER" || user.role === "COMPANY" ? (
              <UserReviews userId={user.id} emptyDescription={REVIEWS_EMPTY[user.role]} />
            ) : null}
            {user.role === "ADMIN" ? (
              <p className="rounded-2xl border border-line bg-surface p-5 text-sm text-muted">
                Admin accounts have no public profile. Edit your name and photo here.
              </p>
            ) : null}
          </div>
          <div className="space-y-6">
            {PublicPage && (user.role === "FREELANCER" || user.role === "COMPANY") ? <PublicPage /> : null}
            <AccountCard user={user} />
            <PhoneCard user={user} />
            <SignInMethodsCard />
          </div>
        </div>
        {user.role === "FREELANCER" && user.freelancerProfile ? (
          <FreelancerBackground profile={user.freelancerProfile} />
        ) : null}
      </div>
    </>
  );
}
