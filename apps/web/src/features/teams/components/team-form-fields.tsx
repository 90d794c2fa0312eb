import { TEAM_DESCRIPTION_MAX, TEAM_SKILLS_MAX, type TTeamVisibility } from "@crewlance/contracts/teams";
import { Globe2, Lock } from "lucide-react";
import type { Control, FieldErrors, UseFormRegister } from "react-hook-form";
import { TagField } from "@/components/tag-field";
import { Field } from "@/components/ui/field";
import { Input, Textarea } from "@/components/ui/input";
import { cn } from "@/lib/cn";
import { VISIBILITY_HINT, VISIBILITY_LABEL } from "../labels";

export type TeamFormValues = {
  name: string;
  description: string;
  skills: string[];
  visibility: TTeamVisibility;
};

export const TEAM_FORM_FIELDS = ["name", "description", "skills", "visibility"] as const;

const ICONS = { PUBLIC: Globe2, PRIVATE: Lock } as const;

/** Name, description, skills and visibility: the same fields on /team/create and in the team's settings. */
export function TeamFormFields({
  register,
  control,
  errors,
  visibility,
}: {
  register: UseFormRegister<TeamFormValues>;
  control: Control<TeamFormValues>;
  errors: FieldErrors<TeamFormValues>;
  visibility: TTeamVisibility;
}) {
  return (
    <>
      <Field label="Team name" error={errors.name?.message}>
        {(ids) => <Input {...ids} {...register("name")} placeholder="e.g. Pixel Forge" autoComplete="off" />}
      </Field>
      <Field
        label="Description"
        hint={`What the team does and how it works, up to ${TEAM_DESCRIPTION_MAX.toLocaleString("en-US")} characters.`}
        error={errors.description?.message}
      >
        {(ids) => <Textarea {...ids} {...register("description")} rows={4} />}
      </Field>
      <TagField
        control={control}
        name="skills"
        label="Skills"
        hint={`Up to ${TEAM_SKILLS_MAX}; press Enter after each.`}
        error={errors.skills?.message ?? errors.skills?.root?.message}
        max={TEAM_SKILLS_MAX}
        placeholder={(count) => (count === 0 ? "e.g. React, Figma, Node.js" : "Add another skill")}
      />
      <fieldset>
        <legend className="mb-1.5 text-sm font-medium text-fg">Visibility</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {(["PUBLIC", "PRIVATE"] as const).map((value) => {
            const Icon = ICONS[value];
            return (
              <label
                key={value}
                className={cn(
                  "flex cursor-pointer gap-3 rounded-xl border p-3 transition-colors has-focus-visible:outline-2 has-focus-visible:outline-amber-500",
                  visibility === value
                    ? "border-amber-400 bg-amber-50 dark:border-amber-500/60 dark:bg-amber-500/10"
                    : "border-line bg-surface hover:border-amber-300",
                )}
              >
                <input type="radio" value={value} {...register("visibility")} className="sr-only" />
                <Icon className="mt-0.5 size-5 shrink-0 text-amber-600 dark:text-amber-400" aria-hidden />
                <span>
                  <span className="block text-sm font-medium text-fg">{VISIBILITY_LABEL[value]}</span>
                  <span className="block text-xs text-muted">{VISIBILITY_HINT[value]}</span>
                </span>
              </label>
            );
          })}
        </div>
        {errors.visibility?.message ? (
          <p role="alert" className="mt-1 text-xs font-medium text-red-600 dark:text-red-400">
            {errors.visibility.message}
          </p>
        ) : null}
      </fieldset>
    </>
  );
}
