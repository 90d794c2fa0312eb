-- Trigger company_profiles_chat_people (a company profile made, renamed, given a logo or removed): notifies `chat_people` with its user's id (decision 0069).
-- Heard by apps/api/src/modules/chat/people-cache.ts.
CREATE OR REPLACE FUNCTION "chat_people_notify_company"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP IN ('UPDATE', 'DELETE') THEN
		PERFORM pg_notify('chat_people', OLD.user_id::text);
	END IF;
	IF TG_OP IN ('INSERT', 'UPDATE') THEN
		PERFORM pg_notify('chat_people', NEW.user_id::text);
	END IF;
	RETURN NULL;
END $$;
