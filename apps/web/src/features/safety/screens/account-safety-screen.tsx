import { PageHeader } from "@/components/page-header";
import { BlockedPeopleCard } from "../components/blocked-people-card";
import { MyReportsCard } from "../components/my-reports-card";

/** /account/safety: the people the viewer blocked and the reports they sent (decision 0092). */
export default function AccountSafetyScreen() {
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageHeader
        title="Safety"
        description="The people you blocked and the reports you sent. Only you see this page."
      />
      <BlockedPeopleCard />
      <MyReportsCard />
    </div>
  );
}
