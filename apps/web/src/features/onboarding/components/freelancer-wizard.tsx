import { zodResolver } from "@hookform/resolvers/zod";
import { useId, useState } from "react";
import { FormProvider, type Path, useForm } from "react-hook-form";
import { EducationList } from "@/components/education-list";
import { FormAlert } from "@/components/form-alert";
import { ShowcaseList } from "@/components/showcase-list";
import { StepIndicator } from "@/components/ui/step-indicator";
import { WorkExperienceList } from "@/components/work-experience-list";
import { clearBackgroundDrafts, readEducationDraft, readShowcaseDraft } from "@/lib/background-drafts";
import { emptyWorkExperience } from "@/lib/background-form";
import { formErrorMap } from "@/lib/form-error-map";
import { useAuthStore } from "@/lib/session/auth-store";
import { saveFreelancerProfile } from "../api";
import {
  FREELANCER_STEPS,
  type FreelancerFormOutput,
  type FreelancerFormValues,
  PHONE_STEP,
  ZFreelancerForm,
} from "../freelancer-form";
import { clearOnboardingDraft, readOnboardingDraft, useOnboardingDraft } from "../onboarding-draft";
import { useDraftPersistence } from "../use-draft-persistence";
import { useRevalidateErrors } from "../use-revalidate-errors";
import { useSaveOnboarding } from "../use-save-onboarding";
import { FreelancerAboutStep } from "./freelancer-about-step";
import { FreelancerPhoneStep } from "./freelancer-phone-step";
import { FreelancerReviewStep } from "./freelancer-review-step";
import { WizardNav } from "./wizard-nav";
import { WizardStepForm } from "./wizard-step-form";

const LAST = FREELANCER_STEPS.length - 1;
const titles = FREELANCER_STEPS.map((step) => step.title);

/** Education and showcase have drafts of their own (their own storage keys); the rest goes in the wizard's draft. */
const EMPTY = {
  headline: "",
  bio: "",
  skills: [] as string[],
  hourlyRate: "",
  experienceLevel: "",
  availability: "AVAILABLE",
  location: "",
  languages: [] as string[],
  workExperience: [] as FreelancerFormValues["workExperience"],
};
const DRAFTED = Object.keys(EMPTY);

function initialValues(userId: string | undefined): FreelancerFormValues {
  const drafted = readOnboardingDraft(userId, EMPTY);
  return {
    ...drafted,
    availability: drafted.availability as FreelancerFormValues["availability"],
    workExperience: drafted.workExperience.map((item) => ({ ...emptyWorkExperience(), ...item })),
    education: readEducationDraft(),
    showcase: readShowcaseDraft(),
  };
}

export function FreelancerWizard() {
  const [step, setStep] = useState(0);
  const formId = useId();
  const userId = useAuthStore((state) => state.user?.id);
  const [defaultValues] = useState(() => initialValues(userId));
  const form = useForm<FreelancerFormValues, unknown, FreelancerFormOutput>({
    resolver: zodResolver(ZFreelancerForm, { error: formErrorMap }),
    mode: "onTouched",
    defaultValues,
  });
  useDraftPersistence(form.control);
  useOnboardingDraft(form, userId, DRAFTED);
  useRevalidateErrors(form);

  const mutation = useSaveOnboarding({
    save: saveFreelancerProfile,
    steps: FREELANCER_STEPS,
    successMessage: "Your profile is ready",
    beforeSaved: () => {
      clearBackgroundDrafts();
      clearOnboardingDraft();
    },
    placeError: (path, message) => form.setError(path as Path<FreelancerFormValues>, { type: "server", message }),
    setError: form.setError,
    showStep: setStep,
  });

  const goTo = (next: number) => {
    setStep(next);
    window.scrollTo?.({ top: 0 });
  };

  const onSubmit = async () => {
    if (step < LAST) {
      const fields = FREELANCER_STEPS[step]?.fields ?? [];
      if (await form.trigger([...fields], { shouldFocus: true })) goTo(step + 1);
      return;
    }
    await form.handleSubmit(
      (body) => mutation.mutate(body),
      (errors) => {
        const first = FREELANCER_STEPS.findIndex((candidate) => candidate.fields.some((field) => field in errors));
        if (first !== -1) goTo(first);
      },
    )();
  };

  return (
    <FormProvider {...form}>
      <StepIndicator steps={titles} current={step} className="mb-6" />
      <div className="space-y-6">
        <WizardStepForm id={formId} label={titles[step]} onSubmit={() => void onSubmit()}>
          {step === 0 ? <FreelancerAboutStep /> : null}
          {step === 1 ? (
            <div className="space-y-8">
              <EducationList />
              <WorkExperienceList />
            </div>
          ) : null}
          {step === 2 ? (
            <div className="space-y-8">
              <ShowcaseList kind="portfolios" />
              <ShowcaseList kind="certifications" />
              <ShowcaseList kind="projects" />
            </div>
          ) : null}
          {step === LAST ? <FreelancerReviewStep goTo={goTo} /> : null}
        </WizardStepForm>
        {/* Outside the wizard's form: the phone step has forms of its own, and forms cannot nest. */}
        {step === PHONE_STEP ? <FreelancerPhoneStep onSkip={() => goTo(PHONE_STEP + 1)} /> : null}
        <FormAlert message={form.formState.errors.root?.server?.message} />
        <WizardNav
          step={step}
          last={LAST}
          busy={mutation.isPending}
          onBack={() => goTo(step - 1)}
          finishLabel="Finish setup"
          formId={formId}
        />
      </div>
    </FormProvider>
  );
}
