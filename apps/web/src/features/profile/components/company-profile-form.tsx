import type { TCompanyProfile } from "@crewlance/contracts/users";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { Building2 } from "lucide-react";
import { useState } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { CompanyDetailsFields, CompanyRegistrationFields } from "@/components/company-fields";
import { FilePicker } from "@/components/file-picker";
import { FormAlert } from "@/components/form-alert";
import { Button } from "@/components/ui/button";
import {
  type CompanyFileField,
  type CompanyFormOutput,
  type CompanyFormValues,
  checkFile,
  FILE_RULES,
  ZCompanyForm,
} from "@/lib/company-form";
import { toCompanyFormData } from "@/lib/company-form-data";
import { formErrorMap } from "@/lib/form-error-map";
import { showFormError } from "@/lib/form-server-error";
import { useAuthStore } from "@/lib/session/auth-store";
import { toast } from "@/lib/toast";
import { updateCompanyProfile } from "../api";
import { CertificateLink } from "./certificate-link";

const TEXT_FIELDS = [
  "companyName",
  "industry",
  "size",
  "website",
  "location",
  "description",
  "registrationNumber",
] as const satisfies ReadonlyArray<keyof CompanyFormValues>;
const FILE_FIELDS: readonly string[] = ["registrationCertificate", "logo"];
const NEEDS_CERTIFICATE = "Upload your company registration certificate (PDF, JPEG or PNG).";

type Files = Record<CompanyFileField, File | null>;

const formValues = (company: TCompanyProfile): CompanyFormValues => ({
  companyName: company.companyName,
  industry: company.industry,
  size: company.size,
  website: company.website ?? "",
  location: company.location ?? "",
  description: company.description ?? "",
  registrationNumber: company.registrationNumber ?? "",
});

/** Edits the company profile: multipart PUT /user/profile/company, new files only when picked. */
export function CompanyProfileForm({ company, onClose }: { company: TCompanyProfile; onClose: () => void }) {
  const [files, setFiles] = useState<Files>({ registrationCertificate: null, logo: null });
  const [fileErrors, setFileErrors] = useState<Partial<Record<CompanyFileField, string>>>({});
  const form = useForm<CompanyFormValues, unknown, CompanyFormOutput>({
    resolver: zodResolver(ZCompanyForm, { error: formErrorMap }),
    mode: "onTouched",
    defaultValues: formValues(company),
  });
  const save = useMutation({
    mutationFn: (body: FormData) => updateCompanyProfile(body),
    onSuccess: (user) => {
      useAuthStore.getState().setUser(user);
      toast.success("Company profile saved");
      onClose();
    },
    onError: (error) =>
      showFormError(error, form.setError, (path, message) => {
        if (FILE_FIELDS.includes(path)) {
          setFileErrors((old) => ({ ...old, [path]: message }));
          return true;
        }
        const field = TEXT_FIELDS.find((name) => name === path.split(".")[0]);
        if (field) form.setError(field, { type: "server", message });
        return Boolean(field);
      }),
  });

  const onFile = (field: CompanyFileField, file: File | null) => {
    const problem = file ? checkFile(field, file) : null;
    setFileErrors((old) => ({ ...old, [field]: problem ?? undefined }));
    setFiles((old) => ({ ...old, [field]: problem ? null : file }));
  };

  const needsCertificate = !company.hasRegistrationCertificate && !files.registrationCertificate;
  const onSubmit = form.handleSubmit((values) => {
    if (needsCertificate) {
      setFileErrors((old) => ({ ...old, registrationCertificate: NEEDS_CERTIFICATE }));
      return;
    }
    save.mutate(toCompanyFormData(values, files));
  });
  return (
    <FormProvider {...form}>
      <form noValidate aria-label="Edit company profile" onSubmit={onSubmit}>
        <fieldset disabled={save.isPending} className="grid min-w-0 gap-4 sm:grid-cols-2">
          <legend className="sr-only">Company details</legend>
          <CompanyDetailsFields />
          <CompanyRegistrationFields />
          <div className="space-y-2">
            <FilePicker
              label="New logo (optional)"
              hint={FILE_RULES.logo.hint}
              accept={FILE_RULES.logo.accept}
              file={files.logo}
              onChange={(file) => onFile("logo", file)}
              error={fileErrors.logo}
            />
            <p className="flex items-center gap-2 text-xs text-muted">
              <span className="grid size-8 shrink-0 place-items-center overflow-hidden rounded-lg border border-line bg-surface-muted">
                {company.logoUrl ? (
                  <img src={company.logoUrl} alt="" className="size-full object-cover" />
                ) : (
                  <Building2 className="size-4" aria-hidden />
                )}
              </span>
              {company.logoUrl ? "Current logo. Pick a new one to replace it." : "No logo yet."}
            </p>
          </div>
          <div className="space-y-2">
            <FilePicker
              label={
                company.hasRegistrationCertificate
                  ? "New registration certificate (optional)"
                  : "Registration certificate"
              }
              hint={FILE_RULES.registrationCertificate.hint}
              accept={FILE_RULES.registrationCertificate.accept}
              file={files.registrationCertificate}
              onChange={(file) => onFile("registrationCertificate", file)}
              error={fileErrors.registrationCertificate}
            />
            {company.hasRegistrationCertificate ? (
              <div className="flex flex-wrap items-center gap-x-2 text-xs text-muted">
                <span>A certificate is on file.</span>
                <CertificateLink />
              </div>
            ) : null}
          </div>
        </fieldset>
        <div className="mt-4 empty:hidden">
          <FormAlert message={form.formState.errors.root?.server?.message} />
        </div>
        <div className="mt-6 flex flex-col-reverse gap-2 border-t border-line pt-4 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={onClose} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? "Saving..." : "Save company"}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
