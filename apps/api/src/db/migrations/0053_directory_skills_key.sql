-- Hand-written (decision 0109): the directory's skills filter matches skills whatever their case,
-- as the task list's does: a lower-cased copy of each profile's skills, kept by the database, with
-- the filter's GIN index on it instead of on the skills as typed.
CREATE FUNCTION "skills_key_of"(skills text[]) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(lower(s.skill) ORDER BY s.position), '{}') FROM unnest(skills) WITH ORDINALITY AS s(skill, position)
$$;
--> statement-breakpoint
ALTER TABLE "freelancer_profiles" ADD COLUMN "skills_key" text[] GENERATED ALWAYS AS (skills_key_of(skills)) STORED;
--> statement-breakpoint
DROP INDEX "freelancer_profiles_skills_idx";
--> statement-breakpoint
CREATE INDEX "freelancer_profiles_skills_key_idx" ON "freelancer_profiles" USING gin ("skills_key") WHERE listed;
