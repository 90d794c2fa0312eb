-- Function skills_key_of(skills text[]): the skills lower-cased, in their order; the generated column freelancer_profiles.skills_key (decision 0109).
-- Called by the database only; the directory's skills filter matches that column: apps/api/src/modules/freelancers/search-filters.ts.
CREATE FUNCTION "skills_key_of"(skills text[]) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(lower(s.skill) ORDER BY s.position), '{}') FROM unnest(skills) WITH ORDINALITY AS s(skill, position)
$$;
