import { CompanyDetailsFields } from "@/components/company-fields";

export function CompanyDetailsStep() {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <CompanyDetailsFields />
    </div>
  );
}
