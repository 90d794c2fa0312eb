-- Hand-written (decision 0092): when each person's first project was completed, which ends their
-- new-account limits. The safety module keeps it from the projects module's ProjectCompleted
-- event; the projects completed before this migration are copied in once.
CREATE TABLE "safety_first_completions" (
  "user_id" uuid PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "completed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
INSERT INTO "safety_first_completions" ("user_id", "completed_at")
SELECT "user_id", min("completed_at")
  FROM (
    SELECT "company_id" AS "user_id", coalesce("completed_at", "updated_at") AS "completed_at" FROM "projects" WHERE "status" = 'COMPLETED'
    UNION ALL
    SELECT "freelancer_id", coalesce("completed_at", "updated_at") FROM "projects" WHERE "status" = 'COMPLETED'
  ) AS "done"
 GROUP BY "user_id";
