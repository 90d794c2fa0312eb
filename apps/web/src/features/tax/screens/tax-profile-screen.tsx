import { useQuery } from "@tanstack/react-query";
import { Info } from "lucide-react";
import { FormAlert } from "@/components/form-alert";
import { PageHeader } from "@/components/page-header";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useViewerRole } from "@/lib/viewer-role";
import { taxProfileQuery } from "../api";
import { DestinationsCard } from "../components/destinations-card";
import { PanCard } from "../components/pan-card";
import { TaxProfileForm } from "../components/tax-profile-form";

/** /settings/tax: the legal name, PAN, GSTIN and billing address invoices and tax forms carry, and what is verified. */
export default function TaxProfileScreen() {
  const role = useViewerRole();
  const query = useQuery({ ...taxProfileQuery, enabled: role !== "ADMIN" });
  if (role === "ADMIN") {
    return (
      <div className="mx-auto max-w-3xl">
        <PageHeader
          title="Tax profile"
          description="Freelancers and companies keep a tax profile; administrators do not."
        />
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageHeader
        title="Tax profile"
        description="Your tax invoices, TDS certificates and yearly summary carry these details. Only you and Crewlance administrators see them in full."
      />
      {query.isPending ? (
        <Skeleton className="h-96" />
      ) : query.isError ? (
        <FormAlert error={query.error} />
      ) : (
        <>
          {query.data.kycProvider === "dev" ? (
            <p className="flex items-start gap-2 rounded-lg border border-line bg-surface-muted p-3 text-sm text-muted">
              <Info className="mt-0.5 size-4 shrink-0" aria-hidden />
              <span>Development: no KYC provider is configured, so verification succeeds at once.</span>
            </p>
          ) : null}
          <Card className="p-5">
            <TaxProfileForm key={query.data.profile?.updatedAt ?? "new"} profile={query.data.profile} />
          </Card>
          <PanCard profile={query.data.profile} />
          <DestinationsCard />
        </>
      )}
    </div>
  );
}
