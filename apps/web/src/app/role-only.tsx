import type { TRole } from "@crewlance/contracts/enums";
import { UserRoundX } from "lucide-react";
import type { ReactNode } from "react";
import { LinkButton } from "@/components/link-button";
import { useViewerRole } from "@/lib/viewer-role";

export type RoleOnlyPage = "/post-task" | "/my-applications" | "/team/create";

type Elsewhere = { text: string; to: string; label: string };

const TO_DASHBOARD = { to: "/dashboard", label: "Go to the dashboard" } as const;

/**
 * The screens only one role has (only that role's sidebar shows them). Anyone else who
 * opens one by its address reads whom it is for and where their own work is.
 */
const PAGES: Record<RoleOnlyPage, { role: TRole; title: string; elsewhere: Partial<Record<TRole, Elsewhere>> }> = {
  "/post-task": {
    role: "COMPANY",
    title: "Posting tasks is for companies",
    elsewhere: {
      FREELANCER: {
        text: "Companies post tasks here. As a freelancer, you find work under Tasks and apply to it.",
        to: "/tasks",
        label: "Browse tasks",
      },
      ADMIN: {
        text: "Companies post tasks here. As an admin, you look after accounts from the dashboard.",
        ...TO_DASHBOARD,
      },
    },
  },
  "/my-applications": {
    role: "FREELANCER",
    title: "My Applications is for freelancers",
    elsewhere: {
      COMPANY: {
        text: "Freelancers follow the proposals they sent here. The proposals to your tasks are listed with each task.",
        to: "/tasks",
        label: "Go to your tasks",
      },
      ADMIN: {
        text: "Freelancers follow the proposals they sent here. As an admin, you look after accounts from the dashboard.",
        ...TO_DASHBOARD,
      },
    },
  },
  "/team/create": {
    role: "FREELANCER",
    title: "Teams are formed by freelancers",
    elsewhere: {
      COMPANY: {
        text: "Freelancers create teams here. As a company, you can hire a whole team when it applies to one of your tasks.",
        to: "/team",
        label: "Back to teams",
      },
      ADMIN: {
        text: "Freelancers create teams here. As an admin, you look after accounts from the dashboard.",
        ...TO_DASHBOARD,
      },
    },
  },
};

/** Renders the screen for its role, and a page saying whom it is for to everyone else. */
export function RoleOnly({ page, children }: { page: RoleOnlyPage; children: ReactNode }) {
  const role = useViewerRole();
  const { role: allowed, title, elsewhere } = PAGES[page];
  const other = role === allowed ? undefined : elsewhere[role];
  if (!other) return children;
  return (
    <div className="flex min-h-[60vh] flex-col items-center justify-center text-center">
      <span className="mb-5 grid size-14 place-items-center rounded-2xl bg-amber-100 text-amber-700 dark:bg-amber-500/15 dark:text-amber-300">
        <UserRoundX className="size-7" aria-hidden />
      </span>
      <h1 className="text-2xl font-semibold tracking-tight text-fg">{title}</h1>
      <p className="mt-2 max-w-md text-sm text-muted">{other.text}</p>
      <LinkButton to={other.to} variant="primary" className="mt-6">
        {other.label}
      </LinkButton>
    </div>
  );
}
