import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { EmptyState } from "./empty-state";
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
