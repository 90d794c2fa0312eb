import { CompanyRegistrationFields } from "@/components/company-fields";
import { FilePicker } from "@/components/file-picker";
import { type CompanyFileField, FILE_RULES } from "@/lib/company-form";

type CompanyVerificationStepProps = {
  files: Record<CompanyFileField, File | null>;
  fileErrors: Partial<Record<CompanyFileField, string>>;
  onFile: (field: CompanyFileField, file: File | null) => void;
};

export function CompanyVerificationStep({ files, fileErrors, onFile }: CompanyVerificationStepProps) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <CompanyRegistrationFields />
      <FilePicker
        label="Registration certificate"
        hint={FILE_RULES.registrationCertificate.hint}
        accept={FILE_RULES.registrationCertificate.accept}
        file={files.registrationCertificate}
        onChange={(file) => onFile("registrationCertificate", file)}
        error={fileErrors.registrationCertificate}
      />
      <FilePicker
        label="Logo (optional)"
        hint={FILE_RULES.logo.hint}
        accept={FILE_RULES.logo.accept}
        file={files.logo}
        onChange={(file) => onFile("logo", file)}
        error={fileErrors.logo}
      />
    </div>
  );
}
