import { useQuery } from "@tanstack/react-query";
import { StandingDetails } from "@/components/standing/standing-details";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/api-client";
import { type Suspension, standingQuery } from "@/lib/standing/api";

function StandingByToken({ appealToken }: { appealToken: string }) {
  const query = useQuery({ ...standingQuery(appealToken), retry: false });
  if (query.isPending)
    return (
      <div className="space-y-3">
        <span className="sr-only">Loading what happened</span>
        <Skeleton className="h-40 rounded-2xl" />
      </div>
    );
  if (query.isError)
    return (
      <p role="alert" className="text-sm text-fg">
        {errorMessage(query.error)} Sign in again to read what happened and to appeal.
      </p>
    );
  return <StandingDetails standing={query.data} appealToken={appealToken} showState={false} />;
}

/**
 * A sign-in refused because the account is suspended (decision 0092): what happened and the appeal,
 * read and sent with the refusal's short-lived appeal token. The token lives in this screen's
 * memory only; leaving it forgets the token.
 */
export function SuspendedAccount({ suspension, onBack }: { suspension: Suspension; onBack: () => void }) {
  return (
    <div className="space-y-6">
      <p className="text-sm text-muted">
        You can't sign in while your account is suspended.
        {suspension.appealToken ? " Here is what happened, and you can appeal once." : ""}
      </p>
      {suspension.appealToken ? <StandingByToken appealToken={suspension.appealToken} /> : null}
      <Button variant="secondary" className="w-full" onClick={onBack}>
        Back to sign in
      </Button>
    </div>
  );
}
