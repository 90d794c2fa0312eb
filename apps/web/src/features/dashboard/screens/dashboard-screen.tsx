import { PageHeader } from "@/components/page-header";
import { useAuthStore } from "@/lib/session/auth-store";
import { AdminDashboard } from "../components/admin-dashboard";
import { CompanyWorkPanel } from "../components/company-work-panel";
import { ApplicationsByStatus, RecommendedTasks } from "../components/freelancer-work-panel";
import { GetStartedPanel } from "../components/get-started-panel";
import { LatestNotifications } from "../components/latest-notifications";
import { StatTiles } from "../components/stat-tiles";

function greeting(hour: number): string {
  if (hour < 12) return "Good morning";
  if (hour < 17) return "Good afternoon";
  return "Good evening";
}

const INTRO = {
  FREELANCER: "Find tasks that match your skills and keep your profile sharp.",
  COMPANY: "Post tasks, review proposals and hire freelancers or teams.",
  ADMIN: "Keep an eye on the marketplace: who joined, who is suspended and which companies wait for verification.",
} as const;

export default function DashboardScreen() {
  const user = useAuthStore((state) => state.user);
  // The private guard lets only onboarded users in, and onboarding always sets a role.
  if (!user?.role) return null;
  const firstName = user.fullName.trim().split(/\s+/)[0] || "there";
  // The admin's page is a control panel, and the seeded admin is named after the platform
  // ('Crewlance Admin'): a greeting by first name would read 'Good evening, Crewlance'.
  const title = user.role === "ADMIN" ? "Admin dashboard" : `${greeting(new Date().getHours())}, ${firstName}`;
  return (
    <>
      <PageHeader title={title} description={INTRO[user.role]} />
      {user.role === "ADMIN" ? (
        <AdminDashboard />
      ) : (
        <div className="flex flex-col gap-6">
          {/* On phones the real content comes first; the stats that have no data yet follow. */}
          <StatTiles role={user.role} className="order-last sm:order-none" />
          <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-5">
            <div className="flex min-w-0 flex-col gap-6 lg:col-span-3">
              {user.role === "COMPANY" ? (
                <CompanyWorkPanel />
              ) : (
                <>
                  <ApplicationsByStatus />
                  <RecommendedTasks user={user} />
                </>
              )}
              <GetStartedPanel user={user} />
            </div>
            <div className="min-w-0 lg:col-span-2">
              <LatestNotifications />
            </div>
          </div>
        </div>
      )}
    </>
  );
}
