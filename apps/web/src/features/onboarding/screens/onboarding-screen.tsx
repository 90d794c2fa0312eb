import { useMutation, useQueryClient } from "@tanstack/react-query";
import { LogOut } from "lucide-react";
import { Link, useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Logo } from "@/components/ui/logo";
import { errorMessage } from "@/lib/api-client";
import { useAuthStore } from "@/lib/session/auth-store";
import { signOut } from "@/lib/session/sign-out";
import { toast } from "@/lib/toast";
import { CompanyWizard } from "../components/company-wizard";
import { FreelancerWizard } from "../components/freelancer-wizard";
import { RoleChoice } from "../components/role-choice";

const intro = {
  FREELANCER: {
    title: "Set up your freelancer profile",
    text: "Companies find you by these details. You can change every one of them later.",
  },
  COMPANY: {
    title: "Set up your company",
    text: "Freelancers see who they work for. We verify companies from their registration details.",
  },
} as const;

/**
 * /onboarding: the role's wizard; completing it sets onboardingCompleted. A provider
 * sign-up has no role yet and picks one first.
 */
export default function OnboardingScreen() {
  const user = useAuthStore((state) => state.user);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const leave = useMutation({
    mutationFn: signOut,
    onError: (error) => toast.error(errorMessage(error)),
    onSettled: () => {
      queryClient.clear();
      navigate("/auth/login", { replace: true });
    },
  });
  const role = user?.role === "COMPANY" || user?.role === "FREELANCER" ? user.role : null;
  const firstName = user?.fullName.split(" ")[0];

  return (
    <div className="min-h-dvh bg-page">
      <header className="border-b border-line bg-surface">
        <div className="mx-auto flex h-14 max-w-3xl items-center justify-between px-4">
          <Logo />
          <Button variant="ghost" size="sm" onClick={() => leave.mutate()} disabled={leave.isPending}>
            <LogOut className="size-4" aria-hidden />
            {leave.isPending ? "Signing out..." : "Sign out"}
          </Button>
        </div>
      </header>
      <main className="mx-auto max-w-3xl space-y-6 px-4 py-8">
        {user?.role === null ? (
          <RoleChoice firstName={firstName} />
        ) : role ? (
          <>
            <div className="space-y-1.5">
              <p className="text-sm font-medium text-amber-700 dark:text-amber-400">
                Welcome{firstName ? `, ${firstName}` : ""}
              </p>
              <h1 className="text-2xl font-semibold tracking-tight text-fg sm:text-3xl">{intro[role].title}</h1>
              <p className="text-sm text-muted">{intro[role].text}</p>
            </div>
            <Card className="p-4 sm:p-6">{role === "FREELANCER" ? <FreelancerWizard /> : <CompanyWizard />}</Card>
          </>
        ) : (
          <Card className="space-y-3 text-center">
            <h1 className="text-xl font-semibold text-fg">Nothing to set up</h1>
            <p className="text-sm text-muted">Administrator accounts have no profile to complete.</p>
            <Link to="/dashboard" className="font-medium text-amber-700 hover:underline dark:text-amber-400">
              Go to the dashboard
            </Link>
          </Card>
        )}
      </main>
    </div>
  );
}
