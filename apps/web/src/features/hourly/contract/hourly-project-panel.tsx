import { useQuery } from "@tanstack/react-query";
import { AlertCircle, Clock } from "lucide-react";
import { useSearchParams } from "react-router";
import { EmptyState } from "@/components/empty-state";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { errorMessage } from "@/lib/api-client";
import { formatRate, limitLabel } from "@/lib/hourly-terms";
import { contractQuery } from "../contract-api";
import { ThisWeekPanel } from "../time/this-week-panel";
import { TimesheetsPanel } from "../time/timesheets-panel";
import { FundingBanner, PendingChangeBanner, WaitingOnViewer } from "./banners";
import { CONTRACT_STATUS, TermsPanel } from "./terms-panel";

const TABS = { week: "This week", timesheets: "Timesheets", terms: "Terms" } as const;
type Tab = keyof typeof TABS;
/** The tab lives in the address (`?hours=timesheets`), beside the project page's own. */
const PARAM = "hours";

function useTab(): [Tab, (tab: Tab) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get(PARAM);
  const tab: Tab = raw && raw in TABS ? (raw as Tab) : "week";
  const setTab = (next: Tab) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (next === "week") copy.delete(PARAM);
        else copy.set(PARAM, next);
        return copy;
      },
      { replace: true },
    );
  return [tab, setTab];
}

/** The hourly part of the project page: This week, Timesheets and Terms (decision 0091). */
export function HourlyProjectPanel({ projectId }: { projectId: string }) {
  const query = useQuery(contractQuery(projectId));
  const [tab, setTab] = useTab();
  if (query.isPending) {
    return (
      <div className="space-y-3" aria-busy="true">
        <Skeleton className="h-10 w-72 rounded-xl" />
        <Skeleton className="h-64 rounded-2xl" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <EmptyState
        icon={AlertCircle}
        title="Could not load the hourly contract"
        description={errorMessage(query.error)}
        action={<Button onClick={() => void query.refetch()}>Try again</Button>}
      />
    );
  }
  const contract = query.data;
  const status = CONTRACT_STATUS[contract.status];
  return (
    <section
      aria-labelledby="hourly-heading"
      className="space-y-4 rounded-2xl border border-line bg-surface p-5 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id="hourly-heading" className="flex items-center gap-2 text-base font-semibold text-fg">
            <Clock className="size-4 text-muted" aria-hidden />
            Hourly contract
          </h2>
          <p className="text-sm text-muted">
            <span className="font-medium text-fg">{formatRate(contract.terms.rate)}</span> ·{" "}
            {limitLabel(contract.terms.weeklyLimitHours)}
          </p>
        </div>
        <Badge tone={status.tone}>{status.label}</Badge>
      </div>
      <WaitingOnViewer contract={contract} />
      <FundingBanner contract={contract} />
      <PendingChangeBanner contract={contract} />
      <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)}>
        <div className="overflow-x-auto [contain:inline-size]">
          <TabsList aria-label="Hourly contract sections" className="min-w-max">
            {(Object.keys(TABS) as Tab[]).map((value) => (
              <TabsTrigger key={value} value={value}>
                {TABS[value]}
              </TabsTrigger>
            ))}
          </TabsList>
        </div>
        <TabsContent value="week">
          <ThisWeekPanel contract={contract} />
        </TabsContent>
        <TabsContent value="timesheets">
          <TimesheetsPanel contract={contract} />
        </TabsContent>
        <TabsContent value="terms">
          <TermsPanel contract={contract} />
        </TabsContent>
      </Tabs>
    </section>
  );
}
