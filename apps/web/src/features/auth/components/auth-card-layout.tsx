import type { ReactNode } from "react";
import { Link } from "react-router";
import { Card } from "@/components/ui/card";
import { Logo } from "@/components/ui/logo";
import { AuthFooter } from "./auth-footer";

type AuthCardLayoutProps = { title: string; hint?: ReactNode; icon?: ReactNode; children: ReactNode };

/** A centred card under the logo, for the password and verification screens. */
export function AuthCardLayout({ title, hint, icon, children }: AuthCardLayoutProps) {
  return (
    <div className="flex min-h-dvh flex-col bg-page px-4 py-8 sm:px-6">
      <div
        aria-hidden
        className="pointer-events-none fixed inset-x-0 top-0 h-64 bg-linear-to-b from-amber-100/70 to-transparent dark:from-amber-500/10"
      />
      <main className="relative mx-auto flex w-full max-w-md flex-1 flex-col justify-center gap-6">
        <Link to="/auth/login" aria-label="Crewlance home" className="self-center rounded-lg">
          <Logo />
        </Link>
        <Card className="space-y-6 p-6 sm:p-8">
          <div className="space-y-2 text-center">
            {icon ? (
              <span className="mx-auto grid size-12 place-items-center rounded-full bg-amber-50 text-amber-600 dark:bg-amber-500/15 dark:text-amber-400">
                {icon}
              </span>
            ) : null}
            <h1 className="text-2xl font-semibold tracking-tight text-fg">{title}</h1>
            {hint ? <div className="text-sm text-muted">{hint}</div> : null}
          </div>
          {children}
        </Card>
      </main>
      <AuthFooter className="relative mt-8" />
    </div>
  );
}
