import type { TAccountSession } from "@crewlance/contracts/account";
import { useQuery } from "@tanstack/react-query";
import { Laptop } from "lucide-react";
import { useState } from "react";
import { FormAlert } from "@/components/form-alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { formatDateTime } from "@/lib/format";
import { accountSessionsQuery, deviceName } from "../api";
import { lastActiveText, signedInText } from "./session-times";
import { SignOutDeviceDialog, SignOutOthersDialog } from "./sign-out-dialogs";

/** This device first, then the most recently active. */
function inShowingOrder(sessions: TAccountSession[]): TAccountSession[] {
  return [...sessions].sort(
    (a, b) => Number(b.current) - Number(a.current) || b.lastSeenAt.localeCompare(a.lastSeenAt),
  );
}

function SessionRow({ session, onSignOut }: { session: TAccountSession; onSignOut: () => void }) {
  const name = deviceName(session);
  return (
    <li className="flex flex-wrap items-center gap-3 py-3">
      <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-surface-muted text-muted">
        <Laptop className="size-4" aria-hidden />
      </span>
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-fg">
          <span className="break-words">{name}</span>
          {session.current ? <Badge tone="success">This device</Badge> : null}
        </p>
        <p className="font-mono text-xs text-muted">{session.ip}</p>
        <p className="text-xs text-muted">
          <time dateTime={session.signedInAt} title={formatDateTime(new Date(session.signedInAt))}>
            {signedInText(session.signedInAt)}
          </time>
          {" · "}
          <time dateTime={session.lastSeenAt} title={formatDateTime(new Date(session.lastSeenAt))}>
            {lastActiveText(session.lastSeenAt)}
          </time>
        </p>
      </div>
      {session.current ? null : (
        <Button size="sm" variant="secondary" aria-label={`Sign out of ${name}`} onClick={onSignOut}>
          Sign out
        </Button>
      )}
    </li>
  );
}

/** "Where you're signed in": every device holding a sign-in, each one signed out on its own or all together. */
export function SessionsCard() {
  const query = useQuery(accountSessionsQuery);
  const [signingOut, setSigningOut] = useState<TAccountSession | null>(null);
  const [signingOutOthers, setSigningOutOthers] = useState(false);
  const sessions = query.data ? inShowingOrder(query.data) : [];
  const hasOthers = sessions.some((session) => !session.current);
  return (
    <Card className="p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="text-base font-semibold text-fg">Where you're signed in</h2>
          <p className="mt-1 text-sm text-muted">
            Sign out of any device you don't recognise, then change your password.
          </p>
        </div>
        {hasOthers ? (
          <Button size="sm" variant="secondary" onClick={() => setSigningOutOthers(true)}>
            Sign out of all other devices
          </Button>
        ) : null}
      </div>
      <div className="mt-4">
        {query.isPending ? (
          <Skeleton className="h-16" />
        ) : query.isError ? (
          <FormAlert error={query.error} />
        ) : (
          <ul aria-label="Devices" className="divide-y divide-[var(--border)]">
            {sessions.map((session) => (
              <SessionRow key={session.id} session={session} onSignOut={() => setSigningOut(session)} />
            ))}
          </ul>
        )}
      </div>
      {signingOut ? (
        <SignOutDeviceDialog
          session={signingOut}
          open
          onOpenChange={(open) => {
            if (!open) setSigningOut(null);
          }}
        />
      ) : null}
      <SignOutOthersDialog open={signingOutOthers} onOpenChange={setSigningOutOthers} />
    </Card>
  );
}
