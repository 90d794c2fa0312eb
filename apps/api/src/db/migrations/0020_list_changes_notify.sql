-- Hand-written (decision 0059, 2026-11-23): the directory's, the task list's and a task's
-- applications' pages are kept in each instance's memory until the rows they show change. Rather than trusting every write site,
-- the database says so itself, as for chat (migration 0017): a change of any row a page shows
-- notifies channel `list_changes` with the list's name, delivered on commit (never for a
-- rollback) to every listening instance, one notification per list and transaction however many
-- rows changed. Statement triggers, so a bulk write costs one call, not one per row.
CREATE FUNCTION "list_changes_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('list_changes', TG_ARGV[0]);
	RETURN NULL;
END $$;
--> statement-breakpoint
-- The directory: a profile (its `listed` follows the user's role, status and onboarding through
-- migration 0005's trigger, so those changes arrive here too) and the name and avatar it shows.
CREATE TRIGGER "freelancer_profiles_list_changes" AFTER INSERT OR UPDATE OR DELETE ON "freelancer_profiles"
	FOR EACH STATEMENT EXECUTE FUNCTION "list_changes_notify"('directory');
--> statement-breakpoint
CREATE TRIGGER "users_list_changes" AFTER UPDATE OF "full_name", "avatar_path" OR DELETE ON "users"
	FOR EACH STATEMENT EXECUTE FUNCTION "list_changes_notify"('directory');
--> statement-breakpoint
-- The task list: the tasks, their applications (counts), the company beside each card (its user
-- row and profile) and the company's reputation (escrow funded and released, revealed reviews).
CREATE TRIGGER "users_task_list_changes" AFTER UPDATE OF "full_name", "avatar_path" OR DELETE ON "users"
	FOR EACH STATEMENT EXECUTE FUNCTION "list_changes_notify"('tasks');
--> statement-breakpoint
CREATE TRIGGER "tasks_list_changes" AFTER INSERT OR UPDATE OR DELETE ON "tasks"
	FOR EACH STATEMENT EXECUTE FUNCTION "list_changes_notify"('tasks');
--> statement-breakpoint
CREATE TRIGGER "applications_list_changes" AFTER INSERT OR UPDATE OR DELETE ON "applications"
	FOR EACH STATEMENT EXECUTE FUNCTION "list_changes_notify"('tasks');
--> statement-breakpoint
CREATE TRIGGER "company_profiles_list_changes" AFTER INSERT OR UPDATE OR DELETE ON "company_profiles"
	FOR EACH STATEMENT EXECUTE FUNCTION "list_changes_notify"('tasks');
--> statement-breakpoint
CREATE TRIGGER "project_reviews_list_changes" AFTER INSERT OR UPDATE OR DELETE ON "project_reviews"
	FOR EACH STATEMENT EXECUTE FUNCTION "list_changes_notify"('tasks');
--> statement-breakpoint
-- The ledger's hot path writes many other lines (and never updates or deletes one): only escrow
-- funding and release move a reputation, so a row trigger with a condition rather than a call
-- per transfer.
CREATE TRIGGER "wallet_statement_lines_list_changes" AFTER INSERT ON "wallet_statement_lines"
	FOR EACH ROW WHEN (NEW."type" IN ('ESCROW_RELEASE', 'ESCROW_FUND'))
	EXECUTE FUNCTION "list_changes_notify"('tasks');
--> statement-breakpoint
-- A task's applications, as its owner reads them: the applications and their files, the task
-- (its skills score the match), each applicant's user row and profile, and the team applied for
-- (its row, members and portfolio).
CREATE TRIGGER "applications_applications_list_changes" AFTER INSERT OR UPDATE OR DELETE ON "applications"
	FOR EACH STATEMENT EXECUTE FUNCTION "list_changes_notify"('applications');
--> statement-breakpoint
CREATE TRIGGER "tasks_applications_list_changes" AFTER UPDATE OR DELETE ON "tasks"
	FOR EACH STATEMENT EXECUTE FUNCTION "list_changes_notify"('applications');
--> statement-breakpoint
CREATE TRIGGER "task_attachments_applications_list_changes" AFTER INSERT OR UPDATE OR DELETE ON "task_attachments"
	FOR EACH STATEMENT EXECUTE FUNCTION "list_changes_notify"('applications');
--> statement-breakpoint
CREATE TRIGGER "users_applications_list_changes" AFTER UPDATE OF "full_name", "avatar_path", "status", "role" OR DELETE ON "users"
	FOR EACH STATEMENT EXECUTE FUNCTION "list_changes_notify"('applications');
--> statement-breakpoint
CREATE TRIGGER "freelancer_profiles_applications_list_changes" AFTER INSERT OR UPDATE OR DELETE ON "freelancer_profiles"
	FOR EACH STATEMENT EXECUTE FUNCTION "list_changes_notify"('applications');
--> statement-breakpoint
CREATE TRIGGER "teams_applications_list_changes" AFTER INSERT OR UPDATE OR DELETE ON "teams"
	FOR EACH STATEMENT EXECUTE FUNCTION "list_changes_notify"('applications');
--> statement-breakpoint
CREATE TRIGGER "team_members_applications_list_changes" AFTER INSERT OR UPDATE OR DELETE ON "team_members"
	FOR EACH STATEMENT EXECUTE FUNCTION "list_changes_notify"('applications');
--> statement-breakpoint
CREATE TRIGGER "team_portfolio_items_applications_list_changes" AFTER INSERT OR UPDATE OR DELETE ON "team_portfolio_items"
	FOR EACH STATEMENT EXECUTE FUNCTION "list_changes_notify"('applications');
