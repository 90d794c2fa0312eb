-- Hand-written (decision 0109): the directory's location filter matches any part of the place
-- (ILIKE '%…%'), which no btree serves; a trigram GIN index over listed profiles does, so a filter
-- on a place few people live in no longer reads every profile. pg_trgm is a trusted contrib
-- extension: PostgreSQL ships it, and PGlite loads it (db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX "freelancer_profiles_location_trgm_idx" ON "freelancer_profiles" USING gin ("location" gin_trgm_ops) WHERE listed;
