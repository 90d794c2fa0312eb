import { Bell, ChevronsUpDown, Landmark, LogOut, ReceiptText, ShieldCheck, UserRound } from "lucide-react";
import { useNavigate } from "react-router";
import { Avatar } from "@/components/ui/avatar";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { TAX_PROFILE_PATH } from "@/features/tax";
import { cn } from "@/lib/cn";
import { useNotificationStore } from "@/lib/notifications/store";
import { useAuthStore } from "@/lib/session/auth-store";
import { type ThemePreference, useThemeStore } from "@/lib/theme";
import { NotificationBadge } from "./notification-badge";
import { THEME_OPTIONS } from "./theme-switcher";
import { useLogout } from "./use-logout";

export type UserMenuProps = {
  /** "full" shows name and email beside the avatar (expanded sidebar); "avatar" only the avatar. */
  variant?: "full" | "avatar";
  side?: "top" | "bottom" | "right";
  align?: "start" | "end";
};

function MenuEntry({ icon: Icon, title, description }: { icon: typeof LogOut; title: string; description: string }) {
  return (
    <>
      <Icon className="size-4 shrink-0 text-muted" aria-hidden />
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="font-medium">{title}</span>
        <span className="text-xs text-muted">{description}</span>
      </span>
    </>
  );
}

/**
 * The admin's sidebar has Freelancers only; the admin console, the platform's money and
 * the notifications are reached from here, on a desktop as on a phone (decision 0082).
 */
const ADMIN_ENTRIES = [
  {
    to: "/dashboard",
    icon: ShieldCheck,
    title: "Admin console",
    description: "Accounts, disputes and platform numbers",
  },
  { to: "/wallet", icon: Landmark, title: "Platform money", description: "Revenue, withdrawals and the ledger check" },
  { to: "/notifications", icon: Bell, title: "Notifications", description: "What needs your attention" },
] as const;

/** Avatar or initial, name, email or 'Member', View Profile, Tax profile, theme and Logout. */
export function UserMenu({ variant = "avatar", side = "bottom", align = "end" }: UserMenuProps) {
  const user = useAuthStore((state) => state.user);
  const preference = useThemeStore((state) => state.preference);
  const setPreference = useThemeStore((state) => state.setPreference);
  const navigate = useNavigate();
  const { logout, pending } = useLogout();
  const unreadNotifications = useNotificationStore((state) => state.unreadCount);
  const fullName = user?.fullName?.trim() || "";
  const subtitle = user?.email || "Member";

  return (
    // Not modal: a modal menu hides the page from assistive technology while it stays focusable.
    <DropdownMenu modal={false}>
      {/* With the name and email showing, the button's name is what it shows and then what it
          does, so someone who says what they see can press it (WCAG 2.5.3, label in name). */}
      <DropdownMenuTrigger
        aria-label={variant === "full" ? undefined : "Open user menu"}
        className={cn(
          "flex items-center gap-3 rounded-xl text-left outline-none transition-colors hover:bg-surface-muted focus-visible:ring-2 focus-visible:ring-amber-500",
          variant === "full" ? "w-full p-2" : "p-1",
        )}
      >
        <Avatar src={user?.avatarUrl} name={fullName} size="sm" />
        {variant === "full" ? (
          <>
            <span className="min-w-0 flex-1">
              <span className="block truncate text-sm font-medium text-fg">{fullName || "Member"}</span>{" "}
              <span className="block truncate text-xs text-muted">{subtitle}</span>{" "}
              <span className="sr-only">Open user menu</span>
            </span>
            <ChevronsUpDown className="size-4 shrink-0 text-muted" aria-hidden />
          </>
        ) : null}
      </DropdownMenuTrigger>
      <DropdownMenuContent side={side} align={align} className="w-72">
        <div className="flex items-center gap-3 px-2.5 py-2">
          <Avatar src={user?.avatarUrl} name={fullName} size="md" />
          <div className="min-w-0">
            <p className="truncate text-sm font-semibold text-fg">{fullName}</p>
            <p className="truncate text-xs text-muted">{subtitle}</p>
          </div>
        </div>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => navigate("/profile")}>
          <MenuEntry icon={UserRound} title="View Profile" description="View and edit your profile details" />
        </DropdownMenuItem>
        {user?.role === "FREELANCER" || user?.role === "COMPANY" ? (
          <DropdownMenuItem onSelect={() => navigate(TAX_PROFILE_PATH)}>
            <MenuEntry icon={ReceiptText} title="Tax profile" description="PAN, GSTIN, billing address, verification" />
          </DropdownMenuItem>
        ) : null}
        {user?.role === "ADMIN"
          ? ADMIN_ENTRIES.map((entry) => (
              <DropdownMenuItem key={entry.to} onSelect={() => navigate(entry.to)}>
                <MenuEntry icon={entry.icon} title={entry.title} description={entry.description} />
                {entry.to === "/notifications" ? <NotificationBadge count={unreadNotifications} /> : null}
              </DropdownMenuItem>
            ))
          : null}
        <DropdownMenuSeparator />
        <DropdownMenuLabel>Theme</DropdownMenuLabel>
        <DropdownMenuRadioGroup value={preference} onValueChange={(value) => setPreference(value as ThemePreference)}>
          {THEME_OPTIONS.map(({ value, label, icon: Icon }) => (
            <DropdownMenuRadioItem key={value} value={value}>
              <Icon className="size-4 text-muted" aria-hidden />
              {label}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
        <DropdownMenuSeparator />
        <DropdownMenuItem disabled={pending} onSelect={() => void logout()}>
          <MenuEntry icon={LogOut} title="Logout" description="Sign out of your account" />
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
