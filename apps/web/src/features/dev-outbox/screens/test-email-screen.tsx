import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Inbox, ServerOff } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { FormAlert } from "@/components/form-alert";
import { Logo } from "@/components/ui/logo";
import { Pagination } from "@/components/ui/pagination";
import { errorMessage } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { clearOutbox, isOutboxDisabled, OUTBOX_REFRESH_MS, outboxQuery } from "../api";
import { OutboxMessageCard } from "../components/outbox-message-card";
import { OutboxToolbar } from "../components/outbox-toolbar";
import { outboxKeys } from "../query-keys";

const FULL_ADDRESS = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function Notice({ icon: Icon, title, text }: { icon: typeof Inbox; title: string; text?: string }) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-2xl border border-dashed border-line bg-surface px-6 py-14 text-center">
      <Icon className="size-8 text-amber-600 dark:text-amber-400" aria-hidden />
      <p className="font-semibold text-fg">{title}</p>
      {text ? <p className="max-w-md text-sm text-muted">{text}</p> : null}
    </div>
  );
}

/** /test-email-api: the developer mail outbox. Public; production answers 404. */
export default function TestEmailScreen() {
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [filter, setFilter] = useState("");
  const needle = filter.trim().toLowerCase();
  // A full address is filtered by the server across every page; a fragment filters this page.
  const to = FULL_ADDRESS.test(needle) ? needle : undefined;
  const outbox = useQuery(outboxQuery({ page, to }));
  const clear = useMutation({
    mutationFn: clearOutbox,
    onSuccess: ({ deleted }) => {
      toast.success(`Outbox cleared (${deleted} ${deleted === 1 ? "message" : "messages"})`);
      setPage(1);
      return queryClient.invalidateQueries({ queryKey: outboxKeys.all });
    },
    onError: (error) => toast.error(errorMessage(error)),
  });

  const disabled = isOutboxDisabled(outbox.error);
  const items = (outbox.data?.items ?? [])
    .filter((item) => to || !needle || item.to.toLowerCase().includes(needle))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));

  return (
    <div className="min-h-dvh bg-page">
      <header className="border-b border-line bg-surface">
        <div className="mx-auto flex h-14 max-w-4xl items-center justify-between px-4">
          <Logo />
          <Link to="/auth/login" className="text-sm font-medium text-amber-700 hover:underline dark:text-amber-400">
            Sign in
          </Link>
        </div>
      </header>
      <main className="mx-auto max-w-4xl space-y-6 px-4 py-8">
        <div className="space-y-1">
          <h1 className="text-2xl font-semibold tracking-tight text-fg">Test email outbox</h1>
          <p className="text-sm text-muted">
            Emails and text messages the app kept instead of sending them. Refreshes every {OUTBOX_REFRESH_MS / 1000}{" "}
            seconds.
          </p>
        </div>
        {disabled ? (
          <Notice icon={ServerOff} title="The developer outbox is disabled in production." />
        ) : (
          <>
            <OutboxToolbar
              filter={filter}
              onFilter={(value) => {
                setFilter(value);
                setPage(1);
              }}
              onRefresh={() => void outbox.refetch()}
              refreshing={outbox.isFetching}
              onClear={() => {
                if (window.confirm("Delete every message in the outbox?")) clear.mutate();
              }}
              clearing={clear.isPending}
              canClear={(outbox.data?.pagination.totalCount ?? 0) > 0}
            />
            <FormAlert error={clear.error} />
            {outbox.isPending ? (
              <Notice icon={Inbox} title="Loading messages..." />
            ) : outbox.isError ? (
              <Notice icon={ServerOff} title="Could not load the outbox" text={errorMessage(outbox.error)} />
            ) : items.length === 0 ? (
              <Notice
                icon={Inbox}
                title={needle ? "No messages for this recipient" : "The outbox is empty"}
                text="Sign up, ask for a new code or reset a password, and the message shows up here."
              />
            ) : (
              <section aria-label="Messages" className="space-y-4">
                {items.map((message) => (
                  <OutboxMessageCard key={message.id} message={message} />
                ))}
              </section>
            )}
            <Pagination page={page} totalPages={outbox.data?.pagination.totalPages ?? 1} onPageChange={setPage} />
          </>
        )}
      </main>
    </div>
  );
}
