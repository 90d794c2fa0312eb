-- Hand-written (decision 0141): the task list's and the directory's match indexes take each row
-- into their trees as it is written, as the chat search index does (migration 0024). With GIN's
-- default fast update a written row's keys wait in a pending list of up to
-- gin_pending_list_limit (4 MB) until a vacuum or an insert past the limit merges them, and every
-- search reads that whole list besides the tree: half full, a task or directory search's read of
-- its matches touched half again to twice the buffers. A write now costs a few hundredths of a
-- millisecond more (bench/notes/0141-list-match-indexes-without-pending-list.md).
ALTER INDEX "tasks_open_match_idx" SET (fastupdate = off);
--> statement-breakpoint
ALTER INDEX "freelancer_profiles_match_idx" SET (fastupdate = off);
