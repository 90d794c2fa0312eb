import { PageHeader } from "@/components/page-header";
import { ChangePasswordCard } from "../components/change-password-card";
import { SessionsCard } from "../components/sessions-card";

/** /account/security: the password and the devices signed in to the account (decision 0093). */
export default function AccountSecurityScreen() {
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageHeader
        title="Password and devices"
        description="Change your password and see where your account is signed in. Only you see this page."
      />
      <ChangePasswordCard />
      <SessionsCard />
    </div>
  );
}
