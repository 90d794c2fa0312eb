import type { TUser } from "@crewlance/contracts/users";
import { ArrowRight, Check, Rocket } from "lucide-react";
import { LinkButton } from "@/components/link-button";
import { Card } from "@/components/ui/card";
import { cn } from "@/lib/cn";
import { profileCompleteness } from "../profile-completeness";

/** Profile completeness from the real profile, the next steps, and where to go from here. */
export function GetStartedPanel({ user }: { user: TUser }) {
  const { percent, steps } = profileCompleteness(user);
  const next = steps.filter((step) => !step.done).slice(0, 4);
  return (
    <Card className="p-5 sm:p-6">
      <div className="flex items-start justify-between gap-4">
        <div>
          <h2 className="flex items-center gap-2 text-base font-semibold text-fg">
            <Rocket className="size-4 text-amber-600 dark:text-amber-400" aria-hidden />
            Get started
          </h2>
          <p className="mt-0.5 text-sm text-muted">
            {percent === 100
              ? "Your profile is complete."
              : user.role === "ADMIN"
                ? "A photo helps people recognise you."
                : "A complete profile gets noticed first."}
          </p>
        </div>
        <p className="text-2xl font-semibold tracking-tight text-fg tabular-nums">{percent}%</p>
      </div>
      <div
        role="progressbar"
        aria-label="Profile completeness"
        aria-valuenow={percent}
        aria-valuemin={0}
        aria-valuemax={100}
        className="mt-4 h-2 overflow-hidden rounded-full bg-surface-muted"
      >
        <div className="h-full rounded-full bg-amber-500 transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      {next.length > 0 ? (
        <ul className="mt-4 grid gap-2 sm:grid-cols-2">
          {next.map((step) => (
            <li key={step.label} className="flex items-center gap-2 text-sm text-fg">
              <span aria-hidden className={cn("grid size-5 place-items-center rounded-full border border-line")}>
                <Check className="size-3 text-transparent" />
              </span>
              {step.label}
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mt-5 flex flex-wrap gap-2">
        <LinkButton to="/profile" variant="primary">
          {percent === 100 ? "View profile" : "Complete profile"}
          <ArrowRight className="size-4" aria-hidden />
        </LinkButton>
        {user.role !== "ADMIN" ? (
          <LinkButton to="/tasks">{user.role === "COMPANY" ? "Your tasks" : "Browse tasks"}</LinkButton>
        ) : null}
        <LinkButton to="/freelancers">Find freelancers</LinkButton>
      </div>
    </Card>
  );
}
