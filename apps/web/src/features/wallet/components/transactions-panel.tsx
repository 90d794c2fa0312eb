import type { TWalletTransaction } from "@crewlance/contracts/wallet";
import { useInfiniteQuery, useMutation } from "@tanstack/react-query";
import { AlertCircle, Download, Receipt, SearchX } from "lucide-react";
import { EmptyState } from "@/components/empty-state";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { errorMessage } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { useUrlFilters } from "@/lib/use-url-filters";
import { downloadReceipt, downloadTransactionsCsv, transactionsQuery } from "../api";
import { dateRangeProblem, hasTransactionFilters, transactionFilterFields } from "../filters";
import { ListSkeleton } from "./list-skeleton";
import { TransactionFiltersBar } from "./transaction-filters";
import { TransactionRow } from "./transaction-row";

/** The history of GET /wallet/transactions: filters in the address, newest first, "Load more" by cursor. */
export function TransactionsPanel() {
  const { filters, setFilters, clearFilters } = useUrlFilters(transactionFilterFields);
  const rangeProblem = dateRangeProblem(filters);
  const query = useInfiniteQuery({ ...transactionsQuery(filters), enabled: !rangeProblem });
  const receipt = useMutation({
    mutationFn: downloadReceipt,
    onError: (error) => toast.error(errorMessage(error, "The receipt could not be downloaded.")),
  });
  const csv = useMutation({
    mutationFn: () => downloadTransactionsCsv(filters),
    onError: (error) => toast.error(errorMessage(error, "The export could not be downloaded.")),
  });
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  const filtered = hasTransactionFilters(filters);

  return (
    <Card className="p-0">
      <div className="flex flex-col gap-4 border-b border-line p-4 sm:p-5">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="text-base font-semibold text-fg">Transactions</h2>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => csv.mutate()}
            disabled={csv.isPending || Boolean(rangeProblem)}
          >
            <Download className="size-4" aria-hidden />
            {csv.isPending ? "Exporting..." : "Export CSV"}
          </Button>
        </div>
        <TransactionFiltersBar
          filters={filters}
          onChange={setFilters}
          onClear={clearFilters}
          rangeProblem={rangeProblem}
        />
      </div>
      {rangeProblem ? (
        <EmptyState
          compact
          className="m-4 border-0"
          icon={SearchX}
          title="Check the dates"
          description={rangeProblem}
        />
      ) : query.isPending ? (
        <ListSkeleton label="Loading transactions" rows={4} withIcon />
      ) : query.isError && items.length === 0 ? (
        <EmptyState
          compact
          className="m-4 border-0"
          icon={AlertCircle}
          title="Could not load your transactions"
          description={errorMessage(query.error)}
          action={<Button onClick={() => void query.refetch()}>Try again</Button>}
        />
      ) : items.length === 0 ? (
        filtered ? (
          <EmptyState
            compact
            className="m-4 border-0"
            icon={SearchX}
            title="No transactions match"
            description="Try another type or a wider date range."
            action={
              <Button variant="secondary" onClick={clearFilters}>
                Clear filters
              </Button>
            }
          />
        ) : (
          <EmptyState
            compact
            className="m-4 border-0"
            icon={Receipt}
            title="No transactions yet"
            description="Money you add, milestone payments and withdrawals are listed here, each with a receipt."
          />
        )
      ) : (
        <>
          <ul aria-label="Transactions" aria-busy={query.isFetching} className="divide-y divide-(--border)">
            {items.map((transaction: TWalletTransaction) => (
              <TransactionRow
                key={transaction.id}
                transaction={transaction}
                onReceipt={(row) => receipt.mutate(row)}
                downloading={receipt.isPending && receipt.variables?.id === transaction.id}
              />
            ))}
          </ul>
          <div className="flex flex-col items-center gap-2 border-t border-line p-4">
            {query.isFetchNextPageError ? (
              <p role="alert" className="text-sm text-red-700 dark:text-red-400">
                {errorMessage(query.error)}
              </p>
            ) : null}
            {query.hasNextPage ? (
              <Button
                variant="secondary"
                onClick={() => void query.fetchNextPage()}
                disabled={query.isFetchingNextPage}
              >
                {query.isFetchingNextPage ? "Loading..." : "Load more"}
              </Button>
            ) : (
              <p className="text-xs text-muted">That is everything{filtered ? " that matches" : ""}.</p>
            )}
          </div>
        </>
      )}
    </Card>
  );
}
