import type { TRole } from "@crewlance/contracts/enums";
import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { useViewerRole } from "@/lib/viewer-role";
import { EmptyState } from "./empty-state";
import { LinkButton } from "./link-button";
import { PageHeader } from "./page-header";

type FeaturePlaceholderProps = {
  title: string;
  subtitle: string;
  icon: LucideIcon;
  emptyTitle: string;
  /** One sentence: what will appear here. */
  emptyDescription: string;
  action?: ReactNode;
  children?: ReactNode;
};

/** A screen whose feature has not shipped yet: its title and an honest empty state, no invented data. */
export function FeaturePlaceholder({
  title,
  subtitle,
  icon,
  emptyTitle,
  emptyDescription,
  action,
  children,
}: FeaturePlaceholderProps) {
  return (
    <>
      <PageHeader title={title} description={subtitle} />
      {children}
      <EmptyState icon={icon} title={emptyTitle} description={emptyDescription} action={action} />
    </>
  );
}

/** A placeholder's words for one role; the link says where that role goes next. */
export type PlaceholderText = {
  subtitle: string;
  emptyTitle: string;
  emptyDescription: string;
  action?: { to: string; label: string };
};

/** A placeholder whose words follow the viewer's role: a company does not read a freelancer's page. */
export function RolePlaceholder({
  title,
  icon,
  texts,
}: {
  title: string;
  icon: LucideIcon;
  texts: Record<TRole, PlaceholderText>;
}) {
  const { action, ...text } = texts[useViewerRole()];
  return (
    <FeaturePlaceholder
      title={title}
      icon={icon}
      {...text}
      action={action ? <LinkButton to={action.to}>{action.label}</LinkButton> : undefined}
    />
  );
}
