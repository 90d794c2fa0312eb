-- Hand-written (decision 0093): one row per sign-in (a refresh-token family), so a person can
-- see where they are signed in. The family id is the row's id; refreshes keep last_seen_at, ip
-- and user_agent up to date. Families that exist already get a row with what is known of them.
CREATE TABLE "auth_sessions" (
  "id" uuid PRIMARY KEY NOT NULL,
  "user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "user_agent" text DEFAULT '' NOT NULL,
  "ip" text DEFAULT '' NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "last_seen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "auth_sessions_user_seen_idx" ON "auth_sessions" USING btree ("user_id","last_seen_at" DESC);
--> statement-breakpoint
INSERT INTO "auth_sessions" ("id", "user_id", "created_at", "last_seen_at")
SELECT "family_id", min("user_id"::text)::uuid, min("created_at"), max("created_at")
  FROM "refresh_tokens"
 GROUP BY "family_id";
