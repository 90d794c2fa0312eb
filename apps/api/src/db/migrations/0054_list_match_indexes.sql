-- Hand-written (decision 0111): each list's words, skills and choice filters are matched in one GIN
-- index, so a search with several of them reads only rows that meet them all. btree_gin lets GIN
-- hold the enum columns beside the search vector and the skills; one index replaces two.
CREATE EXTENSION IF NOT EXISTS btree_gin;
--> statement-breakpoint
CREATE INDEX "tasks_open_match_idx" ON "tasks" USING gin ("search_vector", "skills_key", "category", "experience_level", "budget_type") WHERE status = 'OPEN';
--> statement-breakpoint
DROP INDEX "tasks_open_search_idx";
--> statement-breakpoint
DROP INDEX "tasks_open_skills_idx";
--> statement-breakpoint
CREATE INDEX "freelancer_profiles_match_idx" ON "freelancer_profiles" USING gin ("search_vector", "skills_key", "experience_level", "availability") WHERE listed;
--> statement-breakpoint
DROP INDEX "freelancer_profiles_search_idx";
--> statement-breakpoint
DROP INDEX "freelancer_profiles_skills_key_idx";
