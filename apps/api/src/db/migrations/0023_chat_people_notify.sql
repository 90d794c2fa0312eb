-- Hand-written (decision 0069): each instance keeps how chat shows a person (a name and a
-- picture: a company's name and logo, else the user's full name and avatar) until the database
-- says it changed, as 0017 does for who takes part. Each change of those columns notifies channel
-- `chat_people` with the user's id, on commit, to every instance listening.
CREATE FUNCTION "chat_people_notify_user"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('chat_people', NEW.id::text);
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "users_chat_people" AFTER UPDATE OF "full_name", "avatar_path" ON "users"
	FOR EACH ROW WHEN (OLD.full_name IS DISTINCT FROM NEW.full_name OR OLD.avatar_path IS DISTINCT FROM NEW.avatar_path)
	EXECUTE FUNCTION "chat_people_notify_user"();
--> statement-breakpoint
-- A company profile made, renamed, given a logo or removed changes how its user is shown.
CREATE FUNCTION "chat_people_notify_company"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP IN ('UPDATE', 'DELETE') THEN
		PERFORM pg_notify('chat_people', OLD.user_id::text);
	END IF;
	IF TG_OP IN ('INSERT', 'UPDATE') THEN
		PERFORM pg_notify('chat_people', NEW.user_id::text);
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "company_profiles_chat_people" AFTER INSERT OR UPDATE OF "company_name", "logo_path", "user_id" OR DELETE ON "company_profiles"
	FOR EACH ROW EXECUTE FUNCTION "chat_people_notify_company"();
