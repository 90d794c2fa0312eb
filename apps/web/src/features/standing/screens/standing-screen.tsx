import { useQuery } from "@tanstack/react-query";
import { AlertCircle } from "lucide-react";
import { EmptyState } from "@/components/empty-state";
import { PageHeader } from "@/components/page-header";
import { StandingDetails } from "@/components/standing/standing-details";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/api-client";
import { standingQuery } from "@/lib/standing/api";

/** /account/standing: where a moderation notification links, and the app's restriction banner. */
export default function StandingScreen() {
  // Always fresh here: the banner's copy may be a minute old, and this page is the one to trust.
  const query = useQuery({ ...standingQuery(), refetchOnMount: "always" });
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader
        title="Account standing"
        description="Whether anything limits your account, which community rule it cites, and your appeal."
      />
      {query.isPending ? (
        <div className="space-y-3">
          <span className="sr-only">Loading your standing</span>
          <Skeleton className="h-16 rounded-2xl" />
          <Skeleton className="h-48 rounded-2xl" />
        </div>
      ) : query.isError ? (
        <EmptyState
          icon={AlertCircle}
          title="Could not load your standing"
          description={errorMessage(query.error)}
          action={<Button onClick={() => void query.refetch()}>Try again</Button>}
        />
      ) : (
        <StandingDetails standing={query.data} />
      )}
    </div>
  );
}
