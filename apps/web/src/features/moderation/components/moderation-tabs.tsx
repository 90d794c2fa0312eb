import { useQuery } from "@tanstack/react-query";
import { NavLink } from "react-router";
import { cn } from "@/lib/cn";
import { openCountQuery } from "../api";

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    "inline-flex h-9 items-center gap-2 rounded-lg px-3 text-sm font-medium transition-colors",
    isActive ? "bg-surface text-fg shadow-sm" : "text-muted hover:text-fg",
  );

/** Reports and appeals: the two moderation screens, one click apart. */
export function ModerationTabs() {
  const { data: open } = useQuery(openCountQuery());
  return (
    <nav aria-label="Moderation" className="mb-5 inline-flex gap-1 rounded-xl border border-line bg-surface-muted p-1">
      <NavLink to="/admin/moderation" end className={linkClass}>
        Reports
        {open ? <span className="rounded-full bg-amber-500 px-1.5 text-xs text-stone-950">{open}</span> : null}
      </NavLink>
      <NavLink to="/admin/moderation/appeals" className={linkClass}>
        Appeals
      </NavLink>
    </nav>
  );
}
