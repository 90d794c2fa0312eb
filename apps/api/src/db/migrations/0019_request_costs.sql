-- A task card's applications count (decision 0059): GET /tasks counts each card's live
-- applications, which read every application row of the 20 tasks on a page (~0.04 ms a task at
-- 50 applicants); this partial index makes each count an index-only scan.
CREATE INDEX IF NOT EXISTS "applications_task_live_idx" ON "applications" USING btree ("task_id") WHERE status <> 'WITHDRAWN';
