import type { TBlockedUser } from "@crewlance/contracts/safety";
import { useQuery } from "@tanstack/react-query";
import { UserX } from "lucide-react";
import { useState } from "react";
import { EmptyState } from "@/components/empty-state";
import { FormAlert } from "@/components/form-alert";
import { BlockDialog } from "@/components/safety/block-dialog";
import { Avatar } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { formatDate } from "@/lib/format";
import { blockedPeopleQuery } from "@/lib/safety/api";

/** "People you blocked", each with Unblock (decision 0092: the one place a block is undone). */
export function BlockedPeopleCard() {
  const query = useQuery(blockedPeopleQuery);
  const [unblocking, setUnblocking] = useState<TBlockedUser | null>(null);
  return (
    <Card className="p-5">
      <h2 id="blocked-heading" className="text-base font-semibold text-fg">
        People you blocked
      </h2>
      <p className="mt-1 text-sm text-muted">
        They can't message you, send you offers or invitations, or apply to your tasks. They are not told.
      </p>
      <div className="mt-4">
        {query.isPending ? (
          <Skeleton className="h-16" />
        ) : query.isError ? (
          <FormAlert error={query.error} />
        ) : query.data.length === 0 ? (
          <EmptyState
            compact
            icon={UserX}
            title="You haven't blocked anyone"
            description="Block someone from the More menu on their profile or in a direct chat."
          />
        ) : (
          <ul className="divide-y divide-[var(--border)]">
            {query.data.map((person) => (
              <li key={person.userId} className="flex items-center gap-3 py-3">
                <Avatar src={person.avatarUrl} name={person.fullName} />
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-medium text-fg">{person.fullName}</p>
                  <p className="text-xs text-muted">Blocked on {formatDate(new Date(person.blockedAt), "local")}</p>
                </div>
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={`Unblock ${person.fullName}`}
                  onClick={() => setUnblocking(person)}
                >
                  Unblock
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
      {unblocking ? (
        <BlockDialog
          userId={unblocking.userId}
          name={unblocking.fullName}
          block={false}
          open
          onOpenChange={(open) => {
            if (!open) setUnblocking(null);
          }}
        />
      ) : null}
    </Card>
  );
}
