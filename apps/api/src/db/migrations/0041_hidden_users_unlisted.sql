-- Hand-written (decision 0092): a user hidden by moderation leaves the directory. `listed` stands
-- for every condition the directory's partial indexes filter on (decision 0013), so it now also
-- asks users.hidden_at IS NULL, and the users trigger fires when hidden_at is set or cleared.
CREATE OR REPLACE FUNCTION "freelancer_profiles_set_listed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."listed" := coalesce((
    SELECT u."role" = 'FREELANCER' AND u."status" = 'ACTIVE' AND u."onboarding_completed_at" IS NOT NULL
           AND u."hidden_at" IS NULL
      FROM "users" AS u WHERE u."id" = NEW."user_id"), false);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "users_sync_listed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- The profile trigger above recomputes the same value from this (already updated) row.
  UPDATE "freelancer_profiles"
     SET "listed" = (NEW."role" = 'FREELANCER' AND NEW."status" = 'ACTIVE' AND NEW."onboarding_completed_at" IS NOT NULL
                     AND NEW."hidden_at" IS NULL)
   WHERE "user_id" = NEW."id";
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER "users_sync_listed" ON "users";--> statement-breakpoint
CREATE TRIGGER "users_sync_listed" AFTER UPDATE OF "role", "status", "onboarding_completed_at", "hidden_at" ON "users"
  FOR EACH ROW
  WHEN (OLD."role" IS DISTINCT FROM NEW."role" OR OLD."status" IS DISTINCT FROM NEW."status"
        OR (OLD."onboarding_completed_at" IS NULL) <> (NEW."onboarding_completed_at" IS NULL)
        OR (OLD."hidden_at" IS NULL) <> (NEW."hidden_at" IS NULL))
  EXECUTE FUNCTION "users_sync_listed"();
