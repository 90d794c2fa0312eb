-- Hand-written (decision 0082): a project's conversation is made with the project from now on, so
-- /chat lists it before anyone writes. Projects made before that get theirs here, dated as the
-- project, so the list keeps its order by activity.
INSERT INTO "conversations" ("kind", "project_id", "created_at", "last_activity_at")
SELECT 'PROJECT', "projects"."id", "projects"."created_at", "projects"."created_at"
FROM "projects"
WHERE NOT EXISTS (SELECT 1 FROM "conversations" WHERE "conversations"."project_id" = "projects"."id")
ON CONFLICT DO NOTHING;
