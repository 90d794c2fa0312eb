import type { TAdminDashboard, TCompanyDashboard, TFreelancerDashboard } from "@crewlance/contracts/dashboard";
import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense, useDeferredValue } from "react";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/api-client";
import { useAuthStore } from "@/lib/session/auth-store";
import { CompanyDashboard } from "../components/company-dashboard";
import { FreelancerDashboard } from "../components/freelancer-dashboard";
import { dashboardQuery } from "../dashboard-api";

// The admin's panel (queues, forms, their schemas) is a chunk of its own, fetched beside the data.
const AdminDashboard = lazy(() => import("../components/admin-dashboard"));

function greeting(hour: number): string {
  if (hour < 12) return "Good morning";
  if (hour < 17) return "Good afternoon";
  return "Good evening";
}

const INTRO = {
  FREELANCER: "Find tasks that match your skills and keep your profile sharp.",
  COMPANY: "Post tasks, review proposals and hire freelancers or teams.",
  ADMIN: "Keep an eye on the marketplace: growth, money, disputes, withdrawals and accounts.",
} as const;

export default function DashboardScreen() {
  const user = useAuthStore((state) => state.user);
  const query = useQuery({ ...dashboardQuery, enabled: Boolean(user?.role) });
  // An answer for another role (an account switched in this tab) is not shown as this one's. The
  // widgets fill in as a transition, in slices between frames rather than one long task (decision 0062).
  const data = useDeferredValue(query.data?.role === user?.role ? query.data : undefined);
  // The private guard lets only onboarded users in, and onboarding always sets a role.
  if (!user?.role) return null;
  const firstName = user.fullName.trim().split(/\s+/)[0] || "there";
  // The admin's page is a control panel, and the seeded admin is named after the platform
  // ('Crewlance Admin'): a greeting by first name would read 'Good evening, Crewlance'.
  const title = user.role === "ADMIN" ? "Admin dashboard" : `${greeting(new Date().getHours())}, ${firstName}`;
  return (
    <>
      <PageHeader title={title} description={INTRO[user.role]} />
      {query.isError ? (
        <Card className="mb-6 p-4 text-sm text-fg">
          <p role="alert">{errorMessage(query.error, "The dashboard could not be loaded.")}</p>
          <Button variant="link" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </Card>
      ) : null}
      {user.role === "ADMIN" ? (
        <Suspense fallback={<Skeleton className="h-64" />}>
          <AdminDashboard dashboard={data as TAdminDashboard | undefined} />
        </Suspense>
      ) : user.role === "COMPANY" ? (
        <CompanyDashboard user={user} dashboard={data as TCompanyDashboard | undefined} />
      ) : (
        <FreelancerDashboard user={user} dashboard={data as TFreelancerDashboard | undefined} />
      )}
    </>
  );
}
