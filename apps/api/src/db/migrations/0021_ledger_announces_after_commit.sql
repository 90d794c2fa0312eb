-- Hand-written (decision 0063): escrow funding and release no longer NOTIFY from inside the
-- ledger's transaction. A NOTIFY takes one lock for the whole cluster at commit and keeps it until
-- the commit is flushed, so every release committed after the previous one's flush: at 32 workers
-- that lock, not the ledger's work, was the limit. The wallet service announces the task list's
-- change after the commit instead (lib/list-changes.ts, from ledger-service.ts `transfer`), on a
-- statement of its own. Every other trigger of 0020 stays: those writes come at a person's pace.
DROP TRIGGER "wallet_statement_lines_list_changes" ON "wallet_statement_lines";
