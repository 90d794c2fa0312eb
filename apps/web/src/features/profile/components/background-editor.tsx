import type { TFreelancerProfile } from "@crewlance/contracts/users";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { History } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { FormProvider, type Path, useForm, useWatch } from "react-hook-form";
import { EducationList } from "@/components/education-list";
import { FormAlert } from "@/components/form-alert";
import { ShowcaseList } from "@/components/showcase-list";
import { Button } from "@/components/ui/button";
import { WorkExperienceList } from "@/components/work-experience-list";
import { clearBackgroundDrafts, readPendingDrafts, syncBackgroundDrafts } from "@/lib/background-drafts";
import {
  type BackgroundFormOutput,
  type BackgroundFormValues,
  backgroundDrafts,
  ZBackgroundForm,
} from "@/lib/background-form";
import { formErrorMap } from "@/lib/form-error-map";
import { showFormError } from "@/lib/form-server-error";
import { useAuthStore } from "@/lib/session/auth-store";
import { toast } from "@/lib/toast";
import { updateFreelancerProfile, uploadShowcaseImage } from "../api";
import { withBackground } from "../background-request";

const LISTS = ["education", "workExperience", "showcase"];

/** The saved lists, and what the editor opens with: a pending draft wins over the saved list. */
function startingValues(profile: TFreelancerProfile) {
  const saved = backgroundDrafts(profile);
  const pending = readPendingDrafts();
  return {
    saved,
    restored: pending.education !== null || pending.showcase !== null,
    values: {
      ...saved,
      education: pending.education ?? saved.education,
      showcase: pending.showcase ?? saved.showcase,
    },
  };
}

/**
 * Edits education, work experience and showcase, saved with the rest of the profile unchanged.
 * Unsaved education and showcase lists are cached in local storage and restored when
 * the editor opens again.
 */
export function BackgroundEditor({ profile, onClose }: { profile: TFreelancerProfile; onClose: () => void }) {
  const [start] = useState(() => startingValues(profile));
  const [restored, setRestored] = useState(start.restored);
  const saved = useRef(false);
  const form = useForm<BackgroundFormValues, unknown, BackgroundFormOutput>({
    resolver: zodResolver(ZBackgroundForm, { error: formErrorMap }),
    mode: "onTouched",
    defaultValues: start.values,
  });
  const education = useWatch({ control: form.control, name: "education" });
  const showcase = useWatch({ control: form.control, name: "showcase" });

  useEffect(() => {
    if (!saved.current) syncBackgroundDrafts({ education, showcase }, start.saved);
  }, [education, showcase, start.saved]);

  const save = useMutation({
    mutationFn: (values: BackgroundFormOutput) => updateFreelancerProfile(withBackground(profile, values)),
    onSuccess: (user) => {
      saved.current = true;
      clearBackgroundDrafts();
      useAuthStore.getState().setUser(user);
      toast.success("Background saved");
      onClose();
    },
    onError: (error) =>
      showFormError(error, form.setError, (path, message) => {
        // Paths point into the lists (`education.0.school`), so each error lands on its own input.
        if (!LISTS.includes(path.split(".")[0] ?? "")) return false;
        form.setError(path as Path<BackgroundFormValues>, { type: "server", message });
        return true;
      }),
  });

  const discard = () => {
    clearBackgroundDrafts();
    form.reset(start.saved);
    setRestored(false);
  };

  return (
    <FormProvider {...form}>
      <form
        noValidate
        aria-label="Edit background"
        onSubmit={form.handleSubmit((values) => save.mutate(values))}
        className="mt-5 space-y-8"
      >
        {restored ? (
          <div
            role="status"
            className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900 dark:border-amber-500/40 dark:bg-amber-500/10 dark:text-amber-200"
          >
            <span className="inline-flex items-center gap-2 font-medium">
              <History className="size-4 shrink-0" aria-hidden />
              Unsaved changes restored
            </span>
            <Button variant="secondary" size="sm" onClick={discard} disabled={save.isPending}>
              Discard
            </Button>
          </div>
        ) : null}
        <fieldset disabled={save.isPending} className="min-w-0 space-y-8">
          <legend className="sr-only">Background</legend>
          <EducationList />
          <WorkExperienceList />
          <div className="space-y-8 border-t border-line pt-6">
            <ShowcaseList kind="portfolios" uploadImage={uploadShowcaseImage} />
            <ShowcaseList kind="certifications" withIssuer />
            <ShowcaseList kind="projects" />
          </div>
        </fieldset>
        <FormAlert message={form.formState.errors.root?.server?.message} />
        <div className="flex flex-col-reverse gap-2 border-t border-line pt-4 sm:flex-row sm:items-center sm:justify-end">
          <p className="text-xs text-muted sm:mr-auto">
            Unsaved education and showcase changes stay on this device until you save or discard them.
          </p>
          <Button variant="ghost" onClick={onClose} disabled={save.isPending}>
            Close
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? "Saving..." : "Save background"}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
