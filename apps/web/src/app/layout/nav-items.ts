import type { TRole } from "@crewlance/contracts/enums";
import {
  Bell,
  BookmarkCheck,
  Briefcase,
  CircleUser,
  FileText,
  Flag,
  FolderKanban,
  Handshake,
  LayoutDashboard,
  LifeBuoy,
  type LucideIcon,
  MessagesSquare,
  Scale,
  SquarePlus,
  Users,
  UsersRound,
  Wallet,
} from "lucide-react";

export type NavItem = {
  label: string;
  to: string;
  icon: LucideIcon;
  roles?: readonly TRole[];
  /** A path below `to` that has an entry of its own, so this one is not the current page there. */
  notUnder?: string;
};

/** The moderation queue (decision 0092), with its count of open items beside it. */
export const MODERATION_ITEM: NavItem = {
  label: "Moderation",
  to: "/admin/moderation",
  icon: Flag,
  roles: ["ADMIN"],
  notUnder: "/admin/moderation/appeals",
};

/** Sidebar entries in order; `roles` limits an entry to those roles. */
const SIDEBAR_ITEMS: readonly NavItem[] = [
  { label: "Dashboard", to: "/dashboard", icon: LayoutDashboard },
  { label: "Tasks", to: "/tasks", icon: Briefcase },
  { label: "Saved searches", to: "/saved-searches", icon: BookmarkCheck, roles: ["FREELANCER", "COMPANY"] },
  { label: "Projects", to: "/project-management", icon: FolderKanban },
  { label: "My Applications", to: "/my-applications", icon: FileText, roles: ["FREELANCER"] },
  { label: "Post Task", to: "/post-task", icon: SquarePlus, roles: ["COMPANY"] },
  { label: "Freelancers", to: "/freelancers", icon: Users, roles: ["FREELANCER", "COMPANY", "ADMIN"] },
  { label: "Collaborations", to: "/collaboration", icon: Handshake },
  { label: "Teams", to: "/team", icon: UsersRound },
  { label: "Help Center", to: "/help", icon: LifeBuoy },
  MODERATION_ITEM,
  { label: "Appeals", to: "/admin/moderation/appeals", icon: Scale, roles: ["ADMIN"] },
];

/** The conversations (/chat), beside Notifications, with its own unread badge (decision 0082). */
export const MESSAGES_ITEM: NavItem = { label: "Messages", to: "/chat", icon: MessagesSquare };

/** Pinned at the bottom of the sidebar. */
const SIDEBAR_PINNED_ITEMS: readonly NavItem[] = [
  { label: "Wallet", to: "/wallet", icon: Wallet },
  MESSAGES_ITEM,
  { label: "Notifications", to: "/notifications", icon: Bell },
];

/** Bottom navigation under 768 px, the same for every role. */
export const BOTTOM_NAV_ITEMS: readonly NavItem[] = [
  { label: "Dashboard", to: "/dashboard", icon: LayoutDashboard },
  { label: "Tasks", to: "/tasks", icon: Briefcase },
  { label: "Project", to: "/project-management", icon: FolderKanban },
  { label: "Notifications", to: "/notifications", icon: Bell },
  { label: "Wallet", to: "/wallet", icon: Wallet },
  { label: "Profile", to: "/profile", icon: CircleUser },
];

/** ADMIN sees only the entries made for admins; other roles see entries without a role limit or that include them. */
export function sidebarItemsFor(role: TRole | undefined): { main: NavItem[]; pinned: NavItem[] } {
  if (role === "ADMIN") return { main: SIDEBAR_ITEMS.filter((item) => item.roles?.includes("ADMIN")), pinned: [] };
  return {
    main: SIDEBAR_ITEMS.filter((item) => !item.roles || (role !== undefined && item.roles.includes(role))),
    pinned: [...SIDEBAR_PINNED_ITEMS],
  };
}

/** Whether a nav item is the current page: its own path or a path below it. */
export function isActivePath(itemPath: string, pathname: string): boolean {
  return pathname === itemPath || pathname.startsWith(`${itemPath}/`);
}
