import type { TAdminUser } from "@crewlance/contracts/admin";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Search, Users } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { EmptyState } from "@/components/empty-state";
import { FormAlert } from "@/components/form-alert";
import { formatListTotal, PagedList } from "@/components/paged-list";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/api-client";
import { cn } from "@/lib/cn";
import { toast } from "@/lib/toast";
import { oneOfFilter, pageFilter, textFilter, useUrlFilters } from "@/lib/use-url-filters";
import { type AdminAction, adminUsersQuery, runAdminAction } from "../admin-api";
import { adminKeys, dashboardKeys } from "../query-keys";
import { type AdminConfirmation, confirmationFor } from "./admin-action-confirmation";
import { AdminUserRow, USER_GRID_COLUMNS } from "./admin-user-row";
import { MakeAdminDialog } from "./make-admin-dialog";
import { openCertificate } from "./open-certificate";

const SEARCH_DELAY_MS = 300;
const ROLE_OPTIONS = { FREELANCER: "Freelancers", COMPANY: "Companies", ADMIN: "Admins" } as const;
const STATUS_OPTIONS = { ACTIVE: "Active", SUSPENDED: "Suspended" } as const;
const keysOf = <T extends object>(object: T) => Object.keys(object) as Array<keyof T>;

/** The panel's filters live in the address, so an admin can share or reload a search. */
const adminUserFilterFields = {
  q: textFilter(),
  role: oneOfFilter(keysOf(ROLE_OPTIONS), ""),
  status: oneOfFilter(keysOf(STATUS_OPTIONS), ""),
  page: pageFilter(),
};

type Pending = AdminConfirmation | null;

