-- Triggers team_members_chat_access, project_collaborators_chat_access: notifies channel `chat_access` with the user whose conversations changed (decision 0057).
-- Heard by apps/api/src/modules/chat/access-cache.ts.
CREATE OR REPLACE FUNCTION "chat_access_notify_user"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP IN ('UPDATE', 'DELETE') THEN
		PERFORM pg_notify('chat_access', OLD.user_id::text);
	END IF;
	IF TG_OP IN ('INSERT', 'UPDATE') THEN
		PERFORM pg_notify('chat_access', NEW.user_id::text);
	END IF;
	RETURN NULL;
END $$;
