-- Statement triggers *_list_changes: notifies channel `list_changes` with the list's name (the trigger's argument) when a row a cached list shows changes (decision 0059).
-- Heard by apps/api/src/lib/list-cache.ts.
CREATE OR REPLACE FUNCTION "list_changes_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('list_changes', TG_ARGV[0]);
	RETURN NULL;
END $$;
