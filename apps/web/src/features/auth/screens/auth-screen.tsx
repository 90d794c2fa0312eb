import type { TSecondFactorChallenge } from "@crewlance/contracts/two-factor";
import { Smartphone } from "lucide-react";
import { lazy, Suspense, useEffect, useState } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { Button } from "@/components/ui/button";
import { Logo } from "@/components/ui/logo";
import { afterFirstScreen } from "@/lib/first-screen";
import { withReturnPath } from "@/lib/return-path";
import type { Suspension } from "@/lib/standing/api";
import { AuthBrandPanel } from "../components/auth-brand-panel";
import { AuthFooter } from "../components/auth-footer";
import { type AuthMode, AuthTabs } from "../components/auth-tabs";
import { OrDivider } from "../components/or-divider";
import { PasskeySignInButton } from "../components/passkey-sign-in-button";
import { SignInForm } from "../components/sign-in-form";
import { ALTERNATIVE_SIGN_IN_CLASS, SocialSignInButtons } from "../components/social-sign-in-buttons";
import { loadOnce, startLoading } from "../load-once";
import { useReturnPath } from "../use-return-path";

// Few people sign in by phone, so its form stays out of the login page's first download.
const PhoneSignInForm = lazy(() => import("../components/phone-sign-in-form"));
// The sign-up form (and react-hook-form with it) stays out of it too (decision 0020): the login
// page fetches it once painted and idle (afterFirstScreen), so the Sign up tab is ready before
// anyone clicks it, and a visit to /auth/signup asks for it as soon as this screen's code runs.
const loadSignUpForm = loadOnce(() =>
  import("../components/sign-up-form").then((module) => ({ default: module.SignUpForm })),
);
const SignUpForm = lazy(loadSignUpForm);
// The second factor's step (and zod with it) loads only when a sign-in asks for it (decision 0094).
const SecondFactorStep = lazy(() => import("../components/second-factor-step"));
// What a suspended account sees (its standing, the appeal form with zod) loads only when a sign-in is refused.
const SuspendedAccount = lazy(() =>
  import("../components/suspended-account").then((module) => ({ default: module.SuspendedAccount })),
);
if (typeof window !== "undefined" && window.location.pathname.startsWith("/auth/signup")) startLoading(loadSignUpForm);

const copy = {
  login: { title: "Welcome back", text: "Sign in to your tasks, projects and payments." },
  signup: { title: "Create your account", text: "Join Crewlance to hire or to work. It's free." },
  phone: { title: "Sign in with phone", text: "We'll text a 6-digit code to the verified number on your account." },
  suspended: { title: "Your account is suspended", text: "" },
  secondFactor: { title: "Enter your sign-in code", text: "Two-factor sign-in is on for this account." },
} as const;

/** /auth/login and /auth/signup: one screen whose tabs switch the URL; ?method=phone signs in by code. */
export default function AuthScreen() {
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  // The page a signed-out visit was sent here from stays in the address through every way in.
  const returnTo = useReturnPath();
  const mode: AuthMode = pathname.endsWith("/signup") ? "signup" : "login";
  const byPhone = mode === "login" && searchParams.get("method") === "phone";
  // A refused sign-in's appeal token: in memory only, gone with this screen (decision 0092).
  const [suspension, setSuspension] = useState<Suspension | null>(null);
  // A sign-in's second-factor challenge: in memory only, like the appeal token.
  const [challenge, setChallenge] = useState<TSecondFactorChallenge | null>(null);
  const heading = copy[suspension ? "suspended" : challenge ? "secondFactor" : byPhone ? "phone" : mode];
  useEffect(() => afterFirstScreen(() => startLoading(loadSignUpForm)), []);

  return (
    <div className="grid min-h-dvh bg-page lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
      <AuthBrandPanel />
      <main className="flex flex-col px-4 py-8 sm:px-8">
        <div className="mx-auto flex w-full max-w-md flex-1 flex-col justify-center gap-6">
          <Logo className="lg:hidden" />
          <div className="space-y-1.5">
            <h1 className="text-2xl font-semibold tracking-tight text-fg">{heading.title}</h1>
            {heading.text ? <p className="text-sm text-muted">{heading.text}</p> : null}
          </div>
          {suspension ? (
            <Suspense fallback={<div className="h-32" aria-busy="true" />}>
              <SuspendedAccount suspension={suspension} onBack={() => setSuspension(null)} />
            </Suspense>
          ) : challenge ? (
            <Suspense fallback={<div className="h-32" aria-busy="true" />}>
              <SecondFactorStep
                challenge={challenge}
                returnTo={returnTo}
                startAgainTo={withReturnPath("/auth/login", returnTo)}
                onStartAgain={() => setChallenge(null)}
              />
            </Suspense>
          ) : byPhone ? (
            <div className="space-y-6">
              <Suspense fallback={<div className="h-32" aria-busy="true" />}>
                <PhoneSignInForm onSuspended={setSuspension} onSecondFactor={setChallenge} />
              </Suspense>
              <div className="border-t border-line pt-4 text-center">
                <Button variant="ghost" size="sm" onClick={() => navigate(withReturnPath("/auth/login", returnTo))}>
                  Use email instead
                </Button>
              </div>
            </div>
          ) : (
            <AuthTabs
              mode={mode}
              onChange={(next) =>
                navigate(withReturnPath(next === "signup" ? "/auth/signup" : "/auth/login", returnTo), {
                  replace: true,
                })
              }
            >
              <div className="space-y-6">
                {mode === "signup" ? (
                  <Suspense fallback={<div className="h-[30rem]" aria-busy="true" />}>
                    <SignUpForm />
                  </Suspense>
                ) : (
                  <SignInForm onSuspended={setSuspension} onSecondFactor={setChallenge} />
                )}
                <OrDivider />
                <div className="grid gap-2.5">
                  <SocialSignInButtons returnTo={returnTo} />
                  {mode === "login" ? <PasskeySignInButton returnTo={returnTo} onSuspended={setSuspension} /> : null}
                  {mode === "login" ? (
                    // A history entry of its own, so the browser's Back returns to the email form.
                    <Button
                      variant="secondary"
                      size="lg"
                      className={ALTERNATIVE_SIGN_IN_CLASS}
                      onClick={() => navigate(withReturnPath("/auth/login?method=phone", returnTo))}
                    >
                      <Smartphone className="size-4.5 text-muted" aria-hidden />
                      Sign in with phone
                    </Button>
                  ) : null}
                </div>
              </div>
            </AuthTabs>
          )}
        </div>
        <AuthFooter className="mt-8" />
      </main>
    </div>
  );
}
