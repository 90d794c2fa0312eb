-- Hand-written (decision 0124): the directory's location is matched as a substring (ILIKE), which
-- no btree serves; its trigrams join the words, skills and choice filters in the one match index,
-- so a search for a city reads the rows in it instead of scanning every listed profile.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
DROP INDEX "freelancer_profiles_match_idx";
--> statement-breakpoint
CREATE INDEX "freelancer_profiles_match_idx" ON "freelancer_profiles" USING gin ("search_vector", "skills_key", "experience_level", "availability", "location" gin_trgm_ops) WHERE listed;
