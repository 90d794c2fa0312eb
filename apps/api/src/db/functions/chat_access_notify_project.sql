-- Trigger projects_chat_access (a project's company, freelancer or hired team changed): notifies `chat_access` for every party, before and after (decision 0057).
-- Heard by apps/api/src/modules/chat/access-cache.ts.
CREATE OR REPLACE FUNCTION "chat_access_notify_project"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	affected uuid;
BEGIN
	FOR affected IN
		SELECT OLD.company_id UNION SELECT OLD.freelancer_id UNION SELECT NEW.company_id UNION SELECT NEW.freelancer_id
		UNION SELECT user_id FROM team_members WHERE team_id IN (OLD.team_id, NEW.team_id)
	LOOP
		IF affected IS NOT NULL THEN
			PERFORM pg_notify('chat_access', affected::text);
		END IF;
	END LOOP;
	RETURN NULL;
END $$;
