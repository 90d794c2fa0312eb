import type { TAdminDatabase, TAdminReplica } from "@crewlance/contracts/admin";
import { useQuery } from "@tanstack/react-query";
import { Database } from "lucide-react";
import { useId } from "react";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { adminDatabaseQuery } from "../admin-api";

const seconds = (ms: number) => `${(ms / 1000).toLocaleString("en-IN", { maximumFractionDigits: 1 })} s`;

function summaryOf(database: TAdminDatabase): string {
  if (database.kind === "pglite") return "The embedded database answers everything: replicas need PostgreSQL.";
  const usable = database.replicas.filter((replica) => replica.usable).length;
  if (database.replicas.length === 0) return "PostgreSQL answers every read and write: no read replica is set up.";
  return `PostgreSQL takes the writes; ${usable} of ${database.replicas.length} read ${database.replicas.length === 1 ? "replica takes" : "replicas take"} list, search, profile and dashboard reads.`;
}

function ReplicaRow({ replica, maxLagMs }: { replica: TAdminReplica; maxLagMs: number }) {
  const state = replica.usable
    ? { tone: "success" as const, label: "Takes reads" }
    : replica.up
      ? { tone: "warning" as const, label: "Behind: skipped" }
      : { tone: "danger" as const, label: "Unreachable: skipped" };
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 px-4 py-3 text-sm sm:px-5">
      <span className="min-w-0 truncate font-mono text-xs text-fg">{replica.name}</span>
      <span className="flex items-center gap-3">
        <span className="text-muted tabular-nums">
          {replica.lagMs === null
            ? "Not caught up yet"
            : `Caught up ${seconds(replica.lagMs)} ago (limit ${seconds(maxLagMs)})`}
        </span>
        <Badge tone={state.tone}>{state.label}</Badge>
      </span>
    </li>
  );
}

/** Where this instance reads (GET /admin/database, decision 0107), refreshed every 10 s. */
export function AdminDatabasePanel() {
  const ids = useId();
  const query = useQuery(adminDatabaseQuery());
  const database = query.data;
  return (
    <section id="database" aria-labelledby={`${ids}-title`} className="scroll-mt-20">
      <Card className="p-0">
        <div className="flex items-start gap-3 p-4 sm:p-5">
          <Database className="mt-0.5 size-5 shrink-0 text-muted" aria-hidden="true" />
          <div className="min-w-0">
            <h2 id={`${ids}-title`} className="text-base font-semibold text-fg">
              Database
            </h2>
            {database ? (
              <p className="mt-1 text-sm text-muted">{summaryOf(database)}</p>
            ) : query.isError ? (
              <p className="mt-1 text-sm text-muted">The database's state could not be loaded.</p>
            ) : (
              <Skeleton className="mt-2 h-4 w-64" />
            )}
          </div>
        </div>
        {database && database.replicas.length > 0 ? (
          <ul aria-label="Read replicas" className="divide-y divide-line border-t border-line">
            {database.replicas.map((replica) => (
              <ReplicaRow key={replica.name} replica={replica} maxLagMs={database.maxLagMs} />
            ))}
          </ul>
        ) : null}
      </Card>
    </section>
  );
}
