DROP INDEX "freelancer_profiles_rate_idx";--> statement-breakpoint
DROP INDEX "freelancer_profiles_rating_idx";--> statement-breakpoint
DROP INDEX "freelancer_profiles_skills_idx";--> statement-breakpoint
DROP INDEX "freelancer_profiles_search_idx";--> statement-breakpoint
DROP INDEX "users_role_created_idx";--> statement-breakpoint
ALTER TABLE "freelancer_profiles" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', search_text)) STORED;--> statement-breakpoint
ALTER TABLE "freelancer_profiles" ADD COLUMN "listed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Hand-written (decision 0013): the backfill of `listed` and the triggers that keep it equal to
-- the users columns it copies, in the same transaction as any write to either table.
UPDATE "freelancer_profiles" AS p SET "listed" = true
  FROM "users" AS u
 WHERE u."id" = p."user_id" AND u."role" = 'FREELANCER' AND u."status" = 'ACTIVE'
   AND u."onboarding_completed_at" IS NOT NULL;--> statement-breakpoint
CREATE FUNCTION "freelancer_profiles_set_listed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."listed" := coalesce((
    SELECT u."role" = 'FREELANCER' AND u."status" = 'ACTIVE' AND u."onboarding_completed_at" IS NOT NULL
      FROM "users" AS u WHERE u."id" = NEW."user_id"), false);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "freelancer_profiles_set_listed" BEFORE INSERT OR UPDATE OF "user_id", "listed" ON "freelancer_profiles"
  FOR EACH ROW EXECUTE FUNCTION "freelancer_profiles_set_listed"();--> statement-breakpoint
CREATE FUNCTION "users_sync_listed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- The profile trigger above recomputes the same value from this (already updated) row.
  UPDATE "freelancer_profiles"
     SET "listed" = (NEW."role" = 'FREELANCER' AND NEW."status" = 'ACTIVE' AND NEW."onboarding_completed_at" IS NOT NULL)
   WHERE "user_id" = NEW."id";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_sync_listed" AFTER UPDATE OF "role", "status", "onboarding_completed_at" ON "users"
  FOR EACH ROW
  WHEN (OLD."role" IS DISTINCT FROM NEW."role" OR OLD."status" IS DISTINCT FROM NEW."status"
        OR (OLD."onboarding_completed_at" IS NULL) <> (NEW."onboarding_completed_at" IS NULL))
  EXECUTE FUNCTION "users_sync_listed"();--> statement-breakpoint
CREATE INDEX "freelancer_profiles_listed_rating_idx" ON "freelancer_profiles" USING btree ("rating" DESC NULLS LAST,"reviews_count" DESC NULLS LAST,"created_at" DESC NULLS LAST,"user_id") INCLUDE ("search_vector") WHERE listed;--> statement-breakpoint
CREATE INDEX "freelancer_profiles_listed_rate_asc_idx" ON "freelancer_profiles" USING btree ("hourly_rate","rating" DESC NULLS LAST,"reviews_count" DESC NULLS LAST,"user_id") WHERE listed;--> statement-breakpoint
CREATE INDEX "freelancer_profiles_listed_rate_desc_idx" ON "freelancer_profiles" USING btree ("hourly_rate" DESC NULLS LAST,"rating" DESC NULLS LAST,"reviews_count" DESC NULLS LAST,"user_id") WHERE listed;--> statement-breakpoint
CREATE INDEX "freelancer_profiles_listed_newest_idx" ON "freelancer_profiles" USING btree ("created_at" DESC NULLS LAST,"user_id") WHERE listed;--> statement-breakpoint
CREATE INDEX "users_status_created_idx" ON "users" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "freelancer_profiles_skills_idx" ON "freelancer_profiles" USING gin ("skills") WHERE listed;--> statement-breakpoint
CREATE INDEX "freelancer_profiles_search_idx" ON "freelancer_profiles" USING gin ("search_vector") WHERE listed;--> statement-breakpoint
CREATE INDEX "users_role_created_idx" ON "users" USING btree ("role","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);