-- Hand-written (decision 0057): a socket caches "this user takes part in this conversation" once
-- per socket and conversation, so every change of who takes part must reach the caches. Rather
-- than trusting every write site (team joins and leaves, a team deleted, a project's company,
-- freelancer or hired team changed, collaborators added or removed, a suspension) to remember,
-- the database says so itself: each such row change notifies channel `chat_access` with the
-- affected user's id. NOTIFY is delivered on commit (never for a rollback) to every instance
-- listening on the database, with duplicates in one transaction folded into one.
CREATE FUNCTION "chat_access_notify_user"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP IN ('UPDATE', 'DELETE') THEN
		PERFORM pg_notify('chat_access', OLD.user_id::text);
	END IF;
	IF TG_OP IN ('INSERT', 'UPDATE') THEN
		PERFORM pg_notify('chat_access', NEW.user_id::text);
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "team_members_chat_access" AFTER INSERT OR UPDATE OF "user_id", "team_id" OR DELETE ON "team_members"
	FOR EACH ROW EXECUTE FUNCTION "chat_access_notify_user"();
--> statement-breakpoint
CREATE TRIGGER "project_collaborators_chat_access" AFTER INSERT OR UPDATE OF "user_id", "project_id" OR DELETE ON "project_collaborators"
	FOR EACH ROW EXECUTE FUNCTION "chat_access_notify_user"();
--> statement-breakpoint
-- A project's parties: its company, its freelancer and every member of its hired team, before and after.
CREATE FUNCTION "chat_access_notify_project"() RETURNS trigger LANGUAGE plpgsql AS $$
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
--> statement-breakpoint
CREATE TRIGGER "projects_chat_access" AFTER UPDATE OF "company_id", "freelancer_id", "team_id" ON "projects"
	FOR EACH ROW WHEN (OLD.company_id IS DISTINCT FROM NEW.company_id OR OLD.freelancer_id IS DISTINCT FROM NEW.freelancer_id OR OLD.team_id IS DISTINCT FROM NEW.team_id)
	EXECUTE FUNCTION "chat_access_notify_project"();
--> statement-breakpoint
-- A suspension (or its end) reaches the user's sockets too: a suspended account's are closed.
CREATE FUNCTION "chat_access_notify_status"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('chat_access', NEW.id::text);
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "users_chat_access" AFTER UPDATE OF "status" ON "users"
	FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status)
	EXECUTE FUNCTION "chat_access_notify_status"();
