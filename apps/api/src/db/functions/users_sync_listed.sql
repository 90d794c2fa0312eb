-- Trigger users_sync_listed (after update of role, status, onboarding_completed_at, hidden_at on users): recomputes the user's freelancer_profiles.listed (decision 0013).
-- Called by the database only; the directory filters on `listed`: apps/api/src/modules/freelancers/search.ts.
CREATE OR REPLACE FUNCTION "users_sync_listed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- The profile trigger above recomputes the same value from this (already updated) row.
  UPDATE "freelancer_profiles"
     SET "listed" = (NEW."role" = 'FREELANCER' AND NEW."status" = 'ACTIVE' AND NEW."onboarding_completed_at" IS NOT NULL
                     AND NEW."hidden_at" IS NULL)
   WHERE "user_id" = NEW."id";
  RETURN NULL;
END
$$;
