import { zodResolver } from "@hookform/resolvers/zod";
import { useId, useState } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { FormAlert } from "@/components/form-alert";
import { StepIndicator } from "@/components/ui/step-indicator";
import {
  type CompanyFileField,
  type CompanyFormOutput,
  type CompanyFormValues,
  checkFile,
  ZCompanyForm,
} from "@/lib/company-form";
import { toCompanyFormData } from "@/lib/company-form-data";
import { formErrorMap } from "@/lib/form-error-map";
import { useAuthStore } from "@/lib/session/auth-store";
import { saveCompanyProfile } from "../api";
import { CERTIFICATE_MISSING, COMPANY_STEPS } from "../company-form";
import { clearOnboardingDraft, readOnboardingDraft, useOnboardingDraft } from "../onboarding-draft";
import { useRevalidateErrors } from "../use-revalidate-errors";
import { useSaveOnboarding } from "../use-save-onboarding";
import { CompanyDetailsStep } from "./company-details-step";
import { CompanyPhoneSection } from "./company-phone-section";
import { CompanyVerificationStep } from "./company-verification-step";
import { WizardNav } from "./wizard-nav";
import { WizardStepForm } from "./wizard-step-form";

const LAST = COMPANY_STEPS.length - 1;
const titles = COMPANY_STEPS.map((step) => step.title);
type Files = Record<CompanyFileField, File | null>;
type FileErrors = Partial<Record<CompanyFileField, string>>;

const EMPTY: CompanyFormValues = {
  companyName: "",
  industry: "",
  size: "",
  website: "",
  location: "",
  description: "",
  registrationNumber: "",
};
const DRAFTED = Object.keys(EMPTY);

export function CompanyWizard() {
  const [step, setStep] = useState(0);
  const formId = useId();
  const [files, setFiles] = useState<Files>({ registrationCertificate: null, logo: null });
  const [fileErrors, setFileErrors] = useState<FileErrors>({});
  const userId = useAuthStore((state) => state.user?.id);
  const [defaultValues] = useState(() => readOnboardingDraft(userId, EMPTY));
  const form = useForm<CompanyFormValues, unknown, CompanyFormOutput>({
    resolver: zodResolver(ZCompanyForm, { error: formErrorMap }),
    mode: "onTouched",
    defaultValues,
  });

  useRevalidateErrors(form);
  useOnboardingDraft(form, userId, DRAFTED);

  const mutation = useSaveOnboarding({
    save: saveCompanyProfile,
    steps: COMPANY_STEPS,
    successMessage: "Your company profile is ready",
    beforeSaved: clearOnboardingDraft,
    placeError: (path, message) => {
      if (path === "registrationCertificate" || path === "logo") setFileErrors((old) => ({ ...old, [path]: message }));
      else form.setError(path as keyof CompanyFormValues, { type: "server", message });
    },
    setError: form.setError,
    showStep: setStep,
  });

  const onFile = (field: CompanyFileField, file: File | null) => {
    const problem = file ? checkFile(field, file) : null;
    setFileErrors((old) => ({ ...old, [field]: problem ?? undefined }));
    setFiles((old) => ({ ...old, [field]: problem ? null : file }));
  };

  const onSubmit = async () => {
    if (step < LAST) {
      if (await form.trigger([...(COMPANY_STEPS[step]?.fields ?? [])] as Array<keyof CompanyFormValues>)) {
        setStep(step + 1);
      }
      return;
    }
    if (!files.registrationCertificate)
      setFileErrors((old) => ({ ...old, registrationCertificate: CERTIFICATE_MISSING }));
    await form.handleSubmit(
      (values) => {
        if (!files.registrationCertificate) return;
        mutation.mutate(toCompanyFormData(values, files));
      },
      (errors) => {
        if (COMPANY_STEPS[0].fields.some((field) => field in errors)) setStep(0);
      },
    )();
  };

  return (
    <FormProvider {...form}>
      <StepIndicator steps={titles} current={step} className="mb-6" />
      <div className="space-y-6">
        <WizardStepForm id={formId} label={titles[step]} onSubmit={() => void onSubmit()}>
          {step === 0 ? <CompanyDetailsStep /> : null}
          {step === 1 ? <CompanyVerificationStep files={files} fileErrors={fileErrors} onFile={onFile} /> : null}
        </WizardStepForm>
        {/* Outside the wizard's form: the phone section has forms of its own, and forms cannot nest. */}
        {step === 1 ? <CompanyPhoneSection /> : null}
        <FormAlert message={form.formState.errors.root?.server?.message} />
        <WizardNav
          step={step}
          last={LAST}
          busy={mutation.isPending}
          onBack={() => setStep(step - 1)}
          finishLabel="Finish setup"
          formId={formId}
        />
      </div>
    </FormProvider>
  );
}
