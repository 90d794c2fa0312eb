import type { TProfileVisibility } from "@crewlance/contracts/handles";
import { EyeOff, Globe2, Users } from "lucide-react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { cn } from "@/lib/cn";

/** The three choices, each with the one line that says what it means for the page. */
export const VISIBILITY_OPTIONS: Array<{
  value: TProfileVisibility;
  label: string;
  hint: string;
  Icon: typeof Globe2;
}> = [
  {
    value: "PUBLIC",
    label: "Public",
    hint: "Anyone with the link can see your page, and search engines can list it.",
    Icon: Globe2,
  },
  {
    value: "SIGNED_IN",
    label: "Signed-in members only",
    hint: "People signed in to Crewlance see your page; others are asked to sign in. Search engines skip it.",
    Icon: Users,
  },
  {
    value: "HIDDEN",
    label: "Hidden",
    hint: "Nobody sees your page: the address shows “not found”. You keep your handle.",
    Icon: EyeOff,
  },
];

/** A radio group of the page's visibility, styled as the team form's visibility cards. */
export function VisibilityOptions({
  chosen,
  field,
  error,
}: {
  chosen: TProfileVisibility;
  field: UseFormRegisterReturn<"visibility">;
  error?: string;
}) {
  return (
    <fieldset aria-describedby={error ? "public-page-visibility-error" : undefined}>
      <legend className="mb-1.5 text-sm font-medium text-fg">Who can see your public page</legend>
      <div className="grid gap-2">
        {VISIBILITY_OPTIONS.map(({ value, label, hint, Icon }) => (
          <label
            key={value}
            className={cn(
              "flex cursor-pointer gap-3 rounded-xl border p-3 transition-colors has-focus-visible:outline-2 has-focus-visible:outline-amber-500",
              chosen === value
                ? "border-amber-400 bg-amber-50 dark:border-amber-500/60 dark:bg-amber-500/10"
                : "border-line bg-surface hover:border-amber-300",
            )}
          >
            <input type="radio" value={value} {...field} className="sr-only" />
            <Icon className="mt-0.5 size-5 shrink-0 text-amber-600 dark:text-amber-400" aria-hidden />
            <span>
              <span className="block text-sm font-medium text-fg">{label}</span>
              <span className="block text-xs text-muted">{hint}</span>
            </span>
          </label>
        ))}
      </div>
      {error ? (
        <p
          id="public-page-visibility-error"
          role="alert"
          className="mt-1 text-xs font-medium text-red-600 dark:text-red-400"
        >
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
