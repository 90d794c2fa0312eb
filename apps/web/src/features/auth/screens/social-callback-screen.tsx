import type { TSocialProvider } from "@crewlance/contracts/enums";
import { KeyRound, Loader2, ShieldOff, TriangleAlert } from "lucide-react";
import { useNavigate, useParams } from "react-router";
import { Button } from "@/components/ui/button";
import { withReturnPath } from "@/lib/return-path";
import { isSocialProvider, PROVIDERS } from "@/lib/social/providers";
import { AuthCardLayout } from "../components/auth-card-layout";
import SecondFactorStep from "../components/second-factor-step";
import { SuspendedAccount } from "../components/suspended-account";
import { type CallbackFailure, useSocialCallback, welcomeIfNew } from "../social/use-social-callback";

function FailureCard({
  title,
  message,
  intent,
}: {
  title: string;
  message: string;
  intent: CallbackFailure["intent"];
}) {
  const navigate = useNavigate();
  const back =
    intent === "link"
      ? { label: "Back to your profile", to: "/profile" }
      : { label: "Back to sign in", to: "/auth/login" };
  return (
    <AuthCardLayout title={title} icon={<TriangleAlert className="size-6" aria-hidden />}>
      <p role="alert" className="text-center text-sm text-fg">
        {message}
      </p>
      <Button size="lg" className="w-full" onClick={() => navigate(back.to, { replace: true })}>
        {back.label}
      </Button>
    </AuthCardLayout>
  );
}

function ProviderCallback({ provider }: { provider: TSocialProvider }) {
  const { failure, secondFactor } = useSocialCallback(provider);
  const { name } = PROVIDERS[provider];
  const navigate = useNavigate();
  if (secondFactor) {
    return (
      <AuthCardLayout title="Enter your sign-in code" icon={<KeyRound className="size-6" aria-hidden />}>
        <SecondFactorStep
          challenge={secondFactor.challenge}
          returnTo={secondFactor.returnTo}
          startAgainTo={withReturnPath("/auth/login", secondFactor.returnTo)}
          onSignedIn={welcomeIfNew}
        />
      </AuthCardLayout>
    );
  }
  if (failure?.suspension && failure.intent === "signin") {
    return (
      <AuthCardLayout title="Your account is suspended" icon={<ShieldOff className="size-6" aria-hidden />}>
        <SuspendedAccount suspension={failure.suspension} onBack={() => navigate("/auth/login", { replace: true })} />
      </AuthCardLayout>
    );
  }
  if (failure) {
    const title = failure.intent === "link" ? `We couldn't link ${name}` : "We couldn't sign you in";
    return <FailureCard title={title} message={failure.message} intent={failure.intent} />;
  }
  return (
    <div role="status" className="grid min-h-dvh place-items-center bg-page px-4">
      <div className="flex flex-col items-center gap-4 text-center">
        <Loader2 className="size-8 animate-spin text-amber-600 dark:text-amber-400" aria-hidden />
        <p className="text-lg font-medium text-fg">Signing you in with {name}…</p>
      </div>
    </div>
  );
}

/** /auth/callback/:provider — where Google, LinkedIn and GitHub send the browser back. */
export default function SocialCallbackScreen() {
  const { provider } = useParams();
  if (!isSocialProvider(provider)) {
    return <FailureCard title="Not found" message="There is no sign-in provider at this address." intent="signin" />;
  }
  return <ProviderCallback provider={provider} />;
}
