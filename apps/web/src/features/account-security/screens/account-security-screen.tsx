import type { ComponentType } from "react";
import { PageHeader } from "@/components/page-header";
import { ChangePasswordCard } from "../components/change-password-card";
import { SessionsCard } from "../components/sessions-card";

/**
 * /account/security: the password, the second factor and the devices signed in to the account
 * (decisions 0093 and 0094). The second factor's card belongs to another feature: the app's
 * route screen hands it in (app/screens/account-security-screen.tsx), as features never import
 * each other.
 */
export function AccountSecurityScreen({ SecondFactor }: { SecondFactor?: ComponentType }) {
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageHeader
        title="Password and devices"
        description="Change your password, turn on two-factor sign-in and see where your account is signed in. Only you see this page."
      />
      <ChangePasswordCard />
      {SecondFactor ? <SecondFactor /> : null}
      <SessionsCard />
    </div>
  );
}
