import { Link } from "react-router";
import { cn } from "@/lib/cn";

export type ViewTab = { to: string; label: string; current: boolean };

/** Links between views of one screen (its own tasks, the open ones, the saved ones), as a segmented bar. */
export function ViewTabs({ label, tabs }: { label: string; tabs: ViewTab[] }) {
  return (
    <nav aria-label={label} className="mb-5">
      <div className="inline-flex max-w-full gap-1 overflow-x-auto rounded-xl border border-line bg-surface-muted p-1">
        {tabs.map((tab) => (
          <Link
            key={tab.to}
            to={tab.to}
            aria-current={tab.current ? "page" : undefined}
            className={cn(
              "inline-flex h-9 shrink-0 items-center rounded-lg px-3.5 text-sm font-medium text-muted transition-colors hover:text-fg",
              tab.current && "bg-surface text-fg shadow-sm",
            )}
          >
            {tab.label}
          </Link>
        ))}
      </div>
    </nav>
  );
}
