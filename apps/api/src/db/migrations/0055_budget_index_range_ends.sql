-- Hand-written (decision 0113): each budget order's index ends with the other end of the task's
-- budget range, so a budget filter is checked on the index entry. A range sorted by its top end
-- skipped every pricier task by reading its row; now it skips index entries.
DROP INDEX "tasks_open_budget_desc_idx";
--> statement-breakpoint
CREATE INDEX "tasks_open_budget_desc_idx" ON "tasks" USING btree ("budget_max" DESC NULLS LAST,"published_at" DESC NULLS LAST,"id","budget_min") WHERE status = 'OPEN';
--> statement-breakpoint
DROP INDEX "tasks_open_budget_asc_idx";
--> statement-breakpoint
CREATE INDEX "tasks_open_budget_asc_idx" ON "tasks" USING btree ("budget_min","published_at" DESC NULLS LAST,"id","budget_max") WHERE status = 'OPEN';
