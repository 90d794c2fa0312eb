-- The dashboards' aggregates (decision 0048): each count or month series reads an index, not the
-- table. A party's figures use the owner indexes that exist already; these serve the admin's
-- platform-wide figures and the months. Written here only, not yet in the owning modules' schema
-- files (db/schema/tasks.ts, projects.ts, users.ts, wallet.ts); dashboard/plan.test.ts checks them.
CREATE INDEX IF NOT EXISTS "tasks_status_idx" ON "tasks" USING btree ("status");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "tasks_published_idx" ON "tasks" USING btree ("published_at") WHERE "published_at" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "projects_status_idx" ON "projects" USING btree ("status");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "projects_created_idx" ON "projects" USING btree ("created_at");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_role_status_idx" ON "users" USING btree ("role","status");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "company_profiles_unverified_idx" ON "company_profiles" USING btree ("user_id") WHERE "verified_at" IS NULL;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "wallet_statement_lines_type_created_idx" ON "wallet_statement_lines" USING btree ("type","created_at") INCLUDE ("amount","fee");
