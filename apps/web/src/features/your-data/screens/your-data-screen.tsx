import { PageHeader } from "@/components/page-header";
import { DeleteAccountCard } from "../components/delete-account-card";
import { ExportCard } from "../components/export-card";

/** /account/data: a copy of one's data, and deleting the account (decision 0099). */
export default function YourDataScreen() {
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageHeader
        title="Your data"
        description="Download everything Crewlance holds about you, or delete your account. Only you see this page."
      />
      <ExportCard />
      <DeleteAccountCard />
    </div>
  );
}
