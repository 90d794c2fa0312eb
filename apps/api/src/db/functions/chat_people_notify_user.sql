-- Trigger users_chat_people (a user's full name or avatar changed): notifies channel `chat_people` with the user's id (decision 0069).
-- Heard by apps/api/src/modules/chat/people-cache.ts.
CREATE OR REPLACE FUNCTION "chat_people_notify_user"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('chat_people', NEW.id::text);
	RETURN NULL;
END $$;
