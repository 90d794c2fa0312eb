-- Trigger freelancer_profiles_set_listed (before insert or update of user_id, listed on freelancer_profiles): copies the user's listing (freelancer, active, onboarded, not hidden by moderation) into `listed` (decision 0013).
-- Called by the database only; the directory filters on `listed`: apps/api/src/modules/freelancers/search.ts.
CREATE OR REPLACE FUNCTION "freelancer_profiles_set_listed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."listed" := coalesce((
    SELECT u."role" = 'FREELANCER' AND u."status" = 'ACTIVE' AND u."onboarding_completed_at" IS NOT NULL
           AND u."hidden_at" IS NULL
      FROM "users" AS u WHERE u."id" = NEW."user_id"), false);
  RETURN NEW;
END
$$;
