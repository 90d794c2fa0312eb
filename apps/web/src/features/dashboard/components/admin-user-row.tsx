import type { TAdminUser } from "@crewlance/contracts/admin";
import { BadgeCheck, FileText } from "lucide-react";
import { Avatar } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { roleLabel } from "@/lib/roles";
import type { AdminAction } from "../admin-api";

/** Desktop column widths, shared by the header and every row so they line up. */
// The actions column has a fixed width: rows with more buttons must not shift the other columns.
export const USER_GRID_COLUMNS = "md:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)_minmax(0,1.1fr)_16.5rem]";

type AdminUserRowProps = {
  user: TAdminUser;
  onAction: (action: AdminAction, user: TAdminUser) => void;
  onOpenCertificate: (user: TAdminUser) => void;
  onMakeAdmin: (user: TAdminUser) => void;
  busy: boolean;
};

/** One account: a card on phones, a row of columns from md up. */
export function AdminUserRow({ user, onAction, onOpenCertificate, onMakeAdmin, busy }: AdminUserRowProps) {
  const suspended = user.status === "SUSPENDED";
  const isAdmin = user.role === "ADMIN";
  const company = user.company;
  const hintId = `admin-hint-${user.id}`;
  return (
    <li className={`grid gap-3 px-4 py-4 md:items-center md:gap-4 md:px-5 md:py-3 ${USER_GRID_COLUMNS}`}>
      <div className="flex min-w-0 items-center gap-3">
        <Avatar src={user.avatarUrl} name={user.fullName} size="sm" />
        <div className="min-w-0">
          <p className="truncate text-sm font-semibold text-fg">{user.fullName}</p>
          <p className="truncate text-sm text-muted">{user.email}</p>
        </div>
      </div>

      <div className="flex flex-wrap items-center gap-1.5">
        <Badge tone={isAdmin ? "accent" : "neutral"}>{roleLabel(user.role)}</Badge>
        <Badge tone={suspended ? "danger" : "success"}>{suspended ? "Suspended" : "Active"}</Badge>
        {user.emailVerified ? null : <Badge tone="warning">Email unverified</Badge>}
      </div>

      <div className={cn("min-w-0 text-sm", !company && user.role !== "COMPANY" && "hidden md:block")}>
        {company ? (
          <div className="flex flex-wrap items-center gap-1.5">
            <span className="truncate text-fg">{company.companyName}</span>
            {company.verified ? (
              <Badge tone="success">
                <BadgeCheck className="size-3" aria-hidden />
                Verified
              </Badge>
            ) : (
              <Badge tone="warning">Not verified</Badge>
            )}
          </div>
        ) : user.role === "COMPANY" ? (
          <span className="text-muted">No company profile yet</span>
        ) : (
          <span className="text-muted">
            <span aria-hidden>—</span>
            <span className="sr-only">No company</span>
          </span>
        )}
      </div>

      <div className="flex flex-wrap items-center gap-2 md:justify-end">
        {company && !company.verified ? (
          <Button
            size="sm"
            variant="secondary"
            disabled={busy}
            aria-label={`Verify company ${company.companyName}`}
            onClick={() => onAction("verify", user)}
          >
            Verify company
          </Button>
        ) : null}
        {company?.hasRegistrationCertificate ? (
          <Button
            size="sm"
            variant="ghost"
            aria-label={`View certificate of ${company.companyName}`}
            onClick={() => onOpenCertificate(user)}
          >
            <FileText className="size-4" aria-hidden />
            View certificate
          </Button>
        ) : null}
        <Button
          size="sm"
          variant="secondary"
          className={suspended ? undefined : "text-red-700 dark:text-red-400"}
          disabled={busy || isAdmin}
          aria-label={`${suspended ? "Restore" : "Suspend"} ${user.fullName}`}
          aria-describedby={isAdmin ? hintId : undefined}
          onClick={() => onAction(suspended ? "restore" : "suspend", user)}
        >
          {suspended ? "Restore" : "Suspend"}
        </Button>
        {isAdmin ? (
          <span id={hintId} className="sr-only">
            Administrator accounts cannot be suspended.
          </span>
        ) : null}
        {/* Only a verified, active account can become an admin (decision 0092). */}
        {!isAdmin && !suspended && user.emailVerified ? (
          <Button
            size="sm"
            variant="ghost"
            disabled={busy}
            aria-label={`Make admin: ${user.fullName}`}
            onClick={() => onMakeAdmin(user)}
          >
            Make admin
          </Button>
        ) : null}
      </div>
    </li>
  );
}
