import { useLocation, useNavigate } from "react-router";
import { Logo } from "@/components/ui/logo";
import { AuthBrandPanel } from "../components/auth-brand-panel";
import { AuthFooter } from "../components/auth-footer";
import { type AuthMode, AuthTabs } from "../components/auth-tabs";
import { SignInForm } from "../components/sign-in-form";
import { SignUpForm } from "../components/sign-up-form";
import { SocialSignInSlot } from "../components/social-sign-in-slot";

const copy = {
  login: { title: "Welcome back", text: "Sign in to your tasks, projects and payments." },
  signup: { title: "Create your account", text: "Join Crewlance to hire or to work. It's free." },
} as const;

/** /auth/login and /auth/signup: one screen whose tabs switch the URL (spec A2). */
export default function AuthScreen() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const mode: AuthMode = pathname.endsWith("/signup") ? "signup" : "login";

  return (
    <div className="grid min-h-dvh bg-page lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
      <AuthBrandPanel />
      <main className="flex flex-col px-4 py-8 sm:px-8">
        <div className="mx-auto flex w-full max-w-md flex-1 flex-col justify-center gap-6">
          <Logo className="lg:hidden" />
          <div className="space-y-1.5">
            <h1 className="text-2xl font-semibold tracking-tight text-fg">{copy[mode].title}</h1>
            <p className="text-sm text-muted">{copy[mode].text}</p>
          </div>
          <AuthTabs
            mode={mode}
            onChange={(next) => navigate(next === "signup" ? "/auth/signup" : "/auth/login", { replace: true })}
          >
            {mode === "signup" ? <SignUpForm /> : <SignInForm />}
          </AuthTabs>
          <SocialSignInSlot />
        </div>
        <AuthFooter className="mt-8" />
      </main>
    </div>
  );
}
