import { AccountSecurityScreen } from "@/features/account-security";
import { TwoFactorCard } from "@/features/two-factor";

/** /account/security: the password, two-factor sign-in and the devices, from their two features. */
export default function AccountSecurityRoute() {
  return <AccountSecurityScreen SecondFactor={TwoFactorCard} />;
}
