-- Trigger users_chat_access (a user's status changed, e.g. suspended): notifies `chat_access` with the user's id (decision 0057).
-- Heard by apps/api/src/modules/chat/access-cache.ts.
CREATE OR REPLACE FUNCTION "chat_access_notify_status"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('chat_access', NEW.id::text);
	RETURN NULL;
END $$;
