import { ShieldX } from "lucide-react";
import type { ReactNode } from "react";
import { LinkButton } from "@/components/link-button";
import { useViewerRole } from "@/lib/viewer-role";

/** The admin console's screens: anyone else who opens one by its address reads that it is for admins. */
export function AdminOnly({ children }: { children: ReactNode }) {
  if (useViewerRole() === "ADMIN") return children;
  return (
    <div className="flex min-h-[60vh] flex-col items-center justify-center text-center">
      <span className="mb-5 grid size-14 place-items-center rounded-2xl bg-amber-100 text-amber-700 dark:bg-amber-500/15 dark:text-amber-300">
        <ShieldX className="size-7" aria-hidden />
      </span>
      <h1 className="text-2xl font-semibold tracking-tight text-fg">This page is for admins</h1>
      <p className="mt-2 max-w-md text-sm text-muted">
        Admins review reports and appeals here. To report something, use Report on it; your reports are under your
        account's safety page.
      </p>
      <LinkButton to="/dashboard" variant="primary" className="mt-6">
        Go to the dashboard
      </LinkButton>
    </div>
  );
}