/** Every account (GET /admin/users) with search, filters, paging and the admin's row actions. */
export function AdminUsersPanel() {
  const ids = useId();
  const queryClient = useQueryClient();
  const { filters, setFilters, clearFilters: clearUrlFilters } = useUrlFilters(adminUserFilterFields);
  const { q, role, status, page } = filters;
  // What is typed; it reaches the address (and the query) once typing pauses.
  const [search, setSearch] = useState(q);
  const [pending, setPending] = useState<Pending>(null);
  const [makingAdmin, setMakingAdmin] = useState<TAdminUser | null>(null);
  const [certificateProblem, setCertificateProblem] = useState<string | null>(null);

  useEffect(() => {
    const next = search.trim();
    // Unchanged text keeps the page, so a reload on page 3 stays on page 3.
    if (next === q) return;
    const timer = window.setTimeout(() => setFilters({ q: next }), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [search, q, setFilters]);

  const query = useQuery({
    ...adminUsersQuery({ page, q: q || undefined, role: role || undefined, status: status || undefined }),
    placeholderData: keepPreviousData,
  });

  const action = useMutation({
    mutationFn: ({ kind, user }: { kind: AdminAction; user: TAdminUser }) => runAdminAction(kind, user.id),
    onSuccess: (message) => {
      setPending(null);
      toast.success(message);
    },
    // The dialog stays open with the sentence in it: the admin reads it, then cancels or tries again.
    onError: (error) => toast.error(errorMessage(error)),
    // The list, and the dashboard's counts of suspended accounts and companies to verify.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.all }),
        queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
      ]),
  });

  const onAction = (kind: AdminAction, user: TAdminUser) => {
    action.reset();
    setPending({ action: kind, user });
  };
  const asked = pending ? confirmationFor(pending) : null;

  const filtered = Boolean(q || role || status);
  const clearFilters = () => {
    setSearch("");
    clearUrlFilters();
  };
  const pagination = query.data?.pagination;

  return (
    <Card id="users" className="scroll-mt-20 p-0">
      <div className="flex flex-col gap-4 p-4 sm:p-5">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id={`${ids}-title`} className="text-base font-semibold text-fg">
            Users
          </h2>
          {pagination ? (
            <p className="text-sm text-muted" aria-live="polite">
              {formatListTotal(pagination)} {pagination.totalCount === 1 && !pagination.capped ? "account" : "accounts"}
              {filtered ? " match" : ""}
            </p>
          ) : null}
        </div>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-[minmax(0,1fr)_10rem_10rem]">
          <div className="col-span-2 space-y-1.5 sm:col-span-1">
            <label htmlFor={`${ids}-q`} className="block text-sm font-medium text-fg">
              Search users
            </label>
            <div className="relative">
              <Search
                className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
                aria-hidden
              />
              <Input
                id={`${ids}-q`}
                type="search"
                value={search}
                onChange={(event) => setSearch(event.target.value)}
                placeholder="Name or email"
                className="pl-9"
                maxLength={200}
              />
            </div>
          </div>
          <div className="space-y-1.5">
            <label htmlFor={`${ids}-role`} className="block text-sm font-medium text-fg">
              Role
            </label>
            <Select
              id={`${ids}-role`}
              value={role}
              onChange={(event) => setFilters({ role: event.target.value as typeof role })}
            >
              <option value="">All roles</option>
              {keysOf(ROLE_OPTIONS).map((value) => (
                <option key={value} value={value}>
                  {ROLE_OPTIONS[value]}
                </option>
              ))}
            </Select>
          </div>
          <div className="space-y-1.5">
            <label htmlFor={`${ids}-status`} className="block text-sm font-medium text-fg">
              Status
            </label>
            <Select
              id={`${ids}-status`}
              value={status}
              onChange={(event) => setFilters({ status: event.target.value as typeof status })}
            >
              <option value="">All statuses</option>
              {keysOf(STATUS_OPTIONS).map((value) => (
                <option key={value} value={value}>
                  {STATUS_OPTIONS[value]}
                </option>
              ))}
            </Select>
          </div>
        </div>
      </div>

      <PagedList
        query={query}
        variant="card"
        errorFallback="The users could not be loaded."
        errorClassName="border-t border-line p-4 text-sm text-muted sm:p-5"
        paginationClassName="border-t border-line px-4 py-3 sm:px-5"
        onPageChange={(next) => setFilters({ page: next })}
        skeleton={
          <div className="space-y-2 border-t border-line p-4 sm:p-5">
            <span className="sr-only">Loading users</span>
            {[0, 1, 2, 3].map((key) => (
              <Skeleton key={key} className="h-14" />
            ))}
          </div>
        }
        empty={
          <div className="border-t border-line p-4 sm:p-5">
            <EmptyState
              compact
              icon={Users}
              title={filtered ? "No users match" : "No users yet"}
              description={
                filtered
                  ? "Try another name or email, or clear the filters."
                  : "Accounts appear here as people sign up."
              }
              action={
                filtered ? (
                  <Button variant="secondary" onClick={clearFilters}>
                    Clear filters
                  </Button>
                ) : null
              }
            />
          </div>
        }
      >
        {(items, { stale, fetching }) => (
          <>
            {certificateProblem ? (
              <div className="border-t border-line px-4 py-3 sm:px-5">
                <FormAlert message={certificateProblem} />
              </div>
            ) : null}
            <div
              aria-hidden
              className={cn(
                "hidden gap-4 border-t border-line bg-surface-muted/60 px-5 py-2 text-xs font-medium tracking-wide text-muted uppercase md:grid",
                USER_GRID_COLUMNS,
              )}
            >
              <span>User</span>
              <span>Role and status</span>
              <span>Company</span>
              <span className="text-right">Actions</span>
            </div>
            <ul
              aria-labelledby={`${ids}-title`}
              aria-busy={fetching || undefined}
              className={cn("divide-y divide-[var(--border)] border-t border-line", stale && "opacity-60")}
            >
              {items.map((user) => (
                <AdminUserRow
                  key={user.id}
                  user={user}
                  busy={action.isPending}
                  onAction={onAction}
                  onMakeAdmin={setMakingAdmin}
                  onOpenCertificate={(target) => {
                    setCertificateProblem(null);
                    void openCertificate(target).then(setCertificateProblem);
                  }}
                />
              ))}
            </ul>
          </>
        )}
      </PagedList>

      <MakeAdminDialog user={makingAdmin} onClose={() => setMakingAdmin(null)} />
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => {
          if (!open && !action.isPending) setPending(null);
        }}
        title={asked?.title ?? ""}
        description={asked?.description ?? ""}
        confirmLabel={asked?.confirmLabel ?? ""}
        tone={asked?.tone}
        busy={action.isPending}
        error={action.error}
        onConfirm={() => pending && action.mutate({ kind: pending.action, user: pending.user })}
      />
    </Card>
  );
}
