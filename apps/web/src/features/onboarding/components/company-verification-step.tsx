import { useFormContext } from "react-hook-form";
import { FilePicker } from "@/components/file-picker";
import { Field } from "@/components/ui/field";
import { Input, Textarea } from "@/components/ui/input";
import type { CompanyFileField, CompanyFormValues } from "@/lib/company-form";

type CompanyVerificationStepProps = {
  files: Record<CompanyFileField, File | null>;
  fileErrors: Partial<Record<CompanyFileField, string>>;
  onFile: (field: CompanyFileField, file: File | null) => void;
};

export function CompanyVerificationStep({ files, fileErrors, onFile }: CompanyVerificationStepProps) {
  const {
    register,
    formState: { errors },
  } = useFormContext<CompanyFormValues>();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field
        className="sm:col-span-2"
        label="About the company"
        hint="What you do and what kind of work you hire for. At least 20 characters."
        error={errors.description?.message}
      >
        {(ids) => <Textarea {...ids} {...register("description")} rows={4} />}
      </Field>
      <Field
        className="sm:col-span-2"
        label="Registration number"
        hint="Your CIN, LLPIN or GSTIN."
        error={errors.registrationNumber?.message}
      >
        {(ids) => <Input {...ids} {...register("registrationNumber")} placeholder="U72200MH2020PTC123456" />}
      </Field>
      <FilePicker
        label="Registration certificate"
        hint="PDF, JPEG or PNG, up to 10 MB. Only our review team sees it."
        accept="application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png"
        file={files.registrationCertificate}
        onChange={(file) => onFile("registrationCertificate", file)}
        error={fileErrors.registrationCertificate}
      />
      <FilePicker
        label="Logo (optional)"
        hint="JPEG, PNG or WebP, up to 5 MB."
        accept="image/jpeg,image/png,image/webp"
        file={files.logo}
        onChange={(file) => onFile("logo", file)}
        error={fileErrors.logo}
      />
    </div>
  );
}
