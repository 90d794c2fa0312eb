import * as Tabs from "@radix-ui/react-tabs";
import { useLocation, useNavigate } from "react-router";
import { Logo } from "@/components/ui/logo";
import { cn } from "@/lib/cn";
import { AuthBrandPanel } from "../components/auth-brand-panel";
import { AuthFooter } from "../components/auth-footer";
import { SignInForm } from "../components/sign-in-form";
import { SignUpForm } from "../components/sign-up-form";
import { SocialSignInSlot } from "../components/social-sign-in-slot";

type Mode = "login" | "signup";

const copy = {
  login: { title: "Welcome back", text: "Sign in to your tasks, projects and payments." },
  signup: { title: "Create your account", text: "Join Crewlance to hire or to work. It's free." },
} as const;

const tabClass = cn(
  "flex-1 rounded-md px-3 py-1.5 text-sm font-medium text-muted transition-colors hover:text-fg",
  "data-[state=active]:bg-surface data-[state=active]:text-fg data-[state=active]:shadow-sm",
);

/** /auth/login and /auth/signup: one screen whose tabs switch the URL (spec A2). */
export default function AuthScreen() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const mode: Mode = pathname.endsWith("/signup") ? "signup" : "login";

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
          <Tabs.Root
            value={mode}
            onValueChange={(value) => navigate(value === "signup" ? "/auth/signup" : "/auth/login", { replace: true })}
          >
            <Tabs.List aria-label="Sign in or sign up" className="mb-6 flex rounded-lg bg-surface-muted p-1">
              <Tabs.Trigger value="login" className={tabClass}>
                Sign in
              </Tabs.Trigger>
              <Tabs.Trigger value="signup" className={tabClass}>
                Sign up
              </Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="login" className="focus-visible:outline-none">
              <SignInForm />
            </Tabs.Content>
            <Tabs.Content value="signup" className="focus-visible:outline-none">
              <SignUpForm />
            </Tabs.Content>
          </Tabs.Root>
          <SocialSignInSlot />
        </div>
        <AuthFooter className="mt-8" />
      </main>
    </div>
  );
}
