import { AccountSecurityScreen } from "@/features/account-security";
import { PasskeysCard, TwoFactorCard } from "@/features/two-factor";

/** Two-factor sign-in with an app, then the passkeys (decision 0098): the second factors, one card each. */
function SecondFactors() {
  return (
    <>
      <TwoFactorCard />
      <PasskeysCard />
    </>
  );
}

/** /account/security: the password, the second factors and the devices, from their two features. */
export default function AccountSecurityRoute() {
  return <AccountSecurityScreen SecondFactor={SecondFactors} />;
}
