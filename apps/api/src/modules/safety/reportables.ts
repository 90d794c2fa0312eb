import type { TReportItemKind } from "@crewlance/contracts/safety";
import type { AppContext } from "../../context";

/** What the owning module says of a reported item. */
export type Reportable = {
  /** Whose it is: the reported user for USER, the author or owner otherwise. */
  ownerId: string;
  /** A short name: "Message from Ravi Kumar", the task's title, the team's name. */
  label: string;
  /** The reported text itself, or its first characters. */
  preview: string | null;
  /** What surrounds it, as lines a moderator reads (the conversation around a message, …). */
  context: () => Promise<Array<{ label: string; text: string; at: Date | null; reported: boolean }>>;
};

/**
 * Describes one item, or null when it does not exist or `viewerId` may not see it (then it cannot
 * be reported by them). `viewerId` null: an admin, who sees everything.
 */
export type ReportableResolver = (
  ctx: AppContext,
  itemId: string,
  viewerId: string | null,
) => Promise<Reportable | null>;

const resolvers = new Map<TReportItemKind, ReportableResolver>();

/** Each module that owns reportable rows registers how to describe them, once per process (its listeners.ts). */
export function registerReportable(kind: TReportItemKind, resolver: ReportableResolver): void {
  resolvers.set(kind, resolver);
}

export function resolverOf(kind: TReportItemKind): ReportableResolver {
  const resolver = resolvers.get(kind);
  if (!resolver) throw new Error(`No module described ${kind} items: is its listen() wired?`);
  return resolver;
}
