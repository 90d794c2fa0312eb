-- Hand-written (decision 0094): two-factor sign-in with an authenticator app. The secret is kept
-- sealed (AES-GCM, a key derived from the server secret), recovery codes and challenge tokens as
-- SHA-256 digests only. `enabled_at` null is a setup still waiting for its first code.
CREATE TABLE "two_factor" (
  "user_id" uuid PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "secret_sealed" text NOT NULL,
  "enabled_at" timestamp with time zone,
  "last_used_step" bigint NOT NULL DEFAULT 0,
  "created_at" timestamp with time zone NOT NULL DEFAULT now(),
  "updated_at" timestamp with time zone NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE TABLE "recovery_codes" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "code_hash" text NOT NULL,
  "used_at" timestamp with time zone,
  "created_at" timestamp with time zone NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX "recovery_codes_user_idx" ON "recovery_codes" ("user_id");
--> statement-breakpoint
CREATE TABLE "sign_in_challenges" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "token_hash" text NOT NULL,
  "user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "user_agent" text NOT NULL DEFAULT '',
  "ip" text NOT NULL DEFAULT '',
  "attempts" integer NOT NULL DEFAULT 0,
  "expires_at" timestamp with time zone NOT NULL,
  "used_at" timestamp with time zone,
  "created_at" timestamp with time zone NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE UNIQUE INDEX "sign_in_challenges_token_hash_key" ON "sign_in_challenges" ("token_hash");
--> statement-breakpoint
CREATE INDEX "sign_in_challenges_user_idx" ON "sign_in_challenges" ("user_id");
