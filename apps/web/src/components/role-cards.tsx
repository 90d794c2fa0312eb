import type { TSignupRole } from "@crewlance/contracts/enums";
import { BriefcaseBusiness, CircleCheck, Laptop } from "lucide-react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { cn } from "@/lib/cn";

const roles = [
  { value: "FREELANCER", title: "I want to work", text: "Find tasks, join teams, get paid.", icon: Laptop },
  {
    value: "COMPANY",
    title: "I want to hire",
    text: "Post tasks, hire freelancers or teams.",
    icon: BriefcaseBusiness,
  },
] as const satisfies ReadonlyArray<{ value: TSignupRole; title: string; text: string; icon: unknown }>;

type RoleCardsProps = {
  field: UseFormRegisterReturn<"role">;
  error?: string;
  /** When a heading above already asks the question, the legend is kept for screen readers only. */
  hideLegend?: boolean;
};

/** The role as radio cards (sign-up, onboarding): native radios, so arrow keys and screen readers work as usual. */
export function RoleCards({ field, error, hideLegend }: RoleCardsProps) {
  return (
    <fieldset aria-describedby={error ? "role-error" : undefined} className="space-y-1.5">
      <legend className={cn("mb-1.5 text-sm font-medium text-fg", hideLegend && "sr-only")}>
        How will you use Crewlance?
      </legend>
      <div className="grid grid-cols-2 gap-3">
        {roles.map(({ value, title, text, icon: Icon }) => (
          <label
            key={value}
            className={cn(
              "group relative flex cursor-pointer flex-col gap-1 rounded-xl border border-line bg-surface p-3 transition-colors",
              "hover:border-amber-400 has-checked:border-amber-500 has-checked:bg-amber-50 has-checked:ring-1 has-checked:ring-amber-500",
              "dark:has-checked:bg-amber-500/10 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-amber-500",
              error && "border-red-500",
            )}
          >
            <input type="radio" value={value} {...field} className="sr-only" />
            <CircleCheck
              className="absolute top-3 right-3 hidden size-4 text-amber-600 group-has-checked:block dark:text-amber-400"
              aria-hidden
            />
            <Icon className="size-5 text-amber-600 dark:text-amber-400" aria-hidden />
            <span className="text-sm font-semibold text-fg">{title}</span>
            <span className="text-xs leading-snug text-muted">{text}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p id="role-error" role="alert" className="text-xs font-medium text-red-600 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
