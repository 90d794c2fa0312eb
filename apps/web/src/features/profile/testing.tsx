import type { TUserReviewPage } from "@crewlance/contracts/projects";
import type { TFreelancerProfile, TSignInMethods, TUser } from "@crewlance/contracts/users";
import type { QueryKey } from "@tanstack/react-query";
import { reviewKeys } from "@/lib/reviews/query-keys";
import { useAuthStore } from "@/lib/session/auth-store";
import { sessionKeys } from "@/lib/session/query-keys";
import { makeUser, reviewPage } from "@/test/fixtures";
import { renderRoutes } from "@/test/render";
import ProfileScreen from "./screens/profile-screen";

export const freelancerProfile: TFreelancerProfile = {
  headline: "Senior React engineer",
  bio: "I build fast storefronts.",
  skills: ["React", "TypeScript"],
  hourlyRate: 150_000,
  experienceLevel: "EXPERT",
  availability: "AVAILABLE",
  location: "Pune, India",
  languages: ["English"],
  education: [{ school: "IIT Bombay", degree: "B.Tech", startYear: 2012, endYear: 2016 }],
  workExperience: [{ company: "Acme", title: "Engineer", startDate: "2016-07" }],
  showcase: {
    portfolios: [],
    certifications: [{ title: "AWS Solutions Architect", issuer: "Amazon Web Services", year: 2023 }],
    projects: [],
  },
  rating: null,
  reviewsCount: 0,
  completedProjects: 0,
  totalEarned: 0,
};

const passwordOnly: TSignInMethods = { hasPassword: true, socialAccounts: [] };

/**
 * Signs the user in and renders /profile; the sign-in methods and the reviews (none) are known
 * unless a test says otherwise.
 */
export function renderProfile(
  user: TUser,
  {
    methods = passwordOnly,
    reviews = reviewPage([]),
  }: { methods?: TSignInMethods | null; reviews?: TUserReviewPage } = {},
) {
  useAuthStore.getState().setAuth({ user, accessToken: "access", refreshToken: "refresh" });
  return renderRoutes([{ path: "/profile", element: <ProfileScreen /> }], ["/profile"], {
    strict: true,
    queryData: [
      [reviewKeys.about(user.id, 1), reviews],
      ...(methods ? [[sessionKeys.signInMethods(), methods] as [QueryKey, unknown]] : []),
    ],
  });
}

export const onboardedFreelancer = (profile: TFreelancerProfile = freelancerProfile) =>
  makeUser({ emailVerified: true, onboardingCompleted: true, freelancerProfile: profile });
