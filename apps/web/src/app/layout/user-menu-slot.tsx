import { Suspense } from "react";
import { Avatar } from "@/components/ui/avatar";
import { cn } from "@/lib/cn";
import { useFirstScreenPainted } from "@/lib/first-screen";
import { lazyWhenOnline } from "@/lib/load-when-online";
import { useAuthStore } from "@/lib/session/auth-store";
import type { UserMenuProps } from "./user-menu";

// Radix's dropdown menu is ~13 KB sent that no screen needs in order to paint (decision 0053): the
// menu is its own chunk, fetched once the first screen has painted (decision 0061); until it
// arrives (or while the network is gone) the same avatar (and name) shows in the same box, not
// yet a button.
const LazyUserMenu = lazyWhenOnline(() => import("./user-menu").then((module) => ({ default: module.UserMenu })));

function UserMenuPlaceholder({ variant = "avatar" }: UserMenuProps) {
  const user = useAuthStore((state) => state.user);
  const fullName = user?.fullName?.trim() || "";
  return (
    <div aria-hidden className={cn("flex items-center gap-3 rounded-xl", variant === "full" ? "w-full p-2" : "p-1")}>
      <Avatar src={user?.avatarUrl} name={fullName} size="sm" />
      {variant === "full" ? (
        <span className="min-w-0 flex-1">
          <span className="block truncate text-sm font-medium text-fg">{fullName || "Member"}</span>
          <span className="block truncate text-xs text-muted">{user?.email || "Member"}</span>
        </span>
      ) : null}
    </div>
  );
}

/** The user menu, loaded after the first paint. */
export function UserMenuSlot(props: UserMenuProps) {
  const load = useFirstScreenPainted();
  if (!load) return <UserMenuPlaceholder {...props} />;
  return (
    <Suspense fallback={<UserMenuPlaceholder {...props} />}>
      <LazyUserMenu {...props} />
    </Suspense>
  );
}
